"""
Move the game's world from one database to another (SQLite to PostgreSQL).

`dump FILE` writes everything of the database the settings choose (the
environment as for `make run`: MUD_DB_PATH or MUD_DATABASE_URL) as JSON;
`load FILE` reads it into another, freshly migrated one. What Django makes
again by itself (content types, permissions) is left out. Run it in the game
directory with the server stopped (README: "Von SQLite zu PostgreSQL"):

    .venv/bin/python server/move_world.py dump welt.json
    MUD_DATABASE_URL=postgresql://... .venv/bin/evennia migrate
    MUD_DATABASE_URL=postgresql://... .venv/bin/python server/move_world.py load welt.json

Evennia's own `evennia dumpdata` works too; its `loaddata` fails on our
typeclasses (they need Evennia's session handler, which only this script sets up).
"""

import os
import sys

EXCLUDE = ["contenttypes", "auth.permission", "admin.logentry", "sessions"]


def setup():
    """Django and Evennia as in the server, for the game directory we run in."""
    sys.path.insert(0, os.getcwd())
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "server.conf.settings")
    import django

    django.setup()
    import evennia

    evennia._init()


def import_typeclasses(path):
    """Import every typeclass the dump names: its rows are labelled with them
    (`accounts.account`), and Django knows such a model only once it is imported."""
    import json

    from evennia.utils.utils import class_from_module

    with open(path, encoding="utf-8") as handle:
        rows = json.load(handle)
    for typeclass in sorted({row["fields"].get("db_typeclass_path") for row in rows} - {None}):
        class_from_module(typeclass)


def without_first_save_hooks():
    """Loaded rows are not new objects: Evennia's at_first_save (which would give
    them fresh attributes, clashing with the loaded ones) stays out."""
    from django.apps import apps
    from django.db.models.signals import post_save
    from evennia.typeclasses.models import call_at_first_save

    for model in apps.get_models(include_auto_created=True):
        post_save.disconnect(call_at_first_save, sender=model)


def pickles_as_dumped():
    """Evennia's pickled fields (attribute values, server config) are dumped as their
    stored text (base64 of a pickle); load that text as it is, not pickled once more."""
    from evennia.utils.picklefield import PickledObject, PickledObjectField

    PickledObjectField.to_python = (
        lambda self, value: PickledObject(value) if isinstance(value, str) else value)


def full_timestamps():
    """Write datetimes to the microsecond (Django's JSON cuts them to milliseconds):
    Evennia recognises stored references to objects by their creation time."""
    import datetime

    from django.core.serializers.json import DjangoJSONEncoder

    cut = DjangoJSONEncoder.default

    def default(self, value):
        if isinstance(value, datetime.datetime):
            return value.isoformat()
        return cut(self, value)

    DjangoJSONEncoder.default = default


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2 or argv[0] not in ("dump", "load"):
        print(__doc__)
        return 2
    action, path = argv
    setup()
    from django.core.management import call_command

    if action == "dump":
        full_timestamps()
        call_command("dumpdata", natural_foreign=True, exclude=EXCLUDE, output=path)
        print(f"Die Welt steht in {path}.")
    else:
        import_typeclasses(path)
        without_first_save_hooks()
        pickles_as_dumped()
        call_command("loaddata", path)
        print(f"Die Welt aus {path} ist geladen.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
