"""Fixtures of the end-to-end tests: one migrated database, real servers on free ports."""

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.telnet import TelnetClient


@pytest.fixture(scope="session")
def migrated_db(tmp_path_factory):
    """A freshly migrated database file, copied by every server that starts."""
    builder = GameServer(tmp_path_factory.mktemp("template"))
    return builder.migrate()


@pytest.fixture(scope="session")
def game_server(tmp_path_factory, migrated_db):
    """A running server (first start: admin, world), stopped by pid at the end."""
    server = GameServer(tmp_path_factory.mktemp("server"))
    server.use_database(migrated_db)
    try:
        server.start()
        yield server
    finally:
        server.stop()
        assert not server.pids(), "test server still running after stop"


@pytest.fixture
def telnet(game_server):
    """A telnet connection to the test server, showing the connection screen."""
    client = TelnetClient(game_server.ports["telnet"])
    client.read_until("connect <name> <passwort>")
    yield client
    client.close()
