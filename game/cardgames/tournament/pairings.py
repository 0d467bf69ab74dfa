"""Who plays whom in a round: the Swiss system, round robin, tables by score.

Two-seat games are paired by the caissify-pairings package: its FIDE Dutch
engine for the Swiss system (score groups, no rematch, one bye at most per
entrant) and its FIDE Berger tables for round robin. Cards have no colours;
seat 0 (who leads the first game) stands for White, so the engine evens out
who leads. Games of three or four seats sit at tables grouped by score: the
leaders together at board 1, as large card sites do; who is left over gets
a bye, those with the fewest byes and the lowest place first.
"""

from __future__ import annotations

from enum import StrEnum

from caissify_pairings import generate_pairings

WHITE, BLACK, NONE = "white", "black", "none"


class System(StrEnum):
    """How a tournament pairs its rounds."""

    SWISS = "swiss"              # FIDE Dutch (two seats)
    ROUND_ROBIN = "round_robin"  # FIDE Berger tables (two seats, at most 6 entrants)
    GROUPS = "groups"            # tables of three or four, grouped by score


#: round robin for at most this many entrants
ROUND_ROBIN_MAX = 6


def round_robin_rounds(count):
    """Rounds of a round robin of `count` entrants (one bye a round when odd)."""
    return count - 1 if count % 2 == 0 else count


def choose_system(seats, count, rounds):
    """The system for `count` entrants at tables of `seats`, `rounds` wanted:
    round robin when at most six play and the rounds suffice for everybody to
    meet everybody; else Swiss; tables by score for three or four seats."""
    if seats > 2:
        return System.GROUPS
    if count <= ROUND_ROBIN_MAX and rounds >= round_robin_rounds(count):
        return System.ROUND_ROBIN
    return System.SWISS


class NoPairing(Exception):
    """No round can be paired without a rematch."""


def swiss(players, previous, round_number, total_rounds):
    """One Swiss round by the FIDE Dutch system.

    Args:
        players: dicts with `id`, `score`, `rating`, `number` (starting
            number), `colours` (white/black/none per round), `floats`
            (up/down/none per round) and `byes`.
        previous: set of (id, id) pairs that already met.
    Returns:
        (pairs, byes): pairs as [id at seat 0, id at seat 1], byes as ids.
    """
    entries = [{"id": p["id"], "name": str(p["id"]), "score": float(p["score"]),
                "rating": int(p.get("rating") or 0), "starting_number": p["number"],
                "color_hist": list(p["colours"]), "float_history": list(p["floats"]),
                "bye_count": p["byes"]} for p in players]
    if len(entries) < 2:
        return [], [p["id"] for p in players]
    try:
        found = generate_pairings("dutch", entries, set(previous), round_number,
                                  max(total_rounds, round_number))
    except Exception as err:  # the engine finds no legal pairing
        raise NoPairing(str(err)) from None
    return split(found)


def round_robin(numbers, round_number):
    """One round of the Berger tables; `numbers` maps id -> starting number."""
    entries = [{"id": i, "name": str(i), "score": 0.0, "rating": 0, "starting_number": n,
                "color_hist": [], "float_history": [], "bye_count": 0}
               for i, n in numbers.items()]
    found = generate_pairings("round_robin", entries, set(), round_number,
                              round_robin_rounds(len(entries)))
    return split(found)


def split(found):
    pairs = [[p["white_id"], p["black_id"]] for p in found if p.get("black_id") is not None]
    byes = [p["white_id"] for p in found if p.get("black_id") is None]
    return pairs, byes


def groups(ranked, seats, byes_had):
    """Tables of `seats` from `ranked` ids (best first); the rest get byes:
    those with the fewest byes so far, the lowest placed among them first."""
    spare = len(ranked) % seats
    order = list(ranked)
    resting = []
    for _ in range(spare):
        fewest = min(byes_had.get(i, 0) for i in order)
        pick = [i for i in order if byes_had.get(i, 0) == fewest][-1]
        order.remove(pick)
        resting.append(pick)
    return [order[i:i + seats] for i in range(0, len(order), seats)], resting
