"""The computer players' worker processes never outlive their server."""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

KILLED_SERVER = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    sys.path.insert(0, sys.argv[1])
    from game import thinking
    Path(sys.argv[2]).write_text(str(thinking.pool().submit(os.getpid).result()))
    os.kill(os.getpid(), signal.SIGKILL)   # killed, no shutdown
""")


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"  # a zombie is gone
    except FileNotFoundError:
        return False


def test_a_worker_ends_itself_when_its_server_is_killed(tmp_path):
    pid_file = tmp_path / "worker.pid"
    subprocess.run([sys.executable, "-c", KILLED_SERVER, str(REPO), str(pid_file)],
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=60)
    worker = int(pid_file.read_text())
    try:
        deadline = time.monotonic() + 20
        while alive(worker) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not alive(worker), "the worker outlived its killed server"
    finally:
        if alive(worker):
            os.kill(worker, signal.SIGKILL)  # only the worker this test started
