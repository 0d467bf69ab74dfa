"""A real MUD client in a terminal: TinTin++ (Debian's `tintin++`) inside tmux.

tmux runs on a socket of its own in the test's folder, so it never touches
another tmux; the test types with `send-keys` and reads the screen with
`capture-pane`, as a person would see it. `close()` ends that tmux server
(and TinTin++ with it) through its socket.
"""

import os
import shutil
import subprocess
import time

TINTIN = shutil.which("tt++") or "/usr/games/tt++"  # Debian puts it in /usr/games


def missing_tools():
    """Why the terminal client cannot run here (None if it can)."""
    if not shutil.which("tmux"):
        return "tmux is not installed (make test installs it)"
    if not os.access(TINTIN, os.X_OK):
        return "Debian's tintin++ is not installed (make test installs it)"
    return None


class TinTinScreen:
    """TinTin++ connected to 127.0.0.1:`port` in a detached tmux window."""

    def __init__(self, folder, port, width=160, height=50):
        self.socket = str(folder / "tmux.sock")
        script = folder / "start.tin"
        script.write_text("#config {charset} {UTF-8}\n"
                          f"#session {{spiel}} {{127.0.0.1}} {{{port}}}\n", encoding="utf-8")
        env = "env LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color"
        self.tmux("new-session", "-d", "-x", str(width), "-y", str(height),
                  f"{env} {TINTIN} -G {script}")

    def tmux(self, *args):
        done = subprocess.run(["tmux", "-S", self.socket, *args], capture_output=True,
                              text=True, timeout=30, check=False)
        assert done.returncode == 0, (args, done.stderr)
        return done.stdout

    def type(self, line):
        """Type `line` and press Enter."""
        self.tmux("send-keys", "-l", line)
        self.tmux("send-keys", "Enter")

    def screen(self):
        """Everything on the screen and in its scroll-back, wrapped lines joined."""
        return self.tmux("capture-pane", "-p", "-J", "-S", "-")

    def command(self, line, expected, timeout=60):
        """Type `line`; the screen once `expected` shows up once more than before."""
        seen = self.screen().count(expected)
        self.type(line)
        return self.wait_for(expected, seen + 1, timeout)

    def wait_for(self, text, count=1, timeout=60):
        """The screen once it shows `text` `count` times; AssertionError with the
        screen if it never does."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.screen()
            if shown.count(text) >= count:
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"{text!r} not on the screen:\n{shown[-3000:]}")
            time.sleep(0.3)

    def close(self):
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True,
                       timeout=30, check=False)
