"""The shipped puzzles and the puzzle of the day.

The puzzles of a family live in data/<family>.json (made reproducibly by
tools/make_puzzles.py from seeded computer games), numbered from 1. The puzzle
of the day is picked by the day's date in Europe/Berlin (the server's midnight
for everyone), the same for every person.
"""

import datetime
import functools
import hashlib
import json
from pathlib import Path
from zoneinfo import ZoneInfo

DATA = Path(__file__).resolve().parent / "data"
BERLIN = ZoneInfo("Europe/Berlin")


def families() -> list:
    """The families there are puzzles for („66“, „gaigel“)."""
    return sorted(path.stem for path in DATA.glob("*.json"))


@functools.cache
def puzzles_of(family) -> tuple:
    """The puzzles of `family`, in their numbers' order (empty if none)."""
    path = DATA / f"{family}.json"
    if not path.exists():
        return ()
    return tuple(dict(found, family=family)
                 for found in json.loads(path.read_text(encoding="utf-8")))


def puzzle(family, number):
    """Puzzle `number` (1 up) of `family`, or None."""
    found = puzzles_of(family)
    return found[number - 1] if 1 <= number <= len(found) else None


def today() -> datetime.date:
    """The day it is in Europe/Berlin."""
    return datetime.datetime.now(BERLIN).date()


def of_the_day(family, day=None):
    """The puzzle of the day `day` (default today) for `family`."""
    found = puzzles_of(family)
    if not found:
        return None
    day = day or today()
    digest = hashlib.sha256(f"{family}:{day.isoformat()}".encode()).digest()
    return found[int.from_bytes(digest[:8], "big") % len(found)]
