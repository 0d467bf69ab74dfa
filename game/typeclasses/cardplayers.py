"""
Computer card players: characters of the world who sit down and play.

Placed from prototypes (world/prototypes.py) by the world build and by
builders; removed, they end a running match at their table without scoring.
Now and then they say a line of table talk that fits the game and the moment
of their move (game/faces/tabletalk.py).
"""

import random
import time

from game.cardgames.presets import make_options

from game.common.things import CARD_PLAYER_TAG
from game.faces.change import audience
from game.faces.grammar import DAT
from game.house.rooms import is_extra
from game.faces.tabletalk import fits_moment, mended_talk, moments_of, text_of
from game.typeclasses.characters import Character

STRENGTHS = ("leicht", "normal", "stark")
#: what builders type -> the favourite game as stored and shown
FAVOURITES = {"66": "66", "sechsundsechzig": "66", "gaigel": "Gaigel"}


#: seconds a computer player keeps quiet after a line of table talk
TALK_PAUSE = 60

#: words of table talk -> the game they need to make sense
NINE_WORDS = ("neun",)
CLOSING_WORDS = ("dreh zu", "zudreh", "zugedreht", "zumachen")
SIXTY_SIX_WORDS = ("66", "sechsundsechzig")
GAIGEL_WORDS = ("hundertoins", "101", "aus!", "gaigel")


def fits_game(line, options):
    """True if a line of table talk suits the game played with `options`:
    no trump-nine jokes without the nine exchange (Schnapsen), no closing talk
    without a talon to close, no 66 talk at Gaigel and no Aus talk at 66."""
    low = line.lower()
    gaigel = "aus_points" in options
    if not options:
        return True

    def mentions(words):
        return any(word in low for word in words)

    if mentions(NINE_WORDS) and (gaigel or options.get("exchange_card") != "neun"):
        return False
    if mentions(CLOSING_WORDS) and (gaigel or not (options.get("talon")
                                                   and options.get("closing"))):
        return False
    if mentions(SIXTY_SIX_WORDS) and gaigel:
        return False
    return not (mentions(GAIGEL_WORDS) and not gaigel)


class CardPlayer(Character):
    """A computer player with a strength, a favourite game and some table talk."""

    lends_commands = False  # nobody plays it: its commands are nobody's to use
    #: marks a computer player without an import (common/things.is_card_player)
    card_player = True

    LOCKS = ("get:perm(Builder);teleport:perm(Builder);delete:perm(Builder);"
             "edit:perm(Builder);control:perm(Builder);puppet:perm(Developer)")

    def at_object_creation(self):
        super().at_object_creation()
        self.db.strength = "normal"
        self.db.favourite = "66"
        self.db.talk = []
        self.set_locks()
        self.tags.add(*CARD_PLAYER_TAG)

    def chatter(self, options=None, chance=0.15, rng=random, pause=TALK_PAUSE,
                clock=time.monotonic, moments=None, table=None):
        """Now and then a line of table talk that fits the game (`options` of the
        match) and one of the `moments` (a set of tabletalk.Moment, or a function
        that gives them; None: only lines for any moment), never the same line
        twice in a row and then quiet for `pause` seconds (a player's move of
        rauben, melden and legen asks three times); people who asked for `ruhe`
        do not hear it. The room hears it, at an extra `table` of a Lokal only the
        people at that table (house/rooms.py)."""
        now = clock()
        if now < (self.ndb.quiet_until or 0):
            return
        if not (self.db.talk and self.location) or rng.random() >= chance:
            return
        moments = set((moments() if callable(moments) else moments) or ())
        lines = [text_of(entry) for entry in self.db.talk
                 if fits_moment(entry, moments) and fits_game(text_of(entry), options or {})
                 and text_of(entry) != self.ndb.last_talk]
        if not lines:
            return
        line = rng.choice(lines)
        self.ndb.last_talk = line
        self.ndb.quiet_until = now + pause
        text = f'{self.key} sagt: "{line}"'
        if table is not None and is_extra(table):
            for obj in audience(table):
                if not obj.attributes.get("quiet_talk"):
                    obj.msg(text)
            return
        quiet = [obj for obj in self.location.contents if obj.attributes.get("quiet_talk")]
        self.location.msg_contents(text, exclude=quiet)

    def talk_after_move(self, table, seat, events, **kwargs):
        """Table talk after its own move at `seat` of `table`'s match, which made
        `events`: a line that fits the game and what the move did (a trick won, a
        meld ...)."""
        match = table.match
        game = match.game
        self.chatter(make_options(match.preset, match.options), table=table,
                     moments=lambda: moments_of(events, seat, game.view(seat)), **kwargs)

    def mend_talk(self, lines, retired):
        """Bring the stored talk up to the data `lines` (tabletalk.mended_talk)."""
        talk = self.attributes.get("talk", default=None) or []
        mended = mended_talk(talk, lines, retired)
        if mended != [entry if isinstance(entry, str) else dict(entry) for entry in talk]:
            self.db.talk = mended

    def is_present(self) -> bool:
        """A computer player lives here: always listed under „Anwesend“."""
        return True

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
                table.seats.stand(self)
        return super().at_object_delete()
