"""The line of analyses (issue 49): at most MAX_ANALYSES run, one per owner running or
waiting, the rest in order of asking and told their place as it moves."""

from unittest.mock import patch

import pytest
from twisted.internet import defer

from game import thinking


@pytest.fixture
def line():
    """An empty line, one analysis at a time; `started` records who started, and
    each start's Deferred is in `running` to be fired."""
    started, running, told = [], {}, {}

    def start(owner):
        def go():
            started.append(owner)
            thinking._OPEN["analysis"] += 1
            running[owner] = defer.Deferred()

            def over(value):
                thinking._OPEN["analysis"] -= 1
                return value
            return running[owner].addBoth(over)
        return go

    def ask(owner):
        return thinking.request_analysis(owner, start(owner),
                                         lambda place: told.setdefault(owner, []).append(place))

    with patch.object(thinking, "_LINE", []), patch.object(thinking, "_RUNNING", set()), \
            patch.object(thinking, "MAX_ANALYSES", 1), \
            patch.dict(thinking._OPEN, {"analysis": 0}):
        yield ask, started, running, told


def test_the_first_starts_the_others_wait_in_order_of_asking(line):
    ask, started, running, told = line
    assert ask("anna") == 0 and ask("bert") == 1 and ask("carla") == 2
    assert started == ["anna"]
    assert thinking.analysis_place("carla") == 2 and thinking.analysis_place("dora") is None


def test_one_per_owner_running_or_waiting(line):
    ask, started, running, told = line
    ask("anna")
    ask("bert")
    assert ask("anna") is None and ask("bert") is None
    assert started == ["anna"] and thinking.analysis_place("bert") == 1


def test_when_one_ends_the_next_starts_and_the_rest_hear_their_new_place(line):
    ask, started, running, told = line
    for owner in ("anna", "bert", "carla"):
        ask(owner)
    running["anna"].callback(None)
    assert started == ["anna", "bert"]
    assert told == {"carla": [1]}
    assert thinking.analysis_place("bert") == 0 and thinking.analysis_place("anna") is None


def test_a_few_asking_again_and_again_cannot_keep_it_from_the_others(line):
    ask, started, running, told = line
    ask("anna")
    ask("bert")
    ask("carla")
    for _ in range(3):  # anna and bert ask again as soon as theirs is over
        for owner in list(running):
            if owner in thinking._RUNNING:
                running[owner].callback(None)
                ask(owner)
                break
    assert started[:3] == ["anna", "bert", "carla"]


def test_a_start_that_fails_frees_its_place(line):
    ask, started, running, told = line

    def broken():
        raise RuntimeError("kaputt")

    with patch.object(thinking, "_log_error") as logged:
        assert thinking.request_analysis("anna", broken) is None
    logged.assert_called_once()
    assert thinking.analysis_place("anna") is None
    assert ask("bert") == 0
