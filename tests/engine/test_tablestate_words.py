"""A table model is built with card references and written in the reader's card
names in one pass at the end (tablestate.written): no reference is left in any
model (a seat's, a spectator's, a finished game's result, a refusal), in either
family, and the one way to a reader's model (`model_of`) gives the same as the
named states."""

import random

import pytest

from game.cardgames import new_game, tablestate
from game.cardgames.presets import GAIGEL_PRESETS, PRESETS

FAMILIES = ("deutsch", "französisch")
WORLD = {"preset_name": "Testspiel", "score_unit": "Punkte", "target": 7}


def strings(value):
    """Every string a JSON-safe model holds."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def unwritten(model):
    return [text for text in strings(model) if "⟨" in text]


@pytest.mark.parametrize("preset", list(PRESETS) + list(GAIGEL_PRESETS))
def test_every_model_of_a_game_is_written_in_the_readers_card_names(preset):
    game = new_game(preset, seed=11)
    world = dict(WORLD, score=[0] * game.seats)
    rnd = random.Random(11)
    while game.result is None:
        for family in FAMILIES:
            for seat in [*range(game.seats), None]:
                model = tablestate.model_of(game, seat, family, show_points=True, world=world)
                assert not unwritten(model), (preset, seat, family)
                if seat is not None:
                    assert model == tablestate.seat_state(game, seat, world, family,
                                                          show_points=True)
            assert tablestate.model_of(game, None, family, world=world) == \
                tablestate.public_state(game.public_view(), world, family)
        seat = game.to_act
        game.act(seat, rnd.choice(game.legal(seat)))
    deal = {"hands": [["herz ober", "eichel unter"]], "trump": "laub ass",
            "talon": ["schellen könig"]}
    for family in FAMILIES:
        result = tablestate.model_of(game, 0, family, world=world,
                                     settlement={"match_over": True, "deal": deal})
        assert not unwritten(result)
        assert result == tablestate.result_state(game, world, family, match_over=True, deal=deal)
        assert result["reason"] == game.result.text("reason", family)
        assert result["text"] == game.result.text("settlement", family)


def test_a_french_reader_reads_french_card_names_in_the_model():
    game = new_game("66", seed=5)
    state = tablestate.seat_state(game, 0, {}, "französisch")
    labels = " ".join(entry["label"] for entry in state["hand"])
    assert not any(word in labels for word in ("Eichel", "Laub", "Schellen", "Ober", "Unter"))
    assert state["hand"][0]["label"] == tablestate.card_label(state["hand"][0]["card"],
                                                              "französisch")


def test_a_refused_commands_cards_are_written_too():
    refusal = tablestate.refusal_state("lege laub ober", "Nein.", "not_your_turn",
                                       cards=["laub ober"], family="französisch")
    assert refusal["cards"] == [{"card": "laub ober", "label": "Pik Dame"}]
