"""Exits between rooms: the direction they go, and German wherever they are named
(the refusal at a locked way, the line in a "welches meinst du?" question)."""

from evennia.objects.objects import DefaultExit, ExitCommand

from game.faces.directions import direction_among, no_question_meant
from game.faces.grammar import towards
from game.typeclasses.objects import ObjectParent


class GermanExitCommand(ExitCommand):
    """The command of an exit; named in German when a word fits more than one."""

    def func(self):
        """Go the way; but „n“ at a running match with no question open meant „nein“:
        say that no question is open (directions.no_question_meant), walk nowhere."""
        said = no_question_meant(self.caller, self.cmdstring, self.obj.direction()
                                 if hasattr(self.obj, "direction") else None)
        if said:
            self.caller.msg(said)
            return
        super().func()

    def get_extra_info(self, caller, **kwargs):
        """' (Weg ins Zollhaus an der Brücke)' instead of Evennia's ' (exit to ...)'."""
        destination = self.obj.destination
        return f" (Weg {towards(destination)})" if destination else " (Ausgang)"


class Exit(ObjectParent, DefaultExit):
    """A way from one room to another."""

    exit_command = GermanExitCommand

    def words(self):
        """Every word that takes this way: its key and aliases, lower case."""
        return [self.key.lower(), *(alias.lower() for alias in self.aliases.all())]

    def direction(self):
        """The Direction this way goes (one of its words names it), or None."""
        return direction_among(self.words())

    def get_display_desc(self, looker, **kwargs):
        """Its own description, else where it leads."""
        if self.db.desc or not self.destination:
            return super().get_display_desc(looker, **kwargs)
        return f"Von hier geht es {towards(self.destination)}."

    def at_failed_traverse(self, traversing_object, **kwargs):
        """A German refusal: the traveller's own reason (a running match) or a plain one."""
        reason = getattr(traversing_object, "match_in_the_way", lambda: "")()
        traversing_object.msg(reason or "Da kommst du nicht weiter.")
