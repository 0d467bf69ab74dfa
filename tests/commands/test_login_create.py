"""After `create` the new player is logged in at once: no `connect` with the
password a second time. The hashing still runs through `off_reactor` (the
password pool), the account is made by Evennia's `Account.create` with its
throttle, and the login is the session handler's, as for `connect`. A `connect`
typed out of habit afterwards is answered without repeating the password."""

from unittest.mock import patch

import evennia
from evennia.accounts.models import AccountDB
from evennia.server.serversession import ServerSession
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands import login
from game.commands.account import CmdSchonAngemeldet
from game.commands.default_cmdsets import AccountCmdSet, UnloggedinCmdSet
from tests.commands.test_login import typed_create

PASSWORD = "Herz-Dame-7"


class TestCreateLogsIn(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        handler = evennia.SESSION_HANDLER
        fresh = ServerSession()
        fresh.init_session("telnet", ("127.0.0.9", "testmode"), handler)
        fresh.sessid = 77
        handler.portal_connect(fresh.get_sync_data())
        self.newcomer = handler.session_from_sessid(77)  # on the connection screen
        self.addCleanup(handler.pop, 77, None)
        real_login = handler.login
        # the real login, without the portal of a running server
        self.logins = patch.object(handler, "login", autospec=False,
                                   side_effect=lambda s, a, **kw: real_login(s, a, testmode=True))

    def create(self, args, answer="j"):
        """All the newcomer reads while `create` runs; `answer` answers the question."""
        return typed_create(self.newcomer, args, answer)

    def test_create_logs_the_new_player_in_at_once(self):
        assert not self.newcomer.logged_in
        with self.logins as logged_in:
            said = self.create(f"Anna {PASSWORD}")
        anna = AccountDB.objects.get(username="Anna")
        logged_in.assert_called_once_with(self.newcomer, anna)
        assert self.newcomer.logged_in and self.newcomer.account == anna, said
        assert "ist angelegt, und du bist angemeldet" in said, said
        assert "connect Anna <dein passwort>" in said  # for the next visit
        assert PASSWORD not in said
        assert self.newcomer.puppet is not None  # standing in the world, as after connect

    def test_the_password_is_hashed_in_the_pool_and_works_for_connect(self):
        with self.logins, patch.object(login, "off_reactor", wraps=login.off_reactor) as pool:
            self.create(f"Anna {PASSWORD}")
        assert [call.args[0] for call in pool.call_args_list] == [login.prehash]
        anna = AccountDB.objects.get(username="Anna")
        assert anna.check_password(PASSWORD) and not anna.check_password("falsch-123")

    def test_answering_no_makes_no_account_and_logs_nobody_in(self):
        with self.logins as logged_in:
            said = self.create(f"Anna {PASSWORD}", answer="n")
        assert "Abgebrochen" in said and not logged_in.called
        assert not self.newcomer.logged_in
        assert not AccountDB.objects.filter(username="Anna").exists()

    def test_a_session_gone_before_the_hash_is_done_logs_nobody_in(self):
        with self.logins as logged_in, patch.object(login, "still_here", return_value=False):
            self.create(f"Anna {PASSWORD}")
        assert not logged_in.called and not self.newcomer.logged_in


class TestConnectOnceLoggedIn(EvenniaCommandTest):
    def test_connect_after_create_answers_and_never_echoes_the_password(self):
        said = self.call(CmdSchonAngemeldet(), f"TestAccount {PASSWORD}",
                         "Du bist schon angemeldet, als TestAccount.", caller=self.account,
                         cmdstring="connect")
        assert PASSWORD not in said

    def test_the_account_cmdset_has_connect_and_the_connection_screen_keeps_its_own(self):
        cmdset = AccountCmdSet()
        found = next(cmd for cmd in cmdset.commands if "connect" in cmd._keyaliases)
        assert isinstance(found, CmdSchonAngemeldet)
        assert not found.auto_help  # not in the index of a logged-in player
        screen = next(cmd for cmd in UnloggedinCmdSet().commands if "connect" in cmd._keyaliases)
        assert isinstance(screen, login.CmdAnmelden)
