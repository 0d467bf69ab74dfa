"""
The portal's web proxy, guarded (a portal services plugin,
settings.PORTAL_SERVICES_PLUGIN_MODULES).

Evennia's portal serves the website by passing each request on to the
server's internal web server; that server sees the portal's address for
every visitor, and Twisted's proxy forwards a visitor's own
`X-Forwarded-For` unchanged. So one attacker's wrong passwords locked every
web user out, and a forged header could pick any address.

Here the proxy's HTTP channel (`GuardedWebChannel`, in the portal) writes
the visitor's real address into `X-Forwarded-For` itself, replacing whatever
the visitor sent. The internal web server's channel (`ForwardedForChannel`,
in the server) believes that header only from the portal (`UPSTREAM_IPS`)
and makes it the request's client address, so Django's REMOTE_ADDR, and
with it the login throttle (web/views.py), is the visitor's address.
(Evennia's own HTTPChannelWithXForwardedFor changes the transport's address
after the request has already copied it, so Django never saw it.) Only a
reverse proxy in front of the portal named in WEB_PROXY_UPSTREAM_IPS (none
by default) may name the visitor's address itself (the last address of its
chain that is not one of those proxies).

Slow requests (slowloris): Twisted's idle timeout starts again with every
line, so a request that sends one header line every few seconds stayed open
for ever. The proxy's channel gives a request WEB_REQUEST_TIMEOUT seconds
(15) from its first byte to its last (head and body), and one address at
most WEB_HALF_OPEN_PER_ADDRESS (20) connections whose request is not
complete yet; the next one is answered 503 and closed at once.

The same module is the portal's and the server's services plugin
(PORTAL_SERVICES_PLUGIN_MODULES, SERVER_SERVICES_PLUGIN_MODULES).
"""

from collections import Counter

from django.conf import settings
from twisted.internet import address as addresses
from twisted.internet import reactor
from twisted.web import http

REQUEST_TIMEOUT = getattr(settings, "WEB_REQUEST_TIMEOUT", 15)
HALF_OPEN_PER_ADDRESS = getattr(settings, "WEB_HALF_OPEN_PER_ADDRESS", 20)
HALF_OPEN = Counter()  # connections per address whose request is not complete
TOO_MANY = (b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            b"Connection: close\r\n\r\n"
            + "Zu viele unfertige Anfragen von deiner Adresse.\n".encode("utf-8"))
TOO_SLOW = b"HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n"

FORWARDED_HEADERS = (b"x-forwarded-for", b"forwarded", b"x-real-ip")


def visitor_address(peer, forwarded_chain, upstream):
    """The visitor's address: `peer` itself, unless `peer` is a trusted proxy
    (in `upstream`) that forwarded for someone (`forwarded_chain`, the
    X-Forwarded-For value): then the last address of the chain that is no
    trusted proxy."""
    if peer in upstream and forwarded_chain:
        for candidate in reversed([part.strip() for part in forwarded_chain.split(",")]):
            if candidate and candidate not in upstream:
                return candidate
    return peer


class GuardedWebChannel(http.HTTPChannel):
    """The proxy's HTTP channel: passes on the visitor's real address, and gives a
    request a limited time and an address a limited number of unfinished ones."""

    receiving = False  # a request has begun and is not complete (counted in HALF_OPEN)
    deadline = None
    peer_host = None

    def connectionMade(self):
        self.peer_host = self.transport.getPeer().host
        if HALF_OPEN[self.peer_host] >= HALF_OPEN_PER_ADDRESS:
            self.transport.write(TOO_MANY)
            self.transport.loseConnection()
            self.refused = True
            return
        self.refused = False
        super().connectionMade()
        self.begin_request()

    def begin_request(self):
        if self.receiving:
            return
        self.receiving = True
        HALF_OPEN[self.peer_host] += 1
        self.deadline = reactor.callLater(REQUEST_TIMEOUT, self.too_slow)

    def end_request(self):
        if not self.receiving:
            return
        self.receiving = False
        HALF_OPEN[self.peer_host] -= 1
        if HALF_OPEN[self.peer_host] <= 0:
            del HALF_OPEN[self.peer_host]
        if self.deadline and self.deadline.active():
            self.deadline.cancel()
        self.deadline = None

    def too_slow(self):
        """The request was not complete in time: 408, closed."""
        self.deadline = None
        self.end_request()
        self.transport.write(TOO_SLOW)
        self.transport.abortConnection()

    def dataReceived(self, data):
        if self.refused:
            return
        if not self.receiving and not self._handlingRequest and not self.requests:
            self.begin_request()  # the next request of a kept-alive connection
        super().dataReceived(data)

    def allContentReceived(self):
        self.end_request()
        super().allContentReceived()

    def connectionLost(self, reason):
        self.end_request()
        if not self.refused:
            super().connectionLost(reason)

    def allHeadersReceived(self):
        http.HTTPChannel.allHeadersReceived(self)
        request = self.requests[-1]
        headers = request.requestHeaders
        chain = b",".join(headers.getRawHeaders(b"x-forwarded-for") or []).decode("latin-1")
        peer = self.transport.getPeer().host
        address = visitor_address(peer, chain, getattr(settings, "WEB_PROXY_UPSTREAM_IPS", []))
        for name in FORWARDED_HEADERS:  # nothing of the visitor's own reaches the server
            headers.removeHeader(name)
        headers.setRawHeaders(b"x-forwarded-for", [address.encode("latin-1")])


class ForwardedForChannel(http.HTTPChannel):
    """The internal web server's channel: a request the portal passed on has the
    visitor's address (its X-Forwarded-For) as its client address."""

    def allHeadersReceived(self):
        http.HTTPChannel.allHeadersReceived(self)
        request = self.requests[-1]
        peer = self.transport.getPeer()
        chain = b",".join(request.requestHeaders.getRawHeaders(b"x-forwarded-for") or [])
        address = visitor_address(peer.host, chain.decode("latin-1"), settings.UPSTREAM_IPS)
        if address != peer.host:
            kind = addresses.IPv6Address if ":" in address else addresses.IPv4Address
            request.client = kind("TCP", address, peer.port)


CHANNELS = {"EvenniaWebProxy": GuardedWebChannel, "EvenniaWebServer": ForwardedForChannel}


def start_plugin_services(service_root):
    """Called by the portal and by the server after their services are made, before
    they listen: their web sites get the channels above."""
    for service in service_root:
        for prefix, channel in CHANNELS.items():
            if (service.name or "").startswith(prefix):
                service.args[1].protocol = channel
