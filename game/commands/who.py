"""`wer`: who is online, where, and at which table."""

import time

import evennia
from evennia.commands.default.muxcommand import MuxCommand
from evennia.utils import utils

from game.faces.columns import columns
from game.faces.whereabouts import at_table, seats_by_character
from game.people.friends import shows_where
from game.people.speech import account_of


class CmdWer(MuxCommand):
    """
    Sehen, wer gerade da ist und wo.

    Benutzung:
      wer

    Für jeden, der verbunden ist: der Name, wo er gerade ist, an welchem
    Kartentisch er sitzt (und ob dort gespielt wird), wie lange er schon da
    ist und wie lange er nichts getan hat. Wo jemand ist, der |wunsichtbar|n
    ist, sehen nur seine Freunde. (Englisch: who)
    """

    key = "wer"
    aliases = ["who", "doing"]
    locks = "cmd:all()"
    help_category = "Allgemein"
    account_caller = True

    def func(self):
        sessions = [session for session in evennia.SESSION_HANDLER.get_sessions()
                    if session.logged_in]
        now = time.time()
        seated = seats_by_character()
        rows = []
        for session in sorted(sessions, key=lambda session: session.get_account().key.lower()):
            puppet = session.get_puppet()
            who = puppet or session.get_account()
            where = puppet.location.key if puppet and puppet.location else "–"
            table = at_table(puppet, seated)
            if not shows_where(session.get_account(), account_of(self.caller)):  # unsichtbar
                where = table = "–"
            rows.append((utils.crop(who.get_display_name(self.account), width=25),
                         utils.crop(where, width=25), table,
                         utils.time_format(now - session.conn_time, 0),
                         utils.time_format(now - session.cmd_last_visible, 1)))
        table = columns(("|wName|n", "|wOrt|n", "|wam Kartentisch|n", "|wda seit|n",
                         "|wuntätig|n"), rows)
        count = len({session.get_account().key for session in sessions})
        people = "ist eine Person" if count == 1 else f"sind {count} Personen"
        self.msg(f"|wGerade {people} da:|n\n{table}")
