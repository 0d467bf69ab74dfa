"""Reading the other seats' play: how likely a sampled deal is, given what they did.

Plain sampling deals the unseen cards uniformly (only the hard facts, the
voids under the duty to follow, are kept).  But a player's moves say more:
the rule-of-thumb policy (policy.py, the opponent model here) always melds
a marriage it holds, always robs the trump card when it may, takes a trick
in the led suit with its highest card that wins, and trumps a trick worth
ten or more when it cannot win in the suit.  Each move of another seat that
the policy would not have made with some card in hand says: at that
moment the seat probably did not hold it.

`Inference.from_view` turns the public history of the view into such
facts (ai/facts.py: a card fact, or a pair fact for an unmelded marriage),
each with the cards the seat has drawn since.  Besides, every card the other
seat played with at most MAX_DRAWS cards drawn since (all of them once the
talon is closed) is read through the learned model of opponent.py: a
sampled hand, with the cards played since put back, is as likely as the
model finds that play with it (the cards drawn in between are not known,
so the hand read is a little too big).  `players.Context.sample` draws
deals in proportion to the likelihood.  Only the view is read: the same
view gives the same facts, whatever the hidden cards really are.
Partners (66 zu viert) are not read: their model gives points away.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...cards import PAIR_MASK, SUIT_MASK, VALUE_OF, make, suit_of
from ...tricks import BEATS, allowed_mask
from ..facts import Facts
from . import opponent

#: How often a seat breaks a rule of the opponent model anyway.
EPS_MELD = 0.1          # did not meld a marriage it held
EPS_ROB = 0.15          # did not rob the trump card with the low trump
EPS_SUIT = 0.2          # did not win a trick worth ten or more in the led suit (or not with
EPS_SUIT_LOW = 0.5      # its highest winner); ... a cheaper trick: often ducked on purpose
EPS_TRUMP = 0.4         # did not trump a trick worth ten or more (trumps are often kept)
EPS_HIGHEST = 0.5       # won in the led suit, but not with its highest winner


#: Card plays read through the opponent model: at most this many cards drawn since.
MAX_DRAWS = 4


@dataclass
class Play:
    """A card another seat played, as the opponent model (opponent.py) reads it."""

    seat: int
    kind: str
    card: int
    led: int           # the led card when following, else -1
    played: int        # every card played before it
    later: int         # the cards that seat played from then on, this one included
    duty: int          # the duty to follow then (0: none)


@dataclass
class Inference(Facts):
    """Soft facts about the other seats' hands, from their play (facts.py), and
    their card plays read through the opponent model."""

    plays: list = field(default_factory=list)
    trump: int = -1

    @property
    def empty(self) -> bool:
        return super().empty and not self.plays

    def weight(self, hands) -> float:
        w = Facts.weight(self, hands)
        trump = self.trump
        for p in self.plays:
            hand = hands[p.seat] | p.later
            options = hand
            if p.duty and p.led >= 0:
                options = allowed_mask(hand, p.led, p.led, trump, p.duty)
            w *= opponent.chance(p.kind, p.card, options, hand, trump, p.led, p.played)
        return w

    @classmethod
    def from_view(cls, k, view) -> "Inference":
        """The facts of knowledge `k` (knowledge.py) and its `view`."""
        inf = cls(list(k.sizes))
        if k.n_active != 2:          # partners give each other points: another model
            return inf
        inf.trump = k.trump
        r = k.rules
        hidden = k.hidden
        trump = k.trump
        drawing = k.duty_from if r.has_talon else 0        # tricks after which cards were drawn
        start_talon = len(r.deck) - k.n_active * r.hand_size if r.has_talon else 0
        tricks = [(ld, cs) for ld, cs, _ in k.history]
        now = len(tricks)
        if k.trick:
            tricks.append((k.trick_seats[0], tuple(k.trick)))
        melded = {(m["seat"], at) for m, at in zip(view["marriages"], k.meld_tricks)}
        won = [0, 0]
        phase1_now = view["phase"] == 1
        closed = bool(view["closed"])
        played = 0
        for i, (leader, cs) in enumerate(tricks):
            draws = max(0, drawing - i)
            phase1 = i < drawing or (i == now and phase1_now)
            if leader != k.seat:
                inf._lead(k, leader, i, cs[0], draws, phase1, won, melded, start_talon, hidden)
            s, best = leader, cs[0]
            for p in range(len(cs)):
                if p:
                    s = k._order()[s]
                    if s != k.seat and phase1:
                        inf._follow(s, cs[:p], best, cs[p], trump, draws, hidden)
                    if BEATS[trump][best] >> cs[p] & 1:
                        best = cs[p]
                if (s != k.seat and (phase1 or closed) and draws <= MAX_DRAWS
                        and not (p == 0 and (s, i) in melded)):
                    later = _played_from(tricks, i, s, k)
                    kind = opponent.KINDS[(2 if not phase1 else 0) + (1 if p else 0)]
                    inf.plays.append(Play(s, kind, cs[p], cs[0] if p else -1, played, later,
                                          0 if phase1 else r.duty))
                played |= 1 << cs[p]
            if i < len(k.history):
                won[k.side[k.history[i][2]]] += 1
        return inf

    def _lead(self, k, s, i, lead, draws, phase1, won, melded, start_talon, hidden):
        r = k.rules
        side = k.side[s]
        may_meld = ((not r.marriage_needs_trick or won[side]) and
                    not (r.marriage_open_only and not phase1))
        if may_meld and (s, i) not in melded:
            for su in range(4):
                pair = PAIR_MASK[su]
                if pair & hidden == pair:        # both unseen: it did not hold both
                    king = pair & -pair
                    self.pair(s, king, pair & ~king, draws, EPS_MELD)
                elif pair >> lead & 1 and pair & hidden:   # led one half: not the other
                    self.card(s, pair & hidden, draws, EPS_MELD)
        if (r.exchange_rank is not None and phase1
                and start_talon - k.n_active * i >= r.exchange_min
                and (r.exchange_anytime or won[side])):
            low = 1 << make(k.trump, r.exchange_rank)
            if low & hidden:
                self.card(s, low, draws, EPS_ROB)

    def _follow(self, s, before, best, card, trump, draws, hidden):
        led = suit_of(before[0])
        beats = BEATS[trump][best]
        in_suit = SUIT_MASK[led] & _mask_beating(beats)
        stake = sum(VALUE_OF[c] for c in before)
        eps = EPS_SUIT if stake >= 10 else EPS_SUIT_LOW
        if suit_of(card) == led and beats >> card & 1:
            higher = 0
            for c in range(24):
                if in_suit >> c & 1 and VALUE_OF[c] > VALUE_OF[card]:
                    higher |= 1 << c
            self.card(s, higher & hidden, draws, EPS_HIGHEST)
            return
        self.card(s, in_suit & hidden, draws, eps)
        if not beats >> card & 1 and stake >= 10 and led != trump:
            trumps = SUIT_MASK[trump] & _mask_beating(beats) & hidden
            self.card(s, trumps, draws, EPS_TRUMP)


def _played_from(tricks, start, seat, k) -> int:
    """The cards `seat` played in the tricks from index `start` on."""
    out = 0
    order = k._order()
    for leader, cs in tricks[start:]:
        s = leader
        for p, c in enumerate(cs):
            if p:
                s = order[s]
            if s == seat:
                out |= 1 << c
    return out


def _mask_beating(beats) -> int:
    return beats & ((1 << 24) - 1)


__all__ = ["Inference"]
