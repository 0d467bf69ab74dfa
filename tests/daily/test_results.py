"""Each person's results of the day's deals (game/daily/results.py): a set begun
once, each deal booked once, found by day and month, old days dropped."""

import datetime

from game.daily import results
from tests.helpers.daily import DAY, NOON, DailyTest


def deal(n, net=1):
    return {"n": n, "won": max(net, 0), "lost": max(-net, 0), "net": net, "augen": 70,
            "against": 50, "reason": "", "id": None}


class TestResults(DailyTest):
    def test_a_set_is_begun_once_and_each_deal_booked_once(self):
        results.begin(self.char1, DAY, "gaigel2", NOON)
        with self.assertRaises(results.DailyError):
            results.begin(self.char1, DAY, "gaigel2", NOON)
        assert results.book(self.char1, DAY, "gaigel2", deal(1))
        assert not results.book(self.char1, DAY, "gaigel2", deal(1, net=5))
        for n in (2, 3, 4):
            results.book(self.char1, DAY, "gaigel2", deal(n))
        found = results.set_of(self.char1, DAY, "gaigel2")
        assert found["done"] and [d["net"] for d in found["deals"]] == [1, 1, 1, 1]

    def test_a_deal_of_a_set_never_begun_is_not_booked(self):
        assert not results.book(self.char1, DAY, "66", deal(1))

    def test_the_day_and_the_month_find_their_players(self):
        results.begin(self.char1, DAY, "66", NOON)
        results.begin(self.char2, DAY, "66", NOON)
        results.begin(self.char2, DAY, "gaigel2", NOON)
        assert set(results.sets_of_day(DAY, "66")) == {self.char1, self.char2}
        assert set(results.sets_of_day(DAY, "gaigel2")) == {self.char2}
        month = results.sets_of_month("2025-06", "66")
        assert list(month) == [DAY] and set(month[DAY]) == {self.char1, self.char2}

    def test_days_long_gone_are_dropped_with_their_tags(self):
        old = DAY - datetime.timedelta(days=results.KEEP_DAYS + 1)
        results.begin(self.char1, old, "66", NOON)
        results.begin(self.char1, DAY, "66", NOON)
        assert results.set_of(self.char1, old, "66") is None
        assert results.sets_of_day(old, "66") == {}
        assert results.sets_of_month(old.strftime("%Y-%m"), "66") == {}
