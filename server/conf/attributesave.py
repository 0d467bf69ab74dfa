"""One database write per Attribute change, not two; two per new Attribute, not five.

Evennia 6.1's `ModelAttributeBackend.do_update_attribute` sets `attr.value`
(whose setter saves `db_value`) and then saves `db_strvalue` and `db_value`
again: two UPDATEs, each in a transaction or savepoint of its own, and every
monitor and `post_save` receiver told twice. A game's end changes eight
Attributes, so on PostgreSQL it made 48 round trips to the database. `install()`
gives the backend a version that sets both fields and saves once; what is stored
and whom it tells are the same.

Its `do_create_attribute` saves the new Attribute through the idmapper's
model save (a savepoint, the INSERT, the savepoint's release) and links it to
the object through the many-to-many manager (a SELECT of the links already
there, then the INSERT): five queries. A player's first game end creates
nine Attributes (records, counts, kept games), 45 of its 55 queries. Here the
Attribute and its link are one INSERT each, in one transaction; the
`post_save` receivers hear of it as from a save (the idmapper caches the
instance, records.py forgets its leaderboards). Not told: the many-to-many
signals (nothing of ours or Evennia's listens to an object's Attribute links)
and field monitors (they watch existing Attributes only).
"""

from django.db import connections, router, transaction
from django.db.models.signals import post_save
from evennia.typeclasses.attributes import ModelAttributeBackend
from evennia.utils.dbserialize import to_pickle

from game import stockcode as stock

#: the code replaced, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {
    "evennia.typeclasses.attributes:ModelAttributeBackend.do_update_attribute": "38a7551a878926cb",
    "evennia.typeclasses.attributes:ModelAttributeBackend.do_create_attribute": "ac2efee2564003ef",
}


def do_update_attribute(self, attr, value, strvalue):
    """Evennia's update with a single save of both value fields."""
    if strvalue:
        attr.db_value, attr.db_strvalue = to_pickle(None), value
    else:
        attr.db_value, attr.db_strvalue = to_pickle(value), None
    attr.save(update_fields=["db_strvalue", "db_value"])


def do_create_attribute(self, key, category, lockstring, value, strvalue):
    """Evennia's create with one INSERT for the Attribute and one for its link."""
    model = self._attrclass
    new_attr = model(db_key=key, db_category=category, db_model=self._model,
                     db_lock_storage=lockstring or "", db_attrtype=self._attrtype,
                     db_value=None if strvalue else to_pickle(value),
                     db_strvalue=value if strvalue else None)
    using = router.db_for_write(model)
    link = getattr(self.obj, self._m2m_fieldname).through
    with transaction.atomic(using=using, savepoint=False):
        model.objects.using(using).bulk_create([new_attr])  # sets its pk (RETURNING)
        link.objects.using(using).bulk_create(
            [link(**{f"{self._model}_id": self._objid, "attribute_id": new_attr.pk})])
    post_save.send(sender=model, instance=new_attr, created=True, update_fields=None,
                   raw=False, using=using)
    self._set_cache(key, category, new_attr)
    return new_attr


def install():
    """Put the single save and the short create in, unless Evennia's code changed
    (then it stays stock); the create only where the database returns the new
    rows' keys from a bulk insert (SQLite 3.35 and later, PostgreSQL)."""
    if stock.unchanged("server/conf/attributesave.py", STOCK):
        ModelAttributeBackend.do_update_attribute = do_update_attribute
        if connections[router.db_for_write(ModelAttributeBackend._attrclass)].features \
                .can_return_rows_from_bulk_insert:
            ModelAttributeBackend.do_create_attribute = do_create_attribute
