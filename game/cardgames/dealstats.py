"""What a hand was dealt, against what chance gives: counts, exact odds, a test.

Per dealt hand: trumps, aces (Sau, Daus) and marriages (a König and an Ober
of one suit; in Gaigel's double deck a suit can hold two) it holds, and per
game the rank of the face-up trump card.  The odds come from the deck
itself, not from samples: the face-up card is one of the deck's cards, each
alike likely, and the hand is drawn from the rest (`vierer`'s dealer holds
the card that sets trump), so every figure's distribution is an exact
(mixed, multivariate) hypergeometric one, summed in fractions.  Whether
counted hands differ from it more than chance does is Pearson's chi-square
goodness-of-fit test (`scipy.stats.chisquare`) on the histogram.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from scipy.stats import chisquare

from .cards import KING, OBER, RANKS, make, rank_of, suit_of
from .families import family_of
from .presets import make_options

FIGURES = ("trumps", "aces", "marriages")
#: below this many expected hands a histogram bin is merged into its neighbour
MIN_EXPECTED = 5
#: a p-value under this is called more than chance usually gives
LEVEL = 0.05


# --- the shape of a deal, and what one hand holds -------------------------------

def shape(preset, options=None):
    """(cards in the deck, copies of each card, ranks, hand size, talon) of a preset."""
    rules = family_of(preset).rules(preset, make_options(preset, options))
    deck = list(rules.deck)
    copies = 2 if max(deck) >= 24 else 1
    ranks = tuple(sorted({rank_of(c) for c in deck}))
    talon = getattr(rules, "has_talon", True)  # Gaigel always has one
    return len(deck), copies, ranks, rules.hand_size, talon


def situation(preset, options, seat, dealer):
    """The key of a seat's odds: deck, copies, ranks, hand size, and whether
    the seat holds the card that sets trump (`vierer`'s dealer)."""
    size, copies, ranks, hand, talon = shape(preset, options)
    holds = int(not talon and seat == dealer)
    return f"{size}:{copies}:{''.join(map(str, ranks))}:{hand}:{holds}"


def _faces(texts):
    """Face ids (suit * 6 + rank) of card texts ("herz ober", "schellen sieben")."""
    out = []
    for text in texts:
        suit_word, rank_word = text.split()
        suit = ("eichel", "laub", "herz", "schellen").index(suit_word)
        rank = RANKS.index(rank_word) if rank_word in RANKS else 5  # neun / sieben
        out.append(make(suit, rank))
    return out


def trump_card(deal, dealer):
    """The face of the card that set trump: the face-up one, or in a deal
    without talon the dealer's last card."""
    if deal.get("trump"):
        return _faces([deal["trump"]])[0]
    return _faces([deal["hands"][dealer][-1]])[0]


def figures(deal, seat, dealer):
    """{"trumps", "aces", "marriages"} of `seat`'s dealt hand, or None if it sat out."""
    hand = _faces(deal["hands"][seat])
    if not hand:
        return None
    trump = suit_of(trump_card(deal, dealer))
    kings = [sum(1 for c in hand if c == make(s, KING)) for s in range(4)]
    obers = [sum(1 for c in hand if c == make(s, OBER)) for s in range(4)]
    return {"trumps": sum(1 for c in hand if suit_of(c) == trump),
            "aces": sum(1 for c in hand if rank_of(c) == 0),
            "marriages": sum(min(k, o) for k, o in zip(kings, obers))}


def trump_rank(deal, dealer):
    """The rank (0 ass .. 5 neun/sieben) of the card that set trump."""
    return rank_of(trump_card(deal, dealer))


# --- the exact odds ------------------------------------------------------------

def _hand_pmf(pool, hand, score):
    """{value: probability} of `score(counts)` for a hand of `hand` cards drawn
    from `pool` (category sizes), every hand alike likely."""
    total = comb(sum(pool), hand)
    out = {}

    def walk(index, left, counts, ways):
        if index == len(pool) - 1:
            if left <= pool[index]:
                final = counts + (left,)
                value = score(final)
                out[value] = out.get(value, 0) + ways * comb(pool[index], left)
            return
        for k in range(min(left, pool[index]) + 1):
            walk(index + 1, left - k, counts + (k,), ways * comb(pool[index], k))

    walk(0, hand, (), 1)
    return {value: Fraction(ways, total) for value, ways in out.items()}


#: situation key -> its exact odds, each computed once (up to a tenth of a second)
_ODDS = {}
KEEP_ODDS = 64


def odds_ready(key) -> bool:
    """Whether the odds of situation `key` are computed already (reading them is free)."""
    return key in _ODDS


def odds(key):
    """{figure: {value: probability}} of one hand in situation `key`, exact; kept."""
    found = _ODDS.get(key)
    if found is None:
        if len(_ODDS) >= KEEP_ODDS:
            _ODDS.clear()
        found = _ODDS[key] = _exact_odds(key)
    return found


def _exact_odds(key):
    size, copies, ranks, hand, holds = key.split(":")
    size, copies, hand, holds = int(size), int(copies), int(hand), int(holds)
    ranks = [int(r) for r in ranks]
    result = {figure: {} for figure in FIGURES}
    drawn = hand - holds
    for up_rank in ranks:  # the card that sets trump: any rank, alike likely (suits alike)
        weight = Fraction(1, len(ranks))
        per_suit = copies * len(ranks)
        trumps = _hand_pmf([per_suit - 1, size - per_suit], drawn, lambda c: c[0] + holds)
        aces_left = 4 * copies - (up_rank == 0)
        aces = _hand_pmf([aces_left, size - 1 - aces_left], drawn,
                         lambda c: c[0] + holds * (up_rank == 0))
        # marriages: King and Ober of each suit (suit 0 holds the face-up card)
        pool = []
        for suit in range(4):
            for rank in (KING, OBER):
                pool.append(copies - (suit == 0 and up_rank == rank))
        pool.append(size - 1 - sum(pool))

        def married(c, up_rank=up_rank):
            held = list(c[:8])
            if holds and up_rank in (KING, OBER):
                held[0 if up_rank == KING else 1] += 1
            return sum(min(held[2 * s], held[2 * s + 1]) for s in range(4))

        marriages = _hand_pmf(pool, drawn, married)
        for figure, pmf in (("trumps", trumps), ("aces", aces), ("marriages", marriages)):
            for value, p in pmf.items():
                result[figure][value] = result[figure].get(value, 0) + weight * p
    return result


def mean(pmf):
    return sum(value * p for value, p in pmf.items())


def ranks_of(key):
    return [int(r) for r in key.split(":")[2]]


# --- counted against expected -----------------------------------------------------

def compare(observed, expected):
    """Observed counts per value against expected counts per value (same total):
    the chi-square test after merging bins with fewer than MIN_EXPECTED expected.

    Returns {"statistic", "p", "bins"} or None when too few hands for a test.
    """
    values = sorted(set(observed) | set(expected))
    obs = [float(observed.get(v, 0)) for v in values]
    exp = [float(expected.get(v, 0)) for v in values]
    bins_o, bins_e = [], []
    acc_o = acc_e = 0.0
    for o, e in zip(obs, exp):
        acc_o += o
        acc_e += e
        if acc_e >= MIN_EXPECTED:
            bins_o.append(acc_o)
            bins_e.append(acc_e)
            acc_o = acc_e = 0.0
    if acc_e or acc_o:
        if not bins_e:
            return None
        bins_o[-1] += acc_o
        bins_e[-1] += acc_e
    if len(bins_e) < 2:
        return None
    scale = sum(bins_o) / sum(bins_e)  # equal totals up to rounding, as scipy asks
    stat, p = chisquare(bins_o, [e * scale for e in bins_e])
    return {"statistic": float(stat), "p": float(p), "bins": len(bins_e)}
