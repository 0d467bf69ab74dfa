"""Benchmark of the computer players: ladders, yardstick, decision times, solver.

Ladders play duplicate deals: every deal twice with the strengths swapped
between the sides (same cards, same dealer; the dealer alternates from deal
to deal); gaigel3 plays every deal three times, the upper strength at each
seat in turn against the lower at the other two, and counts for the upper
strength half the Striche the two lower seats received (for the lower, the
upper seat's).  Printed: the upper strength's share of all game points with a
95% interval (delta method over deals), decision-time median and 95th
percentile per strength.  The yardstick plays `stark`/`normal` (preset
`vu`) against the PyPI package `schnapsen` (RdeepBot 16 samples depth 4,
RdeepBot 64 samples depth 8, BullyBot) on that package's own engine through its `Bot` interface; our
adapter reads only the package's public perspective methods.  The solver
figures time exact 6-against-6 solves of `66` (talon closed at the first
lead).  Nothing asserts on time.

    python bench/ai.py ladder --game 66 --deals 1000 --pairs stark-normal normal-leicht leicht-random
    python bench/ai.py ladder --game gaigel4 --deals 1000
    python bench/ai.py ladder --game gaigel3 --deals 200 --pairs neu-stark   # each deal 3 times
    python bench/ai.py yardstick --deals 1000 --opponents rdeep bully --ours stark normal
    python bench/ai.py yardstick --deals 200 --opponents rdeep64 --ours stark   # RdeepBot(64, 8)
    python bench/ai.py ladder --game 66 --deals 100 --pairs stark-normal --budget table
    python bench/ai.py ladder --game 66 --deals 1000 --pairs stark-alt   # issue 32: against the old stark
    python bench/ai.py ladder --game 66 --deals 1000 --pairs neu-stark   # issue 32's next candidate
    python bench/ai.py solver --positions 500
    python bench/ai.py all --deals 1000          # everything above for 66
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import random
import statistics
import sys
import time
from contextlib import contextmanager
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from game.cardgames import new_game  # noqa: E402
from game.cardgames.ai import TABLE_BUDGET, call_out, choose  # noqa: E402

DEFAULT_PAIRS = ["stark-normal", "normal-leicht", "leicht-random"]


# --- statistics -------------------------------------------------------------

def share_interval(pairs):
    """Share of the upper side's game points and its 95% interval half-width.

    `pairs` holds (upper, lower) game points per duplicate deal.
    """
    n = len(pairs)
    up = sum(u for u, _ in pairs)
    tot = sum(u + lo for u, lo in pairs)
    if not tot:
        return 0.5, 0.0
    p = up / tot
    mean_t = tot / n
    resid = [u - p * (u + lo) for u, lo in pairs]
    var = statistics.pvariance(resid) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) / mean_t if n > 1 else 0.0
    return p, half


def percentiles(values):
    if not values:
        return float("nan"), float("nan"), float("nan")
    v = sorted(values)
    return v[len(v) // 2], v[min(len(v) - 1, int(len(v) * 0.95))], v[-1]


def baseline():
    """A small fixed Python workload, so figures can be compared across machines."""
    t = time.perf_counter()
    x = 0
    for i in range(2_000_000):
        x += i * i % 7
    return time.perf_counter() - t


# --- ladders ------------------------------------------------------------------

def _act(game, seat, strength, rng, budget, times):
    legal = game.legal(seat)
    if strength == "random":
        return rng.choice(legal)
    view = game.view(seat)
    t = time.perf_counter()
    with _playing(strength) as real:
        cmd = choose(view, legal, real, rng=rng, budget=budget, samples=SAMPLES)
    times.append(time.perf_counter() - t)
    return cmd


#: Fixed samples per decision for every strength (--samples; None: each strength's own).
SAMPLES = None
#: `stark` with another tuning of the players' modules, beside the tables' `stark`:
#: `neu`, issue 32's next candidate (CANDIDATE), measured here before it plays at the
#: tables; `alt`, the `stark` of before issue 32 (BASELINE), its targets' baseline.
TUNED = {"neu": "CANDIDATE", "alt": "BASELINE"}


@contextmanager
def _playing(strength):
    """The strength `choose` is asked for; `neu` and `alt` play `stark` tuned (TUNED)."""
    if strength not in TUNED:
        yield strength
        return
    from game.cardgames.ai.gaigel import players as gaigel_players
    from game.cardgames.ai.sixtysix import players as players66
    saved = [(m, dict(m.TUNING)) for m in (players66, gaigel_players)]
    for m, _ in saved:
        m.TUNING["stark"] = getattr(m, TUNED[strength])
    try:
        yield "stark"
    finally:
        for m, tuning in saved:
            m.TUNING.update(tuning)


def play_one(preset, seed, dealer, by_side, budgets, times):
    """One game; `by_side[side]` is a strength; returns game points per side."""
    game = new_game(preset, seed=seed, dealer=dealer)
    core = game.core
    rngs = [random.Random(seed * 1000 + 17 * s + 1) for s in range(game.seats)]
    while game.to_act is not None:
        seat = game.to_act
        st = by_side[core.side[seat]]
        cmd = _act(game, seat, st, rngs[seat], budgets.get(st), times.setdefault(st, []))
        game.act(seat, cmd)
    pts = game.result.points
    return [max(pts[s] for s in range(game.seats) if core.side[s] == sd) for sd in (0, 1)]


def ladder_deal(args):
    """Both games of one duplicate deal: (upper points, lower points, times)."""
    preset, upper, lower, seed, budgets = args
    if preset == "gaigel3":
        return gaigel3_deal(args)
    if preset.startswith("gaigel"):
        return gaigel_deal(args)
    times = {}
    dealer = seed % 2
    a = play_one(preset, seed, dealer, [upper, lower], budgets, times)
    b = play_one(preset, seed, dealer, [lower, upper], budgets, times)
    return a[0] + b[1], a[1] + b[0], times


def gaigel_deal(args):
    """Both games of one duplicate Gaigel deal (Striche the other side received)."""
    preset, upper, lower, seed, budgets = args
    _need_gaigel()
    times = {}
    dealer = seed % int(preset[-1])
    a = play_gaigel(preset, seed, dealer, [upper, lower], budgets, times)
    b = play_gaigel(preset, seed, dealer, [lower, upper], budgets, times)
    return a[0] + b[1], a[1] + b[0], times


def _need_gaigel():
    try:
        from game.cardgames import gaigel  # noqa: F401
    except ImportError:
        raise SystemExit(
            "Gaigel-Leiter: game/cardgames/gaigel/core.py fehlt noch – der Gaigel-Kern ist "
            "nicht da, die Gaigel-Leiter kann erst danach laufen."
        ) from None


def play_gaigel(preset, seed, dealer, by_side, budgets, times):
    """One two-party Gaigel game; returns per side the Striche the *other* side
    received (points won)."""
    game = gaigel_game(preset, seed, dealer, by_side, budgets, times)
    core = game.core
    got = [0, 0]
    striche = game.result.striche
    for s in range(game.seats):
        got[1 - core.side[s] % 2] = max(got[1 - core.side[s] % 2], striche[s])
    return got


def gaigel_game(preset, seed, dealer, by_party, budgets, times):
    """One Gaigel game played to its end, the table's part (Aus out of turn, grace
    time) emulated; party p plays `by_party[p % len(by_party)]`."""
    game = new_game(preset, seed=seed, dealer=dealer)
    core = game.core
    rngs = [random.Random(seed * 1000 + 17 * s + 1) for s in range(game.seats)]

    def strength(s):
        return by_party[core.side[s] % len(by_party)]

    while game.result is None:
        caller = next((s for s in range(game.seats) if _calls_aus(
            game, s, strength(s), rngs[s])), None)
        if caller is not None:
            game.act(caller, "aus")
            continue
        if game.grace_time:
            game.end_grace_time()
            continue
        seat = game.to_act
        st = strength(seat)
        if st == "random":
            legal = [c for c in game.legal(seat) if c != "aus"]
            cmd = rngs[seat].choice(legal)
        else:
            cmd = _act(game, seat, st, rngs[seat], budgets.get(st), times.setdefault(st, []))
        game.act(seat, cmd)
    return game


def gaigel3_deal(args):
    """One gaigel3 deal three times, the upper strength at each seat in turn against
    the lower at the other two: (Striche the lower seats received, halved; Striche
    the upper seat received; times)."""
    preset, upper, lower, seed, budgets = args
    _need_gaigel()
    times, up, lo = {}, 0.0, 0.0
    for u in range(3):
        by_party = [upper if p == u else lower for p in range(3)]
        striche = gaigel_game(preset, seed, seed % 3, by_party, budgets, times).result.striche
        up += sum(striche[p] for p in range(3) if p != u) / 2
        lo += striche[u]
    return up, lo, times


def _calls_aus(game, seat, strength, rng):
    """The table asks its computer players whether they call Aus (random always does)."""
    legal = game.legal(seat)
    if "aus" not in legal:
        return False
    view = game.view(seat)
    if strength == "random":
        return bool(view["reached_101"][view["side"]])
    with _playing(strength) as real:
        return call_out(view, legal, real, rng) is not None


def run_ladder(game, pairs, deals, procs, budgets, start):
    print(f"== Leiter {game}: {deals} doppelte Verteilungen, {procs} Prozesse ==")
    if game.startswith("gaigel"):
        _need_gaigel()
        if game not in ("gaigel2", "gaigel3", "gaigel4", "gaigel6"):
            raise SystemExit("Gaigel-Leiter: gaigel2, gaigel3, gaigel4 oder gaigel6.")
    all_times = {}
    for pair in pairs:
        upper, lower = pair.split("-")
        jobs = [(game, upper, lower, start + i, budgets) for i in range(deals)]
        t0 = time.perf_counter()
        results = _map(ladder_deal, jobs, procs)
        wall = time.perf_counter() - t0
        pts = [(u, lo) for u, lo, _ in results]
        for _, _, times in results:
            for k, v in times.items():
                all_times.setdefault(k, []).extend(v)
        p, half = share_interval(pts)
        up = sum(u for u, _ in pts)
        lo = sum(x for _, x in pts)
        print(f"{upper:>7} gegen {lower:<7}: {100 * p:5.1f}% ± {100 * half:.1f}% der "
              f"Spielpunkte ({up:g}:{lo:g}, {(3 if game == 'gaigel3' else 2) * deals} Spiele, "
              f"{wall:.0f} s)", flush=True)
    print_times(all_times)


def print_times(all_times):
    for strength in ("leicht", "normal", "stark", *TUNED):
        if strength in all_times:
            med, p95, mx = percentiles(all_times[strength])
            print(f"  Zeit je Entscheidung {strength:>6}: Median {1000 * med:7.1f} ms, "
                  f"95%-Perzentil {1000 * p95:7.1f} ms, Maximum {1000 * mx:7.1f} ms "
                  f"({len(all_times[strength])} Entscheidungen)", flush=True)


#: Print the running share every this many deals (0: only at the end).
PROGRESS = 0


def _map(fn, jobs, procs):
    out = []
    if procs <= 1:
        it = map(fn, jobs)
        return _collect(it, out)
    with Pool(procs) as pool:
        return _collect(pool.imap_unordered(fn, jobs, chunksize=1), out)


def _collect(it, out):
    for r in it:
        out.append(r)
        if PROGRESS and len(out) % PROGRESS == 0:
            p, half = share_interval([(u, lo) for u, lo, _ in out])
            print(f"    … {len(out)} Verteilungen: {100 * p:5.1f}% ± {100 * half:.1f}%",
                  flush=True)
    return out


# --- yardstick: the schnapsen package ---------------------------------------------

def _package():
    try:
        from schnapsen import game as sg
        from schnapsen.bots import BullyBot, RdeepBot
    except ImportError:
        raise SystemExit(
            "Das Paket schnapsen fehlt: .venv/bin/pip install schnapsen==0.0.5"
        ) from None
    return sg, RdeepBot, BullyBot


SUITS = {"CLUBS": "eichel", "SPADES": "laub", "HEARTS": "herz", "DIAMONDS": "schellen"}
RANKS = {"ACE": "ass", "TEN": "zehn", "KING": "könig", "QUEEN": "ober", "JACK": "unter"}


def card_text(card):
    return f"{SUITS[card.suit.name]} {RANKS[card.rank.name]}"


def move_text(move):
    if move.is_marriage():
        return f"melde {SUITS[move.as_marriage().suit.name]}"
    if move.is_trump_exchange():
        return "raube"
    return f"lege {card_text(move.as_regular_move().card)}"


def _played_card(move):
    """The card a leader's move puts on the table (a marriage plays the King)."""
    if move.is_marriage():
        return move.as_marriage().underlying_regular_move().card
    return move.as_regular_move().card


def view_from_perspective(persp, leader_move, options):
    """Our `view` dict (preset vu, we are seat 0) from public perspective methods."""
    trump_suit = SUITS[persp.get_trump_suit().name]
    history = persp.get_game_history()
    tricks, marriages, exchange = [], [], None
    for i, (p, trick) in enumerate(history[:-1]):
        leader = 0 if p.am_i_leader() else 1
        if trick.is_trump_exchange():
            exchange = {"seat": leader, "gave": card_text(trick.exchange.jack),
                        "took": card_text(trick.trump_card)}
            continue
        lm = trick.leader_move
        if lm.is_marriage():
            marriages.append(_marriage(leader, lm, trump_suit))
        nxt = history[i + 1][0]
        winner = 0 if nxt.am_i_leader() else 1
        tricks.append({
            "leader": leader,
            "cards": [{"seat": leader, "card": card_text(_played_card(lm))},
                      {"seat": 1 - leader, "card": card_text(trick.follower_move.card)}],
            "winner": winner,
        })
    me, opp = persp.get_my_score(), persp.get_opponent_score()
    pending = [me.pending_points, opp.pending_points]
    trick = []
    if leader_move is not None:
        if leader_move.is_marriage():
            m = _marriage(1, leader_move, trump_suit)
            marriages.append(m)
            pending[1] += m["points"]
        trick = [{"seat": 1, "card": card_text(_played_card(leader_move))}]
    forehand = 0 if (history[0][0].am_i_leader()) else 1
    # The package still counts a card led in this trick as in the leader's hand.
    on_table = {t["card"] for t in trick}
    known = persp.get_known_cards_of_opponent_hand().get_cards()
    trump_card = persp.get_trump_card()
    legal = [move_text(m) for m in persp.valid_moves()]
    return {
        "game": "66", "preset": "vu", "options": options, "seat": 0, "seats": 2,
        "names": ["wir", "die"], "card_names": "deutsch", "dealer": 1 - forehand,
        "forehand": forehand, "sitting_out": [], "teams": [[0], [1]], "side": 0,
        "hand": [card_text(c) for c in persp.get_hand().get_cards()],
        "trump": trump_suit,
        "trump_card": card_text(trump_card) if trump_card is not None else None,
        "shown_trump": None,
        "talon": persp.get_talon_size(), "closed": False, "closer": None,
        "phase": 2 if persp.get_phase().name == "TWO" else 1,
        "to_act": 0, "leader": 0 if leader_move is None else 1, "trick": trick,
        "tricks": tricks,
        "tricks_won": [sum(t["winner"] == s for t in tricks) for s in (0, 1)],
        "points": [me.direct_points, opp.direct_points], "pending": pending,
        "marriages": marriages, "exchange": exchange,
        "known_cards": [[], [card_text(c) for c in known if card_text(c) not in on_table]],
        "legal": legal, "over": False, "result": None,
    }


def _marriage(seat, move, trump_suit):
    suit = SUITS[move.as_marriage().suit.name]
    return {"seat": seat, "suit": suit, "points": 40 if suit == trump_suit else 20}


def _our_bot(sg, strength, rng, budget, times, options):
    class OurBot(sg.Bot):
        """Our player behind the package's Bot interface."""

        def get_move(self, perspective, leader_move):
            moves = {move_text(m): m for m in perspective.valid_moves()}
            view = view_from_perspective(perspective, leader_move, options)
            t = time.perf_counter()
            with _playing(strength) as real:
                cmd = choose(view, sorted(moves), real, rng=rng, budget=budget)
            times.append(time.perf_counter() - t)
            return moves[cmd]

    return OurBot(f"ours-{strength}")


#: The package's RdeepBot settings by name (samples, depth).
RDEEP = {"rdeep": (16, 4), "rdeep64": (64, 8)}


def yardstick_deal(args):
    ours, theirs, seed, budget = args
    from game.cardgames.presets import make_options
    sg, RdeepBot, BullyBot = _package()
    options = make_options("vu")
    engine = sg.SchnapsenGamePlayEngine()
    times, got = [], [0, 0]
    for we_lead in (True, False):
        rng = random.Random(seed * 31 + we_lead)
        mine = _our_bot(sg, ours, rng, budget, times, options)
        if theirs in RDEEP:
            samples, depth = RDEEP[theirs]
            other = RdeepBot(num_samples=samples, depth=depth,
                             rand=random.Random(seed * 7 + we_lead))
        else:
            other = BullyBot(random.Random(seed * 7 + we_lead))
        first, second = (mine, other) if we_lead else (other, mine)
        winner, points, _ = engine.play_game(first, second, random.Random(seed))
        got[0 if winner is mine else 1] += points
    return got[0], got[1], {ours: times}


def run_yardstick(ours_list, opponents, deals, procs, budgets, start):
    _package()
    print(f"== Maßstab: Paket schnapsen 0.0.5, Regeln vu, {deals} Verteilungen "
          f"(je zweimal, Vorhand wechselt), {procs} Prozesse ==")
    all_times = {}
    for ours in ours_list:
        for theirs in opponents:
            jobs = [(ours, theirs, start + i, budgets.get(ours)) for i in range(deals)]
            t0 = time.perf_counter()
            results = _map(yardstick_deal, jobs, procs)
            wall = time.perf_counter() - t0
            pts = [(u, lo) for u, lo, _ in results]
            for _, _, t in results:
                for k, v in t.items():
                    all_times.setdefault(k, []).extend(v)
            p, half = share_interval(pts)
            name = (f"RdeepBot({RDEEP[theirs][0]}, {RDEEP[theirs][1]})" if theirs in RDEEP
                    else "BullyBot")
            print(f"{ours:>7} gegen {name:<15}: {100 * p:5.1f}% ± {100 * half:.1f}% der "
                  f"Spielpunkte ({sum(u for u, _ in pts)}:{sum(x for _, x in pts)}, "
                  f"{2 * deals} Spiele, {wall:.0f} s)", flush=True)
    print_times(all_times)


# --- solver -----------------------------------------------------------------------

def run_solver(positions, start):
    from game.cardgames.ai.sixtysix.solver import Solver
    from game.cardgames.presets import Rules, make_options
    from game.cardgames.sixtysix.core import CLOSE, SixtySix
    rules = Rules("66", make_options("66"))
    rng = random.Random(start)
    t_val, n_val, t_all, n_all = [], [], [], []
    for _ in range(positions):
        st = SixtySix.shuffled(rules, 1, rng)
        st.apply(CLOSE)                 # 6 against 6, nothing drawn any more
        t = time.perf_counter()
        s = Solver(st)
        s.value()
        t_val.append(time.perf_counter() - t)
        n_val.append(s.nodes)
        t = time.perf_counter()
        s = Solver(st)
        s.move_values()
        t_all.append(time.perf_counter() - t)
        n_all.append(s.nodes)
    print(f"== Endspiel-Löser: {positions} Stellungen 6 gegen 6 (66, zugedreht) ==")
    for label, ts, ns in (("Wert", t_val, n_val), ("jeder Zug", t_all, n_all)):
        ts, ns = sorted(ts), sorted(ns)
        q = min(len(ts) - 1, int(len(ts) * 0.99))
        print(f"  {label:>9}: Median {1000 * ts[len(ts) // 2]:.2f} ms / {ns[len(ns) // 2]} "
              f"Knoten, 99%-Perzentil {1000 * ts[q]:.2f} ms / {ns[q]} Knoten")


# --- main -----------------------------------------------------------------------------

def budgets_of(text):
    """{strength: seconds}: none (fixed work), one figure for all, or the tables' budgets."""
    if text is None:
        return {}
    if text == "table":
        out = dict(TABLE_BUDGET)
    else:
        out = {strength: float(text) for strength in TABLE_BUDGET}
    for name in TUNED:                      # a tuned stark thinks as long as stark
        out[name] = out["stark"]
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["ladder", "yardstick", "solver", "all"])
    ap.add_argument("--game", default="66", help="66 (or any 66 preset) or gaigel4")
    ap.add_argument("--pairs", nargs="+", default=DEFAULT_PAIRS)
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--start", type=int, default=0, help="first deal seed")
    ap.add_argument("--ours", nargs="+", default=["stark", "normal"])
    ap.add_argument("--opponents", nargs="+", default=["rdeep", "bully"],
                    choices=["rdeep", "rdeep64", "bully"])
    ap.add_argument("--positions", type=int, default=500)
    ap.add_argument("--budget", default=None,
                    help="seconds per decision, or `table` for the tables' budgets "
                         "(default: fixed sample counts)")
    ap.add_argument("--samples", type=int, default=None,
                    help="fixed samples per decision for every strength (a cheaper ladder; "
                         "default: each strength's own counts)")
    ap.add_argument("--progress", type=int, default=0,
                    help="print the running share every N deals")
    a = ap.parse_args(argv)
    global PROGRESS, SAMPLES
    PROGRESS = a.progress
    SAMPLES = a.samples
    print(f"Python {platform.python_version()} auf {platform.machine()}, "
          f"{os.cpu_count()} Kerne; Vergleichslast {baseline():.2f} s")
    budgets = budgets_of(a.budget)
    if a.what in ("ladder", "all"):
        run_ladder(a.game, a.pairs, a.deals, a.procs, budgets, a.start)
    if a.what in ("yardstick", "all"):
        run_yardstick(a.ours, a.opponents, a.deals, a.procs, budgets, a.start)
    if a.what in ("solver", "all"):
        run_solver(a.positions, a.start)


if __name__ == "__main__":
    main()
