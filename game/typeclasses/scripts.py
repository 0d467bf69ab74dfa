"""Scripts: timers and other out-of-world state."""

from django.conf import settings
from evennia.scripts.models import ScriptDB
from evennia.scripts.scripts import DefaultScript
from evennia.utils.create import create_script

from game.house import helpers, rooms
from game.people import privatemessages


class Script(DefaultScript):
    """The base of our scripts."""


class HouseKeeper(Script):
    """Every minute: the card rooms clear away the extra tables that stood empty a
    while, and the house's helpers with nothing to do go home (game/house); once an
    hour the private messages older than their time go (people/privatemessages.py)."""

    def at_script_creation(self):
        self.key = "house_keeper"
        self.desc = "räumt leere Zusatztische weg, schickt müßige Aushilfen heim"
        self.interval = getattr(settings, "HOUSE_KEEPER_INTERVAL", 60)
        self.persistent = True

    def at_repeat(self):
        rooms.sweep()
        helpers.send_home()
        privatemessages.sweep()


def ensure_house_keeper():
    """The one house keeper script (made at the first start)."""
    found = ScriptDB.objects.filter(db_key="house_keeper")
    if found:
        return found[0]
    return create_script(HouseKeeper, key="house_keeper")
