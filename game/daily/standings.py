"""The day's ranking and the month's board as stored: the sets read from the
players (results.py), ranked by ranking.py. The moment is passed in."""

import datetime

from game.daily import days, deals, ranking, results


def day_is_over(day, moment=None):
    return (days.now() if moment is None else moment) >= days.end(day)


def of_day(day, preset, moment=None):
    """(ranked [(place, Standing)], still playing [Standing]) of `day`'s set of
    `preset`; a Standing's key is the character."""
    sets = results.sets_of_day(day, preset)
    return ranking.day_ranking(sets, deals.count(preset), day_is_over(day, moment))


def place_of(obj, day, preset, moment=None):
    """(place, of how many) of `obj` in `day`'s ranking, or None if not ranked."""
    ranked, _ = of_day(day, preset, moment)
    for place, row in ranked:
        if row.key == obj:
            return place, len(ranked)
    return None


def best_of_day(day, preset, moment=None, besides=None):
    """The Standing of the day's best player (the first of the ranking), or the
    best other than `besides` when that one is first; None if nobody is ranked."""
    ranked, _ = of_day(day, preset, moment)
    rows = [row for _, row in ranked]
    if rows and besides is not None and rows[0].key == besides:
        return rows[1] if len(rows) > 1 else None
    return rows[0] if rows else None


def of_month(month, preset, moment=None):
    """(place, MonthRow) of `month` (`2025-06`): every day that is over counts with
    its final ranking, today with the sets finished so far."""
    rankings = []
    for day, sets in sorted(results.sets_of_month(month, preset).items()):
        ranked, _ = ranking.day_ranking(sets, deals.count(preset), day_is_over(day, moment))
        rankings.append(ranked)
    return ranking.month_board(rankings)


def previous_month(month):
    first = datetime.date.fromisoformat(month + "-01")
    return days.month_key(first - days.ONE_DAY)
