"""`choose`: always a legal command, for every preset and strength; deterministic mode."""

import random

import pytest

from game.cardgames import PRESETS, new_game
from game.cardgames.ai import STRENGTHS, choose, hint

from .helpers import positions


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("strength", STRENGTHS)
def test_choose_returns_a_legal_command_in_random_positions(preset, strength):
    samples = 6 if strength == "stark" else None
    for i, g in enumerate(positions(preset, 12, start=100)):
        seat = g.to_act
        legal = g.legal(seat)
        cmd = choose(g.view(seat), legal, strength, rng=random.Random(i), samples=samples)
        assert cmd in legal


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_whole_games_between_strengths_finish_with_legal_commands(preset):
    g = new_game(preset, seed=7)
    rng = random.Random(7)
    while g.to_act is not None:
        seat = g.to_act
        strength = STRENGTHS[seat % 3]
        legal = g.legal(seat)
        cmd = choose(g.view(seat), legal, strength, rng=rng, samples=4)
        assert cmd in legal
        g.act(seat, cmd)
    assert g.result is not None


def test_french_card_names_in_the_view_are_understood():
    g = positions("66", 1, start=5)[0]
    seat = g.to_act
    legal = g.legal(seat)
    a = choose(g.view(seat, names="französisch"), legal, "normal", rng=random.Random(1))
    assert a in legal


@pytest.mark.parametrize("strength", STRENGTHS)
def test_deterministic_mode_gives_the_same_choice_twice(strength):
    for g in positions("66", 8, start=300):
        seat = g.to_act
        view, legal = g.view(seat), g.legal(seat)
        first = choose(view, legal, strength, rng=random.Random(42))
        assert choose(view, legal, strength, rng=random.Random(42)) == first
        assert choose(view, legal, strength) == choose(view, legal, strength)


def test_only_legal_command_is_returned_at_once():
    for g in positions("vierer", 30, start=0):
        legal = g.legal(g.to_act)
        if len(legal) == 1:
            assert choose(g.view(g.to_act), legal, "stark") == legal[0]
            return
    pytest.skip("no forced move found")


class StepClock:
    """A stand-in for time.perf_counter that moves on `step` seconds per reading."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_time_budget_stops_the_sampling(strength):
    """Once the budget is used up the player answers after the sample at hand."""
    from types import SimpleNamespace
    from unittest.mock import patch

    from game.cardgames.ai import _decide

    g = positions("66", 1, start=11, max_steps=3)[0]
    seat = g.to_act
    with patch("game.cardgames.ai.sixtysix.players.time", SimpleNamespace(perf_counter=StepClock(1.0))):
        cmd, choice, _ = _decide(g.view(seat), g.legal(seat), strength, random.Random(1), 0.5,
                                 None)
    assert cmd in g.legal(seat) and choice.samples == 1
    _, unhurried, _ = _decide(g.view(seat), g.legal(seat), strength, random.Random(1), None,
                              None)
    assert unhurried.samples > 1


def test_unknown_strength_and_empty_legal_are_refused():
    g = new_game("66", seed=1)
    with pytest.raises(ValueError):
        choose(g.view(0), g.legal(0), "meister")
    with pytest.raises(ValueError):
        choose(g.view(1), g.legal(1), "normal")


def test_hint_gives_a_legal_command_and_a_german_reason():
    for g in positions("66", 6, start=40):
        seat = g.to_act
        legal = g.legal(seat)
        cmd, why = hint(g.view(seat), legal, rng=random.Random(3), samples=6)
        assert cmd in legal
        assert isinstance(why, str) and why.endswith(".") and "\n" not in why
        assert any(w in why for w in ("Spiel", "Stich", "Gib", "Melde", "Raube", "Zudrehen",
                                      "sag", "alles", "einzige"))


def test_the_players_import_nothing_from_evennia_or_django():
    import subprocess
    import sys
    code = ("import sys, game.cardgames.ai as ai; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('evennia', 'django', 'twisted')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_dealer_who_sits_out_gets_no_advice_but_the_reason():
    from game.cardgames.ai import SITTING_OUT

    g = new_game("dreier", seed=1)
    assert hint(g.view(2), g.legal(2)) == (None, SITTING_OUT)
