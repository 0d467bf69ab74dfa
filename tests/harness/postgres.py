"""
A private PostgreSQL server for tests: `initdb` in a temporary folder, a free
port on 127.0.0.1, password login, stopped by its pid (never by name).

Debian's `postgresql` package provides the programs (`make test` installs it
when missing); as root they run as the `postgres` user, since PostgreSQL
refuses to run as root.
"""

import contextlib
import glob
import os
import secrets
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from tests.harness.gameserver import free_ports

USER, DATABASE = "kartenrunde", "kartenrunde"


def bin_dir():
    """The folder of PostgreSQL's programs (Debian: /usr/lib/postgresql/<n>/bin), or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                   key=lambda path: int(path.split("/")[4]) if path.split("/")[4].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


class Postgres:
    """`with Postgres.running() as pg:` gives `pg.url` for MUD_DATABASE_URL."""

    def __init__(self):
        self.bin = bin_dir()
        if self.bin is None:
            raise RuntimeError("PostgreSQL is not installed (make test installs Debian's postgresql)")
        # not under pytest's folder: that one is private to root, and postgres must enter it
        self.root = Path(tempfile.mkdtemp(prefix="mud-pg-"))
        self.data = self.root / "data"
        self.port = free_ports(1)[0]
        self.password = secrets.token_urlsafe(12)
        self.process = None
        self.as_postgres = os.geteuid() == 0

    @property
    def url(self):
        return f"postgresql://{USER}:{self.password}@127.0.0.1:{self.port}/{DATABASE}"

    def run(self, *command, **kwargs):
        """A PostgreSQL program, as the `postgres` user when we are root."""
        prefix = (["setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups"]
                  if self.as_postgres else [])
        return subprocess.run(prefix + [str(self.bin / command[0]), *command[1:]],
                              capture_output=True, text=True, check=True, timeout=120,
                              env=dict(os.environ, PGPASSWORD=self.password), **kwargs)

    def start(self):
        if self.as_postgres:
            shutil.chown(self.root, "postgres", "postgres")
        password_file = self.root / "password"
        password_file.write_text(self.password + "\n")
        if self.as_postgres:
            shutil.chown(password_file, "postgres", "postgres")
        self.run("initdb", "-D", str(self.data), "-U", USER, "--auth=scram-sha-256",
                 f"--pwfile={password_file}", "-E", "UTF8", "--locale=C.UTF-8")
        password_file.unlink()
        prefix = (["setpriv", "--reuid=postgres", "--regid=postgres", "--init-groups"]
                  if self.as_postgres else [])
        self.log = (self.root / "postgres.log").open("w")
        self.process = subprocess.Popen(  # setpriv execs postgres: the pid is the server's
            prefix + [str(self.bin / "postgres"), "-D", str(self.data), "-p", str(self.port),
                      "-k", str(self.root), "-c", "listen_addresses=127.0.0.1",
                      "-c", "fsync=on", "-c", "max_connections=50"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            ready = subprocess.run([str(self.bin / "pg_isready"), "-h", "127.0.0.1",
                                    "-p", str(self.port)], capture_output=True, check=False)
            if ready.returncode == 0:
                break
            if self.process.poll() is not None:
                raise RuntimeError((self.root / "postgres.log").read_text())
            time.sleep(0.3)
        self.run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", USER, DATABASE)

    def stop(self):
        """Fast shutdown by pid (SIGINT), SIGKILL if it lingers; the folder goes."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=30)
        if getattr(self, "log", None):
            self.log.close()
        shutil.rmtree(self.root, ignore_errors=True)

    @classmethod
    @contextlib.contextmanager
    def running(cls):
        server = cls()
        try:
            server.start()
            yield server
        finally:
            server.stop()
