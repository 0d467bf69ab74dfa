"""Computer players of Gaigel: knowledge, sampling, solver, rules of thumb, players.

`decide` is what `game.cardgames.ai` asks of this family: `leicht` plays by
rules of thumb (rules.py), `normal` and `stark` play each legal move out in
sampled deals (players.py).
"""

from __future__ import annotations

from . import players, rules


def advice_commands(view, legal) -> list:
    """The commands advice may name: `aus` only once the party has reached the
    goal (never advise an Untergaigel)."""
    legal = list(legal)
    return legal if rules.reached_goal(view) else [c for c in legal if c != "aus"]


def decide(view, legal, strength, rng, share, samples):
    """(command, German reason or None, None) for the seat of `view`."""
    if strength == "leicht":
        command, why = rules.choose(view, legal, strength, rng)
    else:
        command, why = players.choose(view, legal, strength, rng, share, samples)
    return (command if command in legal else legal[0]), why, None
