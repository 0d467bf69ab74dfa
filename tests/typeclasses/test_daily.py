"""The Tagesstube and its table (game/typeclasses/daily.py): nobody else sits or
watches, the lobby lists it to its person only, the way out keeps a running set
and takes the room along once it is over."""

from game.typeclasses import daily as rooms
from game.typeclasses.tables import TableError
from tests.helpers.daily import DailyTest


class TestTagesstube(DailyTest):
    def leave(self, obj):
        way = next(thing for thing in obj.location.contents if thing.key == "zurück")
        way.at_traverse(obj, way.destination)

    def test_nobody_else_sits_watches_or_sees_it_listed(self):
        table = self.begin(self.char1)
        with self.assertRaises(TableError):
            table.seats.sit(self.char2)
        with self.assertRaises(TableError):
            table.watch(self.char2)
        assert table.listed_for(self.char1) and not table.listed_for(self.char2)

    def test_it_refuses_what_a_set_of_the_day_has_no_place_for(self):
        table = self.begin(self.char1)
        for refused in (lambda: table.give_up(self.char1), lambda: table.start(),
                        lambda: table.set_tempo(self.char1, "schnell"),
                        lambda: table.seats.stand(self.char1)):
            with self.assertRaises(TableError):
                refused()

    def test_the_way_out_keeps_a_running_set_and_removes_a_finished_one(self):
        table = self.begin(self.char1)
        room = table.location
        self.leave(self.char1)
        assert self.char1.location == self.room1 and room.pk and table.playing()
        self.char1.move_to(room, move_type="teleport")
        self.play_set(table, self.char1)
        self.leave(self.char1)
        assert self.char1.location == self.room1
        assert room.pk is None and rooms.daily_room_of(self.char1) is None

    def test_the_mischung_of_the_table_is_the_days(self):
        table = self.begin(self.char1)
        assert "Mischung des Tagesspiels vom Dienstag, 03.06.2025" in table.fairness_text(
            self.char1)
        assert table.fair_state()["check"] == "tagesspiel mischung"
