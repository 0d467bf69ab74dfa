"""The day of the Tagesspiel (game/daily/days.py): midnight in Europe/Berlin, also
across the clock changes; the days players type."""

import datetime

from game.daily import days

NOON = datetime.datetime(2025, 6, 3, 12, 0, tzinfo=days.BERLIN).timestamp()


def test_the_day_turns_at_midnight_in_berlin_not_utc():
    midnight = days.start(datetime.date(2025, 6, 4))
    assert days.today(midnight - 1) == datetime.date(2025, 6, 3)
    assert days.today(midnight) == datetime.date(2025, 6, 4)
    assert datetime.datetime.fromtimestamp(midnight, datetime.timezone.utc).hour == 22


def test_a_day_of_the_clock_change_has_23_or_25_hours():
    spring, autumn = datetime.date(2025, 3, 30), datetime.date(2025, 10, 26)
    assert days.end(spring) - days.start(spring) == 23 * 3600
    assert days.end(autumn) - days.start(autumn) == 25 * 3600


def test_the_words_for_a_day():
    assert days.parse("heute", NOON) == datetime.date(2025, 6, 3)
    assert days.parse("gestern", NOON) == datetime.date(2025, 6, 2)
    assert days.parse("1.6.", NOON) == datetime.date(2025, 6, 1)
    assert days.parse("03.06.2025", NOON) == datetime.date(2025, 6, 3)
    assert days.parse("2025-05-31", NOON) == datetime.date(2025, 5, 31)
    assert days.parse("31.12.", NOON) == datetime.date(2024, 12, 31)  # not ahead of today
    assert days.parse("3", NOON) is None and days.parse("31.2.", NOON) is None


def test_the_labels_read_german():
    assert days.label(datetime.date(2025, 6, 3)) == "Dienstag, 03.06.2025"
    assert days.month_label("2025-03") == "März 2025"
