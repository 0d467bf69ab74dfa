"""The computer players' thinking on a real Dask cluster (scheduler and two
workers on loopback, started and stopped by pid): questions go to the workers,
a worker killed mid-decision costs no move, a lost scheduler sends the questions
to the local pool (logged once) and they return when it is back."""

import contextlib
import time
from unittest.mock import patch

import pytest

from game import cluster as card_cluster
from game import thinking
from game.cardgames import new_game
from tests.harness.daskcluster import DaskCluster
from tests.helpers.tables import FakeReactor

pytestmark = pytest.mark.server  # starts real processes


def wait_for(condition, what, timeout=120):
    """Poll `condition` until it holds (a safety net for a hung test, not a timing)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.1)


@pytest.fixture
def dask_cluster(tmp_path):
    cluster = DaskCluster(tmp_path / "dask").start(workers=2)
    yield cluster
    cluster.stop()


@pytest.fixture
def on_cluster(dask_cluster, monkeypatch):
    """thinking with CARD_AI_CLUSTER set to the test cluster, on a fake reactor."""
    fake = FakeReactor()
    monkeypatch.setenv("CARD_AI_CLUSTER", dask_cluster.address)
    monkeypatch.setattr(card_cluster, "RETRY", 0.2)
    thinking.shutdown()
    with patch.object(thinking, "_call_from_thread", fake.call_from_thread), \
            patch.object(thinking, "_call_later", fake.call_later), \
            patch.object(thinking, "_log_error", fake.errors.append):
        wait_for(lambda: thinking.cluster().executor() is not None, "connected")
        yield fake
    thinking.shutdown()


@contextlib.contextmanager
def no_local_pool():
    """Any question that would go to the local pool fails the test."""
    def refuse():
        raise AssertionError("the local pool was asked")
    with patch.object(thinking, "pool", refuse):
        yield


def opening():
    game = new_game("66", seed=4)
    return game.view(0), game.legal(0)


def quick_answers(fake):
    return [text for text in fake.errors if "quick answer" in text or "refused" in text]


def test_quick_questions_stay_in_the_local_pool(on_cluster, dask_cluster):
    view, legal = opening()
    asked = []
    local = thinking.pool

    def counted():
        asked.append(1)
        return local()

    with patch.object(thinking, "pool", counted):  # the `leicht` player's 0.2 s
        assert on_cluster.run_until(thinking.think(view, legal, "leicht", 2, 0.2)) in legal
    assert asked, "a quick question went to the cluster"
    with contextlib.closing(dask_cluster.client()) as client:
        prefixes = client.run_on_scheduler(lambda dask_scheduler: list(dask_scheduler.task_prefixes))
    assert "choose_job" not in prefixes
    with no_local_pool():  # 0: every question goes there
        with patch.object(thinking, "_setting",
                          lambda name, default=None: 0 if name == "CARD_AI_CLUSTER_MIN_BUDGET"
                          else default):
            assert on_cluster.run_until(thinking.think(view, legal, "leicht", 2, 0.2)) in legal


def test_the_questions_go_to_the_cluster_workers(on_cluster, dask_cluster):
    view, legal = opening()
    with no_local_pool():
        assert on_cluster.run_until(thinking.think(view, legal, "stark", 1, 0.5)) in legal
        command, reason = on_cluster.run_until(thinking.advise(view, legal))
    assert command in legal and reason
    assert not quick_answers(on_cluster), on_cluster.errors
    with contextlib.closing(dask_cluster.client()) as client:
        prefixes = client.run_on_scheduler(lambda dask_scheduler: list(dask_scheduler.task_prefixes))
    assert "choose_job" in prefixes and "hint_job" in prefixes
    assert any("erreichbar: die Computerspieler denken dort" in t for t in on_cluster.errors)


def test_a_worker_killed_mid_decision_costs_no_move(on_cluster, dask_cluster):
    view, legal = opening()
    with contextlib.closing(dask_cluster.client()) as client:
        pids = client.run(lambda: __import__("os").getpid())  # worker address -> pid
        with no_local_pool():
            answer = thinking.think(view, legal, "stark", 1, 4.0)
            wait_for(lambda: any(client.processing().values()), "a worker thinks")
            busy = next(address for address, keys in client.processing().items() if keys)
            dask_cluster.kill_worker(pids[busy])
            assert on_cluster.run_until(answer) in legal
    assert not quick_answers(on_cluster), on_cluster.errors


def test_a_lost_scheduler_sends_questions_home_once_and_they_return(on_cluster, dask_cluster):
    view, legal = opening()
    dask_cluster.kill_scheduler()
    wait_for(lambda: thinking.cluster().executor() is None, "the client sees it")
    for seed in (1, 2, 3):  # on the local pool now
        assert on_cluster.run_until(thinking.think(view, legal, "leicht", seed, 0.2)) in legal
    lost = [t for t in on_cluster.errors if "nicht erreichbar" in t]
    assert len(lost) == 1, on_cluster.errors  # logged once, not once per move

    for worker in dask_cluster.workers:  # workers end without their scheduler
        worker.wait(60)
    dask_cluster.start(workers=1)  # the same address again
    wait_for(lambda: thinking.cluster().executor() is not None, "back on the cluster")
    with no_local_pool():
        assert on_cluster.run_until(thinking.think(view, legal, "normal", 4, 1.0)) in legal
    assert any("wieder erreichbar" in t for t in on_cluster.errors), on_cluster.errors
