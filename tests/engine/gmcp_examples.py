"""The example messages of docs/GMCP.md, generated from real games.

`python -m tests.engine.gmcp_examples` rewrites the examples in the doc;
tests/engine/test_gmcp_doc.py checks that the doc still shows what the code
sends. Each example is a fixed game played with the first legal moves to a
moment that shows most fields.
"""

import json
import pathlib
import re

from game.cardgames import IllegalMove, new_game
from game.cardgames.replay import deal_of
from game.cardgames.tablestate import public_state, refusal_state, result_state, seat_state

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "GMCP.md"
NAMES_66 = ["Anna", "Ferdl"]
WORLD_66 = {"preset_name": "Sechsundsechzig", "score": [2, 3], "score_unit": "Punkte",
            "target": 7, "seats": [
                {"computer": False,
                 "rating": {"shown": 3.1, "provisional": True, "text": "3,1 (vorläufig)"}},
                {"computer": True, "rating": {"shown": 22.0, "provisional": False, "text": "22,0"}}]}
NAMES_GAIGEL = ["Anna", "Gottlob", "Frieda", "Karle"]
WORLD_GAIGEL = {"preset_name": "Gaigel zu viert", "score": [1, 0, 1, 0],
                "score_unit": "Striche", "target": 7,
                "seats": [{"computer": False,
                           "rating": {"shown": 14.2, "provisional": False, "text": "14,2"}}]
                + [{"computer": True, "rating": {"shown": 22.0, "provisional": False,
                                                 "text": "22,0"}}] * 3}


def game_66():
    """Anna closes the talon, then both play first legal cards until Anna must
    answer a lead with a card she may not play."""
    game = new_game("66", seed=4, names=NAMES_66)
    game.act(0, "decke stapel")
    while True:
        seat = game.to_act
        if seat == 0 and game.view(0)["trick"] and game.view(0)["tricks"] and \
                len(game.legal(0)) < len(game.view(0)["hand"]):
            return game
        game.act(seat, game.legal(seat)[0])


def game_gaigel():
    """Anna opens `höher hat`; Gottlob's turn, face down."""
    game = new_game("gaigel4", seed=3, names=NAMES_GAIGEL)
    game.act(0, next(c for c in game.legal(0) if c.startswith("höher hat")))
    return game


def finished_66():
    game = new_game("66", seed=4, names=NAMES_66)
    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    return game


def spectator_view(game):
    view = game.view(0)
    view.update(hand=[], legal=[], known_cards=[[] for _ in view["known_cards"]])
    view["trick"] = [dict(c, card=None) if c.get("face_down") else c for c in view["trick"]]
    return view


def refused(game, seat, command, table="66-Kartenspiel"):
    """`Kartenrunde.Abgelehnt` for `command` of `seat`, as the table sends it."""
    try:
        game.clone().act(seat, command)
    except IllegalMove as exc:
        return refusal_state(command, exc.text(), exc.reason, exc.kind, exc.cards,
                             table=table)
    raise AssertionError(f"{command} was played")


def examples():
    """name -> (GMCP package, data) for every example in the doc."""
    g66, gg = game_66(), game_gaigel()
    return {
        "66": ("Kartenrunde.Tisch", seat_state(g66, 0, WORLD_66, show_points=True)),
        "abgelehnt": ("Kartenrunde.Abgelehnt", refused(g66, 0, "lege herz unter")),
        "gaigel": ("Kartenrunde.Tisch", seat_state(gg, 1, WORLD_GAIGEL, show_points=True)),
        "zuschauer": ("Kartenrunde.Tisch", public_state(spectator_view(gg), WORLD_GAIGEL)),
        "ergebnis": ("Kartenrunde.Ergebnis", result_state(
            finished_66(), WORLD_66, deal=deal_of(new_game("66", seed=4)))),
    }


def block(package, data):
    return f"```\n{package} {json.dumps(data, ensure_ascii=False, indent=2)}\n```"


BLOCK = re.compile(r"(<!-- example: (\w+) -->\n)```\n(?:Kartenrunde\.\w+ .*?\n)?```", re.S)


def rewritten(text):
    found = examples()
    return BLOCK.sub(lambda m: m.group(1) + block(*found[m.group(2)]), text)


if __name__ == "__main__":
    DOC.write_text(rewritten(DOC.read_text()))
    print(f"{DOC}: examples rewritten")
