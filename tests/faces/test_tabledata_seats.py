"""`kartenrunde_plaetze`: the table between matches as data (seats, game,
settings, how a match starts), for whoever sits or watches there."""

from evennia.utils.create import create_object

from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.states import RoomRecorder, StateTest, faces_in


def seat_states(recorder):
    return [data for (name, _, data), _ in recorder.messages if name == "kartenrunde_plaetze"]


class TestSeatsBeforeAMatch(StateTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.me = RoomRecorder(self.table, self.char1)
        self.watcher = RoomRecorder(self.table, self.char2)

    def test_sitting_down_without_a_match_sends_the_seats_and_how_to_start(self):
        self.table.seats.sit(self.char1)
        state = seat_states(self.me)[-1]
        assert state["seat"] == 0 and state["game"] == "66" and state["preset"] == "66"
        assert state["preset_name"] == "Sechsundsechzig"
        assert state["seats"] == [
            {"seat": 0, "name": "Char", "free": False, "computer": False,
             "rating": {"shown": 0.0, "provisional": True, "text": "0,0 (vorläufig)"}},
            {"seat": 1, "name": None, "free": True, "computer": False, "rating": None}]
        assert state["settings"]["target"] == 7 and state["settings"]["score_unit"] == "Punkte"
        assert "Platz 2 ist frei" in state["hint"] and "auffüllen" in state["hint"]
        assert [a["command"] for a in state["actions"]] == ["auffüllen", "mischung"]
        self.table.seats.sit(create_object(CardPlayer, key="Ferdl", location=self.room1))
        state = seat_states(self.me)[-1]
        assert state["seats"][1] == {"seat": 1, "name": "Ferdl", "free": False, "computer": True,
                                     "rating": {"shown": 22.0, "provisional": False,
                                                "text": "22,0"}}  # normal's fixed anchor
        assert "„spiel“" in state["hint"]
        assert [a["command"] for a in state["actions"]] == ["spiel", "mischung"]

    def test_a_spectator_sees_the_seats_without_actions(self):
        self.table.seats.sit(self.char1)
        self.table.watch(self.char2)
        state = seat_states(self.watcher)[-1]
        assert state["seat"] is None and state["actions"] == []
        assert state["seats"][0]["name"] == "Char" and "zu" in state["hint"]
        self.table.seats.sit(create_object(CardPlayer, key="Ferdl", location=self.room1))
        assert seat_states(self.watcher)[-1]["seats"][1]["name"] == "Ferdl"

    def test_the_match_start_sends_the_table_and_giving_up_the_seats_again(self):
        self.table.seats.sit(self.char1)
        self.table.watch(self.char2)
        self.table.seats.sit(create_object(CardPlayer, key="Ferdl", location=self.room1))
        self.table.start(seed=11)
        assert self.me.messages[-1][0][0] == "kartenrunde_tisch"
        self.table.give_up(self.char1)
        for reader in (self.me, self.watcher):
            name, _, state = reader.messages[-1][0]
            assert name == "kartenrunde_plaetze"
            assert state["seats"][1]["name"] == "Ferdl"  # it stays for Char alone
            assert not faces_in(str(state))
        assert [a["command"] for a in seat_states(self.me)[-1]["actions"]][0] == "spiel"
        self.table.seats.stand(self.char1)
        assert self.me.messages[-1][0][0] == "kartenrunde_verlassen"
        assert [seat["free"] for seat in seat_states(self.watcher)[-1]["seats"]] == [True, True]

    def test_between_matches_the_length_is_the_next_match_s(self):
        """The head read „bis 7“ after a match bis 11, though Neue Partie plays bis 11."""
        self.table.seats.sit(self.char1)
        self.table.seats.sit(create_object(CardPlayer, key="Ferdl", location=self.room1))
        self.table.start(target=11, seed=11)
        self.table.give_up(self.char1)
        assert seat_states(self.me)[-1]["settings"]["target"] == 11

    def test_a_gaigel_table_says_its_game_and_striche(self):
        table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        me = RoomRecorder(table, self.char1)
        table.seats.sit(self.char1)
        state = seat_states(me)[-1]
        assert state["game"] == "gaigel" and len(state["seats"]) == 4
        assert state["settings"]["score_unit"] == "Striche"
        assert "die Plätze 2, 3 und 4 sind frei" in state["hint"]

    def test_every_field_is_documented_in_gmcp_md(self):
        from tests.engine.gmcp_examples import DOC

        self.table.seats.sit(self.char1)
        doc = DOC.read_text().split("## `Kartenrunde.Plaetze`")[1].split("## Examples")[0]
        for field in seat_states(self.me)[-1]:
            assert f"`{field}`" in doc, field
