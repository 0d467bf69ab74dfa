"""A kept game's page as data (game/faces/replaypage.py): one step per move, the
hands and the table after it, the tricks for the list, Gaigel's face-down openings."""

from game.cardgames import new_game
from game.cardgames.replay import deal_of, record_of
from game.faces import replaypage

GAIGEL2 = {
    "hands": [["eichel ass", "laub zehn", "herz könig", "herz ober", "schellen sieben"],
              ["eichel zehn", "laub ass", "herz unter", "schellen ass", "schellen ober"]],
    "trump": "eichel sieben",
    "talon": ["laub könig", "laub ober", "herz ass", "herz zehn", "schellen könig",
              "schellen unter", "eichel könig", "eichel ober", "eichel unter",
              "laub unter", "laub sieben", "herz sieben", "herz ass", "herz zehn",
              "schellen zehn", "schellen sieben", "eichel ass", "eichel zehn",
              "eichel könig", "eichel ober", "eichel unter", "laub ass", "laub zehn",
              "laub könig", "laub ober", "laub unter", "laub sieben", "herz könig",
              "herz ober", "herz unter", "herz sieben", "schellen ass", "schellen zehn",
              "schellen könig", "schellen ober", "schellen unter", "eichel sieben"],
}


def played(preset, deal, moves):
    """A record of `preset` dealt `deal`, after `moves` ((seat, command), ...)."""
    game = new_game(preset, deal=deal, dealer=1, names=["Anna", "Herr Brandl"])
    dealt = deal_of(game)
    for seat, command in moves:
        game.act(seat, command)
    return record_of(game, dealt, 1)


def test_a_face_down_opening_card_is_shown_on_the_page_and_marked():
    record = played("gaigel2", GAIGEL2, [(0, "höher hat herz könig")])
    steps = replaypage.steps(record, "deutsch")
    assert len(steps) == 2 and steps[0]["lines"] == ["So war ausgeteilt."]
    laid = steps[1]["trick"]
    assert [(c["label"], c["name"], c["hidden"]) for c in laid] == [("Herz König", "Anna", True)]
    assert "verdeckt" in steps[1]["lines"][0]
    assert [len(hand) for hand in steps[1]["hands"]] == [4, 5]


def test_every_move_is_a_step_and_a_taken_trick_stays_on_the_table():
    record = played("gaigel2", GAIGEL2, [(0, "höher hat herz könig"), (1, "lege herz unter")])
    steps = replaypage.steps(record, "deutsch")
    taken = steps[2]
    assert taken["taken_by"] == "Anna" and [c["label"] for c in taken["trick"]] == [
        "Herz König", "Herz Unter"]
    assert not any(c["hidden"] for c in taken["trick"])
    assert any("nimmt den Stich" in line for line in taken["lines"])
    groups = replaypage.tricks(steps)
    assert [g["title"] for g in groups] == ["1. Stich"] and len(groups[0]["steps"]) == 2


def test_french_card_names_and_the_points_of_each_side():
    record = played("gaigel2", GAIGEL2, [(0, "höher hat herz könig"), (1, "lege herz unter")])
    steps = replaypage.steps(record, "französisch")
    assert steps[2]["trick"][1]["label"] == "Herz Bube"
    assert steps[2]["points"] == [{"names": "Anna", "augen": 6}, {"names": "Herr Brandl",
                                                                   "augen": 0}]
    deal = replaypage.deal(record, "französisch")
    assert deal["hands"][0]["cards"][0] == {"card": "eichel ass", "label": "Kreuz Ass",
                                            "suit": "eichel"}
    assert deal["trump"]["label"] == "Kreuz Sieben" and len(deal["talon"]) == 37


def test_the_verdicts_stand_at_their_move():
    record = played("gaigel2", GAIGEL2, [(0, "höher hat herz könig")])
    analysis = {"seat": 1, "unit": "chance", "decisions": [
        {"index": 0, "trick": 1, "chosen": "höher hat herz könig", "best": "höher hat herz könig",
         "values": {"höher hat herz könig": 0.54}, "loss": 0.0, "noise": 0.0, "mistake": False}]}
    analysis["seat"] = 0
    steps = replaypage.steps(record, "deutsch", [analysis])
    assert steps[1]["verdicts"] == ["Analyse: „Höher hat“ mit Herz König von Anna (54 %): "
                                    "der beste Zug."]
