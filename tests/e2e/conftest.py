"""Fixtures of the end-to-end tests: one migrated database, real servers on free ports."""

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import Roster
from tests.harness.telnet import TelnetClient


@pytest.fixture(scope="session")
def migrated_db(tmp_path_factory):
    """A freshly migrated database file, copied by every server that starts."""
    builder = GameServer(tmp_path_factory.mktemp("template"))
    return builder.migrate()


@pytest.fixture(scope="session")
def game_server(tmp_path_factory, migrated_db):
    """The running server the tests share (first start: admin, world), stopped by pid
    at the end."""
    with GameServer.running(tmp_path_factory.mktemp("server"), migrated_db) as server:
        yield server


@pytest.fixture
def players(game_server):
    """Log players in on the shared server: `players(name, password)`; at the end of
    the test each leaves the table it used, whatever the test did (order-proof)."""
    roster = Roster(game_server.ports["telnet"])
    yield roster
    roster.leave_all()


@pytest.fixture
def telnet(game_server):
    """A telnet connection to the test server, showing the connection screen."""
    client = TelnetClient(game_server.ports["telnet"])
    client.read_until("connect <name> <passwort>")
    yield client
    client.close()
