"""The 66 family's moves as data (moves.py): kind, cards, points and label of
each core move a seat may make now. Its twin is gaigel/moves.py."""

from __future__ import annotations

from ..cards import KING, OBER, card_ref, card_text, make, suit_name, suit_ref
from ..kinds import MoveKind
from ..moves import Move
from .core import ANNOUNCE, CLOSE, EXCHANGE, MELD

#: the Augen a side needs to announce (`genug`): the points of an ANNOUNCE move
GOAL = 66


def move_data(st, move, command) -> Move:
    """The `Move` of core move `move` (whose canonical text is `command`) in state `st`."""
    low = st.rules.low_name
    if move < MELD:
        return Move(MoveKind.CARD, command, f"Legen: {card_ref(move, low)}",
                    cards=(card_text(move, low),), name="Legen")
    if move < EXCHANGE:
        suit = move - MELD
        points = st.rules.marriage_values[suit == st.trump]
        return Move(MoveKind.MELD, command, f"{suit_ref(suit)} melden ({points})",
                    cards=(card_text(make(suit, KING), low), card_text(make(suit, OBER), low)),
                    suit=suit_name(suit), points=points, name="Melden")
    if move == EXCHANGE:
        given = make(st.trump, st.rules.exchange_rank)
        return Move(MoveKind.ROB, command, "Trumpfkarte rauben",
                    cards=(card_text(given, low), card_text(st.trump_card, low)), name="Rauben")
    if move == CLOSE:
        return Move(MoveKind.CLOSE, command, "Stapel zudrehen", name="Zudrehen", asking="decke",
                    question="Den Stapel wirklich zudrehen? Danach wird nicht mehr gezogen, "
                             f"und wer zudreht, muss {GOAL} Augen erreichen.")
    if move == ANNOUNCE:
        return Move(MoveKind.ANNOUNCE, command, f"Genug ansagen ({GOAL} erreicht)", points=GOAL,
                    name="Genug!",
                    question="Wirklich „genug“ ansagen? Das Spiel endet sofort; wer sich "
                             f"verzählt hat und keine {GOAL} Augen hat, verliert es.")
    raise ValueError(move)


def moves(st, seat, legal_map) -> tuple:
    """The `Move`s of `legal_map` ({command: core move}, in display order)."""
    return tuple(move_data(st, move, command) for command, move in legal_map.items())
