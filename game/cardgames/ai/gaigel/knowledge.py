"""What a Gaigel seat knows, read from its view alone (RULES.md section 5).

`GaigelKnowledge.from_view(view)` turns the public view of one seat into
card ids and bitmasks for the Gaigel core:

- the own hand, every card played face up (history and current trick),
  the face-up trump card, cards known to sit in other hands (`known_cards`:
  a robbed or taken trump, shown marriage cards still held);
- `unseen`: the ids of every card not accounted for (two copies per face;
  ids are assigned per face in the order met, so both copies stay
  interchangeable);
- `forbidden[seat]`: cards a seat cannot hold, from its plays in the
  empty-talon phase under the duty to follow and to take the trick;
- hand sizes, talon count and the slots of face-down cards of other seats
  in the first trick (those stay unknown: only non-trumps are likely).

Nothing here reads another hand or the talon order; the view has none.
"""

from __future__ import annotations

from ...cards import KING, OBER, SUIT_MASK, cards_of, parse_face, parse_suit, rank_of, suit_of
from ...gaigel.core import OPEN_NONE
from ...presets import GaigelRules, make_options
from ...tricks import BEATS, HIGHER

#: View opening names -> core opening codes.
OPENING_CODE = {None: 0, "ge-elfen": 1, "höher hat": 2, "andere alte": 3, "nur trümpfe": 4}


class _Ids:
    """Hands out card ids per face: the first text met gets copy 0, then copy 1."""

    def __init__(self):
        self.count = [0] * 24

    def take(self, text) -> int:
        face = parse_face(text)
        k = self.count[face]
        if k >= 2:
            raise ValueError(f"{text}: mehr als zwei Karten im Blick")
        self.count[face] = k + 1
        return face + 24 * k


class GaigelKnowledge:
    """Card knowledge of one Gaigel seat (see the module text)."""

    def __init__(self, view):
        self.view = view
        opts = make_options(view["preset"], view["options"])
        self.rules = GaigelRules(view["preset"], opts)
        n = self.seats = view["seats"]
        self.me = view["seat"]
        self.parties = self.rules.parties
        self.side = tuple(s % self.parties for s in range(n))
        self.trump = parse_suit(view["trump"])
        ids = _Ids()
        self.hand = 0
        for t in view["hand"]:
            self.hand |= 1 << ids.take(t)
        # history: (leader, cards, winner, opening)
        self.history = []
        for tr in view["tricks"]:
            cards = tuple(ids.take(c["card"]) for c in tr["cards"])
            self.history.append((tr["leader"], cards, tr["winner"],
                                 OPENING_CODE.get(tr["opening"], 0)))
        # current trick: ids, or None for another seat's face-down card
        self.trick_seats = [t["seat"] for t in view["trick"]]
        self.trick = [None if t["card"] is None else ids.take(t["card"]) for t in view["trick"]]
        self.trump_card = ids.take(view["trump_card"]) if view["trump_card"] else -1
        self.known = [0] * n
        for s, texts in enumerate(view["known_cards"]):
            if s != self.me:
                for t in texts:
                    self.known[s] |= 1 << ids.take(t)
        self.ids = ids
        seen = [c for f in range(24) for c in (f, f + 24)[:ids.count[f]]]
        self.unseen = [c for f in range(24) for c in (f, f + 24)[ids.count[f]:]]
        self.seen_mask = sum(1 << c for c in seen)
        self.hand_counts = list(view["hand_counts"])
        self.talon_count = view["talon"]            # face-up trump included
        self.talon_len = self.talon_count - (1 if self.trump_card >= 0 else 0)
        self.phase2 = view["phase"] == 2
        self.rounds = (len(self.rules.deck) - n * self.rules.hand_size) // n
        self.opening = OPENING_CODE.get(view["opening"], 0) if not self.history else OPEN_NONE
        self.hidden_slots = [i for i, c in enumerate(self.trick) if c is None]
        self.forbidden = self._voids()
        self.used = self._used()

    @classmethod
    def from_view(cls, view):
        return cls(view)

    # --- derived ----------------------------------------------------------

    def need(self, seat) -> int:
        """Unknown cards still to deal into `seat`'s hand."""
        if seat == self.me:
            return 0
        return self.hand_counts[seat] - bin(self.known[seat]).count("1")

    def _voids(self) -> list:
        """Cards each seat cannot hold, from phase-2 plays (duty to follow and take)."""
        n = self.seats
        forb = [0] * n
        tricks = [(ld, cs) for k, (ld, cs, _, _) in enumerate(self.history) if k >= self.rounds]
        if self.phase2 and self.trick and None not in self.trick:
            tricks.append((self.view["leader"], tuple(self.trick)))
        trump = self.trump
        tmask = SUIT_MASK[trump]
        for leader, cards in tricks:
            led = suit_of(cards[0])
            best = cards[0]
            s = leader
            for i, c in enumerate(cards):
                if i:
                    sc = suit_of(c)
                    beat = BEATS[trump][best] >> c & 1
                    if sc != led:
                        forb[s] |= SUIT_MASK[led]
                        if sc != trump:
                            forb[s] |= tmask
                        elif suit_of(best) == trump and not beat:
                            forb[s] |= HIGHER[best]
                    elif suit_of(best) == led and not beat:
                        forb[s] |= HIGHER[best]
                    if beat:
                        best = c
                s = (s + 1) % n
        return forb

    def _used(self) -> int:
        """Held cards already counted in a marriage (own hand and shown cards)."""
        melds = {}
        first = {}
        for m in self.view["marriages"]:
            key = (m["seat"], parse_suit(m["suit"]))
            melds[key] = melds.get(key, 0) + 1
            first.setdefault(key, m["trick"] - 1)
        used = 0
        for (s, suit), count in melds.items():
            for rank in (KING, OBER):
                if s == self.me:
                    held = [c for c in cards_of(self.hand) if suit_of(c) == suit
                            and rank_of(c) == rank]
                    played = self._played_by(s, suit, rank, first[(s, suit)])
                    k = max(0, min(len(held), count - played))
                else:
                    held = [c for c in cards_of(self.known[s]) if suit_of(c) == suit
                            and rank_of(c) == rank]
                    k = min(len(held), count)
                for c in held[:k]:
                    used |= 1 << c
        return used

    def _played_by(self, seat, suit, rank, since) -> int:
        n = 0
        tricks = [(ld, cs) for ld, cs, _, _ in self.history[since:]]
        tricks.append((self.view["leader"], tuple(c for c in self.trick)))
        for leader, cards in tricks:
            for i, c in enumerate(cards):
                if c is not None and (leader + i) % self.seats == seat \
                        and suit_of(c) == suit and rank_of(c) == rank:
                    n += 1
        return n


__all__ = ["GaigelKnowledge", "OPENING_CODE"]
