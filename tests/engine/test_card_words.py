"""The low card's name belongs to its game (RULES.md section 1), and the
marriage refusals say which cards are missing in good German."""

import pytest

from game.cardgames import IllegalMove, new_game

from .helpers import deal
from .test_rules_gaigel import aus_game


def test_sieben_is_no_card_in_66_not_silently_the_nine():
    g = new_game("66", seed=3)
    before = g.to_json()
    for text in ("lege herz sieben", "lege herz 7", "herz sieben"):
        with pytest.raises(IllegalMove, match=r"^In diesem Spiel gibt es keine Sieben\."):
            g.act(0, text)
    assert g.to_json() == before


def test_neun_is_no_card_in_gaigel_nor_in_its_openings():
    g = new_game("gaigel4", seed=3)
    before = g.to_json()
    for text in ("lege herz neun", "lege herz 9", "höher hat laub neun", "ge-elfen eichel 9"):
        with pytest.raises(IllegalMove, match=r"^In diesem Spiel gibt es keine Neun\."):
            g.act(0, text)
    assert g.to_json() == before


def test_klassisch_calls_the_low_card_sieben_and_refuses_neun():
    g = deal("klassisch", ["eichel ass, eichel zehn, laub ass, laub zehn, schellen ass, herz sieben",
                           "eichel könig, eichel ober, laub könig, laub ober, schellen könig, "
                           "schellen zehn"],
             trump="herz ass", talon="eichel unter, laub unter, schellen unter, herz unter, "
                                     "eichel sieben, laub sieben, schellen ober, schellen sieben, "
                                     "herz zehn, herz könig, herz ober", dealer=1)
    with pytest.raises(IllegalMove, match=r"^In diesem Spiel gibt es keine Neun\."):
        g.act(0, "lege herz neun")
    assert g.act(0, "lege herz sieben")


def test_the_games_own_low_name_still_plays():
    g = deal("66", ["eichel ass, eichel zehn, laub ass, laub zehn, schellen ass, herz neun",
                    "eichel könig, eichel ober, laub könig, laub ober, schellen könig, "
                    "schellen zehn"],
             trump="herz ass", talon="eichel unter, laub unter, schellen unter, herz unter, "
                                     "eichel neun, laub neun, schellen ober, schellen neun, "
                                     "herz zehn, herz könig, herz ober", dealer=1)
    assert g.act(0, "lege herz 9")


def test_unknown_rank_lists_the_games_low_card():
    with pytest.raises(IllegalMove, match=r"ober, unter, sieben\)"):
        new_game("gaigel2", seed=1).act(0, "lege herz elf")


def test_66_marriage_refusal_plural_when_both_cards_are_missing():
    g = new_game("66", seed=3)  # seat 0 holds no Herz König and no Herz Ober
    with pytest.raises(IllegalMove, match="dir fehlen Herz König und Herz Ober"):
        g.act(0, "melde herz")


def test_66_marriage_refusal_singular_when_one_card_is_missing():
    g = new_game("66", seed=3)  # seat 0 holds Laub Ober, not Laub König
    with pytest.raises(IllegalMove, match="dir fehlt Laub König\\."):
        g.act(0, "melde laub")


def test_gaigel_marriage_refusal_plural_when_both_cards_are_missing():
    g = aus_game(1)  # seat 0 took trick 1 and leads; it holds no Eichel König or Ober
    with pytest.raises(IllegalMove, match="dir fehlen Eichel König und Eichel Ober\\."):
        g.act(0, "melde eichel")


def test_gaigel_marriage_refusal_singular_when_one_card_is_missing():
    g = aus_game(1)  # seat 0 drew Herz König, has no Herz Ober
    with pytest.raises(IllegalMove, match="dir fehlt der Herz Ober\\."):
        g.act(0, "melde herz")
