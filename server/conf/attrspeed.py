"""
Attribute reads from the cache without the detour.

Every `obj.db.name`, `obj.ndb.name` and `obj.attributes.get("name")` goes
through Evennia 6.1's `AttributeHandler.get`, which handles lists of keys,
categories, locks, string values and defaults, and reaches its cache through
three more calls: about 12 µs for one dict look-up. A card move and a `schau`
read some hundred Attributes, so under 300 players this was the server's
largest single cost (bench/load.py --profile: 12 % of the reactor's time).

`install()` gives the handler a `get` that answers the plain case (one key
as a string, no category, no lock check, no string value, no list asked
for) straight from the backend's cache when the cache knows the key, with
exactly what the stock code returns then; everything else, and every key
the cache has not seen yet, goes to the stock `get`.
"""

from django.conf import settings
from evennia.typeclasses import attributes

from game import stockcode as stock

#: the code the shortcut answers for, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {
    "evennia.typeclasses.attributes:AttributeHandler.get": "d78f2fb6e29b2376",
    "evennia.typeclasses.attributes:IAttributeBackend.get": "1fec5503152a128a",
    "evennia.typeclasses.attributes:IAttributeBackend._get_cache": "3bd7bd410b20fc76",
    "evennia.typeclasses.attributes:IAttributeBackend._get_cache_key": "7659e8653569f4ef",
}

_MISSING = object()


def shortcut(stock_get):
    """A `get` that reads the cache for the plain case and asks `stock_get` otherwise."""

    def get(self, key=None, default=None, category=None, return_obj=False, strattr=False,
            raise_exception=False, accessing_obj=None, default_access=True, return_list=False):
        if (key and key.__class__ is str and category is None and not strattr and not accessing_obj
                and not return_list):
            attr = self.backend._cache.get(f"{key.strip().lower()}-None", _MISSING)
            if attr is None:  # known to be missing: the stock code finds nothing either
                if raise_exception:
                    raise AttributeError
                return None if return_obj else default
            if attr is not _MISSING and attr.pk is not None:
                return attr if return_obj else attr.value
        return stock_get(self, key, default=default, category=category, return_obj=return_obj,
                         strattr=strattr, raise_exception=raise_exception,
                         accessing_obj=accessing_obj, default_access=default_access,
                         return_list=return_list)

    get.stock = stock_get
    return get


def install():
    """The shortcut, unless the cache is off or Evennia's code changed (then stock)."""
    handler = attributes.AttributeHandler
    if getattr(handler.get, "stock", None) is not None:
        return  # in already
    if settings.TYPECLASS_AGGRESSIVE_CACHE and stock.unchanged("server/conf/attrspeed.py", STOCK):
        handler.get = shortcut(handler.get)
