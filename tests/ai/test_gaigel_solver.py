"""The Gaigel endgame solver agrees with a plain minimax over the core's own moves."""

import random

import pytest

pytest.importorskip("game.cardgames.gaigel")

from game.cardgames.ai import gaigel_players as gp  # noqa: E402
from game.cardgames.ai.gaigel.solver import GaigelSolver, solvable  # noqa: E402
from game.cardgames.gaigel.core import AUS, END_GRACE, Gaigel  # noqa: E402
from game.cardgames.presets import GaigelRules, make_options  # noqa: E402


def _finished(st):
    """The state after the Aus (or grace end) the playouts would call now, else None."""
    for q in range(st.parties):
        if st.card_pts[q] + st.meld_pts[q] >= st.rules.aus_points:
            done = st.clone()
            done.apply(AUS + q)
            return done
    if st.grace:
        done = st.clone()
        done.apply(END_GRACE)
        return done
    return None


def minimax(st, party=0):
    """Value for `party` by trying every move of the core (no pruning, no
    table): `party` maximises, every other party minimises its value."""
    done = _finished(st)
    if done is not None:
        return gp.score(done, party)
    values = []
    for m in st.legal_moves():
        if m < AUS:
            child = st.clone()
            child.apply(m)
            values.append(minimax(child, party))
    return max(values) if st.side[st.turn] == party else min(values)


def endgames(preset, count, max_cards, seed):
    rules = GaigelRules(preset, make_options(preset))
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        st = Gaigel.shuffled(rules, rng.randrange(rules.players), rng)
        while not st.over and _finished(st) is None:
            cards = sum(bin(h).count("1") for h in st.hands)
            if solvable(st) and cards <= max_cards and rng.random() < 0.5:
                out.append(st)
                break
            st.apply(gp.policy_move(st))
    return out


@pytest.mark.parametrize("preset", ["gaigel2", "gaigel4"])
def test_empty_talon_solver_matches_plain_minimax(preset):
    for st in endgames(preset, 25, 10, seed=3):
        for party in (0, 1):
            expected = minimax(st) * (1 if party == 0 else -1)
            assert GaigelSolver(st, gp.AUGEN_WEIGHT).value(party) == pytest.approx(expected)


def test_three_parties_solved_paranoid_for_each_party():
    """gaigel3: each party's value as if the two others played against it."""
    for st in endgames("gaigel3", 12, 9, seed=5):
        solver = GaigelSolver(st, gp.AUGEN_WEIGHT)
        for party in (0, 1, 2):
            assert solver.value(party) == pytest.approx(minimax(st, party))


def test_solver_only_with_an_empty_talon():
    for preset in ("gaigel3", "gaigel4"):
        rules = GaigelRules(preset, make_options(preset))
        assert not solvable(Gaigel.shuffled(rules, 0, random.Random(1)))


def test_gaigel3_is_solved_by_the_candidate_only():
    """The tables' `stark` plays gaigel3 out by the policy; issue 32's candidate
    (bench/ai.py `neu`) solves its empty-talon phase with the paranoid search."""
    from unittest.mock import patch

    from game.cardgames.ai import choose

    from .test_gaigel_sampling import gaigel_position

    seed = 0
    while True:
        seed += 1
        g = gaigel_position("gaigel3", seed, max_steps=36)
        if g is not None and g.view(g.to_act)["talon"] == 0 and len(g.legal(g.to_act)) > 1:
            break
    calls = []
    real = GaigelSolver.value

    def counted(self, party):
        calls.append(party)
        return real(self, party)

    seat = g.to_act
    with patch.object(GaigelSolver, "value", counted):
        choose(g.view(seat), g.legal(seat), "stark", samples=2)
        assert not calls
        with patch.dict(gp.TUNING, {"stark": gp.CANDIDATE}):
            cmd = choose(g.view(seat), g.legal(seat), "stark", samples=2)
    assert calls and set(calls) == {g.core.side[seat]} and cmd in g.legal(seat)
