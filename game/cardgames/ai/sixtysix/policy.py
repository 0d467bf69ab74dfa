"""A fast rule-of-thumb policy on the core state, and playouts with it.

`heuristic_move` looks only at the hand of the seat to act and at public
facts (trick, trump, cards taken, points), so it is honest on any sampled
state.  It announces at 66, robs, melds the best marriage, leads low
cards while the talon is open and sure winners after it, takes valuable
tricks cheaply, and gives its partner points (`vierer`).
"""

from __future__ import annotations

from ...cards import PAIR_MASK, SUIT_MASK, VALUE_OF, rank_of, suit_of
from ...sixtysix.core import ANNOUNCE, EXCHANGE, MELD
from ...tricks import BEATS, HIGHER

FACES = (1 << 24) - 1


def heuristic_move(st, moves=None) -> int:
    """The policy's move for the seat to act."""
    if moves is None:
        moves = st.legal_moves()
    s = st.turn
    if ANNOUNCE in moves and st.points(st.side[s]) >= 66:
        return ANNOUNCE
    if EXCHANGE in moves:
        return EXCHANGE
    melds = [m for m in moves if MELD <= m < EXCHANGE]
    if melds:
        return MELD + st.trump if MELD + st.trump in melds else melds[0]
    cards = [m for m in moves if m < MELD]
    if not cards:
        return moves[0]
    if len(cards) == 1:
        return cards[0]
    if st.trick:
        return _follow(st, cards)
    return _lead(st, cards)


def playout(st, stop_at_phase2=False) -> None:
    """Play `st` on with the policy until the game ends (or phase 2 begins)."""
    while not st.over:
        if stop_at_phase2 and st.phase2 and not st.trick:
            return
        moves = st.legal_moves()
        m = heuristic_move(st, moves)
        st.apply(m)


def _keep_cost(st, hand, c) -> int:
    """How much a card is worth keeping: points, trumps, marriage halves."""
    cost = VALUE_OF[c]
    su = suit_of(c)
    if su == st.trump:
        cost += 10
    pair = PAIR_MASK[su]
    if pair >> c & 1 and hand & pair == pair:
        cost += 8
    return cost


def _unseen(st) -> int:
    """Cards not yet played (own hand included)."""
    gone = st.taken[0] | st.taken[1]
    for c in st.trick:
        gone |= 1 << c
    return FACES & ~gone


def _lead(st, cards) -> int:
    hand = st.hands[st.turn]
    if st.phase2:
        live = _unseen(st) & ~hand
        bosses = [c for c in cards if not (HIGHER[c] & live)]
        if bosses:
            trumps_out = live & SUIT_MASK[st.trump]
            # Pull trumps with trump bosses first, then cash side-suit winners.
            pref = [c for c in bosses if suit_of(c) == st.trump] if trumps_out else []
            pool = pref or bosses
            return max(pool, key=lambda c: (VALUE_OF[c], -c))
    return min(cards, key=lambda c: (_keep_cost(st, hand, c), c))


def _follow(st, cards) -> int:
    hand = st.hands[st.turn]
    best = st.best
    trump = st.trump
    beats = BEATS[trump][best]
    winners = [c for c in cards if beats >> c & 1]
    partner_wins = st.n_active == 4 and st.side[st.best_seat] == st.side[st.turn]
    if partner_wins:
        if len(st.trick) == 3 or rank_of(best) == 0:
            losers = [c for c in cards if not beats >> c & 1] or cards
            return max(losers, key=lambda c: (VALUE_OF[c] - 10 * (suit_of(c) == trump), -c))
    led_suit = suit_of(st.trick[0])
    at_stake = sum(VALUE_OF[c] for c in st.trick)
    same = [c for c in winners if suit_of(c) == led_suit]
    if same:
        return max(same, key=lambda c: (VALUE_OF[c], -c))
    if winners and (at_stake >= 10 or st.phase2):
        return min(winners, key=lambda c: (_keep_cost(st, hand, c), c))
    losers = [c for c in cards if not beats >> c & 1] or cards
    return min(losers, key=lambda c: (_keep_cost(st, hand, c), c))

