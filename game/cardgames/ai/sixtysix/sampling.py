"""Deal the unseen cards to the hidden hands and the talon, honestly.

A sample gives every other active seat its known cards plus enough unseen
cards to fill its hand, never a card it cannot hold (`Knowledge.forbidden`),
and puts the rest face down in the talon in random order.  Only the
knowledge and the passed random generator are used, so the same view and
seed always give the same sample.
"""

from __future__ import annotations

from ...cards import cards_of


class Sample:
    """Hands per seat (masks) and the face-down talon, top (drawn next) first."""

    __slots__ = ("hands", "talon")

    def __init__(self, hands, talon):
        self.hands = hands
        self.talon = talon


def deal(k, rng) -> Sample:
    """One random deal of `k.hidden` consistent with everything `k` knows."""
    slots = [s for s in range(k.seats) if s != k.seat and k.side[s] >= 0]
    need = {s: k.sizes[s] - bin(k.known[s]).count("1") for s in slots}
    pool = cards_of(k.hidden)
    hands = list(k.known)
    hands[k.seat] = k.hand
    if len(slots) == 1:
        s = slots[0]
        got = {s: _deal_one(pool, need[s], k.forbidden[s], rng)}
    else:
        got = _deal_many(pool, slots, need, k.forbidden, rng)
    rest = pool
    for s, cards in got.items():
        m = 0
        for c in cards:
            m |= 1 << c
        hands[s] |= m
        rest = [c for c in rest if not m >> c & 1]
    rest = list(rest)
    rng.shuffle(rest)
    return Sample(hands, rest[: k.talon_hidden])


def _deal_one(pool, n, forbidden, rng) -> list:
    """Uniform choice of `n` allowed cards for the one hidden hand."""
    allowed = [c for c in pool if not forbidden >> c & 1]
    if len(allowed) < n:         # inconsistent knowledge: never crash, ignore it
        allowed = pool
    return rng.sample(allowed, n) if n > 0 else []


def _deal_many(pool, slots, need, forbidden, rng, tries=200) -> dict:
    """Constraint dealing to several hands (and the talon) with restarts."""
    talon_n = len(pool) - sum(need.values())
    for _ in range(tries):
        got = _try_deal(pool, slots, need, forbidden, talon_n, rng)
        if got is not None:
            return got
    return _search_deal(pool, slots, need, forbidden, talon_n) or _ignore(pool, slots, need)


def _try_deal(pool, slots, need, forbidden, talon_n, rng):
    left = dict(need)
    left[-1] = talon_n
    cards = list(pool)
    rng.shuffle(cards)
    cards.sort(key=lambda c: sum(1 for s in slots if not forbidden[s] >> c & 1))
    got = {s: [] for s in slots}
    for c in cards:
        opts = [s for s in slots if left[s] > 0 and not forbidden[s] >> c & 1]
        if left[-1] > 0:
            opts.append(-1)
        if not opts:
            return None
        total = sum(left[s] for s in opts)
        x = rng.random() * total
        for s in opts:
            x -= left[s]
            if x < 0:
                break
        left[s] -= 1
        if s >= 0:
            got[s].append(c)
    return got


def _search_deal(pool, slots, need, forbidden, talon_n):
    """Deterministic backtracking when random dealing keeps failing."""
    left = dict(need)
    left[-1] = talon_n
    got = {s: [] for s in slots}

    def place(i):
        if i == len(pool):
            return True
        c = pool[i]
        for s in slots + [-1]:
            if left[s] > 0 and (s < 0 or not forbidden[s] >> c & 1):
                left[s] -= 1
                if s >= 0:
                    got[s].append(c)
                if place(i + 1):
                    return True
                left[s] += 1
                if s >= 0:
                    got[s].pop()
        return False

    return got if place(0) else None


def _ignore(pool, slots, need) -> dict:
    got, i = {}, 0
    for s in slots:
        got[s] = pool[i:i + need[s]]
        i += need[s]
    return got
