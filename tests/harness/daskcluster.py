"""A Dask scheduler and workers on loopback for the cluster tests: free ports,
the workers see only this checkout (PYTHONPATH), every process stopped by pid."""

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.harness.gameserver import free_ports

REPO = Path(__file__).resolve().parents[2]
DASK = Path(sys.executable).with_name("dask")


class DaskCluster:
    """`start()`, `add_worker()`, `kill_worker(pid)`, `kill_scheduler()`, `stop()`."""

    def __init__(self, root, port=None, niceness=0):
        self.root = Path(root)
        self.niceness = niceness  # > 0: stands in for other machines, yields the processor
        self.root.mkdir(parents=True, exist_ok=True)
        self.port = port or free_ports(1)[0]
        self.address = f"tcp://127.0.0.1:{self.port}"
        self.scheduler = None
        self.workers = []

    def _spawn(self, name, *args):
        env = dict(os.environ, PYTHONPATH=str(REPO), DASK_DISTRIBUTED__WORKER__DAEMON="False")
        log = (self.root / f"{name}.log").open("ab")
        return subprocess.Popen([str(DASK), *args], cwd=self.root, env=env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True,
                                preexec_fn=(lambda: os.nice(self.niceness)) if self.niceness
                                else None)

    def start(self, workers=2):
        self.scheduler = self._spawn("scheduler", "scheduler", "--host", "127.0.0.1",
                                     "--port", str(self.port), "--no-dashboard")
        for _ in range(workers):
            self.add_worker()
        self.wait_for_workers(workers)
        return self

    def add_worker(self):
        worker = self._spawn(f"worker{len(self.workers)}", "worker", self.address,
                             "--nthreads", "1", "--no-nanny", "--no-dashboard",
                             "--host", "127.0.0.1", "--death-timeout", "10")
        self.workers.append(worker)
        return worker

    def client(self):
        from distributed import Client

        return Client(self.address, timeout=30, set_as_default=False)

    def wait_for_workers(self, count, timeout=180):
        with contextlib.closing(self.client()) as client:
            client.wait_for_workers(count, timeout=timeout)

    def live_workers(self):
        return [w for w in self.workers if w.poll() is None]

    def kill_worker(self, pid):
        os.kill(pid, signal.SIGKILL)

    def kill_scheduler(self):
        self.scheduler.send_signal(signal.SIGKILL)
        self.scheduler.wait(30)

    def stop(self):
        """Workers first, then the scheduler: each gets SIGTERM and 5 s, then its
        process group (started by us, `start_new_session`) gets SIGKILL. (Stopped all
        at once, a worker waits for the closing scheduler until its own timeout.)"""
        for group in (self.workers, [self.scheduler]):
            running = [proc for proc in group if proc is not None and proc.poll() is None]
            for proc in running:
                proc.send_signal(signal.SIGTERM)
            deadline = time.monotonic() + 5
            for proc in running:
                with contextlib.suppress(subprocess.TimeoutExpired):
                    proc.wait(max(0.1, deadline - time.monotonic()))
                if proc.poll() is None:
                    with contextlib.suppress(ProcessLookupError):
                        os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait(10)
