"""Make the puzzles the game ships (game/puzzles/data/<family>.json), reproducibly.

Plays computer games from fixed seeds and keeps the positions where the exact
solver proves one move clearly best (game/cardgames/ai/puzzles.py). The same
arguments always give the same file; run it again after a rule change:

    .venv/bin/python tools/make_puzzles.py            # both families, 240 each
    .venv/bin/python tools/make_puzzles.py --family 66 --count 50
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.cardgames.ai import puzzles  # noqa: E402

#: family -> (preset the puzzles are dealt in, first seed, puzzles kept a game)
FAMILIES = {"66": ("66", 1000, 1), "gaigel": ("gaigel2", 5000, 3)}
OUT = ROOT / "game" / "puzzles" / "data"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--family", choices=sorted(FAMILIES), action="append")
    parser.add_argument("--count", type=int, default=240)
    args = parser.parse_args(argv)
    for family in args.family or sorted(FAMILIES):
        preset, seed, per_game = FAMILIES[family]
        start = time.perf_counter()
        found = puzzles.generate(preset, args.count, seed, strengths=("leicht", "leicht"),
                                 max_games=args.count * 200, per_game=per_game)
        for number, puzzle in enumerate(found, 1):
            puzzle["number"] = number
        path = OUT / f"{family}.json"
        path.write_text("[\n" + ",\n".join(json.dumps(p, ensure_ascii=False, sort_keys=True)
                                           for p in found) + "\n]\n", encoding="utf-8")
        print(f"{family}: {len(found)} Rätsel in {time.perf_counter() - start:.0f} s -> "
              f"{path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
