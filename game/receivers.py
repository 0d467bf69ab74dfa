"""Every signal receiver of the game, connected in one place and in one order.

The server connects them first thing at start (server/conf/at_server_startstop.py,
`at_server_init`); the tests do the same (conftest.py). Nothing listens because
a module happened to be imported. The order is the order in which each signal's
receivers run, and it matters: the game log keeps a finished game before the
records book it, the records before the rating reads them; at a match's end the
records take the places and the rating books a match given up or left (a rank
reached is told), then the table says „Die Partie ist aus“, before the seed is
revealed, a tournament's board and
the tour's stamp are booked, and only then is a rematch offered and the match's
end (given up or left) shown to the web table.
tests/test_receivers.py holds this order.
"""

from django.db.models.signals import m2m_changed, post_delete, post_save
from evennia.objects.models import ObjectDB
from evennia.server.signals import SIGNAL_ACCOUNT_POST_LOGIN, SIGNAL_TYPED_OBJECT_POST_RENAME
from evennia.typeclasses.attributes import Attribute

from game.books import (dealcounts, fairness, gamelog, pairings, rating, records, tour,
                        tournaments)
from game.common import gameend, things
from game.faces import tabledata
from game.table import endline, rematch

#: (signal, receiver, sender or None, dispatch_uid), in the order they run
RECEIVERS = (
    (gameend.game_ended, gamelog.game_ended, None, "gamelog-game-ended"),
    (gameend.game_ended, records.game_ended, None, "records-game-ended"),
    (gameend.game_ended, rating.game_ended, None, "rating-game-ended"),
    (gameend.game_ended, dealcounts.game_ended, None, "dealcounts-game-ended"),
    (gameend.match_ended, records.match_ended, None, "records-match-ended"),
    (gameend.match_ended, rating.match_ended, None, "rating-match-ended"),
    (gameend.match_ended, endline.match_ended, None, "endline-match-ended"),
    (gameend.match_ended, fairness.match_ended, None, "fairness-match-ended"),
    (gameend.match_ended, tournaments.match_ended, None, "tournaments-match-ended"),
    (gameend.match_ended, tour.match_ended, None, "tour-match-ended"),
    (gameend.match_ended, rematch.match_ended, None, "rematch-match-ended"),
    (gameend.match_ended, tabledata.match_ended, None, "tabledata-match-ended"),
    # the records' caches: a record written or deleted, an owner gone
    (post_save, records.record_written, Attribute, "cardrecords-saved"),
    (post_delete, records.record_written, Attribute, "cardrecords-deleted"),
    (post_delete, records.forget_leaderboards, ObjectDB, "cardrecords-owner"),
    # the list of every card table and the names of a room's tables: a tag (or an
    # alias) given or taken, an object deleted or renamed
    (post_delete, things.forget_tables, ObjectDB, "tables-deleted"),
    (m2m_changed, things.forget_tables, ObjectDB.db_tags.through, "tables-tags"),
    (SIGNAL_TYPED_OBJECT_POST_RENAME, things.forget_tables, None, "tables-renamed"),
    # the address of every login, for the staff's view of repeated pairings
    (SIGNAL_ACCOUNT_POST_LOGIN, pairings.logged_in, None, "pairings-login-address"),
)


def connect():
    """Connect every receiver (again: a receiver already connected stays once)."""
    for signal, func, sender, uid in RECEIVERS:
        signal.connect(func, sender=sender, dispatch_uid=uid)
