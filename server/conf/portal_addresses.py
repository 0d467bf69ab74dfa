"""
Open connections per address: a small budget for those not logged in, a wide
one for all.

A club's players share one address, so a cap on all connections of an address
either locks the club out or lets a few idle sockets do it. Instead the
connections that have not logged in yet get a budget of their own
(MAX_IDLE_CONNECTIONS_PER_ADDRESS): when a new one comes and the budget is
full, the oldest of them is closed to make room. A logged-in connection is
never closed or refused because of idle ones; all connections of an address
together stop only at MAX_CONNECTIONS_PER_ADDRESS (memory), and only when none
of them is idle.

Plain bookkeeping, no Twisted: a connection is anything with a `logged_in`
attribute (Evennia's portal sessions set it at login).
"""

from collections import defaultdict


class Addresses:
    """The open connections of every address, oldest first."""

    def __init__(self, idle_limit, total_limit):
        self.idle_limit, self.total_limit = idle_limit, total_limit
        self.open = defaultdict(list)

    def admit(self, address, connection):
        """(admitted, to_close): whether `connection` may stay, and the idle connections
        of its address that must be closed to make room for it (already forgotten here)."""
        held = self.open[address]
        idle = [other for other in held if not other.logged_in]
        to_close = []
        while idle and (len(idle) >= self.idle_limit or len(held) >= self.total_limit):
            oldest = idle.pop(0)
            held.remove(oldest)
            to_close.append(oldest)
        if len(held) >= self.total_limit:  # every one of them logged in
            return False, to_close
        held.append(connection)
        return True, to_close

    def leave(self, address, connection):
        """Forget a closed connection (one closed to make room is forgotten already)."""
        held = self.open.get(address)
        if held and connection in held:
            held.remove(connection)
        if not held:
            self.open.pop(address, None)

    def count(self, address):
        return len(self.open.get(address, ()))
