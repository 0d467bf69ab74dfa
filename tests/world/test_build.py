"""The world build: rooms, exits, furniture and computer players (prototypes), idempotence."""

import pytest
from evennia.objects.models import ObjectDB
from evennia.utils.create import create_object

from world.build import NPCS, TAG_CATEGORY, build_world, find_tagged


@pytest.fixture
def start(db, settings):
    """A fresh start room standing in for Limbo."""
    room = create_object("game.typeclasses.rooms.Room", key="Limbo")
    settings.START_LOCATION = room.dbref
    return room


def rooms_named(key):
    return list(ObjectDB.objects.filter(db_key=key, db_location__isnull=True))


def test_build_creates_both_card_rooms_with_german_descriptions(start):
    rooms = build_world()
    assert rooms["kaffeehaus"].key == "Kaffeehaus von Sarasande"
    assert rooms["besenwirtschaft"].key == "Besenwirtschaft"
    assert "Sechsundsechzig" in rooms["kaffeehaus"].db.desc
    assert "Gaigel" in rooms["besenwirtschaft"].db.desc
    start.refresh_from_db()
    assert start.key == "Am Wegkreuz" and "Wegweiser" in start.db.desc


def test_build_connects_start_and_rooms_both_ways(start):
    rooms = build_world()
    for source in rooms.values():
        destinations = ({ex.destination for ex in source.exits}
                        - {find_tagged("tour1"), find_tagged("turniersaal")})
        assert destinations == set(rooms.values()) - {source}


def test_build_twice_leaves_one_of_each(start):
    build_world()
    build_world()
    assert len(rooms_named("Kaffeehaus von Sarasande")) == 1
    assert len(rooms_named("Besenwirtschaft")) == 1
    exits = ObjectDB.objects.filter(db_tags__db_key="ausgang", db_tags__db_category=TAG_CATEGORY)
    # the Kartentour (Wegkreuz, 8 stations, both ways) and the Turniersaal's 4
    assert exits.count() == 6 + 2 * 8 + 4


def test_build_keeps_what_a_builder_changed(start):
    rooms = build_world()
    rooms["kaffeehaus"].db.desc = "Frisch renoviert."
    build_world()
    assert rooms["kaffeehaus"].db.desc == "Frisch renoviert."


def test_build_recreates_a_deleted_exit(start):
    rooms = build_world()
    [way] = [ex for ex in rooms["start"].exits if ex.destination == rooms["kaffeehaus"]]
    way.delete()
    build_world()
    assert any(ex.destination == rooms["kaffeehaus"] for ex in rooms["start"].exits)


def test_build_places_furniture_and_computer_players_from_the_prototypes(start):
    build_world()
    deck, table = find_tagged("deck66"), find_tagged("gaigeltisch")
    assert deck.key == "66-Kartenspiel" and "karten" in deck.aliases.all()
    assert deck.tags.has("kartenspiel_66", category="from_prototype")
    assert table.key == "Gaigeltisch" and len(table.seats.copies()) == 4
    assert table.tags.has("gaigeltisch", category="from_prototype")
    for spec in NPCS:
        npc = find_tagged(spec["tag"])
        assert npc.key == spec["key"] and npc.db.desc == spec["desc"]
        assert (npc.db.strength, npc.db.favourite) == (spec["strength"], spec["favourite"])
        assert npc.db.talk == spec["talk"] and npc.location.tags.has(spec["room"], TAG_CATEGORY)
        assert npc.tags.has("kartenspieler", category="from_prototype")


def test_build_twice_places_each_table_and_computer_player_once(start):
    build_world()
    build_world()
    for tag in ["deck66", "gaigeltisch"] + [spec["tag"] for spec in NPCS]:
        assert ObjectDB.objects.filter(db_tags__db_key=tag,
                                       db_tags__db_category=TAG_CATEGORY).count() == 1, tag


def test_an_exit_without_description_tells_where_it_leads(start):
    rooms = build_world()
    way = next(ex for ex in rooms["kaffeehaus"].exits if ex.destination == rooms["besenwirtschaft"])
    assert way.get_display_desc(way) == "Von hier geht es in die Besenwirtschaft."
    way.db.desc = "Eine knarrende Tür."
    assert way.get_display_desc(way) == "Eine knarrende Tür."


def test_an_older_world_gets_the_turniersaal_with_its_tables_once(start):
    from world.build import mend_world

    build_world()
    hall = find_tagged("turniersaal")
    for obj in list(hall.contents):
        obj.delete()
    for way in ObjectDB.objects.filter(db_destination=hall):
        way.delete()
    hall.delete()  # a world built before the tournaments
    mend_world()
    mend_world()
    hall = find_tagged("turniersaal")
    tables = sorted(obj.key for obj in hall.contents if getattr(obj, "card_table", False))
    assert tables == ["Gaigeltisch 1", "Gaigeltisch 2", "Tisch 1", "Tisch 2", "Tisch 3",
                      "Tisch 4"]
    assert {way.destination.key for way in hall.exits} == {"Kaffeehaus von Sarasande",
                                                           "Besenwirtschaft"}
    assert find_tagged("kaffeehaus") in {way.location for way in
                                         ObjectDB.objects.filter(db_destination=hall)}
