"""Exits between rooms."""

from evennia.objects.objects import DefaultExit

from .grammar import towards
from .objects import ObjectParent


class Exit(ObjectParent, DefaultExit):
    """A way from one room to another."""

    def get_display_desc(self, looker, **kwargs):
        """Its own description, else where it leads."""
        if self.db.desc or not self.destination:
            return super().get_display_desc(looker, **kwargs)
        return f"Von hier geht es {towards(self.destination)}."

    def at_failed_traverse(self, traversing_object, **kwargs):
        """A German refusal: the traveller's own reason (a running match) or a plain one."""
        reason = getattr(traversing_object, "match_in_the_way", lambda: "")()
        traversing_object.msg(reason or "Da kommst du nicht weiter.")
