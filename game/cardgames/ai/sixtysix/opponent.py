"""How a strong player picks its card: a small learned model for reading its play.

For each card `c` a seat may play with hand `H`, the model scores
`WEIGHTS[kind] · features(c, H, ...)`; the chance that it plays `c` is the
softmax of the scores over the cards it may play (a multinomial logit).
Kinds: leading or following, with the talon open or closed (`KINDS`).
The features use only what that seat could see then: the card's rank,
trump, half of a marriage it holds, the length of its suit in `H`, highest
or lowest of that suit in `H`, top card still out (every higher card of its
suit played or in `H`), trumps held, and when following: it wins the
trick, the led card's points it wins, same suit, trumped in, its own points
it wins with.

`WEIGHTS` were fitted by maximum likelihood on recorded games of `stark`
against itself (`bench/opponent.py fit`, which prints them); they are data
and are refitted when `stark` changes.  `chance` is what inference.py
multiplies into a sampled deal's weight.
"""

from __future__ import annotations

from math import exp

from ...cards import PAIR_MASK, SUIT_MASK, VALUE_OF, cards_of, rank_of, suit_of
from ...tricks import BEATS, HIGHER

FACES = (1 << 24) - 1
KINDS = ("lead open", "follow open", "lead closed", "follow closed")
NAMES = ("ass", "zehn", "könig", "ober", "unter", "neun", "trumpf", "paarhälfte",
         "farblänge", "höchste der farbe", "niedrigste der farbe", "oberste draußen",
         "sticht", "sticht × punkte des ausspiels", "farbe bedient", "sticht mit trumpf",
         "sticht × eigene punkte", "trumpf × trümpfe")
N_FEATURES = len(NAMES)

#: Fitted weights per kind, in the order of NAMES (bench/opponent.py fit on 600 games
#: of `stark` against itself, seeds 2000-2599; the comments are its figures).
WEIGHTS = {
    # lead open: 1721 Beispiele, Log-Likelihood -1.476, zurückgehalten -1.510 (gleich verteilt -1.792)
    "lead open": (-1.329, -0.308, -0.476, -0.596, 1.460, 1.249, 0.352, -1.369, 0.100, -0.010, 0.064, 1.374, 0.000, 0.000, 0.000, 0.000, 0.000, 0.487),
    # follow open: 1721 Beispiele, Log-Likelihood -1.042, zurückgehalten -1.093 (gleich verteilt -1.792)
    "follow open": (-1.546, -1.340, -0.380, 0.158, 1.483, 1.625, -1.711, -2.658, 0.287, 0.470, 0.587, -1.103, 0.188, 3.025, -0.179, -0.277, 4.189, 0.001),
    # lead closed: 832 Beispiele, Log-Likelihood -0.803, zurückgehalten -0.822 (gleich verteilt -1.365)
    "lead closed": (0.388, -0.130, -0.132, -0.250, 0.084, 0.042, 0.809, -0.985, 0.132, 0.922, 0.039, 2.717, 0.000, 0.000, 0.000, 0.000, 0.000, 0.812),
    # follow closed: 470 Beispiele, Log-Likelihood -0.423, zurückgehalten -0.383 (gleich verteilt -1.028)
    "follow closed": (-1.736, -1.939, -0.341, -0.098, 1.275, 2.839, 0.000, -2.702, 0.372, -0.537, 0.546, -0.961, 0.000, 0.000, 0.000, 0.000, 1.381, 0.000),
}

_SUIT = tuple(SUIT_MASK[s] & FACES for s in range(4))
_BELOW = tuple(_SUIT[suit_of(c)] & ~HIGHER[c] & ~(1 << c) for c in range(24))


def features(c, hand, trump, led, played) -> list:
    """The feature row of card `c` for a seat holding `hand` (led: the led card or -1;
    played: every card played before this move)."""
    f = [0.0] * N_FEATURES
    f[rank_of(c)] = 1.0
    su = suit_of(c)
    suit = _SUIT[su]
    f[6] = float(su == trump)
    pair = PAIR_MASK[su]
    f[7] = float(bool(pair >> c & 1) and hand & pair == pair)
    own = hand & suit
    f[8] = own.bit_count() / 3
    f[9] = float(not HIGHER[c] & own)
    f[10] = float(not _BELOW[c] & own)
    f[11] = float(not HIGHER[c] & suit & ~played & ~hand)
    if su == trump:
        f[17] = (hand & _SUIT[trump]).bit_count() / 3
    if led >= 0:
        wins = BEATS[trump][led] >> c & 1
        f[12] = float(wins)
        f[13] = wins * VALUE_OF[led] / 10
        f[14] = float(suit_of(led) == su)
        f[15] = float(bool(wins) and su == trump and suit_of(led) != trump)
        f[16] = wins * VALUE_OF[c] / 10
    return f


def chance(kind, card, options, hand, trump, led, played) -> float:
    """Chance that a seat holding `hand` plays `card` out of the cards `options`."""
    w = WEIGHTS[kind]
    total = mine = 0.0
    for c in cards_of(options):
        f = features(c, hand, trump, led, played)
        e = exp(sum(a * b for a, b in zip(w, f) if b))
        total += e
        if c == card:
            mine = e
    return mine / total if total else 0.0


__all__ = ["KINDS", "NAMES", "WEIGHTS", "chance", "features"]
