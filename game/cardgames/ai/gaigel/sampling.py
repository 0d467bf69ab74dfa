"""Sampled Gaigel deals consistent with a seat's knowledge, as core states.

`deal(k, rng)` hands out the unseen cards: to every other seat its count
minus the cards known in its hand (never a card it has shown void in), to
the face-down slots of the first trick (non-trumps where possible: trump may
not be played there unless a hand holds only trumps) and the rest to the
talon in random order.  `build(k, sample)` makes a `Gaigel` core state via
`from_dict` with the seat to act being the viewing seat.
"""

from __future__ import annotations

from ...cards import SUIT_MASK, VALUE_OF, parse_face, parse_suit
from ...gaigel.core import Gaigel
from ...tricks import BEATS

TRIES = 30


def deal(k, rng) -> dict:
    """{'hands': masks per seat, 'trick': ids, 'talon': ids top first}."""
    others = [s for s in range(k.seats) if s != k.me]
    need = {s: k.need(s) for s in others}
    forb = k.forbidden
    trumps = SUIT_MASK[k.trump]
    pool0 = list(k.unseen)
    for attempt in range(TRIES):
        pool = pool0[:]
        rng.shuffle(pool)
        hands = {s: k.known[s] for s in others}
        slots = {}
        # face-down first-trick cards: non-trumps first
        for i in k.hidden_slots:
            j = next((j for j, c in enumerate(pool) if not trumps >> c & 1), 0)
            slots[i] = pool.pop(j)
        order = sorted(others, key=lambda s: sum(1 for c in pool if not forb[s] >> c & 1)
                       - need[s]) if attempt < TRIES - 1 else others
        ok = True
        for s in order:
            want = need[s]
            if want <= 0:
                continue
            strict = attempt < TRIES - 1
            take = []
            rest = []
            for c in pool:
                if len(take) < want and not (strict and forb[s] >> c & 1):
                    take.append(c)
                else:
                    rest.append(c)
            if len(take) < want:
                ok = False
                break
            for c in take:
                hands[s] |= 1 << c
            pool = rest
        if ok:
            trick = [slots[i] if c is None else c for i, c in enumerate(k.trick)]
            return {"hands": hands, "trick": trick, "talon": pool[:k.talon_len]}
    raise AssertionError("unreachable: the last try ignores the voids")


def build(k, sample) -> Gaigel:
    """A core state for one sample; the viewing seat is to act."""
    v = k.view
    n = k.seats
    hands = [sample["hands"].get(s, 0) for s in range(n)]
    hands[k.me] = k.hand
    p = k.parties
    taken = [0] * p
    card_pts = [0] * p
    for _, cards, w, _ in k.history:
        for c in cards:
            taken[k.side[w]] |= 1 << c
            card_pts[k.side[w]] += VALUE_OF[c]
    meld_pts = [0] * p
    melds = []
    for m in v["marriages"]:
        s = m["seat"]
        meld_pts[k.side[s]] += m["points"]
        melds.append([s, parse_suit(m["suit"]), m["points"], m["trick"] - 1])
    trick = list(sample["trick"])
    leader = v["leader"]
    best, best_seat = -1, -1
    if trick:
        best, best_seat = trick[0], leader
        if k.history:
            for i in range(1, len(trick)):
                if BEATS[k.trump][best] >> trick[i] & 1:
                    best, best_seat = trick[i], (leader + i) % n
    turn_meld, turn_pair = -1, 0
    if melds:
        s, suit, _, t = melds[-1]
        if s == k.me and t == len(k.history) and k.me not in k.trick_seats:
            turn_meld = suit
            turn_pair = k.used & k.hand & SUIT_MASK[suit]
    known = [k.known[s] for s in range(n)]
    ex = v.get("exchange")
    robbed = None
    if ex:
        robbed = [ex["seat"], parse_face(ex["gave"]), parse_face(ex["took"])]
    d = {
        "dealer": v["dealer"],
        "used": k.used,
        "trump": k.trump,
        "trump_card": k.trump_card,
        "trump_taker": v["trump_taken_by"] if v["trump_taken_by"] is not None else -1,
        "phase2": k.phase2,
        "leader": leader,
        "turn": k.me,
        "best": best,
        "best_seat": best_seat,
        "opening": k.opening,
        "turn_meld": turn_meld,
        "turn_pair": turn_pair,
        "grace": bool(v["grace_time"]),
        "over": False,
        "outcome": None,
        "hands": hands,
        "known": known,
        "trick": trick,
        "taken": taken,
        "tricks": list(v["tricks_won"]),
        "card_pts": card_pts,
        "meld_pts": meld_pts,
        "deadline": [-1 if x is None else x - 1 for x in v["aus_deadline"]],
        "dissle": list(v["dissle"]),
        "talon": list(sample["talon"]),
        "robbed": robbed,
        "melds": melds,
        "history": [[ld, list(cs), w, op] for ld, cs, w, op in k.history],
    }
    return Gaigel.from_dict(k.rules, d)


__all__ = ["deal", "build"]
