"""Reading the other seats' play (ai/facts.py, sixtysix/inference.py, gaigel/inference.py):
a move the opponent model would not have made with a card makes deals with that card
less likely; the facts come from the view alone."""

import random

import pytest

from game.cardgames.ai.facts import Facts
from game.cardgames.ai.gaigel import players as gaigel_players
from game.cardgames.ai.gaigel.inference import facts_of
from game.cardgames.ai.gaigel.knowledge import GaigelKnowledge
from game.cardgames.ai.sixtysix import players
from game.cardgames.ai.sixtysix.inference import Inference
from game.cardgames.ai.sixtysix.knowledge import Knowledge
from game.cardgames.cards import parse_face
from tests.engine.helpers import deal, play

from .helpers import positions
from .test_honesty import reshuffled
from .test_gaigel_sampling import gaigel_positions

HERZ_OBER = 1 << parse_face("herz ober")


def king_led_without_ober():
    """Seat 1 wins the first trick, then leads the Herz König without melding:
    it had no Herz Ober (which lies deep in the talon)."""
    g = deal("66", ["schellen neun, schellen unter, laub neun, laub unter, eichel neun, "
                    "eichel unter",
                    "herz könig, herz ass, schellen ass, laub ass, herz zehn, laub zehn"],
             trump="eichel ass",
             talon="schellen zehn, schellen könig, herz unter, herz neun, schellen ober, "
                   "laub könig, laub ober, eichel zehn, eichel könig, eichel ober, herz ober",
             dealer=1)
    play(g, "lege schellen neun", "lege schellen ass", "lege herz könig")
    assert g.to_act == 0
    return g


def test_a_king_led_without_melding_makes_the_ober_in_that_hand_unlikely():
    g = king_led_without_ober()
    view = g.view(0)
    facts = Inference.from_view(Knowledge.from_view(view), view)
    hand = parse_face("herz unter"), parse_face("herz neun"), parse_face("eichel zehn")
    plain = sum(1 << c for c in hand)
    assert Facts.weight(facts, [0, plain]) == 1.0          # the rule facts alone
    assert Facts.weight(facts, [0, plain | HERZ_OBER]) < 0.2
    assert facts.weight([0, plain | HERZ_OBER]) < 0.2 * facts.weight([0, plain])


def test_sampled_deals_follow_the_facts_and_plain_sampling_does_not():
    g = king_led_without_ober()
    view, legal = g.view(0), g.legal(0)

    def share_with_ober(tuning):
        ctx = players.Context.make(view, [parse_face(c[5:]) for c in legal],
                                   random.Random(3), tuning=tuning)
        hits = sum(bool(ctx.sample().hands[1] & HERZ_OBER) for _ in range(300))
        return hits / 300

    plain, inferred = share_with_ober(players.BASELINE), share_with_ober(READING)
    assert plain > 0.25 and inferred < 0.1


def test_the_facts_are_read_from_the_view_alone():
    """The same game with the hidden cards dealt anew gives the same facts."""
    rng = random.Random(2)
    checked = 0
    for g in positions("66", 8, start=500, max_steps=40):
        seat = g.to_act
        alt = reshuffled(g, seat, rng)
        if alt is None:
            continue
        a, b = g.view(seat), alt.view(seat)
        fa = Inference.from_view(Knowledge.from_view(a), a)
        fb = Inference.from_view(Knowledge.from_view(b), b)
        assert (fa.cards, fa.pairs, fa.plays) == (fb.cards, fb.pairs, fb.plays)
        checked += 1
    assert checked >= 4


def test_the_model_gives_each_card_a_chance_and_they_sum_to_one():
    from game.cardgames.ai.sixtysix import opponent
    rng = random.Random(4)
    for kind in opponent.KINDS:
        for _ in range(30):
            hand = sum(1 << c for c in rng.sample(range(24), 6))
            led = -1 if kind.startswith("lead") else next(c for c in range(24) if not hand >> c & 1)
            played = (1 << led) if led >= 0 else 0
            got = [opponent.chance(kind, c, hand, hand, 1, led, played)
                   for c in range(24) if hand >> c & 1]
            assert all(0 < x < 1 for x in got)
            assert sum(got) == pytest.approx(1.0)


def test_a_play_in_this_trick_is_read_as_the_model_saw_it():
    """The opponent led in the trick in play: a sampled deal holding its true hand
    gets the chance the model gives that lead from the leader's own view."""
    from game.cardgames.ai.sixtysix import opponent
    checked = 0
    for g in positions("66", 40, start=700, max_steps=30):
        seat = g.to_act
        view = g.view(seat)
        if len(view["trick"]) != 1 or view["phase"] != 1 or view["marriages"]:
            continue
        leader = view["trick"][0]["seat"]
        led = parse_face(view["trick"][0]["card"])
        inf = Inference.from_view(Knowledge.from_view(view), view)
        now = [p for p in inf.plays if p.later == 1 << led]
        assert len(now) == 1 and now[0].kind == "lead open" and now[0].seat == leader
        hands = list(g.core.hands)
        before = hands[leader] | 1 << led
        played = 0
        for t in view["tricks"]:
            for x in t["cards"]:
                played |= 1 << parse_face(x["card"])
        expected = opponent.chance("lead open", led, before, before, Knowledge.from_view(
            view).trump, -1, played)
        mine = Inference(list(inf.sizes), plays=now, trump=inf.trump)
        assert mine.weight(hands) == pytest.approx(expected)
        checked += 1
    assert checked >= 3


def test_the_honesty_positions_exercise_the_inference():
    """The candidate's honesty tests below play in positions where the inference
    has something to say, so they cover it."""
    with_facts = 0
    for g in positions("66", 6, start=500, max_steps=40):
        view = g.view(g.to_act)
        with_facts += not Inference.from_view(Knowledge.from_view(view), view).empty
    assert with_facts >= 3
    with_facts = 0
    for g in gaigel_positions("gaigel4", 6, start=70):
        with_facts += not facts_of(GaigelKnowledge.from_view(g.view(g.to_act))).empty
    assert with_facts >= 3


def test_gaigel_deals_drawn_with_the_facts_explain_the_play_better():
    better = 0
    for g in gaigel_positions("gaigel4", 6, start=70):
        k = GaigelKnowledge.from_view(g.view(g.to_act))
        facts = facts_of(k)
        if facts.empty:
            continue
        rng = random.Random(1)

        def mean_weight(use):
            got = [gaigel_players.sample_deal(k, rng, facts if use else None) for _ in range(60)]
            return sum(facts.weight(gaigel_players._hands(k, d)) for d in got) / len(got)

        better += mean_weight(True) > mean_weight(False)
    assert better >= 3


#: The 66 tuning that reads the other seat's play (no part of the candidate now).
READING = players.Tuning(infer=True)


def last_drawing_tricks(preset, count, talon=2):
    """Positions of `preset` with `talon` cards left to draw and a choice to make."""
    from game.cardgames import new_game
    from game.cardgames.ai import choose
    out, seed = [], 0
    while len(out) < count:
        seed += 1
        g = new_game(preset, seed=seed)
        rng = random.Random(seed)
        while g.result is None:
            view = g.view(g.to_act)
            if view["talon"] == talon and view["phase"] == 1 and len(g.legal(g.to_act)) > 1:
                out.append(g)
                break
            g.act(g.to_act, choose(view, g.legal(g.to_act), "leicht", rng=rng))
    return out


def candidate(tuning=None):
    """`stark` plays issue 32's candidate tuning (as bench/ai.py's `neu`), or `tuning` in 66."""
    from contextlib import ExitStack
    from unittest.mock import patch
    stack = ExitStack()
    stack.enter_context(patch.dict(players.TUNING, {"stark": tuning or players.CANDIDATE}))
    stack.enter_context(patch.dict(gaigel_players.TUNING, {"stark": gaigel_players.CANDIDATE}))
    return stack


@pytest.mark.parametrize("tuning", [players.STARK, players.CANDIDATE, READING],
                         ids=["stark", "candidate", "reading"])
def test_the_candidate_is_honest_in_66(tuning):
    """The tables' stark, issue 32's candidate and the reading of the play decide the
    same for any arrangement of the hidden cards, early and in the last drawing tricks."""
    from game.cardgames.ai import choose
    rng = random.Random(5)
    checked = 0
    with candidate(tuning):
        for preset in ("66", "schnapsen"):
            late = last_drawing_tricks(preset, 2, talon=4) + last_drawing_tricks(preset, 1)
            for g in positions(preset, 4, start=500, max_steps=40) + late:
                seat = g.to_act
                alt = reshuffled(g, seat, rng)
                if alt is None:
                    continue
                view, legal = g.view(seat), g.legal(seat)
                assert alt.view(seat) == view
                a = choose(view, legal, "stark", rng=random.Random(9), samples=6)
                b = choose(alt.view(seat), legal, "stark", rng=random.Random(9), samples=6)
                assert a == b
                checked += 1
    assert checked >= 8


def test_the_candidate_is_honest_in_gaigel():
    from game.cardgames.ai import choose

    from .test_gaigel_sampling import reshuffled as gaigel_reshuffled
    rng = random.Random(7)
    checked = 0
    with candidate():
        for g in gaigel_positions("gaigel4", 4, start=500):
            seat = g.to_act
            alt = gaigel_reshuffled(g, seat, rng)
            if alt is None:
                continue
            assert alt.view(seat) == g.view(seat)
            legal = g.legal(seat)
            assert choose(alt.view(seat), legal, "stark", samples=8) == \
                choose(g.view(seat), legal, "stark", samples=8)
            checked += 1
    assert checked >= 2
