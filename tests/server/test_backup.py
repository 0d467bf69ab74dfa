"""`make backup` / `make restore` (server/backup.py): a consistent copy of a live
SQLite database in WAL mode, with a timestamp, and putting it back."""

import sqlite3
from unittest.mock import patch

import pytest

from server import backup


@pytest.fixture
def live_db(tmp_path, monkeypatch):
    """A WAL database with a writer that keeps it open (its rows not yet checkpointed)."""
    path = tmp_path / "evennia.db3"
    monkeypatch.setenv("MUD_DB_PATH", str(path))
    monkeypatch.delenv("MUD_DATABASE_URL", raising=False)
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("PRAGMA journal_mode=WAL")
    writer.execute("PRAGMA wal_autocheckpoint=0")  # every row stays in the -wal file
    writer.execute("CREATE TABLE moves (n INTEGER)")
    writer.executemany("INSERT INTO moves VALUES (?)", [(n,) for n in range(100)])
    yield path, writer
    writer.close()


def rows(path):
    with sqlite3.connect(path) as db:
        return db.execute("SELECT count(*) FROM moves").fetchone()[0]


def test_a_backup_of_a_running_database_holds_every_committed_row(live_db, tmp_path):
    path, writer = live_db
    copy = backup.backup(tmp_path / "backups")
    assert copy.name.startswith("evennia-") and copy.suffix == ".db3"
    assert copy.stat().st_size > 0 and not list(copy.parent.glob("*.part"))
    assert rows(copy) == 100  # the rows in the writer's WAL are in the copy
    with sqlite3.connect(copy) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    writer.execute("INSERT INTO moves VALUES (100)")  # the live database goes on
    assert rows(copy) == 100 and rows(path) == 101


def test_restore_puts_the_backup_back(live_db, tmp_path):
    path, writer = live_db
    copy = backup.backup(tmp_path / "backups")
    writer.execute("DELETE FROM moves")
    writer.close()
    with patch.object(backup, "running_pids", dict):
        backup.restore(copy)
    assert rows(path) == 100
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_restore_refuses_while_the_server_runs(live_db, tmp_path):
    copy = backup.backup(tmp_path / "backups")
    with patch.object(backup, "running_pids", lambda: {"server": 1}), \
            pytest.raises(SystemExit, match="make stop"):
        backup.restore(copy)


def test_restore_refuses_a_file_that_is_no_database(live_db, tmp_path):
    broken = tmp_path / "kaputt.db3"
    broken.write_text("keine Datenbank")
    with patch.object(backup, "running_pids", dict), pytest.raises(SystemExit, match="keine heile SQLite-Datenbank"):
        backup.restore(broken)
    assert rows(live_db[0]) == 100  # nothing changed
