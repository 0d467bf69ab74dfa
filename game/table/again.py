"""
`nochmal`: the last finished game at a table dealt once more, for practice.

The same cards go to the same seats (the same dealer too); `getauscht`
moves every player one seat on first, so each plays the cards dealt to
that seat (at two seats the other side's, at four the other party's). The computer players of that game
sit down again where their seats are free. Such a game is a match of one
game marked `practice` on the table: it is kept in the players' games
(marked), but booked nowhere (no ranking, no record, no leaderboard). Not at
a running tournament's table (books/tournaments.check_engine_free).
"""

import secrets

from game.cardgames import Match, new_game

from game.books import tournaments
from game.books.gamelog import plain
from game.common.tableerror import TableError
from game.common.things import is_card_player, tables_of_room
from game.faces.grammar import list_words
from game.table import starting

def last_record(table):
    last = table.db.last_game or {}
    record = last.get("record")
    return plain(record) if record else None


def deal_again(table, obj, swapped=False):
    """Deal `table`'s last finished game again; returns the new match.
    Raises the table's TableError with the German reason otherwise."""
    tournaments.check_engine_free(table, "nochmal")
    if table.seats.of(obj) is None:
        raise TableError("Setz dich erst an den Tisch; „nochmal“ spielen die, die dort sitzen.")
    if table.playing():
        raise TableError("Mitten in einer Partie geht das nicht: „nochmal“ gibt es, wenn die "
                         "Partie aus ist (oder nach „aufgeben“).")
    record = last_record(table)
    if record is None:
        raise TableError("An diesem Tisch ist noch kein Spiel zu Ende gegangen, das man "
                         "nochmal spielen könnte.")
    if len(record["deal"]["hands"]) != len(table.seats.entries()):
        raise TableError("Das letzte Spiel hatte eine andere Zahl von Plätzen; "
                         "„nochmal“ geht nur mit derselben.")
    table.seats.free_absent()
    reseat_computer_players(table, record)
    seats = table.seats.copies()
    missing = [i + 1 for i, entry in enumerate(seats) if entry is None]
    if missing:
        where = (f"frei ist Platz {missing[0]}" if len(missing) == 1
                 else f"frei sind die Plätze {list_words(missing)}")
        raise TableError(f"Es fehlen noch Mitspieler ({where}). "
                         "Mit „einladen <name>“ oder „auffüllen“ holst du welche.")
    if swapped:
        seats = seats[-1:] + seats[:-1]  # everybody one seat on
    names = [entry["name"] for entry in seats]
    game = new_game(record["preset"], options=record["options"], deal=record["deal"],
                    dealer=record["dealer"], names=names)
    match = Match(record["preset"], 1, secrets.token_hex(16), record["options"], names,
                  record["dealer"], game=game)
    starting.begin(table, seats, record["preset"], match, practice=True)
    how = "; die Plätze getauscht" if swapped else ""
    table.announce(f"|wNochmal dieselben Karten|n ({', '.join(names)}{how}). Dieses Spiel "
                   "zählt nicht: keine Bestenliste, keine Bilanz.")
    table.after_change([])
    return match


def reseat_computer_players(table, record):
    """The computer players of `record` take their old seats again if free."""
    seats = table.seats.entries()
    for index, old in enumerate(record.get("seats") or []):
        if not old or not old["npc"] or seats[index] is not None:
            continue
        found = [o for o in (table.location.contents if table.location else [])
                 if o.id == old["id"] and is_card_player(o)]
        if found and not any(t.seats.of(found[0]) is not None for t in tables_of(table)):
            table.seats.sit(found[0], index)
            table.announce(f"{found[0].key} setzt sich wieder dazu.")
            seats = table.seats.entries()


def tables_of(table):
    return tables_of_room(table.location)
