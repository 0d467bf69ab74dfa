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


class TestOneWritePerChange(EvenniaTest):
    def setUp(self):
        super().setUp()
        self.addCleanup(setattr, ModelAttributeBackend, "do_update_attribute",
                        ModelAttributeBackend.do_update_attribute)

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
