"""`make backup` / `make restore` (server/backup.py) on PostgreSQL: `pg_dump` of a
database with committed rows, changed afterwards, and `pg_restore` bringing back the
rows as at the backup; refusals in German that change nothing. One private
PostgreSQL (tests/harness/postgres.py) for the module, no game server."""

import subprocess
from unittest.mock import patch

import pytest

from server import backup
from tests.harness.postgres import Postgres, bin_dir

pytestmark = pytest.mark.skipif(bin_dir() is None, reason="PostgreSQL is not installed "
                                "(`make test` installs Debian's postgresql)")
psycopg = pytest.importorskip("psycopg", reason="psycopg 3 is in the test extra (make test)")


@pytest.fixture(scope="module")
def postgres():
    with Postgres.running() as server:
        yield server


@pytest.fixture
def database(postgres, monkeypatch):
    """The private database with a match (a serial key) and its moves (a foreign key)."""
    monkeypatch.setenv("MUD_DATABASE_URL", postgres.url)
    with psycopg.connect(postgres.url, autocommit=True) as db:
        db.execute("DROP TABLE IF EXISTS moves, matches")
        db.execute("CREATE TABLE matches (id serial PRIMARY KEY, game text NOT NULL)")
        db.execute("CREATE TABLE moves (match integer REFERENCES matches, n integer, card text)")
        db.execute("INSERT INTO matches (game) VALUES ('66'), ('Gaigel')")
        for n in range(50):
            db.execute("INSERT INTO moves VALUES (%s, %s, %s)", (1 + n % 2, n, f"Herz {n}"))
    return postgres.url


def state(url):
    """Everything the test wrote: the matches, the moves and the next serial key."""
    with psycopg.connect(url) as db:
        return (db.execute("SELECT id, game FROM matches ORDER BY id").fetchall(),
                db.execute("SELECT match, n, card FROM moves ORDER BY n").fetchall(),
                db.execute("SELECT last_value FROM matches_id_seq").fetchone()[0])


def play_on(url):
    """What happens after the backup: moves changed and deleted, a match added."""
    with psycopg.connect(url) as db:
        db.execute("DELETE FROM moves WHERE n >= 10")
        db.execute("UPDATE moves SET card = 'Eichel Ass'")
        db.execute("INSERT INTO matches (game) VALUES ('66')")


def commands(spy):
    """The argument lists handed to subprocess.run (what `ps` shows on the machine)."""
    return [" ".join(map(str, call.args[0])) for call in spy.call_args_list]


def test_a_dump_restored_brings_back_the_rows_as_at_the_backup(database, tmp_path):
    before = state(database)
    with patch.object(backup.subprocess, "run", wraps=subprocess.run) as spy:
        dump = backup.backup(tmp_path / "backups")
    assert dump.name.startswith("evennia-") and dump.suffix == ".dump"
    assert dump.read_bytes()[:5] == b"PGDMP" and not list(dump.parent.glob("*.part"))
    play_on(database)
    assert state(database) != before
    with patch.object(backup, "running_pids", dict), \
            patch.object(backup.subprocess, "run", wraps=subprocess.run) as restore_spy:
        assert backup.restore(dump).endswith("/kartenrunde")
    assert state(database) == before  # the same rows, and the next match gets id 3 again
    password = database.split(":")[2].split("@")[0]
    assert all(password not in line for line in commands(spy) + commands(restore_spy))


def test_the_postgresql_programs_are_found_off_the_path(database, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "nothing-here"))
    dump = backup.backup(tmp_path)
    assert dump.read_bytes()[:5] == b"PGDMP"


def test_a_failing_dump_says_so_in_german_and_leaves_no_file(database, tmp_path, monkeypatch):
    monkeypatch.setenv("MUD_DATABASE_URL", database.replace("@", "x@", 1))  # a wrong password
    with pytest.raises(SystemExit, match="Sicherung der PostgreSQL-Datenbank ist fehlgeschlagen"):
        backup.backup(tmp_path / "backups")
    assert not list((tmp_path / "backups").iterdir())


def test_restore_refuses_while_the_server_runs(database, tmp_path):
    dump = backup.backup(tmp_path)
    play_on(database)
    after = state(database)
    with patch.object(backup, "running_pids", lambda: {"server": 1}), \
            pytest.raises(SystemExit, match="make stop"):
        backup.restore(dump)
    assert state(database) == after


@pytest.mark.parametrize("content", [b"keine Sicherung", b"SQLite format 3\x00"])
def test_restore_refuses_a_file_that_is_no_dump(database, tmp_path, content):
    before = state(database)
    broken = tmp_path / "kaputt.dump"
    broken.write_bytes(content)
    with patch.object(backup, "running_pids", dict), \
            pytest.raises(SystemExit, match="keine Sicherung von pg_dump"):
        backup.restore(broken)
    assert state(database) == before


def test_a_damaged_dump_changes_nothing(database, tmp_path):
    dump = backup.backup(tmp_path)
    damaged = tmp_path / "halb.dump"
    damaged.write_bytes(dump.read_bytes()[:len(dump.read_bytes()) // 2])  # cut off
    with psycopg.connect(database, autocommit=True) as db:
        db.execute("DELETE FROM moves WHERE n = 0")
    before = state(database)
    with patch.object(backup, "running_pids", dict), \
            pytest.raises(SystemExit, match="fehlgeschlagen, die Datenbank ist unverändert"):
        backup.restore(damaged)
    assert state(database) == before  # one transaction: all or nothing


def test_a_dump_restores_into_a_new_empty_database(database, tmp_path, monkeypatch):
    dump = backup.backup(tmp_path)
    with psycopg.connect(database, autocommit=True) as db:
        db.execute("DROP DATABASE IF EXISTS neu")
        db.execute("CREATE DATABASE neu")  # as the README says: createdb, no migrate
    new = database.rsplit("/", 1)[0] + "/neu"
    monkeypatch.setenv("MUD_DATABASE_URL", new)
    with patch.object(backup, "running_pids", dict):
        backup.restore(dump)
    assert state(new) == state(database)
