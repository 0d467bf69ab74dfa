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

    def test_the_pane_head_names_the_deal_then_the_days_place(self):
        table = self.begin(self.char1)
        assert table.match_title(table.match) == "Tagesspiel 66, Spiel 1 von 6"
        self.play_set(table, self.char1)
        assert table.match_title(table.match) == "Tagesspiel 66: Platz 1 von 1"

    def test_aufgeben_is_refused_at_once_and_pause_and_a_new_match_say_why(self):
        from game.commands.table.seats import CmdAufgeben
        from game.commands.table.settlement import CmdPause

        table = self.begin(self.char1, "gaigel2")
        with self.assertRaises(TableError) as refused:
            table.start()
        assert "Hier läuft schon dein Tagesspiel Gaigel zu zweit: Spiel 1 von 4" in str(
            refused.exception)
        text = self.call(CmdAufgeben(), "", caller=self.char1)
        assert "(j/n)" not in text and "Im Tagesspiel gibt man nicht auf" in text
        self.play_set(table, self.char1, upto=1)
        assert "pause" not in table.settling.opening_text(self.char1)
        text = self.call(CmdPause(), "", caller=self.char1)
        assert "bleibt die Abrechnung ohnehin offen" in text
        table.settling.ready(self.char1)
        self.play_set(table, self.char1)
        with self.assertRaises(TableError) as refused:
            table.start()
        assert "für heute gespielt" in str(refused.exception)
        with self.assertRaises(TableError) as refused:  # `weiter` after the set
            table.settling.ready(self.char1)
        assert "für heute gespielt" in str(refused.exception)
