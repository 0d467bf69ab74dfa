"""Exact alpha-beta solver for the empty-talon phase of a Gaigel game.

Works once the talon is empty and every hand is known (a sample fills the
hidden ones).  Rules as in the playouts of players.py: the duty to
follow and take the trick (else trump), marriages (only with a trick, one
of the pair played at once), and Aus as soon as a party reaches the goal
(Gaigel when another party has no trick); played out, the most Augen win
single.  The value is players.score for a party: Striche the others
receive (their mean) minus its own, plus AUGEN weight times the Augen margin.

Two parties are a zero-sum game: plain alpha-beta.  With three (`gaigel3`,
each for himself) the search is *paranoid*: the party asked about maximises,
the two others are taken as one side minimising its value.  That keeps
alpha-beta's pruning (max-n search, where each maximises its own value,
prunes almost nothing) and errs on the careful side: in a sampled deal
the solver already sees every card, so it assumes the worst of the others.
A position is a plain tuple, so it is its own transposition-table key
(one table per party asked about); `nodes` counts searched positions.
"""

from __future__ import annotations

from ...cards import KING, OBER, RANK_MASK, SUIT_MASK, VALUE_OF, cards_of
from ...gaigel.core import MELD
from ...tricks import BEATS, DUTY_BEAT, allowed_mask

INF = 1e9
LOW24 = (1 << 24) - 1
KINGS = tuple(SUIT_MASK[s] & RANK_MASK[KING] for s in range(4))
OBERS = tuple(SUIT_MASK[s] & RANK_MASK[OBER] for s in range(4))

# Position tuple fields.
HANDS, TURN, TRICK, BEST, BSEAT, CPTS, MPTS, WON, USED, TMELD, TPAIR = range(11)


def solvable(st) -> bool:
    """Talon empty, past the first trick, game running."""
    return st.phase2 and bool(st.history) and not st.over and not st.grace and not st.dissle


class GaigelSolver:
    """Solve the rest of one Gaigel game exactly, all hands open."""

    def __init__(self, st, weight):
        self.trump = st.trump
        self.side = st.side
        self.nxt = st.nxt
        self.seats = st.seats
        self.parties = st.parties
        self.me = 0
        self.tables = {}
        self.goal = st.rules.aus_points
        self.values = st.rules.marriage_values
        self.weight = weight
        self.beats = BEATS[st.trump]
        self.tt = {}
        self.nodes = 0
        self.root = (
            tuple(st.hands), st.turn, tuple(st.trick),
            st.best if st.trick else -1, st.best_seat if st.trick else -1,
            tuple(st.card_pts), tuple(st.meld_pts), tuple(t > 0 for t in st.tricks),
            st.used, st.turn_meld, st.turn_pair,
        )

    # --- public -------------------------------------------------------------

    def value(self, party: int) -> float:
        """Value of the root for `party`, all seats playing perfectly."""
        if self.parties == 2:
            party, sign = 0, (1 if party == 0 else -1)
        else:
            sign = 1
        self.me = party
        self.tt = self.tables.setdefault(party, {})
        return sign * self._search(self.root, -INF, INF)

    # --- rules on position tuples ---------------------------------------------

    def _end(self, pos):
        """Value for the party asked about if the game is over at `pos` (Aus or
        played out), else None."""
        if self.parties != 2:
            return self._end_many(pos)
        cp, mp = pos[CPTS], pos[MPTS]
        t0, t1 = cp[0] + mp[0], cp[1] + mp[1]
        margin = self.weight * (t0 - t1)
        if t0 >= self.goal:
            return (1 if pos[WON][1] else 2) + margin
        if t1 >= self.goal:
            return -(1 if pos[WON][0] else 2) + margin
        if not pos[TRICK] and not any(pos[HANDS]):
            return (1 if t0 > t1 else -1 if t1 > t0 else 0) + margin
        return None

    def _end_many(self, pos):
        """`_end` with three parties (the core's call_aus and end_grace)."""
        cp, mp, won = pos[CPTS], pos[MPTS], pos[WON]
        totals = [c + m for c, m in zip(cp, mp)]
        parties = range(self.parties)
        striche = [0] * self.parties
        done = False
        for p in parties:
            if totals[p] >= self.goal:
                others = [q for q in parties if q != p]
                trickless = [q for q in others if not won[q]]
                for q in trickless or _fewest(others, totals):
                    striche[q] = 2 if trickless else 1
                done = True
                break
        if not done:
            if pos[TRICK] or any(pos[HANDS]):
                return None
            if len(set(totals)) > 1:
                for q in _fewest(parties, totals):
                    striche[q] = 1
        me = self.me
        others = [q for q in parties if q != me]
        diff = sum(striche[q] for q in others) / len(others) - striche[me]
        return diff + self.weight * (totals[me] - max(totals[q] for q in others))

    def moves(self, pos) -> list:
        s = pos[TURN]
        hand = pos[HANDS][s]
        trick = pos[TRICK]
        allowed = allowed_mask(hand, trick[0], pos[BEST], self.trump, DUTY_BEAT) \
            if trick else hand
        if pos[TMELD] >= 0:
            return cards_of(allowed & pos[TPAIR])
        used = pos[USED]
        out = []
        if pos[WON][self.side[s]]:
            free = hand & ~used
            for suit in (self.trump, 0, 1, 2, 3):
                k, o = free & KINGS[suit], free & OBERS[suit]
                if k and o and ((k & -k) | (o & -o)) & allowed and MELD + suit not in out:
                    out.append(MELD + suit)
        cards = cards_of(_distinct(allowed, used))
        cards.sort(key=lambda c: -VALUE_OF[c])
        out.extend(cards)
        return out

    def apply(self, pos, m):
        if m >= MELD:
            return self._meld(pos, m - MELD)
        return self._play(pos, m)

    def _meld(self, pos, suit):
        s = pos[TURN]
        hand = pos[HANDS][s]
        free = hand & ~pos[USED]
        k, o = free & KINGS[suit], free & OBERS[suit]
        pair = (k & -k) | (o & -o)
        p = self.side[s]
        mp = list(pos[MPTS])
        mp[p] += self.values[1 if suit == self.trump else 0]
        return (pos[HANDS], s, pos[TRICK], pos[BEST], pos[BSEAT], pos[CPTS], tuple(mp),
                pos[WON], pos[USED] | pair, suit, pair)

    def _play(self, pos, c):
        s = pos[TURN]
        hands = list(pos[HANDS])
        hands[s] ^= 1 << c
        trick = pos[TRICK] + (c,)
        if len(trick) == 1:
            best, bseat = c, s
        elif self.beats[pos[BEST]] >> c & 1:
            best, bseat = c, s
        else:
            best, bseat = pos[BEST], pos[BSEAT]
        if len(trick) < self.seats:
            return (tuple(hands), self.nxt[s], trick, best, bseat, pos[CPTS], pos[MPTS],
                    pos[WON], pos[USED], -1, 0)
        p = self.side[bseat]
        cp = list(pos[CPTS])
        cp[p] += sum(VALUE_OF[x] for x in trick)
        won = list(pos[WON])
        won[p] = True
        return (tuple(hands), bseat, (), -1, -1, tuple(cp), pos[MPTS], tuple(won),
                pos[USED], -1, 0)

    # --- search -------------------------------------------------------------

    def _search(self, pos, alpha, beta) -> float:
        """Value for the party asked about (max) against the others (min)."""
        self.nodes += 1
        end = self._end(pos)
        if end is not None:
            return end
        hit = self.tt.get(pos)
        if hit is not None:
            lo, hi = hit
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        maxing = self.side[pos[TURN]] == self.me
        best = -INF if maxing else INF
        for m in self.moves(pos):
            v = self._search(self.apply(pos, m), alpha, beta)
            if maxing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        lo, hi = -INF, INF
        if best <= a0:
            hi = best
        elif best >= b0:
            lo = best
        else:
            lo = hi = best
        if hit is not None:
            lo, hi = max(lo, hit[0]), min(hi, hit[1])
        self.tt[pos] = (lo, hi)
        return best


def _fewest(parties, totals) -> list:
    low = min(totals[q] for q in parties)
    return [q for q in parties if totals[q] == low]


def _distinct(mask: int, used: int) -> int:
    """`mask` with one copy of each face (a used copy before an unused one)."""
    lo = mask & LOW24
    hi = mask >> 24
    both = lo & hi
    swap = both & (used >> 24) & ~used
    return (lo & ~swap) | ((hi & ~(both & ~swap)) << 24)


__all__ = ["GaigelSolver", "solvable"]
