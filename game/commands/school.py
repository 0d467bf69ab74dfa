"""The commands of the card schools: `schule`, `lektion <n>`, `antwort <n>`.

Thin: they find the school of the room (a teacher who lives there, or the
Übungsstube) and call game/typeclasses/school.py.
"""


from evennia.objects.models import ObjectDB

from game.common.things import by_id
from game.house import ways
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


#: the words that name a school after `lektion` (the lobby's buttons send them)
SCHOOL_WORDS = {"gaigel": "gaigel", "66": "66", "sechsundsechzig": "66"}


def teacher_of(school):
    """The teacher of `school` (a computer player with the Attribute `school`), or None."""
    found = [obj for obj in ObjectDB.objects.get_by_attribute(key="school", value=school)
             if obj.location]
    return found[0] if found else None


def go_to_school(caller, school):
    """Walk `caller` to the room where `school` teaches; (school, teacher) there."""
    teacher = teacher_of(school)
    if teacher is None:
        raise TableError(NO_SCHOOL)
    where = schools.SCHOOLS[school]["where"]
    caller.msg(f"Die {schools.SCHOOLS[school]['name']} ist {where}; du gehst hin.")
    if not ways.walk(caller, teacher.location):
        raise TableError(f"Von hier führt kein Weg {where}.")
    return school, teacher


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
      lektion gaigel <nummer>   - von überall: du gehst zur Gaigel-Schule
      lektion 66 <nummer>       - von überall: du gehst zur 66-Schule

    Du gehst mit dem Lehrer in die Übungsstube. Dort spielst du eine feste
    Verteilung; der Lehrer spielt seine Karten und sagt dir, was er von deinen
    Zügen hält. Am Ende steht eine Prüffrage (|wantwort <nummer>|n). Mit
    |wzurück|n verlässt du die Übungsstube; die Lektion endet dann.
    """

    key = "lektion"

    def act(self):
        school, teacher = school_here(self.caller)
        words = self.args.split()
        wanted = SCHOOL_WORDS.get(words[0].lower()) if len(words) == 2 else None
        if wanted is not None:
            words = words[1:]
        if wanted is None and (school is None or teacher is None):
            raise TableError(NO_SCHOOL)
        asked = wanted or school
        word = " ".join(words)
        if not word.isdigit() or schools.lesson(asked, int(word)) is None:
            count = len(schools.SCHOOLS[asked]["lessons"])
            raise TableError(f"Welche Lektion? Sag |wlektion <nummer>|n mit einer Zahl von 1 "
                             f"bis {count}; |wschule|n zeigt sie alle.")
        if self.caller.match_in_the_way() and not isinstance(self.caller.location,
                                                              practice.PracticeRoom):
            raise TableError("Erst spielst du deine Partie hier zu Ende.")
        if asked != school or teacher is None:
            school, teacher = go_to_school(self.caller, asked)
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
