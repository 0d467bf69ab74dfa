"""Fixed deals told as a story: the tricks played before the lesson starts and
the hands at that moment; `story_deal` turns that into the engine's `deal=`.

A lesson (lessons.py) often starts in the middle of a game: the talon empty,
one side near 101. Writing 48 cards of talon by hand would hide what matters,
so a lesson names the tricks already played (`(card of seat 0, card of seat
1)` each) and the hands at the lesson's moment; this module works out the
deal that leads there and the moves of that prelude. Two seats only; seat 0
(the student) leads the first trick. Everything is checked again by playing
it through the engine (tests/commands/test_school.py).
"""

from game.cardgames.cards import RANKS, SUITS
from game.cardgames.families import family_of

GAIGEL = {"hand": 5, "copies": 2, "low": "sieben", "family": family_of("gaigel2")}
SIXTY_SIX = {"hand": 6, "copies": 1, "low": "neun", "family": family_of("66")}


def deck(kind):
    """Every card text of the game, in suit and rank order (Gaigel: twice)."""
    ranks = RANKS[:-1] + (kind["low"],)
    return [f"{suit} {rank}" for suit in SUITS for rank in ranks] * kind["copies"]


def _rank(card, kind):
    ranks = RANKS[:-1] + (kind["low"],)
    return ranks.index(card.split()[1])


def beats(reply, lead, trump, kind):
    """True if `reply` takes the trick over `lead` while the talon is open
    (no duty: a trump beats, else the higher card of the led suit; equal cards:
    the first one wins)."""
    suit_l, suit_r = lead.split()[0], reply.split()[0]
    if suit_r == suit_l:
        return _rank(reply, kind) < _rank(lead, kind)
    return suit_r == trump


def story_deal(kind, trump_card, tricks=(), hands=((), ()), next_cards=(), opening=None):
    """The deal and the prelude for a two-seat lesson.

    Args:
        kind: GAIGEL or SIXTY_SIX.
        trump_card: the face-up card under the talon.
        tricks: the tricks played before the lesson, `(seat 0's card, seat 1's
            card)` each, while the talon is open; the previous winner leads.
        hands: the two hands when the lesson starts (after the prelude).
        next_cards: the cards drawn next after the prelude, in drawing order.
        opening: how seat 0 opens the first trick in Gaigel when the prelude
            has tricks ("ge-elfen": a non-trump Ace).
    Returns:
        (deal, prelude): `deal` for new_game, `prelude` the list of canonical
        commands played before the lesson, in order.
    """
    trump = trump_card.split()[0]
    need = [[pair[s] for pair in tricks] + list(hands[s]) for s in (0, 1)]
    size = kind["hand"]
    for s in (0, 1):
        if len(need[s]) != size + len(tricks):
            raise ValueError(f"Platz {s + 1}: {len(need[s])} Karten, erwartet "
                             f"{size + len(tricks)}.")
    leader, prelude, drawn = 0, [], []
    for index, pair in enumerate(tricks):
        lead, reply = pair[leader], pair[1 - leader]
        word = opening if (index == 0 and kind is GAIGEL) else None
        play = kind["family"].play_command
        prelude += [play(lead, word), play(reply)]
        first_trick_gaigel = index == 0 and kind is GAIGEL
        winner = leader if first_trick_gaigel or not beats(reply, lead, trump, kind) \
            else 1 - leader
        drawn.append((winner, index))
        leader = winner
    talon = []
    for winner, index in drawn:  # the winner draws first, then the other
        for seat in (winner, 1 - winner):
            talon.append(need[seat][size + index])
    full = len(deck(kind)) - 2 * size  # the talon with the face-up trump
    if len(talon) == full:  # the prelude draws everything: the trump comes last
        if talon[-1] != trump_card:
            raise ValueError("Wer zuletzt zieht, bekommt die Trumpfkarte: "
                             f"{talon[-1]} kann es nicht sein.")
        talon.pop()
    left = deck(kind)
    for card in need[0][:size] + need[1][:size] + talon + list(next_cards) + [trump_card]:
        left.remove(card)
    deal = {"hands": [need[0][:size], need[1][:size]], "trump": trump_card,
            "talon": talon + list(next_cards) + left}
    return deal, prelude
