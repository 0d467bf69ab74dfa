"""Zwölferle's state machine: twelve cards, two players, one meld, one call.

The deck is Ass, König and Ober of the four suits (ids of cards.py, one copy),
six cards a hand, no talon; the dealer's last card sets trump. The seat after
the dealer leads; the other must follow suit if it can (no duty to beat); the
highest trump, else the highest card of the suit led, takes the trick and
leads next. A seat about to lead may show König and Ober of one suit once
(`melde <farbe>`: 20, in trump 40). Either seat may call `aus` at any moment,
also out of turn: with 40 points or more it wins the game (2 game points),
below that it loses it (2 to the other). Played out, the most points win
(1 game point; a tie goes to the last trick). Moves are ints: a card id to
play, MELD + suit, AUS + seat.
"""

from __future__ import annotations

from game.cardgames.cards import ACE, KING, OBER, SUIT_MASK, VALUE_OF, make, suit_of
from game.cardgames.kinds import Outcome

DECK = tuple(make(suit, rank) for suit in range(4) for rank in (ACE, KING, OBER))
HAND = 6
MELD = 100
AUS = 200
GOAL = 40
#: the rank order inside a suit: Ass over König over Ober (ids: lower is higher)
STRENGTH = {ACE: 3, KING: 2, OBER: 1}


def mask(cards) -> int:
    return sum(1 << c for c in cards)


def pair(suit) -> int:
    return (1 << make(suit, KING)) | (1 << make(suit, OBER))


class ToyRules:
    """The compiled options of a Zwölferle preset."""

    def __init__(self, preset, options):
        self.preset = preset
        self.options = options
        self.players = options["players"]
        self.deck = list(DECK)
        self.hand_size = HAND
        self.low_name = "neun"            # no low card in this deck; card texts want one
        self.marriage_values = tuple(options["marriage_values"])
        self.goal = options["aus_points"]


class Zwoelferle:
    """One game of Zwölferle; `apply(move)` changes it in place."""

    seats = 2

    def __init__(self, rules, dealer, hands, trump, shown_trump):
        self.rules = rules
        self.dealer = dealer
        self.hands = list(hands)
        self.known = [0, 0]               # shown cards still held (a meld shows two)
        self.side = [0, 1]
        self.trump = trump
        self.trump_card = -1              # no face-up card under a talon
        self.shown_trump = shown_trump    # the dealer's card that set trump
        self.talon = []
        self.phase2 = False
        self.closed = False
        self.order = [1 - dealer, dealer]
        self.nxt = [1, 0]
        self.leader = self.turn = 1 - dealer
        self.trick = []
        self.history = []                 # (leader, [cards], winner) per trick
        self.tricks = [0, 0]
        self.taken = [0, 0]
        self.card_pts = [0, 0]
        self.meld_pts = [0, 0]
        self.melds = []                   # (seat, suit, points)
        self.melded = [0, 0]              # bitmask of suits each seat showed
        self.pending = [0, 0]
        self.exchanged = None
        self.over = False
        self.outcome = None

    # --- dealing and storing ---------------------------------------------

    @classmethod
    def shuffled(cls, rules, dealer, rng):
        cards = list(DECK)
        rng.shuffle(cards)
        return cls.dealt(rules, dealer, [cards[:HAND], cards[HAND:]])

    @classmethod
    def dealt(cls, rules, dealer, hands):
        shown = hands[dealer][-1]
        return cls(rules, dealer, [mask(h) for h in hands], suit_of(shown), shown)

    def to_dict(self) -> dict:
        return {"dealer": self.dealer, "hands": list(self.hands), "known": list(self.known),
                "trump": self.trump, "shown_trump": self.shown_trump, "talon": [],
                "leader": self.leader, "turn": self.turn, "trick": list(self.trick),
                "history": [[ld, list(cs), w] for ld, cs, w in self.history],
                "tricks": list(self.tricks), "taken": list(self.taken),
                "card_pts": list(self.card_pts), "meld_pts": list(self.meld_pts),
                "melds": [list(m) for m in self.melds], "melded": list(self.melded),
                "over": self.over, "outcome": dict(self.outcome) if self.outcome else None}

    @classmethod
    def from_dict(cls, rules, data):
        st = cls(rules, data["dealer"], data["hands"], data["trump"], data["shown_trump"])
        st.known = list(data["known"])
        st.leader, st.turn = data["leader"], data["turn"]
        st.trick = list(data["trick"])
        st.history = [(ld, list(cs), w) for ld, cs, w in data["history"]]
        st.tricks, st.taken = list(data["tricks"]), list(data["taken"])
        st.card_pts, st.meld_pts = list(data["card_pts"]), list(data["meld_pts"])
        st.melds = [tuple(m) for m in data["melds"]]
        st.melded = list(data["melded"])
        st.over, st.outcome = data["over"], data["outcome"]
        return st

    def clone(self):
        return Zwoelferle.from_dict(self.rules, self.to_dict())

    # --- reading ------------------------------------------------------------

    def talon_count(self) -> int:
        return 0

    def points(self, side) -> int:
        return self.card_pts[side] + self.meld_pts[side]

    def playable(self, seat) -> int:
        """The cards `seat` may play now (a mask)."""
        hand = self.hands[seat]
        if self.trick:
            same = hand & SUIT_MASK[suit_of(self.trick[0])]
            return same or hand
        return hand

    def legal_moves(self, seat):
        """The core moves of `seat` now, in display order: cards, melds, aus."""
        if self.over:
            return []
        out = []
        if seat == self.turn:
            out += [c for c in DECK if self.playable(seat) >> c & 1]
            if not self.trick:
                out += [MELD + s for s in range(4) if self.may_meld(seat, s)]
        return out + [AUS + seat]

    def may_meld(self, seat, suit) -> bool:
        return (not self.trick and seat == self.turn and not self.melded[seat] >> suit & 1
                and self.hands[seat] & pair(suit) == pair(suit))

    # --- changing -------------------------------------------------------------

    def apply(self, move):
        if move >= AUS:
            self._call_out(move - AUS)
        elif move >= MELD:
            self._meld(move - MELD)
        else:
            self._play(move)

    def _meld(self, suit):
        seat = self.turn
        value = self.rules.marriage_values[suit == self.trump]
        self.melds.append((seat, suit, value))
        self.melded[seat] |= 1 << suit
        self.meld_pts[self.side[seat]] += value
        self.known[seat] |= pair(suit)

    def _play(self, card):
        seat = self.turn
        self.hands[seat] &= ~(1 << card)
        self.known[seat] &= ~(1 << card)
        self.trick.append(card)
        if len(self.trick) < 2:
            self.turn = self.nxt[seat]
            return
        winner = self.trick_winner(self.leader, self.trick)
        side = self.side[winner]
        self.history.append((self.leader, list(self.trick), winner))
        self.tricks[side] += 1
        self.taken[side] |= mask(self.trick)
        self.card_pts[side] += sum(VALUE_OF[c] for c in self.trick)
        self.trick = []
        self.leader = self.turn = winner
        if not self.hands[0] and not self.hands[1]:
            self._played_out(side)

    def trick_winner(self, leader, cards):
        def rank(card):
            trump = suit_of(card) == self.trump
            led = suit_of(card) == suit_of(cards[0])
            return (trump, led, STRENGTH[card % 6])
        best = max(range(len(cards)), key=lambda i: rank(cards[i]))
        return (leader + best) % 2

    def _played_out(self, last_side):
        a, b = self.points(0), self.points(1)
        winner = 0 if a > b else 1 if b > a else last_side
        self._end(Outcome.PLAYED_OUT, -1, winner, 1)

    def _call_out(self, seat):
        side = self.side[seat]
        if self.points(side) >= self.rules.goal:
            self._end(Outcome.AUS, seat, side, 2)
        else:
            self._end(Outcome.UNTERGAIGEL, seat, 1 - side, 2)

    def _end(self, kind, seat, winner, game_points):
        self.over = True
        self.turn = -1
        self.outcome = {"kind": str(kind), "seat": seat, "winner": winner,
                        "game_points": game_points}
