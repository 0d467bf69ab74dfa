"""Card rooms: rooms that open another table when every table there is taken.

A builder makes a room a card room with `@tische` (game/commands/building.py);
the room keeps the setting in its Attribute `card_tables` (written here only):
the prototype of its tables (`kartenspiel_66`, `gaigeltisch`), the name of an
extra table („Marmortisch“, numbered from 2 on), its gender and description,
the game a new guest finds there, how many tables at most and the manner of
the house's computer players (helpers.py). The Kaffeehaus and the
Besenwirtschaft are card rooms from the world build on.

When every table of a card room is taken, the room opens another (`table_for`: for
`spiel <spielart>`, the waiting list, or `setzen` when no table has a free seat);
an extra table that has stood empty a
while is cleared away (`sweep`, every minute from the house keeper script),
never one where a match runs or waits to be resumed, and never the last free
table. Records and kept games belong to the players and stay. A tournament's
tables are the tournament's: the room never counts or clears them.
"""

import functools
import time

from django.conf import settings
from evennia.prototypes import prototypes as protlib
from evennia.prototypes.spawner import spawn
from evennia.utils.search import search_tag
from evennia.utils.utils import class_from_module

from game.common.things import changes, tables_of_room
from game.faces.grammar import ACC, phrase

SETTING = "card_tables"
ROOM_TAG = ("kartenraum", "kartenwelt")
EXTRA_TAG = ("extratisch", "kartenwelt")
#: tables a card room holds at most unless its builder says otherwise (300 players
#: of the load bench's mix take some 150 in the Kaffeehaus: bench/load.py --arrivals)
MOST = 200
#: seconds an extra table stands empty before it is cleared away (the setting
#: HOUSE_CLEAR_AFTER overrides it, e.g. for the end-to-end tests)
CLEAR_AFTER = 600
#: the manners of the house's computer players (helpers.py)
STYLES = ("kaffeehaus", "besen", "gasthaus")


def setting(room):
    """The room's card-room setting (a dict), or None for any other room."""
    return room.attributes.get(SETTING, default=None) if room else None


def furnish(room, prototype, name, gender="m", preset=None, most=MOST, desc="",
            style="gasthaus"):
    """Make `room` a card room (or change its setting); ValueError in German if the
    prototype is no card table or the game is not played at it."""
    kind = kind_of_prototype(prototype)
    if kind is None:
        raise ValueError(f"„{prototype}“ ist kein Prototyp eines Kartentisches "
                         "(zum Beispiel kartenspiel_66 oder gaigeltisch).")
    preset = preset or kind.default_preset
    if preset not in kind.presets:
        raise ValueError(f"An diesem Tisch spielt man {', '.join(kind.presets)}, "
                         f"nicht „{preset}“.")
    if not 1 <= most <= 500:
        raise ValueError("Höchstens 1 bis 500 Tische.")
    if style not in STYLES:
        raise ValueError(f"Die Art der Computerspieler ist {', '.join(STYLES)}.")
    room.attributes.add(SETTING, {
        "prototype": prototype, "name": name, "gender": gender, "preset": preset,
        "most": most, "desc": desc or f"Ein Tisch für eine Partie {kind.presets[preset]}.",
        "style": style})
    room.tags.add(*ROOM_TAG)


def unfurnish(room):
    """The room opens no tables any more (those standing stay)."""
    room.attributes.remove(SETTING)
    room.tags.remove(*ROOM_TAG)


def card_rooms():
    """Every card room of the world."""
    return [room for room in search_tag(ROOM_TAG[0], category=ROOM_TAG[1]) if setting(room)]


@functools.lru_cache(maxsize=64)
def kind_of_prototype(key):
    """The table class a prototype spawns (its `presets` say what is played), or None;
    looked up once per prototype (a search asks the database for its own)."""
    seen = set()
    while key and key not in seen:
        seen.add(key)
        found = protlib.search_prototype(key=key)
        if not found:
            return None
        proto = found[0]
        if proto.get("typeclass"):
            cls = class_from_module(proto["typeclass"])
            return cls if getattr(cls, "card_table", False) is True else None
        key = proto.get("prototype_parent")
    return None


def kind(room):
    """The table class of a card room, or None."""
    found = setting(room)
    return kind_of_prototype(found["prototype"]) if found else None


def offers(room, preset):
    """True if the card room `room` plays `preset`."""
    cls = kind(room)
    return bool(cls) and preset in cls.presets


def room_tables(room):
    """The room's own card tables (a tournament's are the tournament's)."""
    return [table for table in tables_of_room(room)
            if not table.attributes.get("tournament", default=None)]


def is_free(table):
    """Nobody sits at `table` and no match runs there or waits to be resumed."""
    return not any(table.seats.entries()) and not table.playing()


def free_table(room, preset=None):
    """A free table of `room` that plays `preset` (any game if None), or None."""
    for table in room_tables(room):
        if is_free(table) and (preset is None or preset in table.presets):
            return table
    return None


def extra_name(room, found):
    """„Marmortisch 2“: the room's name for a table, with the first free number."""
    taken = {table.key.lower() for table in tables_of_room(room)}
    number = 2
    while f"{found['name']} {number}".lower() in taken:
        number += 1
    return f"{found['name']} {number}"


def open_table(room, guest=None):
    """Another table in the card room `room` (`guest`, for whom it is set up, hears
    it), or None at its most."""
    found = setting(room)
    if not found or len(room_tables(room)) >= found["most"]:
        return None
    table = spawn({"prototype_parent": found["prototype"], "key": extra_name(room, found),
                   "location": room, "home": room})[0]
    table.db.gender = found["gender"]
    table.db.desc = found["desc"]
    if found["preset"] in table.presets and table.db.preset != found["preset"]:
        table.set_preset(found["preset"])
    table.tags.add(*EXTRA_TAG)
    if guest is not None:
        guest.msg(f"Die Bedienung stellt {phrase(table.key, found['gender'], ACC)} dazu.")
    return table


def is_extra(table):
    """True for a table the room opened on demand."""
    return table.tags.has(EXTRA_TAG[0], category=EXTRA_TAG[1])


def extra_tables(room):
    """The tables `room` opened on demand (kept until a tag changes or one of them
    is gone)."""
    cached = room.ndb.extra_tables
    if (cached is None or cached[0] != changes()
            or not all(table.pk and table.location == room for table in cached[1])):
        cached = (changes(), [table for table in tables_of_room(room) if is_extra(table)])
        room.ndb.extra_tables = cached
    return cached[1]


def tell(table, text, exclude=None):
    """Who comes to `table`: the whole room hears it at a table of the room's own; at
    an extra table only the people there (a busy Lokal would hear every chair)."""
    if is_extra(table):
        table.announce(text, exclude=exclude)
    elif table.location:
        table.location.msg_contents(text, exclude=[exclude] if exclude else None)


def table_for(room, preset=None, guest=None):
    """A free table of `room` for `preset` (any game if None), opened (for `guest`)
    if none stands free; None at the room's most."""
    table = free_table(room, preset)
    if table is None:
        table = open_table(room, guest)
    return table


def welcome(table, obj=None):
    """`obj` sits down at `table`: a table nobody sits at in a card room offers a new
    guest the house's game, think time and tempo again, not the last guest's;
    someone who sat there since (back after a lost connection) finds it as they
    left it. The guests are kept in the table's ndb (a reload forgets them).
    Without `obj` (the keeper's sweep): back to the defaults, guests forgotten."""
    found = setting(table.location)
    guests = table.ndb.guests or set()
    if found and is_free(table) and (obj is None or obj.id not in guests):
        table.to_defaults(found["preset"] if found["preset"] in table.presets else None)
        guests = set()
    if obj is not None:
        guests.add(obj.id)
    table.ndb.guests = guests


def sweep(now=None):
    """Tables that have stood empty CLEAR_AFTER seconds go back to the house's
    defaults, and an extra one is cleared away while another free table stays in
    its room; returns how many went."""
    now = time.monotonic() if now is None else now
    clear_after = getattr(settings, "HOUSE_CLEAR_AFTER", CLEAR_AFTER)
    gone = 0
    for room in card_rooms():
        for table in room_tables(room):
            if not is_free(table) or table.spectators() or table.match and not table.match.over:
                table.ndb.empty_since = None
                continue
            since = table.ndb.empty_since
            if since is None:
                table.ndb.empty_since = now
                continue
            if now - since < clear_after:
                continue
            welcome(table)
            others = [t for t in room_tables(room) if t != table and is_free(t)]
            if is_extra(table) and others:
                table.delete()  # quietly: nobody sat there for a while
                gone += 1
    return gone

