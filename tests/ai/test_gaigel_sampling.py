"""Gaigel sampling players: legal, deterministic, honest; samples fit the knowledge."""

import random

import pytest

from game.cardgames import new_game
from game.cardgames.ai import STRENGTHS, choose, hint
from game.cardgames.ai.gaigel.knowledge import GaigelKnowledge
from game.cardgames.ai.gaigel.players import playout, policy_move
from game.cardgames.ai.gaigel.sampling import build, deal
from game.cardgames.cards import cards_of
from game.cardgames.gaigel.core import AUS
from game.cardgames.gaigel.notation import move_text
from game.cardgames.tricks import BEATS, DUTY_BEAT, allowed_mask

PRESETS = ["gaigel2", "gaigel3", "gaigel4", "gaigel6"]


def gaigel_position(preset, seed, max_steps=60):
    """A running game after random legal moves (never `aus`); None if over."""
    rng = random.Random(seed)
    g = new_game(preset, seed=seed, dealer=seed % int(preset[-1]))
    for _ in range(rng.randrange(max_steps)):
        if g.to_act is None:
            return None
        g.act(g.to_act, rng.choice([c for c in g.legal(g.to_act) if c != "aus"]))
    return g if g.to_act is not None else None


def gaigel_positions(preset, count, start=0, **kw):
    out, seed = [], start
    while len(out) < count:
        g = gaigel_position(preset, seed, **kw)
        if g is not None:
            out.append(g)
        seed += 1
    return out


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("strength", STRENGTHS)
def test_choice_is_legal_everywhere(preset, strength):
    for g in gaigel_positions(preset, 12):
        seat = g.to_act
        legal = g.legal(seat)
        cmd = choose(g.view(seat), legal, strength, rng=random.Random(1))
        assert cmd in legal
        if not g.view(seat)["reached_101"][g.view(seat)["side"]]:
            assert cmd != "aus"                     # never an Untergaigel


@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_deterministic_mode(strength):
    for g in gaigel_positions("gaigel4", 8, start=100):
        seat = g.to_act
        view, legal = g.view(seat), g.legal(seat)
        assert choose(view, legal, strength) == choose(view, legal, strength)


def test_aus_once_reached():
    hits = 0
    for g in gaigel_positions("gaigel4", 60, start=300, max_steps=200):
        for seat in range(g.seats):
            v = g.view(seat)
            if v["reached_101"][v["side"]]:
                hits += 1
                for strength in ("normal", "stark"):
                    assert choose(v, g.legal(seat), strength) == "aus"
    assert hits


def _consistent(st, hands, seat, rounds):
    """Every phase-2 play of other seats is allowed with `hands`."""
    tricks = [(ld, list(cs)) for ld, cs, _, _ in st.history[rounds:]]
    if st.phase2 and st.trick:
        tricks.append((st.leader, list(st.trick)))
    held = list(hands)
    plays = []
    for leader, cards in tricks:
        s, best = leader, None
        for i, c in enumerate(cards):
            if i:
                plays.append((s, c, cards[0], best))
            if best is None or BEATS[st.trump][best] >> c & 1:
                best = c
            s = st.nxt[s]
    for s, c, _, _ in plays:
        held[s] |= 1 << c
    for s, c, led, best in plays:
        if s != seat and not allowed_mask(held[s], led, best, st.trump, DUTY_BEAT) >> c & 1:
            return False
        held[s] &= ~(1 << c)
    return True


def reshuffled(game, seat, rng, tries=400):
    """A copy with the hidden cards (other hands minus known, talon) dealt anew."""
    st = game.core
    rounds = (48 - st.seats * 5) // st.seats
    others = [s for s in range(st.seats) if s != seat]
    free = {s: st.hands[s] & ~st.known[s] for s in others}
    pool = [c for s in others for c in cards_of(free[s])] + list(st.talon)
    for _ in range(tries):
        rng.shuffle(pool)
        alt = game.clone()
        a = alt.core
        i = 0
        for s in others:
            n = bin(free[s]).count("1")
            a.hands[s] = st.known[s] | sum(1 << c for c in pool[i:i + n])
            i += n
        a.talon = pool[i:]
        if _consistent(a, a.hands, seat, rounds):
            return alt
    return None


@pytest.mark.parametrize("preset", ["gaigel2", "gaigel4", "gaigel6"])
@pytest.mark.parametrize("strength", ["normal", "stark"])
def test_honesty_hidden_cards_do_not_matter(preset, strength):
    rng = random.Random(7)
    checked = 0
    for g in gaigel_positions(preset, 10, start=500):
        seat = g.to_act
        alt = reshuffled(g, seat, rng)
        if alt is None:
            continue
        assert alt.view(seat) == g.view(seat)
        legal = g.legal(seat)
        assert choose(alt.view(seat), legal, strength) == choose(g.view(seat), legal, strength)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("preset", PRESETS)
def test_samples_respect_knowledge(preset):
    rng = random.Random(3)
    for g in gaigel_positions(preset, 25, start=900, max_steps=90):
        seat = g.to_act
        v = g.view(seat)
        k = GaigelKnowledge.from_view(v)
        real = g.core
        for s in range(g.seats):                 # the real hands obey the inferred voids
            if s != seat:
                faces = 0
                for c in cards_of(real.hands[s]):
                    faces |= (1 << c % 24) | (1 << (c % 24 + 24))
                assert not faces & k.forbidden[s]
        for _ in range(4):
            st = build(k, deal(k, rng))
            every = 0
            n = 0
            for h in st.hands:
                every |= h
                n += bin(h).count("1")
            for _, cs, _, _ in st.history:
                for c in cs:
                    every |= 1 << c
                    n += 1
            for c in st.trick + st.talon + ([st.trump_card] if st.trump_card >= 0 else []):
                every |= 1 << c
                n += 1
            assert n == 48 and every == (1 << 48) - 1
            assert [bin(h).count("1") for h in st.hands] == v["hand_counts"]
            assert st.talon_count() == v["talon"]
            assert st.hands[seat] == k.hand
            for s in range(g.seats):
                assert st.hands[s] & k.known[s] == k.known[s]
                assert not st.hands[s] & k.forbidden[s]
            texts = {move_text(m) for m in st.legal_moves(seat) if m < AUS}
            assert {c for c in g.legal(seat) if c != "aus"} <= texts
            playout(st)
            assert st.over


def test_policy_move_is_legal():
    for g in gaigel_positions("gaigel4", 20, start=40):
        st = g.core.clone()
        assert policy_move(st) in st.legal_moves()


def test_budget_stops_the_sampling_and_hint_speaks_german():
    from types import SimpleNamespace
    from unittest.mock import patch

    from game.cardgames.ai import gaigel_players

    g = gaigel_positions("gaigel4", 1, start=11)[0]
    seat = g.to_act
    dealt = []

    def counted_deal(k, rng):
        dealt.append(1)
        return deal(k, rng)

    clock = iter(range(10**6))   # one second more at every reading
    with patch.object(gaigel_players, "deal", counted_deal), \
            patch.object(gaigel_players, "time", SimpleNamespace(perf_counter=lambda: next(clock))):
        cmd = choose(g.view(seat), g.legal(seat), "stark", rng=random.Random(2), budget=0.3)
    assert cmd in g.legal(seat)
    assert len(dealt) == gaigel_players.MIN_SAMPLES
    cmd, why = hint(g.view(seat), g.legal(seat))
    assert cmd in g.legal(seat) and why.endswith(".")
