"""Benchmark: this checkout's engine core against another checkout's, same games.

For work on the cores (game/cardgames/sixtysix/core.py, gaigel/core.py) on a
busy machine, where bench/engine.py's ratio to the `schnapsen` package moves
with the load.  Both cores play the same random playouts (same seeds, the
loop of bench/engine.py); printed per preset:

- bytecodes per game of each core, counted with `sys.monitoring`: a figure
  that does not move with the load (a C call counts as one bytecode, so it
  is a guide, not a time);
- games per second of each in alternating rounds (CPU time, gc off while
  timing), and the speed-up: best round to best round, median of the rounds.

The other checkout's `game/cardgames` is loaded under the name `other_cardgames`,
so both live in one process; a checkout of an older commit is made with
`git worktree add --detach /tmp/before <commit>` (and removed after with
`git worktree remove /tmp/before`).

    python bench/engine_ab.py /tmp/before [presets, default 66,schnapsen,vu,gaigel4,gaigel2]
"""

from __future__ import annotations

import gc
import importlib.util
import os
import random
import sys
import time

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, HERE)

from game.cardgames import presets  # noqa: E402
from game.cardgames.gaigel.core import Gaigel  # noqa: E402
from game.cardgames.sixtysix.core import SixtySix  # noqa: E402

ROUNDS = 21


def load_other(checkout):
    """The other checkout's game/cardgames as the package `other_cardgames`."""
    root = os.path.join(os.path.abspath(checkout), "game", "cardgames")
    spec = importlib.util.spec_from_file_location(
        "other_cardgames", os.path.join(root, "__init__.py"), submodule_search_locations=[root])
    module = importlib.util.module_from_spec(spec)
    sys.modules["other_cardgames"] = module
    spec.loader.exec_module(module)
    return module


def cores_of(package_name):
    """(presets module, SixtySix, Gaigel) of a loaded cardgames package."""
    p = importlib.import_module(f"{package_name}.presets")
    six = importlib.import_module(f"{package_name}.sixtysix.core").SixtySix
    gai = importlib.import_module(f"{package_name}.gaigel.core").Gaigel
    return p, six, gai


def playouts(presets_module, six, gai, preset):
    """`play(games)`: random playouts of `preset` from seed 1, as bench/engine.py."""
    gaigel = presets_module.is_gaigel(preset)
    rules = (presets_module.GaigelRules if gaigel else presets_module.Rules)(
        preset, presets_module.make_options(preset))
    cls = gai if gaigel else six

    def play(games):
        rng = random.Random(1)
        for i in range(games):
            st = cls.shuffled(rules, i % rules.players if gaigel else 1, rng)
            while not st.over:
                moves = st.legal_moves()
                st.apply(moves[int(rng.random() * len(moves))])

    return play


def bytecodes(play, games=200):
    """Bytecodes per game of `play`, counted with sys.monitoring."""
    mon = sys.monitoring
    tool = mon.PROFILER_ID
    count = [0]

    def seen(code, offset):
        count[0] += 1

    mon.use_tool_id(tool, "engine_ab")
    mon.register_callback(tool, mon.events.INSTRUCTION, seen)
    mon.set_events(tool, mon.events.INSTRUCTION)
    try:
        play(games)
    finally:
        mon.set_events(tool, 0)
        mon.free_tool_id(tool)
    return count[0] / games


def timed(play, games):
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        play(games)
        return time.process_time() - start
    finally:
        gc.enable()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    load_other(sys.argv[1])
    names = sys.argv[2].split(",") if len(sys.argv) > 2 else ["66", "schnapsen", "vu", "gaigel4",
                                                               "gaigel2"]
    other, ours = cores_of("other_cardgames"), (presets, SixtySix, Gaigel)
    print(f"this checkout against {sys.argv[1]}; {ROUNDS} alternating rounds, CPU time")
    for preset in names:
        a, b = playouts(*other, preset), playouts(*ours, preset)
        games = 100 if presets.is_gaigel(preset) else 300
        ta, tb = [], []
        for _ in range(ROUNDS):
            ta.append(timed(a, games))
            tb.append(timed(b, games))
        ratios = sorted(x / y for x, y in zip(ta, tb))
        print(f"{preset:>9}: bytecodes/game {bytecodes(a):7.0f} -> {bytecodes(b):7.0f}   "
              f"games/s {games / min(ta):7.0f} -> {games / min(tb):7.0f}   "
              f"speed-up best {min(ta) / min(tb):.2f}x, median {ratios[ROUNDS // 2]:.2f}x",
              flush=True)


if __name__ == "__main__":
    main()
