"""The analysis after the game (ai/analysis.py): honest, finds a blunder, quiet for best play.

The strong player judges each decision of one seat with only that seat's
view then; hidden cards dealt otherwise must not change a judgement.
Small sample counts keep these tests quick; the rules they check do not
depend on the count.
"""

import random

import pytest

from game.cardgames import new_game
from game.cardgames.ai import choose
from game.cardgames.ai.analysis import analyse, judge, judge_position, positions, report_lines
from game.cardgames.cards import render
from game.cardgames.replay import deal_of, record_of

from . import test_gaigel_sampling, test_honesty
from .helpers import positions as positions66
from .test_gaigel_sampling import gaigel_positions

SAMPLES = 6

#: 66, seat 0 leads with a weak hand; seat 1 holds the trumps and aces:
#: closing the talon at once is a sure loss, playing on is not
WEAK_CLOSER = {
    "hands": [["schellen neun", "schellen unter", "laub neun", "laub unter", "herz neun",
               "herz unter"],
              ["eichel ass", "eichel zehn", "eichel könig", "herz ass", "herz zehn", "laub ass"]],
    "trump": "eichel neun",
    "talon": ["eichel ober", "eichel unter", "laub zehn", "laub könig", "laub ober",
              "herz könig", "herz ober", "schellen ass", "schellen zehn", "schellen könig",
              "schellen ober"],
}


def finish(game, plays, rng):
    """Play `game` to its end: seat 0 by `plays(game)`, the others `leicht`."""
    while game.result is None:
        if game.grace_time:
            game.end_grace_time()
            continue
        seat = game.to_act
        legal = game.legal(seat)
        game.act(seat, plays(game) if seat == 0 else choose(game.view(seat), legal, "leicht",
                                                             rng=rng))
    return game


def as_position(game, seat, chosen):
    return {"view": game.view(seat), "legal": game.legal(seat), "chosen": chosen,
            "trick": 1, "index": 0}


@pytest.mark.parametrize("preset", ["66", "schnapsen", "dreier"])
def test_66_judgement_does_not_change_when_hidden_cards_are_reshuffled(preset):
    rng = random.Random(11)
    checked = 0
    for g in positions66(preset, 8, start=300, max_steps=16):
        seat = g.to_act
        alt = test_honesty.reshuffled(g, seat, rng)
        if alt is None or len(g.legal(seat)) < 2:
            continue
        chosen = g.legal(seat)[-1]
        a = judge_position(as_position(g, seat, chosen), seed=4, samples=SAMPLES)
        b = judge_position(as_position(alt, seat, chosen), seed=4, samples=SAMPLES)
        assert a == b
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("preset", ["gaigel2", "gaigel4"])
def test_gaigel_judgement_does_not_change_when_hidden_cards_are_reshuffled(preset):
    rng = random.Random(12)
    checked = 0
    for g in gaigel_positions(preset, 8, start=600):
        seat = g.to_act
        alt = test_gaigel_sampling.reshuffled(g, seat, rng)
        cards = [c for c in g.legal(seat) if c != "aus"]
        if alt is None or len(cards) < 2:
            continue
        a = judge_position(as_position(g, seat, cards[-1]), seed=4, samples=SAMPLES)
        b = judge_position(as_position(alt, seat, cards[-1]), seed=4, samples=SAMPLES)
        assert a == b
        checked += 1
    assert checked >= 3


def test_the_judgement_reads_only_the_view():
    """Two games with other hidden cards but the same view: one judgement."""
    g = new_game("66", deal=WEAK_CLOSER, dealer=1)
    other = dict(WEAK_CLOSER, hands=[WEAK_CLOSER["hands"][0], WEAK_CLOSER["talon"][:6]],
                 talon=WEAK_CLOSER["hands"][1] + WEAK_CLOSER["talon"][6:])
    h = new_game("66", deal=other, dealer=1)
    assert g.view(0) == h.view(0)
    a = judge(g.view(0), g.legal(0), "decke stapel", random.Random(1), samples=SAMPLES)
    b = judge(h.view(0), h.legal(0), "decke stapel", random.Random(1), samples=SAMPLES)
    assert a == b


def test_an_avoidable_lost_closing_is_found_and_named():
    game = new_game("66", deal=WEAK_CLOSER, dealer=1)
    first = []

    def plays(g):
        if not first:
            first.append(1)
            return "decke stapel"
        return g.legal(0)[0]

    finish(game, plays, random.Random(2))
    record = record_of(game, WEAK_CLOSER, dealer=1)
    result = analyse(record, 0, seed=1, samples=SAMPLES)
    worst = result["worst"]
    assert worst is not None and worst["chosen"] == "decke stapel" and worst["trick"] == 1
    assert worst["loss"] >= 1.0
    lines = render("\n".join(report_lines(result)))
    first = lines.splitlines()[0]
    assert "ein Fehler: im 1. Stich, er kostete im Mittel" in first or \
        "der teuerste im 1. Stich" in first
    row = next(line for line in lines.splitlines() if line.startswith("   1.  Zudrehen  →  "))
    assert row.endswith("← Fehler")
    assert lines.count("Zudrehen") == 1  # the mistake is told once, in its row


def test_untergaigel_is_found_as_a_mistake():
    game = new_game("gaigel2", seed=5)
    deal = deal_of(game)
    game.act(game.to_act, "aus") if game.to_act == 0 else None
    if game.result is None:  # seat 1 leads: it plays, then seat 0 calls Aus too early
        seat = game.to_act
        game.act(seat, game.legal(seat)[0])
        game.act(0, "aus")
    record = record_of(game, deal)
    result = analyse(record, 0, seed=1, samples=SAMPLES)
    assert result["worst"]["chosen"] == "aus"
    lines = render("\n".join(report_lines(result)))
    assert lines.count("Aus rufen") == 1 and "Aus rufen  →  " in lines
    assert "Prozentpunkte Gewinnchance" in lines.splitlines()[0]


@pytest.mark.parametrize("preset", ["66", "gaigel2"])
def test_playing_the_analysis_own_best_moves_makes_no_mistake(preset):
    game = new_game(preset, seed=8)
    deal = deal_of(game)

    def plays(g):
        legal = g.legal(0)
        cards = [c for c in legal if c != "aus"]
        if len(cards) < 2 and not (g.view(0).get("reached_101") or [0])[g.view(0)["side"]]:
            return cards[0]
        verdict = judge_position(as_position(g, 0, legal[0]), seed=3, samples=SAMPLES)
        return verdict["best"]

    finish(game, plays, random.Random(4))
    result = analyse(record_of(game, deal), 0, seed=3, samples=SAMPLES)
    assert result["decisions"]
    assert result["mistakes"] == [] and result["total"] == 0
    assert "kein Fehler" in report_lines(result)[0]


def test_positions_skip_forced_moves():
    game = new_game("66", seed=3)
    deal = deal_of(game)
    finish(game, lambda g: g.legal(0)[0], random.Random(1))
    record = record_of(game, deal)
    assert all(len(p["legal"]) > 1 for p in positions(record, 0))
