"""The base of every in-game thing of ours."""

from evennia.objects.objects import DefaultObject

#: Tags of the card world's tables and computer players.
TABLE_TAG = ("kartentisch", "kartenwelt")
CARD_PLAYER_TAG = ("kartenspieler", "kartenwelt")


class ObjectParent:
    """Mixin shared by all our objects, rooms, exits and characters."""

    #: The locks this typeclass gives its objects (none: Evennia's defaults).
    LOCKS = ""

    def set_locks(self):
        """Give the object its typeclass's locks, unless it already got exactly these.

        Called at creation, and at server start so that objects of an older
        database get locks that changed since; a builder's own `lock` changes
        stay until the typeclass's locks change again.
        """
        if self.LOCKS and self.attributes.get("locks_set") != self.LOCKS:
            self.locks.add(self.LOCKS)
            self.db.locks_set = self.LOCKS


class Object(ObjectParent, DefaultObject):
    """A plain in-game thing."""
