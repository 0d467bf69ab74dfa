"""The game's signal receivers: connected once, in game/receivers.py, in the order
written there (the order of before the house was rebuilt, when imports made it)."""

from django.db.models.signals import m2m_changed, post_delete, post_save

from game import receivers
from game.common import gameend


def names(signal):
    """The game's receivers of `signal`, in the order they run."""
    out = []
    for entry in signal.receivers:
        ref = entry[1]
        func = ref() if callable(ref) and not hasattr(ref, "__code__") else ref
        module = getattr(func, "__module__", "")
        if module.startswith("game."):
            out.append(f"{module.removeprefix('game.')}.{func.__name__}")
    return out


def test_the_receivers_run_in_the_written_order():
    receivers.connect()
    receivers.connect()  # again: nothing doubled
    assert names(gameend.game_ended) == [
        "books.gamelog.game_ended", "books.records.game_ended", "books.rating.game_ended",
        "books.dealcounts.game_ended"]
    assert names(gameend.match_ended) == [
        "books.records.match_ended", "books.rating.match_ended", "table.endline.match_ended",
        "books.fairness.match_ended",
        "books.tournaments.match_ended", "books.tour.match_ended",
        "table.rematch.match_ended", "faces.tabledata.match_ended"]
    assert names(post_save) == ["books.records.record_written"]
    assert names(post_delete) == ["books.records.record_written",
                                  "books.records.forget_leaderboards",
                                  "common.things.forget_tables"]
    assert names(m2m_changed) == ["common.things.forget_tables"]


def test_every_receiver_listed_is_connected():
    receivers.connect()
    for signal, func, sender, uid in receivers.RECEIVERS:
        assert any(entry[0][0] == uid for entry in signal.receivers), uid
