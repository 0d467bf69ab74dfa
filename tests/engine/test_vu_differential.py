"""Differential test: preset `vu` against the PyPI package `schnapsen`.

Both engines play the same deal with the same random moves.  At every step
the sets of legal moves must agree; at the end the winner and the game
points.  The package is only driven through its public classes (test-only
dependency; none of its code is copied).
"""

import random

import pytest

schnapsen_game = pytest.importorskip("schnapsen.game")
schnapsen_deck = pytest.importorskip("schnapsen.deck")

from game.cardgames import new_game  # noqa: E402

Suit, Rank = schnapsen_deck.Suit, schnapsen_deck.Rank
SUIT = {Suit.CLUBS: "eichel", Suit.SPADES: "laub", Suit.HEARTS: "herz", Suit.DIAMONDS: "schellen"}
RANK = {Rank.ACE: "ass", Rank.TEN: "zehn", Rank.KING: "könig", Rank.QUEEN: "ober",
        Rank.JACK: "unter"}
DEALS = 500


def card_text(card):
    return f"{SUIT[card.suit]} {RANK[card.rank]}"


def move_text(move):
    """The package's move as our canonical command."""
    if move.is_marriage():
        return f"melde {SUIT[move.as_marriage().suit]}"
    if move.is_trump_exchange():
        return "raube"
    return f"lege {card_text(move.as_regular_move().card)}"


class MirrorBot(schnapsen_game.Bot):
    """Plays a random legal move in both engines after comparing the legal sets."""

    def __init__(self, seat, ours, rng, steps):
        super().__init__(f"seat{seat}")
        self.seat, self.ours, self.rng, self.steps = seat, ours, rng, steps

    def get_move(self, perspective, leader_move):
        theirs = {move_text(m): m for m in perspective.valid_moves()}
        assert self.ours.to_act == self.seat
        mine = self.ours.legal(self.seat)
        assert sorted(mine) == sorted(theirs), (self.ours.log, mine, sorted(theirs))
        choice = self.rng.choice(sorted(theirs))
        self.ours.act(self.seat, choice)
        self.steps.append(choice)
        return theirs[choice]


def play_both(seed):
    engine = schnapsen_game.SchnapsenGamePlayEngine()
    deck = engine.deck_generator.shuffle_deck(
        engine.deck_generator.get_initial_deck(), random.Random(seed))
    hand0, hand1, talon = engine.hand_generator.generateHands(deck)
    talon_cards = list(talon.get_cards())
    ours = new_game("vu", deal={
        "hands": [[card_text(c) for c in hand0.get_cards()],
                  [card_text(c) for c in hand1.get_cards()]],
        "trump": card_text(talon_cards[-1]),
        "talon": [card_text(c) for c in talon_cards[:-1]],
    })
    rng, steps = random.Random(seed * 7 + 1), []
    bots = [MirrorBot(0, ours, rng, steps), MirrorBot(1, ours, rng, steps)]
    state = schnapsen_game.GameState(
        leader=schnapsen_game.BotState(implementation=bots[0], hand=hand0),
        follower=schnapsen_game.BotState(implementation=bots[1], hand=hand1),
        talon=talon, previous=None)
    winner, points, _ = engine.play_game_from_state(state, leader_move=None)
    return ours, bots.index(winner), points, steps


def test_vu_preset_agrees_with_schnapsen_package_on_random_deals():
    kinds, used = set(), set()
    for seed in range(DEALS):
        ours, winner, points, steps = play_both(seed)
        res = ours.result
        assert res is not None, (seed, steps)
        assert res.winners == [winner], (seed, steps, res.reason)
        assert res.points[winner] == points, (seed, steps, res.reason)
        kinds.add((res.details["kind"], points))
        used.update(s.split()[0] for s in steps)
    # the random games reach every way of ending
    assert {k for k, _ in kinds} == {"win66", "played_out"}
    assert {p for _, p in kinds} >= {1, 2, 3}
    assert used == {"lege", "melde", "raube"}
