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
"""

from evennia.server.amp_client import AMPServerClientProtocol


def no_delay(transport):
    """Turn Nagle's algorithm off on `transport` (a no-op where it is no TCP socket)."""
    try:
        transport.setTcpNoDelay(True)
    except (AttributeError, OSError):
        pass


class AMPClient(AMPServerClientProtocol):
    """The server's end of the AMP link, without Nagle's delay."""

    def connectionMade(self):
        no_delay(self.transport)
        super().connectionMade()
