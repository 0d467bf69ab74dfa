"""A computer player's worker process dies (SIGKILL) in the middle of its turn,
later the Server process too: the match goes on by itself to its end."""

import ast
import os
import signal
import time

import pytest

from tests.e2e.test_restart import wait_for_new_server
from tests.harness.gameserver import GameServer
from tests.harness.player import login, play_match, sit_with

pytestmark = pytest.mark.server

WORKERS = "py from game import thinking; print('WORK' + 'ERS=' + repr(thinking.worker_pids()))"


@pytest.fixture
def own_server(tmp_path, migrated_db):
    with GameServer.running(tmp_path / "server", migrated_db) as server:
        yield server


def worker_pids(admin):
    """The pool's worker pids, as the server itself knows them."""
    admin.send(WORKERS)
    admin.read_until("WORKERS=", timeout=60)
    return ast.literal_eval(admin.read_until("\n").strip())


def test_a_killed_worker_and_a_killed_server_and_the_match_goes_on(own_server):
    port = own_server.ports["telnet"]
    player = login(port, "Vroni", "Kartenglück-7")
    sit_with(player, "Ferdl")
    player.send("spiel bis 3")
    player.read_until("Du bist am Zug", timeout=60)
    admin = login(port, *own_server.admin, create=False)

    player.command("lege 1", "Du legst ")  # now Ferdl thinks in a worker
    pids = worker_pids(admin)
    assert pids, "no worker process while the computer player thinks"
    os.kill(pids[0], signal.SIGKILL)  # only a process of this test's server
    player.read_until("Ferdl legt ", timeout=60)  # he answers all the same
    assert pids[0] not in worker_pids(admin)  # a new pool
    admin.close()

    old_pid = own_server.server_pid()
    os.kill(old_pid, signal.SIGKILL)  # and now the Server process (not the portal)
    wait_for_new_server(own_server, old_pid)
    player.read_until("neu gestartet", timeout=90)
    player.send("hand")
    assert "Die Partie ist aus." in play_match(player, "Vroni")
    assert "BrokenProcessPool" in own_server.log.read_text(errors="replace")  # logged
    player.close()


def test_sigterm_to_the_server_stops_the_game_and_nothing_restarts_it(own_server):
    """SIGTERM is the operator's stop (systemd, kill): players are told, portal and
    server end cleanly, and the portal does not take it for a crash."""
    player = login(own_server.ports["telnet"], "Resi", "Kartenglück-8")
    os.kill(own_server.server_pid(), signal.SIGTERM)  # only this test's server process
    player.read_until("Der Server wird angehalten", timeout=60)
    assert player.closed_by_server(timeout=60)
    deadline = time.monotonic() + 60
    while own_server.pids() and time.monotonic() < deadline:
        time.sleep(0.5)
    assert not own_server.pids(), "portal or server still runs (or was restarted)"
    portal_log = (own_server.root / "server" / "logs" / "portal.log").read_text(errors="replace")
    assert "died unexpectedly" not in portal_log
    assert "SIGTERM received" in own_server.log.read_text(errors="replace")
