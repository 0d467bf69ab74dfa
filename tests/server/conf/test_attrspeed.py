"""server/conf/attrspeed.py: a plain Attribute read answered from the cache gives
exactly what Evennia's own `get` gives, for every way the game reads them."""

from evennia.typeclasses.attributes import AttributeHandler, ModelAttributeBackend
from evennia.utils.test_resources import EvenniaTest

from server.conf import attrspeed

STOCK_GET = AttributeHandler.get


def calls(obj):
    """The same reads, asked of `obj` (db, ndb and attributes.get in every variant)."""
    handler = obj.attributes
    out = []
    for key in ("stand", "Stand ", "leer", "nie_da", "zahl", "kategorisiert"):
        out.append((key, "plain", handler.get(key)))
        out.append((key, "default", handler.get(key, default="vorgabe")))
        out.append((key, "obj", getattr(handler.get(key, return_obj=True), "key", None)))
        out.append((key, "list", handler.get(key, return_list=True)))
        out.append((key, "category", handler.get(key, category="rekorde")))
        out.append((key, "strattr", handler.get(key, strattr=True)))
        try:
            out.append((key, "raise", handler.get(key, raise_exception=True)))
        except AttributeError:
            out.append((key, "raise", "AttributeError"))
        out.append((key, "ndb", obj.nattributes.get(key)))
    out.append(("db", obj.db.stand, obj.db.leer, obj.db.nie_da, obj.ndb.fluechtig))
    out.append(("many", handler.get(["stand", "zahl"])))
    return out


class AttrSpeedTest(EvenniaTest):
    """attrspeed.install() taken out again after each test."""

    def setUp(self):
        super().setUp()
        self.addCleanup(setattr, AttributeHandler, "get", STOCK_GET)
        self.addCleanup(setattr, ModelAttributeBackend, "_get_cache_key",
                        ModelAttributeBackend._get_cache_key)


class TestPlainReadsFromTheCache(AttrSpeedTest):
    def setUp(self):
        super().setUp()
        obj = self.obj1
        obj.attributes.add("stand", {"Anna": 3})
        obj.attributes.add("leer", None)
        obj.attributes.add("zahl", 0)
        obj.attributes.add("kategorisiert", "im Buch", category="rekorde")
        obj.attributes.add("nur_text", "hallo", strattr=True)
        obj.ndb.fluechtig = [1, 2]

    def test_the_same_answers_as_evennia_for_cached_and_new_keys(self):
        before = calls(self.obj1)  # stock, and every key is in the cache now
        attrspeed.install()
        assert AttributeHandler.get is not STOCK_GET
        assert calls(self.obj1) == before
        self.obj1.attributes.reset_cache()  # nothing cached: the stock code asks
        assert calls(self.obj1) == before

    def test_a_change_is_seen_at_once(self):
        attrspeed.install()
        obj = self.obj1
        assert obj.db.stand == {"Anna": 3}
        obj.db.stand = {"Anna": 4}
        assert obj.db.stand == {"Anna": 4}
        obj.db.stand["Berta"] = 1  # in place, as Evennia's saver dict writes it back
        assert obj.attributes.get("stand") == {"Anna": 4, "Berta": 1}
        obj.attributes.remove("stand")
        assert obj.db.stand is None
        assert obj.attributes.get("stand", default="weg") == "weg"
        obj.db.nie_da = 5  # was cached as missing
        assert obj.db.nie_da == 5

    def test_installed_once(self):
        attrspeed.install()
        first = AttributeHandler.get
        attrspeed.install()
        assert AttributeHandler.get is first


class TestAllAttributesAtTheFirstMiss(AttrSpeedTest):
    def setUp(self):
        super().setUp()
        self.obj1.attributes.add("stand", 3)
        self.obj1.attributes.add("zahl", 4)

    def queries(self, read):
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        with CaptureQueriesContext(connection) as queries:
            value = read()
        return value, len(queries.captured_queries)

    def test_one_query_then_every_miss_and_hit_from_the_cache(self):
        attrspeed.install()
        self.obj1.attributes.reset_cache()
        assert self.queries(lambda: self.obj1.db.nie_da) == (None, 1)  # everything loaded
        assert self.queries(lambda: self.obj1.db.auch_nicht) == (None, 0)
        assert self.queries(lambda: self.obj1.db.stand) == (3, 0)
        assert self.queries(lambda: self.obj1.attributes.get("zahl", return_list=True)) == ([4], 0)

    def test_stock_asks_for_each_missing_key(self):
        self.obj1.attributes.reset_cache()
        assert self.queries(lambda: self.obj1.db.nie_da) == (None, 1)
        assert self.queries(lambda: self.obj1.db.auch_nicht) == (None, 1)

    def test_what_is_added_and_removed_after_the_load_is_seen(self):
        attrspeed.install()
        self.obj1.attributes.reset_cache()
        assert self.obj1.db.neu is None  # loaded, and remembered as missing
        self.obj1.db.neu = "da"
        assert self.obj1.db.neu == "da"
        self.obj1.attributes.remove("stand")
        assert self.obj1.db.stand is None
        self.obj1.attributes.add("imbuch", 1, category="rekorde")
        self.obj1.attributes.clear(category="rekorde")  # a new dict: asked again
        assert self.obj1.db.zahl == 4 and self.obj1.db.neu == "da"
