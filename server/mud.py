"""
Start, stop and report the game server: what `make run` and `make stop` call.

`run` writes the machine's secret key and admin credentials on first use,
migrates the database, starts Evennia unless it already runs, waits until
it answers and prints the addresses. `stop` stops the server of this game
directory (the one whose AMP port the environment names). Plain standard
library, run with the project's virtual environment.
"""

import argparse
import os
import secrets
import socket
import subprocess
import sys
import time
from pathlib import Path

GAME_DIR = Path(__file__).resolve().parent.parent
SERVER_DIR = GAME_DIR / "server"
SECRET_FILE = SERVER_DIR / "conf" / "secret_settings.py"
CREDENTIALS_FILE = SERVER_DIR / "admin-credentials"
LOG_FILE = SERVER_DIR / "logs" / "server.log"
FIRST_START_LINE = "Initial setup complete"  # then the server restarts once


def port(name, default):
    """A port from the environment, as the settings read it."""
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


def evennia(*args, env=None, capture=True):
    """Run the Evennia launcher in the game directory."""
    bindir = Path(sys.executable).parent
    env = dict(env or os.environ)
    env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"  # the launcher calls twistd
    return subprocess.run(
        [str(bindir / "evennia"), *args], cwd=GAME_DIR, env=env, text=True,
        capture_output=capture, check=False,
    )


def write_private(path, text):
    """Write `text` to a file only its owner may read."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(text)
    os.chmod(path, 0o600)


def ensure_secret_key():
    """Give this machine its own Django SECRET_KEY (kept out of git)."""
    if not SECRET_FILE.exists():
        write_private(SECRET_FILE, f'SECRET_KEY = "{secrets.token_urlsafe(48)}"\n')


def admin_credentials():
    """Return (username, password, new, source): from the environment, else the private file.

    `source` is "env" (EVENNIA_SUPERUSER_USERNAME/PASSWORD; nothing is written)
    or "file" (server/admin-credentials). A fresh password is generated on
    first use; there is no default password.
    """
    user = os.environ.get("EVENNIA_SUPERUSER_USERNAME")
    password = os.environ.get("EVENNIA_SUPERUSER_PASSWORD")
    if user and password:
        return user, password, False, "env"
    if CREDENTIALS_FILE.exists():
        user, password = CREDENTIALS_FILE.read_text().split("\n")[:2]
        return user, password, False, "file"
    user, password = user or "admin", secrets.token_urlsafe(12)
    write_private(CREDENTIALS_FILE, f"{user}\n{password}\n")
    return user, password, True, "file"


def password_hint(password, new, source):
    """Where the admin finds the password, truthfully."""
    if source == "env":
        return "Passwort aus der Umgebungsvariable EVENNIA_SUPERUSER_PASSWORD"
    if new:
        return f"Passwort: {password}"
    return f"Passwort steht in {CREDENTIALS_FILE.relative_to(GAME_DIR)}"


def process_alive(pid):
    """True if the process runs (a killed one nobody has reaped yet, a zombie, does not)."""
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True  # no /proc: trust the signal
    return state not in ("Z", "X")


def running_pids(server_dir=SERVER_DIR):
    """Pids of a game directory's portal and server that are alive."""
    alive = {}
    for name in ("portal", "server"):
        pidfile = server_dir / f"{name}.pid"
        try:
            pid = int(pidfile.read_text().strip())
        except (OSError, ValueError):
            continue
        if process_alive(pid):
            alive[name] = pid
    return alive


def port_in_use(number):
    """True when something listens on localhost:number."""
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", number)) == 0


def log_size():
    """Current length of the server log (to read only what comes after)."""
    return LOG_FILE.stat().st_size if LOG_FILE.exists() else 0


def wait_until_ready(offset, timeout=180, log_file=LOG_FILE, alive=None):
    """Wait for the server log to say the server is up; True on success.

    `alive()`, if given, says whether the processes still exist; once it
    says no (after a short grace for the start-up), waiting ends.
    """
    start = time.monotonic()
    while time.monotonic() < start + timeout:
        if alive and time.monotonic() > start + 20 and not alive():
            return False
        if log_file.exists():
            with log_file.open(errors="replace") as handle:
                handle.seek(offset if offset <= log_file.stat().st_size else 0)  # rotated
                text = handle.read()
            if "successfully restarted in 'reset' mode" in text:
                return True
            if "successfully started" in text and FIRST_START_LINE not in text:
                return True
        time.sleep(1)
    return False


def print_addresses(user, password_hint):
    """Tell the player where to connect and how the admin logs in."""
    telnet, web = port("MUD_TELNET_PORT", 4000), port("MUD_WEB_PORT", 4001)
    print(f"  Telnet:     telnet localhost {telnet}")
    print(f"  Webclient:  http://localhost:{web}/webclient/")
    print(f"  Admin:      connect {user} <passwort>   ({password_hint})")


def database_path():
    """The database file, as the settings choose it."""
    return Path(os.environ.get("MUD_DB_PATH") or SERVER_DIR / "evennia.db3")


def run():
    """Migrate, start (unless running) and report; exit code for make."""
    ensure_secret_key()
    LOG_FILE.parent.mkdir(exist_ok=True)
    user, password, new, source = admin_credentials()
    new = new or (not os.environ.get("MUD_DATABASE_URL", "").strip()
                  and not database_path().exists())  # first start: show the password once
    hint = password_hint(password, new, source)
    alive = running_pids()
    if "server" in alive:
        pids = ", ".join(f"{name} {pid}" for name, pid in alive.items())
        print(f"Der Server läuft bereits ({pids}); nichts wurde verändert.")
        print_addresses(user, hint)
        return 0
    if alive:  # the portal lives, the game server died: start just the server
        print(f"Das Portal läuft (pid {alive['portal']}), der Server aber nicht; "
              "er wird gestartet ...")
        return start_server(user, password, hint, new and source == "file")
    busy = [n for n in (port("MUD_TELNET_PORT", 4000), port("MUD_WEB_PORT", 4001),
                        port("MUD_AMP_PORT", 4006)) if port_in_use(n)]
    if busy:
        print(f"Port(s) {', '.join(map(str, busy))} sind schon belegt (ein anderes Programm "
              "oder ein zweiter Server?). Andere Ports mit MUD_TELNET_PORT, MUD_WEB_PORT, "
              "MUD_WEBSOCKET_PORT, MUD_INTERNAL_PORT, MUD_AMP_PORT wählen.")
        return 1
    env = dict(os.environ, EVENNIA_SUPERUSER_USERNAME=user, EVENNIA_SUPERUSER_PASSWORD=password)
    print("Datenbank wird eingerichtet bzw. aktualisiert ...")
    done = evennia("migrate", env=env)
    if done.returncode != 0:
        print(done.stdout + done.stderr)
        print("Die Datenbank ließ sich nicht einrichten.")
        return 1
    print("Server wird gestartet (beim ersten Mal wird auch die Welt gebaut) ...")
    return start_server(user, password, hint, new and source == "file")


def start_server(user, password, hint, tell_file):
    """`evennia start` (portal and server, or just the server), wait, report."""
    env = dict(os.environ, EVENNIA_SUPERUSER_USERNAME=user, EVENNIA_SUPERUSER_PASSWORD=password)
    offset = log_size()
    done = evennia("start", env=env)
    if done.returncode != 0 or not wait_until_ready(offset, alive=running_pids):
        print(done.stdout + done.stderr)
        print(f"Der Server kam nicht hoch; siehe {LOG_FILE.relative_to(GAME_DIR)}.")
        return 1
    print("Der Server läuft. Stirbt der Spielserver, startet ihn das Portal von selbst neu.")
    print_addresses(user, hint)
    if tell_file:
        print(f"  (Das Admin-Passwort steht auch in {CREDENTIALS_FILE.relative_to(GAME_DIR)}, "
              "nur für dich lesbar.)")
    print("Anhalten mit: make stop")
    return 0


def stop():
    """Stop this game directory's server, if it runs."""
    if not running_pids():
        print("Es läuft kein Server (für diese Ports und dieses Verzeichnis).")
        return 0
    done = evennia("stop")
    if running_pids():
        print(done.stdout + done.stderr)
        print("Der Server ließ sich nicht anhalten.")
        return 1
    print("Der Server wurde angehalten.")
    return 0


def main(argv=None):
    """Command line: `python server/mud.py run|stop`."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("action", choices=["run", "stop"])
    args = parser.parse_args(argv)
    return run() if args.action == "run" else stop()


if __name__ == "__main__":
    sys.exit(main())
