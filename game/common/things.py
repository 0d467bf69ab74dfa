"""The card world's things, found cheaply: the tags of tables and computer
players, an object by its id, every card table, the tables of a room.

Every feature finds tables and computer players here, never by importing a
typeclass: a class attribute (`card_table`, `card_player`) marks them, so
scanning a full room asks the database nothing.
"""

from evennia.objects.models import ObjectDB
from evennia.utils.search import search_tag

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


def forget_tables(*args, **kwargs):
    """A tag was given or taken (tags.add, tags.remove), an object deleted: look the
    tables up again (a receiver, connected in game/receivers.py)."""
    _TABLE_IDS[:] = [None]


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
