"""
Short pauses of Python's garbage collector on the reactor thread.

A full collection (the oldest generation) walks every object the collector
tracks: with a world and a hundred players loaded (about 290,000 objects),
about 200-250 ms in which no table moves (bench/load.py --callbacks), every
half minute under load. `install()`:

- collects once at the start, while nobody waits, and freezes what survived
  (gc.freeze): frozen objects are never walked again;
- freezes the survivors after each full collection, so the next one walks
  only what came since (right after a full collection everything left is
  alive, so nothing dead is frozen);
- once every FULL_EVERY seconds thaws everything and collects in full, so
  cycles of objects that died after they were frozen (a deleted table, a
  session that ended) are freed after an hour at most, not kept until the
  next restart. That one collection is the long pause the others avoid.
"""

import gc

from twisted.internet import task

FULL_EVERY = 3600


def _freeze_after_full(phase, info):
    if phase == "stop" and info["generation"] == 2:
        gc.freeze()


def full_collection():
    """Thaw, collect everything, freeze the survivors."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def install(every=FULL_EVERY, clock=None):
    """Collect and freeze now; freeze after every full collection; thaw and collect
    in full every `every` seconds (on `clock`, the reactor unless given).
    Returns the LoopingCall."""
    full_collection()
    if _freeze_after_full not in gc.callbacks:
        gc.callbacks.append(_freeze_after_full)
    loop = task.LoopingCall(full_collection)
    if clock is not None:
        loop.clock = clock
    loop.start(every, now=False)
    return loop


def uninstall(loop):
    """Undo `install` (tests): no more freezing, everything thawed."""
    if loop.running:
        loop.stop()
    if _freeze_after_full in gc.callbacks:
        gc.callbacks.remove(_freeze_after_full)
    gc.unfreeze()
