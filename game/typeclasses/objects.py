"""The base of every in-game thing of ours."""

from evennia.objects.objects import DefaultObject


class ObjectParent:
    """Mixin shared by all our objects, rooms, exits and characters."""


class Object(ObjectParent, DefaultObject):
    """A plain in-game thing."""
