"""The standings of a tournament: points, Buchholz, place.

Points: what each played board gave (a won match 1, a drawn one ½ to every
seat, a lost one 0), a bye 1, a win without play (the opponent did not come)
1, and a late entrant ½ for each round missed. The tie-break is the
Buchholz: the sum of the points of every opponent met at a board (at a
table of three or four: everyone else at it); byes and wins without play
add nothing. Equal points and Buchholz keep the starting order.
"""

from __future__ import annotations

from dataclasses import dataclass


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


def points_of(state):
    """id -> points so far, from the tournament's dict."""
    points = {e["id"]: float(e.get("late", 0.0)) for e in state["entrants"]}
    for rnd in state["rounds"]:
        for board in rnd["boards"]:
            for key, value in (board.get("result") or {}).items():
                points[int(key)] = points.get(int(key), 0.0) + value
        for i in rnd["byes"]:
            points[i] = points.get(i, 0.0) + 1.0
    return points


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
    return [Row(place, e["id"], e["name"], points.get(e["id"], 0.0), buchholz,
                played(state, e["id"]),
                bool(e["active"]), bool(e["npc"]))
            for place, (_, _, _, e, buchholz) in enumerate(order, 1)]


def played(state, i):
    """Boards `i` played (wins without play not counted)."""
    return sum(1 for rnd in state["rounds"] for board in rnd["boards"]
               if i in board["players"] and board.get("result") and not board.get("forfeit"))


def points_text(value):
    """`2`, `1½`, `½`: points as a German card table writes them."""
    whole, half = int(value), value - int(value) >= 0.5
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"
