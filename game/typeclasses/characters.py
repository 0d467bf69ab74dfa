"""Characters: the bodies players (and computer players) walk around in."""

from evennia.objects.objects import DefaultCharacter

from game.cardgames import ranking

from .objects import TABLE_TAG, ObjectParent


class Character(ObjectParent, DefaultCharacter):
    """A player's character; its card tables hear when it leaves and returns."""

    def seated_tables(self):
        """Card tables in this room where the character has a seat."""
        if not self.location:
            return []
        return [obj for obj in self.location.contents
                if obj.tags.has(*TABLE_TAG) and obj.seat_of(self) is not None]

    def at_post_puppet(self, **kwargs):
        super().at_post_puppet(**kwargs)
        for table in self.seated_tables():
            table.player_returned(self)

    def at_post_unpuppet(self, account=None, session=None, **kwargs):
        super().at_post_unpuppet(account=account, session=session, **kwargs)
        for table in self.seated_tables():
            table.player_left(self)

    def get_display_desc(self, looker, **kwargs):
        """The description plus a line per card game this character has played."""
        desc = super().get_display_desc(looker, **kwargs)
        stored = self.attributes.get("cardrecords", default=None) or {}
        name = None if looker == self else self.key
        lines = [ranking.rank_line(stored[kind]["experience"], kind, name)
                 for kind in ranking.KINDS if kind in stored]
        return "\n".join([desc] + lines)
