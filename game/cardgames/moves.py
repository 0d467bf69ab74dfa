"""Moves as data: what a seat may do now, one frozen `Move` each.

`Game.moves(seat)` (seam.py) gives the moves in the order of `legal(seat)`,
built by the family (`FAMILY.moves`, in each family's moves.py): the kind
(kinds.MoveKind), the canonical command text the seam accepts, the cards it
plays or shows, the points the preset gives (a `sarasande` marriage is 10/20),
whether it may come out of turn, a German label and a short name (a button's
word: `Legen`, `Höher hat`, `Zudrehen`). Labels and cards are
written with card references (⟨K:herz ass⟩, cards.render), so every reader
gets them in their own card names: `move.label_for("französisch")`.

Everything above the engine reads these objects instead of taking command
strings apart: no list of command words or point values outside the families.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import render
from .kinds import MoveKind


@dataclass(frozen=True, slots=True)
class Move:
    """One legal move of one seat now."""

    kind: MoveKind
    command: str                 # canonical text: `Game.act(seat, move.command)` makes it
    label: str                   # German, with card references (render it for a reader)
    cards: tuple = ()            # canonical card texts it plays or shows
    suit: str | None = None      # the suit of a marriage
    points: int | None = None    # what the rules give for it (a marriage's 20/40)
    out_of_turn: bool = False    # may be sent when it is not the seat's turn
    opening: str | None = None   # Gaigel's first-trick words (`höher hat`), else None
    name: str = ""               # the move in a word or two, no card: a button's text
                                 # (`Legen`, `Höher hat`, `Rauben`, `Aus!`)
    question: str = ""           # German, for a move that cannot be taken back and may
                                 # decide the game at once: asked before it is made, the
                                 # same whatever the points (`genug`, `aus`, closing)
    asking: str = ""             # where `command` makes such a move without its question
                                 # (the player's sure words): the command that asks first,
                                 # what a click sends (66: `decke` beside `decke stapel`)

    @property
    def plays_card(self) -> bool:
        """True if the move puts a card of the hand on the table."""
        return self.kind in (MoveKind.CARD, MoveKind.OPENING)

    @property
    def card(self):
        """The one card the move plays or shows first, or None."""
        return self.cards[0] if self.cards else None

    def label_for(self, family="deutsch") -> str:
        """The label in a reader's card names ("deutsch" or "französisch")."""
        return render(self.label, family)

    def command_for(self, family="deutsch") -> str:
        """The command as a reader of `family` types it (`melde pik` for `melde laub`)."""
        return render(f"⟨C:{self.command}⟩", family)
