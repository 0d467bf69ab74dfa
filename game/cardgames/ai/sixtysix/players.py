"""The three computer players of the 66 family: leicht, normal, stark.

Each works on a `Context` (the seat's knowledge, its legal moves as core
move ints, a random generator and a deadline) and returns one of those
moves plus a small report (`Choice`) for the hint.

- leicht: the rule-of-thumb policy; sometimes plays a card by feel,
  sometimes forgets to meld or to announce.
- normal: flat Monte Carlo: every legal move is played out with the
  policy in several sampled deals; the best average wins.
- stark: many more samples; once no card is drawn any more (talon empty or
  closed, closing included) each sample is solved exactly; with the talon
  open the policy plays on until then and the solver finishes the game.
  With the 20-card deck (schnapsen, vu) the last drawing trick is searched
  exactly too (drawsearch.py), and (issue 32) a decision with at most
  `exact_draws` cards left to draw is searched exactly from its root in
  every sampled deal (any deck; deeper in the playouts it would cost too
  much time).  `Tuning.infer` draws the deals by how well they explain the
  other seats' play (inference.py); no strength uses it yet.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ...sixtysix.core import ANNOUNCE, EXCHANGE, MELD
from .determinize import build, public_dict
from .drawsearch import DrawSearch
from ..facts import draw, resample
from .inference import Inference
from .knowledge import Knowledge
from .policy import heuristic_move, playout
from .sampling import deal
from .solver import Solver

#: Fixed sample counts (the deterministic mode uses exactly these).
SAMPLES = {"leicht": 1, "normal": 6, "stark": 48}
#: Phase-1 stark: move evaluations per decision, at most this many samples,
#: and pruning of moves clearly behind (margin in game points at PRUNE_FROM).
STARK_WORK = 640
STARK_MAX_SAMPLES = 192
PRUNE_FROM = 8
PRUNE_MARGIN = 1.0
LEICHT_FEEL = 0.25        # chance to play a card by feel
LEICHT_FORGET_MELD = 0.25
LEICHT_FORGET_ANNOUNCE = 0.3
#: `vierer`: solve exactly once at most this many cards are left in the hands.
VIERER_SOLVE_CARDS = 12
#: Phase-1 stark playouts with the 20-card deck: once at most this many cards
#: are left to draw (2 seats), the sampled deal is searched exactly to the end.
DRAW_EXACT = 2
DRAW_EXACT_DECK = 20
#: A decision searched exactly from its root (`Tuning.exact_draws`, any deck): one
#: evaluation costs about this many plain ones, by cards left to draw; the fixed
#: work is divided by it (fewer deals; it costs more time all the same: with four
#: cards left a fixed-work decision takes up to ~3 s, the tables' deadline cuts it;
#: dividing by 8 instead measured 50.8 % ± 1.3 against BASELINE, 300 deals).
DRAW_EXACT_COST = {2: 3, 4: 4}
#: ... and a playout that ends in such a search (`Tuning.playout_draws`, 24 cards).
PLAYOUT_EXACT_COST = 3


@dataclass(frozen=True)
class Tuning:
    """What a strength adds to plain sampling."""

    infer: bool = False        # deals weighed by the other seats' play (inference.py)
    exact_draws: int = 0       # two seats: a decision with at most this many cards left
                               # to draw (a key of DRAW_EXACT_COST at most) is searched
                               # exactly to the end in every deal
    playout_draws: int = 0     # ... and a playout once at most this many are left (the
                               # 20-card deck from DRAW_EXACT on in any case)
    work: float = 1.0          # share of stark's fixed work (samples and move evaluations)


#: The `stark` of before issue 32: plain sampling (bench/ai.py `alt`).
BASELINE = Tuning()
#: The tables' `stark` (issue 32): a decision with two drawing tricks or fewer left is
#: searched exactly in every sampled deal: 51.5 % ± 1.3 of the game points against
#: BASELINE in 66 (300 duplicate deals, `bench/ai.py ladder --pairs stark-alt`).
STARK = Tuning(exact_draws=4)
#: The tuning of each strength (`analyse` and `rat` use the `stark` one).
TUNING = {"leicht": Tuning(), "normal": Tuning(), "stark": STARK}
#: Issue 32's next candidate (bench/ai.py `neu`), not yet measured better than STARK:
#: the playouts search the last drawing trick exactly too.  No part of it: reading the
#: play (rules and the learned model of opponent.py: 49.2 % ± 4.2 against BASELINE,
#: 100 deals), more work (three times: 46.0 % ± 3.3, 200 deals, seeds 100-299).
CANDIDATE = Tuning(exact_draws=4, playout_draws=2)


@dataclass
class Context:
    """What a player may use: knowledge, legal moves, rng, deadline."""

    k: Knowledge
    base: dict
    moves: list
    rng: object
    deadline: float | None = None
    samples: int | None = None
    tuning: Tuning = BASELINE
    inference: Inference | None = None

    @classmethod
    def make(cls, view, moves, rng, budget=None, samples=None, tuning=BASELINE):
        k = Knowledge.from_view(view)
        deadline = None if budget is None else time.perf_counter() + budget
        inference = Inference.from_view(k, view) if tuning.infer else None
        if inference is not None and inference.empty:
            inference = None
        return cls(k, public_dict(k, view), list(moves), rng, deadline, samples, tuning,
                   inference)

    def sample(self):
        """A deal of the hidden cards; with inference, drawn in proportion to how
        likely the other seats' play was with it (rejection sampling; after
        TRIES rejections the most likely deal tried)."""
        if self.inference is None:
            return build(self.k, self.base, deal(self.k, self.rng))
        pick = resample if self.inference.plays else draw
        got = pick(lambda: deal(self.k, self.rng), lambda d: self.inference.weight(d.hands),
                   self.rng)
        return build(self.k, self.base, got)

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.perf_counter() >= self.deadline

    @property
    def my_side(self) -> int:
        return self.k.side[self.k.seat]


@dataclass
class Choice:
    """A chosen move with the evidence behind it."""

    move: int
    values: dict = field(default_factory=dict)   # move -> mean game points
    samples: int = 0
    note: str = ""


# --- shared rules of thumb ------------------------------------------------

def sure_announce(ctx, st) -> bool:
    """Announcing now is right: 66 reached (playing on can never score more)."""
    return ANNOUNCE in ctx.moves and st.points(ctx.my_side) >= 66


def candidates(ctx) -> list:
    """Legal moves worth searching: never a wrong announcement."""
    out = [m for m in ctx.moves if m != ANNOUNCE]
    return out or list(ctx.moves)


def outcome_value(st, side) -> int:
    o = st.outcome
    if o["winner"] < 0:
        return 0
    return o["game_points"] if o["winner"] == side else -o["game_points"]


def best_of(ctx, st, totals, counts) -> int:
    """Highest mean; ties go to the policy's move, then to the legal order."""
    pref = heuristic_move(st, [m for m in ctx.moves if m in totals])
    means = {m: totals[m] / counts[m] for m in totals if counts[m]}
    top = max(means.values())
    tied = [m for m in ctx.moves if m in means and means[m] >= top - 1e-9]
    return pref if pref in tied else tied[0]


# --- leicht ---------------------------------------------------------------

def leicht(ctx) -> Choice:
    st = ctx.sample()            # only the own hand and public facts are read
    rng = ctx.rng
    moves = list(ctx.moves)
    if ANNOUNCE in moves and st.points(ctx.my_side) >= 66:
        if rng.random() >= LEICHT_FORGET_ANNOUNCE:
            return Choice(ANNOUNCE, note="announce")
    moves = [m for m in moves if m != ANNOUNCE] or moves
    melds = [m for m in moves if MELD <= m < EXCHANGE]
    if melds and rng.random() < LEICHT_FORGET_MELD:
        moves = [m for m in moves if not MELD <= m < EXCHANGE] or moves
    cards = [m for m in moves if m < MELD]
    if cards and rng.random() < LEICHT_FEEL:
        return Choice(rng.choice(cards), note="feel")
    return Choice(heuristic_move(st, moves), note="policy")


# --- normal ---------------------------------------------------------------

def _opening(ctx):
    """(first sample, candidate moves, forced choice or None): what `normal`
    and `stark` do first: a sure announcement, or the only sensible move."""
    first = ctx.sample()
    if sure_announce(ctx, first):
        return first, None, Choice(ANNOUNCE, note="announce")
    moves = candidates(ctx)
    if len(moves) == 1:
        return first, moves, Choice(moves[0], note="only")
    return first, moves, None


def normal(ctx) -> Choice:
    first, moves, forced = _opening(ctx)
    if forced is not None:
        return forced
    n = ctx.samples or SAMPLES["normal"]
    side = ctx.my_side
    totals = dict.fromkeys(moves, 0.0)
    counts = dict.fromkeys(moves, 0)
    done = 0
    st = first
    while done < n:
        for m in moves:
            sim = st.clone()
            sim.apply(m)
            playout(sim)
            totals[m] += outcome_value(sim, side)
            counts[m] += 1
        done += 1
        if done >= n or ctx.out_of_time():
            break
        st = ctx.sample()
    return Choice(best_of(ctx, first, totals, counts),
                  {m: totals[m] / counts[m] for m in moves}, done, "rollouts")


# --- stark ----------------------------------------------------------------

def stark(ctx) -> Choice:
    first, moves, forced = _opening(ctx)
    if forced is not None:
        return forced
    if _solvable(first):
        return _stark_exact(ctx, first, moves)
    return _stark_playouts(ctx, first, moves)


def _stark_exact(ctx, first, moves) -> Choice:
    """Every sample solved exactly; the best mean over the samples wins."""
    runs, done = exact_runs(ctx, first, moves,
                            ctx.samples or round(SAMPLES["stark"] * ctx.tuning.work))
    totals = {m: sum(runs[m], 0.0) for m in moves}
    counts = dict.fromkeys(moves, done)
    return Choice(best_of(ctx, first, totals, counts),
                  {m: totals[m] / done for m in moves}, done, "solved")


def exact_runs(ctx, first, moves, n) -> tuple:
    """({move: [exact value per sample]}, samples): `first` and then fresh
    samples, each solved exactly, until `n` samples or the deadline."""
    runs = {m: [] for m in moves}
    done, st = 0, first
    while True:
        for m, v in Solver(st).move_values(moves).items():
            runs[m].append(v)
        done += 1
        if done >= n or ctx.out_of_time():
            break
        st = ctx.sample()
    return runs, done


def _stark_playouts(ctx, first, moves) -> Choice:
    """Policy until no card is drawn any more, then exact; weak moves drop out.

    The work (move evaluations) is fixed; a move whose mean falls clearly
    behind the best after `PRUNE_FROM` samples gets no more samples, so the
    close contenders get more of them.
    """
    scale = ctx.tuning.work
    work = ctx.samples * len(moves) if ctx.samples else round(STARK_WORK * scale)
    cap = ctx.samples or round(STARK_MAX_SAMPLES * scale)
    if not ctx.samples:
        work //= exact_cost(ctx, first)
    runs, alive, done = playout_runs(ctx, first, moves, cap, work)
    totals = {m: sum(runs[m], 0.0) for m in moves}
    counts = {m: len(runs[m]) for m in moves}
    final = {m: totals[m] for m in alive}
    return Choice(best_of(ctx, first, final, counts),
                  {m: totals[m] / counts[m] for m in moves}, done, "playout+solve")


def playout_runs(ctx, first, moves, cap, work=None, keep=None, prune=True, alone_stops=True):
    """({move: [value per sample]}, moves still alive, samples): with the
    talon open, each move played out on `first` and then fresh samples
    (`_solve_after`), until `cap` samples, `work` move evaluations or the
    deadline.  From PRUNE_FROM samples on (if `prune`) a move clearly behind
    the best drops out, never `keep`; a single move left ends the search
    if `alone_stops`."""
    side = ctx.my_side
    exact = exact_from_root(ctx, first)
    draws = playout_draws(ctx, first)
    runs = {m: [] for m in moves}
    alive = list(moves)
    used = done = 0
    st = first
    while True:
        search = DrawSearch() if exact else None      # one table for the moves of a deal
        for m in alive:
            runs[m].append(_solve_after(st, m, side, search, draws))
        used += len(alive)
        done += 1
        if done >= cap or (work is not None and used >= work) or ctx.out_of_time():
            break
        if prune and done >= PRUNE_FROM:
            alive = _prune(alive, runs, done, keep)
            if alone_stops and len(alive) == 1:
                break
        st = ctx.sample()
    return runs, alive, done


def _prune(alive, runs, done, keep=None) -> list:
    means = {m: sum(runs[m], 0.0) / len(runs[m]) for m in alive}
    margin = PRUNE_MARGIN * (PRUNE_FROM / done) ** 0.5
    top = max(means.values())
    return [m for m in alive if m == keep or means[m] >= top - margin]


def _solvable(st) -> bool:
    """No more drawing, and few enough cards for an exact solve."""
    if not st.phase2:
        return False
    if st.n_active == 4:
        return sum(bin(h).count("1") for h in st.hands) <= VIERER_SOLVE_CARDS
    return True


def exact_from_root(ctx, first) -> bool:
    """Two seats, the talon open, at most `Tuning.exact_draws` cards left to
    draw: every sampled deal is searched exactly from the decision on."""
    return (first.n_active == 2 and not first.phase2
            and first.talon_count() <= ctx.tuning.exact_draws)


def exact_cost(ctx, first) -> int:
    """How many plain move evaluations one evaluation of this decision costs
    (1 where the deck's own playouts search as much: 20 cards, last drawing trick)."""
    left, own = first.talon_count(), _deck_draws(first)
    if exact_from_root(ctx, first) and left > own:
        return DRAW_EXACT_COST[left]
    if playout_draws(ctx, first) > own:
        return PLAYOUT_EXACT_COST
    return 1


def playout_draws(ctx, first) -> int:
    """Two seats: the cards left to draw from which a playout searches its deal
    exactly (0: never, the policy plays on until no card is drawn any more)."""
    if first.n_active != 2:
        return 0
    return max(_deck_draws(first), ctx.tuning.playout_draws)


def _deck_draws(st) -> int:
    """Cards left to draw from which the deck's own playouts search exactly (20 cards)."""
    return DRAW_EXACT if len(st.rules.deck) == DRAW_EXACT_DECK else 0


def _solve_after(st, m, side, search=None, draws=0) -> float:
    """Value of move `m` for `side`: with a `search` (DrawSearch) exact at once;
    else policy until solvable or until at most `draws` cards are left to
    draw, then exact."""
    sim = st.clone()
    sim.apply(m)
    if search is not None and not sim.over:
        return search.value(sim, side)
    while not sim.over and not (_solvable(sim) and not sim.trick):
        if draws and not sim.phase2 and sim.talon_count() <= draws:
            return DrawSearch().value(sim, side)
        sim.apply(heuristic_move(sim))
    if sim.over:
        return outcome_value(sim, side)
    v = Solver(sim).value()
    return v if sim.side[sim.turn] == side else -v


PLAYERS = {"leicht": leicht, "normal": normal, "stark": stark}
