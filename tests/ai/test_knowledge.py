"""What a seat knows, and samples of the hidden cards that respect it."""

import random

import pytest

from game.cardgames import PRESETS
from game.cardgames.ai.sixtysix.determinize import build, public_dict
from game.cardgames.ai.sixtysix.knowledge import Knowledge
from game.cardgames.ai.sixtysix.sampling import deal
from game.cardgames.cards import SUIT_MASK, cards_of, parse_face

from tests.engine.helpers import deal as fixed_deal, play
from .helpers import positions

PUBLIC = ("close_opp_trick", "close_opp_points", "lead_meld", "meld_pts", "card_pts",
          "pending", "tricks", "taken", "last_winner", "phase2", "trump_card", "trick",
          "turn", "leader", "closed", "closer", "history")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_rebuilt_state_agrees_with_the_true_state_on_everything_public(preset):
    rng = random.Random(3)
    for g in positions(preset, 40, start=0, max_steps=30):
        seat = g.to_act
        view = g.view(seat)
        k = Knowledge.from_view(view)
        st = g.core
        true = st.to_dict()
        for s in range(st.seats):
            assert k.sizes[s] == bin(st.hands[s]).count("1")
            if s != seat:
                assert not st.hands[s] & k.forbidden[s], "inference excluded a held card"
                assert st.known[s] & ~st.hands[s] == 0
        built = build(k, public_dict(k, view), deal(k, rng))
        d = built.to_dict()
        for key in PUBLIC:
            assert d[key] == true[key], key
        assert sorted(built.legal_moves()) == sorted(st.legal_moves())
        assert built.hands[seat] == st.hands[seat]
        assert len(built.talon) == len(st.talon)


@pytest.mark.parametrize("preset", ["66", "vierer", "klassisch", "sarasande", "vu"])
def test_samples_respect_counts_known_cards_and_revealed_voids(preset):
    rng = random.Random(8)
    for g in positions(preset, 40, start=900, max_steps=40):
        seat = g.to_act
        k = Knowledge.from_view(g.view(seat))
        for _ in range(5):
            smp = deal(k, rng)
            everything = smp.hands[seat]
            for s in range(k.seats):
                if s == seat or k.side[s] < 0:
                    continue
                assert bin(smp.hands[s]).count("1") == k.sizes[s]
                assert smp.hands[s] & k.known[s] == k.known[s]
                assert not smp.hands[s] & k.forbidden[s]
                assert not smp.hands[s] & everything
                everything |= smp.hands[s]
            assert len(smp.talon) == k.talon_hidden
            assert sorted(cards_of(everything & ~k.hand) + smp.talon) == sorted(
                cards_of(k.hidden | sum(k.known)))


def test_a_void_shown_under_the_duty_to_follow_is_never_dealt_back():
    # Talon closed at once; Herz led, seat 1 has no Herz and trumps with Eichel.
    g = fixed_deal("66", [
        "herz ass, herz zehn, laub ass, laub zehn, schellen ass, schellen zehn",
        "eichel ass, eichel zehn, laub könig, laub ober, schellen könig, schellen ober",
    ], trump="eichel neun", talon=(
        "herz könig, herz ober, herz unter, herz neun, eichel könig, eichel ober, "
        "eichel unter, laub unter, laub neun, schellen unter, schellen neun"))
    play(g, "decke stapel", "lege herz ass", "lege eichel zehn")
    k = Knowledge.from_view(g.view(1 - g.to_act) if g.to_act == 1 else g.view(0))
    assert k.forbidden[1] & SUIT_MASK[2] & ((1 << 24) - 1) == SUIT_MASK[2] & ((1 << 24) - 1)
    herz = [parse_face(t) for t in ("herz könig", "herz ober", "herz unter", "herz neun")]
    rng = random.Random(1)
    for _ in range(200):
        smp = deal(k, rng)
        assert not any(smp.hands[1] >> c & 1 for c in herz)


def test_the_robbed_trump_and_a_shown_marriage_are_placed_in_the_right_hand():
    g = fixed_deal("sarasande", [
        "eichel neun, herz zehn, laub ass, laub zehn, schellen ass, herz unter",
        "laub könig, laub ober, schellen könig, schellen zehn, herz ass, herz ober",
    ], trump="eichel ass", talon=(
        "eichel zehn, eichel könig, eichel ober, eichel unter, herz könig, herz neun, "
        "laub unter, laub neun, schellen ober, schellen unter, schellen neun"))
    play(g, "raube", "lege herz zehn", "lege herz ass")
    play(g, "melde laub", "lege laub ober")      # seat 1 won, melds, leads the Ober
    k = Knowledge.from_view(g.view(0))
    assert k.known[1] >> parse_face("laub könig") & 1
    assert not k.hidden >> parse_face("laub könig") & 1
    for seed in range(50):
        assert deal(k, random.Random(seed)).hands[1] >> parse_face("laub könig") & 1
    k1 = Knowledge.from_view(g.view(1))
    assert k1.known[0] >> parse_face("eichel ass") & 1
    for seed in range(50):
        assert deal(k1, random.Random(seed)).hands[0] >> parse_face("eichel ass") & 1


def test_a_card_on_the_table_is_never_counted_as_still_held():
    # Some front ends (the schnapsen package) still list a led card as known in hand.
    for g in positions("vu", 30, start=50, max_steps=12):
        view = g.view(g.to_act)
        if not view["trick"]:
            continue
        led = view["trick"][0]
        view["known_cards"][led["seat"]] = view["known_cards"][led["seat"]] + [led["card"]]
        k = Knowledge.from_view(view)
        assert not k.known[led["seat"]] >> parse_face(led["card"]) & 1
        smp = deal(k, random.Random(1))
        assert bin(smp.hands[led["seat"]]).count("1") == k.sizes[led["seat"]]
