"""Gaigel players `normal` and `stark`: flat Monte Carlo over sampled deals.

Each decision samples the hidden cards consistently with the seat's view
(knowledge.py, sampling.py), builds a core state per sample, plays
every legal move out with a fast int version of the rule-of-thumb policy
(rules.py) and picks the move with the best mean result for its own
party: Striche received by the opponents minus its own, plus a small share
of the Augen margin as tie-break.  Every move is judged on the same samples.
`stark` (two parties; gaigel3 in the candidate tuning) plays the policy only
while the talon is open: once it is empty and few enough cards are left,
each sample is solved exactly (solver.py), all hands open.

Safety as in rules.py: `aus` exactly once the party has reached the
goal, never below it (no Untergaigel); in the playouts every party calls
Aus as soon as it reaches the goal.  `leicht` stays with rules.py.

Deterministic mode: `budget=None` plays exactly SAMPLES[strength] samples
times the tuning's `work`; with a budget it stops once the time is used (at
least MIN_SAMPLES) and at MAX_SAMPLES times `work`.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ...cards import ACE, VALUE_OF, command_ref, suit_of
from ...gaigel.core import AUS, END_GRACE, FACE_DOWN, FIVE_SEVENS, GE_ELFEN, HOEHER_HAT, MELD, ROB
from ...gaigel.notation import move_text
from ...tricks import BEATS
from . import rules as gaigel_rules
from ..facts import draw
from .inference import facts_of
from .knowledge import GaigelKnowledge
from .sampling import build, deal
from .solver import GaigelSolver, solvable

#: Fixed sample counts (deterministic mode) and caps with a time budget.
SAMPLES = {"normal": 8, "stark": 144}
MAX_SAMPLES = {"normal": 8, "stark": 160}
MIN_SAMPLES = 2
#: Weight of the Augen margin against one Strich (tie-break and a smoother signal).
AUGEN_WEIGHT = 0.005
#: Strengths whose playouts end in an exact solve once the talon is empty.
SOLVE = {"normal": False, "stark": True}
#: ... at most this many cards left in the hands, by parties (bigger solves cost too
#: much time; three parties search without a zero-sum partner's cuts).
SOLVE_CARDS = {2: 16, 3: 9}


@dataclass(frozen=True)
class Tuning:
    """What a strength adds to plain sampling."""

    infer: bool = False        # deals weighed by the other seats' play (inference.py)
    solve_three: bool = False  # gaigel3 too: the empty talon solved exactly (paranoid)
    work: float = 1.0          # times the strength's samples (SAMPLES and MAX_SAMPLES)

    def exact(self, strength, parties) -> bool:
        """Whether the playouts of `strength` end in an exact solve."""
        return SOLVE.get(strength, False) and (parties == 2 or self.solve_three)

    def samples(self, strength, cap=False) -> int:
        """Samples of `strength` with fixed work, or (`cap`) at most with a time budget."""
        return round((MAX_SAMPLES if cap else SAMPLES)[strength] * self.work)


#: The `stark` of before issue 32: plain sampling, SAMPLES deals (bench/ai.py `alt`).
BASELINE = Tuning()
#: The tables' `stark` (issue 32): four times the deals; a Gaigel playout's result
#: (a Strich or two) is coarse, so more deals tell close moves apart.  gaigel4 against
#: BASELINE: 52.2 % ± 2.5 of the game points, gaigel2 52.3 % ± 3.0 (400 duplicate deals
#: each); at the tables' budget a gaigel4 decision takes 410 ms median, 813 ms p95
#: (gaigel6: 730 ms p95).
STARK = Tuning(work=4)
#: The tuning of each strength (`analyse` and `rat` use the `stark` one).
TUNING = {"normal": Tuning(), "stark": STARK}
#: Issue 32's next candidate (bench/ai.py `neu`): reading partner and opponents,
#: gaigel3 solved exactly (at BASELINE's work: 47.0 % ± 5.3, not better).
CANDIDATE = Tuning(infer=True, solve_three=True, work=4)


# --- fast rule-of-thumb policy on the core ------------------------------------

def _keep(c, trump):
    return (VALUE_OF[c] + (12 if suit_of(c) == trump else 0), c % 24, c)


def policy_move(st) -> int:
    """The rule-of-thumb move (gaigel_rules) of the seat to act, on core ints."""
    moves = st.legal_moves()
    cands = [m for m in moves if m < AUS]
    if FIVE_SEVENS in cands:
        return FIVE_SEVENS
    if ROB in cands:
        return ROB
    trump = st.trump
    melds = [m for m in cands if MELD <= m < ROB]
    if melds:
        return MELD + trump if MELD + trump in melds else melds[0]
    plays = [m for m in cands if m < GE_ELFEN]
    opening = [m for m in cands if GE_ELFEN <= m < MELD]
    if opening:
        elf = [m for m in opening if m & ~63 == GE_ELFEN]
        if elf:
            return elf[0]
        higher = [m for m in opening if m & ~63 == HOEHER_HAT]
        if higher:
            return max(higher, key=lambda m: (VALUE_OF[m & 63], -((m & 63) % 24)))
        return opening[0]
    if not plays:
        return cands[0] if cands else moves[0]
    trick = st.trick
    if not trick or (not st.history and st.opening in FACE_DOWN):
        return min(plays, key=lambda c: _keep(c, trump))
    table = BEATS[trump]
    bi = 0
    for i in range(1, len(trick)):
        if table[trick[bi]] >> trick[i] & 1:
            bi = i
    best = trick[bi]
    s = st.turn
    side = st.side
    partner_wins = side[(st.leader + bi) % st.seats] == side[s]
    winners = [c for c in plays if table[best] >> c & 1]
    if partner_wins and (len(trick) == st.seats - 1 or best % 6 == ACE):
        give = [c for c in plays if c not in winners] or plays
        return max(give, key=lambda c: (VALUE_OF[c] - 12 * (suit_of(c) == trump), -(c % 24)))
    stake = 0
    for c in trick:
        stake += VALUE_OF[c]
    led = suit_of(trick[0])
    same = [c for c in winners if suit_of(c) == led]
    if same:
        return max(same, key=lambda c: (VALUE_OF[c], -(c % 24)))
    if winners and (stake >= 10 or st.phase2):
        return min(winners, key=lambda c: _keep(c, trump))
    return min(plays, key=lambda c: _keep(c, trump))


def forced_move(st):
    """The Aus a party that reached the goal calls, or the end of the grace
    time; None when a card is to be chosen."""
    goal = st.rules.aus_points
    for q in range(st.parties):
        if st.card_pts[q] + st.meld_pts[q] >= goal:
            return AUS + q                 # seat q belongs to party q
    return END_GRACE if st.grace else None


def playout(st) -> None:
    """Play `st` to its end: Aus as soon as a party reaches the goal."""
    while not st.over:
        m = forced_move(st)
        st.apply(policy_move(st) if m is None else m)


def solve_out(st, party) -> float:
    """Policy while the talon is open, then the exact value of the rest for `party`."""
    while not st.over:
        m = forced_move(st)
        if (m is None and solvable(st)
                and sum(bin(h).count("1") for h in st.hands) <= SOLVE_CARDS[st.parties]):
            return GaigelSolver(st, AUGEN_WEIGHT).value(party)
        st.apply(policy_move(st) if m is None else m)
    return score(st, party)


def score(st, party) -> float:
    """Own party's result of a finished state: Striche difference plus Augen tie-break."""
    out = st.outcome
    stri = out["striche"]
    p = st.parties
    others = [q for q in range(p) if q != party]
    diff = sum(stri[q] for q in others) / len(others) - stri[party]
    tot = out["totals"]
    return diff + AUGEN_WEIGHT * (tot[party] - max(tot[q] for q in others))


# --- the player ----------------------------------------------------------------

def choose(view, legal, strength, rng, budget=None, samples=None) -> tuple:
    """(command, German reason) for a Gaigel seat at `normal` or `stark`."""
    side = view["side"]
    reached = view.get("reached_101") or []
    if "aus" in legal and side is not None and side < len(reached) and reached[side]:
        return "aus", gaigel_rules.aus_reason(view)
    cands = [c for c in legal if c != "aus"]
    if not cands:
        return legal[0], "Das ist der einzige erlaubte Zug."
    if "fünf siebener" in cands:
        return "fünf siebener", "Fünf Siebener gewinnen sofort."
    cands = [c for c in cands if c != "dissle"] or cands
    thumb, thumb_why = gaigel_rules.choose(view, legal, "normal", random.Random(0))
    if len(cands) == 1:
        return cands[0], "Das ist der einzige erlaubte Zug."
    k = GaigelKnowledge.from_view(view)
    tuning = TUNING[strength]
    n = tuning.samples(strength) if samples is None else samples
    cap = n if budget is None else max(n, tuning.samples(strength, cap=True))
    deadline = None if budget is None else time.perf_counter() + budget
    exact = tuning.exact(strength, k.parties)
    facts = facts_for(k, tuning)
    runs, done = sample_runs(k, cands, rng, n, cap, deadline, exact, facts)
    total = {c: sum(runs[c], 0.0) for c in cands}
    count = {c: len(runs[c]) for c in cands}
    means = {c: total[c] / count[c] for c in cands if count[c]}
    if not means:
        return thumb if thumb in legal and thumb != "aus" else cands[0], thumb_why
    top = max(means.values())
    best = [c for c in cands if c in means and means[c] >= top - 1e-9]
    pick = thumb if thumb in best else best[0]
    striche = f"{round(top, 2) + 0.0:+.2f}".replace(".", ",").replace("-", "−")  # no −0,00
    why = (f"In {done} ausgespielten Verteilungen bringt „{command_ref(pick)}“ deiner Partei "
           f"im Schnitt das beste Ergebnis ({striche} Striche).")
    return pick, why


def facts_for(k, tuning):
    """The soft facts from the other seats' play (inference.py) the tuning reads, or None."""
    if not tuning.infer:
        return None
    facts = facts_of(k)
    return None if facts.empty else facts


def sample_deal(k, rng, facts=None):
    """A sampled deal; with `facts`, drawn in proportion to how well it explains the play."""
    if facts is None:
        return deal(k, rng)
    return draw(lambda: deal(k, rng), lambda d: facts.weight(_hands(k, d)), rng)


def _hands(k, d) -> list:
    hands = [d["hands"].get(s, 0) for s in range(k.seats)]
    hands[k.me] = k.hand
    return hands


def sample_runs(k, cands, rng, n, cap=None, deadline=None, exact=False, facts=None) -> tuple:
    """({command: [result per sampled deal]}, deals): every command of `cands`
    played out on the same deals drawn from the knowledge `k` (`score` for
    the own party; exactly solved once the talon is empty if `exact`), `n`
    deals, or with a `deadline` until it passes (at least MIN_SAMPLES, at
    most `cap`); with `facts`, deals drawn by how well they explain the other
    seats' play.  A command a deal cannot make gets no result there."""
    party = k.side[k.me]
    cap = n if cap is None else cap
    runs = {c: [] for c in cands}
    done = 0
    while done < cap:
        if deadline is not None and done >= MIN_SAMPLES and time.perf_counter() > deadline:
            break
        if deadline is None and done >= n:
            break
        base = build(k, sample_deal(k, rng, facts))
        moves = {move_text(m): m for m in base.legal_moves(k.me) if m < AUS}
        for c in cands:
            m = moves.get(c)
            if m is None:
                continue
            st = base.clone()
            st.apply(m)
            if exact:
                runs[c].append(solve_out(st, party))
            else:
                playout(st)
                runs[c].append(score(st, party))
        done += 1
    return runs, done


__all__ = ["sample_runs", "SAMPLES", "MAX_SAMPLES", "choose", "policy_move", "playout", "score"]
