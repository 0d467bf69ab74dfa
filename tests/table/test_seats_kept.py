"""After a match the computer players stay for a person who played alone with
them (seats.py, keeps_computer_players): „Neue Partie“ deals at once and a
closed match end shows a table ready to play, not empty seats. They get up as
before when other people sit there, when the match was abandoned, and with the
person who gets up or goes; a person who comes to sit takes a kept computer
player's seat, and the room hears it as a line of that table (Room.elsewhere)."""

from evennia.utils.create import create_object

from game.common.tableerror import TableError
from game.faces.grammar import DAT
from game.typeclasses.carddecks import GaigelTable
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.decks import RecordTest, disconnect, heard, said
from tests.helpers.tables import connect
from tests.house.test_rooms import FullLokal


class KeptTest(RecordTest):
    def setUp(self):
        super().setUp()
        connect(self.char1)
        self.seat_both()

    def seated(self, table=None):
        return [entry["name"] if entry else None for entry in (table or self.deck).seats.entries()]


class TestKeptForOnePerson(KeptTest):
    def test_a_match_given_up_keeps_the_computer_player_for_the_next_one(self):
        self.start()
        self.deck.give_up(self.char1)
        assert not self.deck.playing() and self.seated() == ["Char", "Ferdl"]
        self.deck.start(seed=6)  # what „neue partie“ starts: nobody to fetch first
        assert self.deck.playing()

    def test_the_table_hears_that_it_stays_and_how_the_next_match_begins(self):
        self.start()
        with said(self.char1) as msg:
            self.deck.give_up(self.char1)
        assert ("Ferdl bleibt sitzen: mit neue partie beginnt gleich die nächste Partie, so "
                "lang wie diese.") in heard(msg)
        assert not any("steht vom" in line for line in heard(msg))

    def test_a_match_played_out_keeps_it_too(self):
        self.deck.start(seed=5, target=1)
        self.play_game()
        assert not self.deck.playing() and self.seated() == ["Char", "Ferdl"]

    def test_after_a_game_nochmal_it_stays_without_a_word(self):
        self.deck.start(seed=5, target=1)
        self.play_game()
        self.deck.deal_again(self.char1)
        with said(self.char1) as msg:
            self.play_game()
        assert not self.deck.playing() and self.seated() == ["Char", "Ferdl"]
        assert not any("bleibt sitzen" in line for line in heard(msg))

    def test_getting_up_takes_the_computer_player_along(self):
        self.start()
        self.deck.give_up(self.char1)
        self.deck.seats.stand(self.char1)
        assert self.seated() == [None, None]

    def test_a_person_gone_between_matches_frees_the_table(self):
        self.start()
        self.deck.give_up(self.char1)
        disconnect(self.char1)
        self.deck.seats.free_absent()
        assert self.seated() == [None, None]

    def test_a_person_leaving_for_good_between_matches_takes_it_along(self):
        self.start()
        self.deck.give_up(self.char1)
        self.deck.leave_for_good(self.char1)
        assert self.seated() == [None, None]

    def test_a_person_who_comes_takes_the_kept_computer_players_seat(self):
        self.start()
        self.deck.give_up(self.char1)
        with said(self.char2) as msg:
            self.deck.seats.sit(self.char2)
        assert self.seated() == ["Char", "Char2"]
        assert "Ferdl steht vom 66-Kartenspiel auf und macht Platz." in heard(msg)

    def test_a_person_asking_for_the_kept_seat_gets_it(self):
        self.start()
        self.deck.give_up(self.char1)
        assert self.deck.seats.sit(self.char2, 1) == 1
        assert self.seated() == ["Char", "Char2"]

    def test_a_computer_player_filled_in_by_hand_keeps_its_seat(self):
        self.start()
        self.deck.give_up(self.char1)
        self.deck.seats.stand(self.char1)  # Ferdl goes with Char
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.npc)  # seated by hand, no match played with it yet
        self.deck.db.rematch = None
        with self.assertRaises(TableError):
            self.deck.seats.sit(self.char2)
        assert self.seated() == ["Char", "Ferdl"]

    def test_an_abandoned_match_sends_them_away(self):
        self.start()
        self.deck.abandon("Der Tisch wird abgebaut; die Partie endet ohne Wertung.")
        assert self.seated() == ["Char", None]


class TestWithOtherPeople(KeptTest):
    def test_with_two_people_at_the_table_the_computer_players_get_up(self):
        table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        table.timers = self.timers
        table.seats.sit(self.char1)
        table.seats.sit(self.char2)
        for name in ("Gottlob", "Frieda"):
            table.seats.sit(create_object(CardPlayer, key=name, location=self.room1))
        table.start(seed=3)
        table.give_up(self.char1)
        assert [bool(name) for name in self.seated(table)] == [True, True, False, False]


class TestTheRoomIsTold(FullLokal):
    def test_the_kept_computer_player_making_room_is_told_at_its_table_not_the_other_extra_ones(self):
        self.mine.start(seed=3)
        self.mine.give_up(self.me)
        npc = self.mine.seats.occupant(1)
        assert npc is not None  # kept for me alone
        newcomer = self.newcomer("Nachbar", self.cafe)
        for obj in self.heard:
            self.heard[obj].clear()
        self.mine.seats.sit(newcomer)
        line = f"{npc.key} steht {self.mine.named(DAT, 'von')} auf und macht Platz."
        assert line in self.heard[self.me.id] and line in self.heard[newcomer.id]
        assert line in self.heard[self.guests[0].id]  # at the room's own table
        assert line not in self.heard[self.guests[1].id]  # at another extra table
