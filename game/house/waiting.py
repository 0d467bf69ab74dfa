"""The waiting list: people who want the same game find each other.

`suche <spielart>` puts a person on the list of that game (one game at a
time; shown in `wo`, in the lobby and told to their friends). As soon as as
many people wait as the game has seats, they are walked to a table of that
game in a card room that plays it, seated together and the match starts;
whoever waits may say `jetzt` to start with those waiting and computer
players in the seats still free. Two or three people at a partner game sit
as partners unless one asked `gegeneinander`. Nobody is seated with someone
they ignore or who ignores them (people/ignoring.py): that one waits for the
next table. `suche aus` leaves the list; a
person who sits down anywhere or is no longer connected is off it the next
time it is read.

The list lives in the server's ServerConfig (`waiting_list`, written here
only), so a reload or restart keeps it: [{"id", "name", "preset", "since",
"strength", "target", "apart"}, ...], oldest first.
"""

import time
from itertools import zip_longest

from evennia.server.models import ServerConfig

from game.common.tableerror import TableError
from game.common.things import by_id
from game.faces.grammar import DAT, inside, list_words
from game.faces.whereabouts import seats_by_character
from game.house import helpers, quickstart, rooms, ways
from game.house.wishes import players
from game.people import ignoring

KEY = "waiting_list"


def stored():
    return list(ServerConfig.objects.conf(KEY, default=None) or [])


def store(entries):
    ServerConfig.objects.conf(KEY, list(entries))


def connected(obj):
    return obj is not None and obj.sessions.count() > 0


def entries():
    """Who waits, oldest first: the connected people without a seat anywhere."""
    found = stored()
    seated = seats_by_character() if found else {}
    kept = [entry for entry in found
            if connected(by_id(entry["id"])) and entry["id"] not in seated]
    if len(kept) != len(found):
        store(kept)
    return kept


def entry_of(obj):
    return next((entry for entry in entries() if entry["id"] == obj.id), None)


def game_name(preset):
    """The German name of `preset` („Gaigel zu viert“) as the card rooms' tables call it."""
    for room in rooms.card_rooms():
        kind = rooms.kind(room)
        if kind and preset in kind.presets:
            return kind.presets[preset]
    return preset


def waiting_for(preset):
    return [entry for entry in entries() if entry["preset"] == preset]


def join(obj, wish):
    """Put `obj` on the list for `wish`'s game; returns the table when that
    completed a table (everyone seated, the match begun), else None."""
    preset, _ = quickstart.rooms_for(obj, wish)
    kept = [entry for entry in entries() if entry["id"] != obj.id]
    kept.append({"id": obj.id, "name": obj.key, "preset": preset, "since": time.time(),
                 "strength": wish.strength, "target": wish.target, "apart": wish.apart})
    store(kept)
    group = together([entry for entry in kept if entry["preset"] == preset], players(preset))
    if len(group) >= players(preset):
        return seat_together(group, preset)
    return None


def together(group, count):
    """Up to `count` entries of `group`, oldest first, of whom nobody ignores another
    (people/ignoring.py): someone ignored waits for the next table."""
    chosen, people = [], []
    for entry in group:
        obj = by_id(entry["id"])
        if obj is None or any(ignoring.apart(obj, other) for other in people):
            continue
        chosen.append(entry)
        people.append(obj)
        if len(chosen) == count:
            break
    return chosen


def leave(obj):
    """`obj` is off the list; True if it was on it."""
    found = stored()
    kept = [entry for entry in found if entry["id"] != obj.id]
    store(kept)
    return len(kept) != len(found)


def start_now(obj):
    """`jetzt`: `obj` and whoever waits for its game sit down, computer players take
    the seats still free, the match begins; returns the table."""
    mine = entry_of(obj)
    if mine is None:
        raise TableError("Du stehst auf keiner Warteliste; mit „suche <spielart>“ kommst du "
                         "auf eine, mit „spiel <spielart>“ spielst du gleich.")
    group = waiting_for(mine["preset"])
    group.sort(key=lambda entry: entry["id"] != obj.id)  # the asker surely plays
    return seat_together(together(group, players(mine["preset"])), mine["preset"], fill=True)


def seat_order(preset, count, apart):
    """The seats for `count` people at `preset`: partners side by side in one party,
    or, `apart`, one party after the other in turn."""
    teams = quickstart.teams_of(preset)
    if apart:
        order = [seat for turn in zip_longest(*teams) for seat in turn if seat is not None]
    else:
        order = [seat for team in teams for seat in team]
    return order[:count]


def seat_together(group, preset, fill=False):
    """Walk the people of `group` (entries) to a table of `preset`, seat them, fill
    the rest with computer players (when `fill`, or nobody is missing) and begin."""
    room = quickstart.rooms_playing(preset, by_id(group[0]["id"]).location)[0]
    table = quickstart.take_table(room, preset)
    if table is None:
        raise TableError("Dort ist gerade jeder Tisch besetzt; versucht es gleich noch einmal.")
    store([entry for entry in stored() if entry["id"] not in {e["id"] for e in group}])
    apart = any(entry.get("apart") for entry in group)
    people = []
    for entry, seat in zip(group, seat_order(preset, len(group), apart)):
        obj = by_id(entry["id"])
        if obj.location != room:
            found = ("Mitspieler sind gefunden" if len(group) > 1 else "Es geht los")
            obj.msg(f"{found}: {game_name(preset)} {inside(room)}; du gehst hin.")
            if not ways.walk(obj, room):
                obj.msg("Der Weg dorthin ist dir versperrt; du bist nicht mehr auf der "
                        "Warteliste.")
                continue
        quickstart.seat(obj, table, seat)
        people.append(obj)
    names = [obj.key for obj in people]
    if fill or len(people) == players(preset):
        helpers.fill(table, group[0].get("strength"))
    for obj in people:
        if len(people) > 1:
            obj.msg(f"Es spielen {list_words(names)} {table.named(DAT, 'an')}. "
                    f"{quickstart.opponents_text(table, obj)}")
        else:
            obj.msg(quickstart.opponents_text(table, obj))
    if all(table.seats.entries()):
        table.start(target=group[0].get("target"))
    return table


def minutes_text(since, now=None):
    minutes = int(((now or time.time()) - since) // 60)
    return "seit eben" if minutes < 1 else ("seit einer Minute" if minutes == 1
                                            else f"seit {minutes} Minuten")


def waiting_text():
    """The list for `wo`: each game with who waits, or "" when nobody does."""
    games = {}
    for entry in entries():
        games.setdefault(entry["preset"], []).append(entry)
    if not games:
        return ""
    lines = ["|wAuf Mitspieler warten|n (mitmachen: |wsuche <spielart>|n):"]
    for preset, group in games.items():
        people = list_words(f"{entry['name']} ({minutes_text(entry['since'])})"
                            for entry in group)
        lines.append(f"  {wish_name(group[0])}: {people}; {missing_text(preset, len(group))}.")
    return "\n".join(lines)


def wish_name(entry):
    """`Gaigel zu zweit bis 3`: the game of a waiting entry, with its length if asked."""
    target = entry.get("target")
    return game_name(entry["preset"]) + (f" bis {target}" if target else "")


def missing_text(preset, waiting):
    """`es fehlt noch einer` / `es fehlen noch 3` for `waiting` people at `preset`."""
    missing = players(preset) - waiting
    return "es fehlt noch einer" if missing == 1 else f"es fehlen noch {missing}"
