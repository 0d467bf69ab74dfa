"""A Server process that dies (SIGKILL) comes back by itself; players hear about it,
and a 66 match against a computer player goes on to its end.

Its own server with the game's real login throttle (five failed logins),
which must still hold after the restart: throttles live in a file cache,
not in the memory of the process that died.
"""

import os
import signal
import time

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import (HAND, SCREEN, fresh_hand, login, play_first_card,
                                  play_match, sit_with)
from tests.harness.telnet import TelnetClient

pytestmark = pytest.mark.server

@pytest.fixture(scope="module")
def throttled_server(tmp_path_factory, migrated_db):
    with GameServer.running(tmp_path_factory.mktemp("restart"), migrated_db,
                            extra_settings="LOGIN_THROTTLE_LIMIT = 5") as server:
        yield server


def wait_for_new_server(server, old_pid, timeout=90):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pid = server.server_pid()
        if pid and pid != old_pid:
            return pid
        time.sleep(0.5)
    raise AssertionError("the server did not come back:\n"
                         + server.log_tail())


def test_a_killed_server_restarts_players_are_told_and_throttles_hold(throttled_server):
    port = throttled_server.ports["telnet"]
    player = login(port, "Resi", "Kartenglück-5")
    sit_with(player, "Ferdl")
    player.send("spiel bis 3")
    player.read_until("Deine Karten:", timeout=60)

    guesser = TelnetClient(port, source="127.0.0.90")
    guesser.read_until(SCREEN)
    for _ in range(5):
        guesser.command("connect Resi falsch", "stimmt nicht")
    guesser.close()

    old_pid = throttled_server.server_pid()
    os.kill(old_pid, signal.SIGKILL)
    player.read_until("Der Server startet neu", timeout=30)
    wait_for_new_server(throttled_server, old_pid)
    player.read_until("neu gestartet", timeout=90)  # Evennia's word once it is back
    player.command("schau", "Ausgänge:")  # still connected and logged in
    # the table as it is now (the one shown on the way back is read first): our turn,
    # or told whose it is
    hand = HAND.findall(fresh_hand(player, "neu"))[-1]
    play_first_card(player, "Resi", hand, stop=("nicht am Zug",))
    assert "Die Partie ist aus." in play_match(player, "Resi")  # the match goes on

    again = TelnetClient(port, source="127.0.0.90", timeout=60)
    again.read_until(SCREEN)
    marker, answer = again.expect("Zu viele", "Ausgänge:", timeout=30) if again.send(
        "connect Resi Kartenglück-5") is None else (None, "")
    assert marker == "Zu viele", answer
    again.close()
    player.close()
