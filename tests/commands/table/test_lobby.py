"""The lobby (issue 29): every table of the world as data (`kartenrunde_tische`),
no card in it; `zum tisch` walks there room by room and sits or watches;
`neue partie` seats the last match's computer players again and starts."""

import json
from unittest.mock import patch

from evennia.utils.create import create_object

from game.commands.table.lobby import CmdNeuePartie, CmdZumTisch, path_to
from game.faces.lobbydata import lobby_state
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.states import StateTest, faces_in, run


class TestLobby(StateTest):
    def setUp(self):
        super().setUp()
        self.far = create_object(SixtySixDeck, key="Ecktisch", location=self.room2)
        self.near = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.ferdl = create_object(CardPlayer, key="Ferdl", location=self.room2)
        self.far.seats.sit(self.ferdl)

    def test_every_table_with_its_room_seats_and_no_card(self):
        self.near.seats.sit(self.char2)
        self.near.seats.sit(create_object(CardPlayer, key="Mizzi", location=self.room1))
        self.near.start(seed=4)
        state = lobby_state(self.char1)
        names = [t["table"] for t in state["tables"]]
        assert names.index("66-Kartenspiel") < names.index("Ecktisch")  # your room first
        far = next(t for t in state["tables"] if t["table"] == "Ecktisch")
        assert far["room"] == "Room2" and not far["here"] and far["free"] == 1
        assert far["seats"][0] == {"seat": 0, "name": "Ferdl", "free": False, "computer": True,
                                   "stand_in": False}
        near = next(t for t in state["tables"] if t["table"] == "66-Kartenspiel")
        assert near["playing"] and near["mine"] is None
        assert state["room"]["ways"] == [{"command": "out", "label": "out", "to": "Room2",
                                         "towards": "Nach Room2"}]
        self.room2.db.wohin = "zum Wegkreuz"  # the room's own grammar names the way
        assert lobby_state(self.char1)["room"]["ways"][0]["towards"] == "Zum Wegkreuz"
        assert not faces_in(json.dumps(state, ensure_ascii=False))

    def test_the_way_there(self):
        assert path_to(self.room1, self.room2) == [self.exit]
        assert path_to(self.room2, self.room1) is None  # no way back in Evennia's test rooms
        assert path_to(self.room1, self.room1) == []

    def test_zum_tisch_walks_there_and_sits(self):
        with patch.object(self.char1, "execute_cmd") as typed:
            run(self, CmdZumTisch, self.char1, f"#{self.far.id}")
        assert self.char1.location == self.room2
        typed.assert_called_once()
        assert typed.call_args.args[0] == "setzen Ecktisch"
        with patch.object(self.char1, "execute_cmd") as typed:
            run(self, CmdZumTisch, self.char1, "ecktisch zuschauen")
        assert typed.call_args.args[0] == "zuschauen Ecktisch"

    def test_zum_tisch_says_why_not(self):
        said = run(self, CmdZumTisch, self.char1, "#999999")
        assert "gibt es nicht" in said and self.char1.location == self.room1
        said = run(self, CmdZumTisch, self.char1, "")
        assert "Benutzung" in said

    def test_neue_partie_seats_the_computers_again(self):
        self.near.seats.sit(self.char1)
        mizzi = create_object(CardPlayer, key="Mizzi", location=self.room1)
        self.near.seats.sit(mizzi)
        self.near.start(seed=4)
        self.near.db.last_game = {"record": {"seats": [
            {"id": self.char1.id, "npc": False, "name": "Char"},
            {"id": mizzi.id, "npc": True, "name": "Mizzi"}]}}
        self.near.end_match()
        if self.near.seats.of(mizzi) is not None:
            self.near.seats.stand(mizzi)
        assert self.near.seats.of(mizzi) is None
        with patch.object(self.char1, "execute_cmd") as typed:
            run(self, CmdNeuePartie, self.char1, "")
        assert self.near.seats.of(mizzi) == 1
        assert typed.call_args.args[0] == "spiel 66-Kartenspiel"
