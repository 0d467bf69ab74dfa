"""
Computer card players: characters of the world who sit down and play.

Placed from prototypes (world/prototypes.py) by the world build and by
builders; removed, they end a running match at their table without scoring.
"""

import random

from .characters import Character
from .grammar import DAT
from .objects import CARD_PLAYER_TAG

STRENGTHS = ("leicht", "normal", "stark")
#: what builders type -> the favourite game as stored and shown
FAVOURITES = {"66": "66", "sechsundsechzig": "66", "gaigel": "Gaigel"}


class CardPlayer(Character):
    """A computer player with a strength, a favourite game and some table talk."""

    LOCKS = ("get:perm(Builder);teleport:perm(Builder);delete:perm(Builder);"
             "edit:perm(Builder);control:perm(Builder);puppet:perm(Developer)")

    def at_object_creation(self):
        super().at_object_creation()
        self.db.strength = "normal"
        self.db.favourite = "66"
        self.db.talk = []
        self.set_locks()
        self.tags.add(*CARD_PLAYER_TAG)

    def chatter(self, chance=0.15, rng=random):
        """Now and then a line of table talk to the room."""
        if self.db.talk and self.location and rng.random() < chance:
            self.location.msg_contents(f'{self.key} sagt: "{rng.choice(self.db.talk)}"')

    def get_display_desc(self, looker, **kwargs):
        desc = super().get_display_desc(looker, **kwargs)
        return f"{desc}\n(Spielt {self.db.favourite} am liebsten; Spielstärke: {self.db.strength}.)"

    def builder_summary(self):
        """One line for builders: strength, favourite game, where the player sits."""
        seated = ", ".join(table.named(DAT, "an") for table in self.seated_tables())
        where = f"; sitzt {seated}" if seated else ""
        return (f"{self.key} ({self.dbref}): {self.db.strength}, "
                f"spielt am liebsten {self.db.favourite}{where}.")

    def tables_at_stake(self):
        """Tables whose running match ends when this player is removed."""
        return [table for table in self.seated_tables() if table.playing()]

    def at_object_delete(self):
        """Leaving for good: a running match at the player's table ends unscored."""
        for table in self.seated_tables():
            if table.playing():  # the computer players get up, this one too
                table.abandon(f"{self.key} muss gehen; die Partie endet ohne Wertung.")
            else:
                table.stand(self)
        return super().at_object_delete()
