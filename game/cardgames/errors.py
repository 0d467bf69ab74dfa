"""The one exception of the engine's seam."""


class IllegalMove(Exception):
    """A move that is not allowed now; ``str(exc)`` is a German sentence saying why.

    The game is unchanged when this is raised.
    """
