"""One test per rule of RULES.md section 4 (Gaigel), on fixed deals."""

import json

import pytest

from game.cardgames import IllegalMove, new_game, new_match

from .gaigel_deals import (
    AUS, AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4, MARRY, OPEN, PH2, PH2_TRICKS, THREE,
    TRUMPS, game, gdeal, play_first,
)
from .helpers import play, texts


def trick_event(events):
    return [e for e in events if e["kind"] == "trick"][-1]


def ph2_game():
    """gaigel6 after three tricks: the talon is empty, seat 0 leads trick 4."""
    g = game("gaigel6", PH2)
    for trick in PH2_TRICKS:
        play(g, *trick)
    return g


def aus_game(tricks=4):
    g = game("gaigel4", AUS)
    for trick in (AUS_TRICK1, AUS_TRICK2, AUS_TRICK3, AUS_TRICK4)[:tricks]:
        play(g, *trick)
    return g


# --- cards, seats, deal -----------------------------------------------------

@pytest.mark.parametrize("preset, seats, talon", [
    ("gaigel4", 4, 28), ("gaigel2", 2, 38), ("gaigel3", 3, 33), ("gaigel6", 6, 18),
])
def test_deal_five_each_48_cards_every_card_twice(preset, seats, talon):
    g = new_game(preset, seed=5)
    assert g.family.name == "gaigel" and g.seats == seats
    views = [g.view(s) for s in range(seats)]
    assert all(len(v["hand"]) == 5 for v in views)
    assert views[0]["talon"] == talon  # the face-up trump included
    everything = [c for v in views for c in v["hand"]] + [views[0]["trump_card"]]
    st = g.core
    everything += [c for c in st.talon]
    assert len(everything) == 48 and len(set(st.talon)) == len(st.talon)


def test_deal_three_then_trump_then_two_from_the_forehand():
    from game.cardgames.gaigel.core import Gaigel
    from game.cardgames.presets import GaigelRules, make_options
    rules = GaigelRules("gaigel4", make_options("gaigel4"))
    st = Gaigel.from_deck(rules, 3, list(range(48)))
    assert st.hands[0] == sum(1 << c for c in (0, 1, 2, 13, 14))
    assert st.hands[3] == sum(1 << c for c in (9, 10, 11, 19, 20))
    assert st.trump_card == 12 and st.talon[-1] == 21


@pytest.mark.parametrize("preset, teams", [
    ("gaigel4", [[0, 2], [1, 3]]), ("gaigel6", [[0, 2, 4], [1, 3, 5]]),
    ("gaigel2", [[0], [1]]), ("gaigel3", [[0], [1], [2]]),
])
def test_partnerships_and_players_alone(preset, teams):
    assert new_game(preset, seed=1).view(0)["teams"] == teams


def test_both_copies_share_the_text():
    g = game("gaigel4", TRUMPS)
    assert g.view(0)["hand"].count("herz ass") == 2


def test_forehand_is_the_seat_after_the_dealer_and_dealer_rotates():
    assert game("gaigel4", OPEN).to_act == 0
    assert game("gaigel4", OPEN, dealer=0).to_act == 1
    m = new_match("gaigel4", seed=3)
    assert m.game.view(0)["dealer"] == 3
    m.game.act(0, "aus")  # Untergaigel ends the game at once
    m.next_game()
    assert m.game.view(0)["dealer"] == 0 and m.game.to_act == 1


# --- first trick ------------------------------------------------------------

def test_first_trick_trump_forbidden():
    g = game("gaigel4", OPEN)
    assert not any("herz" in c for c in g.legal(0))
    g.act(0, "höher hat laub zehn")
    assert "lege herz ass" not in g.legal(1)
    with pytest.raises(IllegalMove, match="Im ersten Stich ist Trumpf verboten"):
        g.act(1, "lege herz ass")


def test_first_trick_forehand_must_choose_an_opening():
    g = game("gaigel4", OPEN)
    with pytest.raises(IllegalMove, match="ge-elfen <Daus>"):
        g.act(0, "lege eichel ass")
    with pytest.raises(IllegalMove, match="nur mit einem Daus"):
        g.act(0, "ge-elfen laub zehn")
    with pytest.raises(IllegalMove, match="kein Daus"):
        g.act(0, "höher hat eichel ass")


def test_ge_elfen_ace_face_up_trick_goes_to_forehand():
    g = game("gaigel4", OPEN)
    ev = play(g, "ge-elfen eichel ass")
    assert ev[0]["card"] == "eichel ass" and "Ge-Elfen" in ev[0]["text"]
    assert ev[0]["own"] == {0: "Du eröffnest mit „Ge-Elfen!“: Eichel Ass."}
    ev = play(g, "lege eichel ass", "lege eichel zehn", "lege herz ass")
    t = trick_event(ev)
    assert t["seat"] == 0 and t["points"] == 43 and "Ge-Elfen" in t["reason"]


def test_hoeher_hat_face_down_highest_of_led_suit_wins():
    g = game("gaigel4", OPEN)
    play(g, "höher hat laub zehn", "lege laub ass", "lege laub zehn", "lege herz ass")
    assert g.view(0)["tricks"][0]["winner"] == 1


def test_hoeher_hat_equal_card_the_first_wins():
    g = game("gaigel4", OPEN)
    ev = play(g, "höher hat laub zehn", "lege schellen zehn", "lege laub zehn",
              "lege herz zehn")
    t = trick_event(ev)
    assert t["seat"] == 0 and "gleiche Karte – die erste gewinnt" in t["reason"]


def test_face_down_cards_hidden_from_other_seats_until_revealed():
    g = game("gaigel4", OPEN)
    ev = play(g, "höher hat laub zehn", "lege schellen sieben")
    assert ev[0]["card"] is None and "verdeckt" in ev[0]["text"]
    assert ev[0]["own"] == {0: "Du eröffnest mit „Höher hat!“ und legst eine Karte verdeckt."}
    assert ev[1]["own"] == {1: "Du legst eine Karte verdeckt."}
    assert "schellen" not in json.dumps(ev) and "laub zehn" not in json.dumps(ev)
    v2 = g.view(2)
    assert [e["card"] for e in v2["trick"]] == [None, None]
    assert "laub zehn" not in json.dumps(v2["trick"])
    assert g.view(0)["trick"][0]["card"] == "laub zehn"
    assert g.view(0)["trick"][1]["card"] is None
    ev = play(g, "lege laub unter", "lege herz zehn")
    reveal = [e for e in ev if e["kind"] == "reveal"][0]
    assert reveal["cards"] == ["laub zehn", "schellen sieben", "laub unter", "herz zehn"]
    assert g.view(2)["tricks"][0]["cards"][1]["card"] == "schellen sieben"


def test_the_turned_over_first_trick_names_each_reader_du():
    """Play-test: „Aufgedeckt: Frida Laub Ober, …“ named the reader by their own name."""
    g = game("gaigel4", OPEN)
    ev = play(g, "höher hat laub zehn", "lege schellen sieben", "lege laub unter",
              "lege herz zehn")
    reveal = [e for e in ev if e["kind"] == "reveal"][0]
    assert reveal["text"] == ("Aufgedeckt: Platz 1 Laub Zehn, Platz 2 Schellen Sieben, "
                              "Platz 3 Laub Unter, Platz 4 Herz Zehn.")
    assert reveal["own"][1] == ("Aufgedeckt: Platz 1 Laub Zehn, du Schellen Sieben, "
                                "Platz 3 Laub Unter, Platz 4 Herz Zehn.")
    assert sorted(reveal["own"]) == [0, 1, 2, 3]
    assert reveal["own"][0].startswith("Aufgedeckt: du Laub Zehn, Platz 2 ")


def test_andere_alte_the_other_equal_ace_wins():
    g = game("gaigel4", OPEN)
    ev = play(g, "andere alte eichel ass", "lege eichel ass", "lege eichel zehn",
              "lege herz zehn")
    assert trick_event(ev)["seat"] == 1 and "zweite Eichel Ass" in trick_event(ev)["text"]


def test_andere_alte_without_the_other_ace_forehand_wins():
    g = game("gaigel4", OPEN)
    ev = play(g, "andere alte eichel ass", "lege laub ass", "lege eichel zehn",
              "lege herz zehn")
    assert trick_event(ev)["seat"] == 0


def test_only_trumps_player_must_play_trump_and_cannot_win():
    g = game("gaigel4", OPEN)
    play(g, "höher hat schellen ober", "lege schellen sieben", "lege laub unter")
    assert all(c.startswith("lege herz") for c in g.legal(3)[:-1])
    ev = play(g, "lege herz ass")
    assert trick_event(ev)["seat"] == 0


def test_only_trumps_forehand_leads_trump_face_up_and_wins():
    g = game("gaigel4", TRUMPS, dealer=1)  # seat 2 leads, seat 3 holds only trumps
    g2 = game("gaigel4", TRUMPS, dealer=2)
    assert g2.legal(3) == ["lege herz zehn", "lege herz ober", "lege herz unter",
                           "lege herz sieben", "aus"]
    ev = play(g2, "lege herz zehn")
    assert ev[0]["card"] == "herz zehn"  # face up
    ev = play(g2, "lege herz zehn", "lege eichel ass", "lege laub zehn")
    # seat 0 (only trumps too) played the equal Zehn: the first one wins
    assert trick_event(ev)["seat"] == 3
    assert g.to_act == 2


def test_only_trumps_forehand_loses_to_a_higher_only_trumps_player():
    g = game("gaigel4", TRUMPS, dealer=2)
    ev = play(g, "lege herz ober", "lege herz ass", "lege eichel ass", "lege laub zehn")
    assert trick_event(ev)["seat"] == 0


# --- talon open -------------------------------------------------------------

def test_talon_open_free_play_no_duty_to_follow():
    g = aus_game(2)
    play(g, "lege schellen sieben")
    hand = g.view(1)["hand"]
    assert len(g.legal(1)) == len(set(hand)) + 1  # every card, plus `aus`


def test_talon_open_trump_beats_and_highest_of_suit_wins():
    g = aus_game(2)
    ev = play(g, *AUS_TRICK3)
    assert trick_event(ev)["seat"] == 3 and trick_event(ev)["reason"] == "höchste Schellen-Karte"
    ev = play(g, *AUS_TRICK4)
    assert trick_event(ev)["seat"] == 0 and trick_event(ev)["reason"] == "Trumpf sticht"


def test_equal_cards_the_first_played_wins():
    g = aus_game(1)
    ev = play(g, *AUS_TRICK2)  # both Laub Ass: seat 0 played first
    assert trick_event(ev)["seat"] == 0
    assert trick_event(ev)["reason"] == "gleiche Karte – die erste gewinnt"


def test_winner_draws_first_then_the_others_in_turn():
    g = aus_game(1)
    assert "herz könig" in g.view(0)["hand"]      # top card of the talon
    assert "eichel unter" in g.view(1)["hand"]
    assert "laub unter" in g.view(2)["hand"]
    assert g.view(0)["talon"] == 24


def test_face_up_trump_is_drawn_last():
    g = ph2_game()
    v = g.view(0)
    assert v["talon"] == 0 and v["trump_card"] is None and v["phase"] == 2
    assert v["trump_taken_by"] == 5 and v["known_cards"][5] == ["herz unter"]


# --- talon empty (gaigel6 after three tricks) -------------------------------

def test_talon_empty_must_follow_and_take_the_trick():
    g = ph2_game()
    play(g, "lege eichel zehn", "lege eichel zehn")
    assert g.legal(2) == ["lege eichel ass", "aus"]
    with pytest.raises(IllegalMove) as exc:
        g.act(2, "lege laub zehn")
    assert str(exc.value) == "Du musst Eichel bedienen und den Stich übernehmen."


def test_talon_empty_equal_card_does_not_take_so_any_card_of_the_suit():
    g = ph2_game()
    play(g, "lege eichel zehn")
    assert g.legal(1) == ["lege eichel zehn", "lege eichel könig", "lege eichel ober", "aus"]
    with pytest.raises(IllegalMove, match="Du musst Eichel bedienen."):
        g.act(1, "lege schellen könig")


def test_talon_empty_void_must_trump():
    g = ph2_game()
    play(g, "lege eichel zehn", "lege eichel zehn", "lege eichel ass")
    assert g.legal(3) == ["lege herz ass", "lege herz zehn", "lege herz ober",
                          "lege herz unter", "lege herz sieben", "aus"]


def test_talon_empty_must_over_trump_if_able():
    g = ph2_game()
    play(g, "lege eichel zehn", "lege eichel zehn", "lege eichel ass", "lege herz sieben")
    assert g.legal(4) == ["lege herz zehn", "aus"]
    with pytest.raises(IllegalMove, match="keine Eichel und musst trumpfen, und zwar höher"):
        g.act(4, "lege laub ass")


def test_talon_empty_lower_trump_when_unable_to_over_trump():
    g = ph2_game()
    play(g, "lege eichel zehn", "lege eichel zehn", "lege eichel ass", "lege herz sieben",
         "lege herz zehn")
    assert g.legal(5) == ["lege herz unter", "aus"]


def test_talon_empty_trick_reason_names_the_missing_suit():
    g = ph2_game()
    ev = play(g, "lege eichel zehn", "lege eichel zehn", "lege eichel ass", "lege herz sieben",
              "lege herz zehn", "lege herz unter")
    t = trick_event(ev)
    assert t["seat"] == 4 and t["reason"] == "keine Eichel, musste trumpfen"
    assert "Platz 5 nimmt den Stich (keine Eichel, musste trumpfen)" in t["text"]


def test_talon_empty_any_card_without_suit_and_trump():
    g = ph2_game()
    play(g, "lege eichel zehn", "lege eichel zehn", "lege eichel ass", "lege herz sieben",
         "lege herz zehn", "lege herz unter")
    play(g, "lege laub ass", "lege laub ober", "lege laub könig")
    assert g.legal(1) == ["lege eichel könig", "lege eichel ober", "lege schellen könig", "aus"]


# --- marriages --------------------------------------------------------------

def test_marriage_needs_a_trick_of_the_party():
    g = game("gaigel2", MARRY)
    assert not any(c.startswith("melde") for c in g.legal(0))
    with pytest.raises(IllegalMove, match="wessen Partei schon einen Stich hat"):
        g.act(0, "melde eichel")


def test_marriage_on_ones_turn_also_following_partner_trick_counts():
    g = aus_game(1)  # seat 0 took trick 1; seat 2 holds Eichel König and Ober
    play(g, "lege laub ass", "lege laub zehn")
    assert "melde eichel" in g.legal(2)
    ev = play(g, "melde eichel")
    assert ev[0]["points"] == 20 and ev[0]["text"] == "Platz 3 meldet 20 in Eichel."
    assert ev[0]["own"] == {2: "Du meldest 20 in Eichel."}
    assert g.legal(2) == ["lege eichel könig", "lege eichel ober", "aus"]
    assert g.view(1)["points"] == [62, 0]


def test_marriage_in_trump_40_then_one_of_the_pair_at_once():
    g = aus_game(2)
    ev = play(g, "melde herz")
    assert ev[0]["points"] == 40
    assert g.legal(0) == ["lege herz könig", "lege herz ober", "aus"]
    with pytest.raises(IllegalMove, match="Nach der Meldung musst du sofort"):
        g.act(0, "lege herz ass")
    assert "herz ober" in g.view(1)["known_cards"][0]


def test_two_pairs_one_per_turn_on_successive_turns():
    g = game("gaigel2", MARRY)
    play(g, "ge-elfen laub ass", "lege laub zehn")
    play(g, "melde eichel")
    assert not any(c.startswith("melde") for c in g.legal(0))
    with pytest.raises(IllegalMove, match="schon gemeldet"):
        g.act(0, "melde eichel")
    play(g, "lege eichel könig", "lege schellen sieben")
    ev = play(g, "melde eichel")  # both Könige and both Obers: a second pair
    assert ev[0]["points"] == 20 and g.view(1)["points"][0] == 11 + 10 + 4 + 40
    play(g, "lege eichel ober", "lege schellen unter")
    assert not any(c.startswith("melde") for c in g.legal(0))


def test_a_card_counts_in_one_marriage_only():
    g = gdeal("gaigel2", ["eichel könig, eichel könig, eichel ober, laub ass, laub zehn",
                          "laub sieben, schellen sieben, schellen unter, eichel sieben, "
                          "herz sieben"], "herz unter", "schellen ober, schellen könig")
    play(g, "ge-elfen laub ass", "lege laub sieben", "melde eichel", "lege eichel ober",
         "lege schellen sieben")
    assert "eichel könig" in g.view(0)["hand"]
    with pytest.raises(IllegalMove):
        g.act(0, "melde eichel")


# --- robbing ----------------------------------------------------------------

def test_rob_with_trump_seven_on_lead_after_a_party_trick():
    g = gdeal("gaigel2", ["herz sieben, laub ass, laub zehn, eichel ass, eichel zehn",
                          "laub sieben, schellen sieben, schellen unter, eichel sieben, "
                          "eichel unter"], "herz ass")
    with pytest.raises(IllegalMove, match="wessen Partei schon einen Stich hat"):
        g.act(0, "raube")
    g = game("gaigel6", PH2)  # seat 0 draws Herz Sieben after trick 1
    play(g, *PH2_TRICKS[0])
    assert "raube" in g.legal(0)
    ev = play(g, "raube")
    assert ev[0]["text"] == "Platz 1 raubt: Herz Sieben gegen Herz Unter."
    assert ev[0]["own"] == {0: "Du raubst: Herz Sieben gegen Herz Unter."}
    v = g.view(3)
    assert v["trump_card"] == "herz sieben" and v["known_cards"][0] == ["herz unter"]
    assert "raube" not in g.legal(0)


def test_rob_not_in_the_last_drawing_round():
    g = game("gaigel6", PH2)
    play(g, *PH2_TRICKS[0])
    play(g, *PH2_TRICKS[1])  # six cards left: the last drawing round
    assert g.view(0)["talon"] == 6 and "raube" not in g.legal(0)
    with pytest.raises(IllegalMove, match="letzten Ziehrunde"):
        g.act(0, "raube")


# --- aus --------------------------------------------------------------------

def test_aus_with_101_wins_single():
    g = aus_game(4)
    assert g.view(0)["points"] == [101, 23] and g.view(2)["reached_101"] == [True, False]
    ev = g.act(2, "aus")  # seat 2 is not to act
    res = g.result
    assert res.winners == [0, 2] and res.striche == [0, 1, 0, 1]
    assert res.points == [1, 0, 1, 0] and res.leaderboard == res.points
    assert ev[0]["text"] == "Platz 3 ruft: Aus!" and ev[0]["own"] == {2: "Du rufst: Aus!"}
    assert g.to_act is None and g.legal(0) == []


def test_aus_gaigel_double_against_a_party_without_trick():
    g = aus_game(2)
    play(g, "melde herz", "lege herz ober")
    ev = g.act(2, "aus")  # 84 + 40 = 124, seats 1+3 have no trick
    res = g.result
    assert res.striche == [0, 2, 0, 2] and res.points == [2, 0, 2, 0]
    assert "Gaigel" in res.reason and "Gaigel" in res.settlement
    assert texts(ev, "end")


def test_untergaigel_under_101_loses_double():
    g = aus_game(2)
    g.act(1, "aus")  # 1+3 have 0
    res = g.result
    assert res.striche == [0, 2, 0, 2] and res.winners == [0, 2]
    assert "Untergaigel" in res.reason and "Untergaigel" in res.settlement
    g = aus_game(2)
    g.act(0, "aus")  # 84
    assert g.result.striche == [2, 0, 2, 0]


def test_uebergaigel_when_not_called_by_the_end_of_the_next_trick():
    g = aus_game(4)
    assert g.view(1)["aus_deadline"] == [5, None]
    ev = play_first(g, 4)
    res = g.result
    assert res.striche == [2, 0, 2, 0] and res.winners == [1, 3]
    assert "Übergaigel" in res.reason and "Übergaigel" in res.settlement
    assert texts(ev, "end")


def test_marriage_passing_101_must_be_called_within_the_same_trick():
    g = aus_game(2)
    play(g, "melde herz")
    assert g.view(1)["aus_deadline"] == [3, None]
    play(g, "lege herz ober")
    play_first(g, 3)
    assert g.result.striche == [2, 0, 2, 0] and "Übergaigel" in g.result.reason


def test_aus_mid_trick_counts_only_finished_tricks():
    g = aus_game(4)
    play(g, "lege herz zehn")
    g.act(3, "aus")  # seat 3 (1+3 with 23) calls during the trick
    assert g.result.striche == [0, 2, 0, 2]
    assert "im offenen Stich lagen noch 10 Augen" in g.result.settlement


def test_aus_is_legal_for_every_seat_at_any_moment():
    g = aus_game(4)
    assert all(g.legal(s)[-1] == "aus" for s in range(4))
    assert g.legal(1) == ["aus"]


def test_grace_time_after_last_trick_then_most_points_win_single():
    g = game("gaigel3", THREE)
    while g.to_act is not None:
        play_first(g, 1)
    assert g.grace_time and g.result is None and g.to_act is None
    assert g.legal(1) == ["aus"] and g.view(1)["grace_time"]
    with pytest.raises(IllegalMove, match="nur noch „aus“"):
        g.act(0, "lege herz ass")
    ev = g.end_grace_time()
    res = g.result
    assert g.view(0)["points"] == [58, 98, 84]
    assert res.winners == [1] and res.striche == [1, 0, 0] and res.points == [0, 1, 0]
    assert "Niemand hat „Aus!“ gerufen" in res.reason and texts(ev, "end")
    with pytest.raises(IllegalMove):
        g.end_grace_time()


def test_grace_time_aus_still_possible():
    g = game("gaigel3", THREE)
    while g.to_act is not None:
        play_first(g, 1)
    g.act(1, "aus")  # 98 < 101: Untergaigel even in the grace time
    assert g.result.striche == [0, 2, 0] and g.result.winners == [0, 2]


def test_grace_time_two_parties_trickless_gets_one_strich_equal_none():
    g = aus_game(1)
    st = g.core
    st.grace, st.card_pts, st.tricks = True, [200, 40], [11, 0]
    g.end_grace_time()
    assert g.result.striche == [0, 1, 0, 1]
    g = aus_game(1)
    st = g.core
    st.grace, st.card_pts, st.tricks = True, [120, 120], [6, 6]
    g.end_grace_time()
    assert g.result.striche == [0, 0, 0, 0] and g.result.winners == []
    assert "Gleichstand" in g.result.reason


# --- three players ----------------------------------------------------------

def _three(points, tricks):
    g = game("gaigel3", THREE)
    g.core.card_pts, g.core.tricks = list(points), list(tricks)
    return g


def test_three_players_aus_trickless_opponents_get_two():
    g = _three([110, 30, 0], [5, 2, 0])
    g.act(0, "aus")
    assert g.result.striche == [0, 0, 2] and g.result.points == [2, 0, 0]


def test_three_players_aus_both_with_trick_fewer_points_one_equal_both():
    g = _three([110, 30, 40], [5, 2, 1])
    g.act(0, "aus")
    assert g.result.striche == [0, 1, 0]
    g = _three([110, 40, 40], [5, 2, 1])
    g.act(0, "aus")
    assert g.result.striche == [0, 1, 1] and g.result.points == [2, 0, 0]


def test_three_players_played_out_only_fewest_points_gets_a_strich():
    g = _three([100, 100, 40], [6, 6, 0])
    g.core.grace = True
    g.end_grace_time()
    assert g.result.winners == [0, 1] and g.result.striche == [0, 0, 1]


# --- Striche and match ------------------------------------------------------

def test_striche_per_seat_partners_carry_their_party():
    g = aus_game(2)
    g.act(3, "aus")
    assert g.result.striche == [0, 2, 0, 2]


def test_match_to_seven_striche_fewest_wins():
    m = new_match("gaigel4", seed=9)
    assert m.target == 7
    rounds = 0
    while not m.over:
        if m.game.result is not None:
            m.next_game()
        loser = (m.index + 1) % 2  # alternate the party that calls too early
        m.game.act(loser, "aus")
        rounds += 1
    assert max(m.score) >= 7
    assert m.winners == [s for s in range(4) if m.score[s] == min(m.score)]
    assert m.score[0] == m.score[2] and m.score[1] == m.score[3]


def test_match_target_option():
    m = new_match("gaigel2", target=3, seed=1)
    m.game.act(0, "aus")
    assert m.score == [2, 0] and not m.over
    m.next_game()
    m.game.act(0, "aus")
    assert m.over and m.winners == [1]


# --- special games ----------------------------------------------------------

SEVENS = ["eichel sieben, laub sieben, herz sieben, schellen sieben, eichel sieben",
          "eichel ass, laub ass, schellen zehn, eichel zehn, schellen ober"]


def test_fuenf_siebener_wins_single_at_once():
    g = gdeal("gaigel2", SEVENS, "herz unter")
    assert "fünf siebener" in g.legal(0)
    ev = g.act(0, "fünf siebener")
    assert g.result.winners == [0] and g.result.striche == [0, 1]
    assert "fünf Siebener" in ev[0]["text"]
    assert g.result.reason.startswith("Platz 1 legt fünf Siebener auf: Platz 1 gewinnt einfach.")


def test_fuenf_siebener_option_off():
    g = gdeal("gaigel2", SEVENS, "herz unter", options={"five_sevens": False})
    with pytest.raises(IllegalMove, match="gilt an diesem Tisch nicht"):
        g.act(0, "fünf siebener")


DISSLE = ["eichel sieben, laub sieben, herz sieben, schellen sieben, eichel ass",
          "laub ass, laub zehn, schellen zehn, eichel ass, schellen ober"]


def test_dissle_is_a_house_rule_off_by_default():
    g = gdeal("gaigel2", DISSLE, "herz unter")
    with pytest.raises(IllegalMove, match="Hausregel"):
        g.act(0, "dissle")


def test_dissle_winning_a_trick_loses_double():
    g = gdeal("gaigel2", DISSLE, "herz unter", options={"dissle": True})
    assert "dissle" in g.legal(0)
    ev = play(g, "dissle")
    assert "Auf Dissle" in ev[0]["text"] and g.view(1)["dissle"] == [0]
    assert ev[0]["own"] == {0: "Du sagst an: Auf Dissle! Ab jetzt darfst du keinen Stich machen."}
    play(g, "ge-elfen eichel ass", "lege eichel ass")
    assert g.result.striche == [2, 0] and "Dissle" in g.result.reason


def test_dissle_drawing_the_fifth_seven_wins_single():
    g = gdeal("gaigel2", DISSLE, "herz unter", "laub unter, schellen sieben",
              options={"dissle": True})
    play(g, "dissle", "andere alte eichel ass", "lege eichel ass")  # seat 1 wins
    assert g.result.winners == [0] and g.result.striche == [0, 1]
    assert "fünften Siebener" in g.result.reason


# --- settlement -------------------------------------------------------------

def test_settlement_names_points_per_party_and_striche():
    g = aus_game(4)
    g.act(0, "aus")
    s = g.result.settlement
    assert "Platz 1 und Platz 3: Stiche 101 + Meldungen 0 = 101 Augen (3 Stiche)" in s
    assert "Platz 2 und Platz 4: Stiche 23 + Meldungen 0 = 23 Augen (1 Stich)" in s
    assert "Platz 2 und Platz 4 bekommen je 1 Strich." in s
    assert s.count("bekommen je 1 Strich") == 1
    assert g.view(1)["result"]["striche"] == [0, 1, 0, 1]
