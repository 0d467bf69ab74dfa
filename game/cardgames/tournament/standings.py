"""The standings of a tournament: points, Buchholz, place.

Points: what each played board gave (a won match 1, a drawn one ½ to every
seat, a lost one 0), a bye (BYE_POINTS), a win without play (the opponent did
not come) 1, and a late entrant ½ for each round missed. A bye scores what a
seat at that size of table scores on average: at tables of three one of three
wins, so ⅓; at tables of four a party of two of four wins, so ½; at tables of
two it stays the full point of the Swiss system (FIDE's rule). The tie-break is the
Buchholz: the sum of the points of every opponent met at a board (at a
table of three or four: everyone else at it); byes and wins without play
add nothing. Equal points and Buchholz share a place (partners who won
together stand side by side), listed in the starting order.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Row:
    """One line of the standings."""

    place: int
    id: int
    name: str
    points: float
    buchholz: float
    played: int
    active: bool
    computer: bool


#: seats at a table -> what a bye scores (the module's docstring says why)
BYE_POINTS = {2: 1.0, 3: 1 / 3, 4: 0.5}


def bye_points(seats):
    """What a bye scores at tables of `seats`."""
    return BYE_POINTS.get(seats, 1.0)


def points_of(state):
    """id -> points so far, from the tournament's dict."""
    points = {e["id"]: float(e.get("late", 0.0)) for e in state["entrants"]}
    bye = bye_points(state.get("seats", 2))
    for rnd in state["rounds"]:
        for board in rnd["boards"]:
            for key, value in (board.get("result") or {}).items():
                points[int(key)] = points.get(int(key), 0.0) + value
        for i in rnd["byes"]:
            points[i] = points.get(i, 0.0) + bye
    return {i: round(value, 9) for i, value in points.items()}


def opponents_of(state):
    """id -> ids met at a played board (once per meeting)."""
    met = {e["id"]: [] for e in state["entrants"]}
    for rnd in state["rounds"]:
        for board in rnd["boards"]:
            if not board.get("result") or board.get("forfeit"):
                continue
            for i in board["players"]:
                met.setdefault(i, []).extend(o for o in board["players"] if o != i)
    return met


def standings(state):
    """The rows, best first."""
    points = points_of(state)
    met = opponents_of(state)
    order = []
    for entry in state["entrants"]:
        i = entry["id"]
        buchholz = sum(points.get(o, 0.0) for o in met.get(i, []))
        order.append((-points.get(i, 0.0), -buchholz, entry["number"], entry, buchholz))
    order.sort(key=lambda item: item[:3])
    rows = []
    for index, (minus_points, minus_buchholz, _, e, buchholz) in enumerate(order):
        tied = index and order[index - 1][:2] == (minus_points, minus_buchholz)
        place = rows[-1].place if tied else index + 1
        rows.append(Row(place, e["id"], e["name"], points.get(e["id"], 0.0), buchholz,
                        played(state, e["id"]), bool(e["active"]), bool(e["npc"])))
    return rows


def played(state, i):
    """Boards `i` played (wins without play not counted)."""
    return sum(1 for rnd in state["rounds"] for board in rnd["boards"]
               if i in board["players"] and board.get("result") and not board.get("forfeit"))


#: the fractions a tournament's points come in (halves, thirds, quarters)
FRACTIONS = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔",
             Fraction(1, 4): "¼", Fraction(3, 4): "¾"}


def points_text(value):
    """`2`, `1½`, `½`, `1⅓`: points as a German card table writes them."""
    exact = Fraction(value).limit_denominator(12)
    whole = int(exact)
    rest = FRACTIONS.get(exact - whole)
    if rest is None:
        return str(whole)
    return f"{whole}{rest}" if whole else rest
