"""One test per rule of RULES.md section 2 (preset `66`), on fixed deals."""

import pytest

from game.cardgames import IllegalMove, new_game, new_match

from .helpers import deal, play, play_out, texts

# Herz is trump.  Seat 0 holds aces and tens, seat 1 three marriages.
ACES = dict(
    hands=[
        "eichel ass, eichel zehn, laub ass, laub zehn, schellen ass, schellen zehn",
        "eichel könig, eichel ober, laub könig, laub ober, schellen könig, schellen ober",
    ],
    trump="herz ass",
    talon="eichel unter, laub unter, schellen unter, herz unter, eichel neun, laub neun, "
          "schellen neun, herz neun, herz zehn, herz könig, herz ober",
)
# Schellen is trump.  Seat 0 holds aces and kings, seat 1 tens and the trump pair.
TENS = dict(
    hands=[
        "eichel ass, laub ass, herz ass, eichel könig, laub könig, herz könig",
        "schellen könig, schellen ober, eichel zehn, laub zehn, herz zehn, schellen ass",
    ],
    trump="schellen unter",
    talon="eichel ober, laub ober, herz ober, eichel unter, laub unter, herz unter, "
          "eichel neun, laub neun, herz neun, schellen neun, schellen zehn",
)
# Herz is trump; seat 0 can win five tricks of a closed game, seat 1 the sixth.
CLOSE_WIN = dict(
    hands=[
        "eichel ass, eichel zehn, laub ass, laub zehn, schellen ass, schellen neun",
        "eichel könig, eichel ober, laub könig, laub ober, schellen könig, schellen zehn",
    ],
    trump="herz ass",
    talon="eichel unter, laub unter, schellen unter, herz unter, eichel neun, laub neun, "
          "schellen ober, herz neun, herz zehn, herz könig, herz ober",
)
# Herz is trump (the nine lies face up); for the duty to follow.
DUTY = dict(
    hands=[
        "eichel ober, laub ass, laub zehn, schellen ass, herz ass, herz zehn",
        "eichel ass, eichel unter, eichel neun, herz unter, schellen neun, schellen unter",
    ],
    trump="herz neun",
    talon="eichel zehn, eichel könig, laub könig, laub ober, laub unter, laub neun, "
          "schellen zehn, schellen könig, schellen ober, herz könig, herz ober",
)
# Herz ass lies face up, seat 0 holds the trump nine; seat 1 two marriages.
ROB = dict(
    hands=[
        "eichel ass, eichel zehn, laub ass, laub zehn, schellen ass, herz neun",
        "eichel könig, eichel ober, laub könig, laub ober, schellen könig, schellen zehn",
    ],
    trump="herz ass",
    talon="eichel unter, laub unter, schellen unter, herz unter, eichel neun, laub neun, "
          "schellen ober, schellen neun, herz zehn, herz könig, herz ober",
)
# Played out with the first legal card each time, both sides end with 65.
TIE = dict(
    hands=[
        "eichel neun, laub ass, schellen ass, schellen ober, schellen unter, schellen neun",
        "laub zehn, herz zehn, herz könig, herz ober, herz unter, schellen zehn",
    ],
    trump="laub könig",
    talon="eichel ass, laub ober, laub neun, eichel ober, herz neun, eichel könig, "
          "eichel zehn, schellen könig, herz ass, eichel unter, laub unter",
)


def game(d, **kw):
    return deal("66", d["hands"], d["trump"], d["talon"], **kw)


# --- deal -------------------------------------------------------------------

def test_deal_six_cards_each_trump_face_up_talon_count_includes_trump():
    g = new_game("66", seed=11)
    for seat in (0, 1):
        assert len(g.view(seat)["hand"]) == 6
    v = g.view(0)
    assert v["talon"] == 12
    assert v["trump_card"].split()[0] == v["trump"]
    assert v["phase"] == 1


def test_forehand_non_dealer_leads_first_trick():
    assert game(ACES).to_act == 0
    assert game(ACES, dealer=0).to_act == 1


def test_dealer_alternates_between_games():
    m = new_match("66", seed=4)
    assert m.game.view(0)["dealer"] == 1 and m.game.to_act == 0
    play_out(m.game)
    m.next_game()
    assert m.game.view(0)["dealer"] == 0 and m.game.to_act == 1


# --- phase 1 ----------------------------------------------------------------

def test_phase1_no_duty_to_follow():
    g = game(DUTY)
    play(g, "lege laub ass")
    assert len(g.legal(1)) == 6


def test_phase1_higher_card_of_led_suit_wins():
    g = game(DUTY)
    ev = play(g, "lege eichel ober", "lege eichel ass")
    trick = [e for e in ev if e["kind"] == "trick"][0]
    assert trick["seat"] == 1 and "Ass schlägt Ober" in trick["text"]


def test_phase1_trump_beats_non_trump():
    g = game(DUTY)
    ev = play(g, "lege laub ass", "lege herz unter")
    trick = [e for e in ev if e["kind"] == "trick"][0]
    assert trick["seat"] == 1 and "sticht mit Trumpf" in trick["text"]


def test_phase1_off_suit_card_loses():
    g = game(DUTY)
    ev = play(g, "lege laub ass", "lege schellen neun")
    trick = [e for e in ev if e["kind"] == "trick"][0]
    assert trick["seat"] == 0 and "nicht bedient – Fehlfarbe verliert" in trick["text"]


def test_trick_winner_draws_first_then_loser():
    g = game(DUTY)
    ev = play(g, "lege eichel ober", "lege eichel ass")  # seat 1 wins
    assert "eichel zehn" in g.view(1)["hand"]
    assert "eichel könig" in g.view(0)["hand"]
    assert g.view(0)["talon"] == 10
    assert "im Stapel noch 10 Karten" in texts(ev, "draw")[0]


def test_trick_winner_leads_next():
    g = game(DUTY)
    play(g, "lege eichel ober", "lege eichel ass")
    assert g.to_act == 1


def test_loser_of_last_phase1_trick_gets_face_up_trump():
    g = game(ACES)
    # seat 0 wins six tricks in a row; seat 1 loses the sixth and gets herz ass
    play(g, "lege eichel ass", "lege eichel könig", "lege eichel zehn", "lege eichel ober",
         "lege laub ass", "lege laub könig", "lege laub zehn", "lege laub ober",
         "lege schellen ass", "lege schellen könig")
    ev = play(g, "lege schellen zehn", "lege schellen ober")
    assert g.view(0)["talon"] == 0 and g.view(0)["phase"] == 2
    assert "herz ass" in g.view(1)["hand"]
    assert "herz ass" in g.view(0)["known_cards"][1]
    assert "bekommt die Trumpfkarte Herz Ass" in texts(ev, "draw")[0]


# --- phase 2: duty to follow ----------------------------------------------

def test_phase2_must_beat_when_able():
    g = game(DUTY)
    play(g, "decke stapel", "lege eichel ober")
    assert g.legal(1) == ["lege eichel ass"]
    with pytest.raises(IllegalMove, match="Eichel bedienen und stechen"):
        g.act(1, "lege eichel unter")


def test_phase2_must_follow_suit_when_unable_to_beat():
    g = game(DUTY)
    play(g, "decke stapel", "lege schellen ass")
    assert sorted(g.legal(1)) == ["lege schellen neun", "lege schellen unter"]
    with pytest.raises(IllegalMove, match="Schellen bedienen"):
        g.act(1, "lege herz unter")


def test_phase2_must_trump_when_void():
    g = game(DUTY)
    play(g, "decke stapel", "lege laub ass")
    assert g.legal(1) == ["lege herz unter"]
    with pytest.raises(IllegalMove, match="musst trumpfen"):
        g.act(1, "lege schellen neun")


def test_phase2_any_card_without_suit_and_trump():
    g = game(DUTY)
    play(g, "decke stapel", "lege herz ass", "lege herz unter", "lege laub ass")
    assert len(g.legal(1)) == 5


# --- marriages --------------------------------------------------------------

def test_marriage_on_lead_counts_20_in_plain_suit():
    g = game(ROB, dealer=0)  # seat 1 leads
    ev = play(g, "melde eichel")
    assert ev[0]["kind"] == "meld" and ev[0]["points"] == 20
    assert "meldet 20 in Eichel" in ev[0]["text"]
    assert ev[0]["own"][ev[0]["seat"]].startswith("Du meldest 20 in Eichel")


def test_marriage_in_trump_counts_40():
    g = game(TENS)
    play(g, "lege eichel ass", "lege eichel zehn", "lege laub könig", "lege schellen ass")
    ev = play(g, "melde schellen")
    assert ev[0]["points"] == 40
    assert g.view(1)["points"][1] == 15 + 40  # seat 1 has a trick: credited at once


def test_marriage_then_must_lead_king_or_ober_of_that_suit():
    g = game(ROB, dealer=0)
    play(g, "melde eichel")
    assert g.legal(1) == ["lege eichel könig", "lege eichel ober", "genug"]
    with pytest.raises(IllegalMove, match="Eichel König oder Eichel Ober ausspielen"):
        g.act(1, "lege laub könig")


def test_marriage_at_most_one_per_lead():
    g = game(ROB, dealer=0)
    play(g, "melde eichel")
    with pytest.raises(IllegalMove, match="schon gemeldet"):
        g.act(1, "melde laub")


def test_marriage_only_on_lead():
    g = game(ROB)
    play(g, "lege schellen ass")
    with pytest.raises(IllegalMove, match="nur, wenn du ausspielst"):
        g.act(1, "melde eichel")


def test_marriage_needs_king_and_ober():
    g = game(ROB, dealer=0)
    with pytest.raises(IllegalMove, match="kein Paar in Schellen: dir fehlt Schellen Ober"):
        g.act(1, "melde schellen")


def test_marriage_exchange_and_closing_come_first():
    g = game(ROB, dealer=0)
    play(g, "melde eichel")
    with pytest.raises(IllegalMove, match="erst zudrehen, dann melden"):
        g.act(1, "decke stapel")
    assert "decke stapel" not in g.legal(1) and "raube" not in g.legal(1)


def test_marriage_before_first_trick_credited_with_first_trick():
    g = game(ROB, dealer=0)
    play(g, "melde laub", "lege laub könig")
    assert g.view(1)["points"] == [0, 0] and g.view(1)["pending"] == [0, 20]
    play(g, "lege eichel zehn")  # seat 0 throws off: seat 1 takes the trick
    assert g.view(1)["points"] == [0, 14 + 20]
    assert g.view(1)["pending"] == [0, 0]


def test_marriage_forfeited_without_a_trick():
    g = game(ROB, dealer=0)
    play(g, "melde eichel", "lege eichel ober", "lege eichel ass",   # 0: 14
         "lege eichel zehn", "lege laub unter",                       # 0: 26
         "lege laub ass", "lege laub ober",                            # 0: 40
         "lege laub zehn", "lege laub könig",                          # 0: 54
         "lege schellen ass", "lege schellen zehn", "genug")          # 0: 75
    res = g.result
    assert res.points == [3, 0]
    assert "verfallen: Meldung 20 in Eichel" in res.settlement
    assert res.details["sides"][1]["forfeited"] == [{"seat": 1, "suit": "eichel", "points": 20}]


def test_marriage_allowed_after_closing_and_with_empty_talon():
    g = game(ROB, dealer=0)
    play(g, "decke stapel")
    assert "melde eichel" in g.legal(1)
    g2 = game(ACES)
    play(g2, "lege eichel ass", "lege eichel könig", "lege eichel zehn", "lege laub unter",
         "lege laub ass", "lege eichel ober", "lege laub zehn", "lege laub neun",
         "lege schellen ass", "lege schellen könig", "lege schellen zehn",
         "lege schellen ober", "lege eichel unter", "lege herz neun")
    assert g2.view(1)["talon"] == 0 and g2.to_act == 1
    assert "melde laub" in g2.legal(1)
    play(g2, "melde laub")
    assert g2.view(1)["points"][1] == 2 + 0 + 20


# --- trump exchange ---------------------------------------------------------

def test_exchange_trump_nine_takes_face_up_trump():
    g = game(ROB)
    play(g, "lege eichel ass", "lege eichel könig")
    ev = play(g, "raube")
    v = g.view(0)
    assert "herz ass" in v["hand"] and "herz neun" not in v["hand"]
    assert v["trump_card"] == "herz neun"
    assert "raubt: Herz Neun gegen Herz Ass" in ev[0]["text"]
    assert ev[0]["own"][ev[0]["seat"]] == "Du raubst: Herz Neun gegen Herz Ass."
    assert g.view(1)["exchange"] == {"seat": 0, "gave": "herz neun", "took": "herz ass"}


def test_exchange_only_after_own_trick_by_default():
    g = game(ROB)
    assert "raube" not in g.legal(0)
    with pytest.raises(IllegalMove, match="erst, wenn du einen Stich gemacht hast"):
        g.act(0, "raube")


def test_exchange_anytime_option_allows_it_before_a_trick():
    g = deal("66", ROB["hands"], ROB["trump"], ROB["talon"],
             options={"exchange_anytime": True})
    assert "raube" in g.legal(0)
    play(g, "raube")
    assert "herz ass" in g.view(0)["hand"]


def _rob_after_tricks(n):
    g = game(ROB)
    moves = ["lege eichel ass", "lege eichel könig", "lege eichel zehn", "lege eichel ober",
             "lege laub ass", "lege laub könig", "lege laub zehn", "lege laub ober",
             "lege schellen ass", "lege schellen könig"]
    play(g, *moves[:2 * n])
    return g


def test_exchange_needs_more_than_two_talon_cards():
    assert "raube" in _rob_after_tricks(4).legal(0)  # talon 4
    g = _rob_after_tricks(5)  # talon 2
    assert g.view(0)["talon"] == 2 and "raube" not in g.legal(0)
    with pytest.raises(IllegalMove, match="nur noch 2 Karten"):
        g.act(0, "raube")


def test_exchange_only_on_lead():
    g = deal("66", ROB["hands"], ROB["trump"], ROB["talon"], dealer=0,
             options={"exchange_anytime": True})
    play(g, "lege eichel ober")
    with pytest.raises(IllegalMove, match="nur, wenn du ausspielst"):
        g.act(0, "raube")


# --- closing ----------------------------------------------------------------

def test_closing_allowed_before_first_trick():
    assert "decke stapel" in game(ROB).legal(0)


def test_closing_stops_drawing_and_starts_phase2():
    g = game(CLOSE_WIN)
    ev = play(g, "decke stapel")
    assert "dreht zu" in ev[0]["text"] and ev[0]["own"][ev[0]["seat"]].startswith("Du drehst zu – ")
    play(g, "lege eichel ass", "lege eichel könig")
    v = g.view(0)
    assert v["closed"] and v["phase"] == 2 and len(v["hand"]) == 5 and v["talon"] == 12


def test_closing_needs_more_than_two_talon_cards():
    assert "decke stapel" in _rob_after_tricks(4).legal(0)
    g = _rob_after_tricks(5)
    with pytest.raises(IllegalMove, match="nur noch 2 Karten"):
        g.act(0, "decke stapel")


def test_closing_success_scored_by_opponent_state_at_closing():
    g = game(CLOSE_WIN)
    play(g, "decke stapel")
    play_out(g)  # seat 0 takes five tricks (77), seat 1 the last one
    res = g.result
    assert res.winners == [0] and res.points == [3, 0]  # seat 1 had no trick at closing


def test_closing_failed_opponent_scores_3_without_trick_at_closing():
    g = game(TENS)
    play(g, "decke stapel", "lege eichel ass", "lege eichel zehn", "lege laub ass",
         "lege laub zehn", "lege herz ass", "lege herz zehn", "lege eichel könig",
         "lege schellen ober", "lege schellen ass", "lege laub könig",
         "lege schellen könig", "lege herz könig")
    res = g.result
    assert res.winners == [1] and res.points == [0, 3]
    assert "es fehlten 3 Augen" in res.settlement


def test_closing_failed_opponent_scores_2_with_trick_at_closing():
    g = game(TENS)
    play(g, "lege eichel könig", "lege eichel zehn",   # seat 1 takes 14
         "lege eichel ober", "lege eichel ass",         # seat 0 takes 14
         "decke stapel", "lege laub ass", "lege laub zehn", "lege herz ass", "lege herz zehn")
    play_out(g)
    res = g.result
    assert res.winners == [1] and res.points == [0, 2]


def test_closer_wrong_announcement_counts_as_failed_closing():
    g = game(TENS)
    play(g, "decke stapel", "lege eichel ass", "lege eichel zehn",
         "lege eichel könig", "lege schellen ober",     # seat 1 trumps: has a trick now
         "lege schellen könig", "lege laub könig",
         "lege laub zehn", "lege laub ass")             # seat 0: 42
    play(g, "genug")
    res = g.result
    # failed closing: 3, as seat 1 had no trick when seat 0 closed (a plain wrong
    # announcement would give seat 1 only 2)
    assert res.winners == [1] and res.points == [0, 3]


def test_non_closer_correct_announcement_scores_at_least_2():
    g = game(TENS)
    play(g, "lege eichel könig", "lege eichel zehn", "lege eichel ober", "lege eichel ass",
         "decke stapel", "lege laub ass", "lege laub zehn", "lege herz ass", "lege herz zehn",
         "lege laub könig", "lege schellen ass", "melde schellen", "genug")
    res = g.result
    # seat 0 has 56 (the table alone would give 1)
    assert res.details["sides"][0]["total"] == 56
    assert res.winners == [1] and res.points == [0, 2]


# --- announcing -------------------------------------------------------------

def test_announce_only_after_own_trick_or_marriage():
    g = game(ACES)
    assert "genug" not in g.legal(0)
    with pytest.raises(IllegalMove, match="nach deinem eigenen Stich oder nach einer Meldung"):
        g.act(0, "genug")
    play(g, "lege eichel ass", "lege eichel könig")
    assert "genug" in g.legal(0)
    g2 = game(ROB, dealer=0)
    play(g2, "melde eichel")
    assert "genug" in g2.legal(1)


def test_announce_only_on_lead():
    g = game(ACES)
    play(g, "lege eichel ass", "lege eichel könig", "lege laub ass")
    with pytest.raises(IllegalMove, match="wenn du ausspielst"):
        g.act(1, "genug")


ACES_NO_TRICK = ["lege eichel ass", "lege eichel könig", "lege laub ass", "lege laub könig",
                 "lege schellen ass", "lege schellen könig", "lege eichel zehn",
                 "lege eichel ober", "lege laub zehn", "lege laub ober"]


def test_announce_correct_opponent_without_trick_scores_3():
    g = game(ACES)
    ev = play(g, *ACES_NO_TRICK, "genug")
    assert g.result.points == [3, 0] and g.result.winners == [0]
    assert "sagt an: genug" in texts(ev, "announce")[0]
    assert texts(ev, "end")


def test_announce_correct_opponent_under_33_scores_2():
    g = game(ACES)
    play(g, "lege eichel ass", "lege eichel könig", "lege eichel unter", "lege eichel ober",
         "lege laub unter", "lege laub ass", "lege laub zehn", "lege laub könig",
         "lege schellen ass", "lege schellen könig", "lege schellen zehn",
         "lege schellen ober", "genug")
    assert g.result.details["sides"][1]["total"] == 5
    assert g.result.points == [2, 0]


def test_announce_correct_opponent_33_or_more_scores_1():
    g = game(TENS)
    play(g, "lege eichel ass", "lege eichel zehn", "lege laub ass", "lege laub zehn",
         "lege herz könig", "lege schellen ass", "melde schellen", "lege schellen könig",
         "lege herz unter", "lege eichel unter", "lege eichel könig", "lege herz ass",
         "lege herz zehn", "genug")
    d = g.result.details["sides"]
    assert d[0]["total"] == 69 and d[1]["total"] == 61
    assert g.result.points == [1, 0]


def test_announce_wrong_opponent_scores_3_without_trick():
    g = game(ACES)
    play(g, "lege eichel ass", "lege eichel könig", "genug")
    res = g.result
    assert res.winners == [1] and res.points == [0, 3]
    assert "es fehlten 51 Augen" in res.settlement


def test_announce_wrong_opponent_scores_2_with_trick():
    g = game(ACES)
    play(g, "lege eichel ass", "lege eichel könig", "lege eichel unter", "lege eichel ober",
         "lege laub unter", "lege laub ass", "genug")
    res = g.result
    assert res.winners == [1] and res.points == [0, 2]
    assert "es fehlten 38 Augen" in res.settlement


def test_no_automatic_end_past_66():
    g = game(ACES)
    play(g, *ACES_NO_TRICK)
    assert g.view(0)["points"][0] == 71
    assert g.result is None and g.to_act == 0
    play(g, "lege schellen zehn", "lege schellen ober")
    assert g.result is None


# --- played out -------------------------------------------------------------

def test_playout_last_trick_earns_10_and_more_points_win():
    g = game(DUTY)
    play_out(g)
    res = g.result
    sides = res.details["sides"]
    assert sides[0]["card_points"] + sides[1]["card_points"] == 120
    last = [s for s in (0, 1) if sides[s]["last_trick"]]
    assert len(last) == 1 and sides[last[0]]["last_trick"] == 10
    win = 0 if sides[0]["total"] > sides[1]["total"] else 1
    assert res.winners == [win]
    loser = sides[1 - win]
    expected = 3 if loser["tricks"] == 0 else 2 if loser["total"] < 33 else 1
    assert res.points[win] == expected
    assert "letzter Stich 10" in res.settlement


def test_playout_equal_points_score_nothing():
    g = game(TIE)
    play_out(g)
    res = g.result
    assert [s["total"] for s in res.details["sides"]] == [65, 65]
    assert res.winners == [] and res.points == [0, 0]
    assert "Gleichstand" in res.reason


def test_closed_game_never_earns_last_trick_bonus():
    g = game(CLOSE_WIN)
    play(g, "decke stapel")
    play_out(g)
    sides = g.result.details["sides"]
    assert sides[1]["tricks"] == 1 and sides[1]["last_trick"] == 0
    assert [s["total"] for s in sides] == [77, 4]


# --- match ------------------------------------------------------------------

@pytest.mark.parametrize("target", [3, 7, 11])
def test_match_first_to_target_game_points(target):
    m = new_match("66", target=target, seed=5)
    games = 0
    while not m.winners:
        play_out(m.game)
        games += 1
        if not m.winners:
            m.next_game()
    assert max(m.score) >= target
    assert m.winners == [max(range(2), key=lambda s: m.score[s])]
    with pytest.raises(IllegalMove):
        m.next_game()


def test_match_target_option():
    assert new_match("66", options={"match_target": 3}, seed=1).target == 3


# --- settlement -------------------------------------------------------------

def test_settlement_shows_sum_cards_and_game_points():
    g = game(TENS)
    play(g, "lege eichel ass", "lege eichel zehn", "lege laub ass", "lege laub zehn",
         "lege herz könig", "lege schellen ass", "melde schellen", "lege schellen könig",
         "lege herz unter", "lege eichel unter", "lege eichel könig", "lege herz ass",
         "lege herz zehn", "genug")
    text = g.result.settlement
    assert "Platz 1: Stiche 69 + Meldungen 0 = 69 Augen" in text
    assert "Platz 2: Stiche 21 + Meldungen 40 = 61 Augen" in text
    assert "Eichel Ass, Eichel Zehn" in text
    assert ("Spielende: Platz 1 sagt mit 69 Augen richtig an und bekommt 1 Punkt (Platz 2 war "
            "mit 61 Augen aus dem Schneider).") in text


def test_scores_say_why_schwarz_schneider_and_closing():
    """Every game-point sentence names its reason: no trick, Schneider, closing, announcing."""
    import random

    seen = set()
    for seed in range(150):
        rng = random.Random(seed)
        g = new_game("66", seed=seed, names=["Anna", "Bernd"])
        while g.result is None:
            g.act(g.to_act, rng.choice(g.legal(g.to_act)))
        o, reason = g.state.outcome, g.result.reason
        lines = g.result.settlement.splitlines()
        assert len(lines) == len(set(lines)) and lines[-1] == "Spielende: " + reason
        if o["game_points"] >= 2:
            assert ", weil " in reason or " für " in reason, reason
        if "keinen Stich gemacht" in reason:
            assert "(Schwarz)" in reason
            seen.add("Schwarz")
        if ": Schneider)" in reason:
            assert "nur" in reason and "unter 33" in reason
            seen.add("Schneider")
        if "beim Zudrehen noch keinen Stich hatte" in reason:
            assert "3 Punkte, weil" in reason
            seen.add("Zudrehen")
    assert seen == {"Schwarz", "Schneider", "Zudrehen"}


def test_failed_closing_against_a_trickless_opponent_gives_three_and_says_why():
    g = new_game("66", seed=3, names=["Bernd", "Anna"])
    g.act(0, "decke stapel")
    while g.result is None:
        seat = g.to_act
        g.act(seat, g.legal(seat)[-1 if seat == 0 else 0])
    if g.state.outcome["winner"] == 1:
        assert "Anna bekommt 3 Punkte, weil Anna beim Zudrehen noch keinen Stich hatte" \
            in g.result.reason
    else:
        assert "weil Anna beim Zudrehen noch keinen Stich hatte" in g.result.reason
