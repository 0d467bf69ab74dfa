"""Telnet CHARSET (RFC 2066): the server offers UTF-8.

Evennia 6.1 sends UTF-8 but never says so, and Mudlet stays on ASCII until a
server negotiates CHARSET, so „Übergaigel“ and „König“ come out garbled. This
telnet protocol (set as TELNET_PROTOCOL_CLASS, on top of the guarded one in
portal_guard.py) sends `IAC WILL CHARSET`; when the client answers `DO`, it
asks `REQUEST " UTF-8"`, and on `ACCEPTED UTF-8` notes the encoding. A client
that refuses (`DONT`, `REJECTED`) or never answers keeps today's behaviour.
"""

from server.conf.portal_guard import Telnet as GuardedTelnet

CHARSET = bytes([42])
REQUEST, ACCEPTED, REJECTED = b"\x01", b"\x02", b"\x03"
OFFER = b" UTF-8"  # separator, then the one character set we offer


class Telnet(GuardedTelnet):
    """The guarded telnet protocol that also negotiates CHARSET."""

    charset = None  # "UTF-8" once the client accepted it

    def connectionMade(self):
        super().connectionMade()
        if self.refused:
            return
        self.negotiationMap[CHARSET] = self.charset_answer
        self.will(CHARSET).addCallbacks(self.charset_agreed, self.charset_refused)

    def charset_agreed(self, _):
        """The client said DO CHARSET: offer UTF-8."""
        self.requestNegotiation(CHARSET, REQUEST + OFFER)

    def charset_refused(self, failure):
        """DONT CHARSET (or a negotiation already running): nothing changes."""
        return None

    def charset_answer(self, data):
        """ACCEPTED UTF-8 (or REJECTED) from the client."""
        data = b"".join(data)
        if data[:1] == ACCEPTED and data[1:].strip().upper().replace(b"-", b"") == b"UTF8":
            self.charset = "UTF-8"
            self.protocol_flags["ENCODING"] = "utf-8"
