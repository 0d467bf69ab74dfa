"""A lesson as data, for the web client's school panel (OOB
`kartenrunde_schule`, GMCP `Kartenrunde.Schule`, docs/GMCP.md).

The practice table (game/typeclasses/school.py) sends it when a lesson begins,
when it has shown its point (the test question with its numbered answers,
for buttons instead of typing `antwort <n>`), after each answer (right or
why not), when it is broken off and when the student leaves the Übungsstube.
Only what the student reads in the text anyway; never a card.

Once the lesson has shown its point, the table pane under the school panel
shows the table as the lesson ended (`close_lesson`): the cards as they lie,
nobody's turn, no card or call to play, and the line `ended` instead of whose
turn it is.
"""

from evennia.utils.ansi import strip_ansi

from game.faces import tabledata
from game.faces.grammar import capital, towards
from game.faces.tabledata import send
from game.school import schools

VERSION = 1

#: what the lesson is doing: played, asking its question, passed, broken off, left
PLAYING, ASKING, PASSED, STOPPED, LEFT = "spielt", "frage", "bestanden", "vorbei", "aus"
#: the pane's line (and each card's reason) once the lesson has shown its point
ENDED = "Die Lektion ist zu Ende gespielt."


def way_out(table):
    """The word and label of the way out of the table's Übungsstube."""
    room = table.location
    for way in room.exits if room else []:
        if way.destination:
            return {"command": way.key.lower(),
                    "label": f"Zurück: {capital(towards(way.destination))}"}
    return None


def lesson_state(table, obj, answered=None, first=False):
    """The lesson of `table` as `obj` (its student) sees it; `answered` is the
    number just answered (then whether it was right, and why not)."""
    item, school, number = table.lesson(), table.db.school, table.db.lesson_number
    if item is None or school not in schools.SCHOOLS:
        return {"version": VERSION, "state": STOPPED}
    spec = schools.SCHOOLS[school]
    count = len(spec["lessons"])
    right = answered is not None and answered == item.right
    if table.playing():
        state = PLAYING
    elif table.match is None:
        state = STOPPED
    else:
        state = PASSED if right else ASKING
    nxt = schools.lesson(school, number + 1)
    data = {
        "version": VERSION, "state": state, "school": school, "school_name": spec["name"],
        "teacher": table.teacher_name(), "number": number, "count": count, "title": item.title,
        "passed": item.key in schools.passed(obj, school),
        "next": ({"number": number + 1, "title": nxt.title, "command": f"lektion {number + 1}"}
                 if nxt else None),
        "again": f"lektion {number}", "leave": way_out(table),
        "question": None, "answers": [], "answered": None,
    }
    if state in (ASKING, PASSED):
        data["question"] = strip_ansi(item.question)
        data["answers"] = [{"number": i, "text": strip_ansi(answer.text), "command": f"antwort {i}"}
                           for i, answer in enumerate(item.answers, 1)]
    if answered is not None and state in (ASKING, PASSED):
        why = "" if right else strip_ansi(item.answers[answered - 1].why)
        data["answered"] = {"number": answered, "right": right, "why": why, "first": bool(first)}
    return data


def send_lesson(table, obj, answered=None, first=False):
    """`obj` (the student) gets the lesson's state."""
    send(obj, kartenrunde_schule=lambda: lesson_state(table, obj, answered, first))


def send_gone(obj):
    """`obj` left the Übungsstube: the school panel closes."""
    send(obj, kartenrunde_schule={"version": VERSION, "state": LEFT})


def ended_model(model):
    """A reader's table model (tabledata.model) as a lesson that has shown its
    point leaves it: the cards as they lie, but nobody's turn, no card or call
    to play (each card says why not) and no Aus deadline; `ended` is the line
    the pane shows instead of whose turn it is (docs/GMCP.md)."""
    hand = [dict(card, playable=False, command=None, plays=[], reason=ENDED, reason_code=None)
            for card in model.get("hand") or []]
    return dict(model, to_act=None, my_turn=False, actions=[], hand=hand, grace_time=False,
                grace_goal=None, ended=ENDED)


def close_lesson(change):
    """The lesson of `change` (faces/change.py) has shown its point: the model
    each reader's data face sends is the lesson's end (`ended_model`); the text
    faces read the lesson's closing text instead of a table block."""
    for obj in change.readers:
        change.models[obj.id] = ended_model(tabledata.model(change, obj))
