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
import glob
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from server.mud import SERVER_DIR, database_path, running_pids  # noqa: E402

BACKUP_DIR = SERVER_DIR / "backups"
PG_DUMP_MAGIC = b"PGDMP"  # the first bytes of pg_dump's custom format


def database_url():
    """The PostgreSQL URL of the settings, or "" for SQLite."""
    return os.environ.get("MUD_DATABASE_URL", "").strip()


def pg_program(name):
    """A PostgreSQL program: from PATH, else Debian's newest /usr/lib/postgresql/<n>/bin."""
    found = shutil.which(name)
    if found:
        return found
    def version(path):
        number = path.split("/")[4]
        return int(number) if number.isdigit() else 0

    versions = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), key=version)
    if not versions:
        raise SystemExit(f"{name} fehlt: PostgreSQL-Programme installieren "
                         "(Debian: apt-get install postgresql-client).")
    return versions[-1]


def run_pg(name, *arguments, url, failure):
    """`name` (pg_dump, pg_restore) against `url`; its password goes by PGPASSWORD,
    never on the command line (every user of the machine sees that in `ps`)."""
    parts = urlsplit(url)
    env = dict(os.environ)
    if parts.password is not None:
        env["PGPASSWORD"] = unquote(parts.password)
        host = parts.netloc.rsplit("@", 1)[-1]
        user = parts.netloc.rsplit("@", 1)[0].split(":", 1)[0]
        parts = parts._replace(netloc=f"{user}@{host}")
    done = subprocess.run([pg_program(name), *arguments, f"--dbname={urlunsplit(parts)}"],
                          env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip()
        raise SystemExit(f"{failure} ({name} meldet: {detail})" if detail else failure)


def stamp():
    return time.strftime("%Y%m%d-%H%M%S")


def backup(directory=BACKUP_DIR):
    """Write a consistent copy of the database into `directory`; its path."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    url = database_url()
    if url:
        target = directory / f"evennia-{stamp()}.dump"
        partial = target.with_suffix(".dump.part")
        try:  # pg_dump reads one snapshot: consistent while the server writes
            run_pg("pg_dump", "--format=custom", "--no-owner", f"--file={partial}", url=url,
                   failure="Die Sicherung der PostgreSQL-Datenbank ist fehlgeschlagen")
        except SystemExit:
            partial.unlink(missing_ok=True)
            raise
        partial.rename(target)
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
        with path.open("rb") as dump:
            if dump.read(5) != PG_DUMP_MAGIC:
                raise SystemExit(f"{path} ist keine Sicherung von pg_dump (`make backup` auf "
                                 "PostgreSQL schreibt evennia-....dump).")
        # the tables of the backup replace the present ones, all or nothing
        run_pg("pg_restore", "--clean", "--if-exists", "--no-owner", "--single-transaction",
               str(path), url=url, failure=f"Die Wiederherstellung aus {path} ist fehlgeschlagen, "
               "die Datenbank ist unverändert")
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
