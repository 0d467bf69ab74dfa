"""Every change of a game goes through one commit path (CardTable.change): the
move, the end of Gaigel's grace time, a stand-in's move, a lesson's move. So a
game that the grace timer ends is one transaction like any move: when its
booking fails halfway, the database still holds the game in its grace time."""

from unittest.mock import patch

from evennia.typeclasses.attributes import Attribute
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaTest

from game.books import records
from game.typeclasses.carddecks import GaigelTable
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import connect, quick_tables

#: nobody reaches Aus: the game is played out and the grace timer ends it
PLAYED_OUT = {"aus_points": 1000, "five_sevens": False}


def stored(obj, key):
    rows = Attribute.objects.filter(objectdb=obj, db_key=key).values_list("db_value")
    return rows[0][0] if rows else None


class TestGraceEnd(EvenniaTest):
    def setUp(self):
        super().setUp()
        connect(self.char1)
        self.timers = quick_tables(self)
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        self.table.seats.sit(self.char1)
        for name in ("Gottlob", "Frieda", "Karle"):
            self.table.seats.sit(create_object(CardPlayer, key=name, location=self.room1))
        self.table.start(target=3, options=dict(PLAYED_OUT), seed=3)

    def play_to_the_grace_time(self):
        game = self.table.match.game
        for _ in range(200):
            if game.grace_time:
                return
            if game.to_act == 0:
                self.table.play(self.char1, next(m.command for m in game.moves(0)
                                                 if not m.out_of_turn))
            else:
                assert self.timers.fire("npc_move")
        raise AssertionError("no grace time")

    def test_a_game_ended_by_the_grace_timer_is_written_all_or_nothing(self):
        self.play_to_the_grace_time()
        before = stored(self.table, "match")
        with patch.object(records, "book_personal", side_effect=RuntimeError("disk full")):
            with self.assertRaises(RuntimeError):
                self.timers.fire("end_grace")
        assert stored(self.char1, "cardrecords") is None  # the booking rolled back
        assert stored(self.table, "last_game") is None
        assert stored(self.table, "match") == before == self.table.match.to_json()
        assert self.table.match.game.grace_time  # memory follows the database
        self.table.turns.end_grace(self.table.turns.token())  # the timer again, now booked
        assert self.table.match.game.result is not None
        assert records.record_of(self.char1, "gaigel")["games"] == 1
        assert stored(self.char1, "cardrecords")["gaigel"]["games"] == 1
