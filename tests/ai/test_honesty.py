"""Honesty: a player's choice never depends on cards hidden from it.

The hidden cards (other hands minus publicly known cards, and the talon)
are dealt anew, consistent with everything public (counts, known cards,
every play under the duty to follow); the seat's view, and therefore its
choice in deterministic mode, must stay the same.
"""

import random

import pytest

from game.cardgames import Game, PRESETS
from game.cardgames.ai import STRENGTHS, choose
from game.cardgames.cards import cards_of
from game.cardgames.tricks import BEATS, allowed_mask

from .helpers import positions


def _consistent(st, seat, hands):
    """Every phase-2 play of the other seats was legal with the new hands."""
    r = st.rules
    if not st.phase2:
        return True
    start = 0 if not r.has_talon else (
        (len(r.deck) - st.n_active * r.hand_size - st.talon_count()) // st.n_active)
    tricks = [(ld, list(cs)) for ld, cs, _ in st.history[start:]]
    if st.trick:
        tricks.append((st.leader, list(st.trick)))
    held = list(hands)
    plays = []                       # (seat, card, led, best) in play order
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
        if s != seat and not allowed_mask(held[s], led, best, st.trump, r.duty) >> c & 1:
            return False
        held[s] &= ~(1 << c)
    return True


def reshuffled(game, seat, rng, tries=400):
    """A copy of `game` with the hidden cards dealt anew (None if none found)."""
    st = game.core
    others = [s for s in range(st.seats) if s != seat]
    free = {s: st.hands[s] & ~st.known[s] for s in others}
    pool = [c for s in others for c in cards_of(free[s])] + list(st.talon)
    for _ in range(tries):
        rng.shuffle(pool)
        alt = st.clone()
        i = 0
        for s in others:
            n = bin(free[s]).count("1")
            alt.hands[s] = st.known[s] | sum(1 << c for c in pool[i:i + n])
            i += n
        alt.talon = pool[i:]
        if _consistent(st, seat, alt.hands):
            return Game(game.preset, game.options, alt, game.names)
    return None


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("strength", STRENGTHS)
def test_choice_does_not_change_when_hidden_cards_are_reshuffled(preset, strength):
    rng = random.Random(5)
    checked = 0
    for g in positions(preset, 6, start=500, max_steps=40):
        seat = g.to_act
        alt = reshuffled(g, seat, rng)
        if alt is None:
            continue
        view, legal = g.view(seat), g.legal(seat)
        assert alt.view(seat) == view and alt.legal(seat) == legal
        a = choose(view, legal, strength, rng=random.Random(9), samples=6)
        b = choose(alt.view(seat), alt.legal(seat), strength, rng=random.Random(9), samples=6)
        assert a == b
        checked += 1
    assert checked >= 3


def test_reshuffle_really_moves_hidden_cards():
    moved = 0
    for g in positions("66", 10, start=700, max_steps=4):
        alt = reshuffled(g, g.to_act, random.Random(1))
        moved += alt.core.hands[1 - g.to_act] != g.core.hands[1 - g.to_act]
    assert moved >= 5
