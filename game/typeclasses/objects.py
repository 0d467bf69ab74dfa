"""The base of every in-game thing of ours."""

from evennia.objects.objects import DefaultObject

from game.faces.grammar import coming_from, towards

def _braces(text):
    """A name safe inside a message Evennia formats with str.format."""
    return text.replace("{", "{{").replace("}", "}}")


class ObjectParent:
    """Mixin shared by all our objects, rooms, exits and characters."""

    #: False for things whose commands nobody else may use (computer players).
    lends_commands = True

    def access(self, accessing_obj, access_type="read", default=False,
               no_superuser_bypass=False, **kwargs):
        """As Evennia's; but the `call` lock, which the command handler asks of every
        object in the room on every command anyone types, is False at once for an
        object with no commands to lend: a computer player, or a thing with no
        command set stored and Evennia's own `at_cmdset_get` (exits make theirs
        there, so they are asked as before)."""
        if access_type == "call" and not self._lends_any_commands():
            return False
        return super().access(accessing_obj, access_type=access_type, default=default,
                              no_superuser_bypass=no_superuser_bypass, **kwargs)

    def _lends_any_commands(self):
        return self.lends_commands and bool(
            self.db_cmdset_storage
            or type(self).at_cmdset_get is not DefaultObject.at_cmdset_get)

    def announce_move_from(self, destination, msg=None, mapping=None, move_type="move",
                           **kwargs):
        """The room left behind reads "Bernd geht ins Kaffeehaus von Sarasande."."""
        if not msg and destination:
            msg = f"{{object}} geht {_braces(towards(destination))}."
        super().announce_move_from(destination, msg=msg, mapping=mapping,
                                   move_type=move_type, **kwargs)

    def announce_move_to(self, source_location, msg=None, mapping=None, move_type="move",
                         **kwargs):
        """The new room reads "Bernd kommt aus der Besenwirtschaft."."""
        if not source_location and self.location and self.location.has_account:
            self.location.msg(f"Du hast jetzt {self.get_display_name(self.location)}.")
            return
        if not msg:
            msg = (f"{{object}} kommt {_braces(coming_from(source_location))}."
                   if source_location else "{object} ist da.")
        super().announce_move_to(source_location, msg=msg, mapping=mapping,
                                 move_type=move_type, **kwargs)

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
