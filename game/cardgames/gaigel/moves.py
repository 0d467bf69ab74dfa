"""Gaigel's moves as data (moves.py): kind, cards, points and label of each
core move a seat may make now; Aus may come out of turn. Its twin is
sixtysix/moves.py."""

from __future__ import annotations

from ..cards import KING, OBER, SUIT_MASK, card_ref, card_text, make, suit_name, suit_ref
from ..kinds import MoveKind
from ..moves import Move
from .core import (
    ANDERE_ALTE, AUS, DISSLE, FIVE_SEVENS, GE_ELFEN, HOEHER_HAT, MELD, ROB, SEVENS, lowest,
)
from .notation import LOW, OPENING_MOVE

#: the first trick's core move kind -> (its words, its label)
OPENINGS = {kind: (words, {GE_ELFEN: "Ge-Elfen", HOEHER_HAT: "Höher hat",
                           ANDERE_ALTE: "Andere Alte"}[kind])
            for words, kind in OPENING_MOVE.items()}


def move_data(st, seat, move, command) -> Move:
    """The `Move` of core move `move` (whose canonical text is `command`) in state `st`."""
    if move < GE_ELFEN:
        return Move(MoveKind.CARD, command, f"Legen: {card_ref(move, LOW)}",
                    cards=(card_text(move, LOW),), name="Legen")
    if move < MELD:
        card = move & 63
        words, label = OPENINGS[move & ~63]
        return Move(MoveKind.OPENING, command, f"{label}: {card_ref(card, LOW)}",
                    cards=(card_text(card, LOW),), opening=words, name=label)
    if move < ROB:
        suit = move - MELD
        points = st.rules.marriage_values[suit == st.trump]
        return Move(MoveKind.MELD, command, f"{suit_ref(suit)} melden ({points})",
                    cards=(card_text(make(suit, KING), LOW), card_text(make(suit, OBER), LOW)),
                    suit=suit_name(suit), points=points, name="Melden")
    if move == ROB:
        given = lowest(st.hands[seat] & SEVENS & SUIT_MASK[st.trump])
        return Move(MoveKind.ROB, command, "Trumpfkarte rauben",
                    cards=(card_text(given, LOW), card_text(st.trump_card, LOW)), name="Rauben")
    if move == FIVE_SEVENS:
        return Move(MoveKind.FIVE_SEVENS, command, "Fünf Siebener zeigen", name="Fünf Siebener")
    if move == DISSLE:
        return Move(MoveKind.DISSLE, command, "Auf Dissle spielen", name="Dissle")
    if move >= AUS:
        return Move(MoveKind.AUS, command, f"Aus rufen (wer {st.rules.aus_points} hat)",
                    points=st.rules.aus_points, out_of_turn=True, name="Aus!",
                    question="Wirklich „Aus!“ rufen? Das Spiel endet sofort; hat deine "
                             f"Partei keine {st.rules.aus_points} Augen, ist es ein "
                             "Untergaigel.")
    raise ValueError(move)


def moves(st, seat, legal_map) -> tuple:
    """The `Move`s of `legal_map` ({command: core move}, in display order)."""
    return tuple(move_data(st, seat, move, command) for command, move in legal_map.items())
