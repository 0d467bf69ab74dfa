"""The seats are a handler on the table (`table.seats`, seats.py), like its turn
clock: the table itself keeps no seat methods, a practice table has its own
seats, and the handler answers who sits, who is a person, who is the other party."""

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaTest

from game.common.tableerror import TableError
from game.table.seats import Seats
from game.typeclasses.carddecks import GaigelTable
from game.typeclasses.cardplayers import CardPlayer
from game.typeclasses.school import LessonSeats, LessonTable
from game.typeclasses.tables import CardTable
from tests.helpers.tables import connect, quick_tables

MOVED = ("seat_entries", "seat_of", "occupant", "sit", "stand", "release_computer_players",
         "present", "free_absent_seats", "humans", "others_than", "welcome_back", "seat_rating")


class TestSeatsHandler(EvenniaTest):
    def setUp(self):
        super().setUp()
        quick_tables(self)
        connect(self.char1)
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        self.bots = [create_object(CardPlayer, key=name, location=self.room1)
                     for name in ("Gottlob", "Frieda", "Karle")]

    def test_the_table_keeps_no_seat_methods_of_its_own(self):
        assert [name for name in MOVED if hasattr(CardTable, name)] == []
        assert type(self.table.seats) is Seats and self.table.seats is self.table.seats

    def test_people_and_the_other_party_at_four(self):
        assert self.table.seats.sit(self.char1) == 0
        for bot in self.bots:
            self.table.seats.sit(bot)
        assert self.table.seats.humans() == [self.char1]
        assert self.table.seats.occupant(2) == self.bots[1]
        self.table.start(target=3, seed=3)
        assert self.table.seats.others_than(0) == [1, 3]  # partners sit across
        assert self.table.seats.others_than(1) == [0, 2]
        with self.assertRaises(TableError):
            self.table.seats.stand(self.char1)  # not during a match

    def test_computer_players_get_up_people_stay(self):
        self.table.seats.sit(self.char1)
        self.table.seats.sit(self.bots[0], 2)
        self.table.seats.release_computer_players()
        assert [bool(entry) for entry in self.table.seats.entries()] == [True, False, False,
                                                                         False]

    def test_a_practice_table_seats_only_its_student(self):
        lesson = create_object(LessonTable, key="Übungstisch", location=self.room1)
        assert isinstance(lesson.seats, LessonSeats)
        with self.assertRaises(TableError) as refused:
            lesson.seats.sit(self.char2)
        assert "Übungstisch" in str(refused.exception)
