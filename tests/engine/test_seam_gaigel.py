"""The Gaigel text seam: aliases, refusals, view, JSON, match, options."""

import json

import pytest

from game.cardgames import Game, IllegalMove, Match, new_game, new_match

from .gaigel_deals import AUS, AUS_TRICK1, OPEN, game
from .helpers import play


@pytest.mark.parametrize("text, card", [
    ("Höher hat Laub 10", "laub zehn"), ("hoeher hat pik zehn", "laub zehn"),
    ("höher hat grün z", "laub zehn"), ("HÖHER HAT laub 7", "laub sieben"),
    ("Ge-Elfen Kreuz A", "eichel ass"), ("geelfen eichel daus", "eichel ass"),
    ("andere alte e a", "eichel ass"),
])
def test_opening_commands_take_card_aliases(text, card):
    g = game("gaigel4", OPEN)
    ev = g.act(0, text)
    assert g.log[-1][1].endswith(card) and ev[0]["kind"] == "play"


def test_a_bare_opening_word_takes_the_one_card_it_can_mean():
    g = game("gaigel4", OPEN)  # seat 0 holds one Ace: andere alte can only be Eichel Ass
    ev = g.act(0, "andere alte")
    assert g.log[-1][1] == "andere alte eichel ass" and ev[0]["kind"] == "play"


def test_a_bare_opening_word_with_several_cards_asks_with_a_fitting_example():
    g = game("gaigel4", OPEN)
    with pytest.raises(IllegalMove, match="„höher hat laub könig“.*Möglich ist jetzt"):
        g.act(0, "höher hat")
    assert g.log == []


@pytest.mark.parametrize("text", ["aus", "Aus!", "AUS", "wir sind aus"])
def test_aus_spellings(text):
    g = game("gaigel4", OPEN)
    g.act(1, text)
    assert g.result is not None


def test_sieben_and_7_name_the_low_card():
    g = game("gaigel4", OPEN)
    play(g, "höher hat laub sieben")
    assert g.act(1, "lege schelle 7")[0]["kind"] == "play"


def test_66_words_are_refused_with_a_reason():
    g = game("gaigel4", OPEN)
    with pytest.raises(IllegalMove, match="nicht zugedreht"):
        g.act(0, "decke stapel")
    with pytest.raises(IllegalMove, match="„aus“"):
        g.act(0, "genug")


def test_not_your_turn_mentions_aus():
    g = game("gaigel4", OPEN)
    with pytest.raises(IllegalMove, match="nicht am Zug – Platz 1 ist dran"):
        g.act(2, "lege laub zehn")


def test_unknown_command_lists_possible_moves_with_aus():
    g = game("gaigel4", OPEN)
    with pytest.raises(IllegalMove, match="Möglich ist jetzt: ge-elfen eichel ass.*aus"):
        g.act(0, "tanzen")


def test_illegal_move_leaves_state_unchanged():
    g = game("gaigel4", AUS)
    before = g.to_json()
    for text in ("lege herz ass", "raube", "melde herz", "xyz", "", "dissle",
                 "fünf siebener", "ge-elfen laub sieben"):
        with pytest.raises(IllegalMove):
            g.act(0, text)
    assert g.to_json() == before


def test_view_keys_and_public_state():
    g = game("gaigel4", AUS)
    play(g, *AUS_TRICK1)
    v = g.view(1)
    assert v["game"] == "gaigel" and v["preset"] == "gaigel4"
    assert v["options"]["five_sevens"] is True and v["options"]["dissle"] is False
    assert v["teams"] == [[0, 2], [1, 3]] and v["side"] == 1
    assert v["trump"] == "herz" and v["trump_card"] == "herz unter" and v["talon"] == 24
    assert v["points"] == [42, 0] and v["tricks_won"] == [1, 0]
    assert v["tricks"][0]["opening"] == "ge-elfen" and v["tricks"][0]["winner"] == 0
    assert v["reached_101"] == [False, False] and v["aus_deadline"] == [None, None]
    assert v["grace_time"] is False and v["legal"] == ["aus"] and v["to_act"] == 0
    assert "herz könig" not in json.dumps(v)  # seat 0 drew it: hidden from seat 1


def test_view_french_names_for_display():
    v = game("gaigel4", OPEN).view(0, names="französisch")
    assert "kreuz ass" in v["hand"] and v["trump"] == "herz"
    assert "ge-elfen eichel ass" in v["legal"]


def test_json_round_trip_through_game_from_json():
    g = game("gaigel4", OPEN)
    play(g, "höher hat laub zehn", "lege laub ass")
    text = g.to_json()
    h = Game.from_json(text)
    assert h.family.name == "gaigel" and h.to_json() == text
    assert h.view(2) == g.view(2) and h.legal(2) == g.legal(2)


def test_match_json_round_trip_and_striche_score():
    m = new_match("gaigel4", seed=2)
    m.game.act(1, "aus")
    text = m.to_json()
    m2 = Match.from_json(text)
    assert m2.to_json() == text and m2.score == [0, 2, 0, 2]


@pytest.mark.parametrize("bad", [
    {"players": 5}, {"dissle": "ja"}, {"aus_points": 0}, {"exchange_anytime": True},
])
def test_gaigel_options_are_validated(bad):
    with pytest.raises(ValueError):
        new_game("gaigel4", options=bad)


def test_fixed_deal_needs_every_card_twice():
    d = {"hands": [["eichel ass"] * 5] * 4, "trump": "herz ass", "talon": []}
    with pytest.raises(ValueError):
        new_game("gaigel4", deal=d)


def test_end_grace_time_only_in_the_grace_time():
    g = new_game("gaigel4", seed=1)
    with pytest.raises(IllegalMove, match="keine Nachspielzeit"):
        g.end_grace_time()
