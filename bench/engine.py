"""Benchmark: random playouts per second, against the `schnapsen` package.

Prints complete games per second (shuffle, deal, random legal moves until
the game's result) for the core of presets `66`, `schnapsen` and `vu`, the
same through the text seam, and in the same run the PyPI `schnapsen`
package's RandBot-vs-RandBot games per second with the ratio: the package
plays in turns beside each row (`paired`), so a changing load on the machine
hits both sides alike.  `vu` plays the package's own rules, so its ratio
compares like with like.

Gaigel (`gaigel4`, `gaigel2`): a random legal move of the core each time
(its `legal_moves` offers `aus` only once the party has 101, and ends the
grace time), so games end with Aus, Übergaigel or played out; the text
seam picks a random command, calls `aus` at 101 and ends the grace time.
Also printed: the average number of moves per Gaigel game.

    python bench/engine.py [seconds per measurement, default 2]
"""

from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.cardgames import new_game  # noqa: E402
from game.cardgames.gaigel.core import Gaigel  # noqa: E402
from game.cardgames.presets import GaigelRules, Rules, make_options  # noqa: E402
from game.cardgames.sixtysix.core import SixtySix  # noqa: E402


def rate(play_one, seconds):
    """Games per second of `play_one(i)` over about `seconds`."""
    n, start = 0, time.perf_counter()
    while True:
        for _ in range(10):
            play_one(n)
            n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed


ROUNDS = 5


def paired(play_one, base_one, seconds):
    """(games/s of `play_one`, its ratio to `base_one`): the two alternate in
    ROUNDS short turns, and the ratio is the median of the turns' ratios, so
    a load that changes during the run hits both sides alike."""
    if base_one is None:
        return rate(play_one, seconds), None
    rates, ratios = [], []
    for _ in range(ROUNDS):
        base = rate(base_one, seconds / ROUNDS / 2)
        ours = rate(play_one, seconds / ROUNDS / 2)
        rates.append(ours)
        ratios.append(ours / base)
    return sorted(rates)[ROUNDS // 2], sorted(ratios)[ROUNDS // 2]


def core_playout(preset):
    rules = Rules(preset, make_options(preset))
    rng = random.Random(1)

    def play_one(_):
        st = SixtySix.shuffled(rules, 1, rng)
        while not st.over:
            moves = st.legal_moves()
            st.apply(moves[int(rng.random() * len(moves))])
        return st.outcome

    return play_one


def seam_playout(preset):
    rng = random.Random(2)

    def play_one(_):
        g = new_game(preset, rng=rng)
        while g.to_act is not None:
            seat = g.to_act
            g.act(seat, rng.choice(g.legal(seat)))
        return g.result

    return play_one


MOVES = {}


def gaigel_core_playout(preset, options=None, key=None):
    rules = GaigelRules(preset, make_options(preset, options))
    rng = random.Random(4)
    key = key or preset
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


def gaigel_seam_playout(preset):
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


def package_playout():
    try:
        from schnapsen.bots import RandBot
        from schnapsen.game import SchnapsenGamePlayEngine
    except ImportError:
        return None
    engine = SchnapsenGamePlayEngine()
    rng = random.Random(3)

    def play_one(_):
        return engine.play_game(RandBot(rng), RandBot(rng), rng)

    return play_one


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    package = package_playout()
    base = rate(package, seconds) if package else None
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    if base:
        print(f"schnapsen package RandBot vs RandBot: {base:10.0f} games/s (baseline)")
    else:
        print("schnapsen package not installed: no baseline")
    for preset in ("66", "schnapsen", "vu"):
        for label, play in (("core", core_playout(preset)), ("text", seam_playout(preset))):
            r, x = paired(play, package, seconds)
            ratio = f"  ratio {x:5.1f}x" if x else ""
            print(f"{preset:>9} {label} random playout:      {r:10.0f} games/s{ratio}")
    for preset in ("gaigel4", "gaigel2"):
        for label, play in (("core", gaigel_core_playout(preset)),
                            ("text", gaigel_seam_playout(preset))):
            r, x = paired(play, package, seconds)
            ratio = f"  ratio {x:5.1f}x" if x else ""
            print(f"{preset:>9} {label} random playout:      {r:10.0f} games/s{ratio}")
        moves, games = MOVES[preset]
        print(f"{preset:>9} core: {moves / games:.1f} moves per random game")
        key = preset + " full"
        play = gaigel_core_playout(preset, {"aus_points": 1000}, key)
        r = rate(play, seconds)
        moves, games = MOVES[key]
        print(f"{preset:>9} core played out (all 48 cards, nobody calls): {r:8.0f} games/s, "
              f"{r * moves / games:9.0f} moves/s")


if __name__ == "__main__":
    main()
