"""What keeps a full room cheap (issue 21) must not change what anyone sees:
the seats read once per change, objects by id from the cache, the `call` lock
skipped for things with no commands to lend, lock expressions remembered.
The seat entries are read-only where they are read once; the match, written
by one UPDATE, is the same in the cache and in the database."""

from django.db import connection
from django.test.utils import CaptureQueriesContext
from evennia.locks import lockhandler
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaTest

from game.common.stored import write_value
from game.common.things import by_id
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from server.conf import lockspeed


class CrowdedRoom(EvenniaTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(SixtySixDeck, key="Ecktisch", location=self.room1)
        self.bot = create_object(CardPlayer, key="Ferdl", location=self.room1)

    def test_seat_of_follows_every_write_of_the_seats(self):
        self.table.seats.sit(self.char1)
        self.assertEqual(self.table.seats.of(self.char1), 0)
        self.table.seats.sit(self.bot)
        self.assertEqual(self.table.seats.of(self.bot), 1)
        seats = self.table.db.seats
        seats[0] = None  # in place, as _SaverList writes it back
        self.assertIsNone(self.table.seats.of(self.char1))
        self.assertEqual(self.table.seats.of(self.bot), 1)
        self.table.db.seats = [None, None]
        self.assertIsNone(self.table.seats.of(self.bot))

    def test_seat_entries_are_read_only_and_follow_every_write(self):
        self.table.seats.sit(self.char1)
        entries = self.table.seats.entries()
        self.assertEqual(entries[0]["name"], self.char1.key)
        self.assertIsNone(entries[1])
        with self.assertRaises(TypeError):
            entries[0]["stand_in"] = True  # a reader cannot change the seats by mistake
        self.assertIs(self.table.seats.entries(), entries)  # no second unpickling
        seats = self.table.seats.copies()  # the copy to change and store
        seats[0]["stand_in"] = True
        self.assertFalse(self.table.seats.entries()[0]["stand_in"])
        self.table.db.seats = seats
        self.assertTrue(self.table.seats.entries()[0]["stand_in"])
        self.table.db.seats[0]["away"] = True  # in place, as _SaverDict writes it back
        self.assertTrue(self.table.seats.entries()[0]["away"])

    def test_write_value_is_in_the_database_and_in_the_cache(self):
        write_value(self.table, "match", "erst")  # no Attribute yet: made as Evennia makes it
        self.assertEqual(self.table.db.match, "erst")
        write_value(self.table, "match", "zweit")
        self.assertEqual(self.table.db.match, "zweit")  # the cached Attribute
        self.table.attributes.reset_cache()
        self.assertEqual(self.table.db.match, "zweit")  # read anew from the database
        write_value(self.table, "match", None)
        self.table.attributes.reset_cache()
        self.assertIsNone(self.table.db.match)
        write_value(self.table, "match", {"Stand": [3, 5]})
        self.table.attributes.reset_cache()
        self.assertEqual(self.table.db.match, {"Stand": [3, 5]})

    def test_watching_follows_the_spectators(self):
        self.table.watch(self.char2)
        self.assertTrue(self.table.watching(self.char2))
        self.table.watch(self.char2, on=False)
        self.assertFalse(self.table.watching(self.char2))

    def test_seats_and_occupants_cost_no_query_once_read(self):
        self.table.seats.sit(self.char1)
        self.table.seats.sit(self.bot)
        self.table.seats.occupant(0), self.table.seats.of(self.char1)
        with CaptureQueriesContext(connection) as queries:
            self.assertEqual(self.table.seats.occupant(1), self.bot)
            self.assertEqual(self.table.seats.of(self.bot), 1)
            self.assertEqual(by_id(self.char1.id), self.char1)
        self.assertEqual(len(queries.captured_queries), 0)
        self.assertIsNone(by_id(None))
        self.assertIsNone(by_id(10**9))

    def test_call_is_refused_only_where_there_are_no_commands_to_lend(self):
        self.assertFalse(self.table.access(self.char1, "call", no_superuser_bypass=True))
        self.assertFalse(self.bot.access(self.char1, "call", no_superuser_bypass=True))
        self.assertTrue(self.exit.access(self.char1, "call", no_superuser_bypass=True))
        self.table.cmdset.add("evennia.commands.default.cmdset_character.CharacterCmdSet",
                              persistent=True)
        self.assertTrue(self.table.access(self.char1, "call", no_superuser_bypass=True))
        self.assertTrue(self.table.access(self.char1, "view"))  # other locks as before


class RememberedLockExpressions(EvenniaTest):
    def tearDown(self):
        lockhandler.__dict__.pop("eval", None)  # the builtin again
        super().tearDown()

    def checks(self):
        obj = self.obj1
        obj.locks.add("view:all();get:false();edit:perm(Builder) or not perm(Admin);"
                      "puppet:(id(%d) and not false()) or perm(Developer)" % self.char1.id)
        return [obj.access(who, kind, no_superuser_bypass=True)
                for who in (self.char1, self.char2)
                for kind in ("view", "get", "edit", "puppet")]

    def test_the_answers_are_the_same_with_and_without(self):
        before = self.checks()
        lockspeed.install()
        self.assertIs(lockhandler.eval, lockspeed.lock_eval)
        self.assertEqual(self.checks(), before)
        self.assertIn(True, before)
        self.assertIn(False, before)

    def test_only_plain_boolean_expressions_are_remembered(self):
        self.assertIs(lockspeed.lock_eval("(True and not False) or False"), True)
        remembered = lockspeed._combine.cache_info().currsize
        self.assertEqual(lockspeed.lock_eval("1 + 1"), 2)  # evaluated as before
        self.assertEqual(lockspeed._combine.cache_info().currsize, remembered)
