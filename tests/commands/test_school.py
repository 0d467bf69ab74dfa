"""The card schools over the command layer: `schule`, `lektion`, playing a lesson
at the private practice table, `antwort` right and wrong, progress kept;
`lektion <schule> <n>` from anywhere (the lobby's buttons) walks to the school;
between lessons the practice table offers lessons, never a match."""

from unittest.mock import patch

from evennia.objects.models import ObjectDB
from evennia.utils.create import create_object
from evennia.utils.idmapper.models import flush_cache
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands import school
from game.commands.table import moves as table_moves, seats as table_seats
from game.faces import tabledata
from game.faces.tabledata import seats_state
from game.school.schools import PROGRESS
from game.typeclasses.cardplayers import CardPlayer
from game.typeclasses.school import LessonTable, PracticeRoom, practice_room_of
from tests.helpers.tables import connect, quick_tables


class SchoolTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        connect(self.char1)
        connect(self.char2)
        self.teacher = create_object(CardPlayer, key="Oberlehrer Häfele", location=self.room1)
        self.teacher.db.school = "gaigel"

    def start_lesson(self, number, expected):
        return self.call(school.CmdLektion(), str(number), expected)

    def table(self):
        return next(obj for obj in self.char1.location.contents
                    if isinstance(obj, LessonTable))

    def test_schule_lists_the_lessons_and_where_to_start(self):
        text = self.call(school.CmdSchule(), "", "Gaigel-Schule (0 von 10 Lektionen bestanden):")
        assert "1. Der erste Stich: Ge-Elfen – offen" in text
        assert "lektion <nummer>" in text

    def test_schule_elsewhere_says_where_the_schools_are(self):
        self.teacher.location = self.room2
        text = self.call(school.CmdSchule(), "", "Gaigel-Schule")
        assert "Hier gibt es keine Schule." in text and "66-Schule" in text

    def test_a_lesson_played_right_and_answered_wrong_then_right(self):
        text = self.start_lesson(1, None)
        room = self.char1.location
        assert isinstance(room, PracticeRoom) and practice_room_of(self.char1) == room
        assert "Lektion 1: Der erste Stich: Ge-Elfen" in text
        text = self.call(table_moves.CmdGeElfen(), "herz ass", None)
        assert "Du eröffnest mit „Ge-Elfen!“" in text
        assert "Oberlehrer Häfele: Ge-Elfen! Das Herz-Ass liegt offen" in text
        assert "Oberlehrer Häfele legt Herz Sieben." in text
        assert "Prüffrage:" in text and "antwort <nummer>" in text
        text = self.call(school.CmdAntwort(), "2", "Leider falsch. Im ersten Stich gibt es "
                         "keinen Farbzwang")
        assert not self.char1.attributes.get(PROGRESS)
        text = self.call(school.CmdAntwort(), "1", "Richtig!")
        assert "Lektion bestanden!" in text and "lektion 2" in text
        assert self.char1.attributes.get(PROGRESS) == {"gaigel": ["ge-elfen"]}
        flush_cache()  # as after a reload: the character comes fresh from the database
        self.char1 = ObjectDB.objects.get(id=self.char1.id)
        assert self.char1.attributes.get(PROGRESS) == {"gaigel": ["ge-elfen"]}
        self.call(school.CmdSchule(), "", "Gaigel-Schule (1 von 10 Lektionen bestanden):")
        self.call(school.CmdLektion(), "1", None)  # a passed lesson can be repeated
        self.call(table_moves.CmdGeElfen(), "herz ass", None)
        self.call(school.CmdAntwort(), "1", "Richtig! Trumpf ist im ersten Stich verboten")
        assert self.char1.attributes.get(PROGRESS) == {"gaigel": ["ge-elfen"]}

    def test_a_wrong_move_is_refused_and_commented(self):
        self.start_lesson(4, None)
        self.call(table_moves.CmdMelde(), "herz", None)  # no trick yet: the engine says no
        assert self.table().match.game.log == []
        self.call(table_moves.CmdGeElfen(), "laub ass", None)
        text = self.call(table_moves.CmdLege(), "schellen zehn", None)
        assert "Jetzt hättest du mit melde herz zwanzig Augen bekommen." in text

    def test_answers_before_the_end_and_bad_numbers_are_refused(self):
        self.start_lesson(1, None)
        self.call(school.CmdAntwort(), "1", "Erst spielst du die Lektion bis zur Prüffrage.")
        self.call(table_moves.CmdGeElfen(), "herz ass", None)
        self.call(school.CmdAntwort(), "vier", "Antworte mit einer Zahl von 1 bis 3")
        self.call(school.CmdAntwort(), "7", "Antworte mit einer Zahl von 1 bis 3")
        self.call(table_moves.CmdLege(), "laub zehn", "Die Lektion ist zu Ende gespielt.")

    def test_bad_lesson_numbers_are_refused(self):
        self.call(school.CmdLektion(), "", "Welche Lektion? Sag lektion <nummer> mit einer Zahl "
                  "von 1 bis 10")
        self.call(school.CmdLektion(), "99", "Welche Lektion?")
        assert self.char1.location == self.room1

    def test_nobody_else_sits_or_watches_at_the_practice_table(self):
        self.start_lesson(1, None)
        room = self.char1.location
        self.char2.move_to(room, quiet=True, move_type="teleport")
        self.call(table_seats.CmdZuschauen(), "", "Beim Üben schaut niemand zu.", caller=self.char2)
        self.call(table_seats.CmdSit(), "", "Das ist ein Übungstisch", caller=self.char2)
        self.call(table_seats.CmdStart(), "", "Am Übungstisch beginnt eine Lektion",
                  caller=self.char1)

    def test_leaving_ends_the_lesson_and_removes_the_room(self):
        self.start_lesson(2, None)
        room = self.char1.location
        table = self.table()
        self.char1.execute_cmd("zurück")
        assert self.char1.location == self.room1
        assert practice_room_of(self.char1) is None
        assert not room.pk and not table.pk

    def test_lesson_repeatable_and_another_lesson_in_the_stube(self):
        self.start_lesson(1, None)
        room = self.char1.location
        assert "Lektion 6: Gleiche Karten" in self.call(school.CmdLektion(), "6", None)
        assert self.char1.location == room
        # the teacher opens the first trick at once in this lesson
        assert self.table().match.game.log[0] == [1, "ge-elfen herz ass"]
        self.call(table_moves.CmdLege(), "herz sieben", None)
        text = self.call(table_moves.CmdLege(), "schellen zehn", None)
        assert "Gleich hoch reicht nicht" in text and "Prüffrage" in text

    def test_aus_lesson_ends_with_the_settlement_and_nothing_is_booked(self):
        assert "Lektion 8: Der richtige Moment für Aus" in self.start_lesson(8, None)
        self.call(table_moves.CmdLege(), "herz ass", None)
        text = self.call(table_moves.CmdAus(), "", None)
        assert "103 Augen" in text and "Prüffrage" in text
        assert "Bestenliste" not in text  # a lesson is never booked
        assert not self.char1.attributes.get("cardrecords")

    def test_66_school_in_the_kaffeehaus(self):
        self.teacher.db.school = "66"
        self.call(school.CmdSchule(), "", "66-Schule (0 von 5 Lektionen bestanden):")
        assert "Lektion 5: 66 ansagen" in self.start_lesson(5, None)
        self.call(table_moves.CmdLege(), "herz ass", None)
        text = self.call(table_moves.CmdGenug(), "", None)
        assert "68 Augen richtig an" in text
        self.call(school.CmdAntwort(), "3", "Leider falsch. Ein Punkt wäre es")
        self.call(school.CmdAntwort(), "1", "Richtig!")
        assert self.char1.attributes.get(PROGRESS) == {"66": ["ansagen"]}

    def test_lektion_with_the_school_walks_there_from_elsewhere(self):
        # the lobby's lesson buttons send `lektion gaigel <n>`, from wherever one stands
        self.teacher.location = self.room2  # the Gaigel school is one way away ("out")
        text = self.call(school.CmdLektion(), "gaigel 2", None)
        assert "Die Gaigel-Schule ist in der Besenwirtschaft; du gehst hin." in text
        assert "Lektion 2: Höher hat" in text
        assert isinstance(self.char1.location, PracticeRoom)
        self.char1.execute_cmd("zurück")
        assert self.char1.location == self.room2  # back where the school is

    def test_lektion_with_the_school_refuses_a_bad_number_without_walking(self):
        self.teacher.location = self.room2
        self.call(school.CmdLektion(), "gaigel 11", "Welche Lektion? Sag lektion <nummer> mit "
                  "einer Zahl von 1 bis 10")
        self.call(school.CmdLektion(), "66 9", "Welche Lektion? Sag lektion <nummer> mit einer "
                  "Zahl von 1 bis 5")
        assert self.char1.location == self.room1

    def test_lektion_66_without_a_66_teacher_says_where_the_schools_are(self):
        self.call(school.CmdLektion(), "66 1", "Hier gibt es keine Schule.")
        assert self.char1.location == self.room1

    def test_the_practice_table_offers_lessons_not_a_match_between_lessons(self):
        self.start_lesson(1, None)
        table = self.table()
        table.give_up(self.char1)  # broken off: the seats come, without „Partie beginnen“
        state = seats_state(table, self.char1)
        commands = [a["command"] for a in state["actions"]]
        assert "spiel" not in commands and "auffüllen" not in commands
        assert commands[:2] == ["lektion 1", "lektion 2"] and "zurück" in commands
        assert "lektion <nummer>" in state["hint"]

    def test_aufgeben_in_a_lesson_asks_to_break_it_off_not_who_wins(self):
        self.start_lesson(3, None)
        asked = []
        with patch("game.faces.tabledata.send_question",
                   lambda obj, text, table=None: asked.append(text)):
            self.call(table_seats.CmdAufgeben(), "", "Gut, du spielst weiter.", inputs=["n"])
            assert self.table().playing()  # no: the lesson goes on
            text = self.call(table_seats.CmdAufgeben(), "", "Du brichst die Lektion ab.",
                             inputs=["j"])
        assert asked and all(question.startswith("Willst du die Lektion wirklich abbrechen?")
                             and "gebucht wird nichts" in question and "Gegenseite" not in question
                             for question in asked), asked
        assert "gewinnt" not in text
        assert not self.table().playing() and self.table().match is None
        assert not self.char1.attributes.get("cardrecords")  # nothing booked
        assert not self.char1.attributes.get(PROGRESS)

    def test_lesson_8_counts_striche_to_1_in_the_panes_header_and_the_look(self):
        assert "Lektion 8: Der richtige Moment für Aus" in self.start_lesson(8, None)
        table = self.table()
        score = tabledata.state_for(table, self.char1)["score"]
        assert (score["unit"], score["target"]) == ("Striche", 1)  # „(Striche, bis 1)“
        assert "Es läuft eine Partie (Striche: " in table.get_display_desc(self.char1)
        self.char1.execute_cmd("zurück")
        self.teacher.db.school = "66"
        assert "Lektion 5: 66 ansagen" in self.start_lesson(5, None)
        assert tabledata.state_for(self.table(), self.char1)["score"]["unit"] == "Punkte"
