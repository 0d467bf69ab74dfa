"""The seam's contract, for every preset of every family in the registry
(hypothesis): the 66 family, Gaigel and the tests' toy family Zwölferle.

One set of property tests for all presets, in place of one copy per family:
legal never empty while the game runs, every legal command accepted, an
illegal text refused with the JSON unchanged, the JSON round trip exact at
every step, the card points adding up to the deck's, and no hidden card in
any seat's view or in the spectator's view (`public_view`): dealing the
hidden cards differently changes nothing that seat (or a spectator) sees.

    CONTRACT_EXAMPLES=200 .venv/bin/python -m pytest tests/engine/test_contract.py  # longer run
"""

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.cardgames import GAIGEL_PRESETS, Game, IllegalMove, new_game
from game.cardgames.cards import SUITS, VALUE_OF, card_text
from game.cardgames.families import FAMILIES
from game.cardgames.kinds import MoveKind, Refusal
from game.cardgames.moves import Move

from tests import toy

from .helpers import permute_hidden

with toy.registered():  # the toy family (tests/toy) is checked like the real ones
    #: every preset of every family in the registry (a family a test registers, too)
    ALL_PRESETS = [preset for family in FAMILIES for preset in family.presets]


@pytest.fixture(autouse=True, scope="module")
def toy_family():
    """The toy family stays registered while this module's tests run."""
    with toy.registered():
        yield
SETTINGS = settings(max_examples=int(os.environ.get("CONTRACT_EXAMPLES", 12)), deadline=None)
GIBBERISH = st.text(alphabet="xyzqjw!?# ", max_size=12)
#: options that let a game run until every card is played (nobody ends it early)
PLAY_OUT = {"66": {"win_at_66": False}, "gaigel": {"aus_points": 1000, "five_sevens": False}}


def all_commands(g):
    """Every command either family knows, with this game's low card."""
    cards = [card_text(c, g.core.rules.low_name) for c in range(24)]
    return ([f"{verb} {c}" for verb in ("lege", "ge-elfen", "höher hat", "andere alte")
             for c in cards]
            + [f"melde {s}" for s in SUITS]
            + ["raube", "decke stapel", "genug", "fünf siebener", "dissle", "aus"])


def step(g, rng):
    """A random player's move: mostly a move of the seat to act; a call out of
    turn (Gaigel's `aus`) now and then; the grace time ends by the timer or a call."""
    if g.to_act is None:
        if rng.random() < 0.5:
            return g.end_grace_time()
        return g.act(rng.randrange(g.seats), g.family.out_of_turn[0])
    seat = g.to_act
    legal = g.legal(seat)
    plain = [c for c in legal if c not in g.family.out_of_turn]
    if not plain or rng.random() < 0.03:
        return g.act(seat, legal[-1])
    return g.act(seat, rng.choice(plain))


def running(g):
    return g.result is None


def assert_written(events):
    """Every event field a reader sees is written out: only `template` and
    `own_template` keep card references (result.REFERENCE_FIELDS and `own` are
    the fields that get rendered)."""
    for event in events:
        for key, value in event.items():
            if key not in ("template", "own_template"):
                assert "⟨" not in str(value), (key, value)


def assert_refusal_data(exc, cmd):
    """A refusal says itself as data: a reason code, the kind of move tried (or
    None), and only cards the command itself named."""
    assert isinstance(exc.reason, Refusal)
    assert exc.kind is None or isinstance(exc.kind, MoveKind)
    assert all(card in cmd for card in exc.cards), (cmd, exc.cards)


@pytest.mark.parametrize("preset", ALL_PRESETS)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), junk=st.lists(GIBBERISH, min_size=2, max_size=2))
def test_contract_legal_accepted_illegal_refused_json_round_trip(preset, seed, junk):
    g = new_game(preset, seed=seed)
    rng = random.Random(seed)
    commands = all_commands(g)
    while running(g):
        text = g.to_json()
        copy = Game.from_json(text)
        assert copy.to_json() == text
        assert all(copy.view(s) == g.view(s) for s in range(g.seats))
        assert copy.public_view() == g.public_view()
        assert any(g.legal(s) for s in range(g.seats)), "nobody may act in a running game"
        if g.to_act is not None:
            assert g.legal(g.to_act), "legal(to_act) must not be empty while the game runs"
        for seat in range(g.seats):
            legal = g.legal(seat)
            assert copy.legal(seat) == legal
            if seat == g.to_act:
                for cmd in legal:  # every legal command is accepted
                    assert_written(Game.from_json(text).act(seat, cmd))
            tries = [c for c in rng.sample(commands, 4) if c not in legal] + junk
            for cmd in tries:
                with pytest.raises(IllegalMove) as refused:
                    g.act(seat, cmd)
                assert str(refused.value)
                assert_refusal_data(refused.value, cmd)
                assert g.to_json() == text
        assert_written(step(g, rng))
    assert g.to_act is None and all(g.legal(s) == [] for s in range(g.seats))
    res = g.result
    assert res.reason and res.settlement
    assert len(res.points) == len(res.striche) == g.seats
    assert Game.from_json(g.to_json()).to_json() == g.to_json()


@pytest.mark.parametrize("preset", ALL_PRESETS)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_contract_played_out_card_points_add_up_to_the_deck(preset, seed):
    g = new_game(preset, seed=seed)
    g = new_game(preset, seed=seed, options=PLAY_OUT.get(g.family.name))
    rng = random.Random(seed)
    while g.to_act is not None:
        cards = [m.command for m in g.moves(g.to_act) if m.plays_card]
        g.act(g.to_act, rng.choice(cards))
    if g.grace_time:
        g.end_grace_time()
    details = g.result.details
    sides = details.get("sides") or details.get("parties")
    deck = g.core.rules.deck
    assert sum(s["card_points"] for s in sides) == sum(VALUE_OF[c % 24] for c in deck)
    assert sum(len(s["taken"]) for s in sides) == len(deck)


@pytest.mark.parametrize("preset", ALL_PRESETS)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 40), seat=st.integers(0, 6))
def test_contract_no_hidden_card_in_any_view(preset, seed, steps, seat):
    g = new_game(preset, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        copy = g.clone()
        step(copy, rng)
        if not running(copy):       # the settlement at the end shows what is left
            break
        g = copy
    seat = None if seat == 6 else seat % g.seats       # None: a spectator
    other = permute_hidden(g, seat, rng)
    assert other.public_view() == g.public_view()
    if seat is not None:
        assert other.view(seat) == g.view(seat)
        assert other.legal(seat) == g.legal(seat)


def assert_moves_describe_legal(g, seat):
    """`moves(seat)` is `legal(seat)` as data: same commands, same order, and each
    move's cards, points and out-of-turn flag as the rules and the view have them."""
    moves, view = g.moves(seat), g.view(seat)
    assert [m.command for m in moves] == g.legal(seat)
    for move in moves:
        assert isinstance(move, Move) and isinstance(move.kind, MoveKind)
        assert move.label and "⟨" not in move.label_for("französisch")
        assert move.out_of_turn == (move.command in g.family.out_of_turn)
        if seat != g.to_act:
            assert move.out_of_turn
        if move.plays_card or move.kind is MoveKind.MELD:
            assert set(move.cards) <= set(view["hand"])
        if move.kind is MoveKind.ROB:
            assert move.cards[0] in view["hand"] and move.cards[1] == view["trump_card"]


@pytest.mark.parametrize("preset", ALL_PRESETS)
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_contract_moves_are_legal_as_data_with_the_presets_points(preset, seed):
    g = new_game(preset, seed=seed)
    rng = random.Random(seed)
    while running(g):
        for seat in range(g.seats):
            assert_moves_describe_legal(g, seat)
        melds = [m for m in g.moves(g.to_act) if m.kind is MoveKind.MELD] \
            if g.to_act is not None else []
        if melds:
            meld = rng.choice(melds)
            g.act(g.to_act, meld.command)
            booked = g.view(0)["marriages"][-1]
            assert (booked["points"], booked["suit"]) == (meld.points, meld.suit)
            continue
        step(g, rng)
    assert all(g.moves(s) == () for s in range(g.seats))


def test_a_sarasande_marriage_is_labelled_with_its_own_points():
    deal = {"hands": [["herz könig", "herz ober", "laub könig", "laub ober", "eichel ass",
                       "schellen neun"], ["eichel zehn", "eichel könig", "eichel ober",
                                          "schellen ass", "schellen zehn", "laub ass"]],
            "trump": "herz ass",
            "talon": ["herz zehn", "herz unter", "herz neun", "laub zehn", "laub unter",
                      "laub neun", "eichel unter", "eichel neun", "schellen könig",
                      "schellen ober", "schellen unter"]}
    labels = {m.command: (m.label_for(), m.points)
              for m in new_game("sarasande", deal=deal).moves(0) if m.kind is MoveKind.MELD}
    assert labels == {"melde herz": ("Herz melden (20)", 20),
                      "melde laub": ("Laub melden (10)", 10)}
    plain = {m.command: m.points for m in new_game("66", deal=deal).moves(0)
             if m.kind is MoveKind.MELD}
    assert plain == {"melde herz": 40, "melde laub": 20}


def test_public_view_shows_no_hand_and_no_legal_command():
    for preset in ALL_PRESETS:
        v = new_game(preset, seed=1).public_view()
        assert v["seat"] is None and v["side"] is None
        assert v["hand"] == [] and v["legal"] == []
        assert all(k == [] for k in v["known_cards"])


@pytest.mark.parametrize("preset", list(GAIGEL_PRESETS))
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(1, 6))
def test_first_trick_face_down_cards_never_in_other_views(preset, seed, steps):
    g = new_game(preset, seed=seed)
    rng = random.Random(seed)
    lead = [c for c in g.legal(g.to_act) if c.startswith(("höher hat", "andere alte"))]
    if not lead:
        return
    g.act(g.to_act, rng.choice(lead))
    for _ in range(steps):
        if g.to_act is None or g.view(0)["tricks"]:
            break
        step(g, rng)
    if g.view(0)["tricks"] or not running(g):
        return
    for seat in list(range(g.seats)) + [None]:
        view = g.public_view() if seat is None else g.view(seat)
        for entry in view["trick"]:
            assert entry["face_down"]
            assert (entry["card"] is None) == (entry["seat"] != seat)
