"""The table as data: OOB `kartenrunde_tisch` and `kartenrunde_ergebnis`.

Builds each reader's state with game/cardgames/tablestate.py (seated: their
seat's view; spectators: the table's public view) and sends it to the
reader's sessions as Evennia OOB data. Evennia's GMCP mapping makes
`kartenrunde_tisch` the GMCP package `Kartenrunde.Tisch` on telnet; the web
client gets `["kartenrunde_tisch", [], {...}]`. A telnet session gets
`Kartenrunde.*` only after its client asked for the package with
`Core.Supports.Set` / `Core.Supports.Add` (server/conf/inputfuncs.py); the
web client always gets it. `kartenrunde_verlassen` tells a reader's clients
that the table's state no longer comes (got up, stopped watching, the match
was ended): the web client hides its table pane.
"""

from game.cardgames import tablestate
from game.cardgames.cards import reader_family

from .readers import readers

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
    """Send OOB `data` (name -> dict) to those sessions of `obj` that want it."""
    sessions = [s for s in obj.sessions.all() if wants_data(s)]
    if sessions:
        obj.msg(session=sessions, **{name: ((), value) for name, value in data.items()})


def world(table):
    """The table's public facts for the state: preset name, seats, score."""
    match = table.match
    seats = [{"computer": bool(e and e["npc"]), "stand_in": bool(e and e["stand_in"])}
             for e in table.db.seats]
    return {"preset_name": table.presets.get(match.preset, match.preset), "seats": seats,
            "score": list(match.score), "score_unit": table.score_unit,
            "target": match.target}


def state_for(table, obj):
    """The state `obj` may see at `table`: its seat's, or the public one."""
    game = table.match.game
    family = reader_family(obj.db.card_names)
    seat = table.seat_of(obj)
    if seat is None or seat >= game.seats:
        return tablestate.public_state(table.public_view(), world(table), family)
    return tablestate.seat_state(game, seat, world(table), family,
                                 show_points=bool(obj.db.show_points))


def send_state(table, objs=None):
    """Every seated person and spectator (or just `objs`) gets the state.

    Someone who just sat down or came to watch gets it only while a match
    runs: the hands of a finished game are not theirs to see."""
    if not table.match or objs is not None and not table.playing():
        return
    for obj in objs if objs is not None else readers(table):
        send(obj, kartenrunde_tisch=state_for(table, obj))


def send_result(table):
    """The finished game's settlement, as data and as text, to every reader."""
    from .gamelog import noted_deal  # the deal noted when the game was dealt

    match = table.match
    noted = noted_deal(table, match)
    for obj in readers(table):
        family = reader_family(obj.db.card_names)
        send(obj, kartenrunde_ergebnis=tablestate.result_state(
            match.game, world(table), family, match_over=bool(match.over),
            deal=noted["deal"] if noted else None))


def send_left(table, objs):
    """`objs` no longer get this table's state: `kartenrunde_verlassen`."""
    for obj in objs:
        send(obj, kartenrunde_verlassen={"version": tablestate.VERSION, "table": table.key})
