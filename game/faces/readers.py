"""
Who reads what at a card table, and in which face.

Each person at a table (seated or watching) reads it in one of three faces:
`kurz` (the default), `lang` (`anzeige lang`) or `blind` (`anzeige blind`,
or a session whose client or player set Evennia's SCREENREADER option).
Every move is one line for everybody. The table block comes in the
reader's face (tablefaces.py, tabletext.py): for `kurz` and `blind` on a
new deal and when it is your turn, for `lang` also after every trick. A screen reader's text
is made linear (no colours, links or symbols), whatever it says.

A line about the reader's own deed reads in the second person („Du legst
Herz Ass.“; the families' events write it, `own`), unless a stand-in plays
the seat for them now: then the computer plays, and the line says so.

Drawn cards: a draw event's private `drawn` (the families' events.py) goes
to each seat at the end of the trick's or the draw's line („Du ziehst Laub
Ass (jetzt Karte 2).“), never to another seat or a spectator; the cards stay
marked as new in that seat's hand (every face, the data face too) until the
seat plays again (drawn.py keeps the marks).

After a change the commit path hands the readers what changed, worked out
once (change.py). `show` is one way out: `told` lists what each reader is
told, in order (the lines, the hints, a teacher's remarks, the closing text or
the blocks, each a function of the face), `tell` sends each in the faces of
the reader's sessions, its card references written in the reader's card
names in that one place; last the data face (tabledata.py). A block renders
the reader's table model of this change, the one its data face sends too
(tabledata.model), without the table's world facts.
"""

from game.cardgames.cards import render

from game.faces import tabledata, tablefaces
from game.faces.change import audience
from game.faces.tabletext import Face

MODES = tuple(Face)
#: the reader's setting (`anzeige kurz|lang|blind`)
MODE_ATTRIBUTE = "table_display"


def mode_of(obj, session=None):
    """The face `obj` reads the table in (in `session`, if given)."""
    flags = getattr(session, "protocol_flags", None) or {}
    if flags.get("SCREENREADER"):
        return Face.BLIND
    mode = obj.attributes.get(MODE_ATTRIBUTE)
    return Face(mode) if mode in MODES else Face.KURZ


def tell(obj, make):
    """Send `obj` the text `make(mode)` in the face of each of its sessions
    (one message when all read alike), its card references in `obj`'s card
    names (cards.render); `make` may return None: nothing."""
    groups = {}
    for session in obj.sessions.all():
        groups.setdefault(mode_of(obj, session), []).append(session)
    if len(groups) <= 1:
        groups = {next(iter(groups), mode_of(obj)): None}
    names = obj.db.card_names
    for mode, sessions in groups.items():
        text = make(mode)
        if not text:
            continue
        text = render(text, names)
        text = tablefaces.linear(text) if mode == Face.BLIND else text
        if sessions is None:
            obj.msg(text)
        else:
            obj.msg(text, session=sessions)


def announce(table, text, exclude=None):
    """Tell everybody at the table, in their card names and face."""
    for obj in audience(table, exclude):
        tell(obj, lambda mode: text)


def event_line(event, mode, seat=None):
    """An event's line in a face; None where the face leaves it out: the short
    faces skip a plain draw (the next block shows the talon), never the last one.
    `seat`: the reader's own seat, where the reader plays it: a line about that
    seat reads in the second person where the family wrote one („Du legst …“)."""
    if event["kind"] == "draw" and mode != Face.LANG and event.get("talon"):
        return None
    own = event.get("own_template") or event.get("own") or {}
    if seat is not None and seat in own:
        return own[seat]
    return event.get("template", event["text"])


def show(change):
    """A change (change.py) to its readers, in their faces: what each is told
    (`told`), then the data face (tabledata.py)."""
    for obj, make in told(change):
        tell(obj, make)
    tabledata.send_change(change)


def told(change):
    """What the readers of a change are told, in order, as (reader, make(mode)):
    every event but the end (the settlement says it), one line each, a seat that
    drew reading which card at the end of the draw's line (or of the trick's,
    where its face leaves the draw out: no line more); the hints due; a lesson
    teacher's remarks; then the closing text (the settlement, a lesson's end) or
    the table block to those who need it now (`blocks`)."""
    out = []
    draw = change.draw
    own = {obj: change.own_seat(obj) for obj in change.readers}
    for event in change.events:
        if event["kind"] == "end":
            continue
        for obj in change.readers:
            mine = change.drawn.get(change.seat_of(obj)) if change.drawn else None

            def line(mode, event=event, mine=mine, seat=own[obj]):
                text = event_line(event, mode, seat)
                if mine and (event is draw and text or event["kind"] == "trick"
                             and event_line(draw, mode) is None):
                    text = f"{text} {mine}"
                return text
            out.append((obj, line))
    out.extend((obj, lambda mode, text=text: text) for obj, text in change.hints)
    for text in change.remarks + ([change.closing] if change.closing else []):
        out.extend((obj, lambda mode, text=text: text) for obj in change.readers)
    if change.closing is None:
        out.extend(blocks(change))
    return out


def face_text(model, obj, mode, prompt=False):
    """A table model (tablestate.py) as `obj` reads it in face `mode`
    (tablefaces.FACES). `prompt`: the block that comes by itself (compact_text)."""
    face = tablefaces.FACES[Face(mode)]
    return face(model, obj.db.card_names, bool(obj.db.show_playable), prompt)


def table_text(table, obj, mode, prompt=False):
    """The table as `obj` sees it in face `mode`, rendered from its table model
    (tabledata.model_for, without the table's world facts)."""
    return face_text(tabledata.model_for(table, obj), obj, mode, prompt)


def blocks(change):
    """The table block to those who need it now, as (reader, make(mode)), from
    the reader's model in this change (tabledata.text_model).

    A new deal (no events, or the last game's end): everybody, spectators too.
    Then the one whose turn it is; `lang` readers also after every trick."""
    table, game, deal, trick = change.table, change.game, change.deal, change.trick
    wanted = []  # (reader, whether its block is due in every face)
    for seat in range(game.seats):
        obj = table.seats.occupant(seat)
        entry = table.seats.entries()[seat]
        if obj and not entry["npc"]:  # a seat a stand-in plays: no turn of its person's
            wanted.append((obj, deal or game.to_act == seat and not entry["stand_in"]))
    if deal:
        wanted.extend((obj, True) for obj in table.spectators())

    def block(mode, obj, due):
        if due or trick and mode == Face.LANG:
            return face_text(tabledata.text_model(change, obj), obj, mode, prompt=not deal)
        return None
    return [(obj, lambda mode, obj=obj, due=due: block(mode, obj, due)) for obj, due in wanted]
