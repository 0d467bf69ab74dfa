"""The opponent model of the 66 inference: record games, fit the weights, score the reading.

    python bench/opponent.py record --games 600 --start 2000 --out /tmp/stark66.pkl
    python bench/opponent.py fit /tmp/stark66.pkl          # prints WEIGHTS for opponent.py
    python bench/opponent.py score /tmp/held_out.pkl       # plain sampling vs reading the play

`record` plays `stark` against itself (fixed work, seeds from --start; keep
them apart from the ladder's seeds 0-999) and keeps every decision: the
seat's view, its legal commands, the true hands and the command chosen.
`fit` fits the multinomial logit of opponent.py per kind of move
(maximum likelihood, gradient ascent with a little L2) on 80 % of the card
plays and prints the log-likelihood on the other 20 % beside a uniform
choice.  `score` measures how well sampled deals place the other seat's
hidden cards (the log score of each hidden card's share of samples in that
hand, and the true cards found per sampled hand), plain sampling beside the
candidate's reading, on the same decisions and seeds.  Nothing asserts.
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import random
import sys
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.cardgames import new_game  # noqa: E402
from game.cardgames.ai.sixtysix import AI, _moves_of  # noqa: E402
from game.cardgames.ai.sixtysix import opponent  # noqa: E402
from game.cardgames.ai.sixtysix import players  # noqa: E402
from game.cardgames.ai.sixtysix.knowledge import Knowledge, card  # noqa: E402


def record_game(args):
    preset, seed = args
    out = []
    g = new_game(preset, seed=seed, dealer=seed % 2)
    rngs = [random.Random(seed * 1000 + 17 * s + 1) for s in range(g.seats)]
    while g.to_act is not None:
        s = g.to_act
        view, legal = g.view(s), g.legal(s)
        cmd = AI.decide(view, legal, "stark", rngs[s], None, None)[0]
        out.append((view, legal, list(g.core.hands), seed, cmd))
        g.act(s, cmd)
    return out


def card_plays(records):
    """(kind, feature rows, index of the card played) per choice of a card out of two or more."""
    out = []
    for view, legal, _, _, cmd in records:
        options = [card(x[5:]) for x in legal if x.startswith("lege")]
        if not cmd.startswith("lege") or len(options) < 2:
            continue
        k = Knowledge.from_view(view)
        phase2 = view["phase"] == 2
        if k.lead_meld >= 0 or (phase2 and not view["closed"]):
            continue
        played = 0
        for _, cs, _ in k.history:
            for c in cs:
                played |= 1 << c
        for c in k.trick:
            played |= 1 << c
        led = k.trick[0] if k.trick else -1
        kind = opponent.KINDS[(2 if phase2 else 0) + (1 if led >= 0 else 0)]
        rows = [opponent.features(c, k.hand, k.trump, led, played) for c in options]
        out.append((kind, rows, options.index(card(cmd[5:]))))
    return out


def fit(plays, reg=1e-3, rounds=400, rate=0.5):
    """Weights maximising the mean log-likelihood (numpy), and that mean."""
    import numpy as np

    xs = [np.array(rows, dtype=float) for _, rows, _ in plays]
    ys = [i for _, _, i in plays]
    w = np.zeros(opponent.N_FEATURES)
    for _ in range(rounds):
        grad = -reg * w
        for x, i in zip(xs, ys):
            p = np.exp(x @ w - (x @ w).max())
            p /= p.sum()
            grad += x[i] - p @ x
        w += rate * grad / len(xs)
    return w, mean_loglik(w, plays)


def mean_loglik(w, plays):
    import numpy as np

    total = 0.0
    for _, rows, i in plays:
        s = np.array(rows, dtype=float) @ w
        p = np.exp(s - s.max())
        total += math.log(p[i] / p.sum())
    return total / max(1, len(plays))


def score(records, tuning, n=60):
    """(log score per hidden card, true cards found per sampled hand, decisions)."""
    total = found = 0.0
    cards = used = 0
    for view, legal, hands, seed, *_ in records:
        moves = _moves_of(legal, view)
        if moves is None or view["seats"] != 2 or not (view["phase"] == 1 or view["closed"]):
            continue
        ctx = players.Context.make(view, list(moves.values()), random.Random(seed),
                                   tuning=tuning)
        other = 1 - ctx.k.seat
        hidden = ctx.k.hidden
        true = hands[other] & hidden
        if not true:
            continue
        used += 1
        counts = [0] * 24
        for _ in range(n):
            got = ctx.sample().hands[other] & hidden
            for c in range(24):
                counts[c] += got >> c & 1
        for c in range(24):
            if hidden >> c & 1:
                p = (counts[c] + 0.5) / (n + 1)
                total += math.log(p if true >> c & 1 else 1 - p)
                cards += 1
                found += counts[c] / n if true >> c & 1 else 0
    return total / max(1, cards), found / max(1, used), used


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["record", "fit", "score"])
    ap.add_argument("data", nargs="?")
    ap.add_argument("--preset", default="66")
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--start", type=int, default=2000)
    ap.add_argument("--out", default="/tmp/stark66.pkl")
    ap.add_argument("--procs", type=int, default=2)
    a = ap.parse_args(argv)
    if a.what == "record":
        jobs = [(a.preset, a.start + i) for i in range(a.games)]
        records = []
        with Pool(a.procs) as pool:
            for got in pool.imap(record_game, jobs):
                records.extend(got)
        with open(a.out, "wb") as f:
            pickle.dump(records, f)
        print(f"{len(records)} Entscheidungen aus {a.games} Spielen in {a.out}")
        return
    with open(a.data, "rb") as f:
        records = pickle.load(f)
    if a.what == "fit":
        plays = card_plays(records)
        cut = int(len(plays) * 0.8)
        print("WEIGHTS = {")
        for kind in opponent.KINDS:
            train = [p for p in plays[:cut] if p[0] == kind]
            test = [p for p in plays[cut:] if p[0] == kind]
            if len(train) < 50:
                print(f"    # {kind}: {len(train)} Beispiele, zu wenige")
                continue
            w, ll = fit(train)
            uniform = sum(-math.log(len(r)) for _, r, _ in test) / max(1, len(test))
            print(f"    # {kind}: {len(train)} Beispiele, Log-Likelihood {ll:.3f}, "
                  f"zurückgehalten {mean_loglik(w, test):.3f} (gleich verteilt {uniform:.3f})")
            print(f"    {kind!r}: ({', '.join(f'{v:.3f}' for v in w)}),")
        print("}")
        return
    for name, tuning in (("gleich verteilt", players.BASELINE), ("Kandidat", players.CANDIDATE)):
        ls, found, used = score(records, tuning)
        print(f"{name:>16}: Log-Score je verdeckter Karte {ls:.4f}, "
              f"wahre Karten je gezogener Hand {found:.3f} ({used} Entscheidungen)", flush=True)


if __name__ == "__main__":
    main()
