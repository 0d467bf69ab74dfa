"""The commands of the card schools: `schule`, `lektion <n>`, `antwort <n>`.

Thin: they find the school of the room (a teacher who lives there, or the
Übungsstube) and call game/typeclasses/school.py.
"""


from game.common.things import by_id
from game.school import schools
from game.typeclasses import school as practice
from game.typeclasses.tables import TableError

from game.commands.acting import ActCommand

NO_SCHOOL = ("Hier gibt es keine Schule. Die Gaigel-Schule ist in der Besenwirtschaft, "
             "die 66-Schule im Kaffeehaus.")


def school_here(caller):
    """(school, teacher) of the caller's room, or (None, None)."""
    room = caller.location
    if room is None:
        return None, None
    if isinstance(room, practice.PracticeRoom):
        return room.db.school, by_id(room.db.teacher_id)
    for obj in room.contents:
        school = obj.attributes.get("school", default=None)
        if school in schools.SCHOOLS:
            return school, obj
    return None, None


class SchoolCommand(ActCommand):
    """The school's commands (refusals in red, commands/acting.py)."""


class CmdSchule(SchoolCommand):
    """
    Die Lektionen der Kartenschule und was du schon bestanden hast.

    Benutzung:
      schule

    In der Besenwirtschaft unterrichtet ein Lehrer Gaigel, im Kaffeehaus eine
    Lehrerin Sechsundsechzig. Jede Lektion spielt eine feste Kartenverteilung an
    einem Übungstisch, an dem nur du sitzt, und endet mit einer Prüffrage.
    Mit |wlektion <nummer>|n beginnst du eine, mit |wantwort <nummer>|n
    beantwortest du die Prüffrage. Jede Lektion kannst du wiederholen.
    """

    key = "schule"
    aliases = ["lektionen"]

    def act(self):
        school, teacher = school_here(self.caller)
        if school is None:
            lines = [schools.overview(self.caller, key) for key in schools.SCHOOLS]
            self.caller.msg("\n".join(lines + [NO_SCHOOL]))
            return
        who = f"Es unterrichtet {teacher.key}. " if teacher else ""
        self.caller.msg(f"{schools.overview(self.caller, school)}\n{who}Mit "
                        "|wlektion <nummer>|n beginnst du eine Lektion.")


class CmdLektion(SchoolCommand):
    """
    Eine Lektion der Kartenschule beginnen (oder noch einmal spielen).

    Benutzung:
      lektion <nummer>

    Du gehst mit dem Lehrer in die Übungsstube. Dort spielst du eine feste
    Verteilung; der Lehrer spielt seine Karten und sagt dir, was er von deinen
    Zügen hält. Am Ende steht eine Prüffrage (|wantwort <nummer>|n). Mit
    |wzurück|n verlässt du die Übungsstube; die Lektion endet dann.
    """

    key = "lektion"

    def act(self):
        school, teacher = school_here(self.caller)
        if school is None or teacher is None:
            raise TableError(NO_SCHOOL)
        count = len(schools.SCHOOLS[school]["lessons"])
        word = self.args.strip()
        if not word.isdigit() or schools.lesson(school, int(word)) is None:
            raise TableError(f"Welche Lektion? Sag |wlektion <nummer>|n mit einer Zahl von 1 "
                             f"bis {count}; |wschule|n zeigt sie alle.")
        if self.caller.match_in_the_way() and not isinstance(self.caller.location,
                                                              practice.PracticeRoom):
            raise TableError("Erst spielst du deine Partie hier zu Ende.")
        practice.open_lesson(self.caller, teacher, school, int(word))


class CmdAntwort(SchoolCommand):
    """
    Die Prüffrage einer Lektion beantworten.

    Benutzung:
      antwort <nummer>

    Bei einer falschen Antwort sagt dir der Lehrer, warum sie nicht stimmt;
    du darfst es noch einmal versuchen.

    Nicht verwechseln: Wer dir eine private Nachricht geschickt hat, dem
    schreibst du mit |wantworte <text>|n zurück.
    """

    key = "antwort"

    def act(self):
        room = self.caller.location
        tables = practice.practice_tables(room)
        if not tables:
            raise TableError("Prüffragen gibt es in der Übungsstube, am Ende einer Lektion.")
        self.caller.msg(tables[0].answer(self.caller, self.args))


COMMANDS = [CmdSchule, CmdLektion, CmdAntwort]
