"""One test per rule of RULES.md section 3: the other 66 presets."""

import pytest

from game.cardgames import IllegalMove, new_game, new_match

from .helpers import deal, play, play_out, texts
from .test_rules_66 import ACES, ACES_NO_TRICK, DUTY, ROB, TENS


def with_low(d, low):
    return {k: (v.replace("neun", low) if isinstance(v, str) else
                [h.replace("neun", low) for h in v]) for k, v in d.items()}


def game(preset, d, **kw):
    return deal(preset, d["hands"], d["trump"], d["talon"], **kw)


# --- schnapsen --------------------------------------------------------------

SCHNAPSEN = dict(
    hands=["eichel ass, eichel zehn, laub ass, laub zehn, herz unter",
           "eichel könig, eichel ober, laub könig, laub ober, schellen zehn"],
    trump="herz ass",
    talon="eichel unter, laub unter, schellen ass, schellen könig, schellen ober, "
          "schellen unter, herz zehn, herz könig, herz ober",
)
# Played out with the first legal card: seat 0 takes the last trick with fewer points.
SCHNAPSEN_LAST = dict(
    hands=["eichel könig, herz ass, herz zehn, schellen zehn, schellen ober",
           "eichel ass, eichel ober, laub unter, herz unter, schellen könig"],
    trump="laub ass",
    talon="laub könig, eichel unter, schellen unter, laub zehn, schellen ass, laub ober, "
          "eichel zehn, herz ober, herz könig",
)


def test_schnapsen_twenty_cards_five_each_without_nines():
    g = new_game("schnapsen", seed=3)
    assert len(g.view(0)["hand"]) == 5 and g.view(0)["talon"] == 11 - 1
    assert not any("neun" in c for c in g.view(0)["hand"] + g.view(1)["hand"])
    with pytest.raises(IllegalMove, match="keine Neunen"):
        g.act(0, "lege herz neun")


def test_schnapsen_trump_unter_exchanges():
    g = game("schnapsen", SCHNAPSEN)
    play(g, "lege eichel ass", "lege eichel könig")
    assert "raube" in g.legal(0)
    ev = play(g, "raube")
    assert "Herz Unter gegen Herz Ass" in ev[0]["text"]
    assert "herz ass" in g.view(0)["hand"]


def test_schnapsen_played_out_last_trick_wins_without_bonus():
    g = game("schnapsen", SCHNAPSEN_LAST)
    play_out(g)
    res = g.result
    sides = res.details["sides"]
    assert g.view(0)["tricks"][-1]["winner"] == 0
    assert sides[0]["total"] < sides[1]["total"]
    assert sides[0]["last_trick"] == 0 and res.winners == [0]
    assert res.points == [1, 0]  # table: seat 1 has a trick and 33 or more


# --- dreier -----------------------------------------------------------------

def test_dreier_dealer_sits_out_next_seat_leads():
    g = deal("dreier", ["", *ACES["hands"]], ACES["trump"], ACES["talon"], dealer=0)
    assert g.to_act == 1 and g.view(0)["hand"] == [] and g.view(0)["sitting_out"] == [0]
    with pytest.raises(IllegalMove, match="setzt dieses Spiel aus"):
        g.act(0, "lege eichel ass")
    play(g, *ACES_NO_TRICK, "genug")
    assert g.result.points == [0, 3, 0] and g.result.winners == [1]


def test_dreier_sitting_out_seat_rotates_with_the_deal():
    m = new_match("dreier", seed=2)
    assert m.game.view(0)["sitting_out"] == [2] and m.game.to_act == 0
    play_out(m.game)
    m.next_game()
    assert m.game.view(0)["sitting_out"] == [0] and m.game.to_act == 1
    play_out(m.game)
    m.next_game()
    assert m.game.view(0)["sitting_out"] == [1] and m.game.to_act == 2


def test_dreier_each_player_scores_alone():
    g = new_game("dreier", seed=9)
    play_out(g)
    res = g.result
    assert len(res.points) == 3 and res.points[2] == 0
    assert len(res.winners) <= 1


# --- vierer -----------------------------------------------------------------

VIERER = [
    "schellen ass, schellen zehn, schellen könig, eichel ober, eichel zehn, eichel könig",
    "herz unter, laub ass, laub zehn, laub könig, laub ober, laub unter",
    "herz ass, herz neun, eichel ass, eichel unter, eichel neun, laub neun",
    "schellen ober, schellen unter, schellen neun, herz zehn, herz ober, herz könig",
]


def vierer():
    return deal("vierer", VIERER)


def test_vierer_seats_1_3_against_2_4():
    assert vierer().view(0)["teams"] == [[0, 2], [1, 3]]


def test_vierer_all_cards_dealt_dealer_last_card_sets_trump():
    g = vierer()
    v = g.view(0)
    assert v["trump"] == "herz" and v["shown_trump"] == "herz könig"
    assert v["talon"] == 0 and v["known_cards"][3] == ["herz könig"]
    assert all(len(g.view(s)["hand"]) == 6 for s in range(4))


def test_vierer_no_talon_phase2_from_first_trick():
    g = vierer()
    assert g.view(0)["phase"] == 2
    assert "decke stapel" not in g.legal(0) and "raube" not in g.legal(0)
    play(g, "lege eichel ober")
    # seat 1 has no eichel: must trump with its only trump
    assert g.legal(1) == ["lege herz unter"]


def test_vierer_must_overtrump_when_able():
    g = vierer()
    play(g, "lege schellen ass", "lege herz unter")
    assert g.legal(2) == ["lege herz ass"]
    with pytest.raises(IllegalMove, match="höher trumpfen"):
        g.act(2, "lege herz neun")


def test_vierer_led_suit_trumped_any_card_of_led_suit():
    g = vierer()
    play(g, "lege eichel könig", "lege herz unter")
    assert sorted(g.legal(2)) == ["lege eichel ass", "lege eichel neun", "lege eichel unter"]


def test_vierer_points_per_pair_partners_share_game_points_last_trick_10():
    g = vierer()
    play_out(g)
    res = g.result
    sides = res.details["sides"]
    assert [s["seats"] for s in sides] == [[0, 2], [1, 3]]
    assert sides[0]["card_points"] + sides[1]["card_points"] == 120
    assert sorted(s["last_trick"] for s in sides) == [0, 10]
    assert res.points[0] == res.points[2] and res.points[1] == res.points[3]
    assert len(res.winners) in (0, 2)


def test_vierer_player_on_lead_may_announce():
    g = vierer()
    play(g, "lege schellen ass", "lege herz unter", "lege herz ass", "lege schellen neun")
    assert g.to_act == 2 and "genug" in g.legal(2)
    play(g, "genug")
    assert g.result.winners == [1, 3]  # 26 points are not 66


# --- klassisch --------------------------------------------------------------

K_ROB = with_low(ROB, "sieben")
K_DUTY = with_low(DUTY, "sieben")
K_TENS = with_low(TENS, "sieben")
# The opponent of the announcer ends with exactly 33.
K_33 = dict(
    hands=["eichel ass, eichel zehn, laub unter, herz zehn, herz unter, schellen ober",
           "eichel unter, laub zehn, laub könig, herz ass, schellen könig, schellen sieben"],
    trump="eichel könig",
    talon="schellen unter, eichel ober, laub sieben, laub ass, laub ober, herz ober, "
          "eichel sieben, schellen ass, herz könig, schellen zehn, herz sieben",
)


def test_klassisch_low_card_is_the_seven():
    g = game("klassisch", K_ROB)
    assert "herz sieben" in g.view(0)["hand"]
    assert any(c == "lege herz sieben" for c in g.legal(0))


def test_klassisch_marriage_only_after_a_trick():
    g = game("klassisch", K_ROB, dealer=0)
    assert "melde eichel" not in g.legal(1)
    with pytest.raises(IllegalMove, match="erst, wenn du einen Stich gemacht hast"):
        g.act(1, "melde eichel")
    play(g, "lege laub könig", "lege eichel zehn")  # seat 1 takes the trick
    assert "melde eichel" in g.legal(1)


def test_klassisch_marriage_only_while_talon_open():
    g = game("klassisch", K_ROB, dealer=0)
    play(g, "lege laub könig", "lege eichel zehn", "decke stapel")
    with pytest.raises(IllegalMove, match="zugedreht"):
        g.act(1, "melde eichel")


def test_klassisch_seven_exchange_only_after_a_trick():
    g = game("klassisch", K_ROB)
    assert "raube" not in g.legal(0)
    play(g, "lege eichel ass", "lege eichel könig", "raube")
    assert "herz ass" in g.view(0)["hand"]


def test_klassisch_phase2_only_duty_to_follow():
    g = game("klassisch", K_DUTY)
    play(g, "decke stapel", "lege eichel ober")
    assert sorted(g.legal(1)) == ["lege eichel ass", "lege eichel sieben", "lege eichel unter"]
    g = game("klassisch", K_DUTY)
    play(g, "decke stapel", "lege laub ass")
    assert len(g.legal(1)) == 6  # no duty to trump


def test_klassisch_failed_closing_always_3():
    g = game("klassisch", K_TENS)
    play(g, "lege eichel könig", "lege eichel zehn", "lege eichel ober", "lege eichel ass",
         "decke stapel", "lege laub ass", "lege laub zehn", "lege herz ass", "lege herz zehn")
    play_out(g)
    assert g.result.points == [0, 3]  # preset 66 gives 2 here


def test_klassisch_two_points_when_opponent_has_33():
    g = game("klassisch", K_33)
    play(g, "lege eichel ass", "lege eichel unter", "lege eichel zehn", "lege eichel ober",
         "lege laub unter", "lege laub ass", "lege laub zehn", "lege laub sieben",
         "lege eichel sieben", "lege herz zehn", "lege laub könig", "lege herz ober",
         "lege laub ober", "lege eichel könig", "lege herz unter", "lege herz ass",
         "lege herz könig", "lege schellen ass", "genug")
    assert g.result.details["sides"][0]["total"] == 33
    assert g.result.points == [0, 2]


# --- sarasande --------------------------------------------------------------

SARASANDE_LAST = dict(
    hands=["eichel ass, laub unter, herz könig, herz neun, schellen ober, schellen unter",
           "eichel könig, eichel unter, laub ass, laub zehn, laub neun, schellen könig"],
    trump="eichel ober",
    talon="schellen zehn, eichel neun, schellen ass, laub ober, schellen neun, herz ober, "
          "herz unter, laub könig, eichel zehn, herz zehn, herz ass",
)


def test_sarasande_marriage_10_plain_20_trump():
    g = game("sarasande", ROB, dealer=0)
    assert play(g, "melde eichel")[0]["points"] == 10
    g = game("sarasande", TENS)
    play(g, "lege eichel ass", "lege eichel zehn", "lege laub könig", "lege schellen ass")
    assert play(g, "melde schellen")[0]["points"] == 20


def test_sarasande_phase2_follow_else_trump_no_duty_to_beat():
    g = game("sarasande", DUTY)
    play(g, "decke stapel", "lege eichel ober")
    assert sorted(g.legal(1)) == ["lege eichel ass", "lege eichel neun", "lege eichel unter"]
    g = game("sarasande", DUTY)
    play(g, "decke stapel", "lege laub ass")
    assert g.legal(1) == ["lege herz unter"]


def test_sarasande_played_out_last_trick_wins():
    g = game("sarasande", SARASANDE_LAST)
    play_out(g)
    sides = g.result.details["sides"]
    assert g.view(1)["tricks"][-1]["winner"] == 0
    assert sides[0]["total"] < sides[1]["total"] and g.result.winners == [0]


def test_sarasande_genug_under_66_loses():
    g = game("sarasande", ACES)
    play(g, "lege eichel ass", "lege eichel könig", "genug")
    assert g.result.winners == [1] and g.result.points == [0, 3]


def test_sarasande_robbing_with_trump_nine_while_stack_open():
    g = game("sarasande", ROB)
    assert "raube" in g.legal(0)


# --- vu ---------------------------------------------------------------------

VU_LAST = dict(
    hands=["laub ass, laub unter, herz unter, schellen zehn, schellen unter",
           "eichel könig, laub zehn, laub ober, herz zehn, herz könig"],
    trump="herz ass",
    talon="eichel unter, schellen könig, laub könig, eichel ober, eichel ass, schellen ass, "
          "herz ober, eichel zehn, schellen ober",
)
VU_FOUR = ["lege eichel ass", "lege eichel könig", "lege eichel zehn", "lege eichel ober",
           "lege laub ass", "lege laub könig", "lege laub zehn", "lege laub ober"]


def test_vu_exchange_unter_whenever_talon_not_empty():
    g = game("vu", SCHNAPSEN)
    assert "raube" in g.legal(0)  # no trick needed
    play(g, *VU_FOUR)
    assert g.view(0)["talon"] == 2 and "raube" in g.legal(0)


def test_vu_reaching_66_wins_at_once():
    g = game("vu", SCHNAPSEN)
    play(g, *VU_FOUR, "raube", "lege schellen ass")
    assert g.result is None
    ev = play(g, "lege schellen zehn")
    assert g.result.winners == [0] and g.result.points == [3, 0]
    assert "erreicht 66" in texts(ev, "end")[0]


def test_vu_marriage_leads_the_king_points_pending_until_next_trick():
    g = game("vu", SCHNAPSEN, dealer=0)  # seat 1 leads
    ev = play(g, "melde eichel")
    assert [e["kind"] for e in ev] == ["meld", "play"]
    assert g.view(0)["trick"] == [{"seat": 1, "card": "eichel könig"}]
    play(g, "lege eichel ass")  # seat 0 takes it
    assert g.view(1)["pending"] == [0, 20]
    play(g, "lege eichel unter", "lege eichel ober")  # seat 1 takes 5
    assert g.view(1)["points"] == [15, 25]
    play(g, "melde laub")  # seat 1 has a trick, still pending until it wins again
    assert g.view(1)["pending"] == [0, 20]


def test_vu_no_closing_and_no_announcement():
    g = game("vu", SCHNAPSEN)
    play(g, "lege eichel ass", "lege eichel könig")
    assert "decke stapel" not in g.legal(0) and "genug" not in g.legal(0)
    with pytest.raises(IllegalMove, match="nicht zugedreht"):
        g.act(0, "decke stapel")
    with pytest.raises(IllegalMove, match="nicht angesagt"):
        g.act(0, "genug")


def test_vu_played_out_last_trick_scores_1():
    g = game("vu", VU_LAST)
    play_out(g)
    assert g.view(0)["tricks"][-1]["winner"] == 1
    assert g.result.winners == [1] and g.result.points == [0, 1]


def test_vu_game_points_2_when_loser_under_33():
    g = game("vu", SCHNAPSEN)
    play(g, "raube", "lege eichel ass", "lege eichel könig", "lege eichel unter",
         "lege eichel ober", "lege laub unter", "lege laub ass", "lege laub zehn",
         "lege laub könig", "lege herz ass", "lege laub ober", "lege herz zehn")
    assert g.result is None
    play(g, "lege herz könig")
    assert g.result.details["sides"][1]["total"] == 5
    assert g.result.points == [2, 0]


def test_match_lengths_a_player_may_choose_are_3_7_and_11_in_both_families():
    from game.cardgames.presets import MATCH_TARGETS, check_match_target, make_options

    assert MATCH_TARGETS == (3, 7, 11)
    for preset in ("66", "vu", "gaigel4"):
        for target in (3, 7, 11):
            assert make_options(preset, {"match_target": target})["match_target"] == target
        for target in (0, 1, 5, 12):
            with pytest.raises(ValueError, match="Gespielt wird bis 3, 7 oder 11"):
                make_options(preset, {"match_target": target})
    with pytest.raises(ValueError):
        check_match_target(9)
