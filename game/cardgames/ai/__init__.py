"""Computer players: `choose` a command for a seat, `hint` for the `rat` command.

A player sees only what `Game.view(seat)` and `Game.legal(seat)` give, plus
a random generator and a time budget, and answers with one canonical
command taken from `legal`.  Strengths: "leicht", "normal", "stark"
(RULES.md section 5).  Imports nothing from Evennia.

The players of each family live in its folder, like the engine's families:
sixtysix/ (knowledge, sampling, solver, draw search, players, reasons) and
gaigel/ (knowledge, sampling, solver, rules of thumb, players).  The family
object names them (`FAMILY.ai`), and this layer asks them only through the
interface of family.py (`players_of(view)`): `decide`, `advice_commands`,
`reason`, `call_out` (what a seat calls out of turn: Gaigel's Aus, which
`leicht` sometimes forgets; the table asks it for its computer players)
and `evaluate` (for analysis.py).

Deterministic mode: `budget=None` uses fixed sample counts (players.SAMPLES
or `samples=`), and `rng=None` seeds from the view itself, so the same view
always gives the same command.
"""

from __future__ import annotations

import json
import random
import zlib

from ..cards import render
from ..families import family_named
from .family import players_of
from .gaigel import players as gaigel_players  # noqa: F401  (tests reach it here)

STRENGTHS = ("leicht", "normal", "stark")
#: Seconds a computer player of each strength thinks at a table.
TABLE_BUDGET = {"leicht": 0.2, "normal": 1.0, "stark": 2.0}
#: Share of the budget spent searching; the rest covers set-up and answer.
BUDGET_SHARE = 0.8


def choose(view, legal, strength, rng=None, budget=None, samples=None) -> str:
    """One command out of `legal` for the seat of `view`, at `strength`."""
    return _decide(view, legal, strength, rng, budget, samples)[0]


def call_out(view, legal, strength, rng=None):
    """The command the seat at `strength` calls now even out of turn, or None.

    Gaigel: `aus`, only once its party has reached the goal (never
    Untergaigel); `leicht` sometimes fails to notice.  The 66 family: None.
    """
    _check(strength)
    if rng is None:
        rng = random.Random(_view_seed(view, strength))
    return players_of(view).call_out(view, list(legal), strength, rng)


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
    players = players_of(view)
    legal = players.advice_commands(view, legal)
    if view.get("to_act") != view.get("seat"):
        calls = family_named(view["game"]).out_of_turn
        legal = [c for c in legal if c in calls]
    if not legal:
        return None, NOTHING_TO_DO
    command, choice, ctx = _decide(view, legal, "stark", rng, budget, samples)
    return command, render(players.reason(view, command, choice, ctx), family)


def _check(strength):
    if strength not in STRENGTHS:
        raise ValueError(f"Unbekannte Spielstärke „{strength}“ ({', '.join(STRENGTHS)}).")


def _decide(view, legal, strength, rng, budget, samples):
    _check(strength)
    legal = list(legal)
    if not legal:
        raise ValueError("Dieser Platz ist nicht am Zug: keine erlaubten Züge.")
    if rng is None:
        rng = random.Random(_view_seed(view, strength))
    share = None if budget is None else max(0.0, budget * BUDGET_SHARE)
    return players_of(view).decide(view, legal, strength, rng, share, samples)


def _view_seed(view, strength) -> int:
    text = json.dumps(view, sort_keys=True, ensure_ascii=False) + strength
    return zlib.crc32(text.encode("utf-8"))


__all__ = ["NOTHING_TO_DO", "STRENGTHS", "TABLE_BUDGET", "call_out", "choose", "hint"]
