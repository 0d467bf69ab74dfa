"""The database settings: SQLite durable (WAL, synchronous=NORMAL) on every connection,
PostgreSQL chosen by MUD_DATABASE_URL."""

import runpy
from pathlib import Path

import pytest
from django.db.utils import ConnectionHandler

SETTINGS = Path(__file__).resolve().parents[3] / "server" / "conf" / "settings.py"


def game_settings(monkeypatch, url=None, db_path=None):
    """The game's settings module as the server reads it, with this environment."""
    monkeypatch.delenv("MUD_DATABASE_URL", raising=False)
    if url is not None:
        monkeypatch.setenv("MUD_DATABASE_URL", url)
    if db_path is not None:
        monkeypatch.setenv("MUD_DB_PATH", str(db_path))
    return runpy.run_path(str(SETTINGS))


def test_sqlite_connections_use_wal_and_synchronous_normal(monkeypatch, tmp_path,
                                                           django_db_blocker):
    config = game_settings(monkeypatch, db_path=tmp_path / "game.db3")
    assert "PRAGMA synchronous=OFF" not in config["SQLITE3_PRAGMAS"]  # Evennia's default
    connections = ConnectionHandler({"default": config["DATABASES"]["default"]})
    with django_db_blocker.unblock():
        try:
            with connections["default"].cursor() as cursor:  # a fresh connection (a thread's)
                assert cursor.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
                assert cursor.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
        finally:
            connections.close_all()


def test_evennia_start_pragmas_keep_the_database_durable(monkeypatch, tmp_path):
    """Evennia runs SQLITE3_PRAGMAS on its connection at start: none may undo WAL/NORMAL."""
    import sqlite3

    config = game_settings(monkeypatch, db_path=tmp_path / "game.db3")
    with sqlite3.connect(tmp_path / "game.db3") as db:
        for pragma in config["SQLITE3_PRAGMAS"]:
            db.execute(pragma)
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA synchronous").fetchone()[0] == 1


def test_database_url_selects_postgresql(monkeypatch):
    config = game_settings(monkeypatch, "postgresql://kart%40en:ge%2Fheim@db.example:5433/runde")
    assert config["DATABASES"]["default"] == {
        "ENGINE": "django.db.backends.postgresql", "NAME": "runde", "USER": "kart@en",
        "PASSWORD": "ge/heim", "HOST": "db.example", "PORT": "5433",
        "CONN_HEALTH_CHECKS": True,
    }


def test_without_a_url_sqlite_stays_the_default(monkeypatch, tmp_path):
    config = game_settings(monkeypatch, "", db_path=tmp_path / "x.db3")
    assert config["DATABASES"]["default"]["ENGINE"] == "django.db.backends.sqlite3"
    assert config["DATABASES"]["default"]["NAME"] == str(tmp_path / "x.db3")


@pytest.mark.parametrize("url", ["mysql://a:b@h/db", "postgresql://a:b@h:5432/"])
def test_a_url_that_is_not_postgresql_is_refused_with_a_reason(monkeypatch, url):
    with pytest.raises(ValueError, match="postgresql://user:pass@host:port/db"):
        game_settings(monkeypatch, url)
