"""Talon: drawing after a trick, shared by the 66 family and Gaigel.

The talon is a list with the next card to draw at its end; the face-up
trump card (`trump_card`, -1 once taken) is always the last card drawn.
"""

from __future__ import annotations


def draw_round(st, winner: int) -> int:
    """Winner draws first, then the others in turn; the face-up trump comes last.

    Works on any core state with ``hands``, ``known``, ``talon``,
    ``trump_card``, ``nxt`` and ``n_active``.  The face-up trump becomes a
    card known to sit in the hand that drew it.  Returns that seat, else -1.
    """
    seat = winner
    talon = st.talon
    n = st.n_active
    if len(talon) >= n:                 # everybody draws from the talon (most tricks)
        hands, nxt = st.hands, st.nxt
        if n == 2:
            hands[seat] |= 1 << talon.pop()
            hands[nxt[seat]] |= 1 << talon.pop()
            return -1
        for _ in range(n):
            hands[seat] |= 1 << talon.pop()
            seat = nxt[seat]
        return -1
    took = -1
    for _ in range(n):
        if talon:
            c = talon.pop()
        elif st.trump_card >= 0:
            c = st.trump_card
            st.trump_card = -1
            st.known[seat] |= 1 << c
            took = seat
        else:
            break
        st.hands[seat] |= 1 << c
        seat = st.nxt[seat]
    return took


class CountsMixin:
    """Queries both cores share: talon size and a side's points."""

    __slots__ = ()

    def talon_count(self) -> int:
        """Cards still to draw, the face-up trump included."""
        return len(self.talon) + (self.trump_card >= 0)

    def points(self, side: int) -> int:
        """Card points of the side's tricks plus its (credited) marriages."""
        return self.card_pts[side] + self.meld_pts[side]
