"""The exact endgame solver agrees with plain minimax over the engine's core."""

import random

import pytest

from game.cardgames import new_game
from game.cardgames.ai.sixtysix.solver import Solver
from game.cardgames.sixtysix.core import ANNOUNCE, CLOSE

from .helpers import minimax


def endgame(preset, seed, cards):
    """Random play (closing sometimes) until phase 2 with `cards` in the mover's hand."""
    rng = random.Random(seed)
    st = new_game(preset, seed=seed).core
    while not st.over:
        if st.phase2 and bin(st.hands[st.turn]).count("1") <= cards:
            return st
        moves = st.legal_moves()
        if CLOSE in moves and rng.random() < 0.3:
            st.apply(CLOSE)
            continue
        st.apply(rng.choice([m for m in moves if m != ANNOUNCE] or moves))
    return None


@pytest.mark.parametrize("preset", ["66", "schnapsen", "klassisch", "sarasande", "vu",
                                    "dreier", "vierer"])
def test_solver_agrees_with_brute_force_minimax_on_small_endgames(preset):
    cards = 2 if preset == "vierer" else 4
    checked = 0
    for seed in range(40):
        st = endgame(preset, seed, cards)
        if st is None:
            continue
        solver = Solver(st)
        v = solver.value()
        me0 = st.side[st.turn] == 0
        assert v == (minimax(st) if me0 else -minimax(st))
        values = solver.move_values()
        assert sorted(values) == sorted(st.legal_moves())
        assert max(values.values()) == v
        checked += 1
    assert checked >= 15


def test_solver_covers_closing_marriages_and_announcing():
    kinds = set()
    for seed in range(60):
        st = endgame("66", seed, 4)
        if st is None:
            continue
        kinds.add("closed" if st.closed else "empty")
        kinds.update("meld" for m in st.legal_moves() if 64 <= m < 72)
        kinds.update("announce" for m in st.legal_moves() if m == ANNOUNCE)
    assert kinds >= {"closed", "empty", "meld", "announce"}


def test_six_against_six_solve_counts_nodes():
    st = new_game("66", seed=3).core
    st.apply(CLOSE)
    s = Solver(st)
    s.value()
    assert 0 < s.nodes < 50_000
