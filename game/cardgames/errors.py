"""The one exception of the engine's seam."""

from .cards import render


class IllegalMove(Exception):
    """A move that is not allowed now; ``str(exc)`` is a German sentence saying why.

    `template` keeps the sentence with its card references, so `text(family)`
    writes it for a reader of French card names too.  The game is unchanged
    when this is raised.
    """

    def __init__(self, message=""):
        message = str(message)
        self.template = message
        super().__init__(render(message))

    def text(self, family="deutsch") -> str:
        return render(self.template, family)
