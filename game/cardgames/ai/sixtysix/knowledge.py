"""What one seat knows about a 66-family game, read from its `view` only.

`Knowledge.from_view` turns the JSON-safe view into card ids and masks:
the own hand, every played card, the cards known to sit in another hand
(a robbed trump, the face-up trump drawn by the loser of the last drawing
trick, a shown marriage still held), the cards nobody has seen, how many of
them each hand and the talon hold, and the cards a player cannot hold
because of how they played under the duty to follow (phase 2).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache

from ...cards import PAIR_MASK, SUIT_MASK, mask_of, parse_face, parse_suit, suit_of
from ...presets import Rules, make_options
from ...tricks import BEATS, HIGHER

FACES = (1 << 24) - 1


@lru_cache(maxsize=64)
def _rules(preset: str, options_json: str) -> Rules:
    return Rules(preset, make_options(preset, json.loads(options_json)))


def rules_of(view) -> Rules:
    """The compiled rules of the view's preset and options (cached)."""
    return _rules(view["preset"], json.dumps(view["options"], sort_keys=True))


def card(text: str) -> int:
    """Card id of a card text in either name family."""
    return parse_face(text)


@dataclass
class Knowledge:
    """Card ids and masks of everything public plus the seat's own hand."""

    rules: Rules
    seat: int
    seats: int
    side: list                     # side per seat, -1 sitting out
    hand: int                      # own hand mask
    trump: int
    trump_card: int                # face-up trump still under the talon, else -1
    history: list                  # (leader, cards tuple, winner) per finished trick
    trick: list                    # cards of the trick in play
    trick_seats: list              # who played them
    known: list                    # per seat: cards known to be in that hand
    sizes: list                    # per seat: hand size now
    talon_hidden: int              # face-down talon cards (face-up trump excluded)
    hidden: int                    # mask of cards nobody (of us) has seen
    forbidden: list = field(default_factory=list)   # per seat: cards it cannot hold
    duty_from: int = 0             # index of the first trick played under duty
    meld_tricks: list = field(default_factory=list)  # trick index of each marriage
    lead_meld: int = -1

    @classmethod
    def from_view(cls, view) -> "Knowledge":
        rules = rules_of(view)
        seat, n = view["seat"], view["seats"]
        side = [-1] * n
        for sd, team in enumerate(view["teams"]):
            for s in team:
                side[s] = sd
        hand = mask_of(card(t) for t in view["hand"])
        history = [
            (t["leader"], tuple(card(x["card"]) for x in t["cards"]), t["winner"])
            for t in view["tricks"]
        ]
        trick = [card(x["card"]) for x in view["trick"]]
        trick_seats = [x["seat"] for x in view["trick"]]
        trump_card = card(view["trump_card"]) if view["trump_card"] else -1
        played = mask_of(c for _, cs, _ in history for c in cs) | mask_of(trick)
        known = [0 if s == seat else mask_of(card(t) for t in view["known_cards"][s]) & ~played
                 for s in range(n)]
        deck = mask_of(rules.deck)
        seen = hand | played | (1 << trump_card if trump_card >= 0 else 0)
        for m in known:
            seen |= m
        base = bin(hand).count("1") + (1 if seat in trick_seats else 0)
        sizes = [
            0 if side[s] < 0 else base - (1 if s in trick_seats else 0) for s in range(n)
        ]
        talon_hidden = view["talon"] - (1 if trump_card >= 0 else 0)
        k = cls(
            rules=rules, seat=seat, seats=n, side=side, hand=hand,
            trump=parse_suit(view["trump"]), trump_card=trump_card, history=history,
            trick=trick, trick_seats=trick_seats, known=known, sizes=sizes,
            talon_hidden=max(0, talon_hidden), hidden=deck & ~seen,
        )
        k.duty_from = k._duty_from(view)
        k.forbidden = k._forbidden(view["phase"] == 2)
        k.meld_tricks, k.lead_meld = k._meld_tricks(view)
        return k

    # --- derived facts ----------------------------------------------------

    @property
    def n_active(self) -> int:
        return sum(1 for s in self.side if s >= 0)

    def _duty_from(self, view) -> int:
        """Index of the first trick played with the duty to follow."""
        r = self.rules
        if not r.has_talon:
            return 0
        start = len(r.deck) - self.n_active * r.hand_size
        return (start - view["talon"]) // self.n_active

    def _forbidden(self, phase2: bool) -> list:
        """Cards each seat cannot hold, from its plays under the duty to follow."""
        out = [0] * self.seats
        if not phase2:
            return out
        duty, trump = self.rules.duty, self.trump
        tricks = [(ld, cs) for ld, cs, _ in self.history[self.duty_from:]]
        if self.trick:
            tricks.append((self.trick_seats[0], tuple(self.trick)))
        order = self._order()
        for leader, cards in tricks:
            led = cards[0]
            best = led
            s = leader
            for c in cards[1:]:
                s = order[s]
                out[s] |= _revealed(c, led, best, trump, duty)
                if BEATS[trump][best] >> c & 1:
                    best = c
        return out

    def _order(self) -> list:
        """Next active seat after each seat."""
        act = [s for s in range(self.seats) if self.side[s] >= 0]
        nxt = [-1] * self.seats
        for i, s in enumerate(act):
            nxt[s] = act[(i + 1) % len(act)]
        return nxt

    def _meld_tricks(self, view):
        """Trick index at which each marriage was declared; the pending lead meld."""
        idx, lead_meld = [], -1
        for m in view["marriages"]:
            s, su = m["seat"], parse_suit(m["suit"])
            pair = PAIR_MASK[su]
            at = next((i for i, (ld, cs, _) in enumerate(self.history)
                       if ld == s and pair >> cs[0] & 1), None)
            if at is None:
                at = len(self.history)      # this lead (its card may lie in the trick)
                if not self.rules.plays_king:
                    lead_meld = su
            idx.append(at)
        return idx, lead_meld


def _revealed(card_: int, led: int, best: int, trump: int, duty: int) -> int:
    """Cards a player cannot have held, having played `card_` under `duty`."""
    ls = suit_of(led)
    cs = suit_of(card_)
    if cs == ls:
        if duty == 3 and suit_of(best) == ls and not HIGHER[best] >> card_ & 1:
            return HIGHER[best] & SUIT_MASK[ls] & FACES
        return 0
    out = SUIT_MASK[ls]
    if duty >= 2 and ls != trump:
        if cs != trump:
            out |= SUIT_MASK[trump]
        elif duty == 3 and suit_of(best) == trump and not HIGHER[best] >> card_ & 1:
            out |= HIGHER[best] & SUIT_MASK[trump]
    return out & FACES
