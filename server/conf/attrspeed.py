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

A key the cache has not seen costs Evennia one query each (an object's
first game end asked nine such: its records, kept games, counts, hints,
most of them not there yet). `install()` also has the database backend
load all of an object's Attributes in one query at its first miss
(`all_at_first_miss`); after that, a key not in the cache is not in the
database either, as long as the cache is that same load kept up to date by
the handler (Evennia's own `_set_cache` and `_delete_cache` of one key keep
it; `reset_cache` and deleting a category start a new dict, and then the
stock look-up asks again).
"""

from django.conf import settings
from evennia.typeclasses import attributes
from evennia.utils.utils import to_str

from game import stockcode as stock

#: the code the shortcut answers for, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {
    "evennia.typeclasses.attributes:AttributeHandler.get": "d78f2fb6e29b2376",
    "evennia.typeclasses.attributes:IAttributeBackend.get": "1fec5503152a128a",
    "evennia.typeclasses.attributes:IAttributeBackend._get_cache": "3bd7bd410b20fc76",
    "evennia.typeclasses.attributes:IAttributeBackend._get_cache_key": "7659e8653569f4ef",
    "evennia.typeclasses.attributes:IAttributeBackend._full_cache": "708c8b6ff5dc45a9",
    "evennia.typeclasses.attributes:ModelAttributeBackend.query_all": "c58d4bfa03edc1f4",
    "evennia.typeclasses.attributes:IAttributeBackend._set_cache": "79e83de4a5a23b5d",
    "evennia.typeclasses.attributes:IAttributeBackend._delete_cache": "fcb602c6f8d7d8b8",
    "evennia.typeclasses.attributes:IAttributeBackend.reset_cache": "e91516cc5453d330",
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


def load_all(backend):
    """Every Attribute of the backend's object, in one query, as its cache wants them
    (Evennia's `_full_cache` fetches each Attribute the idmapper does not hold
    with a query of its own)."""
    link = getattr(backend.obj, backend._m2m_fieldname).through
    found = link.objects.filter(**{
        f"{backend._model}__id": backend._objid,
        "attribute__db_model__iexact": backend._model,
        "attribute__db_attrtype": backend._attrtype,
    }).select_related("attribute")
    backend._cache_complete = True
    return {f"{to_str(conn.attribute.key).lower()}-"
            f"{conn.attribute.category.lower() if conn.attribute.category else None}": conn.attribute
            for conn in found}


def all_at_first_miss(stock_key):
    """A `_get_cache_key` that loads every Attribute of the object in one query at
    the first key the cache does not know, then answers misses from the cache."""

    def get_cache_key(self, key, category):
        cachekey = f"{key}-{category}"
        cache = self._cache
        if cachekey not in cache and getattr(self, "_loaded_all", None) is not cache:
            if not self.obj.pk:
                return stock_key(self, key, category)
            self._loaded_all = cache = self._cache = load_all(self)
        if getattr(self, "_loaded_all", None) is cache:
            attr = cache.get(cachekey)
            if attr is None:
                cache[cachekey] = None  # as the stock code remembers a miss
                return []
            if attr.pk is not None:
                return [attr]
        return stock_key(self, key, category)  # deleted elsewhere: the stock code asks

    get_cache_key.stock = stock_key
    return get_cache_key


def install():
    """The shortcut, unless the cache is off or Evennia's code changed (then stock)."""
    handler = attributes.AttributeHandler
    if getattr(handler.get, "stock", None) is not None:
        return  # in already
    if settings.TYPECLASS_AGGRESSIVE_CACHE and stock.unchanged("server/conf/attrspeed.py", STOCK):
        handler.get = shortcut(handler.get)
        backend = attributes.ModelAttributeBackend
        backend._get_cache_key = all_at_first_miss(backend._get_cache_key)
