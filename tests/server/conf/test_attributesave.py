"""server/conf/attributesave.py: an Attribute's change is one UPDATE, with the
same stored value, string value and monitors as Evennia's own two."""

from unittest.mock import patch

from django.db import connection
from django.test.utils import CaptureQueriesContext
from evennia.typeclasses.attributes import Attribute, ModelAttributeBackend
from evennia.utils.test_resources import EvenniaTest

from server.conf import attributesave


def stored(obj, key):
    """(value, string value) of `obj`'s Attribute `key`, read from the database."""
    return Attribute.objects.filter(objectdb=obj, db_key=key).values_list(
        "db_value", "db_strvalue").get()


class AttributeSaveTest(EvenniaTest):
    """attributesave.install() taken out again after each test."""

    def setUp(self):
        super().setUp()
        for name in ("do_update_attribute", "do_create_attribute"):
            self.addCleanup(setattr, ModelAttributeBackend, name,
                            getattr(ModelAttributeBackend, name))


class TestOneWritePerChange(AttributeSaveTest):

    def updates(self, change):
        with CaptureQueriesContext(connection) as queries:
            change()
        return [q["sql"] for q in queries.captured_queries if q["sql"].startswith("UPDATE")]

    def test_stock_evennia_writes_twice_ours_once(self):
        self.obj1.attributes.add("stand", {"Anna": 3})
        assert len(self.updates(lambda: self.obj1.attributes.add("stand", {"Anna": 4}))) == 2
        attributesave.install()
        assert len(self.updates(lambda: self.obj1.attributes.add("stand", {"Anna": 5}))) == 1
        assert stored(self.obj1, "stand") == ({"Anna": 5}, None)
        assert self.obj1.attributes.get("stand") == {"Anna": 5}

    def test_a_string_value_and_back(self):
        attributesave.install()
        self.obj1.attributes.add("gruss", [1, 2])
        self.obj1.attributes.add("gruss", "Servus", strattr=True)
        assert stored(self.obj1, "gruss") == (None, "Servus")
        assert self.obj1.attributes.get("gruss", strattr=True) == "Servus"
        self.obj1.attributes.add("gruss", [3])
        assert stored(self.obj1, "gruss") == ([3], None)
        assert self.obj1.attributes.get("gruss") == [3]

    def test_monitors_hear_of_the_change(self):
        attributesave.install()
        self.obj1.attributes.add("stand", 1)
        with patch("evennia.scripts.monitorhandler.MONITOR_HANDLER.at_update") as told:
            self.obj1.attributes.add("stand", 2)
        assert "db_value" in [call.args[1] for call in told.call_args_list]


class TestTwoInsertsPerNewAttribute(AttributeSaveTest):
    def queries(self, change):
        with CaptureQueriesContext(connection) as queries:
            change()
        return [q["sql"] for q in queries.captured_queries]

    def test_stock_evennia_asks_five_times_ours_three(self):
        kinds = [sql.split()[0] for sql in
                 self.queries(lambda: self.obj1.attributes.add("bilanz", {"spiele": 1}))]
        assert kinds == ["SELECT", "SAVEPOINT", "INSERT", "RELEASE", "INSERT"]
        attributesave.install()
        kinds = [sql.split()[0] for sql in
                 self.queries(lambda: self.obj1.attributes.add("zaehler", {"spiele": 2}))]
        assert kinds == ["SELECT", "INSERT", "INSERT"]  # is it there? then the two

    def test_a_new_attribute_is_stored_linked_cached_and_heard_of(self):
        from django.db.models.signals import post_save
        from evennia.typeclasses.attributes import Attribute

        attributesave.install()
        heard = []

        def saved(sender, instance, created, **kwargs):
            heard.append((instance.db_key, created))

        post_save.connect(saved, sender=Attribute, dispatch_uid="test-new-attribute")
        self.addCleanup(post_save.disconnect, dispatch_uid="test-new-attribute", sender=Attribute)
        self.obj1.attributes.add("bilanz", {"spiele": 3}, category="karten", lockstring="attrread:all()")
        self.obj1.attributes.add("gruss", "Servus", strattr=True)
        assert heard == [("bilanz", True), ("gruss", True)]
        attr = self.obj1.attributes.get("bilanz", category="karten", return_obj=True)
        assert Attribute.get_cached_instance(attr.pk) is attr  # the idmapper knows it
        assert stored(self.obj1, "gruss") == (None, "Servus")
        self.obj1.attributes.reset_cache()  # read back through the object's link
        assert self.obj1.attributes.get("bilanz", category="karten") == {"spiele": 3}
        assert self.obj1.attributes.get("gruss", strattr=True) == "Servus"
        assert self.obj1.attributes.get("bilanz", category="karten", return_obj=True) \
            .lock_storage == "attrread:all()"
        assert self.obj2.attributes.get("bilanz", category="karten") is None
