"""The table as OOB data (`kartenrunde_tisch`, `kartenrunde_ergebnis`): what each
reader gets through a whole game, and that no other hand leaks into it."""

import json
import re

from evennia.utils.create import create_object

from game.faces import tabledata
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from tests.helpers.states import ALL_FACES, FakeSession, StateTest, play_out_first_game


class TestSixtySix(StateTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.seat(self.table, ["Ferdl"])
        self.table.start(seed=11)
        play_out_first_game(self, self.table, {0})

    def test_a_whole_game_of_66_leaks_no_card_of_another_hand(self):
        self.assert_no_leak(self.me)
        self.assert_no_leak(self.watcher)

    def test_every_change_sends_the_seat_its_state_with_hand_numbers(self):
        states = self.states(self.me)
        assert len(states) > 10
        first = states[0]
        assert first["game"] == "66" and first["seat"] == 0
        assert [c["number"] for c in first["hand"]] == list(range(1, 7))
        assert first["seats"][1] == dict(first["seats"][1], name="Ferdl", computer=True)
        assert first["seats"][0]["computer"] is False
        assert first["score"]["unit"] == "Punkte"
        assert any(s["last_trick"] and s["last_trick"]["reason"] for s in states)

    def test_spectator_gets_no_hand_and_no_actions(self):
        states = self.states(self.watcher)
        assert states and all(s["hand"] == [] and s["actions"] == [] and s["seat"] is None
                              for s in states)

    def test_the_end_of_the_game_sends_the_settlement_as_data_and_text(self):
        results = [d for (name, _, d), _ in self.me.messages if name == "kartenrunde_ergebnis"]
        assert len(results) == 1
        assert results[0]["text"].startswith("Abrechnung") or "Abrechnung" in results[0]["text"]
        assert results[0]["names"] == ["Char", "Ferdl"]
        assert [d for (name, _, d), _ in self.watcher.messages if name == "kartenrunde_ergebnis"]


class TestStateDetails(StateTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.seat(self.table, ["Ferdl"])

    def test_card_labels_follow_the_readers_card_names(self):
        self.char1.db.card_names = "französisch"
        self.table.start(seed=11)
        hand = self.states(self.me)[-1]["hand"]
        words = " ".join(c["label"] for c in hand)
        assert not re.search(r"Eichel|Laub|Schellen|Ober|Unter", words)

    def test_unplayable_cards_carry_the_engines_reason(self):
        self.table.start(seed=11)
        game = self.table.match.game
        if game.to_act != 1:  # Char leads: let Ferdl lead the next trick instead
            self.table.play(self.char1, game.legal(0)[0])
        while game.to_act != 0 or not game.view(0)["trick"]:
            assert self.timers.fire("npc_move")
            game = self.table.match.game
        state = tabledata.state_for(self.table, self.char1)
        for card in state["hand"]:
            command = f"lege {card['card']}"
            assert card["playable"] == (command in game.legal(0))
            if not card["playable"]:
                try:
                    game.clone().act(0, command)
                except Exception as exc:
                    assert card["reason"] == str(exc)

    def test_points_only_when_the_player_shows_them(self):
        self.table.start(seed=11)
        assert "points" not in tabledata.state_for(self.table, self.char1)
        self.char1.db.show_points = True
        assert tabledata.state_for(self.table, self.char1)["points"] == {"own": 0, "pending": 0}

    def test_telnet_gets_data_only_after_asking_for_the_package(self):
        self.table.start(seed=11)
        telnet = FakeSession("telnet")
        assert not tabledata.wants_data(telnet)
        telnet.protocol_flags[tabledata.PACKAGES_FLAG] = ["kartenrunde"]
        assert tabledata.wants_data(telnet)
        assert tabledata.wants_data(FakeSession("websocket"))
        assert tabledata.wants_data(FakeSession("ajax/comet"))


def run(cmd_class, caller, args=""):
    """Run a table command as the command handler would (its printed text goes to
    the caller's msg, here a Recorder)."""
    cmd = cmd_class()
    cmd.caller, cmd.session, cmd.cmdstring = caller, None, cmd_class.key
    cmd.args = f" {args}" if args else ""
    cmd.raw_string = f"{cmd_class.key} {args}".strip()
    cmd.func()


class TestRefusals(StateTest):
    """A refused command sends `kartenrunde_abgelehnt` besides its text, to the
    one who sent it, with only the cards the command named."""

    def setUp(self):
        super().setUp()
        self.table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.seat(self.table, ["Ferdl"])
        self.table.start(seed=11)

    def refusals(self, recorder):
        return [d for (name, _, d), _ in recorder.messages if name == "kartenrunde_abgelehnt"]

    def test_a_card_not_held_is_refused_as_data_with_its_sentence(self):
        from game.commands.table.moves import CmdLege

        game = self.table.match.game
        seat = 0
        hand = game.view(seat)["hand"]
        missing = next(f for f in ALL_FACES if f not in hand and "sieben" not in f)
        before = len(self.states(self.me))
        run(CmdLege, self.char1, missing)
        (data,) = self.refusals(self.me)
        assert data["command"] == f"lege {missing}" and data["table"] == "66-Kartenspiel"
        assert data["cards"] == [{"card": missing, "label": data["cards"][0]["label"]}]
        if game.to_act == seat:
            assert (data["kind"], data["reason"]) == ("card", "not_in_hand")
        else:
            assert data["reason"] == "not_your_turn"
        assert "|" not in data["text"] and data["text"]
        assert len(self.states(self.me)) == before  # nothing changed: no new state
        assert not self.refusals(self.watcher)
        self.assert_no_leak(self.me)

    def test_a_spectator_playing_and_a_number_too_high_are_refused_as_data(self):
        from game.commands.table.moves import CmdLege

        run(CmdLege, self.char2, "1")
        assert [(d["reason"], d["kind"]) for d in self.refusals(self.watcher)] == [
            ("not_seated", None)]
        if self.table.match.game.to_act != 0:
            assert self.timers.fire("npc_move")
        run(CmdLege, self.char1, "9")
        assert [(d["reason"], d["kind"], d["cards"]) for d in self.refusals(self.me)] == [
            ("not_in_hand", "card", [])]

    def test_french_card_names_in_the_refusal(self):
        from game.commands.table.moves import CmdMelde

        self.char1.db.card_names = "französisch"
        if self.table.match.game.to_act != 0:
            assert self.timers.fire("npc_move")
        run(CmdMelde, self.char1, "laub")
        (data,) = self.refusals(self.me)
        assert data["kind"] == "meld" and data["reason"] in ("not_allowed", "which")
        assert not re.search(r"Eichel|Laub|Schellen|Ober|Unter", data["text"])


class TestGaigel(StateTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        self.seat(self.table, ["Gottlob", "Frieda", "Karle"])
        self.table.start(seed=3)

    def test_the_face_down_opening_stays_hidden_in_the_data(self):
        game = self.table.match.game
        opening = next(c for c in game.legal(0) if c.startswith("höher hat"))
        self.table.play(self.char1, opening)
        assert self.timers.fire("npc_move")  # a second face-down card
        spectator = self.states(self.watcher)[-1]
        assert spectator["trick"] and all(c["card"] is None and c["face_down"]
                                          for c in spectator["trick"])
        mine = self.states(self.me)[-1]
        assert mine["trick"][0]["card"] == opening[len("höher hat "):]
        assert mine["trick"][1]["card"] is None

    def test_a_whole_game_of_gaigel_for_four_leaks_no_card_of_another_hand(self):
        play_out_first_game(self, self.table, {0})
        self.assert_no_leak(self.me)
        self.assert_no_leak(self.watcher)
        first = self.states(self.me)[0]
        assert first["seats"][0]["partners"] == [2]
        assert any(a["command"].startswith("höher hat") for a in first["actions"])


class FlagSession(FakeSession):
    def update_flags(self, **flags):
        self.protocol_flags.update(flags)


def test_core_supports_set_add_remove_decide_what_telnet_gets():
    from evennia.server import sessionhandler
    from evennia.server.portal.gmcp_utils import decode_gmcp

    session = FlagSession("telnet")

    def receive(line):
        for name, (args, kwargs) in decode_gmcp(line).items():
            sessionhandler._INPUT_FUNCS[name](session, *args, **kwargs)

    receive('Core.Supports.Set ["Char 1", "Room 1"]')
    assert not tabledata.wants_data(session)
    receive('Core.Supports.Add ["Kartenrunde 1"]')
    assert tabledata.wants_data(session)
    receive('Core.Supports.Remove ["Kartenrunde"]')
    assert not tabledata.wants_data(session)
    receive('Core.Supports.Set ["Kartenrunde.Tisch 1"]')
    assert tabledata.wants_data(session)


class TestProvableDeals(StateTest):
    """A provable match (no test seed: the table's server seed and the seats' seeds,
    issue 31): no card of another hand, and never the server seed, in any frame."""

    def play(self, table, computers):
        from game.books import fairness

        self.seat(table, computers)
        table.start(target=99)
        secret = fairness.server_seed(table).hex()
        play_out_first_game(self, table, {0})
        for recorder in (self.me, self.watcher):
            self.assert_no_leak(recorder)
            for wire, _ in recorder.messages:
                assert secret not in json.dumps(wire, ensure_ascii=False), wire[0]
        assert any(fairness.commitment(table) in json.dumps(wire) for wire, _ in self.me.messages)

    def test_a_provable_game_of_66_leaks_neither_cards_nor_the_server_seed(self):
        self.play(create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1),
                  ["Ferdl"])

    def test_a_provable_game_of_gaigel_for_four_leaks_neither_cards_nor_the_server_seed(self):
        self.play(create_object(GaigelTable, key="Gaigeltisch", location=self.room1),
                  ["Gottlob", "Frieda", "Karle"])
