"""Property tests over random seeds and presets (hypothesis)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.cardgames import PRESETS, Game, IllegalMove, new_game
from game.cardgames.cards import SUITS, card_text

from .helpers import permute_hidden

PRESET_NAMES = sorted(PRESETS)
SETTINGS = settings(max_examples=60, deadline=None)


def all_commands(low="neun"):
    cards = [card_text(c, low) for c in range(24)]
    return ([f"lege {c}" for c in cards] + [f"melde {s}" for s in SUITS]
            + ["raube", "decke stapel", "genug"])


GIBBERISH = st.text(alphabet="xyzqjw!?# ", max_size=12)


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESET_NAMES),
       junk=st.lists(GIBBERISH, min_size=3, max_size=3))
def test_random_game_legal_accepted_illegal_refused_json_round_trip(seed, preset, junk):
    g = new_game(preset, seed=seed)
    rng = random.Random(seed)
    low = g.state.rules.low_name
    commands = all_commands(low)
    while g.to_act is not None:
        seat = g.to_act
        legal = g.legal(seat)
        assert legal, "legal(to_act) must not be empty while the game runs"
        text = g.to_json()
        copy = Game.from_json(text)
        assert copy.to_json() == text
        assert copy.legal(seat) == legal
        assert all(copy.view(s) == g.view(s) for s in range(g.seats))
        for cmd in legal:  # every legal command is accepted
            Game.from_json(text).act(seat, cmd)
        illegal = [c for c in commands if c not in legal]
        tries = rng.sample(illegal, 3) + junk
        for other in range(g.seats):
            if other != seat:
                tries.append((other, rng.choice(commands)))
        for t in tries:
            who, cmd = t if isinstance(t, tuple) else (seat, t)
            try:
                g.act(who, cmd)
            except IllegalMove as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{cmd!r} by seat {who} was accepted")
            assert g.to_json() == text
        g.act(seat, rng.choice(legal))
    assert g.result is not None and g.legal(0) == []


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESET_NAMES))
def test_played_out_game_card_points_add_up_to_120(seed, preset):
    options = {"win_at_66": False} if preset == "vu" else None
    g = new_game(preset, seed=seed, options=options)
    rng = random.Random(seed)
    while g.to_act is not None:
        cards = [c for c in g.legal(g.to_act) if c.startswith("lege ")]
        g.act(g.to_act, rng.choice(cards))
    sides = g.result.details["sides"]
    assert sides[0]["card_points"] + sides[1]["card_points"] == 120
    assert sum(len(s["taken"]) for s in sides) == len(g.state.rules.deck)


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(PRESET_NAMES),
       steps=st.integers(0, 30), seat=st.integers(0, 3))
def test_view_does_not_depend_on_hidden_cards(seed, preset, steps, seat):
    g = new_game(preset, seed=seed)
    seat %= g.seats
    rng = random.Random(seed)
    for _ in range(steps):
        if g.to_act is None:
            break
        g.act(g.to_act, rng.choice(g.legal(g.to_act)))
    other = permute_hidden(g, seat, rng)
    assert other.view(seat) == g.view(seat)
    assert other.legal(seat) == g.legal(seat)
