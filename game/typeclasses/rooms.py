"""Rooms of the world, described in German."""

from evennia.objects.objects import DefaultRoom
from evennia.utils.utils import iter_to_str

from .objects import ObjectParent


def german_list(names):
    """'a', 'a und b', 'a, b und c'."""
    return iter_to_str(names, endsep=" und")


class Room(ObjectParent, DefaultRoom):
    """A place in the world; lists exits, people and things in German."""

    def _visible(self, content_type, looker, **kwargs):
        found = self.filter_visible(self.contents_get(content_type=content_type), looker, **kwargs)
        return [obj.get_display_name(looker, **kwargs) for obj in found]

    def get_display_exits(self, looker, **kwargs):
        names = german_list(self._visible("exit", looker, **kwargs))
        return f"|wAusgänge:|n {names}" if names else ""

    def get_display_characters(self, looker, **kwargs):
        names = german_list(self._visible("character", looker, **kwargs))
        return f"|wAnwesend:|n {names}" if names else ""

    def get_display_things(self, looker, **kwargs):
        names = german_list(sorted(self._visible("object", looker, **kwargs)))
        return f"|wDu siehst:|n {names}" if names else ""
