"""The questions a thinking worker answers, as plain functions of plain data.

Only the engine is imported (no Evennia, Django or Twisted), so the same jobs
run in the server's local process pool and on a Dask worker on another machine
that has nothing but this checkout's `game/cardgames` (game/thinking.py sends
them; game/cluster.py finds the cluster).
"""

import random


def choose_job(view, legal, strength, seed, budget):
    """The computer player's command for `view` (seat's view) among `legal`."""
    from . import choose

    return choose(view, legal, strength, rng=random.Random(seed), budget=budget)


def hint_job(view, legal, family):
    """The strong player's advice: (command, reason in card names `family`)."""
    from . import hint

    return hint(view, legal, family=family)


def positions_job(record, seat):
    """The decisions of `seat` in the finished game `record` (for `analyse`)."""
    from .analysis import positions

    return positions(record, seat)


def judge_job(position, seed):
    """The strong player's judgement of one decision (for `analyse`)."""
    from .analysis import judge_position

    return judge_position(position, seed)
