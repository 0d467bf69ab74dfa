"""One table model per reader and change (issue 44): the text faces render it
bare of the table's world facts (tablestate.bare), the data face sends it
dressed (tabledata.dressed); a reader who reads both has it built once."""

from unittest import mock

import pytest
from evennia.utils.create import create_object

from game.cardgames import new_game, tablestate
from game.cardgames.presets import GAIGEL_PRESETS, PRESETS
from game.faces import tabledata
from game.typeclasses.carddecks import SixtySixDeck
from tests.helpers.states import StateTest


def world_of(game):
    return {"preset_name": "Ein Tisch", "score": [1] * game.seats, "score_unit": "Striche",
            "target": 7, "seats": [{"computer": seat % 2 == 1, "stand_in": seat == 0,
                                    "rating": {"shown": 12.4, "text": "12,4"}}
                                   for seat in range(game.seats)]}


@pytest.mark.parametrize("preset", list(PRESETS) + list(GAIGEL_PRESETS))
def test_a_bare_model_is_the_model_without_the_tables_world_facts(preset):
    game = new_game(preset, seed=5)
    world = world_of(game)
    for _ in range(10):
        for seat in [*range(game.seats), game.seats, None]:
            plain = tablestate.model_of(game, seat, "französisch", show_points=True)
            full = tablestate.model_of(game, seat, "französisch", show_points=True, world=world)
            assert full != plain
            assert tablestate.bare(full) == plain
        seat = game.to_act
        if game.result is not None or seat is None:
            break
        game.act(seat, game.legal(seat)[0])


class TestOneModelPerChange(StateTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.seat(self.table, ["Ferdl"])
        self.texts = []
        sent = self.me

        def msg(text=None, **kwargs):  # the web reader keeps its text and its data
            if text is not None:
                self.texts.append(text)
            if kwargs:
                sent(**kwargs)
        self.char1.msg = msg

    def test_the_block_and_the_state_of_a_change_come_from_one_model(self):
        built = []
        model_of = tablestate.model_of

        def counted(game, seat, *args, **kwargs):
            built.append(seat)
            return model_of(game, seat, *args, **kwargs)
        with mock.patch.object(tablestate, "model_of", counted):
            self.table.start(seed=11)  # a new deal: everybody reads a block and the state
        assert sorted(built, key=str) == [0, None]  # Char's seat, Char2 watching: once each
        state = self.states(self.me)[-1]
        assert state["seats"][1]["computer"] is True and state["score"] is not None
        assert state["hand"] and "einstellungen" in state
        assert any("Deine Karten" in text or "Du bist am Zug" in text for text in self.texts)

    def test_a_text_only_reader_never_needs_the_tables_world_facts(self):
        self.char1.sessions.all = lambda: []
        self.char2.sessions.all = lambda: []
        with mock.patch.object(tabledata, "world", side_effect=AssertionError("no data")):
            self.table.start(seed=11)
        assert any("Deine Karten" in text or "Du bist am Zug" in text for text in self.texts)
