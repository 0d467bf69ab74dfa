"""The table as data: OOB `kartenrunde_tisch` and `kartenrunde_ergebnis`.

Builds each reader's table model with game/cardgames/tablestate.py (seated:
their seat's view; spectators: the table's public view), once per change
(`model`: the text faces render it too, bare of the table's world facts),
and sends it, or a finished game's result, to the reader's sessions as
Evennia OOB data (`send_change`). Evennia's GMCP mapping makes
`kartenrunde_tisch` the GMCP package `Kartenrunde.Tisch` on telnet; the web
client gets `["kartenrunde_tisch", [], {...}]`. A telnet session gets
`Kartenrunde.*` only after its client asked for the package with
`Core.Supports.Set` / `Core.Supports.Add` (server/conf/inputfuncs.py); the
web client always gets it. `kartenrunde_verlassen` tells a reader's clients
that the table's state no longer comes (got up, stopped watching, the match
was ended): the web client hides its table pane. `kartenrunde_abgelehnt`
(GMCP `Kartenrunde.Abgelehnt`) says a refused command as data. A match
that ends before it is played out (given up, left for good) sends its end as
`kartenrunde_ergebnis` too (`match_ended`, a receiver of gameend.match_ended),
so a client shows one match end however the match ended.
"""

from django.db import transaction
from evennia.utils.ansi import strip_ansi

from game.cardgames import ranking, tablestate
from game.cardgames.cards import reader_family
from game.cardgames.errors import IllegalMove
from game.cardgames.families import family_of
from game.cardgames.presets import make_options

from game.common.things import is_card_table
from game.faces.drawn import new_cards
from game.faces.hinting import aids_on
from game.faces.change import audience
from game.faces.websettings import hints_of, settings_of

#: protocol flag where server/conf/inputfuncs.py keeps a client's GMCP packages
PACKAGES_FLAG = "GMCP_PACKAGES"
PACKAGE = "kartenrunde"
#: protocol keys of the web client's sessions (portal/webclient*.py init_session)
WEB_PROTOCOLS = ("websocket", "ajax/comet")


def wants_data(session):
    """True if this session should get `Kartenrunde.*`: the web client always, a
    telnet client only when it asked for the package."""
    key = getattr(session, "protocol_key", "") or ""
    if key in WEB_PROTOCOLS:
        return True
    packages = (getattr(session, "protocol_flags", None) or {}).get(PACKAGES_FLAG) or []
    return any(p == PACKAGE or p.startswith(PACKAGE + ".") for p in packages)


def send(obj, **data):
    """Send OOB `data` (name -> dict, or a function that makes it) to those
    sessions of `obj` that want it. A function is called only when one does:
    most telnet readers and every computer player want no data, and a table
    state costs more than the rest of a move (bench/load.py)."""
    sessions = [s for s in obj.sessions.all() if wants_data(s)]
    if sessions:
        obj.msg(session=sessions, **{name: ((), value() if callable(value) else value)
                                     for name, value in data.items()})


def world(table):
    """The table's public facts for the state: preset name, seats, score."""
    match = table.match
    seats = [{"computer": bool(e and e["npc"]), "stand_in": bool(e and e["stand_in"]),
              "rating": table.seats.rating(seat)}
             for seat, e in enumerate(table.seats.entries())]
    return {"preset_name": table.match_title(match), "seats": seats,
            "score": list(match.score), "score_unit": table.score_unit,
            "target": match.target}


def model_for(table, obj, facts=None, settled=False, text=None):
    """The model `obj` reads at `table` (tablestate.model_of): its seat's table,
    or the public one, or once the game is `settled` the finished game's result
    with the deal as it was noted when the game was dealt and the Abrechnung
    `text` the text face reads (the change's closing: commit.py
    `settlement_text`); with the table's world facts `facts` (world()), if given."""
    seat = table.seats.of(obj)
    new = new_cards(table, seat)
    settlement = None
    if settled:
        noted = table.noted_deal()
        settlement = {"match_over": bool(table.match.over),
                      "deal": noted["deal"] if noted else None, "text": text}
    entries = table.seats.entries()
    entry = entries[seat] if seat is not None and seat < len(entries) else None
    return tablestate.model_of(table.match.game, seat, reader_family(obj.db.card_names),
                               show_points=bool(obj.db.show_points) and aids_on(table),
                               new=new, world=facts,
                               settlement=settlement,
                               stood_in=bool(entry and entry["stand_in"]))  # not my turn


def model(change, obj):
    """`obj`'s model in `change` (change.py), made once for its text faces and its
    data face: the table, or at the game's settlement the finished game's result
    (which no text face reads: the settlement's text closes the change); with the
    table's world facts (made once per change) when one of its sessions wants
    data, else without them."""
    made = change.models.get(obj.id)
    if made is None:
        data = any(wants_data(session) for session in obj.sessions.all())
        facts = facts_of(change) if data else None
        made = change.models[obj.id] = model_for(change.table, obj, facts, change.settled,
                                                 change.closing)
    return made


def facts_of(change):
    """The table's world facts in `change`, made once."""
    if not change.facts:
        change.facts.update(world(change.table))
    return change.facts


def text_model(change, obj):
    """The model `obj`'s text faces render: its model without the table's world
    facts (tablestate.bare)."""
    made = model(change, obj)
    return tablestate.bare(made)


def state_for(table, obj, facts=None):
    """The state `obj` may see at `table`: its seat's, or the public one
    (`facts`: the table's world(), if already made)."""
    return dressed(table, obj, model_for(table, obj, world(table) if facts is None else facts))


def dressed(table, obj, model):
    """A reader's table model (with the world facts) as the data face sends it:
    besides it who the Abrechnung waits for, the reader's settings and hints,
    and the deal's fairness."""
    state = dict(model)
    state["abrechnung"] = table.settling.state()  # who the Abrechnung waits for, or None
    state["einstellungen"] = settings_of(obj, table)  # the gear's settings (websettings.py)
    state["hinweise"] = hints_of(table, obj, state["seat"])
    state["mischung"] = table.fair_state()  # the seed's hash, never the seed
    return state


def send_state(table, objs=None):
    """Every seated person and spectator (or just `objs`) gets the state.

    Someone who just sat down or came to watch gets it only while a match
    runs (the hands of a finished game are not theirs to see): between
    matches they get the seats (`send_seats`)."""
    if objs is not None and not table.playing():
        send_seats(table, objs)
        return
    if not table.match:
        return
    send_states(table, audience(table) if objs is None else objs)


def send_states(table, objs):
    """The state to each of `objs`; the table's world facts made once, when the
    first session wants data."""
    facts = {}

    def state(obj):
        if not facts:
            facts.update(world(table))
        return state_for(table, obj, facts)
    for obj in objs:
        send(obj, kartenrunde_tisch=lambda obj=obj: state(obj))


def send_change(change):
    """The data face of a change (change.py) to its readers (`data_of`)."""
    name = "kartenrunde_ergebnis" if change.settled else "kartenrunde_tisch"
    for obj in change.readers:
        send(obj, **{name: lambda obj=obj: data_of(change, obj)})


def data_of(change, obj):
    """What the data face sends `obj` for `change`: its model (`model`, the one
    its text faces read too), the table's state `dressed` or, at the game's
    settlement, the finished game's result with the button for a rematch after
    a match's last game (`rematch`) and the table's own end of the match, if it has
    one (`ende`: CardTable.match_end)."""
    made = model(change, obj)
    if change.settled:
        table = change.table
        end = table.match_end(obj) if table.match.over else None
        return dict(made, revanche=rematch(change, obj), ende=end)
    return dressed(change.table, obj, made)


def rematch(change, obj):
    """The Abrechnung's button for a rematch (rematch.py), for a person at the
    table after a rated match's last game, else None."""
    table = change.table
    again = (bool(table.match.over) and not table.db.practice and table.rated
             and not table.db.tournament)
    return REMATCH if again and change.seat_of(obj) is not None else None


def seats_state(table, obj):
    """The table between matches as `obj` sees it: seats, game, settings, a hint."""
    seat = table.seats.of(obj)
    entries = table.seats.copies()
    free = [i + 1 for i, entry in enumerate(entries) if entry is None]
    options = make_options(table.db.preset, table.db.options or {})
    if seat is None:
        hint = ("Du schaust zu. Sobald hier eine Partie beginnt, siehst du den Tisch; "
                "mit „setzen“ spielst du selbst mit.")
    elif free:
        where = (f"Platz {free[0]} ist frei" if len(free) == 1
                 else f"die Plätze {', '.join(map(str, free[:-1]))} und {free[-1]} sind frei")
        hint = (f"Es fehlen noch Mitspieler ({where}): „einladen <name>“ holt jemanden, "
                "„auffüllen“ setzt Computerspieler dazu.")
    else:
        hint = "Alle Plätze sind besetzt: Mit „spiel“ beginnt die Partie."
    actions = []
    if seat is not None and free:
        actions.append({"command": "auffüllen", "label": "Mit Computerspielern auffüllen"})
    if seat is not None and not free:
        actions.append({"command": "spiel", "label": "Partie beginnen"})
    if seat is not None:  # the way to the check of the deals (fairness.py, issue 31)
        actions.append({"command": "mischung", "label": "Mischung nachprüfen"})
    own = getattr(table, "between_matches", None)  # a practice table offers its lessons
    if own is not None:
        hint, actions = own(obj, hint, actions)
    return {
        "version": tablestate.VERSION, "table": table.key,
        "game": family_of(table.db.preset).name,
        "preset": table.db.preset,
        "preset_name": table.presets.get(table.db.preset, table.db.preset),
        "card_names": reader_family(obj.db.card_names),
        "seat": seat,
        "seats": [{"seat": i, "name": entry["name"] if entry else None, "free": not entry,
                   "computer": bool(entry and entry["npc"]),
                   "rating": table.seats.rating(i)}
                  for i, entry in enumerate(entries)],
        "settings": {"target": table.next_target(options["match_target"]),
                     "score_unit": table.score_unit,
                     "think_time": table.db.think_time,
                     "options": options_text(table)},
        "hint": hint, "actions": actions,
        "einstellungen": settings_of(obj, table),
        "rang": rank_state(obj, family_of(table.db.preset).name) if seat is not None else None,
        "mischung": table.fair_state(),
    }


def rank_state(obj, kind):
    """`obj`'s rank in game kind `kind` ("66", "gaigel"): its name and the line
    `rang` says, for the pane after a match."""
    stored = obj.attributes.get("cardrecords", default=None) or {}  # as records.record_of
    experience = dict(stored.get(kind) or {}).get("experience", 0)  # (records imports us)
    return {"name": ranking.rank_name(experience), "text": ranking.rank_line(experience, kind)}


def options_text(table):
    """The builder's options of the table in words (`sofort rauben`), or ""."""
    text = getattr(table, "options_text", None)
    return text() if text else ""


def send_seats(table, objs=None):
    """Between matches: every reader (or just `objs`) gets `kartenrunde_plaetze`."""
    if table.playing():
        return
    for obj in objs if objs is not None else audience(table):
        send(obj, kartenrunde_plaetze=lambda obj=obj: seats_state(table, obj))


#: the Abrechnung's button for a rematch after the last game of a match
REMATCH = {"command": "revanche", "label": "Revanche"}


#: a match's early end (gameend.MatchEnd's value) -> the `ending.kind` the data says
EARLY_ENDINGS = {"given_up": "given_up", "left": "left"}


def match_ended(sender, match, outcome, quitter=None, **kwargs):
    """A match ended (gameend.match_ended; the table is `sender`). Given up or left
    for good: everyone at the table gets its end (tablestate.match_end_state: who
    gave up or left, who won, the score) as `kartenrunde_ergebnis` once the end is
    committed (the seats, `kartenrunde_plaetze`, may come before or after it); a
    person who may ask for a rematch gets its button. A match played out sent
    its last game's result already; one abandoned (no scoring) has no winner
    to show."""
    kind = EARLY_ENDINGS.get(getattr(outcome, "value", outcome))
    if kind is None or quitter is None:
        return
    table = sender
    name = match.game.names[quitter]
    reason = (f"{name} gibt die Partie auf." if kind == "given_up"
              else f"{name} hat die Partie verlassen.")
    state = tablestate.match_end_state(match.game, world(table), kind, quitter, reason)
    again = (kind == "given_up" and table.rated and not table.db.tournament
             and not table.db.practice)
    seated = {obj.id for obj in table.seats.humans()}
    readers = audience(table)

    def tell():
        for obj in readers:
            button = REMATCH if again and obj.id in seated else None
            send(obj, kartenrunde_ergebnis=dict(state, revanche=button, ende=None))
    transaction.on_commit(tell)


def send_refusal(obj, command, err, table=None):
    """`obj`'s command `command` was refused (`err`: an IllegalMove or a
    TableError): `kartenrunde_abgelehnt`, besides the text the command prints."""
    family = reader_family(obj.db.card_names)
    text = err.text(family) if isinstance(err, IllegalMove) else str(err)
    send(obj, kartenrunde_abgelehnt=tablestate.refusal_state(
        command, strip_ansi(text), err.reason, err.kind, err.cards, family,
        table.key if table is not None else None))


def send_question(obj, text, table=None):
    """The table asks `obj` before a move that cannot be taken back (or before
    giving up, before advice): `kartenrunde_frage`, answered by the text j or n."""
    send(obj, kartenrunde_frage={"version": tablestate.VERSION, "text": strip_ansi(text),
                                 "table": table.key if table is not None else None,
                                 "yes": "j", "no": "n"})


def send_again(obj, tables=None):
    """A setting of `obj` changed: the tables it sits at or watches in its room
    (or `tables`) send it their state again, so the pane redraws at once."""
    room = obj.location
    if tables is None:
        tables = [thing for thing in (room.contents if room else [])
                  if is_card_table(thing)
                  and (thing.seats.of(obj) is not None or thing.watching(obj))]
    for table in tables:
        send_state(table, [obj])


def send_left(table, objs):
    """`objs` no longer get this table's state: `kartenrunde_verlassen`."""
    for obj in objs:
        send(obj, kartenrunde_verlassen={"version": tablestate.VERSION, "table": table.key})
