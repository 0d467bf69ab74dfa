"""The web's Abrechnung (`kartenrunde_ergebnis`) carries the text the text face
says (play-test of the day's deals: the pane read „Bestenliste: Kaspar Tagwerk
2 Punkte.“, a line the telnet text leaves out): the Bestenliste line names
people only, and a game that counts for no Bestenliste (a game `nochmal`) has
none; the kept game reads the same (commit.py `settlement_text`, boardline.py)."""

import random

from evennia.utils.create import create_object

from game.cardgames.ai import hint

from game.typeclasses.carddecks import GaigelTable
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.states import FakeSession, StateTest, play_out_first_game

#: a game of Gaigel for two that Gottlob wins when both take their first legal move
SEED = 0


class WebSession(FakeSession):
    cmd_total = 0


def play_well(test, table, obj):
    """`obj` takes the strong player's advice (seeded: the same moves each run), the
    computer player its first legal move, until the game is over."""
    for _ in range(400):
        game = table.match.game
        if game.result is not None:
            return
        seat = table.seats.of(obj)
        if game.to_act == seat:
            command, _ = hint(game.view(seat), game.legal(seat), rng=random.Random(1), samples=20)
            table.play(obj, command)
        else:
            assert (test.timers.fire("npc_move") or test.timers.fire("npc_call_out")
                    or test.timers.fire("end_grace"))
    raise AssertionError("the game did not end")


class TestBestenlisteInTheData(StateTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        self.table.set_preset("gaigel2")
        self.table.seats.sit(self.char1)
        self.table.seats.sit(create_object(CardPlayer, key="Gottlob", location=self.room1))
        self.said, self.data = [], []
        self.char1.sessions.all = lambda: [WebSession("websocket")]
        self.char1.msg = self.record

    def record(self, text=None, **kwargs):
        if text is not None:
            self.said.append(text[0] if isinstance(text, tuple) else text)
        for name, value in kwargs.items():
            if name.startswith("kartenrunde_"):
                self.data.append((name, value[1]))

    def results(self):
        return [data for name, data in self.data if name == "kartenrunde_ergebnis"]

    def play_first_game(self, play=None):
        self.said.clear()
        self.data.clear()
        if play:
            play(self, self.table, self.char1)
        else:
            play_out_first_game(self, self.table, {0})
        (result,) = self.results()
        return result

    def test_a_computer_players_points_are_no_line_in_the_data_as_in_the_text(self):
        self.table.start(seed=SEED)
        result = self.play_first_game()
        raw = self.table.match.game.result.templates["settlement"]
        assert "Bestenliste: Gottlob" in raw  # the family names every seat
        assert "Abrechnung:" in result["text"] and "Bestenliste" not in result["text"]
        assert any(result["text"] in line for line in self.said)  # the line the text face says
        assert "Bestenliste" not in self.table.db.last_game["settlement"]

    def test_a_game_nochmal_counts_for_no_bestenliste_and_says_none(self):
        self.table.start(seed=SEED)
        play_out_first_game(self, self.table, {0})
        with self.captureOnCommitCallbacks(execute=True):
            self.table.give_up(self.char1)
        self.table.deal_again(self.char1)
        result = self.play_first_game(play_well)  # Char plays well and wins
        raw = self.table.match.game.result.templates["settlement"]
        assert "Bestenliste: Char" in raw
        assert "Bestenliste" not in result["text"]
        assert not any("Bestenliste" in line for line in self.said)

    def test_a_won_game_names_its_person_on_the_bestenliste(self):
        self.table.start(seed=SEED)
        result = self.play_first_game(play_well)  # Char plays well and wins
        assert "Bestenliste: Char " in result["text"]

    def test_a_game_with_rat_books_no_points_and_names_none(self):
        self.table.start(seed=SEED)
        self.table.mark_advice()  # as `rat` does (commands/table/moves.py)
        result = self.play_first_game(play_well)  # the same won game as above
        assert "Bestenliste: Char" in self.table.match.game.result.templates["settlement"]
        assert "Bestenliste" not in result["text"]
        assert not any("Bestenliste" in line for line in self.said)
