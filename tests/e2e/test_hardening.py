"""Hardening (issue 34), tried as an attacker would, on loopback.

One server of its own with the game's real throttles and limits (login
throttle, command rate), not the lifted ones of the shared test server.
Attackers and victims come from different loopback addresses (127.0.0.2 and
up), so the tests show what is counted per address.
"""

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import SCREEN, login
from tests.harness.telnet import TelnetClient
from tests.harness.web import WebVisitor

pytestmark = pytest.mark.server

REAL_LIMITS = ("from server.conf.game_settings import (LOGIN_THROTTLE_LIMIT, MAX_COMMAND_RATE,"
               " CREATION_THROTTLE_LIMIT)")


@pytest.fixture(scope="module")
def hard_server(tmp_path_factory, migrated_db):
    with GameServer.running(tmp_path_factory.mktemp("hard"), migrated_db,
                            extra_settings=REAL_LIMITS) as server:
        yield server


@pytest.fixture(scope="module")
def accounts(hard_server):
    """Two accounts made over telnet (from an address no test attacks from)."""
    port = hard_server.ports["telnet"]
    made = {"Zenzi": "Kartenglück-34", "Wastl": "Herzass-34"}
    for name, password in made.items():
        login(port, name, password, source="127.0.0.9").close()
    return made


def test_wrong_web_passwords_lock_out_only_their_own_address(hard_server, accounts):
    from server.conf.settings import LOGIN_THROTTLE_LIMIT  # the game's, as the server has it

    web = hard_server.ports["web"]
    attacker = WebVisitor(web, source="127.0.0.2")
    for _ in range(LOGIN_THROTTLE_LIMIT):
        page = attacker.log_in("Zenzi", "falsch")
        assert page.status == 200 and "Zu viele" not in page.text
    locked = attacker.log_in("Zenzi", accounts["Zenzi"])  # even the right password now
    assert "Zu viele falsche Anmeldungen" in locked.text
    # a forged X-Forwarded-For does not give the attacker a fresh address
    forged = WebVisitor(web, source="127.0.0.2").log_in(
        "Zenzi", accounts["Zenzi"], headers={"X-Forwarded-For": "10.20.30.40"})
    assert "Zu viele falsche Anmeldungen" in forged.text

    other = WebVisitor(web, source="127.0.0.3").log_in("Zenzi", accounts["Zenzi"])
    assert other.status == 302, other.text[:2000]  # logged in, on to the front page
    player = TelnetClient(hard_server.ports["telnet"])  # telnet from 127.0.0.1, too
    player.read_until(SCREEN)
    player.command(f"connect Wastl {accounts['Wastl']}", "Ausgänge:")
    player.close()
