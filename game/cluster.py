"""
The computer players' thinking on a Dask cluster, when the settings name one.

With `CARD_AI_CLUSTER = "tcp://host:8786"` (settings, or the environment
variable of that name) game/thinking.py sends its questions (the jobs of
game/cardgames/ai/jobs.py) to that Dask scheduler and its workers, through
`distributed`'s concurrent.futures executor, instead of the local process pool.
Without it nothing of Dask is imported.

Nothing here blocks the reactor: the client connects in a thread of its own,
and until it is connected (or while the scheduler is unreachable) `executor()`
answers None, so the questions go to the local pool. The change is logged once
each way, not once per move: "nicht erreichbar" when the cluster is lost, "wieder
erreichbar" when it is back. A lost client is dropped and a new connection tried
every `RETRY` seconds. A Dask worker that dies with a question is replaced by
the scheduler, which asks another worker (its own retry), so no question is lost.
"""

import os
import threading
import time

CONNECT_TIMEOUT = 3.0  # seconds a connection attempt may take (in its thread)
RETRY = 15.0           # seconds between attempts while the cluster is away
UP = ("running",)      # a Dask client's status while it can take questions


def address_from(settings_value=None):
    """The scheduler's address: the setting, else the environment, else None."""
    value = settings_value or os.environ.get("CARD_AI_CLUSTER", "")
    return value.strip() or None


class Cluster:
    """One scheduler's executor, connected in the background; None while away."""

    def __init__(self, address, log, clock=time.monotonic, connect=None):
        self.address = address
        self.log = log
        self.clock = clock
        self.connect = connect or self._dask_client
        self.client = None
        self.pool = None
        self.up = None            # None: never known; True/False: last state logged
        self.next_try = 0.0
        self.connecting = False

    @staticmethod
    def _dask_client(address):
        from distributed import Client  # the optional extra `cluster`

        return Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)

    def executor(self):
        """The cluster's executor while it takes questions, else None (then the
        question goes to the local pool); never blocks."""
        client = self.client
        if client is not None and getattr(client, "status", None) in UP:
            self._state(True)
            return self.pool
        if client is not None:
            self.lost("the scheduler's connection is gone")
        if not self.connecting and self.clock() >= self.next_try:
            self.connecting = True
            threading.Thread(target=self._connect, daemon=True,
                             name="card-ai-cluster").start()
        return None

    def _connect(self):
        try:
            client = self.connect(self.address)
            self.pool = client.get_executor(pure=False)  # every question is its own
            self.client = client
        except Exception as error:  # noqa: BLE001 - unreachable, refused, timed out
            self.next_try = self.clock() + RETRY
            self._state(False, f"{type(error).__name__}: {error}")
        finally:
            self.connecting = False

    def lost(self, why):
        """A question failed on the cluster, or its client is no longer connected:
        drop the client, use the local pool, try again after RETRY seconds."""
        client, self.client, self.pool = self.client, None, None
        self.next_try = self.clock() + RETRY
        self._state(False, why)
        if client is not None:
            threading.Thread(target=_close, args=(client,), daemon=True).start()

    def _state(self, up, why=""):
        if self.up == up:
            return
        again = "wieder " if self.up is False else ""
        self.up = up
        if up:
            self.log(f"KI-Cluster {self.address} {again}erreichbar: die Computerspieler denken "
                     f"dort. (AI cluster reachable.)")
        else:
            self.log(f"KI-Cluster {self.address} nicht erreichbar ({why}): die Computerspieler "
                     f"denken lokal weiter. (AI cluster unreachable, using the local pool.)")

    def close(self):
        """Server shutdown: let go of the client."""
        client, self.client, self.pool = self.client, None, None
        if client is not None:
            _close(client)


def _close(client):
    try:
        client.close(timeout=2)
    except Exception:  # noqa: BLE001 - a client of a gone scheduler may fail to close
        pass
