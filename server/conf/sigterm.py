"""
SIGTERM to the game server process is the operator's "stop", not a crash.

Twisted's own handler just stops the reactor; the portal then sees the server
vanish without having been told and restarts it (portal_guard.AMPServer, meant
for crashes and SIGKILL). `install()` (at server start) replaces that handler:
a SIGTERM tells every player, then asks the portal for the same clean stop of
portal and server that `make stop` / `evennia stop` gives, so nothing comes
back until the operator starts the game again (`make run`; under systemd the
unit ends as stopped, not failed). Without a portal link it stops the server
the way Twisted would.
"""

import signal

from evennia.utils import logger
from twisted.internet import reactor

STOPPING = "Der Server wird angehalten – bis bald am Kartentisch!"


def install():
    """Handle SIGTERM as a clean stop of the whole game (main thread only)."""
    signal.signal(signal.SIGTERM, received)


def received(number, frame=None):
    """The signal handler: the work runs on the reactor thread."""
    reactor.callFromThread(stop_game)


def stop_game():
    """Tell the players, then ask the portal to stop server and portal."""
    import evennia

    logger.log_info("SIGTERM received: stopping the game (server and portal), no restart.")
    amp = getattr(evennia.EVENNIA_SERVER_SERVICE, "amp_protocol", None)
    try:
        evennia.SESSION_HANDLER.announce_all(STOPPING)
        if amp is None:
            raise ConnectionError("no link to the portal")
        evennia.SESSION_HANDLER.portal_shutdown()
    except Exception:  # noqa: BLE001 - a stop must never fail
        logger.log_trace("SIGTERM: the portal could not be asked; stopping the server alone.")
        reactor.stop()
