"""Computer players: `choose` a command for a seat, `hint` for the `rat` command.

A player sees only what `Game.view(seat)` and `Game.legal(seat)` give, plus
a random generator and a time budget, and answers with one canonical
command taken from `legal`.  Strengths: "leicht", "normal", "stark"
(RULES.md section 5).  Imports nothing from Evennia.

Gaigel: `leicht` plays by rules of thumb (gaigel_rules.py); `normal` and
`stark` play each legal move out in sampled deals (gaigel_players.py).
`calls_aus` says whether a seat calls Aus out of turn (the table asks it
for its computer players; `leicht` sometimes forgets).

Deterministic mode: `budget=None` uses fixed sample counts (players.SAMPLES
or `samples=`), and `rng=None` seeds from the view itself, so the same view
always gives the same command.
"""

from __future__ import annotations

import json
import random
import zlib

from ..cards import render
from ..words import parse_command
from ..errors import IllegalMove
from ..sixtysix.core import ANNOUNCE, CLOSE, EXCHANGE, MELD
from . import gaigel_players, gaigel_rules
from .players import PLAYERS, Context
from .reasons import reason

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
    if view.get("game") == "gaigel" and not gaigel_rules.reached_goal(view):
        legal = [c for c in legal if c != "aus"]
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
    if view.get("game", "66") != "66":
        if strength == "leicht":
            command, why = gaigel_rules.choose(view, legal, strength, rng)
        else:
            share = None if budget is None else max(0.0, budget * BUDGET_SHARE)
            command, why = gaigel_players.choose(view, legal, strength, rng, share, samples)
        return (command if command in legal else legal[0]), why, None
    moves = _moves_of(legal, view)
    if len(legal) == 1 or moves is None:
        return (legal[0] if moves is not None else rng.choice(legal)), None, None
    share = None if budget is None else max(0.0, budget * BUDGET_SHARE)
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


def _view_seed(view, strength) -> int:
    text = json.dumps(view, sort_keys=True, ensure_ascii=False) + strength
    return zlib.crc32(text.encode("utf-8"))


__all__ = ["NOTHING_TO_DO", "STRENGTHS", "TABLE_BUDGET", "calls_aus", "choose", "hint"]
