"""The line that closes a match played to its end: „Die Partie ist aus. Es gewinnt
Anna!“ and what one may do now (tabletext.AFTER_MATCH).

Said when the match's end is booked (gameend.match_ended, connected in
game/receivers.py right after the records and the rating): a rank reached with
the last game or with the match is told just before it, and the seed, a
tournament's board, the tour's stamp and the rematch's offer come after it.
A match given up or left says its own end (leavers.py).
"""

from game.common import gameend
from game.faces import readers, tabletext


def match_ended(sender, match, outcome, **kwargs):
    """A match played to its end at the table `sender`: its last line to the table."""
    if outcome is not gameend.MatchEnd.PLAYED:
        return
    readers.announce(sender, f"|wDie Partie ist aus. {sender.winners_text(match.winners)}|n "
                     + tabletext.AFTER_MATCH)
