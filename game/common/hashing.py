"""Where password hashing runs: a small pool of its own, at low priority.

PBKDF2 costs about 0.3 s of processor time per password. Handed to Twisted's
shared pool (up to 10 threads), a storm of logins kept both cores of a small
machine busy and the reactor thread waited for the processor like any other:
every table answered late. This pool has one thread per core
(`PASSWORD_HASHING_THREADS` overrides it), and each of its threads lowers its
own scheduling priority (Linux keeps the nice value per thread), so the
reactor gets the processor as soon as it has work and the hashing uses what
is left. (One thread fewer than the cores was measured too: play as smooth,
but a storm of 50 logins took 32 s instead of 18 s on two cores.)
"""

import os
import threading

from django.conf import settings
from twisted.internet import defer, reactor, threads
from twisted.python.threadpool import ThreadPool

#: How much nicer than the server a hashing thread makes itself (nice values end at 19).
NICENESS = 10

_pool = None
_lowered = threading.local()


def pool_size():
    """Threads for hashing: PASSWORD_HASHING_THREADS, else one per core."""
    size = getattr(settings, "PASSWORD_HASHING_THREADS", None)
    return max(1, int(size) if size else (os.cpu_count() or 2))


def hashing_pool():
    """The pool, started on first use and stopped when the reactor shuts down."""
    global _pool
    if _pool is None:
        _pool = ThreadPool(minthreads=0, maxthreads=pool_size(), name="passwords")
        _pool.start()
        reactor.addSystemEventTrigger("during", "shutdown", _pool.stop)
    return _pool


def lower_priority():
    """Make the calling thread nicer, once (where the system allows it per thread)."""
    if getattr(_lowered, "done", False):
        return
    _lowered.done = True
    try:
        thread = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, thread,
                       min(19, os.getpriority(os.PRIO_PROCESS, thread) + NICENESS))
    except (AttributeError, OSError):  # not Linux, or not allowed: same priority then
        pass


def at_low_priority(function, *args):
    """In a pool thread: `function(*args)`, the thread made nicer first."""
    lower_priority()
    return function(*args)


def off_reactor(function, *args):
    """A Deferred with `function(*args)`, run in the hashing pool (inline when
    PASSWORD_HASHING_IN_THREAD is False: the benchmark's stock baseline)."""
    if getattr(settings, "PASSWORD_HASHING_IN_THREAD", True):
        return threads.deferToThreadPool(reactor, hashing_pool(), at_low_priority, function, *args)
    return defer.maybeDeferred(function, *args)
