"""A full core state (`SixtySix`) from one seat's knowledge plus one sample.

Everything public comes from the `Knowledge`; the hidden hands and the talon
order come from the `Sample`.  The state is built through the core's own
plain-data constructor `SixtySix.from_dict`.  Two facts the view does not
carry directly are rebuilt from the trick list: the opponent's tricks and
points at the moment of closing, and a marriage declared for this lead.
"""

from __future__ import annotations

from ...cards import VALUE_OF, mask_of, parse_suit
from ...sixtysix.core import SixtySix
from ...tricks import BEATS
from .knowledge import card


def public_dict(k, view) -> dict:
    """The plain-data state with empty hidden hands and talon (sample-free part)."""
    n_hist = len(k.history)
    taken, tricks, card_pts = [0, 0], [0, 0], [0, 0]
    for _, cards, w in k.history:
        sd = k.side[w]
        taken[sd] |= mask_of(cards)
        tricks[sd] += 1
        card_pts[sd] += sum(VALUE_OF[c] for c in cards)
    points = view["points"]
    best, best_seat = -1, -1
    for c, s in zip(k.trick, k.trick_seats):
        if best < 0 or BEATS[k.trump][best] >> c & 1:
            best, best_seat = c, s
    melds = [
        (m["seat"], parse_suit(m["suit"]), m["points"]) for m in view["marriages"]
    ]
    closed = bool(view["closed"])
    closer = view["closer"] if closed else -1
    opp_trick, opp_points = _closing_snapshot(k, melds, closer) if closed else (False, 0)
    ex = view.get("exchange")
    shown = view.get("shown_trump")
    return {
        "dealer": view["dealer"],
        "hands": [0] * k.seats,
        "known": list(k.known),
        "talon": [],
        "trump": k.trump,
        "trump_card": k.trump_card,
        "shown_trump": card(shown) if shown else -1,
        "phase2": view["phase"] == 2,
        "closed": closed,
        "closer": closer,
        "close_opp_trick": opp_trick,
        "close_opp_points": opp_points,
        "leader": view["leader"],
        "turn": view["to_act"],
        "trick": list(k.trick),
        "best": best,
        "best_seat": best_seat,
        "taken": taken,
        "tricks": tricks,
        "card_pts": card_pts,
        "meld_pts": [points[0] - card_pts[0], points[1] - card_pts[1]],
        "pending": list(view["pending"]),
        "melds": [list(m) for m in melds],
        "lead_meld": k.lead_meld,
        "last_winner": k.history[-1][2] if n_hist else -1,
        "history": [[ld, list(cs), w] for ld, cs, w in k.history],
        "exchanged": [ex["seat"], card(ex["gave"]), card(ex["took"])] if ex else None,
        "over": False,
        "outcome": None,
    }


def build(k, base: dict, sample) -> SixtySix:
    """The core state of one sample: `base` from `public_dict` plus hidden cards."""
    d = dict(base)
    d["hands"] = list(sample.hands)
    d["talon"] = list(sample.talon)
    return SixtySix.from_dict(k.rules, d)


def _closing_snapshot(k, melds, closer):
    """The closer's opponent at closing time: had a trick?, points."""
    at = k.duty_from
    op = 1 - k.side[closer]
    won = [cs for _, cs, w in k.history[:at] if k.side[w] == op]
    if not won:
        return False, 0
    pts = sum(VALUE_OF[c] for cs in won for c in cs)
    for (s, _, v), idx in zip(melds, k.meld_tricks):
        if k.side[s] == op and idx < at:
            pts += v
    return True, pts
