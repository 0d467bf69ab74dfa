"""Computer card players: characters of the world who sit down and play."""

import random

from .characters import Character

STRENGTHS = ("leicht", "normal", "stark")


class CardPlayer(Character):
    """A computer player with a strength, a favourite game and some table talk."""

    def at_object_creation(self):
        super().at_object_creation()
        self.db.strength = "normal"
        self.db.favourite = "66"
        self.db.talk = []
        self.locks.add("get:false();puppet:perm(Developer)")
        self.tags.add("kartenspieler", category="kartenwelt")

    def chatter(self, chance=0.15, rng=random):
        """Now and then a line of table talk to the room."""
        if self.db.talk and self.location and rng.random() < chance:
            self.location.msg_contents(f'{self.key} sagt: "{rng.choice(self.db.talk)}"')

    def get_display_desc(self, looker, **kwargs):
        desc = super().get_display_desc(looker, **kwargs)
        return f"{desc}\n(Spielt {self.db.favourite} am liebsten; Spielstärke: {self.db.strength}.)"
