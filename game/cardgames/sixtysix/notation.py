"""66 notation: player text to a parsed command, core moves to canonical text.

Canonical commands: ``lege <karte>``, ``melde <farbe>``, ``raube``,
``decke stapel``, ``genug``.  The words and card aliases are read by the
shared parser (words.py); this maps them to the 66 core's moves.
"""

from __future__ import annotations

from functools import lru_cache

from ..cards import card_text, suit_name
from ..words import parse_command
from .core import ANNOUNCE, CLOSE, EXCHANGE, MELD

__all__ = ["move_text", "parse_command"]


@lru_cache(maxsize=None)
def move_text(move: int, low: str = "neun") -> str:
    """Canonical German text of a core move."""
    if move < MELD:
        return f"lege {card_text(move, low)}"
    if move < EXCHANGE:
        return f"melde {suit_name(move - MELD)}"
    if move == EXCHANGE:
        return "raube"
    if move == CLOSE:
        return "decke stapel"
    if move == ANNOUNCE:
        return "genug"
    raise ValueError(move)
