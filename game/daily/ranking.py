"""The day's ranking and the month's board, from the sets as data (pure).

A set is {"name", "deals": [{"n", "won", "lost", "net", "augen"}], "done"}. A
set is ranked by its Bilanz (won minus lost: game points in 66, Striche in
Gaigel), ties by its Augen, then by name; equal Bilanz and Augen share a place.
While the day runs only finished sets are ranked, the others are still being
played. Once the day is over every set that was begun is ranked: a deal not
played by midnight scores what the worst player of the day made of it (the
lowest Bilanz, then Augen, of those who played it; nothing if nobody did), so
stopping after a good start gains nothing over playing on.
"""

from dataclasses import dataclass


@dataclass
class Standing:
    """One person's set as ranked."""

    key: object
    name: str
    net: int
    won: int
    lost: int
    augen: int
    played: int
    done: bool

    def order(self):
        return (-self.net, -self.augen, self.name.lower())


def worst_of_deals(sets, count):
    """Deal number -> the worst deal of those who played it ({} where nobody did)."""
    worst = {}
    for found in sets.values():
        for deal in found["deals"]:
            old = worst.get(deal["n"])
            if old is None or (deal["net"], deal["augen"]) < (old["net"], old["augen"]):
                worst[deal["n"]] = deal
    return {n: worst.get(n, {}) for n in range(1, count + 1)}


def standing(key, found, count, worst=None):
    """The Standing of one set; `worst`: the filling of unplayed deals (day over)."""
    deals = {deal["n"]: deal for deal in found["deals"]}
    counted = list(deals.values())
    if worst is not None:
        counted += [worst[n] for n in range(1, count + 1) if n not in deals and worst[n]]
    return Standing(key, found["name"], sum(d["net"] for d in counted),
                    sum(d["won"] for d in counted), sum(d["lost"] for d in counted),
                    sum(d["augen"] for d in counted), len(deals), bool(found["done"]))


def placed(standings):
    """(place, Standing) best first; equal Bilanz and Augen share a place."""
    out = []
    for index, row in enumerate(sorted(standings, key=Standing.order)):
        tied = out and (out[-1][1].net, out[-1][1].augen) == (row.net, row.augen)
        out.append((out[-1][0] if tied else index + 1, row))
    return out


def day_ranking(sets, count, final):
    """(ranked [(place, Standing)], still playing [Standing]) of a day's `sets`
    (key -> set); `final`: the day is over."""
    if final:
        worst = worst_of_deals(sets, count)
        return placed([standing(k, s, count, worst) for k, s in sets.items()]), []
    ranked = placed([standing(k, s, count) for k, s in sets.items() if s["done"]])
    running = sorted((standing(k, s, count) for k, s in sets.items() if not s["done"]),
                     key=lambda row: row.name.lower())
    return ranked, running


@dataclass
class MonthRow:
    """One person's month: the sum of their days' Standings."""

    key: object
    name: str
    net: int = 0
    augen: int = 0
    days: int = 0
    best_days: int = 0

    def order(self):
        return (-self.net, -self.augen, self.name.lower())


def month_board(day_rankings):
    """(place, MonthRow) best first from the days' rankings (lists of (place,
    Standing)); a day's first place counts as a best day."""
    rows = {}
    for ranked in day_rankings:
        for place, row in ranked:
            month = rows.setdefault(row.key, MonthRow(row.key, row.name))
            month.name = row.name
            month.net += row.net
            month.augen += row.augen
            month.days += 1
            month.best_days += place == 1
    out = []
    for index, row in enumerate(sorted(rows.values(), key=MonthRow.order)):
        tied = out and (out[-1][1].net, out[-1][1].augen) == (row.net, row.augen)
        out.append((out[-1][0] if tied else index + 1, row))
    return out
