"""The common ground of every feature above the engine: the card world's things
found cheaply (things.py), the table's one error (tableerror.py), the game-end
signals (gameend.py) and the helpers that store values (stored.py). Imports only
the engine, Evennia and Django.
"""
