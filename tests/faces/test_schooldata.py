"""A lesson as data for the web client's school panel (`kartenrunde_schule`):
nothing but the state while it is played; the test question with its numbered
answers once the lesson has shown its point; a wrong answer with its reason, a
right one with the next lesson; the way out of the Übungsstube; `aus` when the
student leaves."""

from unittest.mock import patch

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands import school
from game.commands.table import moves as table_moves
from game.faces import schooldata
from game.typeclasses.cardplayers import CardPlayer
from game.typeclasses.school import LessonTable
from tests.helpers.tables import connect, quick_tables
from tests.helpers.oob import sent_by


class SchoolDataTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        connect(self.char1)
        self.teacher = create_object(CardPlayer, key="Oberlehrer Häfele", location=self.room1)
        self.teacher.db.school = "gaigel"
        self.sent = sent_by(self, "game.faces.schooldata.send")

    def last(self):
        obj, data = self.sent[-1]
        assert obj == self.char1
        return data["kartenrunde_schule"]

    def table(self):
        return next(o for o in self.char1.location.contents if isinstance(o, LessonTable))

    def test_a_lesson_from_its_start_to_the_right_answer(self):
        self.call(school.CmdLektion(), "1", None)
        state = self.last()
        assert state["state"] == "spielt" and state["question"] is None and state["answers"] == []
        assert state["number"] == 1 and state["count"] == 10 and state["school"] == "gaigel"
        assert state["school_name"] == "Gaigel-Schule" and state["teacher"] == "Oberlehrer Häfele"
        self.call(table_moves.CmdGeElfen(), "herz ass", None)
        state = self.last()
        assert state["state"] == "frage" and state["question"].startswith("Warum kann dir")
        assert [a["command"] for a in state["answers"]] == ["antwort 1", "antwort 2", "antwort 3"]
        assert "|" not in "".join(a["text"] for a in state["answers"])  # no colour codes
        assert state["answered"] is None and not state["passed"]
        assert state["next"] == {"number": 2, "title": "Höher hat – und wer nur Trümpfe hat",
                                 "command": "lektion 2"}
        assert state["again"] == "lektion 1"
        assert state["leave"]["command"] == "zurück" and state["leave"]["label"].startswith("Zurück: ")
        self.call(school.CmdAntwort(), "2", "Leider falsch.")
        state = self.last()
        assert state["state"] == "frage"
        answered = state["answered"]
        assert (answered["number"], answered["right"], answered["first"]) == (2, False, False)
        assert answered["why"].startswith("Im ersten Stich gibt es keinen Farbzwang")
        self.call(school.CmdAntwort(), "1", "Richtig!")
        state = self.last()
        assert state["state"] == "bestanden" and state["passed"]
        assert state["answered"] == {"number": 1, "right": True, "why": "", "first": True}
        self.call(school.CmdAntwort(), "1", "Richtig!")
        assert self.last()["answered"]["first"] is False  # passed before

    def test_broken_off_and_left(self):
        self.call(school.CmdLektion(), "3", None)
        self.table().give_up(self.char1)
        state = self.last()
        assert state["state"] == "vorbei" and state["question"] is None
        self.char1.execute_cmd("zurück")
        assert self.last() == {"version": schooldata.VERSION, "state": "aus"}

    def test_the_last_lesson_has_no_next(self):
        self.call(school.CmdLektion(), "10", None)
        assert self.last()["next"] is None

    def test_the_pane_shows_the_lessons_end_nobodys_turn_and_no_card_to_play(self):
        tables = []
        sender = patch("game.faces.tabledata.send", lambda obj, **data: tables.extend(
            (v() if callable(v) else v) for k, v in data.items() if k == "kartenrunde_tisch"))
        sender.start()
        self.addCleanup(sender.stop)
        self.call(school.CmdLektion(), "1", None)
        playing = tables[-1]
        assert playing["my_turn"] and any(card["playable"] for card in playing["hand"])
        assert "ended" not in playing and playing["actions"]
        self.call(table_moves.CmdGeElfen(), "herz ass", None)  # the lesson has shown its point
        assert self.last()["state"] == "frage"
        end = tables[-1]
        assert end["ended"] == schooldata.ENDED == "Die Lektion ist zu Ende gespielt."
        assert end["to_act"] is None and not end["my_turn"] and end["actions"] == []
        assert len(end["hand"]) == 5 and not any(card["playable"] or card["command"]
                                                 or card["plays"] for card in end["hand"])
        assert {card["reason"] for card in end["hand"]} == {schooldata.ENDED}
        assert end["last_trick"]["winner"] == 0  # the table as it lies: the trick taken
        assert end["hinweise"] == {"genug": False, "aus": None}  # dressed as every state
