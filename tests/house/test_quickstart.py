"""A game in one step (`spiel <spielart>`), tables on demand, the house's helpers,
in the built world: six newcomers in the Kaffeehaus each get a game while the
built table is taken; from another room `spiel gaigel zu viert gegen stark`
walks one to the Besen; every strength can be had."""

from unittest.mock import patch

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaTest

from game.house import helpers, rooms
from tests.helpers.tables import quick_tables
from world.build import build_world


class WorldTest(EvenniaTest):
    """The built world; timers on the test's command (tests/helpers/tables.py)."""

    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        for p in (patch("game.table.seats.Seats.present",  # the newcomers count as connected
                        lambda seats, obj: bool(obj) and obj.location == seats.table.location),
                  patch("game.house.waiting.connected", lambda obj: obj is not None)):
            p.start()
            self.addCleanup(p.stop)
        with patch("django.conf.settings.START_LOCATION", self.room1.dbref):
            self.rooms = build_world()
        self.cafe, self.besen = self.rooms["kaffeehaus"], self.rooms["besenwirtschaft"]
        self.heard = {}

    def newcomer(self, name, room):
        obj = create_object("game.typeclasses.characters.Character", key=name, location=room,
                            home=room)
        self.heard[obj.id] = []
        obj.msg = lambda text=None, *a, _id=obj.id, **k: self.heard[_id].append(
            strip_ansi(str(text[0] if isinstance(text, tuple) else text or "")))
        return obj

    def typed(self, obj, text):
        self.heard[obj.id].clear()
        obj.execute_cmd(text)
        return "\n".join(self.heard[obj.id])

    def table_of(self, obj):
        return next(t for t in rooms.room_tables(obj.location) if t.seats.of(obj) is not None)


class TestAGameInOneStep(WorldTest):
    def test_six_newcomers_each_get_a_game_while_the_built_table_is_taken(self):
        built = rooms.room_tables(self.cafe)[0]
        first = self.newcomer("Anna", self.cafe)
        self.typed(first, "setzen")
        assert built.seats.of(first) is not None
        people = [self.newcomer(f"Gast{n}", self.cafe) for n in range(6)]
        tables = set()
        for obj in people:
            said = self.typed(obj, "spiel 66")
            table = self.table_of(obj)
            assert table != built and table.playing(), said
            assert "Du spielst gegen" in said and "Eine Partie Sechsundsechzig beginnt" in said
            tables.add(table.id)
        assert len(tables) == 6
        names = sorted(t.key for t in rooms.room_tables(self.cafe))
        assert "Marmortisch 2" in names and "Marmortisch 7" in names
        assert rooms.free_table(self.cafe) is None  # a table opens when one is needed

    def test_the_regulars_sit_first_then_helpers_of_the_house(self):
        regulars = [obj.key for obj in helpers.idle(self.cafe)]
        seated = []
        for n in range(len(regulars) + 2):
            obj = self.newcomer(f"Gast{n}", self.cafe)
            self.typed(obj, "spiel 66")
            table = self.table_of(obj)
            seated += [e["name"] for e in table.seats.entries() if e["npc"]]
        assert seated[:len(regulars)] == regulars
        made = seated[len(regulars):]
        assert len(made) == 2 and not set(made) & set(regulars)
        for name in made:
            helper = next(o for o in self.cafe.contents if o.key == name)
            assert helpers.is_helper(helper) and helper.db.strength == "normal"

    def test_every_strength_can_be_had(self):
        for strength in ("stark", "stark", "leicht", "stark"):
            obj = self.newcomer(f"Gast{strength}{len(self.heard)}", self.cafe)
            said = self.typed(obj, f"spiel schnapsen bis 3 gegen {strength}")
            table = self.table_of(obj)
            computers = [e for e in table.seats.entries() if e["npc"]]
            assert [e["strength"] for e in computers] == [strength], said
            assert table.match.preset == "schnapsen" and table.match.target == 3

    def test_from_another_room_the_game_walks_you_to_a_room_that_plays_it(self):
        obj = self.newcomer("Anna", self.cafe)
        said = self.typed(obj, "spiel gaigel zu viert gegen stark")
        assert obj.location == self.besen, said
        table = self.table_of(obj)
        assert table.match.preset == "gaigel4"
        assert [e["strength"] for e in table.seats.entries() if e["npc"]] == ["stark"] * 3
        assert "Gespielt wird in der Besenwirtschaft; du gehst hin." in said

    def test_bad_words_are_refused_in_german_and_nothing_changes(self):
        obj = self.newcomer("Anna", self.cafe)
        said = self.typed(obj, "spiel gaigel zu fünft")
        assert "Zu zweit, dritt, viert oder sechst: zum Beispiel „spiel gaigel zu viert“." in said
        assert obj.location == self.cafe
        said = self.typed(obj, "spiel schnapsen zu sechst")
        assert "Zu sechst spielt man Schnapsen nicht." in said, said
        said = self.typed(obj, "spiel schnapsen zu viert")  # never another game silently
        assert "Zu viert spielt man Schnapsen nicht." in said, said
        assert not any(t.seats.of(obj) is not None for t in rooms.room_tables(self.cafe))

    def test_seated_spiel_keeps_its_meaning(self):
        obj = self.newcomer("Anna", self.cafe)
        built = rooms.room_tables(self.cafe)[0]
        self.typed(obj, "setzen")
        said = self.typed(obj, "spiel")
        assert "Es fehlt" in said or "fehlen" in said or "Mitspieler" in said
        assert not built.playing()


class TestTablesOnDemand(WorldTest):
    def test_an_empty_extra_table_is_cleared_but_not_one_with_a_match_to_resume(self):
        obj = self.newcomer("Anna", self.cafe)
        self.typed(obj, "setzen")  # the built table: no other opens yet
        assert len(rooms.room_tables(self.cafe)) == 1
        other = self.newcomer("Berta", self.cafe)
        self.typed(other, "spiel 66")  # the built table is taken: Marmortisch 2 opens
        playing = self.table_of(other)
        assert playing.key == "Marmortisch 2" and playing.playing()
        third = self.newcomer("Carl", self.cafe)
        self.typed(third, "spiel 66")
        extra = self.table_of(third)
        assert extra.key == "Marmortisch 3"
        extra.end_match()
        self.typed(third, "aufstehen")
        self.typed(obj, "aufstehen")  # the built table is free again
        assert rooms.sweep(now=0) == 0  # first seen empty
        assert rooms.sweep(now=rooms.CLEAR_AFTER + 1) == 1  # Marmortisch 3 went
        assert extra.id not in [t.id for t in rooms.room_tables(self.cafe)]
        assert rooms.sweep(now=10 * rooms.CLEAR_AFTER) == 0
        assert playing in rooms.room_tables(self.cafe) and playing.playing()

    def test_setzen_at_a_full_table_opens_another(self):
        built = rooms.room_tables(self.cafe)[0]
        anna = self.newcomer("Anna", self.cafe)
        self.typed(anna, "setzen")
        self.typed(anna, "auffüllen")
        said = self.typed(self.newcomer("Berta", self.cafe), "setzen")
        assert "Die Bedienung stellt den Marmortisch 2 dazu" in said
        assert "Du setzt dich an den Marmortisch 2 (Platz 1)." in said
        assert len(rooms.room_tables(self.cafe)) == 2 and all(built.seats.entries())

    def test_the_new_guest_finds_the_house_defaults(self):
        built = rooms.room_tables(self.cafe)[0]
        obj = self.newcomer("Anna", self.cafe)
        self.typed(obj, "setzen")
        self.typed(obj, "bedenkzeit 30")
        built.set_preset("schnapsen")
        built.db.tempo = "schnell"
        self.typed(obj, "aufstehen")
        guest = self.newcomer("Berta", self.cafe)
        self.typed(guest, f"setzen {built.key}")
        assert built.seats.of(guest) is not None
        assert (built.db.preset, built.db.think_time, built.db.tempo) == ("66", 120, "normal")

    def test_a_guest_back_after_a_lost_connection_finds_the_table_as_left(self):
        built = rooms.room_tables(self.cafe)[0]
        obj = self.newcomer("Anna", self.cafe)
        self.typed(obj, "setzen")
        self.typed(obj, "bedenkzeit 45")
        built.seats.free_absent()  # nothing changes while she is here
        self.typed(obj, "aufstehen")  # as the table does for someone gone between matches
        self.typed(obj, f"setzen {built.key}")
        assert built.db.think_time == 45
        self.typed(obj, "aufstehen")
        assert rooms.sweep(now=0) == 0 and rooms.sweep(now=rooms.CLEAR_AFTER) == 0
        assert built.db.think_time == 120  # stood empty a while: the house's again

    def test_zuschauen_without_a_name_watches_the_one_match_that_runs(self):
        anna = self.newcomer("Anna", self.cafe)
        self.typed(anna, "setzen")
        self.typed(self.newcomer("Berta", self.cafe), "spiel 66")  # Marmortisch 2 plays
        watcher = self.newcomer("Carl", self.cafe)
        said = self.typed(watcher, "zuschauen")
        assert "Du schaust am Marmortisch 2 zu." in said, said
