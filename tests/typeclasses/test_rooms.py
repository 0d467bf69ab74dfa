"""Rooms in German: arrivals and departures with articles, details to look at, old worlds mended."""

from unittest.mock import patch

import pytest
from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object

from game.commands.details import CmdDetail
from game.typeclasses.cardplayers import CardPlayer
from game.typeclasses.characters import Character
from server.conf.at_server_startstop import at_server_start
from tests.helpers.players import PlayerTest
from world.build import build_world, find_tagged, mend_world


@pytest.fixture
def world(db, settings):
    """The built world, on a fresh start room standing in for Limbo."""
    room = create_object("game.typeclasses.rooms.Room", key="Limbo")
    settings.START_LOCATION = room.dbref
    return build_world()


def heard(mock):
    return strip_ansi(" ".join(str(call) for call in mock.call_args_list))


def test_arrivals_and_departures_name_the_rooms_with_their_articles(world):
    start, cafe, besen = world["start"], world["kaffeehaus"], world["besenwirtschaft"]
    bernd = create_object(Character, key="Bernd", location=start)
    anna = create_object(Character, key="Anna", location=cafe)
    otto = create_object(Character, key="Otto", location=start)
    with patch.object(anna, "msg") as at_cafe, patch.object(otto, "msg") as at_start:
        bernd.move_to(cafe, move_type="traverse")
        assert "Bernd geht ins Kaffeehaus von Sarasande." in heard(at_start)
        assert "Bernd kommt vom Wegkreuz." in heard(at_cafe)
        bernd.move_to(besen, move_type="traverse")
        assert "Bernd geht in die Besenwirtschaft." in heard(at_cafe)
        bernd.move_to(start, move_type="traverse")
        assert "Bernd kommt aus der Besenwirtschaft." in heard(at_start)
        otto.move_to(cafe, move_type="traverse")
        assert "Otto kommt vom Wegkreuz." in heard(at_cafe)
    everything = heard(at_cafe) + heard(at_start)
    for english in ("is leaving", "arrives", "heading", " from "):
        assert english not in everything


def test_a_place_without_grammar_reads_nach_and_aus(world):
    plain = create_object("game.typeclasses.rooms.Room", key="Sarasande")
    bernd = create_object(Character, key="Bernd", location=world["start"])
    otto = create_object(Character, key="Otto", location=world["start"])
    with patch.object(otto, "msg") as at_start:
        bernd.move_to(plain, move_type="traverse")
        bernd.move_to(world["start"], move_type="traverse")
    assert "Bernd geht nach Sarasande." in heard(at_start)
    assert "Bernd kommt aus Sarasande." in heard(at_start)


def test_the_world_has_details_for_what_its_descriptions_name(world):
    start, cafe, besen = world["start"], world["kaffeehaus"], world["besenwirtschaft"]
    for room, words in ((start, ["wegweiser", "schild", "kopfsteinpflaster", "reisigbesen"]),
                        (cafe, ["marmortische", "kaffeemaschine", "zeitungen", "ober"]),
                        (besen, ["holztische", "trollinger", "zwiebelkuchen", "tischdecken"])):
        for word in words:
            assert room.detail(word), (room.key, word)
    assert "Kaffeehaus von Sarasande" in start.detail("Wegweiser")


def test_an_older_world_gets_grammar_and_details_and_keeps_a_builders_own(world):
    start, cafe = world["start"], world["kaffeehaus"]
    for room in (start, cafe):  # as a database built before details existed
        for name in ("details", "gender", "wohin", "woher"):
            room.attributes.remove(name)
    start.set_detail(["wegweiser"], "Frisch gestrichen.")
    assert cafe.towards() == "nach Kaffeehaus von Sarasande"
    at_server_start()
    assert cafe.towards() == "ins Kaffeehaus von Sarasande"
    assert start.coming_from() == "vom Wegkreuz" and start.inside() == "am Wegkreuz"
    assert cafe.inside() == "im Kaffeehaus von Sarasande"
    assert start.detail("wegweiser") == "Frisch gestrichen."
    assert "Holz" in start.detail("schild") and cafe.detail("kaffeemaschine")
    mend_world()
    assert start.detail("wegweiser") == "Frisch gestrichen."
    assert find_tagged("start") == start


class TestLookAtDetails(PlayerTest):
    def setUp(self):
        super().setUp()
        self.room1.set_detail(["wegweiser", "schild"], "Nach Osten: Kaffeehaus.")

    def test_schau_shows_a_detail_by_any_of_its_words(self):
        for text in ("schau wegweiser", "l Wegweiser", "look schild", "schau  schild "):
            assert self.typed(text) == "Nach Osten: Kaffeehaus.", text

    def test_things_come_first_and_nothing_answers_in_german(self):
        self.obj1.db.desc = "Ein Ding."
        assert "Ein Ding." in self.typed("schau Obj")
        assert self.typed("schau einhorn") == "Hier siehst du kein „einhorn“."

    def test_typing_a_detail_alone_points_to_schau(self):
        assert self.typed("wegweiser") == "Ansehen geht mit schau wegweiser."


class TestDetailCommand(PlayerTest):
    def test_a_plain_player_may_not_add_details(self):
        assert "kenne ich nicht" in self.typed("detail uhr = Eine Uhr.")
        assert self.room1.detail("uhr") is None

    def test_a_builder_adds_lists_and_removes_details(self):
        self.account.permissions.add("Builder")
        self.call(CmdDetail(), "uhr;wanduhr = Eine alte Wanduhr.", "Detail „uhr, wanduhr“ gesetzt.")
        assert self.typed("schau wanduhr") == "Eine alte Wanduhr."
        self.call(CmdDetail(), "", "Details in Room:\n  uhr: Eine alte Wanduhr.")
        self.call(CmdDetail(), "uhr =", "Detail „uhr“ entfernt.")
        assert self.room1.detail("uhr") is None and self.room1.detail("wanduhr")
        self.call(CmdDetail(), "uhr", "Benutzung: detail")


class TestWhoIsHere(PlayerTest):
    def test_anwesend_lists_connected_people_and_computer_players_only(self):
        assert "Char2" not in self.typed("schau")  # nobody plays Char2 now
        create_object(CardPlayer, key="Ferdl", location=self.room1)
        assert "Anwesend: Ferdl" in self.typed("schau")
        with patch.object(self.char2.sessions, "count", return_value=1):
            assert "Anwesend: Char2 und Ferdl" in self.typed("schau")
