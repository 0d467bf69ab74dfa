"""Deals nobody can predict: OS randomness for live matches, a secret for repeatable ones."""

import json
import random

import pytest

from game.cardgames import Match, new_match
from game.cardgames.shuffle import KeyedRandom, keyed_rng, shuffle_deck

SECRET_A = bytes(range(32))
SECRET_B = bytes(range(1, 33))


def deal_of(game):
    """Every seat's hand and the talon order: the whole deal."""
    state = json.loads(game.to_json())["state"]
    return json.dumps(state, sort_keys=True)


def finish(match):
    """Play the current game to its end with the first legal move."""
    game = match.game
    while game.result is None:
        seat = game.to_act
        game.act(seat, game.legal(seat)[0])


@pytest.mark.parametrize("preset", ["66", "gaigel4"])
def test_two_live_matches_started_the_same_way_deal_differently(preset):
    deals = {deal_of(new_match(preset).game) for _ in range(5)}
    assert len(deals) == 5


def test_a_live_match_names_itself_with_128_random_bits():
    first, second = new_match("66"), new_match("66")
    assert first.seed != second.seed and len(first.seed) == 32
    assert not first.repeatable


@pytest.mark.parametrize("preset", ["66", "gaigel2"])
def test_the_next_live_deal_is_not_in_anything_stored(preset):
    """Even the whole saved match (more than any player sees) does not tell the
    next deal: two copies of it deal their next games differently."""
    match = new_match(preset, target=99)
    finish(match)
    stored = match.to_json()
    nexts = set()
    for _ in range(4):
        copy = Match.from_json(stored)
        copy.next_game()
        nexts.add(deal_of(copy.game))
    assert len(nexts) == 4


def test_same_visible_cards_with_different_secrets_give_different_next_deals():
    first = new_match("66", seed=7, target=99, secret=SECRET_A)
    finish(first)
    stored = first.to_json()
    under_a = Match.from_json(stored, secret=SECRET_A)
    under_b = Match.from_json(stored, secret=SECRET_B)
    under_a.next_game()
    under_b.next_game()
    assert deal_of(under_a.game) != deal_of(under_b.game)


def test_the_same_seed_under_different_secrets_deals_differently():
    assert (deal_of(new_match("66", seed=3, secret=SECRET_A).game)
            != deal_of(new_match("66", seed=3, secret=SECRET_B).game))


@pytest.mark.parametrize("preset", ["66", "gaigel4"])
def test_seed_and_secret_repeat_every_deal_of_the_match(preset):
    runs = []
    for _ in range(2):
        match = new_match(preset, seed=11, target=99, secret=SECRET_A)
        deals = [deal_of(match.game)]
        for _ in range(3):
            finish(match)
            match = Match.from_json(match.to_json(), secret=SECRET_A)  # as a reload would
            match.next_game()
            deals.append(deal_of(match.game))
        runs.append(deals)
    assert runs[0] == runs[1] and len(set(runs[0])) == 4


def test_the_secret_is_never_stored():
    match = new_match("66", seed=1, secret=SECRET_A)
    assert SECRET_A.hex() not in match.to_json() and "secret" not in match.to_json()


def test_a_secret_below_128_bits_is_refused():
    with pytest.raises(ValueError):
        new_match("66", seed=1, secret=b"short")


def test_the_keyed_stream_repeats_and_depends_on_key_and_game():
    def cards(rng):
        deck = list(range(24))
        rng.shuffle(deck)
        return deck

    assert cards(keyed_rng(SECRET_A, 1, 0)) == cards(keyed_rng(SECRET_A, 1, 0))
    assert cards(keyed_rng(SECRET_A, 1, 0)) != cards(keyed_rng(SECRET_A, 1, 1))
    assert cards(keyed_rng(SECRET_A, 1, 0)) != cards(keyed_rng(SECRET_B, 1, 0))
    rng = KeyedRandom(b"k" * 32)
    assert all(0 <= rng.random() < 1 for _ in range(100))
    assert sorted({rng.randrange(6) for _ in range(200)}) == [0, 1, 2, 3, 4, 5]


class _OwnShuffle(random.Random):
    """An rng with a shuffle of its own: shuffle_deck must leave it to it."""

    def shuffle(self, x):
        x.reverse()


@pytest.mark.parametrize("size", [20, 24, 48, 7])
def test_fast_deck_shuffle_gives_the_same_order_as_the_rng_shuffle(size):
    for make in (lambda: random.Random(11), lambda: KeyedRandom(SECRET_A), lambda: _OwnShuffle(5)):
        ours, theirs = make(), make()
        for _ in range(50):
            a, b = list(range(size)), list(range(size))
            shuffle_deck(a, ours)
            theirs.shuffle(b)
            assert a == b
        assert ours.random() == theirs.random()     # both streams used alike
