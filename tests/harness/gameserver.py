"""
A real Evennia server for end-to-end tests, beside any other running game.

The server runs from a temporary game directory whose code folders are
links to this checkout, on five free ports, with its own copy of a freshly
migrated database, its own logs and pid files. Its settings are the game's
plus `e2e_settings.py` (throttles lifted). It is stopped by its pid files,
never by process name.
"""

import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from server.mud import running_pids, wait_until_ready

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PORT_NAMES = ("telnet", "web", "websocket", "internal", "amp")


def free_ports(count):
    """`count` distinct ports nobody listens on right now."""
    sockets = [socket.socket() for _ in range(count)]
    try:
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [sock.getsockname()[1] for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


def make_game_dir(root, extra_settings="", code=REPO):
    """A game directory under `root` that runs this checkout's code (or the game of
    another checkout `code`, with this checkout's bench/: a baseline to measure).

    `extra_settings` (Python lines) go at the end of its settings.py.
    """
    root.mkdir(parents=True, exist_ok=True)
    code = Path(code)
    for name in ("game", "world", "web"):
        (root / name).symlink_to(code / name)
    (root / "bench").symlink_to(REPO / "bench")
    conf = root / "server" / "conf"
    (root / "server" / "logs").mkdir(parents=True)
    conf.mkdir()
    (root / "server" / "__init__.py").touch()
    for path in (code / "server" / "conf").glob("*.py"):
        if path.name not in ("settings.py", "secret_settings.py"):
            (conf / path.name).symlink_to(path)
    (conf / "game_settings.py").symlink_to(code / "server" / "conf" / "settings.py")
    shutil.copy(Path(__file__).with_name("e2e_settings.py"), conf / "settings.py")
    if extra_settings:
        with (conf / "settings.py").open("a") as handle:
            handle.write("\n" + extra_settings + "\n")
    return root


class GameServer:
    """One test server: `migrate()` once, `start()`, talk to it, `stop()`; or
    `with GameServer.running(root, template) as server:` for all of that."""

    def __init__(self, root, extra_settings="", extra_env=None, code=REPO):
        self.root = make_game_dir(root, extra_settings, code)
        self.extra_env = dict(extra_env or {})  # MUD_DATABASE_URL: PostgreSQL
        self.ports = dict(zip(PORT_NAMES, free_ports(len(PORT_NAMES))))
        self.db_path = self.root / "server" / "evennia.db3"
        self.admin = ("admin", secrets.token_urlsafe(12))
        self.log = self.root / "server" / "logs" / "server.log"

    @classmethod
    @contextlib.contextmanager
    def running(cls, root, template, extra_settings="", extra_env=None):
        """A started server on a copy of the migrated database `template` (None: migrate
        the database the environment names); on leaving, stopped by pid, and none of
        its processes may be left."""
        server = cls(root, extra_settings, extra_env)
        if template is None:
            server.migrate()
        else:
            server.use_database(template)
        try:
            server.start()
            yield server
        finally:
            server.stop()
        assert not server.pids(), "test server still running after stop"

    @property
    def env(self):
        env = dict(os.environ)
        env.update({f"MUD_{name.upper()}_PORT": str(port) for name, port in self.ports.items()})
        env.update(
            MUD_DB_PATH=str(self.db_path),
            EVENNIA_SUPERUSER_USERNAME=self.admin[0],
            EVENNIA_SUPERUSER_PASSWORD=self.admin[1],
            PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}",
        )
        env.pop("DJANGO_SETTINGS_MODULE", None)
        env.pop("MUD_DATABASE_URL", None)
        env.update(self.extra_env)
        return env

    def evennia(self, *args, timeout=120):
        """Run the Evennia launcher in this server's game directory."""
        return subprocess.run(
            [str(BIN / "evennia"), *args], cwd=self.root, env=self.env,
            capture_output=True, text=True, timeout=timeout, check=False,
        )

    def migrate(self):
        """Create the database of this server (a fresh one)."""
        done = self.evennia("migrate", timeout=600)  # generous as start: a shared machine
        assert done.returncode == 0, done.stdout + done.stderr
        return self.db_path

    def use_database(self, template):
        """Start from a copy of an already migrated database file."""
        shutil.copy(template, self.db_path)

    def start(self, timeout=300):  # generous: five helpers share two cores
        """Start portal and server; return once the server is really up."""
        offset = self.log.stat().st_size if self.log.exists() else 0
        done = self.evennia("start")
        assert done.returncode == 0, done.stdout + done.stderr
        self.start_server_if_launcher_gave_up(offset)
        if not wait_until_ready(offset, timeout, log_file=self.log, alive=self.pids):
            raise RuntimeError("server not ready:\n" + self.log_tail())

    def log_tail(self, size=3000):
        """The end of the server's log, or of the portal's if the server wrote none."""
        log = self.log if self.log.exists() else self.log.with_name("portal.log")
        return f"{log.name}:\n" + (log.read_text(errors="replace")[-size:] if log.exists() else "")

    def start_server_if_launcher_gave_up(self, offset, wait=60):
        """On a busy machine the launcher may stop waiting for a slow portal before it
        asked it to start the server: then ask again (the portal keeps running).
        A portal that has not written its pid file yet is still slow, not gone."""
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if "server" in running_pids(self.root / "server") or (
                    self.log.exists() and self.log.stat().st_size > offset):
                return  # the server is on its way (its log grows past `offset`)
            time.sleep(1)
        done = self.evennia("start")
        assert done.returncode == 0, done.stdout + done.stderr

    def pids(self):
        """Pids from this server's pid files that are still alive."""
        return list(running_pids(self.root / "server").values())

    def server_pid(self):
        """The pid of the Server process (not the portal), None if it is not running."""
        return running_pids(self.root / "server").get("server")

    def kill(self):
        """Kill portal and server at once, as a crash would (SIGKILL by pid)."""
        for pid in self.pids():
            os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while self.pids() and time.monotonic() < deadline:
            time.sleep(0.1)

    def stop(self, timeout=30):
        """Stop this server via its pid files: TERM, then KILL if it lingers."""
        for sig in (signal.SIGTERM, signal.SIGKILL):
            for pid in self.pids():
                os.kill(pid, sig)
            deadline = time.monotonic() + timeout
            while self.pids() and time.monotonic() < deadline:
                time.sleep(0.2)
            if not self.pids():
                return
