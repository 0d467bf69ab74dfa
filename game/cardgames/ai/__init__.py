"""Computer players: `choose` a command for a seat, `hint` for the `rat` command.

A player sees only what `Game.view(seat)` and `Game.legal(seat)` give, plus
a random generator and a time budget, and answers with one canonical
command taken from `legal`.  Strengths: "leicht", "normal", "stark"
(RULES.md section 5).  Imports nothing from Evennia.

The players of each family live in its folder, like the engine's families:
sixtysix/ (knowledge, sampling, solver, draw search, players, reasons) and
gaigel/ (knowledge, sampling, solver, rules of thumb, players); `FAMILIES`
finds them by the view's "game".  `calls_aus` says whether a Gaigel seat
calls Aus out of turn (the table asks it for its computer players; `leicht`
sometimes forgets).

Deterministic mode: `budget=None` uses fixed sample counts (players.SAMPLES
or `samples=`), and `rng=None` seeds from the view itself, so the same view
always gives the same command.
"""

from __future__ import annotations

import json
import random
import zlib

from ..cards import render
from . import gaigel, sixtysix
from .gaigel import players as gaigel_players  # noqa: F401  (tests reach it here)
from .gaigel import rules as gaigel_rules
from .sixtysix.reasons import reason

#: the computer players of each family, by the view's "game" (the family's name)
FAMILIES = {"66": sixtysix, "gaigel": gaigel}

STRENGTHS = ("leicht", "normal", "stark")
#: Seconds a computer player of each strength thinks at a table.
TABLE_BUDGET = {"leicht": 0.2, "normal": 1.0, "stark": 2.0}
#: Share of the budget spent searching; the rest covers set-up and answer.
BUDGET_SHARE = 0.8


def choose(view, legal, strength, rng=None, budget=None, samples=None) -> str:
    """One command out of `legal` for the seat of `view`, at `strength`."""
    return _decide(view, legal, strength, rng, budget, samples)[0]


def calls_aus(view, legal, strength, rng=None) -> bool:
    """Gaigel: whether the seat at `strength` calls Aus now, also out of turn.

    Only once its party has reached the goal (never Untergaigel); `leicht`
    sometimes fails to notice (gaigel_rules.FORGET_AUS).
    """
    if strength not in STRENGTHS:
        raise ValueError(f"Unbekannte Spielstärke „{strength}“ ({', '.join(STRENGTHS)}).")
    if rng is None:
        rng = random.Random(_view_seed(view, strength))
    return gaigel_rules.calls_aus(view, list(legal), strength, rng)


NOTHING_TO_DO = "Du bist gerade nicht am Zug – jetzt gibt es für dich nichts zu tun."
SITTING_OUT = "Du setzt dieses Spiel aus – Rat gibt es wieder, wenn du mitspielst."


def hint(view, legal, rng=None, budget=None, samples=None, family="deutsch") -> tuple:
    """(command, one German sentence why): the strong player's advice.

    The sentence names cards in the reader's `family` (the command stays
    canonical).  Never a move that loses double: Gaigel's `aus` only once the party has
    reached the goal.  Out of turn (and nothing sensible to call) the
    command is None and the sentence says there is nothing to do now.
    """
    legal = list(legal)
    if view.get("seat") in view.get("sitting_out", []):
        return None, SITTING_OUT
    legal = FAMILIES[view.get("game", "66")].advice_commands(view, legal)
    if view.get("to_act") != view.get("seat") and "aus" not in legal or not legal:
        return None, NOTHING_TO_DO
    if view.get("to_act") != view.get("seat"):
        legal = ["aus"]
    command, choice, ctx = _decide(view, legal, "stark", rng, budget, samples)
    if isinstance(choice, str):
        return command, render(choice, family)
    if ctx is None:
        return command, "Das ist der einzige erlaubte Zug."
    return command, render(reason(ctx, choice, command), family)


def _decide(view, legal, strength, rng, budget, samples):
    if strength not in STRENGTHS:
        raise ValueError(f"Unbekannte Spielstärke „{strength}“ ({', '.join(STRENGTHS)}).")
    legal = list(legal)
    if not legal:
        raise ValueError("Dieser Platz ist nicht am Zug: keine erlaubten Züge.")
    if rng is None:
        rng = random.Random(_view_seed(view, strength))
    share = None if budget is None else max(0.0, budget * BUDGET_SHARE)
    return FAMILIES[view.get("game", "66")].decide(view, legal, strength, rng, share, samples)


def _view_seed(view, strength) -> int:
    text = json.dumps(view, sort_keys=True, ensure_ascii=False) + strength
    return zlib.crc32(text.encode("utf-8"))


__all__ = ["NOTHING_TO_DO", "STRENGTHS", "TABLE_BUDGET", "calls_aus", "choose", "hint"]
