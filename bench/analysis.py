"""Benchmark of the analysis after the game (game/cardgames/ai/analysis.py).

Plays whole games (every seat `normal`, fixed seeds), then times the
analysis of seat 0's decisions at the table's strength (the default sample
counts, the `stark` player's work), as a worker runs it.  Printed per game
kind: seconds per analysed game (median, 95th percentile, max), decisions
per game, and beside it in the same run the time of one plain `stark`
decision (fixed-work mode, as `rat` in a worker) on positions of the same
games, plus the machine's Python baseline.  Goal: a 66 game under 20 s,
a Gaigel game for four under 60 s.  Nothing asserts on time.

    python bench/analysis.py --games 50
    python bench/analysis.py --games 10 --presets 66
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.cardgames import new_game  # noqa: E402
from game.cardgames.ai import choose  # noqa: E402
from game.cardgames.ai.analysis import analyse, positions  # noqa: E402
from game.cardgames.replay import deal_of, record_of  # noqa: E402


def percentiles(values):
    v = sorted(values)
    return v[len(v) // 2], v[min(len(v) - 1, int(len(v) * 0.95))], v[-1]


def baseline():
    """A small fixed Python workload, so figures can be compared across machines."""
    t = time.perf_counter()
    x = 0
    for i in range(2_000_000):
        x += i * i % 7
    return time.perf_counter() - t


def played(preset, seed):
    """A finished game of `preset` (every seat `normal`) as a record."""
    game = new_game(preset, seed=seed)
    deal = deal_of(game)
    rng = random.Random(seed)
    while game.result is None:
        if game.grace_time:
            game.end_grace_time()
            continue
        seat = game.to_act
        game.act(seat, choose(game.view(seat), game.legal(seat), "normal", rng=rng))
    return record_of(game, deal)


def stark_times(record, count):
    """Seconds of plain `stark` decisions (fixed work) at seat 0's first `count` decisions."""
    out = []
    for p in positions(record, 0)[:count]:
        t = time.perf_counter()
        choose(p["view"], p["legal"], "stark", rng=random.Random(1))
        out.append(time.perf_counter() - t)
    return out


def run(preset, games, stark_per_game):
    per_game, decisions, stark = [], [], []
    for seed in range(games):
        record = played(preset, 1000 + seed)
        t = time.perf_counter()
        result = analyse(record, 0, seed=0)
        per_game.append(time.perf_counter() - t)
        decisions.append(len(result["decisions"]))
        stark.extend(stark_times(record, stark_per_game))
    med, p95, top = percentiles(per_game)
    smed, sp95, stop = percentiles(stark) if stark else (float("nan"),) * 3
    print(f"{preset:8} analysis of a whole game over {games} games: median {med:.1f} s, "
          f"p95 {p95:.1f} s, max {top:.1f} s; decisions per game median "
          f"{sorted(decisions)[len(decisions) // 2]}, max {max(decisions)}")
    print(f"{'':8} plain stark decision ({len(stark)} positions of the same games): "
          f"median {smed:.2f} s, p95 {sp95:.2f} s, max {stop:.2f} s")
    return med, p95


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--presets", nargs="+", default=["66", "gaigel4"])
    ap.add_argument("--stark-per-game", type=int, default=2,
                    help="plain stark decisions timed per game (beside the analysis)")
    args = ap.parse_args(argv)
    print(f"python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} cores (shared: other work may run), "
          f"baseline {baseline():.2f} s")
    for preset in args.presets:
        run(preset, args.games, args.stark_per_game)
    print(f"baseline again {baseline():.2f} s")


if __name__ == "__main__":
    main()
