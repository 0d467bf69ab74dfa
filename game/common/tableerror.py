"""The one refusal of a card table: a German sentence for the player.

In a module of its own, so the table's helpers (settlement, tour, the game
played again) raise it without importing the table that imports them.
"""

from game.cardgames.kinds import Refusal


class TableError(Exception):
    """Something the table refuses, with a German message for the player;
    `reason` (kinds.Refusal) and `kind` (the kinds.MoveKind tried, or None) say
    it as data (`Kartenrunde.Abgelehnt`)."""

    cards = ()

    def __init__(self, message="", reason=Refusal.TABLE, kind=None):
        super().__init__(message)
        self.reason = Refusal(reason)
        self.kind = kind
