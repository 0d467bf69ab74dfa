"""Property tests of the 66 issue, for every Gaigel preset (hypothesis)."""

import os
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.cardgames import GAIGEL_PRESETS, Game, IllegalMove, new_game
from game.cardgames.cards import SUITS, card_text

from .helpers import permute_hidden

PRESET_NAMES = sorted(GAIGEL_PRESETS)
# GAIGEL_EXAMPLES=400 for a longer run
SETTINGS = settings(max_examples=int(os.environ.get("GAIGEL_EXAMPLES", 30)), deadline=None)
CARDS = [card_text(c, "sieben") for c in range(24)]
COMMANDS = (
    [f"lege {c}" for c in CARDS] + [f"ge-elfen {c}" for c in CARDS]
    + [f"höher hat {c}" for c in CARDS] + [f"andere alte {c}" for c in CARDS]
    + [f"melde {s}" for s in SUITS]
    + ["raube", "fünf siebener", "dissle", "genug", "decke stapel"]
)
GIBBERISH = st.text(alphabet="xyzqjw!?# ", max_size=12)


def choose(g, rng):
    """A random move: a random legal command, `aus` once the party has 101."""
    seat = g.to_act
    v = g.view(seat)
    if v["reached_101"][v["side"]] and rng.random() < 0.5:
        return seat, "aus"
    return seat, rng.choice([c for c in g.legal(seat) if c != "aus"])


def step(g, rng):
    if g.grace_time:
        if rng.random() < 0.5:
            g.end_grace_time()
        else:
            g.act(rng.randrange(g.seats), "aus")
        return
    g.act(*choose(g, rng))


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESET_NAMES),
       dissle=st.booleans(), junk=st.lists(GIBBERISH, min_size=2, max_size=2))
def test_random_game_legal_accepted_illegal_refused_json_round_trip(seed, preset, dissle, junk):
    g = new_game(preset, seed=seed, options={"dissle": dissle})
    rng = random.Random(seed)
    while g.result is None:
        text = g.to_json()
        copy = Game.from_json(text)
        assert copy.to_json() == text
        assert all(copy.view(s) == g.view(s) for s in range(g.seats))
        for seat in range(g.seats):
            legal = g.legal(seat)
            assert legal[-1] == "aus" and copy.legal(seat) == legal
            if seat == g.to_act:
                for cmd in legal:  # every legal command is accepted
                    Game.from_json(text).act(seat, cmd)
            tries = [(seat, c) for c in rng.sample(COMMANDS, 4) if c not in legal]
            tries += [(seat, j) for j in junk]
            for who, cmd in tries:
                try:
                    g.act(who, cmd)
                except IllegalMove as exc:
                    assert str(exc)
                else:
                    raise AssertionError(f"{cmd!r} by seat {who} was accepted")
                assert g.to_json() == text
        step(g, rng)
    assert g.to_act is None and all(g.legal(s) == [] for s in range(g.seats))
    res = g.result
    assert res.settlement.startswith("Abrechnung:") and res.reason
    assert len(res.striche) == g.seats and sum(res.striche) > 0 or not res.winners


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESET_NAMES))
def test_played_out_game_card_points_add_up_to_240(seed, preset):
    g = new_game(preset, seed=seed, options={"aus_points": 1000, "five_sevens": False})
    rng = random.Random(seed)
    while g.to_act is not None:
        g.act(g.to_act, rng.choice(g.legal(g.to_act)[:-1]))
    assert g.grace_time
    g.end_grace_time()
    parties = g.result.details["parties"]
    assert sum(p["card_points"] for p in parties) == 240
    assert sum(len(p["taken"]) for p in parties) == 48
    assert sum(p["tricks"] for p in parties) == 48 // g.seats


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESET_NAMES),
       steps=st.integers(0, 40), seat=st.integers(0, 5))
def test_view_does_not_depend_on_hidden_cards(seed, preset, steps, seat):
    g = new_game(preset, seed=seed)
    seat %= g.seats
    rng = random.Random(seed)
    for _ in range(steps):
        if g.to_act is None:
            break
        g.act(*choose(g, rng))
    other = permute_hidden(g, seat, rng)
    assert other.view(seat) == g.view(seat)
    assert other.legal(seat) == g.legal(seat)


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESET_NAMES),
       steps=st.integers(1, 6))
def test_first_trick_face_down_cards_never_in_other_views(seed, preset, steps):
    g = new_game(preset, seed=seed)
    rng = random.Random(seed)
    lead = [c for c in g.legal(g.to_act) if c.startswith(("höher hat", "andere alte"))]
    if not lead:
        return
    g.act(g.to_act, rng.choice(lead))
    for _ in range(steps):
        if g.to_act is None or g.view(0)["tricks"]:
            break
        g.act(*choose(g, rng))
    if g.view(0)["tricks"]:
        return
    for seat in range(g.seats):
        for entry in g.view(seat)["trick"]:
            assert entry["face_down"]
            assert (entry["card"] is None) == (entry["seat"] != seat)
