"""One database write per Attribute change, not two.

Evennia 6.1's `ModelAttributeBackend.do_update_attribute` sets `attr.value`
(whose setter saves `db_value`) and then saves `db_strvalue` and `db_value`
again: two UPDATEs, each in a transaction or savepoint of its own, and every
monitor and `post_save` receiver told twice. A game's end changes eight
Attributes, so on PostgreSQL it made 48 round trips to the database. `install()`
gives the backend a version that sets both fields and saves once; what is stored
and whom it tells are the same.
"""

from evennia.typeclasses.attributes import ModelAttributeBackend
from evennia.utils.dbserialize import to_pickle

from game import stockcode as stock

#: the code replaced, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {
    "evennia.typeclasses.attributes:ModelAttributeBackend.do_update_attribute": "38a7551a878926cb",
}


def do_update_attribute(self, attr, value, strvalue):
    """Evennia's update with a single save of both value fields."""
    if strvalue:
        attr.db_value, attr.db_strvalue = to_pickle(None), value
    else:
        attr.db_value, attr.db_strvalue = to_pickle(value), None
    attr.save(update_fields=["db_strvalue", "db_value"])


def install():
    """Put the single save in, unless Evennia's update changed (then it stays stock)."""
    if stock.unchanged("server/conf/attributesave.py", STOCK):
        ModelAttributeBackend.do_update_attribute = do_update_attribute
