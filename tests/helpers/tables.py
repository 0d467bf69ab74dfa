"""Stand-ins for timers, the reactor and the worker pool in table tests; a fixed deal."""

import queue
import time
from unittest.mock import patch

from twisted.internet import defer

HAND_66 = ["herz ass", "herz könig", "herz ober", "schellen zehn", "eichel neun", "laub zehn"]
#: a 66 deal the examples and the French names are shown on: seat 0 holds HAND_66
DEAL_66 = {
    "hands": [HAND_66, ["eichel ass", "eichel zehn", "eichel könig", "eichel ober",
                        "laub ass", "laub könig"]],
    "trump": "eichel unter",
    "talon": ["laub ober", "laub unter", "laub neun", "herz zehn", "herz unter", "herz neun",
              "schellen ass", "schellen könig", "schellen ober", "schellen unter",
              "schellen neun"],
}


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
        """Computer players move (or call Aus) until a human is to act (their time
        is up at once)."""
        while self.fire("npc_move") or self.fire("npc_call_out"):
            pass


def quick_tables(test):
    """Patch `test` (a TestCase) so tables run on its command: their timers go to the
    TimerLog returned, computer players take their first legal move, `rat`
    answers at once and no move asks first (as after `anzeige nachfragen aus`;
    tests/commands/table/test_asking.py asks). Undone when the test ends."""
    timers = TimerLog()
    for p in (patch("game.table.turns.delay", timers),
              patch("game.thinking.think", first_legal),
              patch("game.thinking.advise", advice_at_once),
              patch("game.commands.table.moves.asks_first", lambda obj: False)):
        p.start()
        test.addCleanup(p.stop)
    return timers


def deal_fixed(table, kind, deal, **options):
    """Replace the running game at `table` by a game of `kind` dealt `deal`
    (seat 1 deals, so seat 0 leads); `options` as new_game takes them."""
    from game.cardgames import new_game

    match = table.match
    match.game = new_game(kind, deal=deal, dealer=1, names=match.game.names, **options)
    table.save_match(match)


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
