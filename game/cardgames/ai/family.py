"""The seam between the generic computer player and a family's players.

Every family object of the engine names its computer players by a module
path (`FAMILY.ai`, e.g. "game.cardgames.ai.sixtysix"); that module holds
`AI`, an instance of a `FamilyAI` subclass.  The engine never imports it:
`players_of` imports the module the first time a view of that family asks
(so the layers stay: game/cardgames/ai imports game/cardgames, never the
reverse).  A new game names its own module (a toy family under tests/ may
name one under tests/).

What the generic layer (ai/__init__.py, ai/analysis.py) asks of a family's
players, and nothing else:

- `decide`: a command out of `legal` at a strength, with what the reason is read from;
- `advice_commands` and `reason`: what `rat` may name and the sentence why;
- `call_out`: the command a seat calls out of turn now (Gaigel's `aus`), or None;
- `evaluate`: each move's results over sampled deals, for `analyse`;
- `unit` and `mistake`: what `evaluate` measures and how big a loss is a mistake;
- `determined`: whether the view leaves one deal only (puzzles.py solves it exactly).
"""

from __future__ import annotations

import importlib

from ..families import family_named

ONLY_MOVE = "Das ist der einzige erlaubte Zug."


class FamilyAI:
    """The computer players of one family (subclass it in the family's AI module)."""

    #: what `evaluate` measures: "punkte" (game points) or "chance" (winning chance)
    unit = "punkte"
    #: a loss (in `unit`) of at least this much is a mistake in `analyse`
    mistake = 0.25

    def decide(self, view, legal, strength, rng, share, samples) -> tuple:
        """(command out of `legal`, choice, context) for the seat of `view`.

        `share` is the search time in seconds (None: the fixed `samples` or the
        family's default counts); choice and context feed `reason`."""
        raise NotImplementedError

    def advice_commands(self, view, legal) -> list:
        """The commands advice may name (all of them unless the family says less)."""
        return list(legal)

    def reason(self, view, command, choice, context) -> str:
        """One German sentence (with card references) why `decide` chose `command`."""
        return choice if isinstance(choice, str) and choice else ONLY_MOVE

    def determined(self, view) -> bool:
        """Whether everything hidden follows from the view (one deal only), so
        `evaluate` on one sample is exact: a puzzle may be set here (puzzles.py)."""
        return False

    def call_out(self, view, legal, strength, rng):
        """The command the seat calls now even out of turn (Gaigel's Aus), or None."""
        return None

    def evaluate(self, view, legal, chosen, rng, samples) -> tuple:
        """({command: [result per sampled deal]}, samples): every move of `legal`
        played out on the same deals, with only what the view shows; `chosen`
        is judged on every deal (moves far behind may stop early)."""
        raise NotImplementedError


_LOADED: dict = {}


def players_of_family(family) -> FamilyAI:
    """The `FamilyAI` that `family` (an engine family object) names."""
    path = family.ai
    if path not in _LOADED:
        _LOADED[path] = importlib.import_module(path).AI
    return _LOADED[path]


def players_of(view) -> FamilyAI:
    """The `FamilyAI` of the game a view belongs to (its "game": the family's name)."""
    return players_of_family(family_named(view["game"]))


__all__ = ["FamilyAI", "ONLY_MOVE", "players_of", "players_of_family"]
