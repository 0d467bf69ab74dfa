"""The lobby's data for a game in one step and the waiting list (issue 45): the
house's games and waiting entries, handed in by the server layer, become the
lobby's `games`, `targets`, `strengths`, `waiting` (by game, the asker marked,
minutes since, how many are missing) and `my_wait`."""

from types import SimpleNamespace

from game.faces.lobbydata import (VERSION, house_part, listed, minutes_since, schools_part,
                                  waiting_groups)

GAMES = [{"preset": "66", "name": "Sechsundsechzig", "words": "66", "players": 2, "target": 7,
          "unit": "Punkte"},
         {"preset": "gaigel4", "name": "Gaigel zu viert", "words": "gaigel zu viert",
          "players": 4, "target": 7, "unit": "Striche"}]
NOW = 1_700_000_000.0
WAITING = [{"id": 7, "name": "Frieda", "preset": "gaigel4", "since": NOW - 725, "strength": None,
            "target": None, "apart": False},
           {"id": 9, "name": "Anna", "preset": "66", "since": NOW - 30, "strength": "stark",
            "target": 3, "apart": False},
           {"id": 8, "name": "Karle", "preset": "gaigel4", "since": NOW - 61, "strength": None,
            "target": None, "apart": False}]
ANNA = SimpleNamespace(id=9)


def test_version_three():
    assert VERSION == 3


def test_minutes_since():
    assert minutes_since(NOW - 59, NOW) == 0
    assert minutes_since(NOW - 60, NOW) == 1
    assert minutes_since(NOW + 5, NOW) == 0  # another clock a little ahead


def test_the_waiting_list_by_game_with_who_waits_since_when():
    groups = waiting_groups(WAITING, GAMES, ANNA, NOW)
    assert [g["preset"] for g in groups] == ["gaigel4", "66"]  # the oldest wish first
    gaigel, sixty = groups
    assert gaigel == {"preset": "gaigel4", "game": "Gaigel zu viert", "words": "gaigel zu viert",
                      "players": 4, "missing": 2, "mine": False, "family": "gaigel",
                      "people": [{"name": "Frieda", "since": int(NOW - 725), "minutes": 12,
                                  "mine": False},
                                 {"name": "Karle", "since": int(NOW - 61), "minutes": 1,
                                  "mine": False}]}
    assert sixty["mine"] and sixty["missing"] == 1 and sixty["people"][0]["mine"]
    # no id, strength or target of another person in the data
    assert all(set(p) == {"name", "since", "minutes", "mine"} for g in groups for p in g["people"])


def test_a_game_no_card_room_plays_any_more_keeps_its_preset_as_name():
    groups = waiting_groups([dict(WAITING[0], preset="gaigel6")], GAMES, ANNA, NOW)
    assert groups[0]["game"] == "gaigel6" and groups[0]["words"] == "gaigel6"
    assert groups[0]["missing"] == 0


def test_house_part_counts_who_waits_per_game_and_names_mine():
    house = {"games": GAMES, "targets": (3, 7, 11), "strengths": ("leicht", "normal", "stark"),
             "waiting": WAITING}
    part = house_part(house, ANNA, NOW)
    assert [g["waiting"] for g in part["games"]] == [1, 2]
    assert part["targets"] == [3, 7, 11] and part["strengths"] == ["leicht", "normal", "stark"]
    assert part["my_wait"] == "66"
    assert "waiting" not in GAMES[0]  # the house's list is not changed
    assert house_part(house, SimpleNamespace(id=1), NOW)["my_wait"] is None


def test_without_the_house_the_fields_are_empty():
    assert house_part({}, ANNA) == {"games": [], "families": [], "targets": [], "strengths": [],
                                    "waiting": [], "my_wait": None, "everyday": []}


def test_each_game_names_its_family_for_the_filter():
    house = {"games": GAMES + [dict(GAMES[0], preset="schnapsen", name="Schnapsen")]}
    part = house_part(house, ANNA, NOW)
    assert [g["family"] for g in part["games"]] == ["66", "gaigel", "66"]
    assert part["families"] == [{"name": "66", "title": "66"},
                                {"name": "gaigel", "title": "Gaigel"}]
    assert waiting_groups([dict(WAITING[0], preset="nix")], GAMES, ANNA, NOW)[0]["family"] is None


def test_the_schools_with_their_lessons_and_what_the_asker_passed():
    anna = SimpleNamespace(id=9, attributes=SimpleNamespace(
        get=lambda key, default=None: {"gaigel": ["ge-elfen"]} if key == "school_progress"
        else default))
    found = {s["school"]: s for s in schools_part(anna)}
    gaigel = found["gaigel"]
    assert gaigel["name"] == "Gaigel-Schule" and gaigel["family"] == "gaigel"
    assert gaigel["where"] == "in der Besenwirtschaft" and gaigel["passed"] == 1
    assert gaigel["lessons"][0] == {"number": 1, "title": "Der erste Stich: Ge-Elfen",
                                    "passed": True}
    assert not any(lesson["passed"] for lesson in gaigel["lessons"][1:])
    assert found["66"]["family"] == "66" and found["66"]["passed"] == 0


def test_a_table_private_to_another_is_not_listed():
    class Practice:
        def __init__(self, student):
            self.student = student

        def listed_for(self, obj):
            return obj.id == self.student

    assert listed(Practice(9), ANNA) and not listed(Practice(7), ANNA)
    assert listed(SimpleNamespace(), ANNA)  # an ordinary table: everybody
