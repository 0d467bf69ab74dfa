"""
Who reads what at a card table, and in which face.

Each person at a table (seated or watching) reads it in one of three faces:
`kurz` (the default), `lang` (`anzeige lang`) or `blind` (`anzeige blind`,
or a session whose client or player set Evennia's SCREENREADER option).
Every move is one line for everybody. The table block comes in the
reader's face (tablefaces.py, tabletext.py): for `kurz` and `blind` on a
new deal and when it is your turn, for `lang` also after every trick. A screen reader's text
is made linear (no colours, links or symbols), whatever it says.

Drawn cards: a draw event's private `drawn` (the families' events.py) goes
to each seat at the end of the trick's or the draw's line („Du ziehst Laub
Ass (jetzt Karte 2).“), never to another seat or a spectator; the cards stay
marked as new in that seat's hand (every face, the data face too) until the
seat plays again (drawn.py keeps the marks).

After a change the commit path hands the readers what changed, worked out
once (change.py); `show` renders it in each face: the lines, the hints, the
blocks or the settlement, and the data face (tabledata.py).
"""

from game.cardgames import tablestate
from game.cardgames.cards import reader_family, render

from game.faces import tabledata, tablefaces
from game.faces.change import audience
from game.faces.drawn import new_cards
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
    (one message when all read alike); `make` may return None: nothing."""
    groups = {}
    for session in obj.sessions.all():
        groups.setdefault(mode_of(obj, session), []).append(session)
    if len(groups) <= 1:
        groups = {next(iter(groups), mode_of(obj)): None}
    for mode, sessions in groups.items():
        text = make(mode)
        if not text:
            continue
        text = tablefaces.linear(text) if mode == Face.BLIND else text
        if sessions is None:
            obj.msg(text)
        else:
            obj.msg(text, session=sessions)


def announce(table, text, exclude=None):
    """Tell everybody at the table, in their card names and face."""
    for obj in audience(table, exclude):
        tell(obj, lambda mode, obj=obj: render(text, obj.db.card_names))


def event_line(event, mode):
    """An event's line in a face; None where the face leaves it out: the short
    faces skip a plain draw (the next block shows the talon), never the last one."""
    if event["kind"] == "draw" and mode != Face.LANG and event.get("talon"):
        return None
    return event.get("template", event["text"])


def show(change):
    """A change (change.py) to its readers, in their faces: every event but the
    end (the settlement says it), one line each, a seat that drew reading which
    card at the end of the draw's line (or of the trick's, where its face leaves
    the draw out: no line more); the hints due; a lesson teacher's remarks; then
    the closing text (the settlement, a lesson's end) or the table block to those
    who need it now; last the data face (tabledata.py)."""
    draw = change.draw
    for event in change.events:
        if event["kind"] == "end":
            continue
        for obj in change.readers:
            mine = change.drawn.get(change.seat_of(obj)) if change.drawn else None

            def line(mode, obj=obj, event=event, mine=mine):
                text = event_line(event, mode)
                if mine and (event is draw and text or event["kind"] == "trick"
                             and event_line(draw, mode) is None):
                    text = f"{text} {mine}"
                return render(text or "", obj.db.card_names)
            tell(obj, line)
    for obj, text in change.hints:
        tell(obj, lambda mode, text=text: text)
    for text in change.remarks + ([change.closing] if change.closing else []):
        for obj in change.readers:
            tell(obj, lambda mode, obj=obj, text=text: render(text, obj.db.card_names))
    if change.closing is None:
        show_blocks(change)
    tabledata.send_change(change)


def table_model(table, obj):
    """The table model `obj` reads (tablestate.py, the data the GMCP/web state
    carries): its seat's state, or a spectator's public one."""
    game = table.match.game
    seat = table.seats.of(obj)
    family = reader_family(obj.db.card_names)
    if seat is None or seat >= game.seats:
        return tablestate.public_state(table.public_view(), {}, family)
    return tablestate.seat_state(game, seat, {}, family, show_points=bool(obj.db.show_points),
                                 new=new_cards(table, seat))


def table_text(table, obj, mode, prompt=False):
    """The table as `obj` sees it in face `mode` (tablefaces.FACES), rendered from
    its table model. `prompt`: the block that comes by itself (compact_text)."""
    face = tablefaces.FACES[Face(mode)]
    return face(table_model(table, obj), obj.db.card_names, bool(obj.db.show_playable), prompt)


def show_blocks(change):
    """The table block to those who need it now, in their face.

    A new deal (no events, or the last game's end): everybody, spectators too.
    Then the one whose turn it is; `lang` readers also after every trick."""
    table, game, deal, trick = change.table, change.game, change.deal, change.trick
    for seat in range(game.seats):
        obj = table.seats.occupant(seat)
        if not obj or table.seats.entries()[seat]["npc"]:
            continue
        due = deal or game.to_act == seat

        def block(mode, obj=obj, due=due):
            if due or trick and mode == Face.LANG:
                return table_text(table, obj, mode, prompt=not deal)
            return None
        tell(obj, block)
    if deal:
        for obj in table.spectators():
            tell(obj, lambda mode, obj=obj: table_text(table, obj, mode))
