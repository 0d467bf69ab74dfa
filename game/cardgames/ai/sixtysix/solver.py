"""Exact alpha-beta solver for the perfect-information phase of a 66 game.

Works once no more cards are drawn (talon empty or closed) and every hand
is known (a sample fills the hidden ones).  The value of a position is the
game points of the side to move: + won, - lost, 0 for a draw; it covers
the duty to follow, marriages (credit and pending points), announcing
(`genug`, right or wrong, after closing too), the last-trick rules and
the win at 66 of `vu`.  A position is a plain tuple, so it is its own
transposition-table key; `nodes` counts searched positions.
"""

from __future__ import annotations

from ...cards import KING, PAIR_MASK, VALUE_OF, cards_of, make
from ...sixtysix.core import ANNOUNCE, EXCHANGE, MELD
from ...tricks import BEATS, allowed_mask

INF = 1000
_CARDS: dict = {}


def _cards(mask: int) -> list:
    """`cards_of` with a memo (hands and allowed sets repeat all the time)."""
    out = _CARDS.get(mask)
    if out is None:
        if len(_CARDS) > 200_000:
            _CARDS.clear()
        out = _CARDS[mask] = cards_of(mask)
    return out

# Position tuple fields.
HANDS, TURN, TRICK, BEST, BSEAT, PTS, PEND, WON, LMELD, LWIN = range(10)


class Solver:
    """Solve the rest of one game exactly, all hands open."""

    def __init__(self, st, tables=None):
        """`tables`: {closing state: table} shared with other solves of the same deal
        (drawsearch.py's leaves): beside the position, only the closing state
        changes a value."""
        r = self.rules = st.rules
        self.trump = st.trump
        self.duty = r.duty
        self.side = st.side
        self.nxt = st.nxt
        self.n = st.n_active
        self.closer_side = st.side[st.closer] if st.closed else -1
        self.close_opp_trick = st.close_opp_trick
        self.close_opp_points = st.close_opp_points
        self.meld_ok = not r.marriage_open_only
        key = (self.closer_side, self.close_opp_trick, self.close_opp_points)
        self.tt = {} if tables is None else tables.setdefault(key, {})
        self.nodes = 0
        self.root = (
            tuple(st.hands), st.turn, tuple(st.trick),
            st.best if st.trick else -1, st.best_seat if st.trick else -1,
            (st.points(0), st.points(1)), tuple(st.pending),
            (st.tricks[0] > 0, st.tricks[1] > 0), st.lead_meld, st.last_winner,
        )

    # --- public -----------------------------------------------------------

    def value(self) -> int:
        """Game points for the side to move at the root, both playing perfectly."""
        return self._search(self.root, -INF, INF)

    def move_values(self, moves=None) -> dict:
        """Exact value of each root move for the side to move at the root."""
        pos = self.root
        me = self.side[pos[TURN]]
        out = {}
        for m in moves if moves is not None else self.moves(pos):
            out[m] = self._child_value(pos, m, me, -INF, INF)
        return out

    def best_move(self):
        """A best root move and its value (cheaper than all `move_values`)."""
        pos = self.root
        me = self.side[pos[TURN]]
        best_m, best_v, alpha = None, -INF, -INF
        for m in self.moves(pos):
            v = self._child_value(pos, m, me, alpha, INF)
            if v > best_v:
                best_m, best_v = m, v
                alpha = max(alpha, v)
        return best_m, best_v

    # --- rules on position tuples -------------------------------------------

    def moves(self, pos) -> list:
        """Legal moves, good ones first (announcing, marriages, high cards)."""
        s = pos[TURN]
        hand = pos[HANDS][s]
        trick = pos[TRICK]
        if trick:
            return _cards(allowed_mask(hand, trick[0], pos[BEST], self.trump, self.duty))
        out = []
        r = self.rules
        lmeld = pos[LMELD]
        if r.announce and (pos[LWIN] == s or lmeld >= 0):
            out.append(ANNOUNCE)
        if lmeld >= 0:
            out.extend(_cards(hand & PAIR_MASK[lmeld]))
            return out
        if self.meld_ok and (pos[WON][self.side[s]] or not r.marriage_needs_trick):
            for suit in (self.trump, 0, 1, 2, 3):
                pair = PAIR_MASK[suit]
                if hand & pair == pair and MELD + suit not in out:
                    out.append(MELD + suit)
        out.extend(_cards(hand))
        return out

    def apply(self, pos, m):
        """The position after move `m`, or an int: the final value for side 0."""
        if m < MELD:
            return self._play(pos, m)
        if m < EXCHANGE:
            return self._meld(pos, m - MELD)
        if m == ANNOUNCE:
            return self._announce(pos)
        raise ValueError(f"move {m} has no place in the endgame")

    def _play(self, pos, c):
        hands, s, trick, best, bseat, pts, pend, won, lmeld, lw = pos
        bit = 1 << c
        hl = list(hands)
        hl[s] ^= bit
        hands = tuple(hl)
        if not trick:
            trick, best, bseat = (c,), c, s
        else:
            if BEATS[self.trump][best] & bit:
                best, bseat = c, s
            trick = trick + (c,)
        if len(trick) < self.n:
            return (hands, self.nxt[s], trick, best, bseat, pts, pend, won, lmeld, lw)
        w = bseat
        sd = self.side[w]
        gain = pend[sd]
        for x in trick:
            gain += VALUE_OF[x]
        if sd == 0:
            pts, pend, won = (pts[0] + gain, pts[1]), (0, pend[1]), (True, won[1])
        else:
            pts, pend, won = (pts[0], pts[1] + gain), (pend[0], 0), (won[0], True)
        r = self.rules
        if r.win_at_66 and pts[sd] >= 66:
            return self._end(sd, r.game_points(won[1 - sd], pts[1 - sd]))
        if not hands[w]:
            return self._playout(pts, won, sd)
        return (hands, w, (), -1, -1, pts, pend, won, -1, w)

    def _meld(self, pos, suit):
        hands, s, trick, best, bseat, pts, pend, won, lmeld, lw = pos
        r = self.rules
        sd = self.side[s]
        value = r.marriage_values[1 if suit == self.trump else 0]
        if won[sd] and not r.credit_next:
            pts = (pts[0] + value, pts[1]) if sd == 0 else (pts[0], pts[1] + value)
        else:
            pend = (pend[0] + value, pend[1]) if sd == 0 else (pend[0], pend[1] + value)
        if r.plays_king:
            return self._play((hands, s, trick, best, bseat, pts, pend, won, lmeld, lw),
                              make(suit, KING))
        return (hands, s, trick, best, bseat, pts, pend, won, suit, lw)

    def _announce(self, pos):
        r = self.rules
        sd = self.side[pos[TURN]]
        op = 1 - sd
        pts, won = pos[PTS], pos[WON]
        cs = self.closer_side
        fail_ix = 0 if self.close_opp_trick else 1
        if pts[sd] >= 66:
            if cs == sd:
                gp = r.game_points(self.close_opp_trick, self.close_opp_points)
            else:
                gp = r.game_points(won[op], pts[op])
                if cs >= 0:
                    gp = max(gp, r.closing_fail[fail_ix])
            return self._end(sd, gp)
        if cs == sd:
            return self._end(op, r.closing_fail[fail_ix])
        return self._end(op, r.wrong_points[0 if won[op] else 1])

    def _playout(self, pts, won, last):
        r = self.rules
        cs = self.closer_side
        if cs >= 0:
            if pts[cs] >= 66:
                return self._end(cs, r.game_points(self.close_opp_trick, self.close_opp_points))
            return self._end(1 - cs, r.closing_fail[0 if self.close_opp_trick else 1])
        tot = [pts[0], pts[1]]
        tot[last] += r.last_bonus
        if r.playout_last:
            win = last
        elif tot[0] == tot[1]:
            return 0
        else:
            win = 0 if tot[0] > tot[1] else 1
        if r.playout_points == "table":
            return self._end(win, r.game_points(won[1 - win], tot[1 - win]))
        return self._end(win, r.playout_points)

    @staticmethod
    def _end(winner, gp):
        return gp if winner == 0 else -gp

    # --- search -----------------------------------------------------------

    def _child_value(self, pos, m, me, alpha, beta):
        res = self.apply(pos, m)
        if type(res) is int:
            return res if me == 0 else -res
        if self.side[res[TURN]] == me:
            return self._search(res, alpha, beta)
        return -self._search(res, -beta, -alpha)

    def _search(self, pos, alpha, beta):
        self.nodes += 1
        tt = self.tt
        entry = tt.get(pos)
        if entry is not None:
            lo, hi = entry
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = -INF, INF
        a0 = alpha
        side = self.side
        me = side[pos[TURN]]
        best = -INF
        for m in self.moves(pos):
            res = self.apply(pos, m)
            if type(res) is int:
                v = res if me == 0 else -res
            elif side[res[TURN]] == me:
                v = self._search(res, alpha, beta)
            else:
                v = -self._search(res, -beta, -alpha)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        if best <= a0:
            hi = min(hi, best)
        elif best >= beta:
            lo = max(lo, best)
        else:
            lo = hi = best
        tt[pos] = (lo, hi)
        return best
