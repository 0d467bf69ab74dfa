"""
Computer players think in worker processes, never on the reactor thread.

`think(view, legal, strength, seed, budget)` hands plain data to a process
pool (spawned fresh, so no Django or Twisted state is copied) and returns a
Twisted Deferred that fires on the reactor thread with the chosen command.
The caller must re-check the game when the answer arrives: it may have
moved on meanwhile.
"""

import contextlib
import multiprocessing
import os
import random
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor

from twisted.internet import defer, reactor

WORKERS = 2
WATCH_EVERY = 2.0  # seconds between a worker's looks at its server
_POOL = None


def _watch_server(server_pid):
    """Runs in a worker: end it once the server is gone (killed, not stopped),
    so no orphaned worker outlives its server."""
    def watch():
        while os.getppid() == server_pid:
            time.sleep(WATCH_EVERY)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def _choose(view, legal, strength, seed, budget):
    """Runs in a worker: the computer player's choice."""
    from game.cardgames.ai import choose

    return choose(view, legal, strength, rng=random.Random(seed), budget=budget)


def pool():
    """The shared process pool, started on first use."""
    global _POOL
    if _POOL is None:
        _POOL = ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn"),
                                    initializer=_watch_server, initargs=(os.getpid(),))
    return _POOL


def shutdown():
    """Stop the worker processes (server shutdown or reload)."""
    global _POOL
    if _POOL is not None:
        _POOL.shutdown(wait=False, cancel_futures=True)
        _POOL = None


@contextlib.contextmanager
def real_std_streams():
    """Twistd replaces stdout/stderr by log files without a file descriptor
    (fileno -1), which breaks starting a worker; lend it the real ones."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = sys.__stdout__ or saved[0], sys.__stderr__ or saved[1]
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved


def think(view, legal, strength, seed, budget):
    """A Deferred firing on the reactor thread with the chosen command."""
    result = defer.Deferred()
    with real_std_streams():  # a submit may start a worker process
        future = pool().submit(_choose, view, legal, strength, seed, budget)

    def done(fut):
        error = fut.exception()
        if error is None:
            reactor.callFromThread(result.callback, fut.result())
        else:
            reactor.callFromThread(result.errback, error)

    future.add_done_callback(done)
    return result
