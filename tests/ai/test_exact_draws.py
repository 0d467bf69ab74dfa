"""The tables' 66 stark searches the last drawing tricks exactly (issue 32):
from the root with two drawing tricks or fewer left, in the playouts with
`playout_draws`, and the fixed work divided only where that adds work."""

import random

import pytest

from game.cardgames.ai.sixtysix import players
from game.cardgames.cards import parse_face

from .test_inference import candidate, last_drawing_tricks


def test_stark_searches_the_last_two_drawing_tricks_of_the_24_card_deck_exactly():
    from unittest.mock import patch

    from game.cardgames.ai import choose
    from game.cardgames.ai.sixtysix.drawsearch import DrawSearch

    calls = []
    real = DrawSearch.value

    def counted(self, st, side):
        calls.append(1)
        return real(self, st, side)

    for g in last_drawing_tricks("66", 1, talon=2) + last_drawing_tricks("66", 1, talon=4):
        seat = g.to_act
        calls.clear()
        with patch.object(DrawSearch, "value", counted):
            with candidate(players.BASELINE):
                choose(g.view(seat), g.legal(seat), "stark", rng=random.Random(1), samples=3)
            assert not calls                 # the stark of before plays on by the policy
            choose(g.view(seat), g.legal(seat), "normal", rng=random.Random(1))
            assert not calls                 # `normal` plays on by the policy
            cmd = choose(g.view(seat), g.legal(seat), "stark", rng=random.Random(1), samples=3)
        assert len(calls) >= 3 and cmd in g.legal(seat)    # a search per sample at least


def test_playouts_search_the_last_drawing_trick_with_playout_draws():
    """`Tuning.playout_draws`: the 24-card playouts end in an exact search of the last
    drawing trick; the tables' stark plays them on by the policy."""
    from unittest.mock import patch

    from game.cardgames.ai import choose
    from game.cardgames.ai.sixtysix.drawsearch import DrawSearch

    calls = []
    real = DrawSearch.value

    def counted(self, st, side):
        calls.append(st.talon_count())
        return real(self, st, side)

    g = last_drawing_tricks("66", 1, talon=8)[0]
    seat = g.to_act
    with patch.object(DrawSearch, "value", counted):
        choose(g.view(seat), g.legal(seat), "stark", rng=random.Random(1), samples=3)
        assert not calls                     # the tables' stark: too early for a search
        with candidate(players.Tuning(playout_draws=2)):
            cmd = choose(g.view(seat), g.legal(seat), "stark", rng=random.Random(1), samples=3)
    assert len(calls) >= 3 and set(calls) <= {1, 2} and cmd in g.legal(seat)


@pytest.mark.parametrize("preset,talon,cost", [("66", 2, 3), ("66", 4, 4), ("66", 6, 1),
                                               ("schnapsen", 2, 1), ("schnapsen", 4, 4)])
def test_an_exact_search_from_the_root_costs_samples_only_where_it_adds(preset, talon, cost):
    """The work is divided where the root search costs more than the deck's own
    playouts (the 20-card deck searches its last drawing trick in any case)."""
    g = last_drawing_tricks(preset, 1, talon=talon)[0]
    view, legal = g.view(g.to_act), g.legal(g.to_act)
    ctx = players.Context.make(view, [parse_face(c[5:]) for c in legal if c.startswith("lege")],
                               random.Random(1), tuning=players.STARK)
    assert players.exact_cost(ctx, ctx.sample()) == cost
