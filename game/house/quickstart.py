"""A game in one step: `spiel <spielart>` for someone without a seat.

The game is played in a card room that offers it (the one the person stands
in first, else the nearest, walked there); a free table there is taken, or a
new one opened (rooms.py); the free seats get computer players of the
strength asked for (helpers.py); the match starts at once. People who want
to play each other find a table with `suche` (waiting.py).
"""

import functools

from game.cardgames import new_game
from game.cardgames.presets import make_options
from game.common.tableerror import TableError
from game.common.things import tables_of_room
from game.faces.grammar import ACC, DAT, capital, inside, people
from game.house import helpers, rooms, ways


def rooms_for(obj, wish):
    """(preset, card rooms that play it, nearest to `obj` first) for `wish`;
    TableError in German if no room plays it."""
    here = obj.location
    candidates = rooms.card_rooms()
    if here in candidates:  # the room one stands in decides what `zu viert` means
        candidates.remove(here)
        candidates.insert(0, here)
    kinds = []
    for room in candidates:
        kind = rooms.kind(room)
        if kind and kind not in kinds:
            kinds.append(kind)
    try:
        preset = wish.resolve(kinds)
    except ValueError as err:
        raise TableError(str(err)) from None
    return preset, rooms_playing(preset, here)


def rooms_playing(preset, here):
    """The card rooms that play `preset`, `here` (a room) first, else the nearest
    first; TableError in German if none does."""
    found = [room for room in rooms.card_rooms() if rooms.offers(room, preset)]
    if not found:
        raise TableError("Dieses Spiel bietet gerade kein Lokal an.")
    return [here] + [r for r in found if r != here] if here in found else ways.nearest(here, found)


def take_table(room, preset, obj=None):
    """A free table of `room` (opened if none is free) made ready for `preset` and
    `obj`: the house's defaults for a new guest, then the game; None at the room's
    most."""
    table = rooms.table_for(room, preset, obj)
    if table is not None:
        rooms.welcome(table, obj)
        if table.db.preset != preset:
            table.set_preset(preset)
    return table


def seat(obj, table, seat=None):
    """Seat `obj` at `table` and say so to it and the room; it watches no other
    table there any more."""
    index = table.seats.sit(obj, seat)
    for other in tables_of_room(table.location):
        if other != table and other.watching(obj):
            other.watch(obj, False)
    obj.msg(f"Du setzt dich {table.named(ACC, 'an')} (Platz {index + 1}).")
    rooms.tell(table, f"{obj.key} setzt sich {table.named(ACC, 'an')}.", exclude=obj)
    return index


@functools.cache
def teams_of(preset):
    """The parties of `preset` by seat ([[0, 2], [1, 3]] at Gaigel zu viert)."""
    count = make_options(preset)["players"]
    game = new_game(preset, seed=0, names=[str(seat) for seat in range(count)])
    return tuple(tuple(team) for team in game.view(0)["teams"])


def opponents_text(table, obj):
    """`Du spielst gegen Ferdl (leicht).`, with partners named for a team game."""
    game_seats = table.seats.entries()
    mine = table.seats.of(obj)
    teams = teams_of(table.db.preset)
    partners = next((team for team in teams if mine in team), [mine])
    def named(entry):
        return f"{entry['name']} ({entry['strength']})" if entry["npc"] else entry["name"]
    others = [named(e) for i, e in enumerate(game_seats) if e and i != mine and i not in partners]
    with_ = [named(e) for i, e in enumerate(game_seats) if e and i != mine and i in partners]
    text = f"Du spielst gegen {people(others, ACC)}"
    if not with_:
        return text + "."
    return text + f", mit {people(with_, DAT)} als {'Partner' if len(with_) == 1 else 'Partnern'}."


def play_now(obj, wish):
    """Seat `obj` at a free or new table of the game it wished for, with computer
    players, and start the match; returns the table. TableError in German when
    that cannot be (the table's reason, or no way there)."""
    preset, found = rooms_for(obj, wish)
    room = found[0]
    if obj.location != room:
        obj.msg(f"Gespielt wird {inside(room)}; du gehst hin.")
        if not ways.walk(obj, room):
            raise TableError(f"Von hier führt kein Weg {inside(room)}.")
    table = take_table(room, preset, obj)
    if table is None:
        raise TableError(f"{capital(inside(room))} ist jeder Tisch besetzt, und mehr Tische "
                         "hat das Lokal nicht. Mit „suche <spielart>“ wartest du auf Mitspieler.")
    table.match_options(preset, wish.options)  # refuses options the game cannot have
    seat(obj, table)
    helpers.fill(table, wish.strength)
    obj.msg(opponents_text(table, obj))
    table.start(target=wish.target, options=wish.options)
    return table

