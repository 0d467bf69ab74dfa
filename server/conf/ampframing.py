"""
The AMP link between portal and server reads boxes from the stream, not
from each TCP read.

Evennia 6.1's `AMPMultiConnectionProtocol.dataReceived` looks at every read
on its own: one that does not begin with NUL, while no box is known to be
open, is taken for an HTTP request, answered with a warning, and the link is
closed. But a read may end anywhere: after a box's closing NUL NUL plus the
first byte (NUL) of the next key's length, the next read begins with the key
itself (`\\x04_ask…`). Under load that happens, the portal drops the link
and restarts the server (players stay connected, but every command in
flight is lost). Here only a connection's first read is checked for HTTP;
after that every byte goes to AMP's own framing, which finds the boxes in
the stream whatever the reads are. Both ends use it: the server's
(`nodelay.AMPClient`) and the portal's (`portal_guard.AMPServer`).
"""

from evennia.server.portal import amp as evennia_amp
from evennia.utils import logger

from game import stockcode as stock

#: the code replaced, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {
    "evennia.server.portal.amp:AMPMultiConnectionProtocol.dataReceived": "8eaaafb92e5a855b",
}

_OK = None  # checked once, on the first read of the first link


def _stock_unchanged():
    global _OK
    if _OK is None:
        _OK = stock.unchanged("server/conf/ampframing.py", STOCK)
    return _OK


class StreamFraming:
    """Mixin before an `AMPMultiConnectionProtocol`: HTTP is looked for in a
    connection's first read only, every later read is AMP."""

    amp_started = False

    def dataReceived(self, data):
        if not _stock_unchanged():
            return super().dataReceived(data)
        if not self.amp_started:
            if data[:1] != evennia_amp.NUL:
                return super().dataReceived(data)  # stock: the HTTP warning, link closed
            self.amp_started = True
        try:
            super(evennia_amp.AMPMultiConnectionProtocol, self).dataReceived(data)  # AMP's own
        except KeyError:
            logger.log_trace(f"Discarded incoming AMP data (len {len(data)})")
