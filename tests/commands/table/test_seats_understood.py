"""Seats that understand (issue 47): `aufstehen` while only watching stops
watching; `setzen tisch 9` says there is no such table and names the ones there
are; `spiel doppelkopf` names the games there are (from the tables and card
rooms of the world, not a list in the command)."""

from evennia.utils.create import create_object

from game.commands.table import seats as table_seats
from game.typeclasses.carddecks import GaigelTable
from tests.helpers.decks import DeckTest
from tests.house.test_quickstart import WorldTest


class TestWatching(DeckTest):
    def test_aufstehen_while_only_watching_stops_watching(self):
        self.call(table_seats.CmdZuschauen(), "", "Du schaust am 66-Kartenspiel zu.")
        self.call(table_seats.CmdStand(), "", "Du schaust am 66-Kartenspiel nicht mehr zu.")
        assert not self.deck.watching(self.char1)


class TestSeveralTables(DeckTest):
    def setUp(self):
        super().setUp()
        self.gaigel = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)

    def test_setzen_at_a_table_that_is_not_here_names_the_tables_there_are(self):
        said = self.call(table_seats.CmdSit(), "tisch 9")
        assert said == ("Einen Tisch „tisch 9“ gibt es hier nicht. Hier stehen das "
                        "66-Kartenspiel und der Gaigeltisch; zum Beispiel „setzen gaigeltisch“.")
        assert self.deck.seats.of(self.char1) is None
        assert self.gaigel.seats.of(self.char1) is None


class TestOneTable(DeckTest):
    def test_setzen_at_a_table_that_is_not_here_sits_nowhere(self):
        said = self.call(table_seats.CmdSit(), "tisch 9")
        assert said.startswith("Einen Tisch „tisch 9“ gibt es hier nicht; hier steht nur das "
                               "66-Kartenspiel."), said
        assert self.deck.seats.of(self.char1) is None

    def test_setzen_with_a_seat_still_sits_there(self):
        self.call(table_seats.CmdSit(), "2", "Du setzt dich an das 66-Kartenspiel (Platz 2).")

    def test_spiel_doppelkopf_names_the_games_there_are(self):
        said = self.call(table_seats.CmdStart(), "doppelkopf")
        assert said.startswith("„doppelkopf“ verstehe ich nicht. Ein Spiel dieses Namens gibt "
                               "es hier nicht; gespielt werden 66, schnapsen, "), said
        assert "gaigel" not in said, said  # no Gaigel table in this world

    def test_other_words_a_wish_does_not_read_keep_their_own_answer(self):
        said = self.call(table_seats.CmdStart(), "66 bis elf")
        assert said.startswith("Nach „bis“ kommt eine Zahl"), said


class TestInTheWorld(WorldTest):
    def test_spiel_doppelkopf_anywhere_names_the_games(self):
        for room in (self.cafe, self.besen, self.rooms["start"]):
            obj = self.newcomer(f"Gast{room.id}", room)
            said = self.typed(obj, "spiel doppelkopf")
            assert said.startswith("„doppelkopf“ verstehe ich nicht. Ein Spiel dieses Namens"), said
            for word in ("66", "schnapsen", "sarasande", "gaigel zu viert", "gaigel zu zweit"):
                assert word in said, said

    def test_setzen_tisch_9_says_there_is_no_table_9(self):
        obj = self.newcomer("Anna", self.cafe)
        said = self.typed(obj, "setzen tisch 9")
        assert said.startswith("Einen Tisch „tisch 9“ gibt es hier nicht; hier steht nur das "
                               "66-Kartenspiel."), said
        assert self.typed(obj, "setzen platz 2").startswith("Du setzt dich an das 66-Kartenspiel "
                                                             "(Platz 2)")

    def test_setzen_tisch_9_where_a_table_answers_to_tisch(self):
        obj = self.newcomer("Anna", self.besen)  # its Gaigeltisch answers to `tisch`
        said = self.typed(obj, "setzen tisch 9")
        assert said == ("Einen Tisch „tisch 9“ gibt es hier nicht, und der Gaigeltisch hat nur "
                        "die Plätze 1 bis 4."), said
        said = self.typed(obj, "setz dich an den gaigeltisch")
        assert said.startswith("Du setzt dich an den Gaigeltisch (Platz 1)"), said
