"""The command handler's shortcuts (server/conf/cmdspeed.py) find the same
commands as Evennia's own code: every name of every command a player has,
with and without arguments and prefixes, in the same order; a command set
that changes is indexed anew; a remembered merge is the stock merge."""

from unittest.mock import patch

from evennia.commands import cmdhandler, cmdparser
from evennia.commands.cmdset import CmdSet
from evennia.commands.command import Command
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaTest

from game.typeclasses.carddecks import SixtySixDeck
from server.conf import cmdspeed

STOCK_BUILD = cmdparser.build_matches


def merged_set(caller):
    """The caller's merged command set, as the command handler builds it."""
    got = []
    cmdhandler.get_and_merge_cmdsets(
        caller, [caller, caller.account], "object", "schau").addCallback(got.append)
    return got[0]


def same(matches):
    return [(name, args, cmd.key, length, ratio, raw) for name, args, cmd, length, ratio, raw
            in matches]


class TestBuildMatches(EvenniaTest):
    def setUp(self):
        super().setUp()
        create_object(SixtySixDeck, key="Ecktisch", location=self.room1)
        self.cmdset = merged_set(self.char1)

    def lines(self):
        for cmd in self.cmdset:
            for name in cmd._keyaliases:
                yield name
                yield name + " 1"
                yield name.upper() + " herz ass"
                yield "@" + name
                yield name + "x"
        yield from ("", "x", "lege", "le", "lege1", "neue partie", "  schau", "@", "!!")

    def test_every_name_matches_as_in_stock(self):
        checked = 0
        for line in self.lines():
            for prefixes in (False, True):
                self.assertEqual(
                    same(cmdspeed.build_matches(line, self.cmdset, prefixes)),
                    same(STOCK_BUILD(line, self.cmdset, prefixes)), (line, prefixes))
                checked += 1
        self.assertGreater(checked, 1000)

    def test_a_command_added_later_is_found(self):
        class CmdKuckuck(Command):
            key = "kuckuck"
            aliases = ["kuck"]

        cmdspeed.build_matches("kuckuck", self.cmdset)  # index built before the change
        self.cmdset.add(CmdKuckuck())
        found = cmdspeed.build_matches("kuck mal", self.cmdset)
        self.assertEqual([m[2].key for m in found], ["kuckuck"])
        self.assertEqual(same(found), same(STOCK_BUILD("kuck mal", self.cmdset)))
        self.cmdset.remove(CmdKuckuck())
        self.assertEqual(cmdspeed.build_matches("kuck mal", self.cmdset), [])


class TestRememberedMerges(EvenniaTest):
    def test_a_remembered_merge_is_the_stock_merge(self):
        parts = [self.char1.cmdset.current, self.account.cmdset.current]
        stock = CmdSet()
        for part in parts:
            stock = stock + part
        for _ in range(2):  # made, then remembered
            merged = cmdspeed.MergeStart()
            for part in parts:
                merged = merged + part
            self.assertEqual(sorted(c.key for c in merged.commands),
                             sorted(c.key for c in stock.commands))
            for name in ("key", "priority", "mergetype", "no_exits", "no_objs", "no_channels"):
                self.assertEqual(getattr(merged, name), getattr(stock, name), name)
        again = cmdspeed.MergeStart() + parts[0]
        self.assertIs(again, cmdspeed.MergeStart() + parts[0])

    def test_a_changed_set_is_merged_anew(self):
        class CmdKuckuck(Command):
            key = "kuckuck"

        first = cmdspeed.MergeStart() + self.char1.cmdset.current
        self.char1.cmdset.current.add(CmdKuckuck())
        second = cmdspeed.MergeStart() + self.char1.cmdset.current
        self.assertNotIn("kuckuck", [c.key for c in first.commands])
        self.assertIn("kuckuck", [c.key for c in second.commands])

    def test_installed_the_handler_still_runs_commands(self):
        with patch.object(cmdparser, "build_matches", cmdspeed.build_matches), \
                patch.object(cmdhandler, "CmdSet", cmdspeed.MergeStart):
            for _ in range(2):
                with patch.object(self.char1, "msg") as msg:
                    self.char1.execute_cmd("schau")
                text = " ".join(str(call.args[0] if call.args else call.kwargs.get("text"))
                                for call in msg.mock_calls)
                self.assertIn(self.room1.key, text)
