"""The GMCP test's checker (tests/harness/statecheck.py) accepts what the game
really sends and catches a state that says something else than the text."""

import copy
import re

import pytest

from game.cardgames import new_game
from game.cardgames.tablestate import model_of, seat_state
from game.faces import tabletext as display
from tests.harness.statecheck import StateChecker

NAMES = ["Gmcpia", "Ferdl"]
WORLD = {"preset_name": "Sechsundsechzig", "score": [0, 0], "score_unit": "Punkte",
         "target": 7, "seats": [{"computer": False}, {"computer": True}]}
COLOURS = re.compile(r"\|(\d{3}|[a-zA-Z])")


def moments(family, seed=2):
    """(state, table text) of seat 0 at every move of a game with first legal moves."""
    game = new_game("66", seed=seed, names=NAMES)
    while game.result is None:
        text = display.table_text(model_of(game, 0, family), display.family_of(family))
        yield seat_state(game, 0, WORLD, family), COLOURS.sub("", text)
        game.act(game.to_act, game.legal(game.to_act)[0])


@pytest.mark.parametrize("family", ["deutsch", "französisch"])
def test_real_states_match_their_table_text(family):
    checker = StateChecker(family)
    for state, text in moments(family):
        checker.own_sums(state)
        checker.table_lines(state, text, NAMES)
    assert checker.labels


def tampered():
    """Ways a state could disagree with the text it came with."""
    def swap_hand(s):
        s["hand"][0]["label"], s["hand"][1]["label"] = s["hand"][1]["label"], s["hand"][0]["label"]

    def other_trump(s):
        s["trump"]["label"] = "Karo" if s["trump"]["label"] != "Karo" else "Pik"

    def more_talon(s):
        s["talon"]["count"] += 2

    def not_my_turn(s):
        s["my_turn"] = not s["my_turn"]

    def german_label(s):
        s["hand"][0]["label"] = "Eichel Ober"

    return [swap_hand, other_trump, more_talon, not_my_turn, german_label]


@pytest.mark.parametrize("change", tampered(), ids=lambda f: f.__name__)
def test_a_state_that_disagrees_with_the_text_fails(change):
    state, text = next(moments("französisch"))
    state = copy.deepcopy(state)
    change(state)
    checker = StateChecker("französisch")
    with pytest.raises(AssertionError):
        checker.own_sums(state)
        checker.table_lines(state, text, NAMES)


def test_narration_must_match_the_state():
    state, _ = next(moments("französisch"))
    checker = StateChecker("französisch")
    start = "Eine Partie Sechsundsechzig beginnt (Gmcpia, Ferdl; gespielt wird bis 7 Punkte).\n"
    checker.check(state, start)  # nothing played yet: fine
    with pytest.raises(AssertionError):  # a card the state does not show on the table
        checker.check(state, "Ferdl legt Pik Dame.\n")
    with pytest.raises(AssertionError):  # nor one the reader says it played itself
        checker.check(state, "Du legst Pik Dame.\n")
    with pytest.raises(AssertionError):  # a score the state does not carry
        checker.check(state, "Stand der Partie (Punkte): Gmcpia 2, Ferdl 0 "
                             "(gespielt wird bis 7 Punkte).\n")
