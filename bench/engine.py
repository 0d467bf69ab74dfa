"""Benchmark: random playouts per second, against the `schnapsen` package.

Prints complete games per second (shuffle, deal, random legal moves until
the game's result) for the core of presets `66`, `schnapsen` and `vu`, the
same through the text seam, and in the same run the PyPI `schnapsen`
package's RandBot-vs-RandBot games per second with the ratio.  `vu` plays
the package's own rules, so its ratio compares like with like.

Gaigel (`gaigel4`, `gaigel2`): a random legal move of the core each time
(its `legal_moves` offers `aus` only once the party has 101, and ends the
grace time), so games end with Aus, Übergaigel or played out; the text
seam picks a random command, calls `aus` at 101 and ends the grace time.
Also printed: the average number of moves per Gaigel game.

How it measures, so that a shared, busy machine gives stable figures:

- every side plays a fixed batch of games from a fixed seed, the same
  games in every round (`batch`: sized once to about one round's time);
- the package and our side alternate in ROUNDS rounds, so a load that
  changes during the run hits both alike;
- the garbage collector is off while a batch is timed (collected before
  each); the time is the process's CPU time (`time.process_time`), so the
  moments another process holds the core do not count;
- per row: the best round's games/s (the least disturbed one, as `timeit`
  takes), the ratio of the two sides' best rounds, and the median and the
  lowest of the rounds' ratios.

    python bench/engine.py [seconds per row, default 2] [rounds, default 7]
"""

from __future__ import annotations

import gc
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.cardgames import new_game  # noqa: E402
from game.cardgames.gaigel.core import Gaigel  # noqa: E402
from game.cardgames.presets import GaigelRules, Rules, make_options  # noqa: E402
from game.cardgames.sixtysix.core import SixtySix  # noqa: E402

ROUNDS = 7


def timed(make_play, games):
    """CPU seconds for `games` games of a fresh `make_play()`, gc off while timing."""
    play_one = make_play()
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        for i in range(games):
            play_one(i)
        return time.process_time() - start
    finally:
        gc.enable()


def batch(make_play, seconds):
    """Number of games (a multiple of 10) that takes about `seconds`."""
    games = 10
    while True:
        took = timed(make_play, games)
        if took >= seconds / 4 or games >= 10 ** 6:
            return max(10, int(games * seconds / max(took, 1e-9)) // 10 * 10)
        games *= 4


def rate(make_play, seconds, rounds=3):
    """Best games/s of `make_play` over `rounds` equal batches."""
    games = batch(make_play, seconds / rounds)
    return games / min(timed(make_play, games) for _ in range(rounds))


def paired(make_play, make_base, seconds, rounds=ROUNDS):
    """(best games/s, best-to-best ratio, median ratio, lowest ratio) of
    `make_play` against `make_base`, the two alternating round by round."""
    if make_base is None:
        return rate(make_play, seconds, rounds), None, None, None
    share = seconds / rounds / 2
    games, base_games = batch(make_play, share), batch(make_base, share)
    ours, base = [], []
    for _ in range(rounds):
        base.append(base_games / timed(make_base, base_games))
        ours.append(games / timed(make_play, games))
    ratios = sorted(o / b for o, b in zip(ours, base))
    return max(ours), max(ours) / max(base), ratios[rounds // 2], ratios[0]


def core_playout(preset):
    rules = Rules(preset, make_options(preset))

    def make():
        rng = random.Random(1)

        def play_one(_):
            st = SixtySix.shuffled(rules, 1, rng)
            while not st.over:
                moves = st.legal_moves()
                st.apply(moves[int(rng.random() * len(moves))])
            return st.outcome

        return play_one

    return make


def seam_playout(preset):
    def make():
        rng = random.Random(2)

        def play_one(_):
            g = new_game(preset, rng=rng)
            while g.to_act is not None:
                seat = g.to_act
                g.act(seat, rng.choice(g.legal(seat)))
            return g.result

        return play_one

    return make


MOVES = {}


def gaigel_core_playout(preset, options=None, key=None):
    rules = GaigelRules(preset, make_options(preset, options))
    key = key or preset

    def make():
        rng = random.Random(4)
        MOVES[key] = [0, 0]

        def play_one(i):
            st = Gaigel.shuffled(rules, i % rules.players, rng)
            n = 0
            while not st.over:
                moves = st.legal_moves()
                st.apply(moves[int(rng.random() * len(moves))])
                n += 1
            MOVES[key][0] += n
            MOVES[key][1] += 1
            return st.outcome

        return play_one

    return make


def gaigel_seam_playout(preset):
    def make():
        rng = random.Random(5)

        def play_one(_):
            g = new_game(preset, rng=rng)
            while g.result is None:
                if g.grace_time:
                    g.end_grace_time()
                    continue
                seat = g.to_act
                v = g.core
                if v.reached(v.side[seat]):
                    g.act(seat, "aus")
                else:
                    g.act(seat, rng.choice(g.legal(seat)[:-1]))
            return g.result

        return play_one

    return make


def package_playout():
    try:
        from schnapsen.bots import RandBot
        from schnapsen.game import SchnapsenGamePlayEngine
    except ImportError:
        return None
    engine = SchnapsenGamePlayEngine()

    def make():
        rng = random.Random(3)

        def play_one(_):
            return engine.play_game(RandBot(rng), RandBot(rng), rng)

        return play_one

    return make


def row(name, label, figures):
    r, best, median, low = figures
    ratio = f"  ratio {best:5.1f}x (rounds: median {median:5.1f}x, min {low:5.1f}x)" if best else ""
    print(f"{name:>9} {label} random playout: {r:10.0f} games/s{ratio}", flush=True)


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else ROUNDS
    package = package_playout()
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; "
          f"{rounds} rounds per row, gc off while timing")
    if package:
        base = rate(package, seconds, rounds)
        print(f"schnapsen package RandBot vs RandBot: {base:10.0f} games/s (baseline, best round)")
    else:
        print("schnapsen package not installed: no baseline")
    for preset in ("66", "schnapsen", "vu"):
        for label, play in (("core", core_playout(preset)), ("text", seam_playout(preset))):
            row(preset, label, paired(play, package, seconds, rounds))
    for preset in ("gaigel4", "gaigel2"):
        for label, play in (("core", gaigel_core_playout(preset)),
                            ("text", gaigel_seam_playout(preset))):
            row(preset, label, paired(play, package, seconds, rounds))
        moves, games = MOVES[preset]
        print(f"{preset:>9} core: {moves / games:.1f} moves per random game")
        key = preset + " full"
        play = gaigel_core_playout(preset, {"aus_points": 1000}, key)
        r = rate(play, seconds, rounds)
        moves, games = MOVES[key]
        print(f"{preset:>9} core played out (all 48 cards, nobody calls): {r:8.0f} games/s, "
              f"{r * moves / games:9.0f} moves/s")


if __name__ == "__main__":
    main()
