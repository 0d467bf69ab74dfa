"""`statistik` is made off the reactor when it is large (issue 47): while the exact
odds of a situation are still to be computed, the text is rendered in a thread and
sent when it is done; once they are known it comes at once. The counters are read
on the server's thread, the thread gets plain data."""

from unittest.mock import patch

from evennia.utils.ansi import strip_ansi
from evennia.utils.test_resources import EvenniaCommandTest
from twisted.internet import defer

from game.books import dealcounts
from game.cardgames import dealstats
from game.commands.fairness import CmdStatistik

KEY = "24:1:012345:6:0"


class TestStatistikOffTheReactor(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        for _ in range(3):
            dealcounts.book(self.char1, f"test:{_}", "66", (KEY, {"trumps": 1, "aces": 2,
                                                                 "marriages": 0}),
                            [], ("012345", 0))
        self.threads = []

        def in_thread(function, *args):
            self.threads.append((function, args))
            self.pending = defer.Deferred()
            return self.pending
        patcher = patch("game.commands.fairness.deferToThread", in_thread)
        patcher.start()
        self.addCleanup(patcher.stop)

    def test_odds_still_to_compute_go_to_a_thread_and_the_text_follows(self):
        dealstats._ODDS.pop(KEY, None)
        assert dealcounts.heavy(dealcounts.stats_of(self.char1), ["66"])
        with patch.object(self.char1, "msg") as told:
            CmdStatistik.func(self.command("66"))
            assert not told.called  # nothing computed on the reactor's thread
            function, args = self.threads[0]
            data, kinds, words = args
            assert function is dealcounts.render and kinds == ["66"] and isinstance(data, dict)
            self.pending.callback(function(*args))  # the thread's answer, back on the reactor
        text = strip_ansi(told.call_args.args[0])
        assert "Ausgeteilt: deine Karten gegen den Zufall" in text and "66 (3 Spiele)" in text

    def command(self, args):
        cmd = CmdStatistik()
        cmd.caller, cmd.args = self.char1, args
        return cmd

    def test_known_odds_answer_at_once(self):
        dealstats.odds(KEY)
        assert not dealcounts.heavy(dealcounts.stats_of(self.char1), ["66"])
        self.call(CmdStatistik(), "66", "Ausgeteilt: deine Karten gegen den Zufall")
        assert not self.threads
