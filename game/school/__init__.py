"""The card schools: lessons with fixed deals (Gaigel in the Besenwirtschaft,
66 in the Kaffeehaus). Pure data and engine calls; no Evennia import."""
