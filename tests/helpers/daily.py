"""A base for the tests of the day's deals (game/daily): a fixed clock (a Tuesday
noon in Berlin, moved on by `set_clock`), tables on the test's timers, and a
whole daily set played by taking the first legal move."""

import datetime
from unittest.mock import patch

from evennia.utils.test_resources import EvenniaCommandTest

from game.daily import days
from game.typeclasses import daily as rooms
from tests.helpers.decks import play_out
from tests.helpers.tables import connect, quick_tables

#: Tuesday, 3 June 2025, 12:00 in Berlin
NOON = datetime.datetime(2025, 6, 3, 12, 0, tzinfo=days.BERLIN).timestamp()
DAY = datetime.date(2025, 6, 3)
NEXT_DAY = datetime.date(2025, 6, 4)


class DailyTest(EvenniaCommandTest):
    """char1 and char2 (both connected) in room1; the clock at NOON."""

    def setUp(self):
        super().setUp()
        connect(self.char2)
        self.timers = quick_tables(self)
        self.moment = NOON
        clock = patch("game.daily.days.now", lambda: self.moment)
        clock.start()
        self.addCleanup(clock.stop)

    def set_clock(self, moment):
        self.moment = moment

    def begin(self, obj, preset="66"):
        table = rooms.play_today(obj, preset, self.moment)
        table.timers = self.timers
        return table

    def play_set(self, table, obj, upto=None):
        """Play the set at `table` for `obj` (its first legal move each time, `weiter`
        between deals) until it is over, or until deal `upto` is over."""
        def done():
            match = table.match
            return (match is None or match.over
                    or (upto is not None and match.deal_number >= upto
                        and match.game.result is not None))
        play_out(table, {0: obj}, done)
