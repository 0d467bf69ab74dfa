"""Tournaments in a card room: finding them, opening one, and the table's hooks
(who may sit at a tournament's table, a board that starts, a match that ends).
Running one is game/books/tournament_run.py; the Script that holds it is
game/typeclasses/tournaments.py.
"""


from evennia.scripts.models import ScriptDB
from evennia.utils import logger
from evennia.utils.create import create_script

from game.cardgames.presets import make_options
from game.cardgames.result import join_names
from game.cardgames.tournament import Status, Tournament, TournamentError

from game.books import records
from game.books.tournament_run import KEY, TYPECLASS, may_direct, tables_for
from game.common import gameend
from game.common.tableerror import TableError
from game.faces import tournamenttext as text

# --- finding ---------------------------------------------------------------

def all_tournaments():
    return list(ScriptDB.objects.filter(db_typeclass_path=TYPECLASS))


def in_room(room):
    """The room's tournament (the newest), or None."""
    if room is None:
        return None
    found = [s for s in all_tournaments() if s.obj == room]
    return max(found, key=lambda s: s.id) if found else None


def entered_in(obj, withdrawn=False):
    """The tournament `obj` takes part in (open or running; with `withdrawn` also
    one they withdrew from), or None."""
    for script in all_tournaments():
        tour = script.tournament
        entry = tour.entrant(obj.id)
        if entry and (entry["active"] or withdrawn) and tour.status != Status.OVER:
            return script
    return None


def running_script(dbid):
    """The tournament with the Script id `dbid` while it runs, else None."""
    script = ScriptDB.objects.filter(id=dbid).first() if dbid else None
    return script if script and script.tournament.status == Status.RUNNING else None


def of_table(table):
    """The tournament that holds `table`, or None."""
    return running_script(table.attributes.get("tournament", default=None))


def open_tournament(room, obj, preset, target, rounds):
    """`turnier neu`: a new tournament in `room` by `obj`; TableError if refused."""
    if not may_direct(obj):
        raise TableError("Ein Turnier eröffnen Leute mit dem Recht zur Turnierleitung "
                         "(Baumeister und wem sie es geben).")
    old = in_room(room)
    if old and old.tournament.status != Status.OVER:
        raise TableError("Hier gibt es schon ein Turnier; erst wenn es aus ist, beginnt ein "
                         "neues (|wturnier stand|n).")
    seats = make_options(preset)["players"]
    tables = tables_for(room, preset)
    if not tables:
        raise TableError("In diesem Raum steht kein Tisch für dieses Spiel.")
    if seats not in (2, 3, 4):
        raise TableError("Turniere gibt es zu zweit, zu dritt und zu viert.")
    try:
        tour = Tournament.new(preset, target, rounds, seats)
    except TournamentError as err:
        raise TableError(str(err)) from None
    if old:
        old.delete()
    script = create_script(TYPECLASS, key=KEY, obj=room, persistent=True, autostart=True)
    script.db.organizer = obj.id
    script.save_tournament(tour)
    room.msg_contents(f"|w{obj.key} eröffnet ein Turnier|n: {script.game_name()} bis {target}, "
                      f"{text.rounds_text(rounds)}, {script.capacity()} Plätze. Mit |wturnier anmelden|n "
                      "bist du dabei.")
    script.send_all()
    return script


# --- the table's hooks (tables.py calls them) ---------------------------------

def check_sit(table, obj):
    """Raise TableError if `obj` may not sit at `table`: while a tournament
    holds it, only the players of its board of the round."""
    script = of_table(table)
    if script is None:
        return
    tour = script.tournament
    board = script.board_at(table)
    if board and obj.id in board["players"]:
        return
    if board:
        raise TableError(f"{table.key} gehört zum Turnier: in Runde "
                         f"{tour.current()['number']} spielen hier "
                         f"{join_names(text.name_of(tour, i) for i in board['players'])}.")
    raise TableError(f"{table.key} gehört zum Turnier und ist gerade frei; hier setzt sich "
                     "nur hin, wen das Turnier ruft.")


#: what a tournament table answers to the strong computer player's help
ENGINE_REFUSED = {
    "rat": "{table} ist ein Turniertisch: im Turnier gibt es keinen Rat, hier spielt "
           "jeder selbst.",
    "nochmal": "{table} ist ein Turniertisch: „nochmal“ gibt es hier erst, wenn das "
               "Turnier aus ist.",
    "analyse": "Spiele des laufenden Turniers geht der starke Computerspieler erst mit dir "
               "durch, wenn das Turnier aus ist.",
}


def check_engine_free(table, what):
    """Raise TableError (German) while `table` belongs to a running tournament:
    its tables are engine-free, no `rat`, `analyse` or `nochmal` (`what`)."""
    if table is not None and of_table(table) is not None:
        raise TableError(ENGINE_REFUSED[what].format(table=table.key))


def check_record(record):
    """Raise TableError if the kept game `record` (gamelog.py) was played in a
    tournament that still runs (no `analyse` of it before its end)."""
    if running_script((record or {}).get("tournament")) is not None:
        raise TableError(ENGINE_REFUSED["analyse"])


def board_seat(table, obj):
    """The seat `obj` has at `table` by its board of the round (the order the round's
    call names them in), or None (no tournament's board, or that seat is taken)."""
    script = of_table(table)
    board = script.board_at(table) if script else None
    if not board or obj.id not in board["players"]:
        return None
    seat = board["players"].index(obj.id)
    entries = table.seats.entries()
    return seat if seat < len(entries) and entries[seat] is None else None


def seated(table):
    """Someone sat down at `table`: its board starts when all its players sit."""
    script = of_table(table)
    if script is not None:
        script.try_start(table)


def forfeit_winners(table, match, quitter):
    """Who wins a tournament board that `quitter` gave up or left: the other
    parties, except one a stand-in plays for now (a stand-in never scores for
    the absent). Empty when nobody is left to win it, or `quitter` is None (a
    match everyone left: nobody scores the board)."""
    if quitter is None:
        return []
    booking = records.Booking(table, match)
    party = booking.party
    away = {party[seat] for seat in booking.away_now()}
    return [seat for seat, p in enumerate(party) if p != party[quitter] and p not in away]


def match_ended(sender, match, outcome, quitter=None, **kwargs):
    """The match at a table (`sender`) is over (gameend.py, inside the move's
    transaction): its board's result. Played out: its winners; given up or
    left: the others present (forfeit_winners; none: nobody scores the board);
    ended without scoring: a draw."""
    script = of_table(sender)
    if script is None:
        return
    if outcome is gameend.MatchEnd.PLAYED:
        script.board_over(sender, match, list(match.winners))
    elif gameend.scored(outcome):
        script.board_over(sender, match, forfeit_winners(sender, match, quitter), drawn=False)
    else:
        script.board_over(sender, match, [])


def resume_all():
    """At server start: every running tournament picks up its timers."""
    for script in all_tournaments():
        try:
            script.resume()
        except Exception:  # one broken tournament must not stop the server's start
            logger.log_trace(f"Turnier {script.id}: resume failed")


