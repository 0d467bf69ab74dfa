"""Characters: the bodies players (and later computer players) walk around in."""

from evennia.objects.objects import DefaultCharacter

from .objects import ObjectParent


class Character(ObjectParent, DefaultCharacter):
    """A player's character."""
