"""Kinds named once for both families: how a game ended, what an event is.

`Outcome` is the `kind` of a core state's `outcome` (stored with the game's
JSON); `Event` is the `kind` of a table event (`Game.act`).  Both are
`StrEnum`s, so they compare equal to, and are stored as, their plain text.
A game saved with the 66 family's older "playout" loads as `PLAYED_OUT`.
"""

from __future__ import annotations

from enum import StrEnum


class Outcome(StrEnum):
    """How a game ended."""

    PLAYED_OUT = "played_out"    # all cards played (66), or Gaigel's grace time ran out
    CLOSED = "closed"            # 66: the talon was closed
    ANNOUNCE = "announce"        # 66: "genug", right or wrong
    WIN66 = "win66"              # vu: the trick winner reached 66
    AUS = "aus"                  # Gaigel: a correct Aus
    UNTERGAIGEL = "untergaigel"  # Gaigel: Aus below the goal
    UEBERGAIGEL = "uebergaigel"  # Gaigel: called too late
    FIVE_SEVENS = "five_sevens"  # Gaigel: Fünf Siebener
    DISSLE_WON = "dissle_won"    # Gaigel: Auf Dissle won
    DISSLE_LOST = "dissle_lost"  # Gaigel: Auf Dissle lost


#: outcome kinds written by older code, and what they are now
LEGACY_OUTCOMES = {"playout": Outcome.PLAYED_OUT}


def outcome_kind(text) -> Outcome:
    """The `Outcome` of a stored kind text (older spellings included)."""
    return LEGACY_OUTCOMES.get(text) or Outcome(text)


class Event(StrEnum):
    """What a table event tells."""

    PLAY = "play"
    TRICK = "trick"
    DRAW = "draw"
    MELD = "meld"
    EXCHANGE = "exchange"
    CLOSE = "close"
    ANNOUNCE = "announce"
    END = "end"
    AUS = "aus"
    REVEAL = "reveal"
    FIVE_SEVENS = "five_sevens"
    DISSLE = "dissle"
    GRACE = "grace"
    GRACE_END = "grace_end"


class MoveKind(StrEnum):
    """What a legal move does (moves.py): the kind of a `Move`."""

    CARD = "card"                # play a card (`lege`)
    MELD = "meld"                # show a marriage (`melde`)
    ROB = "rob"                  # take the face-up trump card for the low trump (`raube`)
    CLOSE = "close"              # 66: close the talon (`decke stapel`)
    ANNOUNCE = "announce"        # 66: "genug"
    AUS = "aus"                  # Gaigel: call Aus, from any seat at any moment
    OPENING = "opening"          # Gaigel's first trick: ge-elfen, höher hat, andere alte
    FIVE_SEVENS = "five_sevens"  # Gaigel: show five sevens
    DISSLE = "dissle"            # Gaigel: play Auf Dissle


class Refusal(StrEnum):
    """Why a command was refused: the `reason` of an IllegalMove (errors.py), a
    table's refusal (TableError) and of `Kartenrunde.Abgelehnt` (docs/GMCP.md)."""

    NOT_UNDERSTOOD = "not_understood"      # no command the game knows, or no card named
    WHICH = "which"                        # ambiguous: say which (which pair, which table)
    NO_SEAT = "no_seat"                    # the engine has no such seat
    NOT_SEATED = "not_seated"              # you do not sit at this table
    NO_MATCH = "no_match"                  # no match runs at this table
    NOT_YOUR_TURN = "not_your_turn"        # another seat is to act
    SITTING_OUT = "sitting_out"            # the dealer who sits out (66 zu dritt)
    GAME_OVER = "game_over"                # the game is over
    NOT_IN_HAND = "not_in_hand"            # you do not hold that card
    CARD_NOT_ALLOWED = "card_not_allowed"  # your card, but the rules want another now
    NOT_ALLOWED = "not_allowed"            # a meld, robbing, closing ... the rules refuse now
    NO_GRACE = "no_grace"                  # no grace time runs
    TABLE = "table"                        # any other refusal of the table
