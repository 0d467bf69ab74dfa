"""The shared card rules engine (pure Python, no Evennia or Django).

Public seam (DESIGN.md): `new_game`, `new_match`, `IllegalMove`, `Game`
(`legal`, `act`, `view`, `result`, `to_json`, `Game.from_json`), `Match`.
Computer players use the fast core behind `Game.core` (see sixtysix.py).
"""

from .errors import IllegalMove
from .match import Match, new_match
from .presets import DESCRIPTIONS, PRESETS
from .seam import Game, new_game

__all__ = [
    "DESCRIPTIONS", "Game", "IllegalMove", "Match", "PRESETS", "new_game", "new_match",
]
