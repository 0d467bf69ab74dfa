"""Regression proof: seeded games through the public seam, hashed.

Plays a fixed set of seeded games of every preset of both families (random
players, and computer players through `game.cardgames.ai.choose` and
`call_out` with fixed generators) and feeds into one SHA-256 per preset:
every seat's view (German and French card names), every legal list, every
event, the refusal text of illegal commands, the table's data face
(tablestate), and each result with its settlement; plus a few matches.
Along the way every JSON round trip must be exact, and the game often goes
on from the copy loaded from JSON.  A restructuring of the engine must leave
every hash unchanged.

    .venv/bin/python tests/engine/regression_hash.py [games per preset, default 300]
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from game.cardgames import GAIGEL_PRESETS, PRESETS, Game, IllegalMove, new_game, new_match  # noqa: E402
from game.cardgames import ai  # noqa: E402
from game.cardgames.tablestate import seat_state  # noqa: E402

#: who sits at each seat, round the table (the first seat shifts per game)
POLICIES = ("random", "leicht", "random", "normal", "leicht", "random")
WRONG = ("lege herz ass", "lege eichel sieben", "lege schelle 10", "melde herz", "melde",
         "raube", "decke stapel", "genug", "aus", "ge-elfen laub ass", "höher hat herz zehn",
         "andere alte eichel ass", "fünf siebener", "dissle", "quatsch", "lege 9", "")


def dump(obj) -> bytes:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, default=str).encode("utf-8")


class Recorder:
    def __init__(self):
        self.sha = hashlib.sha256()

    def add(self, tag, obj):
        self.sha.update(tag.encode())
        self.sha.update(dump(obj))

    def hexdigest(self):
        return self.sha.hexdigest()[:16]


def record_state(rec, g, step):
    for seat in range(g.seats):
        rec.add("legal", g.legal(seat))
        rec.add("view", g.view(seat))
    rec.add("view-fr", g.view(step % g.seats, names="französisch"))
    res = g.result
    if res is not None:
        rec.add("result", [res.points, res.striche, res.winners, res.reason, res.settlement,
                           res.leaderboard, res.text("reason", "französisch"),
                           res.text("settlement", "französisch")])


def try_illegal(rec, g, rng):
    """An illegal command leaves the game's JSON unchanged; its refusal is hashed."""
    seat = rng.randrange(g.seats)
    text = rng.choice(WRONG)
    if text in g.legal(seat):
        return
    before = g.to_json()
    try:
        events = g.act(seat, text)
    except IllegalMove as exc:
        assert g.to_json() == before, (g.preset, seat, text)
        rec.add("refused", [seat, text, str(exc), exc.text("französisch")])
    else:                                   # an alias of a legal move: played
        rec.add("alias", [seat, text, events])


def choose(g, seat, policy, rng):
    legal = g.legal(seat)
    if policy == "random":
        return rng.choice(legal)
    return ai.choose(g.view(seat), legal, policy, rng=random.Random(rng.random()), samples=2)


def round_trip(g):
    text = g.to_json()
    copy = Game.from_json(text)
    assert copy.to_json() == text, g.preset
    return copy


def play(rec, g, rng, policies):
    step = 0
    while g.result is None:
        record_state(rec, g, step)
        if step % 3 == 0:
            try_illegal(rec, g, rng)
        if step % 5 == 2:
            seat = g.to_act if g.to_act is not None else 0
            rec.add("tablestate", seat_state(g, seat, {"target": 7}, show_points=True))
        copy = round_trip(g)
        if step % 4 == 1:
            g = copy                        # go on from the game loaded from JSON
        step += 1
        if g.preset in GAIGEL_PRESETS and aus_call(rec, g, rng, policies):
            continue
        if g.to_act is None:                # Gaigel's grace time
            rec.add("grace", g.end_grace_time())
            continue
        seat = g.to_act
        text = choose(g, seat, policies[seat], rng)
        rec.add("act", [seat, text, g.act(seat, text)])
    record_state(rec, g, step)
    round_trip(g)
    return g


def aus_call(rec, g, rng, policies) -> bool:
    """Gaigel: a seat out of turn (or in the grace time) may call Aus."""
    for seat in range(g.seats):
        if seat == g.to_act or "aus" not in g.legal(seat):
            continue
        if policies[seat] == "random":
            calls = rng.random() < (0.3 if g.to_act is None else 0.02)
        else:
            calls = ai.call_out(g.view(seat), g.legal(seat), policies[seat],
                                rng=random.Random(seat * 7 + rng.random())) is not None
        if calls:
            rec.add("aus", [seat, g.act(seat, "aus")])
            return True
    return False


def preset_hash(preset, games) -> str:
    rec = Recorder()
    seats = (GAIGEL_PRESETS.get(preset) or PRESETS[preset])["players"]
    for i in range(games):
        rng = random.Random(f"{preset}/{i}")
        shift = i % len(POLICIES)
        policies = [POLICIES[(shift + s) % len(POLICIES)] for s in range(seats)]
        g = new_game(preset, seed=1000 + i, dealer=i % seats)
        rec.add("game", [preset, i, policies])
        play(rec, g, rng, policies)
    for k in range(3):                      # a few matches to the end
        rng = random.Random(f"match/{preset}/{k}")
        m = new_match(preset, target=3, seed=k)
        while True:
            rec.add("match", [m.score, m.winners, m.over, m.index, m.dealer])
            policies = [POLICIES[(k + s) % len(POLICIES)] for s in range(seats)]
            m.game = play(rec, m.game, rng, policies)
            rec.add("match-end", [m.score, m.winners])
            if m.over:
                break
            m.next_game()
    return rec.hexdigest()


def main(argv):
    games = int(argv[1]) if len(argv) > 1 else 300
    total = hashlib.sha256()
    for preset in list(PRESETS) + list(GAIGEL_PRESETS):
        h = preset_hash(preset, games)
        total.update(h.encode())
        print(f"{preset:10s} {h}", flush=True)
    print(f"{'total':10s} {total.hexdigest()[:16]}  ({games} games per preset)")


if __name__ == "__main__":
    main(sys.argv)
