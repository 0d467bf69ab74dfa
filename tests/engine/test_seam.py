"""The text seam: aliases, German refusals, events, view, JSON, options."""

import json

import pytest

from game.cardgames import Game, IllegalMove, Match, new_game, new_match

from .helpers import deal, play
from .test_rules_66 import DUTY, ROB


def game(d, **kw):
    return deal("66", d["hands"], d["trump"], d["talon"], **kw)


@pytest.mark.parametrize("text", [
    "lege schellen ass", "lege schelle ass", "lege karo a", "lege sch ass",
    "LEGE Schellen Ass", "lege schellen daus", "lege s as", "schellen ass",
    "lege ass schellen", "spiele schellen ass",
])
def test_card_aliases_are_accepted(text):
    g = game(ROB)
    ev = g.act(0, text)
    assert ev[0]["card"] == "schellen ass"


@pytest.mark.parametrize("text, card", [
    ("lege schelle 10", "schellen zehn"), ("lege karo zehn", "schellen zehn"),
    ("lege pik dame", "laub ober"), ("lege blatt o", "laub ober"),
    ("lege grün ober", "laub ober"), ("lege gruen ober", "laub ober"),
    ("lege kreuz könig", "eichel könig"), ("lege eichel koenig", "eichel könig"),
    ("lege e k", "eichel könig"), ("lege laub k", "laub könig"),
])
def test_more_aliases_french_umlauts_prefixes(text, card):
    g = game(ROB, dealer=0)  # seat 1 holds the kings, obers and schellen zehn
    assert g.act(1, text)[0]["card"] == card


@pytest.mark.parametrize("text", ["lege h a", "lege Herz Ass", "lege herz as", "lege rot daus"])
def test_short_and_spoken_card_names(text):
    g = game(DUTY)
    assert g.act(0, text)[0]["card"] == "herz ass"


def test_legal_returns_canonical_commands_only():
    g = game(ROB, dealer=0)
    assert g.legal(1) == [
        "lege eichel könig", "lege eichel ober", "lege laub könig", "lege laub ober",
        "lege schellen zehn", "lege schellen könig", "decke stapel", "melde eichel",
        "melde laub",
    ]
    assert g.legal(0) == []


def test_refusal_not_your_turn():
    g = game(ROB)
    with pytest.raises(IllegalMove, match="nicht am Zug – Platz 1 ist dran"):
        g.act(1, "lege eichel könig")


def test_refusal_card_not_in_hand():
    with pytest.raises(IllegalMove, match="Du hast Herz König nicht auf der Hand"):
        game(ROB).act(0, "lege herz könig")


def test_refusal_unknown_card_or_command_lists_possible_moves():
    g = game(ROB)
    with pytest.raises(IllegalMove, match="„tanzen“ kenne ich nicht. Möglich ist jetzt: lege"):
        g.act(0, "tanzen")
    with pytest.raises(IllegalMove, match="Einen Rang „acht“ gibt es nicht.*Möglich ist jetzt"):
        g.act(0, "lege herz acht")
    with pytest.raises(IllegalMove, match="Farbe „blau“ gibt es nicht"):
        g.act(0, "lege blau ass")
    with pytest.raises(IllegalMove, match="mehrdeutig"):
        g.act(0, "lege k ass")  # kreuz or karo


def test_refusal_exchange_and_closing_name_the_reason():
    g = game(ROB, dealer=0)
    play(g, "lege eichel ober")
    with pytest.raises(IllegalMove, match="Zudrehen darfst du nur, wenn du ausspielst"):
        g.act(0, "decke stapel")
    g = game(DUTY)
    with pytest.raises(IllegalMove, match="liegt schon Herz Neun – es gibt nichts zu rauben"):
        g.act(0, "raube")


def test_illegal_move_leaves_state_unchanged():
    g = game(ROB)
    before = g.to_json()
    for text in ("lege herz könig", "raube", "genug", "melde eichel", "xyz", "", "lege"):
        with pytest.raises(IllegalMove):
            g.act(0, text)
    assert g.to_json() == before


def test_melde_without_suit_picks_the_only_pair_or_asks():
    g = game(ROB, dealer=0)
    with pytest.raises(IllegalMove, match="Welches Paar.*melde eichel.*melde laub"):
        g.act(1, "melde")


def test_events_name_card_trick_reason_and_draw():
    g = game(DUTY)
    ev = play(g, "lege laub ass", "lege herz unter")
    kinds = [e["kind"] for e in ev]
    assert kinds == ["play", "play", "trick", "draw"]
    assert ev[0]["text"] == "Platz 1 legt Laub Ass."
    assert ev[2]["text"] == "Platz 2 nimmt den Stich (sticht mit Trumpf), 13 Augen."


def test_names_are_used_in_texts():
    g = deal("66", DUTY["hands"], DUTY["trump"], DUTY["talon"], names=["Anna", "Bert"])
    ev = g.act(0, "lege laub ass")
    assert ev[0]["text"] == "Anna legt Laub Ass."


def test_events_say_the_movers_own_deed_in_the_second_person():
    g = deal("66", DUTY["hands"], DUTY["trump"], DUTY["talon"], names=["Anna", "Bert"])
    ev = play(g, "lege laub ass", "lege herz unter")
    assert ev[0]["own"] == {0: "Du legst Laub Ass."} and ev[1]["own"] == {1: "Du legst Herz Unter."}
    assert ev[2]["own"] == {1: "Du nimmst den Stich (sticht mit Trumpf), 13 Augen."}
    assert ev[3]["own"][1].startswith("Du ziehst zuerst nach, dann Anna")
    assert ev[3]["own"][0].startswith("Bert zieht zuerst nach, dann du")
    assert ev[3]["text"].startswith("Bert zieht zuerst nach, dann Anna")
    assert ev[0]["own_template"][0] == "Du legst ⟨K:laub ass⟩."  # each reader's card names


def test_view_shows_own_hand_and_public_state_only():
    g = game(ROB)
    v = g.view(0)
    assert sorted(v["hand"]) == sorted(ROB["hands"][0].split(", "))
    blob = json.dumps(g.view(1))
    for card in ROB["hands"][0].split(", "):
        assert card not in blob or card in g.view(1)["trump_card"]
    for card in ROB["talon"].split(", "):
        assert card not in json.dumps(v)


def test_view_french_names_for_display():
    v = game(ROB).view(0, names="französisch")
    assert "karo ass" in v["hand"] and v["trump"] == "herz"
    assert "lege schellen ass" in v["legal"]  # commands stay German


def test_json_round_trip_reproduces_game():
    g = game(ROB)
    play(g, "lege eichel ass", "lege eichel könig", "raube")
    text = g.to_json()
    h = Game.from_json(text)
    assert h.to_json() == text
    assert h.legal(0) == g.legal(0) and h.view(1) == g.view(1)


def test_match_json_round_trip_and_score():
    m = new_match("66", target=3, seed=8)
    play(m.game, "lege " + m.game.view(0)["hand"][0])
    text = m.to_json()
    m2 = Match.from_json(text)
    assert m2.to_json() == text and m2.score == [0, 0]


@pytest.mark.parametrize("bad", [
    {"exchange_anytime": "ja"}, {"phase2_duty": "beat"}, {"no_such": 1},
    {"match_target": 0}, {"schneider_threshold": "< 30"},
])
def test_option_overrides_are_validated(bad):
    with pytest.raises(ValueError):
        new_game("66", options=bad)


def test_unknown_preset_is_refused():
    with pytest.raises(ValueError):
        new_game("skat")


def test_fixed_deal_must_hold_every_card_once():
    with pytest.raises(ValueError):
        deal("66", [ROB["hands"][0], ROB["hands"][0]], ROB["trump"], ROB["talon"])


def test_dealer_must_be_a_seat_number_in_both_families():
    """`dealer=True` is no seat: both families refuse it alike (it used to deal as seat 1 in 66)."""
    for preset in ("66", "gaigel4"):
        with pytest.raises(ValueError, match="Geber True gibt es nicht"):
            new_game(preset, seed=1, dealer=True)
