"""Gaigel players (leicht by rules of thumb, normal/stark by sampling): legal, Aus in time."""

import random

import pytest

from game.cardgames import new_game
from game.cardgames.ai import STRENGTHS, choose, hint

pytest.importorskip("game.cardgames.gaigel")

PRESETS = ["gaigel2", "gaigel3", "gaigel4", "gaigel6"]


def play_game(preset, seed, strength):
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
        cmd = choose(g.view(seat), legal, strength, rng=rng)
        assert cmd in legal
        g.act(seat, cmd)
    return g.result


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("strength", STRENGTHS)
def test_gaigel_games_finish_with_legal_commands(preset, strength):
    for seed in range(4):
        assert play_game(preset, seed, strength) is not None


@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_never_unter_or_uebergaigel(strength):
    for seed in range(25):
        reason = play_game("gaigel4", seed, strength).reason.lower()
        assert "untergaigel" not in reason and "übergaigel" not in reason


def test_gaigel_hint_is_legal_and_german():
    g = new_game("gaigel4", seed=2)
    seat = g.to_act
    cmd, why = hint(g.view(seat), g.legal(seat))
    assert cmd in g.legal(seat) and cmd != "aus" and why.endswith(".")
