"""Games and matches saved by earlier code still load and go on identically.

The fixtures (tests/engine/fixtures, written by make_fixtures.py on the code
before the family restructuring) hold a saved game or match of every preset
at several stages and how it went on from there: the moves, the event texts,
a digest of every seat's views and legal lists, and the result.
"""

from __future__ import annotations

import glob
import hashlib
import json
import os

import pytest

from game.cardgames import GAIGEL_PRESETS, PRESETS, Game, Match

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
FILES = sorted(glob.glob(os.path.join(HERE, "*.json")))


def _load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def test_fixtures_cover_both_families_and_matches():
    names = [os.path.basename(p) for p in FILES]
    assert any(n.startswith("gaigel4-") for n in names)
    assert any(n.startswith("vu-") for n in names)
    assert any(n.startswith("match-") for n in names)


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(p)[:-5] for p in FILES])
def test_saved_json_loads_and_goes_on_identically(path):
    fx = _load(path)
    if fx["kind"] == "match":
        match = Match.from_json(fx["saved"])
        assert match.score == fx["score"]
        game = match.game
    else:
        game = Game.from_json(fx["saved"])
    assert game.preset == fx["preset"]
    digest, texts, moves = hashlib.sha256(), [], list(fx["moves"])
    while True:
        for seat in range(game.seats):
            digest.update(json.dumps([game.view(seat), game.legal(seat)], sort_keys=True,
                                     ensure_ascii=False).encode())
        if game.result is not None:
            break
        seat, text = moves.pop(0)
        events = game.end_grace_time() if text == "end_grace" else game.act(seat, text)
        texts.extend(e["text"] for e in events)
    assert not moves
    assert texts == fx["texts"]
    assert digest.hexdigest() == fx["views"]
    res = game.result
    assert {"points": res.points, "striche": res.striche, "winners": res.winners,
            "reason": res.reason, "settlement": res.settlement} == fx["result"]


def test_played_out_is_one_kind_in_both_families_and_old_saves_read_so():
    """66 stored a played-out game as "playout", Gaigel as "played_out": now one
    `Outcome.PLAYED_OUT`, and the old 66 spelling loads as it."""
    from game.cardgames import new_game
    from game.cardgames.kinds import Outcome

    fx = _load(os.path.join(HERE, "66-1000.json"))
    assert '"kind":"playout"' in fx["saved"]
    assert Game.from_json(fx["saved"]).result.details["kind"] == Outcome.PLAYED_OUT
    game = new_game("66", seed=3)
    while game.result is None:
        legal = game.legal(game.to_act)
        game.act(game.to_act, next((m for m in legal if m.startswith("lege")), legal[0]))
    assert game.result.details["kind"] == Outcome.PLAYED_OUT == "played_out"
    assert '"kind":"played_out"' in game.to_json()


@pytest.mark.parametrize("preset", sorted(set(PRESETS) | set(GAIGEL_PRESETS)))
def test_a_match_writes_the_text_a_whole_dump_gives(preset):
    """Match.to_json puts the game's text in as it is: the same text as reading it
    back and dumping the whole match, for every preset, also a provable match."""
    import random

    from game.cardgames import new_match
    from game.cardgames.provable import commitment

    server_seed = bytes(range(32))
    repeatable = new_match(preset, seed=7, secret=b"k" * 16)
    fair = {"hash": commitment(server_seed),
            "seeds": [f"samen{seat}" for seat in range(len(repeatable.game.names))]}
    for match in (repeatable,
                  new_match(preset, rng=random.Random(3), fair=fair, server_seed=server_seed)):
        for _ in range(5):
            text = match.to_json()
            data = json.loads(text)
            assert text == json.dumps(data, ensure_ascii=False, sort_keys=True,
                                      separators=(",", ":"))
            assert data["game"] == json.loads(match.game.to_json())
            seat = match.game.to_act
            match.game.act(seat, match.game.legal(seat)[0])
