"""Each person's results of the day's deals: the only writer of the character's
Attribute `daily_results`.

`daily_results` maps a day (`2025-06-03`) to the sets begun that day, per
preset: {"name", "started", "deals": [{"n", "won", "lost", "net", "augen",
"against", "reason", "id"}], "done"}. A set is begun once (`begin` refuses a
second), each deal is booked once (`book`, by its number), and the set is done
when every deal is booked. A Tag per day and game (category `tagesspiel`) and
per month and game (`tagesspiel-monat`) finds the day's and the month's
players without reading every character. Days older than KEEP_DAYS are
dropped when a new set begins (the month's board needs this month's and the
last one's).
"""

import datetime

from evennia.utils.dbserialize import deserialize
from evennia.utils.search import search_tag

from game.common.stored import write_value
from game.daily import days, deals

ATTRIBUTE = "daily_results"
DAY_TAG = "tagesspiel"
MONTH_TAG = "tagesspiel-monat"
KEEP_DAYS = 70


class DailyError(ValueError):
    """A refusal in German: the set was begun already, ..."""


def stored(obj):
    """`obj`'s results as plain data: day -> preset -> set."""
    return deserialize(obj.attributes.get(ATTRIBUTE, default=None) or {})


def set_of(obj, day, preset):
    """`obj`'s set of `preset` on `day`, or None if it was not begun."""
    found = stored(obj).get(days.key(day), {}).get(preset)
    return found or None


def day_tag(day, preset):
    return f"{days.key(day)}:{preset}"


def month_tag(month, preset):
    return f"{month}:{preset}"


def begin(obj, day, preset, moment=None):
    """Note that `obj` begins `day`'s set of `preset`; DailyError if it did before."""
    if set_of(obj, day, preset) is not None:
        raise DailyError("Das Tagesspiel von heute hast du schon begonnen; jeder spielt es "
                         "nur einmal.")
    data = stored(obj)
    data.setdefault(days.key(day), {})[preset] = {
        "name": obj.key, "started": days.now() if moment is None else moment,
        "deals": [], "done": False}
    oldest = days.key(day - datetime.timedelta(days=KEEP_DAYS))
    gone = [key for key in data if key < oldest]
    for key in gone:
        for old_preset in data.pop(key):
            obj.tags.remove(f"{key}:{old_preset}", category=DAY_TAG)
    kept_months = {key[:7] for key in data}
    for tag in obj.tags.get(category=MONTH_TAG, return_list=True):
        if tag.split(":")[0] not in kept_months:
            obj.tags.remove(tag, category=MONTH_TAG)
    write_value(obj, ATTRIBUTE, data)
    obj.tags.add(day_tag(day, preset), category=DAY_TAG)
    obj.tags.add(month_tag(days.month_key(day), preset), category=MONTH_TAG)


def book(obj, day, preset, deal):
    """Book one finished deal (a dict with its number `n`) into `obj`'s set;
    False if that deal was booked before or the set was never begun."""
    data = stored(obj)
    found = data.get(days.key(day), {}).get(preset)
    if found is None or any(old["n"] == deal["n"] for old in found["deals"]):
        return False
    found["deals"].append(dict(deal))
    found["done"] = len(found["deals"]) >= deals.count(preset)
    write_value(obj, ATTRIBUTE, data)
    return True


def sets_of_day(day, preset):
    """{character: set} of everybody who began `day`'s set of `preset`."""
    out = {}
    for obj in search_tag(day_tag(day, preset), category=DAY_TAG):
        found = set_of(obj, day, preset)
        if found is not None:
            out[obj] = found
    return out


def sets_of_month(month, preset):
    """{day: {character: set}} of the days of `month` (`2025-06`) with sets of `preset`."""
    out = {}
    for obj in search_tag(month_tag(month, preset), category=MONTH_TAG):
        for key, sets in stored(obj).items():
            if key.startswith(month) and preset in sets:
                out.setdefault(days.from_key(key), {})[obj] = sets[preset]
    return out


def unfinished(obj, day):
    """The presets of `obj`'s sets begun on `day` and not done."""
    return [preset for preset, found in stored(obj).get(days.key(day), {}).items()
            if not found["done"]]
