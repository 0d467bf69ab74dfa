"""What a tournament says: the standings as an EvTable, the boards of a round
in words, and the data face `Kartenrunde.Turnier` (docs/GMCP.md).

Everything here reads the tournament's dict (game/cardgames/tournament) and
the names in it; it sends nothing but the OOB data (through tabledata.send).
Nobody reads another entrant's next table in the data: only the standings,
which everybody in the room may see, and their own board.
"""

from evennia.utils.evtable import EvTable

from game.cardgames.result import join_names
from game.cardgames.tournament import Status, System
from game.cardgames.tournament.standings import bye_points, points_text

from game.common.things import by_id
from game.faces import tabledata
from game.faces.grammar import ACC, DAT, people, person

SYSTEM_NAMES = {
    System.SWISS: "Schweizer System",
    System.ROUND_ROBIN: "jeder gegen jeden",
    System.GROUPS: "Tische nach Punkten",
}
STATUS_NAMES = {Status.OPEN: "Anmeldung offen", Status.RUNNING: "läuft", Status.OVER: "beendet"}
OOB_NAME = "kartenrunde_turnier"


def name_of(tournament, i):
    entry = tournament.entrant(i)
    return entry["name"] if entry else "?"


def table_name(board):
    table = by_id(board.get("table"))
    return table.key if table else f"Tisch {board['board']}"


def board_line(tournament, board):
    """`Tisch 1: Anna gegen Herrn Brandl` (two seats), `Gaigeltisch 1: Anna, Ferdl und
    Berta`."""
    names = [name_of(tournament, i) for i in board["players"]]
    who = f"{names[0]} gegen {person(names[1], ACC)}" if len(names) == 2 else join_names(names)
    return f"{table_name(board)}: {who}"


def round_text(tournament, rnd, game_name):
    """The call of a round: every board by its table, and who has a bye."""
    lines = [f"|wTurnier, Runde {rnd['number']} von {tournament.data['rounds']}|n "
             f"({game_name}) – an die Tische:"]
    for board in rnd["boards"]:
        line = "  " + board_line(tournament, board)
        if board.get("forfeit"):
            line += " (" + result_words(tournament, board) + ")"
        lines.append(line)
    if rnd["byes"]:
        names = join_names(name_of(tournament, i) for i in rnd["byes"])
        bye = bye_points(tournament.data["seats"])
        lines.append(f"  Spielfrei ({points_text(bye)} {'Punkt' if bye <= 1 else 'Punkte'}): "
                     f"{names}")
    return "\n".join(lines)


def result_words(tournament, board):
    """`Anna gewinnt gegen Ferdl`, `Anna und Ferdl trennen sich unentschieden`, ...
    A win without play says so."""
    result = board.get("result") or {}
    winners = [int(i) for i, value in result.items() if value == 1.0]
    losers = [int(i) for i, value in result.items() if value == 0.0]
    win = join_names(name_of(tournament, i) for i in winners)
    lose = join_names(name_of(tournament, i) for i in losers)
    beaten = people([name_of(tournament, i) for i in losers], ACC)
    if board.get("forfeit"):
        if not winners:
            return f"{lose} {'ist' if len(losers) == 1 else 'sind'} nicht gekommen"
        return f"{win} {'gewinnt' if len(winners) == 1 else 'gewinnen'} kampflos"
    if losers and not winners:  # everybody away (forfeits.py): nobody scores
        both = "beide gehen" if len(losers) == 2 else "alle gehen"
        return f"{lose}: niemand gewinnt, {both} leer aus"
    if not winners or not losers:
        names = join_names(name_of(tournament, i) for i in board["players"])
        return f"{names}: unentschieden"
    return f"{win} {'gewinnt' if len(winners) == 1 else 'gewinnen'} gegen {beaten}"


def standings_table(tournament):
    """`turnier stand`: an EvTable with place, name, points, Buchholz and games."""
    rows = tournament.standings()
    table = EvTable("Platz", "Name", "Punkte", "Buchholz", "Partien", border="header")
    for row in rows:
        name = row.name + ("" if row.active else " (zurückgezogen)")
        table.add_row(f"{row.place}.", name, points_text(row.points), points_text(row.buchholz),
                      str(row.played))
    return str(table)


def rounds_text(count):
    """`1 Runde`, `4 Runden`."""
    return f"{count} Runde" if count == 1 else f"{count} Runden"


def late_text(late):
    """What a late entrant is told, ½ point a missed round: „Du steigst nachträglich
    ein und bekommst einen halben Punkt für die verpasste Runde; ...“, „... 1 Punkt
    für die 2 verpassten Runden ...“, „... 1½ Punkte für die 3 ...“."""
    missed = round(late * 2)
    if not missed:
        got = ""
    elif missed == 1:
        got = " und bekommst einen halben Punkt für die verpasste Runde"
    else:
        got = (f" und bekommst {points_text(late)} {'Punkt' if late <= 1 else 'Punkte'} für "
               f"die {missed} verpassten Runden")
    return f"Du steigst nachträglich ein{got}; ab der nächsten Runde spielst du mit."


def call_text(place, number, table_key, others, minutes):
    """The call of a round to a person not at their table yet: where they play,
    with whom („mit Herrn Brandl“), and how long the seat waits."""
    return (f"|wTurnier {place}, Runde {number}|n: dein Platz ist an {table_key} (mit "
            f"{people(others, DAT)}). Komm her und setz dich (|wsetzen {table_key.lower()}|n); "
            f"nach {minutes} {'Minute' if minutes == 1 else 'Minuten'} verlierst du die Runde "
            "kampflos.")


def winner_text(place, game_name, target, rounds, winner, after):
    """The Kurier's news of the winner, before the next two („vor Herrn Brandl und
    Frau Kössler“); `winner` a standings row, or the rows sharing the first
    place (partners with equal points and Buchholz win together: „Anna und
    Ferdl gewinnen mit 1 Punkt“)."""
    winners = list(winner) if isinstance(winner, (list, tuple)) else [winner]
    behind = f" vor {people(after, DAT)}" if after else ""
    points = winners[0].points
    verb = "gewinnt" if len(winners) == 1 else "gewinnen"
    return (f"Turnier {place} ({game_name} bis {target}, {rounds_text(rounds)}): "
            f"{join_names(row.name for row in winners)} {verb} mit {points_text(points)} "
            f"{'Punkt' if points <= 1 else 'Punkten'}{behind}!")


def head_text(tournament, place, game_name):
    """The first line of `turnier stand`: game, system, round, status."""
    data = tournament.data
    system = tournament.system
    played = len([r for r in tournament.rounds if tournament.round_complete(r)])
    parts = [f"{game_name} bis {data['target']}", rounds_text(data['rounds'])]
    if system:
        parts.append(SYSTEM_NAMES[system])
    if tournament.status == Status.RUNNING:
        current = tournament.current()
        parts.append(f"Runde {current['number']} läuft" if current
                     else f"{played} von {rounds_text(data['rounds'])} gespielt")
    else:
        parts.append(STATUS_NAMES[tournament.status])
    return f"|wTurnier {place}|n: " + ", ".join(parts) + "."


def next_for(tournament, i):
    """The next table of entrant `i` in the data face, or None."""
    rnd = tournament.current()
    if rnd is None:
        return None
    if i in rnd["byes"]:
        return {"round": rnd["number"], "bye": True, "table": None, "players": [],
                "seat": None, "started": False}
    board = tournament.board_of(i, rnd)
    if board is None or board.get("result") is not None:
        return None
    return {"round": rnd["number"], "bye": False, "table": table_name(board),
            "players": [name_of(tournament, p) for p in board["players"]],
            "seat": board["players"].index(i), "started": bool(board.get("started"))}


def data_for(tournament, place, game_name, obj):
    """`Kartenrunde.Turnier` as `obj` may see it (docs/GMCP.md)."""
    data = tournament.data
    system = tournament.system
    entry = tournament.entrant(obj.id)
    winner = tournament.entrant(data.get("winner")) if data.get("winner") else None
    current = tournament.current()
    return {
        "version": 1,
        "place": place,
        "preset": data["preset"],
        "preset_name": game_name,
        "target": data["target"],
        "rounds": data["rounds"],
        "round": current["number"] if current else len(tournament.rounds),
        "status": tournament.status.value,
        "system": system.value if system else None,
        "standings": [{"place": row.place, "name": row.name, "points": row.points,
                       "buchholz": row.buchholz, "played": row.played,
                       "computer": row.computer, "active": row.active, "you": row.id == obj.id}
                      for row in tournament.standings()],
        "round_over": tournament.status == Status.RUNNING and current is None
        and bool(tournament.rounds),
        "byes": [name_of(tournament, i) for i in current["byes"]] if current else [],
        "bye_points": bye_points(data["seats"]),
        "entered": bool(entry and entry["active"]),
        "next": next_for(tournament, obj.id) if entry else None,
        "winner": winner["name"] if winner else None,
    }


def send_data(tournament, place, game_name, objs):
    """Send everyone in `objs` their `Kartenrunde.Turnier` (those who want data)."""
    for obj in objs:
        if obj is not None and obj.sessions.count():
            tabledata.send(obj, **{OOB_NAME: data_for(tournament, place, game_name, obj)})
