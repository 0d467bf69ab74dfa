"""After a match the computer players stay for a person who played alone with
them (seats.py, keeps_computer_players): „Neue Partie“ deals at once and a
closed match end shows a table ready to play, not empty seats. They get up as
before when other people sit there, when the match was abandoned, and with the
person who gets up or goes; a person who comes to sit takes a kept computer
player's seat."""

from evennia.utils.create import create_object

from game.typeclasses.carddecks import GaigelTable
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.decks import RecordTest, disconnect, heard, said
from tests.helpers.tables import connect


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

    def test_a_match_played_out_keeps_it_too(self):
        self.deck.start(seed=5, target=1)
        self.play_game()
        assert not self.deck.playing() and self.seated() == ["Char", "Ferdl"]

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

    def test_a_person_who_comes_takes_the_kept_computer_players_seat(self):
        self.start()
        self.deck.give_up(self.char1)
        with said(self.char2) as msg:
            self.deck.seats.sit(self.char2)
        assert self.seated() == ["Char", "Char2"]
        assert "Ferdl steht vom 66-Kartenspiel auf und macht Platz." in heard(msg)

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
