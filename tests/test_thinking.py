"""The computer players' worker processes: they never outlive their server,
and the pool heals itself when one dies or an answer does not come."""

import os
import signal
import subprocess
import sys
import textwrap
import time
from concurrent.futures import Future
from pathlib import Path
from unittest.mock import patch

import pytest

from game import thinking
from game.cardgames import new_game
from tests.helpers.tables import FakeReactor

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


# --- the pool heals itself --------------------------------------------------

@pytest.fixture
def fake_reactor():
    fake = FakeReactor()
    with patch.object(thinking, "_call_from_thread", fake.call_from_thread), \
            patch.object(thinking, "_call_later", fake.call_later), \
            patch.object(thinking, "_log_error", fake.errors.append):
        yield fake
    thinking.shutdown()


def opening():
    game = new_game("66", seed=4)
    return game.view(0), game.legal(0)


def test_a_killed_worker_mid_decision_is_replaced_and_the_question_asked_again(fake_reactor):
    view, legal = opening()
    answer = thinking.think(view, legal, "stark", 1, 2.0)
    broken = thinking._POOL
    pids = thinking.worker_pids()
    assert pids
    os.kill(pids[0], signal.SIGKILL)  # a pool process, looked up from the pool
    assert fake_reactor.run_until(answer) in legal
    assert thinking._POOL is not broken
    assert any("BrokenProcessPool" in text for text in fake_reactor.errors)
    again = thinking.think(view, legal, "leicht", 2, 0.2)  # the new pool serves on
    assert fake_reactor.run_until(again) in legal


def test_a_question_without_answer_in_budget_plus_margin_gets_the_quick_move(fake_reactor):
    view, legal = opening()
    never = Future()
    with patch.object(thinking, "_submit", lambda *args, **routing: (None, never)):
        answer = thinking.think(view, legal, "stark", 1, 2.0)
    got = []
    answer.addCallback(got.append)
    (timer,) = fake_reactor.timers
    assert timer.seconds == 2.0 + thinking.MARGIN and not got
    timer.fire()
    assert got and got[0] in legal
    assert any("quick answer" in text for text in fake_reactor.errors)


def test_a_pool_that_refuses_work_is_rebuilt(fake_reactor):
    view, legal = opening()
    thinking.pool().shutdown(wait=True)  # a shut pool raises on submit
    answer = thinking.think(view, legal, "leicht", 1, 0.2)
    assert fake_reactor.run_until(answer) in legal
    assert any("refused" in text for text in fake_reactor.errors)


def test_advice_comes_from_a_worker_with_its_reason(fake_reactor):
    view, legal = opening()
    command, reason = fake_reactor.run_until(thinking.advise(view, legal))
    assert command in legal and reason


# --- the server comes first -------------------------------------------------

def test_workers_run_at_a_lower_priority_than_the_server():
    mine = os.nice(0)
    try:
        worker = thinking.pool().submit(os.nice, 0).result(timeout=60)
    finally:
        thinking.shutdown()
    assert worker == min(19, mine + thinking.WORKER_NICENESS)


def test_advice_beyond_the_open_limit_is_refused_at_once_in_german(fake_reactor):
    view, legal = opening()
    never = Future()
    with patch.dict(thinking._OPEN, {"advice": 0}), \
            patch.object(thinking, "_submit", lambda *args, **routing: (None, never)):
        waiting = [thinking.advise(view, legal) for _ in range(thinking.MAX_ADVICE)]
        got = []
        thinking.advise(view, legal).addCallback(got.append)
        assert got == [(None, thinking.BUSY_ADVICE)]  # no question queued for it
        assert not any(answer.called for answer in waiting)
        for timer in fake_reactor.timers:  # the open ones time out: room again
            timer.fire()
        assert all(answer.called for answer in waiting) and never.cancelled()
        with patch.object(thinking, "_submit", lambda *args, **routing: (None, Future())):
            again = []
            thinking.advise(view, legal).addCallback(again.append)
        assert not again  # asked, not refused
        fake_reactor.timers[-1].fire()
        assert again and thinking._OPEN["advice"] == 0


# --- capacity: workers from the machine, budgets from the queue --------------

def test_one_worker_per_core_unless_the_settings_say_how_many():
    from django.test import override_settings

    with patch.object(thinking, "cores", lambda: 6):
        assert thinking.worker_count() == 6
        with override_settings(CARD_AI_WORKERS=3):
            assert thinking.worker_count() == 3
    with patch.object(thinking, "cores", lambda: 0):
        assert thinking.worker_count() == 1


def test_the_budget_shrinks_only_when_every_worker_is_busy():
    assert thinking.budget_for(2.0, waiting=0, workers=2) == 2.0
    assert thinking.budget_for(2.0, waiting=1, workers=2) == 2.0
    assert thinking.budget_for(2.0, waiting=3, workers=2) == 1.0  # 2 workers, 4 questions
    assert thinking.budget_for(2.0, waiting=7, workers=2) == 0.5
    assert thinking.budget_for(2.0, waiting=500, workers=2) == thinking.MIN_BUDGET
    assert thinking.budget_for(0.01, waiting=500, workers=2) == 0.01  # never longer


def test_a_queue_of_questions_gets_shorter_budgets_and_never_blocks(fake_reactor):
    view, legal = opening()
    asked = []  # (budget a worker was given, its future)

    def submit(function, *args, **routing):
        asked.append((args[-1], Future()))
        return None, asked[-1][1]

    with patch.dict(thinking._OPEN, dict.fromkeys(thinking._OPEN, 0)), \
            patch.object(thinking, "WORKERS", 2), patch.object(thinking, "_submit", submit):
        answers = [thinking.think(view, legal, "stark", seed, 2.0) for seed in range(8)]
        assert not any(answer.called for answer in answers)  # returned at once, no waiting
        budgets = [budget for budget, _ in asked]
        assert budgets[:2] == [2.0, 2.0] and budgets[2] < 2.0
        assert budgets == sorted(budgets, reverse=True) and budgets[-1] == 0.5
        for (_, future), answer in zip(asked, answers):
            future.set_result(legal[0])
        fake_reactor.run_until(answers[-1])
        assert thinking._OPEN["think"] == 0  # answered questions leave the queue
        thinking.think(view, legal, "stark", 9, 2.0)
        assert asked[-1][0] == 2.0  # a free worker: the full budget again


class FarAnswer(Future):
    """A future whose answer is fetched by `result()` (as a Dask future's is, from
    the worker that holds it): which threads fetched it."""

    def __init__(self):
        super().__init__()
        self.fetched_on = []

    def result(self, timeout=None):
        import threading

        self.fetched_on.append(threading.get_ident())
        return super().result(timeout)

    def exception(self, timeout=None):
        import threading

        self.fetched_on.append(threading.get_ident())
        return super().exception(timeout)


@pytest.mark.parametrize("fails", [False, True], ids=["answer", "error"])
def test_the_answer_is_fetched_in_the_callback_thread_not_on_the_reactor(fake_reactor, fails):
    import threading

    view, legal = opening()
    far = FarAnswer()
    with patch.object(thinking, "_submit", lambda *args, **routing: (None, far)):
        answer = thinking.think(view, legal, "stark", 1, 2.0)
    done = threading.Thread(target=lambda: far.set_exception(ValueError("kaputt")) if fails
                            else far.set_result(legal[-1]))
    done.start()
    done.join()
    got = fake_reactor.run_until(answer)
    if fails:  # the worker's error: logged, the quick move
        assert got in legal and any("ValueError" in text for text in fake_reactor.errors)
    else:
        assert got == legal[-1]
    assert far.fetched_on and set(far.fetched_on) == {done.ident}
