"""The 66 family: core, notation, texts, events, settlement, family (see family.py)."""
