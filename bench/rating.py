"""Calibration of the computer players' rating anchors (game/cardgames/rating.py).

Plays duplicate deals (every deal twice, the strengths swapped between the
sides, as bench/ai.py's ladder does) and counts won games, not points: the
rating books one result per game.  A draw counts half.  From the upper
strength's share of the games `p` it finds the gap of mu between the two
strengths at which openskill's Plackett-Luce model (the game's own model,
anchors with their fixed sigma, teams as large as the preset's) predicts
exactly `p`; normal sits at a newcomer's mu, leicht and stark below and above.

    python bench/rating.py --game 66 --pairs normal-leicht:400 stark-normal:100
    python bench/rating.py --game gaigel4 --pairs normal-leicht:200 stark-normal:60

Measured 2026-12-03 on a 2-core machine shared by many (load up to 20), one
process each, seeds from 0 (the figures are in ANCHOR_MU's comment too):

    --game 66 --pairs normal-leicht:500   69.2 % ± 2.9 of 1000 games, gap 3.04 (2.56 to 3.54)
    --game 66 --pairs stark-normal:40     67.5 % ± 10.3 of 80 games,  gap 2.75 (1.11 to 4.63)
    --game gaigel4 --pairs normal-leicht:150  60.3 % ± 5.5 of 300 games, gap 0.82 (0.38 to 1.27)

Gaigel stark-normal was too slow to count here; its anchor uses the ladder's
recorded 62.1 % ± 1.8 of the Striche (bench/ai.py, gaigel4, seeds 0-999,
commit 03a3d49) as the share of games: `gap_for(0.621, 2)` = 0.96.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import ai  # noqa: E402  (bench/ai.py: the ladder's games)
from game.cardgames import rating  # noqa: E402


def games_of(preset, upper, lower, seed):
    """Both games of one duplicate deal: the upper side's result per game (1, ½, 0)."""
    out = []
    play = ai.play_gaigel if preset.startswith("gaigel") else ai.play_one
    dealer = seed % (int(preset[-1]) if preset.startswith("gaigel") else 2)
    for by_side, mine in (([upper, lower], 0), ([lower, upper], 1)):
        got = play(preset, seed, dealer, by_side, {}, {})
        won, lost = got[mine], got[1 - mine]
        out.append(1.0 if won > lost else 0.5 if won == lost else 0.0)
    return out


def gap_for(p, team_size):
    """The mu gap at which openskill predicts `p` for the upper side."""
    base = rating.START_MU
    lo, hi = -40.0, 40.0
    for _ in range(60):
        mid = (lo + hi) / 2
        up = [rating.MODEL.rating(mu=base + mid, sigma=rating.ANCHOR_SIGMA)] * team_size
        down = [rating.MODEL.rating(mu=base, sigma=rating.ANCHOR_SIGMA)] * team_size
        if rating.MODEL.predict_win([up, down])[0] < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="66")
    ap.add_argument("--pairs", nargs="+", default=["normal-leicht:400", "stark-normal:100"])
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--progress", type=int, default=0, help="print the count every N deals")
    a = ap.parse_args(argv)
    team = {"gaigel4": 2, "gaigel6": 3, "vierer": 2}.get(a.game, 1)
    print(f"Vergleichslast {ai.baseline():.2f} s; Spiel {a.game}, Teams zu {team}", flush=True)
    for spec in a.pairs:
        pair, deals = spec.split(":")
        upper, lower = pair.split("-")
        t0 = time.perf_counter()
        results = []
        for seed in range(a.start, a.start + int(deals)):
            results.extend(games_of(a.game, upper, lower, seed))
            if a.progress and len(results) % (2 * a.progress) == 0:
                print(f"    … {len(results) // 2} Verteilungen: {upper} "
                      f"{sum(results):g} von {len(results)} Spielen", flush=True)
        n = len(results)
        p = sum(results) / n
        half = 1.96 * math.sqrt(p * (1 - p) / n)
        draws = sum(1 for r in results if r == 0.5)
        gaps = [gap_for(min(max(x, 0.01), 0.99), team) for x in (p - half, p, p + half)]
        print(f"{upper} gegen {lower}: {100 * p:.1f} % ± {100 * half:.1f} der Spiele "
              f"({n} Spiele, {draws} unentschieden, {time.perf_counter() - t0:.0f} s); "
              f"Abstand mu {gaps[1]:.2f} (95 %: {gaps[0]:.2f} bis {gaps[2]:.2f})", flush=True)


if __name__ == "__main__":
    main()
