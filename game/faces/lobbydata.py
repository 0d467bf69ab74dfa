"""The lobby as data: every card table of the world, for the web pane's
„Tische“ panel (OOB `kartenrunde_tische`, GMCP `Kartenrunde.Tische`).

Only what `wo` shows everyone: the room, the game, who sits where (computer
players marked), free seats, how many watch, whether a match runs; never a
card. For the asking character also the room it stands in, with its ways
(the word that takes each, where it leads in a sentence), and where it sits or watches.

Version 2 adds what a game in one step and the waiting list need (issue 45):
the games the card rooms play with the words that ask for them, the match
lengths and the computer players' strengths to choose, and who waits for
which game since when. The house (game/house) gathers these at the server
layer and hands them in (`house=`): the faces never import the house.

Version 3 (issue 46): each game, table and waiting group names its family
(`family`: "66", "gaigel") and `families` lists them with the name players
read, for the panel's filter by game; `schools` lists the card schools'
lessons with what the asker passed, for the lessons as buttons. A table that
is private to one person (a school's practice table) is listed to that
person only.
"""

import time

from game.cardgames import family_of
from game.common.things import all_tables
from game.common.things import is_card_table
from game.faces.grammar import capital, inside, towards
from game.school import schools as school_book

VERSION = 3


def family_name(preset):
    """The family of `preset` ("66", "gaigel"), or None for a preset nobody knows."""
    try:
        return family_of(preset).name
    except ValueError:
        return None


def listed(table, obj):
    """True if the lobby lists `table` to `obj`: every table, except one that is
    private to someone else (a practice table says so with `listed_for`)."""
    check = getattr(table, "listed_for", None)
    return check(obj) if check else True


def table_entry(table, obj, hidden=frozenset()):
    """One table as the lobby lists it; a person whose character id is in `hidden`
    (`unsichtbar`, people/friends.py) is named „jemand“."""
    entries = table.seats.entries()
    room = table.location
    return {
        "id": table.id, "table": table.key, "room": room.key, "room_id": room.id,
        "where": inside(room), "here": room == obj.location,
        "game": table.presets.get(table.db.preset, table.db.preset),
        "family": family_name(table.db.preset),
        "practice": bool(getattr(table, "listed_for", None)),
        "playing": bool(table.playing()),
        "seats": [{"seat": i, "name": (("jemand" if e["id"] in hidden and not e["npc"]
                                        else e["name"]) if e else None), "free": not e,
                   "computer": bool(e and e["npc"]), "stand_in": bool(e and e.get("stand_in"))}
                  for i, e in enumerate(entries)],
        "free": sum(1 for e in entries if not e),
        "spectators": len(table.spectators()),
        "mine": ("sitzt" if table.seats.of(obj) is not None
                 else "schaut zu" if table.watching(obj) else None),
    }


def ways_of(room):
    """The ways out of `room`: the word that takes each, and where it leads."""
    out = []
    for way in room.exits if room else []:
        if way.destination:
            out.append({"command": way.key.lower(), "label": way.key,
                        "to": way.destination.key,
                        "towards": capital(towards(way.destination))})
    return out


def minutes_since(since, now=None):
    """Whole minutes from `since` (seconds since the epoch) to `now`, never below 0."""
    return max(0, int(((now if now is not None else time.time()) - since) // 60))


def waiting_groups(waiting, games, obj, now=None):
    """The waiting list by game, oldest wish first: the game's name and words, how
    many are still missing, and who waits since when (the asker marked)."""
    known = {game["preset"]: game for game in games}
    groups = {}
    for entry in waiting:
        preset = entry["preset"]
        game = known.get(preset, {})
        group = groups.setdefault(preset, {
            "preset": preset, "game": game.get("name", preset),
            "words": game.get("words", preset), "players": game.get("players"),
            "family": game.get("family") or family_name(preset), "people": [], "mine": False})
        mine = obj is not None and entry["id"] == obj.id
        group["people"].append({"name": entry["name"], "since": int(entry["since"]),
                                "minutes": minutes_since(entry["since"], now), "mine": mine})
        group["mine"] = group["mine"] or mine
    out = list(groups.values())
    for group in out:
        count = group["players"] or len(group["people"])
        group["missing"] = max(0, count - len(group["people"]))
    return out


def families_of(games):
    """The families of `games` in their order, with the name players read."""
    out = []
    for game in games:
        name = game["family"]
        if name and name not in [f["name"] for f in out]:
            out.append({"name": name, "title": family_of(game["preset"]).title})
    return out


def schools_part(obj):
    """The card schools for the lobby: each with its family, where it teaches and
    its lessons (number, title, passed by `obj`)."""
    out = []
    for key, spec in school_book.SCHOOLS.items():
        done = school_book.passed(obj, key) if obj is not None else []
        lessons = [{"number": number, "title": item.title, "passed": item.key in done}
                   for number, item in enumerate(spec["lessons"], 1)]
        out.append({"school": key, "name": spec["name"], "where": spec["where"],
                    "family": family_name(spec["lessons"][0].preset),
                    "passed": sum(1 for lesson in lessons if lesson["passed"]),
                    "lessons": lessons})
    return out


def house_part(house, obj, now=None):
    """The lobby's fields for a game in one step and the waiting list, from what the
    server layer gathered (`house`: games, targets, strengths, waiting entries)."""
    games = [dict(game, family=family_name(game["preset"])) for game in house.get("games", [])]
    groups = waiting_groups(house.get("waiting", []), games, obj, now)
    waits = {group["preset"]: len(group["people"]) for group in groups}
    for game in games:
        game["waiting"] = waits.get(game["preset"], 0)
    mine = next((group["preset"] for group in groups if group["mine"]), None)
    return {"games": games, "families": families_of(games),
            "targets": list(house.get("targets", [])),
            "strengths": list(house.get("strengths", [])), "waiting": groups,
            "my_wait": mine, "everyday": list(house.get("everyday", []))}


def lobby_state(obj, house=None, hidden=frozenset()):
    """Every table (the asker's room first, then rooms where somebody sits, then by room
    and name) and the asker's room;
    with `house` (the server layer's games, choices and waiting list) also those;
    the people of the character ids `hidden` unnamed (table_entry)."""
    tables = [t for t in all_tables() if t.location and is_card_table(t) and listed(t, obj)]
    here = obj.location
    lively = {t.location.id for t in tables if any(t.seats.entries())}
    tables.sort(key=lambda t: (t.location != here, t.location.id not in lively,
                               t.location.key.lower(), t.key.lower()))
    state = {
        "version": VERSION,
        "room": {"name": here.key if here else None, "ways": ways_of(here)},
        "tables": [table_entry(t, obj, hidden) for t in tables],
    }
    state.update(house_part(house or {}, obj))
    state["schools"] = schools_part(obj)
    return state
