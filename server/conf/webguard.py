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

The same module is the portal's and the server's services plugin
(PORTAL_SERVICES_PLUGIN_MODULES, SERVER_SERVICES_PLUGIN_MODULES).
"""

from django.conf import settings
from twisted.internet import address as addresses
from twisted.web import http

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
    """The proxy's HTTP channel: passes on the visitor's real address."""

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
