"""A finished game as a record: the deal read back, the moves replayed, the decisions."""

import random

import pytest

from game.cardgames import PRESETS, new_game
from game.cardgames.ai import choose
from game.cardgames.replay import deal_of, decisions, record_of, replay

GAIGEL = ["gaigel2", "gaigel3", "gaigel4", "gaigel6"]


def played(preset, seed):
    game = new_game(preset, seed=seed, dealer=seed % new_game(preset).seats)
    deal = deal_of(game)
    rng = random.Random(seed)
    while game.result is None:
        if game.grace_time:
            game.end_grace_time()
            continue
        seat = game.to_act
        game.act(seat, choose(game.view(seat), game.legal(seat), "leicht", rng=rng))
    return game, record_of(game, deal)


@pytest.mark.parametrize("preset", sorted(PRESETS) + GAIGEL)
def test_the_deal_read_back_deals_the_same_cards(preset):
    for seed in range(3):
        game = new_game(preset, seed=seed)
        again = new_game(preset, deal=deal_of(game), dealer=game.core.dealer)
        for seat in range(game.seats):
            assert again.view(seat)["hand"] == game.view(seat)["hand"]
        assert deal_of(again) == deal_of(game)


@pytest.mark.parametrize("preset", sorted(PRESETS) + GAIGEL)
def test_a_record_replays_to_the_same_result(preset):
    game, record = played(preset, 4)
    end = replay(record)
    assert end.result.points == game.result.points
    assert end.result.striche == game.result.striche
    assert record["result"]["winners"] == list(game.result.winners)
    assert replay(record, 0).log == []


def test_decisions_are_the_seats_own_choices_with_its_view_then():
    game, record = played("66", 2)
    found = decisions(record, 0)
    assert found and all(d["chosen"] in d["legal"] and len(d["legal"]) > 1 for d in found)
    for d in found:
        before = replay(record, d["index"])
        assert d["view"] == before.view(0)
        assert record["log"][d["index"]][0] == 0
