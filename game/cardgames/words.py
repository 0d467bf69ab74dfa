"""Player words to a parsed command, shared by both families' notation.

Reads ``lege <karte>``, ``melde <farbe>``, ``raube``, ``decke stapel``,
``genug`` with the card aliases of RULES.md section 1, a bare card
(``herz ass``) as ``lege``, a few spoken forms (``zudrehen``,
``tausche``, ``66``) and the words of the moves' labels as a player copies
them from the table („Laub melden (20)“, „Stapel zudrehen“, „Trumpfkarte
rauben“, „Genug ansagen“; a remark in brackets is left out).  Which of them
a game allows, and the move numbers, belong to the family
(sixtysix/notation.py, gaigel/notation.py).
"""

from __future__ import annotations

import re

from .cards import CardTextError, WrongLowCard, normalize, parse_face, parse_suit
from .errors import IllegalMove
from .kinds import Refusal

UNKNOWN = Refusal.NOT_UNDERSTOOD

PLAY_WORDS = {"lege", "leg", "legen", "spiele", "spiel", "spielen", "gib", "wirf"}
MELD_WORDS = {"melde", "meld", "melden"}
EXCHANGE_WORDS = {"raube", "raub", "rauben", "tausche", "tausch", "tauschen"}
ANNOUNCE_WORDS = {"genug", "66", "ansagen", "sechsundsechzig"}
ANNOUNCE_PHRASES = {"sage an", "sag an", "genug sagen"}
CLOSE_PHRASES = {
    "decke stapel", "decke", "decken", "deck stapel", "zudrehen", "zudrehe",
    "drehe zu", "dreh zu", "stapel decken", "talon zu", "schliessen",
    "stapel zudrehen", "den stapel zudrehen", "talon zudrehen", "stapel zu",
    "drehe den stapel zu", "dreh den stapel zu",
}
#: what is robbed, said after or before the word (`raube trumpf`, `trumpfkarte rauben`)
TRUMP_WORDS = {"", "trumpf", "den trumpf", "trumpfkarte", "die trumpfkarte"}
#: words beside the suit of a marriage that name no suit (`melde 20 in laub`)
MELD_FILLERS = {"20", "40", "10", "paar", "in", "das"}
#: a remark in brackets, as the moves' labels carry one („Laub melden (20)“)
REMARK = re.compile(r"\([^()]*\)")


def label_words(text: str) -> str:
    """`text` without a remark in brackets: the words of a label a player copied."""
    return REMARK.sub(" ", text)


def parse_command(text: str, low_allowed: bool = True, hint: str = "", low: str | None = None):
    """Parse player text into ``(kind, arg)``; kinds: lege melde raube decke genug.

    `arg` is a card face for ``lege``, a suit (or None) for ``melde``.
    `low`: the game's name of the low card; the other name is refused.
    Raises IllegalMove with a German message (plus `hint`) for text that
    is no command or names no card.
    """
    if not isinstance(text, str):
        raise IllegalMove("Das ist kein Befehl." + hint, UNKNOWN)
    norm = normalize(label_words(text))
    words = norm.split()
    if not words:
        raise IllegalMove("Du hast nichts geschrieben." + hint, UNKNOWN)
    head, rest = words[0], " ".join(words[1:])
    if norm in CLOSE_PHRASES:
        return ("decke", None)
    if all(w in ANNOUNCE_WORDS for w in words) or norm in ANNOUNCE_PHRASES:
        return ("genug", None)
    if (head in EXCHANGE_WORDS and rest in TRUMP_WORDS
            or words[-1] in EXCHANGE_WORDS and " ".join(words[:-1]) in TRUMP_WORDS):
        return ("raube", None)
    if head in MELD_WORDS or words[-1] in MELD_WORDS:  # `melde laub`, `laub melden`
        said = words[1:] if head in MELD_WORDS else words[:-1]
        suit_words = [w for w in said if w not in MELD_FILLERS]
        if not suit_words:
            return ("melde", None)
        if len(suit_words) > 1:
            raise IllegalMove(f"„{text}“ verstehe ich nicht – schreib z. B. „melde herz“." + hint,
                              UNKNOWN)
        try:
            return ("melde", parse_suit(suit_words[0]))
        except CardTextError as exc:
            raise IllegalMove(f"{exc}{hint}", UNKNOWN) from None
    if head in PLAY_WORDS:
        if not rest:
            raise IllegalMove("Welche Karte? Schreib z. B. „lege herz ass“." + hint, UNKNOWN)
        try:
            return ("lege", parse_face(as_typed(text, rest), low_allowed, low))
        except CardTextError as exc:
            raise IllegalMove(f"{exc}{hint}", UNKNOWN) from None
    if len(words) == 2:
        try:
            return ("lege", parse_face(norm, low_allowed, low))
        except WrongLowCard as exc:
            raise IllegalMove(f"{exc}{hint}", UNKNOWN) from None
        except CardTextError:
            pass
    raise IllegalMove(f"„{text.strip()}“ kenne ich nicht.{hint}", UNKNOWN)


def as_typed(text: str, rest: str) -> str:
    """The words after the first as the player typed them (`-1`, not `1`), for
    refusals that say them back; `rest` (normalised) where they cannot be told apart."""
    parts = text.split(None, 1)
    if len(parts) == 2 and normalize(parts[1]) == rest:
        return parts[1].strip()
    return rest
