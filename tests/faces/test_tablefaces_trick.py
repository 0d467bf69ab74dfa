"""The compact face begins a line with the trick, every time (a short 66 trick and
a long Gaigel trick of four alike), never after an empty line: asked for, under
trump and talon; in the block that comes by itself on your turn, first, trump
and talon after it."""

import random

from game.cardgames import new_game
from game.cardgames.tablestate import model_of
from game.faces.tablefaces import compact_text


def blocks_with_a_trick(preset, seed, names):
    """(model, compact text) of every seat that holds a card of the open trick's
    game to play, over a seeded game played with random legal moves."""
    game = new_game(preset, seed=seed, names=names)
    rng = random.Random(seed)
    out = []
    while game.result is None and game.to_act is not None:
        seat = game.to_act
        model = model_of(game, seat)
        if model["trick"]:
            out.append((True, compact_text(model, prompt=True)))
            out.append((False, compact_text(model)))
        moves = [m for m in game.legal(seat) if m != "aus"] or game.legal(seat)
        game.act(seat, rng.choice(moves))
    return out


def test_im_stich_always_opens_its_own_line_under_trump_and_talon():
    seen = 0
    for preset, names in (("66", ["Ann", "Bo"]),
                          ("gaigel4", ["Wengerter Gottlob", "Tante Frieda", "Bäsle Rosl",
                                       "Gottlieb Häberle"])):
        for seed in range(3):
            for prompt, text in blocks_with_a_trick(preset, seed, names):
                lines = text.split("\n")
                at = [i for i, line in enumerate(lines) if "Im Stich:" in line]
                assert len(at) == 1 and lines[at[0]].startswith("Im Stich: "), text
                if prompt:
                    assert at == [0], text
                else:  # under trump and talon, no empty line between
                    assert at == [1] and lines[0].startswith("Trumpf "), text
                assert all(line.strip() for line in lines), text
                assert len(lines) <= 4, text
                seen += 1
    assert seen > 20
