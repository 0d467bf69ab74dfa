"""What the tests of people and their conduct set up alike: Evennia's test people,
TestAccount (a Developer, so staff) playing Char and TestAccount2 (a player)
playing Char2, with the channel logger quiet, and on request the channels' logs in a
folder of the test's own, stopped clocks, who is online and a third person.

`PeopleSetup` goes before an Evennia test case in the bases (`class
ConductTest(PeopleSetup, DeckTest)`); `PeopleTest` is it on EvenniaCommandTest.
"""

import tempfile
from pathlib import Path
from unittest.mock import patch

import evennia
from evennia.utils.test_resources import EvenniaCommandTest

from game.people.channels import PLAUSCH, talk_channel


class PeopleSetup:
    def setUp(self):
        for name in ("log_file", "rotate_log_file"):  # no channel log files in tests
            self.started(patch(f"evennia.comms.comms.logger.{name}"))
        super().setUp()

    def started(self, patcher):
        """Start `patcher` until the test ends; what it put in place."""
        replaced = patcher.start()
        self.addCleanup(patcher.stop)
        return replaced

    def channel_logs(self):
        """A LOG_DIR of the test's own (self.logs), where the channels' logs are."""
        logs = tempfile.TemporaryDirectory()
        self.addCleanup(logs.cleanup)
        self.logs = Path(logs.name)
        override = self.settings(LOG_DIR=logs.name)
        override.enable()
        self.addCleanup(override.disable)

    def plausch_log(self, *lines, at="18:3{}:05+02"):
        """The Plausch's log holds `lines`, the n-th of them at `at` with n filled in."""
        path = self.logs / talk_channel(PLAUSCH).get_log_filename()
        path.write_text("".join(f"\n24-05-12 {at.format(n)} [-] {line}"
                                for n, line in enumerate(lines)), encoding="utf-8")

    def stop_clocks(self, *modules, at=1000.0):
        """The `clock` of each of `modules` reads self.now[0], which starts at `at`."""
        self.now = [at]
        for module in modules:
            self.started(patch.object(module, "clock", lambda: self.now[0]))

    def connected_are(self, *accounts):
        """Evennia's sessions say `accounts` are online; a test changes self.connected."""
        self.connected = list(accounts)
        self.started(patch.object(evennia.SESSION_HANDLER, "all_connected_accounts",
                                  lambda: list(self.connected)))

    def third_person(self, name="Carla"):
        """A third account, a player, of the name `name`."""
        return evennia.create_account(name, None, "Kartenglück-1")


class PeopleTest(PeopleSetup, EvenniaCommandTest):
    pass
