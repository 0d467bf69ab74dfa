"""Computer players of Gaigel: knowledge, sampling, solver, rules of thumb, players.

`AI` is what the Gaigel family object names (`FAMILY.ai`) and the generic
layer asks (ai/family.py): `leicht` plays by rules of thumb (rules.py),
`normal` and `stark` play each legal move out in sampled deals
(players.py); `call_out` is Aus out of turn, once the party has reached
the goal; `evaluate` judges the moves with the `stark` player's own
sampling, as the own party's chance to win.
"""

from __future__ import annotations

from ...gaigel.family import FAMILY
from ..family import FamilyAI
from . import players, rules
from .knowledge import GaigelKnowledge

#: The one command Gaigel calls out of turn (the family's `out_of_turn`).
(AUS_CALL,) = FAMILY.out_of_turn


class GaigelAI(FamilyAI):
    """leicht, normal, stark of Gaigel; `analyse` counts the winning chance."""

    unit = "chance"
    mistake = 0.08

    def decide(self, view, legal, strength, rng, share, samples):
        """(command, German reason or None, None) for the seat of `view`."""
        if strength == "leicht":
            command, why = rules.choose(view, legal, strength, rng)
        else:
            command, why = players.choose(view, legal, strength, rng, share, samples)
        return (command if command in legal else legal[0]), why, None

    def advice_commands(self, view, legal) -> list:
        """`aus` only once the party has reached the goal (never advise an Untergaigel)."""
        legal = list(legal)
        return legal if rules.reached_goal(view) else [c for c in legal if c != AUS_CALL]

    def call_out(self, view, legal, strength, rng):
        """`aus` once the party has reached the goal (`leicht` sometimes forgets)."""
        return AUS_CALL if rules.calls_aus(view, list(legal), strength, rng) else None

    def determined(self, view) -> bool:
        """The talon empty, one other seat and no face-down card on the table: the
        unseen cards are that seat's hand."""
        k = GaigelKnowledge.from_view(view)
        return k.talon_count == 0 and k.seats == 2 and not k.hidden_slots

    def evaluate(self, view, legal, chosen, rng, samples):
        """Winning chance of the own party per command (`aus` only when called,
        or once the party has reached the goal: below it, Aus is an Untergaigel)."""
        has_goal = rules.reached_goal(view)
        cands = [c for c in legal if c != AUS_CALL]
        tuning = players.TUNING["stark"]
        n = samples or tuning.samples("stark")
        runs = {}
        if AUS_CALL in legal and (has_goal or chosen == AUS_CALL):
            runs[AUS_CALL] = [1.0 if has_goal else 0.0] * n
        if not cands:
            return runs, 0
        k = GaigelKnowledge.from_view(view)
        facts = players.facts_for(k, tuning)
        exact = tuning.exact("stark", k.parties)
        got, _ = players.sample_runs(k, cands, rng, n, exact=exact, facts=facts)
        runs.update({c: [1.0 if v > 0 else 0.5 if v == 0 else 0.0 for v in got[c]]
                     for c in cands})
        return runs, n


AI = GaigelAI()

__all__ = ["AI", "GaigelAI"]
