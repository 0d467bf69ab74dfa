"""An Attribute's value turned into plain, unchangeable data once per change.

Evennia unpickles an Attribute on every read. A table's seats and spectators
are read for every command of everyone in its room (which table is mine?),
so `read_once(table, "seats", seat_ids)` keeps the result of `seat_ids` on
the cached Attribute until the Attribute is written again (every write, also
one into a list in place, stores a newly pickled value). `convert` must
return something no caller can change (a tuple, a frozenset, a mapping proxy).
"""

from types import MappingProxyType


def read_once(obj, key, convert):
    """`convert(value)` of `obj`'s Attribute `key` (None when it is missing)."""
    attribute = obj.attributes.get(key, return_obj=True)
    if attribute is None:
        return convert(None)
    raw = attribute.db_value
    memo = attribute.__dict__.setdefault("_read_once", {})
    hit = memo.get(convert)
    if hit is not None and hit[0] is raw:
        return hit[1]
    value = convert(attribute.value)
    memo[convert] = (raw, value)
    return value


def frozen_seats(seats):
    """The seat entries, read-only (a mapping per seated person, None for a free seat)."""
    return tuple(MappingProxyType(dict(entry)) if entry else None for entry in seats or ())


def seat_ids(seats):
    """The ids of the seated (None for a free seat)."""
    return tuple(entry["id"] if entry else None for entry in seats or ())


def id_set(ids):
    return frozenset(ids or ())
