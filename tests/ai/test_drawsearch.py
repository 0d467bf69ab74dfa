"""The exact search over the last drawing tricks agrees with plain minimax."""

import random

import pytest

from game.cardgames import new_game
from game.cardgames.ai.sixtysix.drawsearch import DrawSearch
from game.cardgames.sixtysix.core import ANNOUNCE, CLOSE

from .helpers import minimax


def late_phase1(preset, seed, talon):
    """Random play (closing sometimes) until at most `talon` cards are left to draw."""
    rng = random.Random(seed)
    st = new_game(preset, seed=seed, dealer=seed % 2).core
    while not st.over and not st.phase2:
        if st.talon_count() <= talon and (st.trick or rng.random() < 0.5):
            return st
        moves = [m for m in st.legal_moves() if m != ANNOUNCE or rng.random() < 0.1]
        if CLOSE in moves and rng.random() < 0.05:
            st.apply(CLOSE)
            continue
        st.apply(rng.choice(moves))
    return None


@pytest.mark.parametrize("preset,talon", [("vu", 2), pytest.param("vu", 4, marks=pytest.mark.slow),
                                          ("schnapsen", 2),
                                          ("66", 2), ("sarasande", 2)])
def test_draw_search_agrees_with_minimax(preset, talon):
    checked = 0
    for seed in range(80):
        st = late_phase1(preset, seed, talon)
        if st is None:
            continue
        want = minimax(st, solve_phase2=True)
        for side in (0, 1):
            got = DrawSearch().value(st.clone(), side)
            assert got == (want if side == 0 else -want), (preset, seed, side)
        checked += 1
    assert checked >= 10
