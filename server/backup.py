"""
Backups of the game's database: what `make backup` and `make restore` call.

`backup` writes a consistent copy with a timestamp into server/backups/ (or
`--dir`), also while the server runs: SQLite through its online backup API
(`evennia-20261201-173000.db3`, a complete database file), PostgreSQL with
`pg_dump` (`evennia-20261201-173000.dump`, custom format). `restore FILE`
puts one back; the server must be stopped first. The database is the one the
settings choose: MUD_DATABASE_URL (PostgreSQL), else MUD_DB_PATH or
server/evennia.db3. Plain standard library (plus PostgreSQL's own tools).

    .venv/bin/python server/backup.py backup [--dir DIR]
    .venv/bin/python server/backup.py restore FILE
"""

import argparse
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server.mud import SERVER_DIR, database_path, running_pids  # noqa: E402

BACKUP_DIR = SERVER_DIR / "backups"


def database_url():
    """The PostgreSQL URL of the settings, or "" for SQLite."""
    return os.environ.get("MUD_DATABASE_URL", "").strip()


def stamp():
    return time.strftime("%Y%m%d-%H%M%S")


def backup(directory=BACKUP_DIR):
    """Write a consistent copy of the database into `directory`; its path."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    url = database_url()
    if url:
        target = directory / f"evennia-{stamp()}.dump"
        subprocess.run(["pg_dump", "--format=custom", "--no-owner", f"--file={target}",
                        f"--dbname={url}"], check=True)
        return target
    source = database_path()
    if not source.exists():
        raise SystemExit(f"Keine Datenbank unter {source}: nichts zu sichern.")
    target = directory / f"evennia-{stamp()}.db3"
    partial = target.with_suffix(".db3.part")
    with sqlite3.connect(source, timeout=30) as live, \
            sqlite3.connect(partial) as copy:
        live.backup(copy)  # one consistent snapshot, even while the server writes
        copy.execute("PRAGMA journal_mode=DELETE")  # the copy is one self-contained file
    live.close()
    copy.close()
    partial.rename(target)
    return target


def restore(path):
    """Put the backup `path` back as the game's database (server stopped)."""
    path = Path(path)
    if not path.exists():
        raise SystemExit(f"Keine Sicherung unter {path}.")
    if running_pids():
        raise SystemExit("Der Server läuft: erst `make stop`, dann wiederherstellen.")
    url = database_url()
    if url:
        subprocess.run(["pg_restore", "--clean", "--if-exists", "--no-owner",
                        "--single-transaction", f"--dbname={url}", str(path)], check=True)
        return url.rsplit("@", 1)[-1]
    try:
        with sqlite3.connect(path) as check:
            ok = check.execute("PRAGMA integrity_check").fetchone()[0]
        check.close()
    except sqlite3.DatabaseError as error:
        ok = str(error)
    if ok != "ok":
        raise SystemExit(f"{path} ist keine heile SQLite-Datenbank ({ok}).")
    target = database_path()
    for leftover in (Path(f"{target}-wal"), Path(f"{target}-shm")):
        leftover.unlink(missing_ok=True)  # of the old database: they must not be replayed
    with sqlite3.connect(path) as source, sqlite3.connect(target) as live:
        source.backup(live)
        live.execute("PRAGMA journal_mode=WAL")
    source.close()
    live.close()
    return target


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="action", required=True)
    sub.add_parser("backup").add_argument("--dir", default=str(BACKUP_DIR))
    sub.add_parser("restore").add_argument("file")
    args = parser.parse_args(argv)
    if args.action == "backup":
        print(f"Gesichert: {backup(args.dir)}")
    else:
        print(f"Wiederhergestellt aus {args.file}: {restore(args.file)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
