"""The one exception of the engine's seam."""

from .cards import render
from .kinds import Refusal


class IllegalMove(Exception):
    """A move that is not allowed now; ``str(exc)`` is a German sentence saying why.

    `template` keeps the sentence with its card references, so `text(family)`
    writes it for a reader of French card names too.  The game is unchanged
    when this is raised.  As data: `reason` (kinds.Refusal), `kind` (the
    kinds.MoveKind tried, None when the words name no move) and `cards` (the
    canonical texts of the cards the command named: never another seat's).
    """

    def __init__(self, message="", reason=Refusal.NOT_ALLOWED, kind=None, cards=()):
        message = str(message)
        self.template = message
        self.reason = Refusal(reason)
        self.kind = kind
        self.cards = tuple(cards)
        super().__init__(render(message))

    def text(self, family="deutsch") -> str:
        return render(self.template, family)

    def with_text(self, message) -> "IllegalMove":
        """The same refusal with another sentence (a hint added)."""
        return IllegalMove(message, self.reason, self.kind, self.cards)
