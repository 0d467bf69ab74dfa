"""Gaigel notation: player text to a parsed command, core moves to canonical text.

Canonical commands: ``lege <karte>``, ``melde <farbe>``, ``raube``, ``aus``,
``ge-elfen <karte>``, ``höher hat <karte>``, ``andere alte <karte>``,
``fünf siebener``, ``dissle``.  `lege`, `melde` and `raube` with their card
aliases come from the shared parser (words.py); this adds the Gaigel words,
also as the moves' labels say them („Aus rufen“, „Fünf Siebener zeigen“,
„Auf Dissle spielen“, „Ge-Elfen: Eichel Ass“).
"""

from __future__ import annotations

from functools import lru_cache

from ..cards import CardTextError, card_text, normalize, parse_face, suit_name
from ..errors import IllegalMove
from ..kinds import Refusal
from ..words import label_words, parse_command as parse_words
from .core import (
    ANDERE_ALTE, AUS, DISSLE, END_GRACE, FIVE_SEVENS, GE_ELFEN, HOEHER_HAT, MELD, ROB,
)

LOW = "sieben"
OPENING_WORDS = {
    "ge elfen": "ge-elfen", "geelfen": "ge-elfen", "gelfen": "ge-elfen", "elfen": "ge-elfen",
    "hoeher hat": "höher hat", "hoher hat": "höher hat", "hoeher": "höher hat",
    "andere alte": "andere alte", "andre alte": "andere alte", "anderer alter": "andere alte",
}
OPENING_MOVE = {"ge-elfen": GE_ELFEN, "höher hat": HOEHER_HAT, "andere alte": ANDERE_ALTE}
AUS_PHRASES = {"aus", "ich bin aus", "wir sind aus", "rufe aus", "aus rufen", "ich rufe aus"}
FIVE_SEVENS_PHRASES = {
    "fuenf siebener", "5 siebener", "fuenf 7er", "5 7er", "siebener", "fuenf sieben",
    "5 sieben", "fuenf siebener zeigen", "5 siebener zeigen", "siebener zeigen",
    "zeige fuenf siebener",
}
DISSLE_PHRASES = {"dissle", "auf dissle", "dissle ansagen", "auf dissle spielen",
                  "dissle spielen"}


@lru_cache(maxsize=None)
def move_text(move: int) -> str:
    """Canonical German text of a Gaigel core move."""
    if move < GE_ELFEN:
        return f"lege {card_text(move, LOW)}"
    if move < MELD:
        kind = {GE_ELFEN: "ge-elfen", HOEHER_HAT: "höher hat", ANDERE_ALTE: "andere alte"}
        return f"{kind[move & ~63]} {card_text(move & 63, LOW)}"
    if move < ROB:
        return f"melde {suit_name(move - MELD)}"
    if move >= AUS:
        return "aus"
    return {ROB: "raube", FIVE_SEVENS: "fünf siebener", DISSLE: "dissle",
            END_GRACE: "ende der nachspielzeit"}[move]


def parse_command(text: str, hint: str = ""):
    """Parse player text into ``(kind, arg)``.

    Kinds: ``lege`` (face), ``melde`` (suit or None), ``raube``, ``aus``,
    ``ge-elfen`` / ``höher hat`` / ``andere alte`` (face), ``fünf siebener``,
    ``dissle``, and the 66 words ``genug`` and ``decke`` (which Gaigel refuses).
    """
    if not isinstance(text, str):
        raise IllegalMove("Das ist kein Befehl." + hint, Refusal.NOT_UNDERSTOOD)
    norm = normalize(label_words(text))
    if norm in AUS_PHRASES:
        return ("aus", None)
    if norm in FIVE_SEVENS_PHRASES:
        return ("fünf siebener", None)
    if norm in DISSLE_PHRASES:
        return ("dissle", None)
    words = norm.split()
    for n in (2, 1):
        head = " ".join(words[:n])
        if head in OPENING_WORDS and len(words) > n:
            rest = " ".join(words[n:])
            try:
                return (OPENING_WORDS[head], parse_face(rest, low=LOW))
            except CardTextError as exc:
                raise IllegalMove(f"{exc}{hint}", Refusal.NOT_UNDERSTOOD) from None
        if head in OPENING_WORDS:
            raise IllegalMove(
                f"Mit welcher Karte? Schreib z. B. „{OPENING_WORDS[head]} "
                f"{'laub könig' if OPENING_WORDS[head] == 'höher hat' else 'eichel ass'}“." + hint,
                Refusal.NOT_UNDERSTOOD)
    return parse_words(text, True, hint, low=LOW)
