"""How long a new match goes (starting.py, last_length): as long as the last match
at the table when nobody names a length (`spiel`, what „Neue Partie“ types, the
rematch), the same game and one of its people still there; a length asked for,
another game or a stranger at the table get their own."""

from evennia.utils.ansi import strip_ansi

from game.commands.table import seats as table_seats
from tests.helpers.decks import RecordTest
from tests.helpers.tables import connect


class LengthTest(RecordTest):
    def setUp(self):
        super().setUp()
        connect(self.char1)
        self.seat_both()
        self.deck.start(seed=5, target=3)
        self.deck.give_up(self.char1)  # Ferdl stays for Char alone

    def spiel(self, args="", caller=None):
        return strip_ansi(self.call(table_seats.CmdStart(), args, caller=caller or self.char1))


class TestTheLastLength(LengthTest):
    def test_spiel_without_a_length_plays_as_long_as_the_last_match(self):
        said = self.spiel()
        assert self.deck.playing() and self.deck.match.target == 3
        assert "gespielt wird bis 3 Punkte" in said

    def test_a_length_asked_for_wins_and_is_kept_for_the_next(self):
        self.spiel("bis 11")
        assert self.deck.match.target == 11
        self.deck.give_up(self.char1)
        self.spiel()
        assert self.deck.match.target == 11

    def test_another_game_has_its_own_length(self):
        self.spiel("schnapsen")
        assert self.deck.match.preset == "schnapsen" and self.deck.match.target == 7

    def test_a_stranger_at_the_table_gets_the_games_own_length(self):
        self.deck.seats.stand(self.char1)  # Ferdl goes with Char
        self.char2.location = self.room1
        self.deck.seats.sit(self.char2)
        self.deck.seats.sit(self.npc)
        self.spiel(caller=self.char2)
        assert self.deck.playing() and self.deck.match.target == 7
