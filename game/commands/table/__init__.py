"""The card table's commands: the base that finds the table meant and turns
refusals into messages (base.py), sitting and starting, the moves, looking,
settings, the Abrechnung, after the game, rematches and claims, and the way
from the lobby to a table. Thin: they read the words and call the table.
"""
