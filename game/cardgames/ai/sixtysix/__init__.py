"""Computer players of the 66 family: knowledge, sampling, solver, draw search, players.

`AI` is what the 66 family object names (`FAMILY.ai`) and the generic layer
asks (ai/family.py): `decide` a command out of `legal` with the choice the
reasons are read from (reasons.py), and `evaluate` every move on sampled
deals for `analyse` with the `stark` player's own sampling (players.py).
"""

from __future__ import annotations

from ...errors import IllegalMove
from ...sixtysix.core import ANNOUNCE, CLOSE, EXCHANGE, MELD
from ...words import parse_command
from ..family import ONLY_MOVE, FamilyAI
from . import players
from .knowledge import Knowledge
from .players import PLAYERS, Context
from .reasons import reason

#: Analysis: samples per decision once no card is drawn any more (each solved exactly) ...
SAMPLES_EXACT = players.SAMPLES["stark"]
#: ... and with the talon open: move evaluations in all (half the `stark`
#: player's STARK_WORK: a whole game is judged in the time of a few of its
#: decisions), between these bounds of samples.
WORK_OPEN = players.STARK_WORK // 2
SAMPLES_OPEN = (16, players.STARK_MAX_SAMPLES // 2)


class SixtySixAI(FamilyAI):
    """leicht, normal, stark of the 66 family; `analyse` counts game points."""

    unit = "punkte"
    mistake = 0.25

    def decide(self, view, legal, strength, rng, share, samples):
        """(command, choice, context) for the seat of `view`: choice and context
        feed the reasons (reasons.py); context None when there was nothing to weigh."""
        moves = _moves_of(legal, view)
        if len(legal) == 1 or moves is None:
            return (legal[0] if moves is not None else rng.choice(legal)), None, None
        ctx = Context.make(view, list(moves.values()), rng, share, samples,
                           players.TUNING[strength])
        choice = PLAYERS[strength](ctx)
        text = {m: t for t, m in moves.items()}.get(choice.move)
        if text is None:                       # never answer outside `legal`
            text = legal[0]
        return text, choice, ctx

    def reason(self, view, command, choice, context) -> str:
        if context is None:
            return ONLY_MOVE
        return reason(context, choice, command)

    def determined(self, view) -> bool:
        """No face-down talon card and one other hand: the unseen cards are that hand."""
        k = Knowledge.from_view(view)
        others = [s for s in range(k.seats) if s != k.seat and k.side[s] >= 0]
        return k.talon_hidden == 0 and len(others) == 1

    def evaluate(self, view, legal, chosen, rng, samples):
        """Game points per command over sampled deals, as the `stark` player
        samples: each deal solved exactly once no card is drawn any more; with
        the talon open played out (policy, then exact), the moves clearly
        behind both the best and the chosen one dropping out."""
        moves = _moves_of(legal, view)
        if moves is None:
            raise ValueError("Diese Züge kann die Analyse nicht lesen.")
        ctx = Context.make(view, list(moves.values()), rng, tuning=players.TUNING["stark"])
        first = ctx.sample()
        core = list(moves.values())
        if players._solvable(first):
            n = samples or SAMPLES_EXACT
            runs, _ = players.exact_runs(ctx, first, core, n)
        else:
            low, high = SAMPLES_OPEN
            work = WORK_OPEN // players.exact_cost(ctx, first)
            n = samples or max(low, min(high, work // len(moves)))
            runs, _, _ = players.playout_runs(ctx, first, core, n, keep=moves.get(chosen),
                                              prune=samples is None, alone_stops=False)
        return {text: runs[m] for text, m in moves.items()}, n


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


AI = SixtySixAI()

__all__ = ["AI", "SixtySixAI"]
