"""Stand-ins for timers, the reactor and the worker pool in table tests."""

import queue
import time

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
        """Computer players move until a human is to act (their time is up at once)."""
        while self.fire("npc_move"):
            pass


def first_legal(view, legal, strength, seed, budget):
    """A computer player that always takes its first legal move (tests only)."""
    return defer.succeed(legal[0])


def advice_at_once(view, legal, family="deutsch"):
    """`rat` answered in this process at once (tests only; the server asks a worker)."""
    from game.cardgames.ai import hint

    return defer.succeed(hint(view, legal, family=family))


def connect(obj):
    """Let `obj` count as connected, as Evennia's tests connect `char1` (a table
    frees the seats of people who are not connected). Test only."""
    obj.sessions.count = lambda: 1


class FakeTimer:
    """A timer of the fake reactor: fired by the test, never by the clock."""

    def __init__(self, seconds, function, args):
        self.seconds, self.function, self.args, self.cancelled = seconds, function, args, False

    def active(self):
        return not self.cancelled

    def cancel(self):
        self.cancelled = True

    def fire(self):
        self.cancelled = True
        self.function(*self.args)


class FakeReactor:
    """Stands in for the reactor: answers queue up and run on the test's thread."""

    def __init__(self):
        self.answers = queue.Queue()
        self.timers = []
        self.errors = []

    def call_from_thread(self, function, *args):
        self.answers.put((function, args))

    def call_later(self, seconds, function, *args):
        self.timers.append(FakeTimer(seconds, function, args))
        return self.timers[-1]

    def run_until(self, deferred, timeout=120):
        """Run queued answers until `deferred` fired; its result."""
        got = []
        deferred.addCallback(got.append)
        self.run_while(lambda: not got, timeout)
        return got[0]

    def run_while(self, condition, timeout=120):
        """Run queued answers on this thread while `condition()` holds (the
        timeout is a safety net for a hung test, not a timing)."""
        deadline = time.monotonic() + timeout
        while condition() and time.monotonic() < deadline:
            try:
                function, args = self.answers.get(timeout=0.5)
            except queue.Empty:
                continue
            function(*args)
        assert not condition(), f"no answer came back; log: {self.errors}"
