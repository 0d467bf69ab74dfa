"""Deal statistics: a hand's figures, the exact odds from the deck, the chi-square test."""

import random
from fractions import Fraction
from math import comb

import pytest

from game.cardgames import new_game
from game.cardgames.dealstats import (
    FIGURES, compare, figures, mean, odds, situation, trump_rank)
from game.cardgames.families import BY_PRESET
from game.cardgames.replay import deal_of

DEAL_66 = {
    "hands": [["herz ass", "herz könig", "herz ober", "schellen zehn", "eichel neun", "laub zehn"],
              ["eichel ass", "eichel zehn", "eichel könig", "eichel ober", "laub ass",
               "laub könig"]],
    "trump": "eichel unter",
    "talon": ["laub ober", "laub unter", "laub neun", "herz zehn", "herz unter", "herz neun",
              "schellen ass", "schellen könig", "schellen ober", "schellen unter",
              "schellen neun"],
}


def test_a_hand_counts_its_trumps_aces_and_marriages():
    # trump eichel (the face-up eichel unter); seat 1 holds eichel ass..ober, laub ass, laub könig
    assert figures(DEAL_66, 1, 1) == {"trumps": 4, "aces": 2, "marriages": 1}
    assert figures(DEAL_66, 0, 1) == {"trumps": 1, "aces": 1, "marriages": 1}
    assert trump_rank(DEAL_66, 1) == 4  # unter


def test_a_seat_sitting_out_counts_nothing():
    deal = deal_of(new_game("dreier", seed=1))
    assert figures(deal, 2, 2) is None


def test_gaigel_counts_two_marriages_of_one_suit_in_the_double_deck():
    deal = {"hands": [["herz könig", "herz könig", "herz ober", "herz ober", "laub ass"]],
            "trump": "laub sieben"}
    assert figures(deal, 0, 0) == {"trumps": 1, "aces": 1, "marriages": 2}


def test_the_odds_of_66_are_the_hypergeometric_ones_from_the_deck():
    key = situation("66", None, 0, 1)
    assert mean(odds(key)["trumps"]) == Fraction(6 * 5, 23)
    assert mean(odds(key)["aces"]) == 1  # 6 of 24 cards are aces, wherever the face-up one is
    # no trump at all: 6 cards from the 18 non-trumps among the 23 left
    assert odds(key)["trumps"][0] == Fraction(comb(18, 6), comb(23, 6))


def test_vierers_dealer_holds_the_card_that_sets_trump():
    dealer = situation("vierer", None, 3, 3)
    other = situation("vierer", None, 0, 3)
    assert dealer != other
    assert mean(odds(dealer)["trumps"]) == 1 + Fraction(5 * 5, 23)
    assert min(odds(dealer)["trumps"]) == 1


@pytest.mark.parametrize("preset", sorted(BY_PRESET))
def test_every_distribution_sums_to_one(preset):
    game = new_game(preset, seed=1)
    for seat in range(game.seats):
        for figure in FIGURES:
            assert sum(odds(situation(preset, None, seat, game.seats - 1))[figure].values()) == 1


@pytest.mark.parametrize("preset", ["66", "gaigel4", "vierer"])
def test_the_exact_means_agree_with_many_dealt_hands(preset):
    rng = random.Random(5)
    sums, counts = {}, {}
    for _ in range(3000):
        game = new_game(preset, rng=rng)
        deal, dealer = deal_of(game), game.core.dealer
        for seat in range(game.seats):
            key = situation(preset, None, seat, dealer)
            found = figures(deal, seat, dealer)
            counts[key] = counts.get(key, 0) + 1
            for figure in FIGURES:
                sums[key, figure] = sums.get((key, figure), 0) + found[figure]
    for (key, figure), total in sums.items():
        assert abs(total / counts[key] - float(mean(odds(key)[figure]))) < 0.05, (key, figure)


def test_the_chi_square_test_accepts_chance_and_calls_out_a_loaded_deal():
    pmf = odds(situation("66", None, 0, 1))["trumps"]
    expected = {v: 400 * p for v, p in pmf.items()}
    fair = {v: round(float(e)) for v, e in expected.items()}
    assert compare(fair, expected)["p"] > 0.5
    loaded = {v: (0 if v < 2 else c) for v, c in fair.items()}
    loaded[3] = loaded.get(3, 0) + sum(c for v, c in fair.items() if v < 2)
    assert compare(loaded, expected)["p"] < 0.001


def test_too_few_hands_give_no_test():
    pmf = odds(situation("66", None, 0, 1))["trumps"]
    assert compare({1: 3}, {v: 3 * p for v, p in pmf.items()}) is None
