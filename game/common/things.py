"""The card world's things, found cheaply: the tags of tables and computer
players, an object by its id, every card table, the tables of a room, who sits
at which table of a room and the names the tables of a room answer to.

Every feature finds tables and computer players here, never by importing a
typeclass: a class attribute (`card_table`, `card_player`) marks them, so
scanning a full room asks the database nothing.
"""

from evennia.objects.models import ObjectDB
from evennia.utils.search import search_tag

from game.common.stored import read_once, seat_ids

#: Tags of the card world's tables and computer players.
TABLE_TAG = ("kartentisch", "kartenwelt")
CARD_PLAYER_TAG = ("kartenspieler", "kartenwelt")


def is_card_table(obj):
    """True for a card table: a class attribute, so scanning a full room asks
    the database nothing (a tag look-up would cost a query per object)."""
    return getattr(type(obj), "card_table", False) is True


def is_card_player(obj):
    """True for a computer player (typeclasses.cardplayers.CardPlayer and its kin)."""
    return getattr(type(obj), "card_player", False) is True


def by_id(dbid):
    """The object with the database id `dbid`, or None: from Evennia's object
    cache when it is in memory (`search_object("#5")` asks the database every
    time, and the tables look up their seats and spectators after every move)."""
    return ObjectDB.objects.get_id(dbid) if dbid else None


def tables_of_room(room):
    """Card tables in `room`."""
    return [obj for obj in room.contents if is_card_table(obj)] if room else []


_TABLE_IDS = []  # [ids] of every card table, or [None] until looked up (again)
_CHANGES = [0]  # counts the changes of tags, keys and deleted objects (changes())


def changes():
    """How often a tag, a key or an object of the world changed: what is worked
    out from them (a room's table names, its extra tables) is kept until it grows."""
    return _CHANGES[0]


def forget_tables(*args, **kwargs):
    """A tag was given or taken (tags.add, tags.remove, an alias too), an object
    deleted or renamed: look the tables and their names up again (a receiver,
    connected in game/receivers.py)."""
    _TABLE_IDS[:] = [None]
    _CHANGES[0] += 1


forget_tables()


def all_tables():
    """Every card table of the world: the tag search runs once, later calls take
    the tables from Evennia's object cache (`wer` asks for them every time)."""
    if None not in _TABLE_IDS:
        tables = [ObjectDB.get_cached_instance(pk) for pk in _TABLE_IDS]
        if None not in tables:
            return tables
    tables = list(search_tag(TABLE_TAG[0], category=TABLE_TAG[1]))
    _TABLE_IDS[:] = [table.pk for table in tables]
    return tables


# --- who sits where in a room -------------------------------------------------
# A full Lokal holds hundreds of tables and guests; a look, a table command and an
# announcement ask who sits where. The room keeps the answer in `ndb.sitting`,
# built once from its tables, then kept up to date by the one writer of the seats
# (Seats.store -> note_seats); a card table coming or going drops it
# (Room.at_object_receive / at_object_leave), and a reload builds it again.

def sitting(room):
    """{id: [tables]}: everyone with a seat at a card table of `room`, and where."""
    if room is None:
        return {}
    found = room.ndb.sitting
    if found is None:
        found = {}
        for table in tables_of_room(room):
            for dbid in read_once(table, "seats", seat_ids):
                if dbid:
                    found.setdefault(dbid, []).append(table)
        room.ndb.sitting = found
    return found


def note_seats(table, before, after):
    """The seats of `table` changed from the ids `before` to `after` (Seats.store)."""
    room = table.location
    found = room.ndb.sitting if room else None
    if found is None:
        return
    for dbid in set(before) - set(after) - {None}:
        rest = [other for other in found.get(dbid, ()) if other is not table]
        if rest:
            found[dbid] = rest
        else:
            found.pop(dbid, None)
    for dbid in set(after) - set(before) - {None}:
        found.setdefault(dbid, []).append(table)


def forget_sitting(room):
    """A card table came into `room` or left it: build its index again when asked."""
    if room is not None:
        room.ndb.sitting = None
        room.ndb.table_names = None


def seated_at(obj, room):
    """The card tables of `room` where `obj` has a seat (the room's index, checked)."""
    return [table for table in sitting(room).get(obj.id, ())
            if table.pk and table.location == room
            and obj.id in read_once(table, "seats", seat_ids)]


def room_names(room):
    """{name in lower case: [(is its key, table)]} of the card tables in `room`: the
    names a command may call a table by, kept until a tag or a key changes
    (forget_tables) or a table comes or goes (forget_sitting, or one is gone)."""
    if room is None:
        return {}
    cached = room.ndb.table_names
    if cached is not None and cached[0] == _CHANGES[0] and all(
            table.pk and table.location == room for table in cached[2]):
        return cached[1]
    names = {}
    tables = tables_of_room(room)
    for table in tables:
        names.setdefault(table.key.lower(), []).append((True, table))
        for alias in table.aliases.all():
            names.setdefault(alias.lower(), []).append((False, table))
    room.ndb.table_names = (_CHANGES[0], names, tables)
    return names
