"""Password hashing runs off the reactor thread: `connect`, `create` and `passwort`
hand it to the hashing pool (game/common/hashing.py) and finish on the caller's
thread; the pool is small and its threads run at a lower priority."""

import os
import threading
import types
from unittest.mock import patch

from django.contrib.auth import hashers
from django.test import override_settings
from evennia.utils.test_resources import EvenniaCommandTest
from twisted.internet import defer

from game.commands import login
from game.commands.account import CmdPasswort
from game.commands.login import CmdAnmelden, CmdKontoAnlegen
from game.common import hashing


def in_a_thread(function, *args):
    """deferToThread without a running reactor: a real thread, joined at once."""
    box = {}

    def run():
        try:
            box["value"] = function(*args)
        except Exception as error:  # noqa: BLE001 - handed to the Deferred
            box["error"] = error

    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
    return defer.fail(box["error"]) if "error" in box else defer.succeed(box["value"])


class TestHashingOffTheReactor(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.threads = []  # the thread of every hashing call
        spied = {name: getattr(hashers, name) for name in ("verify_password", "make_password")}

        def spy(name):
            def call(*args, **kwargs):
                self.threads.append(threading.current_thread())
                return spied[name](*args, **kwargs)
            return call

        self.said = []
        threaded = override_settings(PASSWORD_HASHING_IN_THREAD=True)
        threaded.enable()
        self.addCleanup(threaded.disable)
        for patcher in (
                patch.object(hashing.threads, "deferToThreadPool",
                             lambda reactor, pool, function, *args: in_a_thread(function, *args)),
                patch.object(hashers, "verify_password", spy("verify_password")),
                patch.object(hashers, "make_password", spy("make_password")),
                patch.object(self.session, "msg",
                             lambda text="", **kw: self.said.append(str(text)))):
            patcher.start()
            self.addCleanup(patcher.stop)

    def assert_hashed_off_the_main_thread(self):
        assert self.threads, "no password was hashed"
        assert all(thread is not threading.main_thread() for thread in self.threads)

    def connect(self, name, password):
        self.session.logged_in = False
        with patch.object(self.session.sessionhandler, "login") as logged_in:
            CmdAnmelden.log_in(self.session, name, password)
        return logged_in

    def test_connect_checks_the_password_in_a_thread(self):
        self.account.set_password("Herz-Dame-7")
        self.account.save()
        self.threads.clear()
        logged_in = self.connect(self.account.key, "Herz-Dame-7")
        logged_in.assert_called_once_with(self.session, self.account)
        self.assert_hashed_off_the_main_thread()

    def test_a_wrong_password_is_refused_after_the_thread(self):
        logged_in = self.connect(self.account.key, "falsch-falsch")
        logged_in.assert_not_called()
        assert "stimmt nicht" in "\n".join(self.said), self.said
        self.assert_hashed_off_the_main_thread()

    def test_an_unknown_name_costs_a_hash_too(self):
        logged_in = self.connect("Niemand", "Herz-Dame-7")
        logged_in.assert_not_called()
        self.assert_hashed_off_the_main_thread()

    def test_an_answer_for_a_player_who_left_logs_nobody_in(self):
        self.account.set_password("Herz-Dame-7")
        self.account.save()
        with patch.object(login, "still_here", lambda session, logging_in=True: False):
            logged_in = self.connect(self.account.key, "Herz-Dame-7")
        logged_in.assert_not_called()

    def test_create_hashes_in_a_thread(self):
        cmd = CmdKontoAnlegen()
        cmd.caller = cmd.session = self.session
        cmd.args, cmd.cmdname, cmd.raw_string = "Hanna Herz-Dame-7", "create", "create"
        run = cmd.func()
        assert isinstance(run, types.GeneratorType)
        next(run)
        try:
            run.send("j")
        except StopIteration:
            pass
        self.assert_hashed_off_the_main_thread()
        account = type(self.account).objects.get(username="Hanna")
        assert account.check_password("Herz-Dame-7")
        assert "ist angelegt" in "\n".join(self.said), self.said

    def test_passwort_checks_and_hashes_in_a_thread(self):
        self.account.set_password("Herz-Dame-7")
        self.account.save()
        self.threads.clear()
        self.call(CmdPasswort(), "Herz-Dame-7 = Eichel-Ober-9", "Dein Passwort ist geändert.",
                  caller=self.account)
        self.assert_hashed_off_the_main_thread()
        self.account.refresh_from_db()
        assert self.account.check_password("Eichel-Ober-9")


@override_settings(PASSWORD_HASHING_IN_THREAD=False)
def test_the_baseline_switch_hashes_inline():
    """bench/load.py's baseline: stock Evennia's way, on the calling thread."""
    with patch.object(hashing.threads, "deferToThreadPool") as threaded:
        answer = []
        login.off_reactor(login.verify, "x", None).addCallback(answer.append)
    threaded.assert_not_called()
    assert answer == [(False, None)]


def test_the_pool_has_a_thread_per_core_unless_set():
    with patch.object(hashing.os, "cpu_count", return_value=2):
        assert hashing.pool_size() == 2
    with patch.object(hashing.os, "cpu_count", return_value=None):
        assert hashing.pool_size() == 2
    with override_settings(PASSWORD_HASHING_THREADS=3):
        assert hashing.pool_size() == 3


def test_a_hashing_thread_is_nicer_than_the_server():
    """The thread lowers its own priority; the thread that started it keeps its own."""
    seen = {}

    def work():
        hashing.at_low_priority(lambda: None)
        hashing.at_low_priority(lambda: None)  # a second call changes nothing more
        seen["thread"] = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())

    before = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    assert seen["thread"] == min(19, before + hashing.NICENESS)
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == before
