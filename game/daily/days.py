"""The day of the Tagesspiel: the date in Europe/Berlin, when it begins and ends,
and the words for a day a player types or reads. The moment is passed in (tests
pass their own); `now()` reads the clock where none is."""

import datetime
import re
import time
from zoneinfo import ZoneInfo

BERLIN = ZoneInfo("Europe/Berlin")
WEEKDAYS = ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag")
ONE_DAY = datetime.timedelta(days=1)


def now():
    """The clock's time (seconds since the epoch)."""
    return time.time()


def today(moment=None) -> datetime.date:
    """The day it is at `moment` (default: now) in Europe/Berlin."""
    return datetime.datetime.fromtimestamp(now() if moment is None else moment, BERLIN).date()


def start(day) -> float:
    """The moment `day` begins: midnight in Europe/Berlin (seconds since the epoch)."""
    return datetime.datetime.combine(day, datetime.time.min, BERLIN).timestamp()


def end(day) -> float:
    """The moment `day` is over: the next midnight in Europe/Berlin."""
    return start(day + ONE_DAY)


def key(day) -> str:
    """The day as stored: `2025-06-03`."""
    return day.isoformat()


def month_key(day) -> str:
    """The month as stored: `2025-06`."""
    return f"{day.year:04d}-{day.month:02d}"


def from_key(text) -> datetime.date:
    return datetime.date.fromisoformat(text)


def label(day) -> str:
    """`Dienstag, 03.06.2025`."""
    return f"{WEEKDAYS[day.weekday()]}, {day:%d.%m.%Y}"


def short(day) -> str:
    """`03.06.`."""
    return f"{day:%d.%m.}"


MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
          "September", "Oktober", "November", "Dezember")


def month_label(month) -> str:
    """`Juni 2025` for `2025-06`."""
    year, number = month.split("-")
    return f"{MONTHS[int(number) - 1]} {year}"


_DATE = re.compile(r"^(\d{1,2})\.(\d{1,2})\.(\d{2,4})?$")


def parse(word, moment=None):
    """The day a player names: `heute`, `gestern`, `vorgestern`, `3.6.`, `03.06.2025`,
    `2025-06-03`; None if `word` names none."""
    word = (word or "").strip().lower()
    day = today(moment)
    named = {"heute": day, "gestern": day - ONE_DAY, "vorgestern": day - 2 * ONE_DAY}
    if word in named:
        return named[word]
    try:
        return datetime.date.fromisoformat(word)
    except ValueError:
        pass
    found = _DATE.match(word)
    if not found:
        return None
    dd, mm, yy = found.groups()
    year = int(yy) + (2000 if yy and len(yy) == 2 else 0) if yy else day.year
    try:
        named = datetime.date(year, int(mm), int(dd))
    except ValueError:
        return None
    if not yy and named > day:  # `31.12.` said in January: last year's
        named = named.replace(year=year - 1)
    return named
