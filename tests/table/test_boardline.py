"""The Abrechnung's Bestenliste line names people only (play-test: „Bestenliste:
Tante Frieda 1 Punkt.“ though the list is people only)."""

from types import SimpleNamespace

from game.cardgames import new_game
from game.table.boardline import people_only


def table_with(entries, leaderboard):
    result = SimpleNamespace(leaderboard=leaderboard)
    return SimpleNamespace(match=SimpleNamespace(game=SimpleNamespace(result=result)),
                           seats=SimpleNamespace(entries=lambda: entries))


HEINER = {"name": "Heiner", "npc": False}
FRIEDA = {"name": "Tante Frieda", "npc": True}
TEXT = "Abrechnung:\nSpielende: Tante Frieda gewinnt.\nBestenliste: Tante Frieda 1 Punkt."


def test_a_computer_players_points_are_not_named():
    out = people_only(TEXT, table_with([HEINER, FRIEDA], [0, 1]), {0, 1})
    assert "Tante Frieda 1 Punkt" not in out and "Bestenliste" not in out
    assert out.startswith("Abrechnung:\nSpielende: Tante Frieda gewinnt.")


def test_a_persons_points_stay():
    text = "Abrechnung:\nBestenliste: Heiner 2 Punkte."
    assert people_only(text, table_with([HEINER, FRIEDA], [2, 0]), {0, 1}) == text


def test_a_text_without_the_line_is_left_as_it_is():
    text = "Abrechnung:\nSpielende: Heiner gewinnt."
    assert people_only(text, table_with([HEINER, FRIEDA], [2, 0]), {0, 1}) == text


def test_the_gaigel_engine_writes_the_line_the_table_replaces():
    game = new_game("gaigel2", seed=7)
    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    assert any(line.startswith("Bestenliste: ")
               for line in game.result.templates["settlement"].split("\n"))


def test_a_person_whose_points_are_not_booked_is_not_named():
    text = "Abrechnung:\nBestenliste: Heiner 2 Punkte und Hanne 1 Punkt."
    hanne = {"name": "Hanne", "npc": False}
    out = people_only(text, table_with([HEINER, hanne], [2, 1]), {1})
    assert out == "Abrechnung:\nBestenliste: Hanne 1 Punkt."
    assert people_only(text, table_with([HEINER, hanne], [2, 1]), set()) == "Abrechnung:"
