"""Exact search over the last drawing tricks of a sampled 66 deal.

A sample fixes every hidden card, the talon order included, so the rest
of the game is a perfect-information game.  Once only a few cards are left
to draw, `DrawSearch.value` searches the remaining drawing tricks exactly with
alpha-beta over the core's own moves (cards, marriages, exchange, closing,
announcing) and hands every position where no card is drawn any more to
the exact `Solver`.  Values are game points for a given side.
"""

from __future__ import annotations

from .policy import heuristic_move
from .solver import Solver

INF = 1000


def outcome_value(st, side) -> int:
    o = st.outcome
    if o["winner"] < 0:
        return 0
    return o["game_points"] if o["winner"] == side else -o["game_points"]


def _key(st):
    return (
        tuple(st.hands), tuple(st.talon), st.trump_card, st.turn, tuple(st.trick),
        st.closed, st.closer, tuple(st.card_pts), tuple(st.meld_pts), tuple(st.pending),
        st.tricks[0] > 0, st.tricks[1] > 0, st.lead_meld, st.last_winner,
    )


class DrawSearch:
    """Alpha-beta over drawing tricks; `Solver` once nothing is drawn any more."""

    def __init__(self):
        self.tt = {}
        self.nodes = 0
        self.endgame_tts = {}      # the leaves' solver tables, shared (Solver's `tables`)

    def value(self, st, side) -> int:
        """Exact game points of `side` in `st` (all cards known), both sides perfect."""
        return self._ab(st, side, -INF, INF)

    def _ab(self, st, me, alpha, beta):
        if st.over:
            return outcome_value(st, me)
        if st.phase2:
            sv = Solver(st, self.endgame_tts)
            if st.side[st.turn] == me:
                return sv._search(sv.root, alpha, beta)
            return -sv._search(sv.root, -beta, -alpha)
        self.nodes += 1
        key = _key(st)
        entry = self.tt.get(key)
        # Values are stored for side 0; `me` flips the sign.
        sign = 1 if me == 0 else -1
        if entry is not None:
            lo, hi = entry
            lo, hi = (lo, hi) if sign == 1 else (-hi, -lo)
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        moves = st.legal_moves()
        first = heuristic_move(st, moves)
        moves.remove(first)
        moves.insert(0, first)
        maxing = st.side[st.turn] == me
        best = -INF if maxing else INF
        for m in moves:
            child = st.clone()
            child.apply(m)
            v = self._ab(child, me, alpha, beta)
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
        self.tt[key] = (lo, hi) if sign == 1 else (-hi, -lo)
        return best
