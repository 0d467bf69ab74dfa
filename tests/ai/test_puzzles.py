"""Puzzles (ai/puzzles.py): only positions the view decides, one move proven best, graded.

A puzzle may only be set where the seat can know every card (the family's
`determined`), its right move must be exactly best by a whole point (66) or
the whole win (Gaigel), and the same seed must give the same puzzles.
"""

import pytest

from game.cardgames import IllegalMove, new_game
from game.cardgames.ai import puzzles
from game.cardgames.ai.family import players_of
from game.cardgames.cards import render


@pytest.fixture(scope="module")
def found66():
    return puzzles.generate("66", 4, 0, strengths=("leicht", "leicht"))


def test_an_open_talon_is_no_puzzle():
    game = new_game("66", seed=3)
    assert puzzles.exact_values(game.view(0), game.legal(0)) is None


def test_gaigel_of_four_is_never_determined():
    game = new_game("gaigel4", seed=3)
    view = game.view(game.to_act)
    assert not players_of(view).determined(view)


def test_every_puzzle_has_one_clearly_best_move(found66):
    assert len(found66) == 4
    for puzzle in found66:
        values = puzzle["values"]
        best = values[puzzle["best"]]
        assert best > 0
        assert all(v <= best - 1 for c, v in values.items() if c != puzzle["best"])
        assert puzzle["tempting"] != puzzle["best"]


def test_the_position_is_determined_for_the_seat(found66):
    for puzzle in found66:
        game = puzzles.position(puzzle)
        view = game.view(puzzle["seat"])
        assert game.to_act == puzzle["seat"]
        assert players_of(view).determined(view)
        assert sorted(game.legal(puzzle["seat"])) == sorted(puzzle["values"])


def test_the_known_cards_are_the_other_hand(found66):
    for puzzle in found66:
        game = puzzles.position(puzzle)
        other = 1 - puzzle["seat"]
        assert sorted(puzzles.known_cards(puzzle)) == sorted(game.view(other)["hand"])


def test_grading_takes_aliases_and_refuses_what_is_no_move(found66):
    puzzle = found66[0]
    right = puzzles.grade(puzzle, puzzle["best"])
    assert right["right"] and right["value"] == puzzle["values"][puzzle["best"]]
    wrong = puzzles.grade(puzzle, puzzle["tempting"])
    assert not wrong["right"]
    card = puzzle["best"].removeprefix("lege ")
    if card != puzzle["best"]:
        suit, rank = card.split()
        alias = f"lege {suit} {dict(ass='a', zehn='10', könig='k', ober='o', unter='u', neun='9').get(rank, rank)}"
        assert puzzles.grade(puzzle, alias)["command"] == puzzle["best"]
    with pytest.raises(IllegalMove):
        puzzles.grade(puzzle, "lege eichel sieben")


def test_the_explanation_names_both_moves(found66):
    puzzle = found66[0]
    text = render(" ".join(puzzles.explanation(puzzle)), "deutsch")
    assert text.startswith("Richtig ist ")
    assert "Mit " in text and "dagegen" in text
    assert "⟨" not in text


def test_the_same_seed_gives_the_same_puzzles(found66):
    again = puzzles.generate("66", 4, 0, strengths=("leicht", "leicht"))
    assert again == found66


def test_a_gaigel_puzzle_is_won_only_by_its_answer():
    # the game dealt from seed 3 (leicht against leicht) ends with the talon empty
    found = puzzles.generate("gaigel2", 1, 3, strengths=("leicht", "leicht"), max_games=1,
                             per_game=3)
    assert found
    puzzle = found[0]
    assert puzzle["unit"] == "chance"
    assert puzzle["values"][puzzle["best"]] == 1.0
    assert all(v <= 0.5 for c, v in puzzle["values"].items() if c != puzzle["best"])
