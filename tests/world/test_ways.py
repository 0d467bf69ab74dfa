"""Finding one's way: no exit takes a command's word (the tour's `weiter` stays the table's),
every direction a room's text names is a way, a place is reached by its first word, a
direction without a way is refused in German with the ways there are, and a question
"welches meinst du?" names an exit in German."""

import re

from django.conf import settings
from evennia.objects.models import ObjectDB
from evennia.utils.create import create_object

from game.faces.directions import DIRECTIONS, direction_named
from server.conf.at_server_startstop import at_server_start
from tests.helpers.players import PlayerTest
from world.build import build_world, find_tagged
from world.tour import STATIONS, room_tag
from world.ways import command_words, first_word

#: "Nach Süden führt ...", "nach Osten in die Altstadt", "Im Westen steht ..."
NAMED_DIRECTION = re.compile(r"\b(?:nach|im|in den|gen|richtung)\s+(norden|osten|süden|westen)\b",
                             re.IGNORECASE)


def all_exits():
    return list(ObjectDB.objects.filter(db_destination__isnull=False))


def room_texts(room):
    """A room's description and the texts of its details."""
    details = room.attributes.get("details", default=None) or {}
    return [room.db.desc or "", *details.values()]


class WorldTest(PlayerTest):
    """The built world, on a start room standing in for Limbo; char1 at the Wegkreuz."""

    def setUp(self):
        super().setUp()
        self.start_location = settings.START_LOCATION
        settings.START_LOCATION = self.room1.dbref
        self.exit.delete()  # the test base's exit "out" from Room to Room2 is no way of ours
        self.rooms = build_world()
        self.start = self.rooms["start"]
        self.char1.move_to(self.start, quiet=True, move_type="teleport")

    def tearDown(self):
        settings.START_LOCATION = self.start_location
        super().tearDown()

    def rooms_of_the_world(self):
        return [*self.rooms.values(),
                *(find_tagged(room_tag(number)) for number in range(1, len(STATIONS) + 1))]

    def walk(self, word):
        """Type `word`; the room char1 stands in afterwards, and what it read."""
        seen = self.typed(word)
        return self.char1.location, seen


class TestNoExitTakesACommandWord(WorldTest):
    def test_no_exit_key_or_alias_is_a_word_of_a_table_or_card_command(self):
        words = command_words()
        assert {"weiter", "bereit", "aus", "lege", "genug", "melde", "setzen"} <= words
        for way in all_exits():
            clash = [word for word in way.words() if word in words]
            assert not clash, (way.location.key, way.key, clash)

    def test_weiter_at_a_tour_station_is_the_tables_and_asks_nothing(self):
        self.char1.move_to(find_tagged(room_tag(1)), quiet=True, move_type="teleport")
        seen = self.typed("weiter")
        assert "passt auf mehrere" not in seen and "exit" not in seen, seen
        assert self.char1.location == find_tagged(room_tag(1))
        assert "Abrechnung" in seen  # the table's own answer: no Abrechnung waits

    def test_an_older_worlds_tour_exits_lose_weiter_at_start(self):
        station = find_tagged(room_tag(1))
        way = next(obj for obj in station.exits if obj.destination == find_tagged(room_tag(2)))
        way.aliases.add("weiter")  # as the tour's exits were built before
        builders = create_object(settings.BASE_EXIT_TYPECLASS, key="Hintertür",
                                 aliases=["bereit", "tür"], location=station,
                                 destination=self.start)
        at_server_start()
        assert "weiter" not in way.words() and "westen" in way.words()
        assert builders.words() == ["hintertür", "tür"]

    def test_two_exits_of_a_room_never_share_a_word(self):
        for room in self.rooms_of_the_world():
            seen = {}
            for way in room.exits:
                for word in way.words():
                    assert seen.setdefault(word, way) == way, (room.key, word)


class TestDirectionsTheTextNames(WorldTest):
    def test_every_direction_a_rooms_text_names_leads_somewhere(self):
        for room in self.rooms_of_the_world():
            named = {direction_named(word) for text in room_texts(room)
                     for word in NAMED_DIRECTION.findall(text)}
            for direction in named:
                for word in direction.words:
                    self.char1.move_to(room, quiet=True, move_type="teleport")
                    there, seen = self.walk(word)
                    assert there != room and "kenne ich nicht" not in seen, (room.key, word, seen)

    def test_the_wegkreuz_names_south_east_and_west_and_each_is_a_way(self):
        for word, place in (("süden", "Besenwirtschaft"), ("Süden", "Besenwirtschaft"),
                            ("sueden", "Besenwirtschaft"), ("s", "Besenwirtschaft"),
                            ("osten", "Kaffeehaus von Sarasande"),
                            ("westen", "Stadttor von Sarasande")):
            self.char1.move_to(self.start, quiet=True, move_type="teleport")
            there, seen = self.walk(word)
            assert there.key == place, (word, seen)

    def test_every_exit_that_goes_a_direction_lists_it(self):
        text = self.typed("schau")
        assert ("Ausgänge: Kaffeehaus (Osten), Besenwirtschaft (Süden) und Stadttor (Westen)"
                in text), text

    def test_a_direction_without_a_way_is_refused_with_the_ways_there_are(self):
        there, seen = self.walk("norden")
        assert there == self.start
        assert seen == ("Nach Norden geht es hier nicht weiter. Von hier aus geht es nach Osten "
                        "ins Kaffeehaus von Sarasande, nach Süden in die Besenwirtschaft und "
                        "nach Westen zum Stadttor von Sarasande."), seen
        self.char1.move_to(self.rooms["kaffeehaus"], quiet=True, move_type="teleport")
        there, seen = self.walk("o")
        assert seen.startswith("Nach Osten geht es hier nicht weiter. Von hier aus geht es "
                               "nach Westen zum Wegkreuz, in die Besenwirtschaft und in den "
                               "Turniersaal"), seen

    def test_a_room_without_exits_says_there_is_no_way_out(self):
        cell = create_object("game.typeclasses.rooms.Room", key="Kammer")
        self.char1.move_to(cell, quiet=True, move_type="teleport")
        assert self.typed("westen") == ("Nach Westen geht es hier nicht weiter. Einen Weg "
                                        "hinaus gibt es hier nicht.")


class TestPlacesByTheirFirstWord(WorldTest):
    def test_each_station_is_reached_by_the_first_word_of_its_name(self):
        road = [self.start] + [find_tagged(room_tag(n)) for n in range(1, len(STATIONS) + 1)]
        for here, there in zip(road, road[1:]):
            for way_back in (False, True):
                origin, goal = (there, here) if way_back else (here, there)
                self.char1.move_to(origin, quiet=True, move_type="teleport")
                word = first_word(goal.key)
                arrived, seen = self.walk(word)
                assert arrived == goal, (origin.key, word, seen)

    def test_zollhaus_alone_walks_from_the_stadttor_to_the_zollhaus(self):
        self.char1.move_to(find_tagged(room_tag(1)), quiet=True, move_type="teleport")
        there, _ = self.walk("zollhaus")
        assert there.key == "Zollhaus an der Brücke"
        there, _ = self.walk("mühle")
        assert there.key == "Mühle am Mühlbach"

    def test_first_word_skips_a_leading_preposition(self):
        assert first_word("Am Wegkreuz") == "wegkreuz"
        assert first_word("Gasthof zum Hirschen") == "gasthof"


class TestAmbiguousWayInGerman(WorldTest):
    def test_a_word_two_exits_share_is_asked_in_german_without_exit_to(self):
        for key in ("Hoftor", "Gartentor"):
            create_object(settings.BASE_EXIT_TYPECLASS, key=key, aliases=["tor"],
                          location=self.start, destination=self.rooms["kaffeehaus"])
        seen = self.typed("tor")
        assert seen.startswith("„tor“ passt auf mehrere; welches meinst du?"), seen
        assert "(Weg ins Kaffeehaus von Sarasande)" in seen, seen
        assert "exit" not in seen, seen


def test_every_direction_has_its_one_letter_word():
    assert [direction.words[1] for direction in DIRECTIONS] == ["n", "o", "s", "w"]


class TestTextsOfTheWays(WorldTest):
    def test_room_and_player_texts_use_german_quotes_and_say_stapel(self):
        for room in self.rooms_of_the_world():
            people = [obj for obj in room.contents if obj.db.strength]
            for text in [*room_texts(room), *(obj.db.desc for obj in people)]:
                assert '"' not in text and "Talon" not in text, (room.key, text)

    def test_the_wegkreuz_names_all_three_of_its_ways(self):
        assert "Drei Wege" in self.start.detail("kreuzung")
        assert "Westen" in self.start.detail("wegweiser")

    def test_an_older_worlds_texts_lose_the_retired_words_a_builders_own_stay(self):
        cafe = self.rooms["kaffeehaus"]
        cafe.db.desc = 'Hier ruft man "Genug!", wenn es reicht.'
        self.start.set_detail(["kreuzung", "wege"], (
            "Zwei Wege kreuzen sich hier: nach Osten in die Altstadt, nach Süden hinauf zu "
            "den Weinbergen."))
        self.start.set_detail(["wegweiser"], "Frisch gestrichen.")
        at_server_start()
        assert cafe.db.desc == "Hier ruft man „Genug!“, wenn es reicht."
        assert self.start.detail("kreuzung").startswith("Drei Wege treffen sich hier")
        assert self.start.detail("wegweiser") == "Frisch gestrichen."
