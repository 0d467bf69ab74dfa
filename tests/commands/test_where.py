"""`wo`: every card table with its room, game, seats and players; who is online where."""

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object

from game.commands.table import seats as table_seats
from game.commands.where import CmdWo
from game.typeclasses.carddecks import GaigelTable
from tests.helpers.decks import DeckTest
from tests.helpers.people import PeopleSetup


class TestWo(PeopleSetup, DeckTest):
    def setUp(self):
        super().setUp()
        self.room2.tags.add("besenwirtschaft", category="kartenwelt")
        self.gaigel = create_object(GaigelTable, key="Gaigeltisch", location=self.room2)

    def wo(self):
        return strip_ansi(self.call(CmdWo(), "", "Die Kartentische:", caller=self.account))

    def test_wo_lists_every_table_with_room_game_and_free_seats(self):
        text = self.wo()
        deck = next(line for line in text.splitlines() if "66-Kartenspiel" in line)
        assert "Sechsundsechzig, wartet; beide Plätze sind frei." in deck
        gaigel = next(line for line in text.splitlines() if "Gaigeltisch" in line)
        game = GaigelTable.presets[self.gaigel.db.preset]  # the preset's description
        assert f"{game}, wartet;" in gaigel
        assert text.index("Room2") < text.index("Gaigeltisch")

    def test_wo_shows_rooms_where_someone_sits_first(self):
        assert self.wo().index("In Room:") < self.wo().index("In Room2:")
        self.gaigel.seats.sit(self.npc)
        assert self.wo().index("In Room2:") < self.wo().index("In Room:")

    def test_wo_marks_computer_players_and_shows_no_cards_during_a_match(self):
        self.seat_both()
        self.start()
        text = self.wo()
        deck = next(line for line in text.splitlines() if "66-Kartenspiel" in line)
        assert "es läuft eine Partie; es sitzen Char und Ferdl (Computer); alle Plätze sind " \
               "besetzt." in deck
        game = self.deck.match.game
        for seat in (0, 1):
            for card in game.view(seat)["hand"]:
                assert card not in text.lower(), card

    def test_wo_shows_who_is_online_and_where(self):
        text = self.wo()
        assert "Verbunden ist eine Person:" in text
        assert "TestAccount – in Room" in text

    def test_wo_names_the_table_someone_sits_at(self):
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        assert "TestAccount – in Room, am Tisch: 66-Kartenspiel (wartet)" in self.wo()

    def test_wo_marks_a_seat_a_computer_plays_for_someone_away(self):
        self.seat_both()
        seats = self.deck.seats.copies()
        seats[0]["stand_in"] = True
        self.deck.db.seats = seats
        assert "es sitzen Char (vom Computer vertreten) und Ferdl (Computer)" in self.wo()


def test_wo_lists_numbered_tables_by_their_number():
    """Play-test (issue 45): „Marmortisch 10, 11, 12, 13, 2, 3 …“ read alphabetically."""
    from types import SimpleNamespace

    from game.commands.where import table_order
    keys = ["Marmortisch 10", "Marmortisch 2", "Marmortisch", "Ecktisch", "Marmortisch 3"]
    ordered = sorted((SimpleNamespace(key=key) for key in keys), key=table_order)
    assert [t.key for t in ordered] == ["Ecktisch", "Marmortisch", "Marmortisch 2",
                                        "Marmortisch 3", "Marmortisch 10"]
