"""Soft facts about hidden hands, read from play, and the likelihood of a sampled deal.

A family's inference (ai/sixtysix/inference.py, ai/gaigel/inference.py)
reads the other seats' moves against a cheap opponent model (its
rule-of-thumb policy) and notes what each move says: "at that moment the
seat held none of these cards" (a `card` fact) or "not one of these and
one of those together" (a `pair` fact: an unmelded marriage).  Each fact
carries how many cards the seat has drawn since (a card it holds now may
have come later) and `eps`, the chance it broke the model's rule anyway.

`Facts.weight(hands)` is the likelihood of a sampled deal: each fact its
hands break costs a factor q + (1 - q) * eps, q the chance the cards came
only later (draws since / hand size, per card).  `draw(make, weight, rng)`
draws deals in proportion to it (rejection sampling), so a sampled deal
explains the play as well as the model can tell.  Only the view's public
history goes in: the same view gives the same facts whatever the hidden
cards really are.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: Rejection sampling: deals tried before the most likely of them is taken.
TRIES = 12


@dataclass
class Facts:
    """Soft facts per seat; `sizes`: the seats' hand sizes now."""

    sizes: list
    cards: dict = field(default_factory=dict)   # seat -> [(mask, draws, eps)]
    pairs: dict = field(default_factory=dict)   # seat -> [(mask a, mask b, draws, eps)]

    def card(self, seat, mask, draws, eps):
        """Seat `seat` held none of `mask` then (`draws` cards drawn since)."""
        if mask:
            self.cards.setdefault(seat, []).append((mask, draws, eps))

    def pair(self, seat, a, b, draws, eps):
        """Seat `seat` did not hold one of `a` together with one of `b` then."""
        if a and b:
            self.pairs.setdefault(seat, []).append((a, b, draws, eps))

    @property
    def empty(self) -> bool:
        return not any(self.cards.values()) and not any(self.pairs.values())

    def weight(self, hands) -> float:
        """Likelihood (0..1] of a sampled deal's hands (a mask per seat) given the facts."""
        w = 1.0
        for s, facts in self.cards.items():
            hand = hands[s]
            late = 1.0 / max(1, self.sizes[s])
            for mask, draws, eps in facts:
                got = bin(hand & mask).count("1")
                if got:
                    q = min(1.0, draws * late) ** got
                    w *= q + (1.0 - q) * eps
        for s, facts in self.pairs.items():
            hand = hands[s]
            late = 1.0 / max(1, self.sizes[s])
            for a, b, draws, eps in facts:
                if hand & a and hand & b:
                    on_time = 1.0 - min(1.0, draws * late)
                    q = 1.0 - on_time * on_time
                    w *= q + (1.0 - q) * eps
        return w


def resample(make, weight, rng, tries=TRIES):
    """One of `tries` deals from `make()`, chosen in proportion to `weight(deal)`
    (sampling-importance-resampling: for weights that are likelihoods, far below 1)."""
    got = [make() for _ in range(tries)]
    ws = [weight(d) for d in got]
    x = rng.random() * sum(ws)
    for d, w in zip(got, ws):
        x -= w
        if x < 0:
            return d
    return got[-1]


def draw(make, weight, rng, tries=TRIES):
    """A deal from `make()` kept with probability `weight(deal)`; after `tries`
    rejections the most likely deal tried."""
    best, top = None, -1.0
    for _ in range(tries):
        got = make()
        w = weight(got)
        if w >= 1.0 or rng.random() < w:
            return got
        if w > top:
            best, top = got, w
    return best


__all__ = ["Facts", "TRIES", "draw", "resample"]
