"""
The server's session class: Evennia's, with the client's screen size kept sane.

A telnet client reports its window size (NAWS) and a web client sends
`client_options`; both may say 0 or 65,535 columns, and Evennia's pager and
tables then divide by zero or build gigantic lines. Every value that lands in
`protocol_flags` is kept within bounds here, whichever way it arrives.

After a server crash the portal restarts the server (server/conf/portal_guard.py)
and hands back its sessions, but without the characters they played (Evennia
tells the portal only on a regular reload): a logged-in session that comes back
without one takes up its account's last character again, instead of landing
out of character.

Set as settings.SERVER_SESSION_CLASS.
"""

from evennia.server.serversession import ServerSession
from evennia.utils import logger
from evennia.utils.utils import delay

BOUNDS = {"SCREENWIDTH": (30, 200), "SCREENHEIGHT": (10, 200)}
DEFAULTS = {"SCREENWIDTH": 80, "SCREENHEIGHT": 45}


def bounded(key, value):
    """A screen size flag ({0: n}) clamped to BOUNDS; other flags unchanged."""
    if key not in BOUNDS:
        return value
    low, high = BOUNDS[key]
    size = value.get(0) if isinstance(value, dict) else value
    if not isinstance(size, int) or isinstance(size, bool):
        size = DEFAULTS[key]
    return {0: max(low, min(high, size))}


class BoundedFlags(dict):
    """protocol_flags whose screen sizes are always within BOUNDS."""

    def __init__(self, *args, **kwargs):
        super().__init__()
        self.update(*args, **kwargs)

    def __setitem__(self, key, value):
        super().__setitem__(key, bounded(key, value))

    def update(self, *args, **kwargs):
        for key, value in dict(*args, **kwargs).items():
            self[key] = value


class Session(ServerSession):
    """A player's connection as the server sees it."""

    def load_sync_data(self, sessdata):
        super().load_sync_data(sessdata)
        if not isinstance(getattr(self, "protocol_flags", None), BoundedFlags):
            self.protocol_flags = BoundedFlags(getattr(self, "protocol_flags", None) or {})

    def at_sync(self):
        super().at_sync()
        if self.logged_in and self.account and not self.puid:
            delay(0.5, self.take_up_last_character)

    def take_up_last_character(self):
        """Puppet the account's last character again (after a crash restart)."""
        account, character = self.account, self.account and self.account.db._last_puppet
        if not character or self.puppet or self.sessid not in self.sessionhandler:
            return
        try:
            account.puppet_object(self, character)
        except Exception:  # e.g. the character was deleted meanwhile
            logger.log_trace(f"Could not give {account} back the character {character}.")
