"""The shared card rules engine (pure Python, no Evennia or Django).

Public seam (DESIGN.md): `new_game`, `new_match`, `IllegalMove`, `Game`
(`legal`, `act`, `view`, `result`, `to_json`, `Game.from_json`), `Match`.
One `Game` serves both families; `Game.family` (families.py) is the family
object of its preset: sixtysix/ (66 and its variants) or gaigel/.  Computer
players use the fast core behind `Game.core` (sixtysix/core.py, gaigel/core.py).
"""

from .errors import IllegalMove
from .match import Match, new_match
from .presets import DESCRIPTIONS, GAIGEL_PRESETS, PRESETS
from .families import family_of
from .seam import Game, new_game

__all__ = [
    "DESCRIPTIONS", "GAIGEL_PRESETS", "Game", "IllegalMove", "Match",
    "PRESETS", "family_of", "new_game", "new_match",
]
