"""The shared card rules engine (pure Python, no Evennia or Django).

Public seam (DESIGN.md): `new_game`, `new_match`, `IllegalMove`, `Game`
(`legal`, `act`, `view`, `result`, `to_json`, `Game.from_json`), `Match`.
Gaigel presets give a `GaigelGame` (a `Game` with `aus` from any seat and
`end_grace_time()`).  Computer players use the fast core behind
`Game.core` (sixtysix.py for the 66 family, gaigel.py for Gaigel).
"""

from .errors import IllegalMove
from .match import Match, new_match
from .presets import DESCRIPTIONS, GAIGEL_PRESETS, PRESETS
from .seam import Game, new_game
from .gaigel_seam import GaigelGame  # noqa: E402  (after seam: it subclasses Game)

__all__ = [
    "DESCRIPTIONS", "GAIGEL_PRESETS", "Game", "GaigelGame", "IllegalMove", "Match",
    "PRESETS", "new_game", "new_match",
]
