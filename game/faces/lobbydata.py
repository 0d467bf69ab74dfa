"""The lobby as data: every card table of the world, for the web pane's
„Tische“ panel (OOB `kartenrunde_tische`, GMCP `Kartenrunde.Tische`).

Only what `wo` shows everyone: the room, the game, who sits where (computer
players marked), free seats, how many watch, whether a match runs; never a
card. For the asking character also the room it stands in, with its ways
(the word that takes each, where it leads in a sentence), and where it sits or watches.
"""

from game.common.things import all_tables
from game.common.things import is_card_table
from game.faces.grammar import capital, inside, towards

VERSION = 1


def table_entry(table, obj):
    """One table as the lobby lists it."""
    entries = table.seats.entries()
    room = table.location
    return {
        "id": table.id, "table": table.key, "room": room.key, "room_id": room.id,
        "where": inside(room), "here": room == obj.location,
        "game": table.presets.get(table.db.preset, table.db.preset),
        "playing": bool(table.playing()),
        "seats": [{"seat": i, "name": e["name"] if e else None, "free": not e,
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


def lobby_state(obj):
    """Every table (the asker's room first, then by room and name) and the asker's room."""
    tables = [t for t in all_tables() if t.location and is_card_table(t)]
    here = obj.location
    tables.sort(key=lambda t: (t.location != here, t.location.key.lower(), t.key.lower()))
    return {
        "version": VERSION,
        "room": {"name": here.key if here else None, "ways": ways_of(here)},
        "tables": [table_entry(t, obj) for t in tables],
    }
