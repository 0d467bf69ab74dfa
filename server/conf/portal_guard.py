"""
The portal's guards: telnet and web client connections no single address can
abuse, and a server process that comes back by itself.

`Telnet` (settings.TELNET_PROTOCOL_CLASS) is Evennia's telnet protocol with:
- at most MAX_IDLE_CONNECTIONS_PER_ADDRESS connections from one address that
  have not logged in: a new one closes the oldest of them (told so in German);
  at most MAX_CONNECTIONS_PER_ADDRESS in all, logged in or not: past that the
  next one is told so and closed before it costs the server anything
  (server/conf/portal_addresses.py);
- a timeout before login (LOGIN_TIMEOUT seconds): whoever has not logged in
  by then is told so and disconnected;
- a bounded input line: an unfinished line longer than MAX_LINE_BYTES is
  dropped (with MAX_CHAR_LIMIT_WARNING, the connection stays), instead of
  being buffered whole; the same for telnet subnegotiations;
- GMCP and MSDP messages that are too long or nested too deep (RecursionError
  in the JSON decoder) are logged and ignored.

`WebSocket` (settings.WEBSOCKET_PROTOCOL_CLASS) is the web client's protocol
with the same limits per address (telnet and web client connections count
together) and the same timeout before login; messages longer than
MAX_LINE_BYTES or nested too deep for the JSON decoder are logged and
ignored instead of breaking the connection.

`AMPServer` (settings.AMP_SERVER_PROTOCOL_CLASS) is the portal's end of the
link to the game server: when the server process dies without being told to
stop or reload (a crash, SIGKILL, out of memory), every player hears
"Der Server startet neu …" and the portal starts the server again in reload
mode, so players stay connected and logged in. A server that keeps dying is
restarted at most RESTART_LIMIT times in RESTART_WINDOW seconds.

All three send each write at once (TCP_NODELAY, server/conf/nodelay.py).
"""

import json
import os
import time

from django.conf import settings
from evennia.server.portal.amp_server import AMPServerProtocol
from evennia.server.portal.telnet import TelnetProtocol
from evennia.server.portal.telnet_oob import GMCP, MSDP
from evennia.server.portal.webclient import WebSocketClient
from evennia.utils import logger
from twisted.internet import reactor
from twisted.web import server as web_server

from server.conf import logsafety, weblinks
from server.conf.ampframing import StreamFraming
from server.conf.nodelay import no_delay
from server.conf.portal_addresses import Addresses
from server.conf.webguard import visitor_address

logsafety.install()  # the portal logs what clients send, too
weblinks.install()  # command links as data, no inline onclick (server/conf/weblinks.py)
web_server.version = b"Kartenrunde"  # its web proxy names no Twisted version either

MAX_CONNECTIONS_PER_ADDRESS = getattr(settings, "MAX_CONNECTIONS_PER_ADDRESS", 100)
MAX_IDLE_CONNECTIONS_PER_ADDRESS = getattr(settings, "MAX_IDLE_CONNECTIONS_PER_ADDRESS", 8)
LOGIN_TIMEOUT = getattr(settings, "LOGIN_TIMEOUT", 60)
MAX_LINE_BYTES = 4 * max(settings.MAX_CHAR_LIMIT, 1000)  # UTF-8: up to 4 bytes a character
MAX_OOB_BYTES = 16 * 1024
RESTART_LIMIT, RESTART_WINDOW = 5, 300

TOO_MANY = ("Von deiner Adresse sind schon {count} Verbindungen offen; mehr gehen nicht. "
            "Schließ bitte eine andere.")
MADE_ROOM = ("Von deiner Adresse kommt eine neue Verbindung; diese hier hat sich nicht "
             "angemeldet und wird geschlossen, um Platz zu machen.")
TIMED_OUT = "Du hast dich {seconds} Sekunden lang nicht angemeldet; die Verbindung wird getrennt."
RESTARTING = "Der Server startet neu … einen Augenblick bitte, du bleibst verbunden."

OPEN = Addresses(MAX_IDLE_CONNECTIONS_PER_ADDRESS, MAX_CONNECTIONS_PER_ADDRESS)


def process_alive(pid):
    """True if the process runs; a killed one nobody has reaped yet (a zombie) does not.
    (The same test as server/mud.py's, which the portal cannot import.)"""
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    try:
        with open(f"/proc/{pid}/stat") as handle:
            state = handle.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True
    return state not in ("Z", "X")


def address_of(transport):
    """The client's IP address (None if unknown)."""
    peer = getattr(transport, "client", None)
    return peer[0] if peer else None


def admit(connection):
    """Count `connection` in (True) or not (False: its address is full of logged-in
    connections); idle ones of its address that must make room for it are closed."""
    admitted, to_close = OPEN.admit(connection.address, connection)
    for other in to_close:
        other.counted = False  # forgotten by OPEN already
        other.make_room()
    return admitted


class Telnet(TelnetProtocol):
    """Evennia's telnet protocol with per-address cap, login timeout and bounded input."""

    refused = False
    counted = False  # this connection is in OPEN
    login_timer = None
    discarding = False  # dropping the rest of an overlong line

    def connectionMade(self):
        self.address = address_of(self.transport)
        if not admit(self):
            self.refused = True
            self.transport.write(
                (TOO_MANY.format(count=OPEN.count(self.address)) + "\r\n").encode("utf-8"))
            self.transport.loseConnection()
            return
        self.counted = True
        no_delay(self.transport)  # an answer leaves at once (server/conf/nodelay.py)
        super().connectionMade()
        for option in (GMCP, MSDP):
            handler = self.negotiationMap.get(option)
            if handler:
                self.negotiationMap[option] = self.guarded_oob(handler)
        if LOGIN_TIMEOUT and LOGIN_TIMEOUT > 0:
            self.login_timer = reactor.callLater(LOGIN_TIMEOUT, self.login_timed_out)

    def connectionLost(self, reason):
        if self.refused:
            return
        if self.counted:  # Evennia's disconnect() calls connectionLost, then Twisted again
            self.counted = False
            OPEN.leave(self.address, self)
        if self.login_timer and self.login_timer.active():
            self.login_timer.cancel()
        super().connectionLost(reason)

    def login_timed_out(self):
        """Disconnect a connection that never logged in."""
        if not self.logged_in:
            self.disconnect(TIMED_OUT.format(seconds=LOGIN_TIMEOUT))

    def make_room(self):
        """Close this idle connection for a newer one of its address (told why)."""
        self.disconnect(MADE_ROOM)

    def warn_overlong(self):
        """Tell the player the line was too long (the connection stays)."""
        self.data_out(text=((settings.MAX_CHAR_LIMIT_WARNING,), {}))

    def dataReceived(self, data):
        if self.refused:  # closing already; it never became a session
            return
        super().dataReceived(data)
        if self.state.startswith("subnegotiation") and len(self.commands) > MAX_OOB_BYTES:
            logger.log_err(f"Telnet subnegotiation over {MAX_OOB_BYTES} bytes dropped "
                           f"({self.address}).")
            del self.commands
            self.state = "data"

    def applicationDataReceived(self, data):
        if self.discarding:
            for index, byte in enumerate(data):
                if byte in b"\r\n":
                    self.discarding = False
                    data = data[index + 1:]
                    break
            else:
                return
            if not data:
                return
        super().applicationDataReceived(data)
        if len(self.line_buffer) > MAX_LINE_BYTES:
            self.line_buffer = b""
            self.discarding = True
            self.warn_overlong()

    def guarded_oob(self, handler):
        """A GMCP/MSDP handler that ignores oversized or too deeply nested data."""

        def guarded(data):
            size = len(data) if isinstance(data, (bytes, list)) else 0
            if size > MAX_OOB_BYTES:
                logger.log_err(f"OOB message of {size} bytes ignored ({self.address}).")
                return
            try:
                handler(data)
            except (RecursionError, ValueError, TypeError) as err:
                logger.log_err(f"OOB message ignored ({self.address}): {type(err).__name__}")

        return guarded


class WebSocket(WebSocketClient):
    """The web client's websocket with per-address cap and login timeout, ignoring
    oversized or too deeply nested messages."""

    refused = False
    counted = False  # this connection is in OPEN
    login_timer = None

    def client_address(self):
        """The browser's address; only a reverse proxy named in WEB_PROXY_UPSTREAM_IPS
        may name another (the last address of its X-Forwarded-For that is no proxy)."""
        return visitor_address(address_of(self.transport),
                               self.http_headers.get("x-forwarded-for", ""),
                               getattr(settings, "WEB_PROXY_UPSTREAM_IPS", []))

    def onOpen(self):
        self.address = self.client_address()
        if not admit(self):
            self.refused = True  # never a session: told in the client's own format, closed
            text = TOO_MANY.format(count=OPEN.count(self.address))
            encoded = (self.wire_format.encode_text(text, protocol_flags={})
                       if self.wire_format else None)
            if encoded:
                self.sendMessage(encoded[0], isBinary=encoded[1])
            else:
                self.sendMessage(json.dumps(["text", [text], {}]).encode("utf-8"))
            self.sendClose(self.CLOSE_STATUS_CODE_NORMAL)
            return
        self.counted = True
        no_delay(self.transport)
        super().onOpen()
        if LOGIN_TIMEOUT and LOGIN_TIMEOUT > 0 and not self.logged_in:
            self.login_timer = reactor.callLater(LOGIN_TIMEOUT, self.login_timed_out)

    def login_timed_out(self):
        """Disconnect a web client that never logged in (told why first)."""
        if not self.logged_in:
            self.send_text(TIMED_OUT.format(seconds=LOGIN_TIMEOUT))
            self.disconnect(TIMED_OUT.format(seconds=LOGIN_TIMEOUT))

    def make_room(self):
        """Close this idle web client for a newer connection of its address (told why)."""
        self.send_text(MADE_ROOM)
        self.disconnect(MADE_ROOM)

    def onClose(self, wasClean, code=None, reason=None):
        if self.refused:  # it never became a session
            return
        super().onClose(wasClean, code, reason)

    def connectionLost(self, reason):
        if self.counted:
            self.counted = False
            OPEN.leave(self.address, self)
        if self.login_timer and self.login_timer.active():
            self.login_timer.cancel()
        super().connectionLost(reason)

    def onMessage(self, payload, isBinary):
        if self.refused:
            return
        if len(payload) > MAX_LINE_BYTES:
            self.data_out(text=((settings.MAX_CHAR_LIMIT_WARNING,), {}))
            return
        try:
            super().onMessage(payload, isBinary)
        except (RecursionError, ValueError, TypeError) as err:
            logger.log_err(f"Websocket message ignored: {type(err).__name__}")


class AMPServer(StreamFraming, AMPServerProtocol):
    """The portal's AMP end: restarts a server process that died unexpectedly; boxes
    read from the stream (server/conf/ampframing.py)."""

    restarts = []  # times of automatic restarts (class-wide: one portal)

    def connectionMade(self):
        no_delay(self.transport)  # server/conf/nodelay.py
        super().connectionMade()

    def connectionLost(self, reason):
        portal = self.factory.portal
        died = (self.factory.server_connection is self
                and self not in self.factory.disconnect_callbacks
                and not getattr(portal, "server_restart_mode", None)
                and getattr(portal, "server_twistd_cmd", None))
        super().connectionLost(reason)
        if died:
            self.restart_dead_server(portal)

    def restart_dead_server(self, portal):
        """Tell every player and start the server again (reload mode: sessions stay)."""
        now = time.monotonic()
        self.restarts[:] = [t for t in self.restarts if now - t < RESTART_WINDOW]
        if len(self.restarts) >= RESTART_LIMIT:
            logger.log_err("Server died again; it was restarted too often, giving up.")
            return
        self.restarts.append(now)
        logger.log_err("The server process died unexpectedly; the portal restarts it.")
        import evennia

        for session in list(evennia.PORTAL_SESSION_HANDLER.values()):
            try:
                session.data_out(text=((RESTARTING,), {}))
            except Exception:
                logger.log_trace()
        portal.server_restart_mode = "reload"
        reactor.callLater(1, self.start_when_gone, portal, 20)

    def start_when_gone(self, portal, tries):
        """Start the server once the dead one is really gone (a zombie keeps its pid file
        looking alive to twistd, which would then refuse to start)."""
        pidfile = os.path.join(settings.GAME_DIR, "server", "server.pid")
        try:
            with open(pidfile) as handle:
                pid = int(handle.read().strip())
        except (OSError, ValueError):
            pid = None
        if pid and process_alive(pid) and tries > 0:
            reactor.callLater(0.5, self.start_when_gone, portal, tries - 1)
            return
        if pid and not process_alive(pid):
            try:
                os.remove(pidfile)
            except OSError:
                pass
        self.start_server(portal.server_twistd_cmd)
