"""
Every write leaves at once (TCP_NODELAY), on the players' connections and on
the link between portal and server.

Twisted leaves Nagle's algorithm on: a small write while an earlier one is
not yet acknowledged waits until it is, and the other side acknowledges late
(up to 40 ms on Linux). A command's answer travels server -> portal (AMP) ->
player in several small writes, so under load each could wait; interactive
servers (telnet, ssh, MUDs) turn it off. `AMPClient` is the server's end of the
AMP link (settings.AMP_CLIENT_PROTOCOL_CLASS); the portal's protocols in
portal_guard.py call `no_delay` when a connection is made.

`AMPClient` also takes the portal's messages (players' commands, mostly) one
per turn of the reactor. Twisted hands it everything one read of the link
brings: after a busy moment, twenty commands and more, handled back to back,
and no answer leaves before the last is done, since writes wait for the
reactor's next turn. One at a time, each answer leaves one command later, and
timers (computer players) take their turn in between. The order stays.

Evennia 6.1's AMPClientFactory reads AMP_CLIENT_PROTOCOL_CLASS but builds its
own class regardless; `start_plugin_services` (this module is in
settings.SERVER_SERVICES_PLUGIN_MODULES, loaded before the link is made) lets
the factory build the class the setting names.
"""

from collections import deque

from evennia.server.amp_client import AMPServerClientProtocol
from twisted.internet import reactor

from game import stockcode as stock
from server.conf.ampframing import StreamFraming

#: the code replaced or built on, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {
    "evennia.server.amp_client:AMPClientFactory.buildProtocol": "6ea4a5b85d62b74a",
    "evennia.server.amp_client:AMPServerClientProtocol.connectionMade": "ff40f71150315af9",
    "evennia.server.portal.amp:AMPMultiConnectionProtocol._commandReceived": "de7cae39d88447a5",
}


def no_delay(transport):
    """Turn Nagle's algorithm off on `transport` (a no-op where it is no TCP socket)."""
    try:
        transport.setTcpNoDelay(True)
    except (AttributeError, OSError):
        pass


class AMPClient(StreamFraming, AMPServerClientProtocol):
    """The server's end of the AMP link: no Nagle's delay, one message per turn, boxes
    read from the stream (server/conf/ampframing.py)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.waiting = deque()  # messages from the portal not yet handled, in order
        self.handling = False

    def connectionMade(self):
        no_delay(self.transport)
        super().connectionMade()

    def _commandReceived(self, box):
        self.waiting.append(box)
        if not self.handling:
            self.handling = True
            self.handle_next()

    def handle_next(self):
        """Handle the oldest waiting message now, the next one in the next turn."""
        if not self.waiting:
            self.handling = False
            return
        box = self.waiting.popleft()
        reactor.callLater(0, self.handle_next)
        super()._commandReceived(box)


def start_plugin_services(server):
    """Evennia's hook for server plugins: the AMP factory builds
    settings.AMP_CLIENT_PROTOCOL_CLASS (its `protocol`), as the setting says; unless
    the stock code changed (then the server's end of the link stays Evennia's)."""
    if not stock.unchanged("server/conf/nodelay.py", STOCK):
        return
    factory = server.amp_service.args[2]

    def build_protocol(addr):
        factory.resetDelay()
        server.amp_protocol = factory.protocol()
        server.amp_protocol.factory = factory
        return server.amp_protocol

    factory.buildProtocol = build_protocol
