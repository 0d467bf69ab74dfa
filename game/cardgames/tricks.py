"""Tricks: who takes a trick and which cards the duty to follow allows.

Shared by the 66 family and Gaigel.  Works on card ids and bitmasks only.
A later card beats the card currently winning when it is a higher card of
the same suit or a trump on a non-trump; an equal card (Gaigel's second
copy) never beats: the card played first wins.
"""

from __future__ import annotations

from .cards import SUIT_MASK, rank_of, suit_of

DUTY_FOLLOW, DUTY_TRUMP, DUTY_BEAT = 1, 2, 3


def _higher(card: int) -> int:
    """Mask of ids of the same suit with a strictly higher rank (both copies)."""
    s, r = suit_of(card), rank_of(card)
    return sum(
        1 << c for c in range(48) if suit_of(c) == s and rank_of(c) < r
    )


#: HIGHER[c]: cards of c's suit that beat c.
HIGHER = tuple(_higher(c) for c in range(48))
#: SUIT_OF[c]: the suit of card id c (a table: `allowed_mask` runs in every playout).
SUIT_OF = tuple(suit_of(c) for c in range(48))
#: BEATS[trump][c]: every card that beats c when it is winning the trick.
BEATS = tuple(
    tuple(
        HIGHER[c] | (0 if suit_of(c) == t else SUIT_MASK[t]) for c in range(48)
    )
    for t in range(4)
)


def beats(card: int, best: int, trump: int) -> bool:
    """True if `card`, played later, takes the trick from `best`."""
    return bool(BEATS[trump][best] >> card & 1)


def winner_index(cards, trump: int) -> int:
    """Index in play order of the card that takes the trick."""
    best = 0
    table = BEATS[trump]
    for i in range(1, len(cards)):
        if table[cards[best]] >> cards[i] & 1:
            best = i
    return best


def allowed_mask(hand: int, led: int, best: int, trump: int, duty: int) -> int:
    """Cards of `hand` the duty to follow allows (phase 2 / empty talon).

    `led` is the first card of the trick, `best` the card winning it now.
    DUTY_FOLLOW: follow suit, else any card.  DUTY_TRUMP: follow suit, else
    trump, else any.  DUTY_BEAT: follow suit and beat the best card if able
    (any card of the led suit once it is trumped); void, trump (over-trump a
    trump in the trick if able); else any card.
    """
    led_suit = SUIT_OF[led]
    follow = hand & SUIT_MASK[led_suit]
    if follow:
        if duty == DUTY_BEAT and SUIT_OF[best] == led_suit:
            higher = follow & HIGHER[best]
            if higher:
                return higher
        return follow
    if duty == DUTY_FOLLOW:
        return hand
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    if duty == DUTY_BEAT and SUIT_OF[best] == trump:
        higher = trumps & HIGHER[best]
        if higher:
            return higher
    return trumps


def duty_breach(hand: int, led: int, best: int, trump: int, duty: int) -> str:
    """Which duty an unallowed card breaks: 'beat', 'follow', 'overtrump', 'trump'."""
    led_suit = suit_of(led)
    follow = hand & SUIT_MASK[led_suit]
    if follow:
        if duty == DUTY_BEAT and suit_of(best) == led_suit and follow & HIGHER[best]:
            return "beat"
        return "follow"
    trumps = hand & SUIT_MASK[trump]
    if duty == DUTY_BEAT and suit_of(best) == trump and trumps & HIGHER[best]:
        return "overtrump"
    return "trump"
