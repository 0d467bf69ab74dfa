"""`rätsel` sends its puzzle as data too (`kartenrunde_raetsel`, GMCP
`Kartenrunde.Raetsel`): when a puzzle is shown, when it is answered with a move
and when it is given up; not when the words are no move there."""

from evennia.utils.test_resources import EvenniaCommandTest

from game.commands import puzzles as command
from game.commands.table import moves
from game.puzzles import collection
from tests.helpers.oob import sent_by


class PuzzleDataTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.sent = sent_by(self, "game.puzzles.puzzledata.send")

    def last(self):
        obj, data = self.sent[-1]
        assert obj == self.char1
        return data["kartenrunde_raetsel"]

    def test_shown_answered_and_given_up_each_send_the_state(self):
        self.call(command.CmdRaetsel(), "66 2", None)
        state = self.last()
        assert state["state"] == "frage" and state["number"] == 2 and state["answerable"]
        assert state["verdict"] is None and not state["tried"]
        puzzle = collection.puzzle("66", 2)
        verb, _, rest = puzzle["best"].partition(" ")
        self.call(moves.CmdLege(), rest, None, cmdstring=verb)
        state = self.last()
        assert state["state"] == "beantwortet" and state["verdict"]["right"] is True
        assert state["verdict"]["streak"] == 1 and state["verdict"]["rated"] is True
        self.call(command.CmdRaetsel(), "66 2", None)
        assert self.last()["tried"] is True
        self.call(command.CmdRaetsel(), "lösung", None)
        verdict = self.last()["verdict"]
        assert verdict["given_up"] is True and verdict["rated"] is False
        assert len(self.sent) == 4

    def test_the_puzzle_of_the_day_says_so(self):
        self.call(command.CmdRaetsel(), "heute gaigel", None)
        state = self.last()
        assert state["daily"] is True and state["family"] == "gaigel"
        assert state["number"] == collection.of_the_day("gaigel")["number"]
        assert state["next"] == "rätsel gaigel"

    def test_no_move_there_sends_nothing_new(self):
        self.call(command.CmdRaetsel(), "66 1", None)
        self.call(moves.CmdLege(), "eichel sieben", None)
        assert len(self.sent) == 1

    def test_the_card_names_of_the_reader_are_used(self):
        self.char1.db.card_names = "französisch"
        self.call(command.CmdRaetsel(), "66 1", None)
        state = self.last()
        assert state["card_names"] == "französisch"
        assert all("ober" not in c["answer"] for c in state["position"]["hand"])
