"""
Who reads what at a card table, and in which face.

Each person at a table (seated or watching) reads it in one of three faces:
`kurz` (the default), `lang` (`anzeige lang`) or `blind` (`anzeige blind`,
or a session whose client or player set Evennia's SCREENREADER option).
Every move is one line for everybody. The table block comes in the
reader's face (tablefaces.py, tabletext.py): for `kurz` and `blind` on a
new deal and when it is your turn, for `lang` also after every trick. A screen reader's text
is made linear (no colours, links or symbols), whatever it says.
"""

from game.cardgames.cards import render

from . import tablefaces, tabletext

MODES = ("kurz", "lang", "blind")
#: the reader's setting (`anzeige kurz|lang|blind`)
MODE_ATTRIBUTE = "table_display"


def mode_of(obj, session=None):
    """The face `obj` reads the table in (in `session`, if given)."""
    flags = getattr(session, "protocol_flags", None) or {}
    if flags.get("SCREENREADER"):
        return "blind"
    mode = obj.attributes.get(MODE_ATTRIBUTE)
    return mode if mode in MODES else "kurz"


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
        text = tablefaces.linear(text) if mode == "blind" else text
        if sessions is None:
            obj.msg(text)
        else:
            obj.msg(text, session=sessions)


def readers(table, exclude=None):
    """Seated people and spectators, once each."""
    told = {exclude.id} if exclude else set()
    out = []
    for obj in table.humans() + table.spectators():
        if obj.id not in told:
            told.add(obj.id)
            out.append(obj)
    return out


def announce(table, text, exclude=None):
    """Tell everybody at the table, in their card names and face."""
    for obj in readers(table, exclude):
        tell(obj, lambda mode, obj=obj: render(text, obj.db.card_names))


def event_line(event, mode):
    """An event's line in a face; None where the face leaves it out: the short
    faces skip a plain draw (the next block shows the talon), never the last one."""
    if event["kind"] == "draw" and mode != "lang" and event.get("talon"):
        return None
    return event.get("template", event["text"])


def tell_events(table, events):
    """Every event but the end (the settlement says it) to every reader, one line each."""
    for event in events:
        if event["kind"] == "end":
            continue
        for obj in readers(table):
            tell(obj, lambda mode, obj=obj, event=event:
                 render(event_line(event, mode) or "", obj.db.card_names))


def table_text(table, obj, mode, prompt=False):
    """The table as `obj` sees it in `mode`: own hand if seated, else public.
    `prompt`: the block that comes by itself (tablefaces.compact_text)."""
    game = table.match.game
    seat = table.seat_of(obj)
    view = table.public_view() if seat is None else game.view(seat)
    me = None if seat is None else seat
    names = obj.db.card_names
    points, playable = bool(obj.db.show_points), bool(obj.db.show_playable)
    if mode == "blind":
        return tablefaces.linear_text(view, names, me=me, show_points=points,
                                     mark_playable=playable, prompt=prompt)
    family = tabletext.family_of(names)
    if mode == "lang":
        return tabletext.table_text(view, family, me=me, show_points=points,
                                    mark_playable=playable)
    return tablefaces.compact_text(view, family, me=me, show_points=points,
                                  mark_playable=playable, links=True,
                                  words=tabletext.family_of(names, words=True), prompt=prompt)


def show_blocks(table, events):
    """After a change: the table block to those who need it now, in their face.

    A new deal (no events, or the last game's end): everybody, spectators too.
    Then the one whose turn it is; `lang` readers also after every trick."""
    game = table.match.game
    deal = not events or any(e["kind"] == "end" for e in events)
    trick = deal or any(e["kind"] == "trick" for e in events)
    for seat in range(game.seats):
        obj = table.occupant(seat)
        if not obj or table.seat_entries()[seat]["npc"]:
            continue
        due = deal or game.to_act == seat

        def block(mode, obj=obj, due=due):
            if due or trick and mode == "lang":
                return table_text(table, obj, mode, prompt=not deal)
            return None
        tell(obj, block)
    if deal:
        for obj in table.spectators():
            tell(obj, lambda mode, obj=obj: table_text(table, obj, mode))
