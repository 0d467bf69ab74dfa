"""A full Lokal (house/rooms.py and the room's index of who sits where,
common/things.py): the look names the room's own tables, the looker's and who
stands about, and counts the rest; who comes and goes, what someone elsewhere says
and a computer player's talk at an extra table are not told to the people at the
other extra tables; the index
follows every seat, a table's name or alias, and a table carried off."""

from unittest.mock import patch

from game.common.things import seated_at, sitting
from game.faces.grammar import DAT
from game.house import helpers, quickstart, rooms
from tests.house.test_quickstart import WorldTest

GUESTS = 8


def clear(table):
    """Everyone at `table` gets up."""
    for obj in [table.seats.occupant(seat) for seat in range(len(table.seats.entries()))]:
        if obj is not None and table.seats.of(obj) is not None:
            table.seats.stand(obj)


class FullLokal(WorldTest):
    def setUp(self):
        super().setUp()
        present = patch("game.typeclasses.characters.Character.is_present", lambda obj: True)
        present.start()
        self.addCleanup(present.stop)
        self.guests = []
        for number in range(GUESTS):
            table = rooms.table_for(self.cafe, "66")
            guest = self.newcomer(f"Gast{number}", self.cafe)
            quickstart.seat(guest, table)
            helpers.fill(table)
            self.guests.append(guest)
        self.me = self.guests[-1]
        self.mine = self.table_of(self.me)


class TestTheLook(FullLokal):
    def test_the_look_names_the_rooms_tables_mine_and_counts_the_rest(self):
        extra = rooms.extra_tables(self.cafe)
        assert len(extra) > 4  # more than the look names one by one
        said = self.typed(self.me, "schau")
        counted = len(extra) - 1
        assert f"{self.mine.key} und {counted} weitere Tische" in said
        for table in rooms.room_tables(self.cafe):
            if table not in extra:
                assert table.key in said  # the room's own
        assert "Marmortisch 3," not in said and "Marmortisch 3 " not in said
        mate = next(obj for obj in self.mine.seats.humans() + [
            self.mine.seats.occupant(1)] if obj != self.me)
        assert mate.key in said.split("An den weiteren Tischen")[0]
        others = counted  # one guest and one computer player at each counted table
        assert (f"An den weiteren Tischen: {others} Gäste und {others} Computerspieler; "
                "„wo“ sagt, wer wo spielt.") in said
        assert "Gast0" in said and "Gast1" not in said  # at the built table, at an extra one

    def test_a_quiet_lokal_names_everyone_as_before(self):
        for table in rooms.extra_tables(self.cafe)[3:]:
            clear(table)
            table.delete()
        said = self.typed(self.guests[1], "schau")
        assert "weitere Tische" not in said and "An den weiteren Tischen" not in said
        assert "Gast1" not in said.split("Anwesend:")[0]
        assert "Gast2" in said


class TestWhoHearsWhat(FullLokal):
    def test_comings_and_goings_do_not_reach_the_other_extra_tables(self):
        standing = self.newcomer("Zaungast", self.cafe)
        built = next(t for t in rooms.room_tables(self.cafe) if not rooms.is_extra(t))
        at_built = next(obj for obj in [built.seats.occupant(s) for s in range(2)]
                        if obj and obj.id in self.heard)
        for obj in self.heard:
            self.heard[obj].clear()
        walker = self.newcomer("Wanderer", self.rooms["start"])
        walker.move_to(self.cafe, move_type="traverse")
        assert any("Wanderer kommt" in line for line in self.heard[standing.id])
        assert any("Wanderer kommt" in line for line in self.heard[at_built.id])
        assert not any("Wanderer" in line for line in self.heard[self.me.id])

    def test_what_someone_elsewhere_says_does_not_reach_the_extra_tables(self):
        standing = self.newcomer("Zaungast", self.cafe)
        mate = self.newcomer("Nachbar", self.cafe)
        clear(self.mine)
        self.mine.seats.sit(self.me, 0)
        self.mine.seats.sit(mate, 1)
        for obj in self.heard:
            self.heard[obj].clear()
        standing.execute_cmd("sag Grüß Gott!")
        assert not any("Grüß Gott" in line for line in self.heard[self.me.id])
        mate.execute_cmd("sag Servus!")
        assert any("Servus" in line for line in self.heard[self.me.id])  # from my table
        assert any("Servus" in line for line in self.heard[standing.id])
        assert not any("Servus" in line for line in self.heard[self.guests[1].id])

    def test_a_computer_player_getting_up_is_told_at_its_table_not_at_the_others(self):
        for obj in self.heard:
            self.heard[obj].clear()
        npc = self.mine.seats.occupant(1)
        self.mine.seats.release_computer_players()
        line = f"{npc.key} steht {self.mine.named(DAT, 'von')} auf."
        assert line in self.heard[self.me.id]
        assert line not in self.heard[self.guests[1].id]
        assert line in self.heard[self.guests[0].id]  # at the room's own table

    def test_a_computer_players_talk_at_an_extra_table_stays_there(self):
        npc = self.mine.seats.occupant(1)
        npc.db.talk = ["Na servas!"]
        for obj in self.heard:
            self.heard[obj].clear()
        npc.chatter(chance=1, table=self.mine)
        assert 'sagt: "Na servas!"' in "\n".join(self.heard[self.me.id])
        assert not any("Na servas" in line for line in self.heard[self.guests[1].id])


class TestTheIndex(FullLokal):
    def test_the_index_follows_every_seat(self):
        assert seated_at(self.me, self.cafe) == [self.mine]
        self.mine.seats.stand(self.me)
        assert seated_at(self.me, self.cafe) == []
        assert self.me.id not in sitting(self.cafe)
        self.mine.seats.sit(self.me)
        assert seated_at(self.me, self.cafe) == [self.mine]
        self.cafe.ndb.sitting = None  # as after a reload: built again from the seats
        assert seated_at(self.me, self.cafe) == [self.mine]

    def test_a_table_carried_off_or_gone_leaves_the_index_and_the_names(self):
        other = self.table_of(self.guests[2])
        name = other.key
        other.move_to(self.rooms["start"], quiet=True)
        assert seated_at(self.guests[2], self.cafe) == []
        assert other.id not in {t.id for tables in sitting(self.cafe).values() for t in tables}
        unknown = "verstehe ich nicht: „zuschauen“"
        assert unknown in self.typed(self.me, f"zuschauen {name}")
        third = self.table_of(self.guests[3])
        name = third.key
        clear(third)
        third.delete()
        assert unknown in self.typed(self.me, f"zuschauen {name}")
        other = self.table_of(self.guests[1])
        assert f"Du schaust {other.named(DAT, 'an')} zu" in self.typed(
            self.me, f"zuschauen {other.key}")

    def test_a_table_answers_to_a_new_name_and_alias_at_once(self):
        other = self.table_of(self.guests[2])
        other.key = "Fenstertisch"
        assert "Fenstertisch" in self.typed(self.me, "zuschauen fenstertisch")
        self.typed(self.me, "zuschauen aus fenstertisch")
        other.aliases.add("am fenster")
        said = self.typed(self.me, "zuschauen am fenster")
        assert "Fenstertisch" in said, said
