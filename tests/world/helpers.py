"""Stand-ins for timers and the worker pool in table tests."""

from twisted.internet import defer


class TimerLog:
    """Stands in for evennia's `delay`: records timers, fires them on demand."""

    def __init__(self):
        self.pending = []

    def __call__(self, seconds, callback, *args, **kwargs):
        self.pending.append((seconds, callback, args))

    def fire(self, name):
        """Fire the first pending timer whose callback is called `name`."""
        for index, (_, callback, args) in enumerate(self.pending):
            if callback.__name__ == name:
                del self.pending[index]
                callback(*args)
                return True
        return False

    def let_computers_play(self):
        """Computer players move until a human is to act."""
        while self.fire("npc_think"):
            pass


def first_legal(view, legal, strength, seed, budget):
    """A computer player that always takes its first legal move (tests only)."""
    return defer.succeed(legal[0])


def connect(obj):
    """Let `obj` count as connected, as Evennia's tests connect `char1` (a table
    frees the seats of people who are not connected). Test only."""
    obj.sessions.count = lambda: 1
