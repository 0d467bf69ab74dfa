"""The one refusal of a card table: a German sentence for the player.

In a module of its own, so the table's helpers (settlement, tour, the game
played again) raise it without importing the table that imports them.
"""


class TableError(Exception):
    """Something the table refuses, with a German message for the player."""
