"""The practice room and table of the card schools.

`lektion <n>` (game/commands/school.py) takes a character from a school room
(a teacher lives there) into an Übungsstube of its own: a room with one
practice table where only this character sits and nobody watches. The table
plays the lesson (game/school/lessons.py) through the engine: the teacher's
moves come at once, the teacher comments on the student's moves, and when
the lesson has shown its point the test question follows (`antwort <n>`).
Nothing here is booked in the records. Leaving by the exit removes room,
table and exit again.
"""

from evennia.utils.create import create_object
from evennia.utils.search import search_tag
from evennia.utils.utils import delay, lazy_property

from game.cardgames import Match, family_of
from game.common.things import by_id
from game.school import lessons, schools

from game.faces import readers, schooldata, tabledata
from game.faces.change import audience, what_changed
from game.faces.grammar import DAT, person
from game.table.commit import CommitPath
from game.table.seats import Seats
from game.table.turns import GRACE_TIME, TurnClock
from game.typeclasses.exits import Exit
from game.typeclasses.rooms import Room
from game.typeclasses.tables import CardTable, TableError

PRACTICE_CATEGORY = "übungsstube"
STUDENT, TEACHER = lessons.STUDENT, lessons.TEACHER


class LessonClock(TurnClock):
    """The lesson's clock: the teacher moves at once, nobody stands in."""

    def schedule(self):
        table = self.table
        if not table.playing():
            return
        game = table.match.game
        if game.grace_time:
            delay(GRACE_TIME, self.end_grace, self.token())
        elif game.to_act == TEACHER:
            table.teacher_plays()

    def player_left(self, obj, connection=False):
        """The lesson waits for its student."""

    def npcs_call_out(self, token):
        """The teacher never calls `aus` on its own."""


class LessonCommit(CommitPath):
    """The lesson's commit path: the teacher comments on the student's moves;
    once the lesson has shown its point its end and the test question come
    instead of the table; nothing is booked."""

    def after_change(self, events):
        """After a move (the teacher comments on the student's) or the grace time."""
        self.show_move(events, self.table.count_move())

    def show_move(self, events, remarks=()):
        table = self.table
        change = what_changed(table, events, remarks=remarks)
        if table.lesson_shown():
            change.closing = table.closing_text()
            schooldata.close_lesson(change)  # the pane: the table as the lesson ended
            readers.show(change)
            schooldata.send_lesson(table, table.student())  # the question as buttons
            return
        readers.show(change)
        table.turns.schedule()

    def end_of_game(self):
        """Lessons are never booked, rated or kept (no game-end signal)."""

    def resume(self):
        self.forget()
        if self.table.playing():
            self.table.turns.schedule()


class LessonTable(CardTable):
    """The practice table of an Übungsstube: one student, the teacher, a lesson."""

    presets = {"66": "Sechsundsechzig", "gaigel2": "Gaigel zu zweit"}
    default_preset = "66"
    #: lessons are never rated (rating.py)
    rated = False
    #: `aufgeben` breaks the lesson off: nobody wins, nothing is booked
    give_up_question = ("Willst du die Lektion wirklich abbrechen? Dann ist sie ohne Prüffrage "
                        "zu Ende; gebucht wird nichts, und mit „lektion <nummer>“ beginnst du "
                        "eine neue.")

    @property
    def game_name(self):
        """The rules `regeln` shows: those of the lesson's game."""
        return family_of(self.db.preset or self.default_preset).name

    @property
    def score_unit(self):
        """What the lesson's match counts: Striche in Gaigel, Punkte in 66."""
        striche = family_of(self.db.preset or self.default_preset).striche
        return "Striche" if striche else "Punkte"

    @lazy_property
    def turns(self):
        return LessonClock(self)

    @lazy_property
    def seats(self):
        return LessonSeats(self)

    @lazy_property
    def commit(self):
        return LessonCommit(self)

    def at_object_creation(self):
        super().at_object_creation()
        self.db.desc = ("Ein kleiner Tisch mit einem Kartenspiel und einem Stück Kreide. "
                        "Hier übst du mit deinem Lehrer.")

    # --- who may be here ------------------------------------------------

    def listed_for(self, obj):
        """The lobby and `wo` list a practice table to its student only."""
        return obj is not None and obj.id == self.db.student_id

    def student(self):
        return by_id(self.db.student_id)

    def between_matches(self, obj, hint, actions):
        """The pane between lessons (faces/tabledata.seats_state asks): no „Partie
        beginnen“ (a practice table starts none), but the lesson again, the next
        one and the way out."""
        if self.seats.of(obj) is None:
            return hint, actions
        number = self.db.lesson_number
        school = self.db.school
        out = []
        if number and school:
            out.append({"command": f"lektion {number}", "label": "Lektion noch einmal"})
            if schools.lesson(school, number + 1):
                out.append({"command": f"lektion {number + 1}", "label": "Nächste Lektion"})
        way = schooldata.way_out(self)
        if way:
            out.append(way)
        return ("Am Übungstisch spielst du Lektionen: „lektion <nummer>“ beginnt eine, "
                "„schule“ zeigt alle.", out)

    def watch(self, obj, on=True):
        if on and obj.id != self.db.student_id:
            raise TableError("Beim Üben schaut niemand zu.")
        return super().watch(obj, on)

    def start(self, target=None, options=None, seed=None):
        raise TableError("Am Übungstisch beginnt eine Lektion mit „lektion <nummer>“.")

    def match_options(self, preset, options=None):
        """`spiel` asks this first: a practice table starts no match of its own."""
        return self.start()

    def set_preset(self, preset):
        raise TableError("Am Übungstisch bestimmt die Lektion, was gespielt wird.")

    # --- the lesson -------------------------------------------------------

    def lesson(self):
        school, number = self.db.school, self.db.lesson_number
        return schools.lesson(school, number) if school and number else None

    def begin(self, student, teacher, school, number):
        """Deal lesson `number` of `school` for `student` against `teacher`."""
        item = schools.lesson(school, number)
        names = [student.key, teacher.key]
        game = lessons.start(item, names=names)
        self.db.student_id = student.id
        self.db.preset = item.preset
        self.seats.store([
            {"id": student.id, "name": student.key, "npc": False, "strength": "normal",
             "stand_in": False, "stood_in": []},
            {"id": teacher.id, "name": teacher.key, "npc": True, "strength": "normal",
             "stand_in": False, "stood_in": []}])
        self.db.school, self.db.lesson_number = school, number
        self.db.teacher_moves = self.db.student_moves = 0
        self.db.tricks_at_start = lessons.tricks_played(game)
        self.db.lesson_done = False
        match = Match(item.preset, 1, f"lektion:{school}:{item.key}", {}, names,
                      item.dealer, game=game)
        self.save_match(match)
        self.announce(f"|wLektion {number}: {item.title}|n\n{item.intro}")
        schooldata.send_lesson(self, student)
        self.commit.show_move([])

    def playing(self):
        return super().playing() and not self.db.lesson_done

    def play(self, obj, text):
        if self.db.lesson_done and self.seats.of(obj) is not None:
            raise TableError("Die Lektion ist zu Ende gespielt. Beantworte die Prüffrage mit "
                             "„antwort <nummer>“, oder geh mit „zurück“ hinaus.")
        return super().play(obj, text)

    def teacher_name(self):
        entries = self.seats.entries()
        entry = entries[TEACHER] if len(entries) > TEACHER else None
        return entry["name"] if entry else "Der Lehrer"

    def perform(self, seat, text):
        """A move of the student or the teacher, through the table's one commit path."""
        self.ndb.mover = seat
        try:
            return super().perform(seat, text)
        finally:
            self.ndb.mover = None

    def count_move(self):
        """Count the move just made; the teacher's comment on the student's, as
        lines to say after it (none after the teacher's or the grace time)."""
        if self.ndb.mover == STUDENT:
            number = self.db.student_moves
            self.db.student_moves = number + 1
            note = lessons.comment(self.lesson(), number, self.match.game.log[-1][1])
            return [f"|c{self.teacher_name()}:|n {note}"] if note else []
        if self.ndb.mover == TEACHER:
            self.db.teacher_moves += 1
        return []

    def lesson_shown(self):
        """True once the lesson has shown its point (then the test question)."""
        return lessons.finished(self.lesson(), self.match.game, self.db.tricks_at_start,
                                self.db.student_moves)

    def teacher_plays(self):
        game = self.match.game
        self.perform(TEACHER, lessons.teacher_move(self.lesson(), game, self.db.teacher_moves))

    def closing_text(self):
        """The lesson's end: its outcome, then the test question; marks it done."""
        item, game = self.lesson(), self.match.game
        self.db.lesson_done = True
        lines = []
        if game.result is not None:  # the settlement, without the leaderboard: nothing is booked
            lines += [line for line in game.result.settlement.splitlines()
                      if not line.startswith("Bestenliste")]
        lost = lessons.student_lost(game) and item.outro_lost
        lines.append(item.outro_lost.replace("{n}", str(self.db.lesson_number)) if lost
                     else item.outro)
        lines.append(lessons.answer_text(item))
        return "\n".join(line for line in lines if line)

    def answer(self, obj, text):
        """The student answers the test question; returns the reply."""
        item = self.lesson()
        if obj.id != self.db.student_id or item is None:
            raise TableError("Hier wartet keine Prüffrage auf dich.")
        if not self.db.lesson_done:
            raise TableError("Erst spielst du die Lektion bis zur Prüffrage.")
        text = text.strip().rstrip(")").strip()
        if not text.isdigit() or not 1 <= int(text) <= len(item.answers):
            raise TableError(f"Antworte mit einer Zahl von 1 bis {len(item.answers)}, "
                             "zum Beispiel „antwort 2“.")
        number = int(text)
        if number != item.right:
            schooldata.send_lesson(self, obj, answered=number)
            return (f"|rLeider falsch.|n {item.answers[number - 1].why} Versuch es noch "
                    "einmal mit |wantwort <nummer>|n.")
        first = schools.mark_passed(obj, self.db.school, item.key)
        schooldata.send_lesson(self, obj, answered=number, first=first)
        count = len(schools.SCHOOLS[self.db.school]["lessons"])
        nxt = self.db.lesson_number + 1
        more = (f" Weiter geht es mit |wlektion {nxt}|n." if nxt <= count
                else " Das war die letzte Lektion dieser Schule.")
        passed = "Lektion bestanden!" if first else "Richtig – diese Lektion hattest du schon."
        return (f"|gRichtig!|n {item.right_answer().text} {passed}{more} Mit |wschule|n "
                "siehst du alle Lektionen, mit |wzurück|n gehst du hinaus.")

    def stop_lesson(self):
        """The lesson ends here without its question (leaving, giving up)."""
        if self.match:
            tabledata.send_left(self, audience(self))
        self.save_match(None)
        self.db.lesson_done = True

    def give_up(self, obj):
        if self.seats.of(obj) is None or not self.playing():
            raise TableError("Du spielst hier gerade keine Lektion.")
        self.stop_lesson()
        schooldata.send_lesson(self, obj)
        obj.msg("Du brichst die Lektion ab. Mit |wlektion <nummer>|n fängst du eine neue an, "
                "mit |wzurück|n gehst du hinaus.")

    def leave_for_good(self, obj):
        """The student is deleted: the lesson ends, nothing is booked."""
        if obj.id == self.db.student_id:
            self.stop_lesson()



class LessonSeats(Seats):
    """The seats of a practice table: the student's and the teacher's."""

    def sit(self, obj, seat=None):
        if obj.id != self.table.db.student_id:
            raise TableError("Das ist ein Übungstisch; hier lernt nur, wer die Lektion "
                             "begonnen hat.")
        if self.of(obj) is not None:
            raise TableError("Du sitzt schon am Übungstisch.")
        return super().sit(obj, seat)

    def release_computer_players(self):
        """The teacher stays for the next lesson."""


class PracticeRoom(Room):
    """An Übungsstube: one character's private room for a lesson."""

    def at_object_creation(self):
        super().at_object_creation()
        self.db.gender = "f"


class PracticeExit(Exit):
    """The way out of an Übungsstube: ends the lesson, then removes the room."""

    def at_traverse(self, traversing_object, target_location, **kwargs):
        room = self.location
        for table in practice_tables(room):
            table.stop_lesson()
        super().at_traverse(traversing_object, target_location, **kwargs)
        if traversing_object.location != room:
            schooldata.send_gone(traversing_object)
            close_practice_room(room)


def practice_tables(room):
    return [obj for obj in (room.contents if room else []) if isinstance(obj, LessonTable)]


def practice_room_of(obj):
    """The Übungsstube of `obj`, or None."""
    found = search_tag(str(obj.id), category=PRACTICE_CATEGORY)
    return found[0] if found else None


def close_practice_room(room):
    """Remove an Übungsstube with its table and exits once nobody is in it."""
    if any(obj.has_account for obj in room.contents):
        return
    for obj in list(room.contents):
        if obj.destination or isinstance(obj, LessonTable):
            obj.delete()
    room.delete()


def open_lesson(obj, teacher, school, number):
    """Take `obj` into its Übungsstube (made when missing) and begin the lesson."""
    room = practice_room_of(obj)
    if obj.location == room and room:
        table = practice_tables(room)[0]
        table.stop_lesson()
        table.begin(obj, teacher, school, number)
        return table
    origin = obj.location
    if room is None:
        spec = schools.SCHOOLS[school]
        room = create_object(PracticeRoom, key="Übungsstube", aliases=["stube"])
        room.db.desc = (f"Ein stilles Hinterzimmer der {spec['name']}: ein Tisch, zwei "
                        "Stühle, eine Kreidetafel an der Wand. Hier übst du allein mit "
                        f"{person(teacher, DAT)}. Mit |wzurück|n gehst du wieder hinaus.")
        room.tags.add(str(obj.id), category=PRACTICE_CATEGORY)
        create_object(PracticeExit, key="zurück", aliases=["hinaus", "raus"],
                      location=room, destination=origin)
        create_object(LessonTable, key="Übungstisch", aliases=["tisch"], location=room)
    table = practice_tables(room)[0]
    room.db.school, room.db.teacher_id = school, teacher.id
    obj.move_to(room, move_type="teleport")
    table.begin(obj, teacher, school, number)
    return table
