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

After a change the table hands its readers over once (`readers(table)`,
computed by the commit path): the event lines, the blocks and the data face
go to that one list.
"""

from game.cardgames import tablestate
from game.cardgames.cards import reader_family, render

from game.faces import tablefaces
from game.faces.drawn import game_key, new_cards, note_drawn
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


def readers(table, exclude=None):
    """Seated people and spectators, once each."""
    told = {exclude.id} if exclude else set()
    out = []
    for obj in table.seats.humans() + table.spectators():
        if obj.id not in told:
            told.add(obj.id)
            out.append(obj)
    return out


def announce(table, text, exclude=None):
    """Tell everybody at the table, in their card names and face."""
    for obj in readers(table, exclude):
        tell(obj, lambda mode, obj=obj: render(text, obj.db.card_names))


def drawn_line(event, seat, hand):
    """`Du ziehst ⟨K:laub ass⟩ (jetzt Karte 2).` for the seat that drew, else None."""
    drawn = event.get("drawn") if event["kind"] == "draw" else None
    if seat is None or not drawn or seat >= len(drawn) or not drawn[seat]:
        return None
    said = []
    for card in drawn[seat]:
        where = f" (jetzt Karte {len(hand) - hand[::-1].index(card)})" if card in hand else ""
        said.append(f"⟨K:{card}⟩{where}")
    return f"Du ziehst {' und '.join(said)}."


def event_line(event, mode):
    """An event's line in a face; None where the face leaves it out: the short
    faces skip a plain draw (the next block shows the talon), never the last one."""
    if event["kind"] == "draw" and mode != Face.LANG and event.get("talon"):
        return None
    return event.get("template", event["text"])


def tell_events(table, events, audience=None):
    """Every event but the end (the settlement says it) to every reader (or the
    `audience` the table computed), one line each; a seat that drew reads which
    card (drawn_line) at the end of the draw's line, or of the trick's where its
    face leaves the draw out: no line more."""
    note_drawn(table, events)
    draw = next((e for e in events if e["kind"] == "draw"), None)
    private = {}
    if draw is not None:
        game = table.match.game
        for seat in range(game.seats):
            line = drawn_line(draw, seat, game.view(seat)["hand"]) if draw.get("drawn") else None
            if line:
                private[seat] = line
    audience = readers(table) if audience is None else audience
    for event in events:
        if event["kind"] == "end":
            continue
        for obj in audience:
            mine = private.get(table.seats.of(obj)) if private else None

            def line(mode, obj=obj, event=event, mine=mine):
                text = event_line(event, mode)
                if mine and (event is draw and text or event["kind"] == "trick"
                             and event_line(draw, mode) is None):
                    text = f"{text} {mine}"
                return render(text or "", obj.db.card_names)
            tell(obj, line)


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


def show_blocks(table, events):
    """After a change: the table block to those who need it now, in their face.

    A new deal (no events, or the last game's end): everybody, spectators too.
    Then the one whose turn it is; `lang` readers also after every trick."""
    game = table.match.game
    deal = not events or any(e["kind"] == "end" for e in events)
    trick = deal or any(e["kind"] == "trick" for e in events)
    if deal:  # a new deal: nothing is new in any hand
        table.ndb.drawn_cards = {"game": game_key(table), "cards": {}}
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
