"""Helpers for the computer-player tests: random positions of every preset."""

import random

from game.cardgames import new_game
from game.cardgames.ai.sixtysix.solver import Solver


def random_position(preset, seed, max_steps=30, avoid_announce=True):
    """A game of `preset` after a random number of random legal moves (None if over)."""
    rng = random.Random(seed)
    game = new_game(preset, seed=seed, dealer=seed % (4 if preset == "vierer" else 2))
    for _ in range(rng.randrange(max_steps)):
        if game.to_act is None:
            return None
        legal = game.legal(game.to_act)
        if avoid_announce:
            legal = [c for c in legal if c != "genug"] or legal
        game.act(game.to_act, rng.choice(legal))
    return game if game.to_act is not None else None


def positions(preset, count, start=0, **kw):
    """`count` running games of `preset` from consecutive seeds."""
    out, seed = [], start
    while len(out) < count:
        g = random_position(preset, seed, **kw)
        if g is not None:
            out.append(g)
        seed += 1
    return out


def minimax(st, solve_phase2=False):
    """Game points for side 0 of a 66 core state, both sides perfect, straight over
    `SixtySix`; with `solve_phase2` the (separately tested) solver takes over once
    nothing is drawn any more."""
    if st.over:
        o = st.outcome
        if o["winner"] < 0:
            return 0
        return o["game_points"] if o["winner"] == 0 else -o["game_points"]
    if solve_phase2 and st.phase2:
        v = Solver(st).value()
        return v if st.side[st.turn] == 0 else -v
    vals = []
    for m in st.legal_moves():
        child = st.clone()
        child.apply(m)
        vals.append(minimax(child, solve_phase2))
    return max(vals) if st.side[st.turn] == 0 else min(vals)
