"""Computer players of the 66 family: knowledge, sampling, solver, draw search, players.

`decide` is what `game.cardgames.ai` asks of this family: a command out of
`legal` for the seat of `view`, with the choice the reasons are read from.
"""

from __future__ import annotations

from ...errors import IllegalMove
from ...sixtysix.core import ANNOUNCE, CLOSE, EXCHANGE, MELD
from ...words import parse_command
from .players import PLAYERS, Context


def advice_commands(view, legal) -> list:
    """The commands advice may name: all of them in 66."""
    return list(legal)


def decide(view, legal, strength, rng, share, samples):
    """(command, choice, context) for the seat of `view`: choice and context
    feed the reasons (reasons.py); context None when there was nothing to weigh."""
    moves = _moves_of(legal, view)
    if len(legal) == 1 or moves is None:
        return (legal[0] if moves is not None else rng.choice(legal)), None, None
    ctx = Context.make(view, list(moves.values()), rng, share, samples)
    choice = PLAYERS[strength](ctx)
    text = {m: t for t, m in moves.items()}.get(choice.move)
    if text is None:                       # never answer outside `legal`
        text = legal[0]
    return text, choice, ctx


def _moves_of(legal, view):
    """{command text: core move} for every legal command, None if unreadable."""
    low_allowed = view["options"].get("deck", 24) == 24
    out = {}
    for text in legal:
        try:
            kind, arg = parse_command(text, low_allowed)
        except IllegalMove:
            return None
        out[text] = {
            "lege": lambda a: a, "melde": lambda a: MELD + a, "raube": lambda a: EXCHANGE,
            "decke": lambda a: CLOSE, "genug": lambda a: ANNOUNCE,
        }[kind](arg)
    return out
