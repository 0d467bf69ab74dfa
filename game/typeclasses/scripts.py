"""Scripts: timers and other out-of-world state."""

from evennia.scripts.scripts import DefaultScript


class Script(DefaultScript):
    """The base of our scripts."""
