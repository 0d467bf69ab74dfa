"""The garbage collector's pauses stay short (server/conf/collector.py): what
survives a full collection is frozen, and the hourly full collection still
frees cycles that died after they were frozen."""

import gc
import unittest
import weakref

from twisted.internet import task

from server.conf import collector


class Cycle:
    def __init__(self):
        self.me = self


class TestCollector(unittest.TestCase):
    def setUp(self):
        self.clock = task.Clock()
        self.loop = collector.install(every=60, clock=self.clock)
        self.addCleanup(lambda: collector.uninstall(self.loop))

    def test_the_survivors_are_frozen_at_once_and_after_each_full_collection(self):
        frozen = gc.get_freeze_count()
        self.assertGreater(frozen, 0)
        kept = [Cycle() for _ in range(1000)]
        gc.collect()  # a full collection: the survivors are frozen after it
        self.assertGreaterEqual(gc.get_freeze_count(), frozen + 1000)
        self.assertTrue(kept)

    def test_a_cycle_that_died_frozen_is_freed_by_the_hourly_collection(self):
        cycle = Cycle()
        gc.collect()  # survives, so it is frozen
        dead = weakref.ref(cycle)
        del cycle
        gc.collect()  # frozen: no full collection sees it
        self.assertIsNotNone(dead())
        self.clock.advance(60)  # the thaw and full collection
        self.assertIsNone(dead())

    def test_uninstall_thaws_everything(self):
        collector.uninstall(self.loop)
        self.assertEqual(gc.get_freeze_count(), 0)
        self.assertNotIn(collector._freeze_after_full, gc.callbacks)
        self.loop = collector.install(every=60, clock=self.clock)  # for the cleanup
