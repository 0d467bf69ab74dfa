"""`wer`, `bestenliste` and `bilanz` stay cheap with many players: the number of
database queries does not grow with the number of people (no timing here;
bench/stall.py measures the server)."""

import time
from unittest.mock import patch

import evennia
from django.db import connection
from django.test.utils import CaptureQueriesContext
from evennia.utils.create import create_account, create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import records
from game.commands import records as record_cmds, who
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.characters import Character


class Session:
    """What `wer` reads of a connected session."""

    logged_in = True

    def __init__(self, account, puppet):
        self.account, self.puppet = account, puppet
        self.conn_time = time.time() - 100
        self.cmd_last_visible = time.time() - 5

    def get_account(self):
        return self.account

    def get_puppet(self):
        return self.puppet


class TestCheapLists(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.sessions = []
        for index in range(3):
            create_object(SixtySixDeck, key=f"Tisch {index}", location=self.room1)

    def add_people(self, count):
        start = len(self.sessions)
        for index in range(start, start + count):
            account = create_account(f"spieler{index}", email=None, password="geheim-1234")
            person = create_object(Character, key=f"Spieler{index}", location=self.room1)
            person.attributes.add("cardrecords", {"66": {"games": index + 1, "score": index}})
            person.tags.add(*records.RECORD_TAG)
            self.sessions.append(Session(account, person))

    def queries(self, command, args="", **kwargs):
        with patch.object(evennia.SESSION_HANDLER, "get_sessions", lambda *a, **k: self.sessions):
            self.call(command, args, None, **kwargs)  # warm the caches once
            with CaptureQueriesContext(connection) as done:
                text = self.call(command, args, None, **kwargs)
        return len(done.captured_queries), text

    def test_wer_asks_the_database_as_often_with_40_people_as_with_4(self):
        self.add_people(4)
        few, text = self.queries(who.CmdWer(), caller=self.account)
        assert "Spieler3" in text
        self.add_people(36)
        many, text = self.queries(who.CmdWer(), caller=self.account)
        assert "Spieler39" in text and many <= few

    def test_bestenliste_asks_the_database_as_often_with_40_people_as_with_4(self):
        self.add_people(4)
        few, _ = self.queries(record_cmds.CmdBestenliste(), "66")
        self.add_people(36)
        many, text = self.queries(record_cmds.CmdBestenliste(), "66")
        assert "Spieler39" in text and many <= few

    def test_bilanz_asks_the_database_nothing_more_with_many_people(self):
        self.add_people(4)
        few, _ = self.queries(record_cmds.CmdBilanz())
        self.add_people(36)
        many, text = self.queries(record_cmds.CmdBilanz())
        assert "Deine Bilanz" in text and many <= few

    def test_the_leaderboard_is_kept_until_a_record_changes(self):
        self.add_people(5)
        first = records.leaderboard("66")
        with CaptureQueriesContext(connection) as done:
            again = records.leaderboard("66")
        assert again == first and not done.captured_queries
        last = self.sessions[0].puppet
        records.update(last, "66", "test:1", lambda rec: dict(rec, score=999))
        assert records.leaderboard("66")[0][1] == last  # booked: on top at once
        last.attributes.add("cardrecords", {"66": {"games": 1, "score": -5}})
        assert records.leaderboard("66")[-1][1] == last  # changed by hand: seen too


class TestAllTables(EvenniaCommandTest):
    """The card tables `wer` lists come from memory, and still change with the world."""

    def test_no_query_until_a_table_comes_or_goes(self):
        from game.common.things import all_tables
        from game.common.things import TABLE_TAG

        first = create_object(SixtySixDeck, key="Ecktisch", location=self.room1)
        assert first in all_tables()
        with CaptureQueriesContext(connection) as done:
            kept = all_tables()
        assert not done.captured_queries
        assert first in kept and all(isinstance(table, SixtySixDeck) for table in kept)
        second = create_object(SixtySixDeck, key="Fenstertisch", location=self.room1)
        assert {first, second} <= set(all_tables())
        first.delete()
        assert first not in all_tables() and second in all_tables()
        second.tags.remove(TABLE_TAG[0], category=TABLE_TAG[1])
        assert second not in all_tables()
