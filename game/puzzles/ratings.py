"""The puzzles' own ratings: how hard each one turned out for the people who tried it.

A puzzle is rated like a player (openskill, game/cardgames/rating.py): a right
first answer is a win of the person over the puzzle, a wrong one a win of the
puzzle. The ratings are kept in one ServerConfig entry (`puzzle_ratings`:
{"<family>:<number>": rating}), written only here.
"""

from evennia.server.models import ServerConfig

from game.cardgames import rating

KEY = "puzzle_ratings"


def key_of(puzzle) -> str:
    return f"{puzzle['family']}:{puzzle['number']}"


def all_ratings() -> dict:
    return dict(ServerConfig.objects.conf(KEY, default={}) or {})


def rating_of(puzzle) -> dict:
    return rating.rating_from(all_ratings().get(key_of(puzzle)))


def book(person_rating, puzzle, right) -> dict:
    """Rate one first answer; returns the person's new rating (the puzzle's is kept)."""
    ranks = [1, 2] if right else [2, 1]
    (person,), (new_puzzle,) = rating.rate([[person_rating], [rating_of(puzzle)]], ranks)
    ratings = all_ratings()
    ratings[key_of(puzzle)] = new_puzzle
    ServerConfig.objects.conf(KEY, ratings)
    return person
