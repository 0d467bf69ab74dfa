"""Gaigel players (leicht by rules of thumb, normal/stark by sampling): legal, Aus in time."""

import random

import pytest

from game.cardgames import new_game
from game.cardgames.ai import STRENGTHS, call_out, choose, hint

pytest.importorskip("game.cardgames.gaigel")


def calls_aus(view, legal, strength, rng):
    """The seat calls Aus now, also out of turn (the family's out-of-turn call)."""
    return call_out(view, legal, strength, rng=rng) == "aus"


PRESETS = ["gaigel2", "gaigel3", "gaigel4", "gaigel6"]
SLOW = pytest.mark.slow  # stark thinks for real: minutes in all; `make test` runs them, CI not
STRENGTH_PARAMS = [pytest.param(s, marks=SLOW) if s == "stark" else s for s in STRENGTHS]


def play_game(preset, seed, strength, samples=None):
    """A whole game by `strength` with the table's part emulated; returns the result."""
    g = new_game(preset, seed=seed, dealer=seed % int(preset[-1]))
    rng = random.Random(seed)
    while g.result is None:
        caller = next((s for s in range(g.seats) if g.view(s)["reached_101"][g.view(s)["side"]]
                       and "aus" in g.legal(s)), None)
        if caller is not None and g.to_act != caller:
            g.act(caller, "aus")        # the table calls Aus out of turn for its NPCs
            continue
        if g.grace_time:
            g.end_grace_time()
            continue
        seat = g.to_act
        legal = g.legal(seat)
        cmd = choose(g.view(seat), legal, strength, rng=rng, samples=samples)
        assert cmd in legal
        g.act(seat, cmd)
    return g.result


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("strength", STRENGTH_PARAMS)
def test_gaigel_games_finish_with_legal_commands(preset, strength):
    for seed in range(4):
        assert play_game(preset, seed, strength) is not None


@pytest.mark.parametrize("strength", ["normal", pytest.param("stark", marks=SLOW)])
def test_never_unter_or_uebergaigel(strength):
    # Aus is decided before any sampling, so the old `stark`'s deals suffice (a quarter
    # of today's: 25 whole games at the tables' fixed work would take a quarter hour).
    from game.cardgames.ai.gaigel.players import SAMPLES
    for seed in range(25):
        reason = play_game("gaigel4", seed, strength, SAMPLES.get(strength)).reason.lower()
        assert "untergaigel" not in reason and "übergaigel" not in reason


def test_gaigel_hint_is_legal_and_german():
    g = new_game("gaigel4", seed=2)
    seat = g.to_act
    cmd, why = hint(g.view(seat), g.legal(seat))
    assert cmd in g.legal(seat) and cmd != "aus" and why.endswith(".")


def reached_position(seed):
    """A gaigel4 game where the seat to act has just seen its party reach the goal."""
    g = new_game("gaigel4", seed=seed, dealer=seed % 4)
    rng = random.Random(seed)
    while g.result is None and not g.grace_time:
        seat = g.to_act
        view = g.view(seat)
        if view["reached_101"][view["side"]] and "aus" in g.legal(seat):
            return g
        legal = [c for c in g.legal(seat) if c != "aus"]
        g.act(seat, choose(view, legal, "normal", rng=rng, samples=2))
    return None


def test_leicht_sometimes_forgets_to_call_aus_but_never_calls_early():
    g = next(g for g in map(reached_position, range(20)) if g is not None)
    s = g.to_act
    view, legal = g.view(s), g.legal(s)
    picks = [choose(view, legal, "leicht", rng=random.Random(i)) for i in range(40)]
    assert "aus" in picks and any(p != "aus" for p in picks)
    calls = {calls_aus(view, legal, "leicht", rng=random.Random(i)) for i in range(40)}
    assert calls == {True, False}
    for strength in ("normal", "stark"):
        assert calls_aus(view, legal, strength, rng=random.Random(1))
        assert choose(view, legal, strength, rng=random.Random(1)) == "aus"
    other = next(t for t in range(g.seats) if g.view(t)["side"] != view["side"])
    for strength in STRENGTHS:
        assert not calls_aus(g.view(other), g.legal(other), strength, rng=random.Random(1))


def test_leicht_never_calls_aus_below_the_goal():
    for seed in range(6):
        g = new_game("gaigel4", seed=seed)
        rng = random.Random(seed)
        while g.result is None and not g.grace_time:
            seat = g.to_act
            view, legal = g.view(seat), g.legal(seat)
            cmd = choose(view, legal, "leicht", rng=rng)
            assert cmd != "aus" or view["reached_101"][view["side"]]
            if cmd == "aus":
                break
            g.act(seat, cmd)


def test_advice_never_calls_aus_below_the_goal_and_is_silent_out_of_turn():
    """`rat` never recommends an Untergaigel; out of turn it only says `aus` at 101."""
    import random

    from game.cardgames import new_game
    from game.cardgames.ai import NOTHING_TO_DO, hint

    for seed in range(4):
        game = new_game("gaigel4", seed=seed)
        rng = random.Random(seed)
        for _ in range(12):
            if game.to_act is None:
                break
            for seat in range(4):
                view = game.view(seat)
                command, why = hint(view, game.legal(seat), samples=2)
                reached = view["reached_101"][view["side"]]
                if seat != game.to_act:
                    assert (command, why) == (("aus", why) if reached else (None, NOTHING_TO_DO))
                else:
                    assert command != "aus" or reached
            moves = [c for c in game.legal(game.to_act) if c != "aus"]
            game.act(game.to_act, rng.choice(moves))


@pytest.mark.parametrize("work", [0.25, 0.5])
def test_stark_plays_its_tunings_share_of_the_samples(monkeypatch, work):
    """`Tuning.work` scales the deals `stark` plays out (fixed work; the reason says how many)."""
    from game.cardgames.ai.gaigel import players
    monkeypatch.setitem(players.TUNING, "stark", players.Tuning(work=work))
    g = new_game("gaigel4", seed=3)
    seat = g.to_act
    legal = [c for c in g.legal(seat) if c != "aus"]
    _, why = players.choose(g.view(seat), legal, "stark", random.Random(1))
    assert f"In {round(players.SAMPLES['stark'] * work)} ausgespielten" in why
