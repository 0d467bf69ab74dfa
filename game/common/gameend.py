"""
What a table tells the house when a game or a match ends: two Django signals.

The table (tables.py) sends them; whoever must act on a game's or a match's
end subscribes instead of being called by the table: the records
(records.py), the kept games (gamelog.py), the Kartentour (tour.py), the
ratings, the tournaments and the rematch. A signal is
`django.dispatch.Signal` (maintained, made for exactly this: many receivers,
one sender, no import of the receivers by the sender).

To subscribe, write a receiver in your module and add it to the line of
receivers in game/receivers.py (connected at start, in the order written there)::

    from game.common import gameend

    @receiver(gameend.game_ended, dispatch_uid="mymodule-game")   # django.dispatch
    def on_game_ended(sender, match, key, practice, **kwargs):
        ...                                  # sender is the table

Every signal's sender is the table (a CardTable); receivers take **kwargs so
new arguments break nobody. The arguments:

- `game_ended(sender, match, key, practice, settlement)`: the match's current
  game is over (`match.game.result` holds the result, the family's settlement
  text in `result.templates["settlement"]`; `settlement` is that text as the
  table's readers read it: commit.py `settlement_text`). `key` is `game_key(match)` ("seed:index",
  unique per game of a table); `practice` is True for a game `nochmal`
  (kept, but never booked or rated).
- `match_ended(sender, match, key, outcome, quitter)`: the match is over;
  `key` is `match_key(match)` (its seed), `outcome` a `MatchEnd`, `quitter`
  the seat that gave up or left (else None). Never sent for a game `nochmal`.

When: `game_ended` and `match_ended` are sent inside the transaction that
writes the move which ended the game (CardTable.change), so whatever a
receiver writes is committed with the move or not at all: a receiver that
raises undoes the move and everything booked with it. The table sends
`game_ended` once per game (it keeps the key it sent last in `db.booked`),
also across reload and restart, where it sends what a crash left unsent;
`match_ended` for a played match is sent with the last game's `game_ended`.
A receiver that writes to a character should still key its write (records.py
keeps the keys it booked), since a match given up is booked by key only.
Seats are still taken when the signals arrive (the computer players get up
after them).
"""

import enum

from django.dispatch import Signal


class MatchEnd(enum.Enum):
    """How a match ended."""

    PLAYED = "played"  # the target was reached
    GIVEN_UP = "given_up"  # `aufgeben`: the others win
    LEFT = "left"  # a player left the game for good: the others win
    ABANDONED = "abandoned"  # no scoring (the table was taken away, a computer player went)


game_ended = Signal()
match_ended = Signal()


def game_key(match):
    """The key of the match's current game: "seed:index"."""
    return f"{match.seed}:{match.index}"


def match_key(match):
    """The key of the match: its seed."""
    return str(match.seed)


def scored(outcome):
    """True if a match that ended so counts (not abandoned)."""
    return outcome is not MatchEnd.ABANDONED
