"""Announcing and melding at the right moment (`stark`, and `normal` where it applies)."""

import random

import pytest

from game.cardgames.ai import choose

from .helpers import random_position


def find(preset, want, count, limit=3000):
    """Positions (game, seat) for which `want(game, seat)` holds."""
    out = []
    for seed in range(limit):
        g = random_position(preset, seed, max_steps=40)
        if g is not None and want(g, g.to_act):
            out.append(g)
            if len(out) == count:
                break
    return out


def points(g, seat):
    return g.view(seat)["points"][g.core.side[seat]]


@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_announces_once_66_are_reached(strength):
    games = find("66", lambda g, s: "genug" in g.legal(s) and points(g, s) >= 66, 5)
    assert games
    for g in games:
        s = g.to_act
        assert choose(g.view(s), g.legal(s), strength, rng=random.Random(1), samples=6) == "genug"


@pytest.mark.parametrize("preset", ["66", "klassisch", "sarasande", "schnapsen"])
@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_never_announces_below_66(preset, strength):
    games = find(preset, lambda g, s: "genug" in g.legal(s) and points(g, s) < 66, 6)
    assert games
    for g in games:
        s = g.to_act
        assert choose(g.view(s), g.legal(s), strength, rng=random.Random(2), samples=6) != "genug"


def test_stark_melds_to_reach_66_and_then_announces():
    def meld_reaches(g, s):
        v = g.view(s)
        sd = g.core.side[s]
        if not v["tricks_won"][sd]:
            return False
        for cmd in g.legal(s):
            if cmd.startswith("melde "):
                suit = cmd.split()[1]
                value = 40 if suit == v["trump"] else 20
                if 66 <= points(g, s) + value and points(g, s) < 66:
                    return True
        return False

    games = find("66", meld_reaches, 3)
    assert games
    for g in games:
        s = g.to_act
        cmd = choose(g.view(s), g.legal(s), "stark", rng=random.Random(3), samples=8)
        assert cmd.startswith("melde ")
        g.act(s, cmd)
        assert choose(g.view(s), g.legal(s), "stark", rng=random.Random(3)) == "genug"


def test_leicht_sometimes_forgets_to_announce():
    games = find("66", lambda g, s: "genug" in g.legal(s) and points(g, s) >= 66, 1)
    g = games[0]
    s = g.to_act
    picks = {choose(g.view(s), g.legal(s), "leicht", rng=random.Random(i)) for i in range(40)}
    assert "genug" in picks and len(picks) > 1
