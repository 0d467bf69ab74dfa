"""
Computer players (and `rat`) think in worker processes, never on the reactor thread.

`think(view, legal, strength, seed, budget)` hands plain data to a process
pool (spawned fresh, so no Django or Twisted state is copied) and returns a
Twisted Deferred that fires on the reactor thread with the chosen command;
`advise(view, legal, seed)` does the same for the strong player's advice and
fires with (command, reason).  The caller must re-check the game when the
answer arrives: it may have moved on meanwhile.

There is one worker per processor core the server may use, or
`CARD_AI_WORKERS` (settings) of them. While every worker has a question, a new
one gets a shorter budget (`budget_for`): the full budget shared out among the
questions open, at least `MIN_BUDGET`, so a long queue drains within about one
full budget and a computer player's move does not come later than a person
expects it (the table waits the full budget anyway, game/table/turns.py).

The workers run at a lower priority (`WORKER_NICENESS`): on a busy machine
the server process, which answers every player, gets the processor first.
Advice is bounded: with `MAX_ADVICE` questions of `rat` open, the next one is
answered at once with `BUSY_ADVICE` instead of queueing work nobody waits
for (computer players' moves queue behind it otherwise).

An analysis after the game (`analyse`) goes to the workers one decision at a
time, so the computer players' questions never wait behind a whole game;
at most `MAX_ANALYSES` run at once. They are asked for in line
(`request_analysis`): one per owner (a person) running or waiting, the others
waiting in order of asking and told their place as it moves, so a few people
asking again and again cannot keep the analysis from everyone else.

With `CARD_AI_CLUSTER` (settings or environment: `tcp://host:8786`) the
questions go to a Dask cluster instead (game/cluster.py), and back to the local
pool while it is unreachable; a question the cluster lost is asked once more
locally. A quick question (under `CARD_AI_CLUSTER_MIN_BUDGET`: the `leicht`
player's) stays in the local pool, where it costs less than Dask's round trip.
The workers' side is game/cardgames/ai/jobs.py: the engine only.

The pool heals itself: a pool broken by a dead worker is replaced and the
question asked once more; a question that does not come back within its
budget plus `MARGIN` is answered by a quick move computed here (the `leicht`
player, a few milliseconds).  Every failure is logged with its traceback.
The Deferreds never fail.
"""

import contextlib
import multiprocessing
import os
import random
import sys
import threading
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from twisted.internet import defer, reactor

from game import cluster as card_cluster
from game.cardgames.ai.jobs import choose_job, hint_job, judge_job, positions_job



def _setting(name, default=None):
    """A Django setting; `default` where there are none (a worker process)."""
    try:
        from django.conf import settings

        return getattr(settings, name, default)
    except Exception:  # noqa: BLE001 - no configured settings outside the server
        return default


def cores():
    """The processor cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def worker_count():
    """`CARD_AI_WORKERS` from the settings if set, else one worker per core."""
    configured = _setting("CARD_AI_WORKERS")
    return max(1, int(configured)) if configured else max(1, cores())


WORKERS = worker_count()
MIN_BUDGET = 0.05  # seconds a question gets however long the queue
WATCH_EVERY = 2.0  # seconds between a worker's looks at its server
MARGIN = 5.0       # seconds beyond a question's budget before the quick answer
CLUSTER_MIN_BUDGET = 0.5  # a question with less budget stays in the local pool (worth_sending)
FETCH_TIMEOUT = 30.0  # seconds the callback thread may wait for a finished question's answer
ADVICE_BUDGET = 3.5  # what `rat` may take in a worker (fixed work; 66, 4 cards to draw: ~3 s)
QUICK_BUDGET = 0.02  # the in-process fallback player's search time
WORKER_NICENESS = 10  # added to the workers' nice value: the server comes first
MAX_ADVICE = WORKERS  # open `rat` questions at most; more get BUSY_ADVICE
FIXED_WORK_WAIT = 30.0  # what a question of fixed work may take (66 stark, 4 cards to draw: ~4 s)
ANALYSIS_BUDGET = 60.0  # what one decision of an analysis may take in a worker (fixed work)
MAX_ANALYSES = max(1, WORKERS - 1)  # analyses at once: one worker stays free for the tables
_POOL = None
_CLUSTER = None  # game/cluster.py's Cluster; False: none set
_OPEN = {"advice": 0, "analysis": 0, "think": 0}  # questions asked and not answered yet, by kind


def _watch_server(server_pid):
    """Runs in a worker: yield the processor to the server (lower priority), and
    end once the server is gone (killed, not stopped), so no orphaned worker
    outlives its server."""
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)

    def watch():
        while os.getppid() == server_pid:
            time.sleep(WATCH_EVERY)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


# what the workers run (plain engine functions, so a Dask worker needs no Evennia)
_choose, _hint, _positions, _judge = choose_job, hint_job, positions_job, judge_job


def quick_choice(view, legal, seed=None):
    """A move at once, in this process: the `leicht` player, else the first legal."""
    try:
        from game.cardgames.ai import choose

        return choose(view, legal, "leicht", rng=random.Random(seed), budget=QUICK_BUDGET)
    except Exception:  # noqa: BLE001 - the fallback of the fallback
        _log_error("The quick computer player failed too:\n" + traceback.format_exc())
        return list(legal)[0]


NO_ADVICE = "Gerade fällt mir kein Rat ein – versuch es gleich noch einmal."
BUSY_ADVICE = ("Der Ratgeber ist gerade ausgelastet, viele fragen ihn zugleich – "
               "frag in ein paar Sekunden noch einmal.")


def quick_advice():
    """When the worker cannot give advice: none (a weak move is no advice)."""
    return None, NO_ADVICE


def cluster():
    """The Dask cluster of `CARD_AI_CLUSTER`, or None when none is set."""
    global _CLUSTER
    if _CLUSTER is None:
        address = card_cluster.address_from(_setting("CARD_AI_CLUSTER"))
        _CLUSTER = (card_cluster.Cluster(address, lambda text: _log_error(text))
                    if address else False)
    return _CLUSTER or None


def connect():
    """At server start: begin connecting to the cluster (if one is set), in the
    background, so the first computer player's question can go there."""
    remote = cluster()
    if remote:
        remote.executor()


def pool():
    """The shared process pool, started on first use (again after a break)."""
    global _POOL
    if _POOL is None:
        _POOL = ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn"),
                                    initializer=_watch_server, initargs=(os.getpid(),))
    return _POOL


def worker_pids():
    """The pids of the pool's worker processes (tests kill one of them)."""
    return list((getattr(_POOL, "_processes", None) or {}).keys())


def _drop(broken):
    """Forget `broken` (if it is still the pool), so the next question starts a new one."""
    global _POOL
    if broken is not None and _POOL is broken:
        _POOL = None
        with contextlib.suppress(Exception):
            broken.shutdown(wait=False, cancel_futures=True)


def shutdown():
    """Stop the worker processes (server shutdown or reload); let go of the cluster."""
    global _CLUSTER
    _drop(_POOL)
    if _CLUSTER:
        _CLUSTER.close()
    _CLUSTER = None


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


def _log_error(text):
    from evennia.utils import logger  # needs Django settings: only inside the server

    logger.log_err(text)


def _trace(error):
    return "".join(traceback.format_exception(type(error), error, error.__traceback__))


# Seams for tests: how a worker's answer reaches the reactor thread, and its timer.
def _call_from_thread(function, *args):
    reactor.callFromThread(function, *args)


def _call_later(seconds, function, *args):
    return reactor.callLater(seconds, function, *args)


def worth_sending(budget):
    """Whether a question of `budget` seconds goes to the cluster (when there is
    one): not below `CARD_AI_CLUSTER_MIN_BUDGET` (settings; by default the
    `leicht` player's 0.2 s stays here). Dask spends about a millisecond on a
    task in its scheduler and worker, and its client does its share inside the
    server process: more than such a decision costs in the local pool. With 300
    `leicht` opponents the loopback scheduler took 18-24 % of a core for them,
    5 % without them (bench/load.py)."""
    return budget >= _setting("CARD_AI_CLUSTER_MIN_BUDGET", CLUSTER_MIN_BUDGET)


def _submit(function, *args, remote_ok=True):
    remote = cluster() if remote_ok else None
    executor = remote.executor() if remote else None
    if executor is not None:
        try:
            return executor, executor.submit(function, *args)
        except Exception as error:  # noqa: BLE001 - a closing client refuses work
            remote.lost(f"{type(error).__name__}: {error}")
    with real_std_streams():  # a submit may start a worker process
        executor = pool()
        return executor, executor.submit(function, *args)


def _on_cluster(executor):
    """True if `executor` is the cluster's (not the local pool)."""
    return executor is not None and not isinstance(executor, ProcessPoolExecutor)


def outcome(future):
    """(value, None) or (None, error) of a finished `future`, taken in the
    executor's callback thread, never on the reactor: a Dask future's result is
    a round trip to the worker that holds it (its `result()` and `exception()`
    wait for the client's own thread, which waits for the network)."""
    if future.cancelled():
        return None, RuntimeError("the question was cancelled (pool shut down)")
    try:
        return future.result(timeout=FETCH_TIMEOUT), None
    except Exception as error:  # noqa: BLE001 - the worker's error, a lost scheduler
        return None, error


def ask(function, args, budget, fallback, what="A computer player"):
    """A Deferred with `function(*args)` from a worker, healed as the module says;
    `fallback()` gives the quick answer."""
    result = defer.Deferred()
    asked = []  # the future of the last attempt (cancelled if it comes too late)

    def answer(value):
        if not result.called:
            del asked[:]  # the future goes now (a Dask one tells its scheduler), not
            result.callback(value)  # at a collection of this closure's cycle

    def fall_back(why):
        if result.called:
            return
        _log_error(f"{what} gets a quick answer: {why}")
        if asked:
            asked[-1].cancel()  # still queued: nobody waits for it any more
        answer(fallback())

    def attempt(retries):
        try:
            executor, future = _submit(function, *args, remote_ok=worth_sending(budget))
        except Exception as error:  # noqa: BLE001 - a broken or shut pool refuses work
            _log_error(f"{what}: the worker pool refused the question:\n{_trace(error)}")
            _drop(_POOL)
            if retries:
                attempt(retries - 1)
            else:
                fall_back("the pool refused twice")
            return
        asked.append(future)
        future.add_done_callback(
            lambda fut: _call_from_thread(arrived, executor, *outcome(fut), retries))

    def arrived(executor, value, error, retries):
        if result.called:
            return
        if error is None:
            answer(value)
            return
        _log_error(f"{what}: the worker failed:\n{_trace(error)}")
        if _on_cluster(executor) and cluster() and retries:
            cluster().lost(type(error).__name__)  # asked again, on the local pool
            attempt(retries - 1)
            return
        if isinstance(error, BrokenProcessPool):
            _drop(executor)  # a worker died: a new pool for everybody
            if retries:
                attempt(retries - 1)
                return
        fall_back(type(error).__name__)

    attempt(1)
    timer = _call_later(budget + MARGIN, fall_back,
                        f"no answer within {budget + MARGIN:.1f} seconds")

    def stop_timer(value):
        with contextlib.suppress(Exception):
            if timer.active():
                timer.cancel()
        return value

    result.addBoth(stop_timer)
    return result


def budget_for(budget, waiting=None, workers=None):
    """The seconds a new question may think with `waiting` questions open: all of
    `budget` while a worker is free, else its share among the open questions
    (workers / (waiting + 1) of it), never below MIN_BUDGET."""
    waiting = sum(_OPEN.values()) if waiting is None else waiting
    workers = workers or WORKERS
    if waiting < workers:
        return budget
    return min(budget, max(MIN_BUDGET, budget * workers / (waiting + 1)))


def think(view, legal, strength, seed, budget):
    """A Deferred firing on the reactor thread with the chosen command; the
    budget shrinks while the workers are busy (`budget_for`). `budget` None: the
    strength's fixed work, however long it takes (the same view and seed give the
    same command: the day's computer player, game/daily/opponent.py), the quick
    answer only after FIXED_WORK_WAIT."""
    granted = None if budget is None else budget_for(budget)
    _OPEN["think"] += 1

    def answered(value):
        _OPEN["think"] -= 1
        return value

    return ask(_choose, (view, legal, strength, seed, granted),
               FIXED_WORK_WAIT if budget is None else budget,
               lambda: quick_choice(view, legal, seed)).addBoth(answered)


def advise(view, legal, family="deutsch"):
    """A Deferred firing on the reactor thread with `rat`'s (command, reason),
    reasons in the reader's card `family`; (None, a German sentence) when no
    advice came."""
    if _OPEN["advice"] >= MAX_ADVICE:
        return defer.succeed((None, BUSY_ADVICE))
    _OPEN["advice"] += 1

    def answered(value):
        _OPEN["advice"] -= 1
        return value

    return ask(_hint, (view, legal, family), ADVICE_BUDGET,
               quick_advice, what="Advice (rat)").addBoth(answered)


def analysis_busy():
    """True when no analysis may start now (MAX_ANALYSES run)."""
    return _OPEN["analysis"] >= MAX_ANALYSES


# --- the line of analyses ------------------------------------------------------------

_LINE = []  # [(owner, start, told)] waiting for a place, first asked first
_RUNNING = set()  # owners whose analysis runs


def analysis_place(owner):
    """0 while `owner`'s analysis runs, n (1, 2, ...) its place in the line, None when
    it has none."""
    if owner in _RUNNING:
        return 0
    for place, entry in enumerate(_LINE, start=1):
        if entry[0] == owner:
            return place
    return None


def request_analysis(owner, start, told=None):
    """Ask for an analysis of `owner` (any hashable, e.g. an account id): `start()`
    begins it and returns its Deferred (it calls `analyse`); it runs now if a place
    is free, else waits its turn, and `told(place)` hears each new place in the line
    (at 0 it starts). Returns the place (0: started now), or None when `owner` has one
    running or waiting already (nothing changes)."""
    if analysis_place(owner) is not None:
        return None
    _LINE.append((owner, start, told))
    _start_waiting()
    return analysis_place(owner)


def _start_waiting():
    moved = False
    while _LINE and not analysis_busy():
        owner, start, told = _LINE.pop(0)
        moved = True
        _RUNNING.add(owner)
        try:
            started = start()
        except Exception:  # noqa: BLE001 - a failing start frees its place
            _RUNNING.discard(owner)
            _log_error(f"An analysis did not start:\n{traceback.format_exc()}")
            continue
        started.addBoth(_analysis_over, owner)
    if moved:
        for place, (_, _, told) in enumerate(_LINE, start=1):
            if told is not None:
                told(place)


def _analysis_over(value, owner):
    _RUNNING.discard(owner)
    _start_waiting()
    return value


def analyse(record, seat, seed, progress):
    """A Deferred firing on the reactor thread with the analysis of `seat` in
    the finished game `record` (ai/analysis.py `summary`, plus "skipped": the
    decisions no worker judged in time), or None when the decisions could not
    be read. `progress(done, total)` is called on the reactor thread after
    every decision. Check `analysis_busy()` first."""
    from game.cardgames.ai.analysis import summary

    _OPEN["analysis"] += 1
    result = defer.Deferred()
    judged, skipped = [], []

    def done(value):
        _OPEN["analysis"] -= 1
        if not result.called:
            result.callback(value)

    def next_one(found, i):
        if i == len(found):
            out = summary(record, seat, judged)
            out["skipped"] = len(skipped)
            done(out)
            return
        asked = ask(_judge, (found[i], seed), ANALYSIS_BUDGET, lambda: None,
                    what="An analysis")
        asked.addCallback(judged_one, found, i).addErrback(failed)

    def judged_one(verdict, found, i):
        (judged if verdict is not None else skipped).append(verdict)
        progress(i + 1, len(found))
        next_one(found, i + 1)

    def read(found):
        if found is None:
            done(None)
            return
        progress(0, len(found))
        next_one(found, 0)

    def failed(failure):
        _log_error(f"An analysis failed:\n{failure.getTraceback()}")
        done(None)

    ask(_positions, (record, seat), ANALYSIS_BUDGET, lambda: None,
        what="An analysis").addCallback(read).addErrback(failed)
    return result
