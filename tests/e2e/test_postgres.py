"""
The game on PostgreSQL (MUD_DATABASE_URL, psycopg 3), end to end on one server.

A private PostgreSQL (initdb in a temporary folder, free port, stopped by pid)
receives an SQLite world the README's way: a server builds its world on
SQLite and Anna makes her account there; `server/move_world.py dump` writes it
out, `evennia migrate` + `move_world.py load` put it into PostgreSQL. On that server
Anna logs in with her password, plays a whole 66 game against a computer
player (booked in her records), and the next game resumes after reload,
restart and kill -9, its records booked once.
"""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import current_hand, login, play_first_card, play_game, sit_with
from tests.harness.postgres import Postgres, bin_dir

pytestmark = [
    pytest.mark.server,
    pytest.mark.slow,  # initdb, a migration and a world move: minutes (tests/server/test_backup_postgres.py runs in CI)
    pytest.mark.skipif(bin_dir() is None, reason="PostgreSQL is not installed (`make test` "
                       "installs Debian's postgresql)"),
]
psycopg = pytest.importorskip("psycopg", reason="psycopg 3 is in the test extra (make test)")

PASSWORD = "Kartenglück-9"
MOVE = Path(__file__).resolve().parents[2] / "server" / "move_world.py"


def move_world(server, action, path):
    """server/move_world.py dump|load in `server`'s game directory, as the README says."""
    done = subprocess.run([sys.executable, str(MOVE), action, str(path)], cwd=server.root,
                          env=server.env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def games_in(bilanz):
    found = re.search(r"Spiele\s*\|?\s*(\d+)", bilanz)
    assert found, bilanz
    return int(found.group(1))


def bilanz(client):
    return client.command("bilanz", "Deine Bilanz") + client.read_until("Rang")


@pytest.fixture(scope="module")
def moved_world(tmp_path_factory, migrated_db):
    """A world built on SQLite with Anna's account, dumped as JSON (the server stopped)."""
    root = tmp_path_factory.mktemp("sqlite-world")
    with GameServer.running(root / "server", migrated_db) as server:
        login(server.ports["telnet"], "Anna", PASSWORD).close()
    move_world(server, "dump", root / "world.json")
    return server.admin, root / "world.json"


@pytest.fixture(scope="module")
def pg_server(tmp_path_factory, moved_world):
    admin, dump = moved_world
    with Postgres.running() as postgres:
        server = GameServer(tmp_path_factory.mktemp("pg"),
                            extra_env={"MUD_DATABASE_URL": postgres.url})
        server.admin = admin  # the moved world's admin
        server.migrate()
        move_world(server, "load", dump)
        try:
            server.start()
            yield server, postgres
        finally:
            server.stop()
        assert not server.pids(), "test server still running after stop"


def test_the_moved_world_runs_on_postgresql(pg_server):
    server, postgres = pg_server
    assert not server.db_path.exists()  # no SQLite file was made
    with psycopg.connect(postgres.url) as db:
        names = {row[0] for row in db.execute("SELECT username FROM accounts_accountdb")}
        rooms = db.execute("SELECT count(*) FROM objects_objectdb").fetchone()[0]
    assert {"Anna", server.admin[0]} <= names and rooms > 5


def test_a_66_game_is_booked_once_and_resumes_after_reload_restart_and_kill(pg_server):
    server, _ = pg_server
    port = server.ports["telnet"]
    anna = login(port, "Anna", PASSWORD, create=False)  # her password came along
    sit_with(anna, "Ferdl")
    anna.send("spiel bis 7")
    text = play_game(anna, lambda hand: play_first_card(anna, "Anna", hand))
    assert "Eine Partie Sechsundsechzig beginnt" in text and "Abrechnung" in text
    anna.send("weiter")  # the Abrechnung waits for her
    anna.read_until("Neues Spiel", timeout=60)
    assert games_in(bilanz(anna)) == 1
    before = current_hand(anna)

    admin = login(port, *server.admin, create=False)
    admin.send("reload")
    anna.read_until("neu gestartet", timeout=90)
    assert current_hand(anna) == before
    admin.close()
    anna.close()

    server.stop()  # a full stop and start
    server.start()
    anna = login(port, "Anna", PASSWORD, create=False)
    assert current_hand(anna) == before
    anna.close()

    server.kill()  # a crash
    server.start()
    anna = login(port, "Anna", PASSWORD, create=False)
    assert current_hand(anna) == before
    assert games_in(bilanz(anna)) == 1  # booked once, whatever happened since
    anna.send("aufgeben")
    anna.close()
