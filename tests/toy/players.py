"""Zwölferle's computer players (`FAMILY.ai` names this module): `AI` answers
what the generic computer player asks (game/cardgames/ai/family.py).

They see only the seat's view: the other hand is dealt anew from the cards
not seen yet, every move is played out on the same deals (random cards, Aus
called as soon as a side has enough), and the move with the best mean of
game points (own minus the other's) wins. `leicht` plays a random card.
"""

from __future__ import annotations

from game.cardgames.ai.family import FamilyAI
from game.cardgames.cards import VALUE_OF, parse_face, suit_of
from game.cardgames.presets import make_options

from .core import AUS, DECK, MELD, Zwoelferle, mask
from .family import FAMILY, command_of

#: sampled deals per move, by strength (and for `analyse`)
SAMPLES = {"normal": 12, "stark": 40}
ANALYSIS_SAMPLES = 60


def state_of(view, other_hand):
    """A core state that matches `view`, the other seat holding `other_hand`."""
    seat = view["seat"]
    other = 1 - seat
    rules = FAMILY.rules(view["preset"], make_options(view["preset"], view["options"]))
    hands = [0, 0]
    hands[seat] = mask(parse_face(c) for c in view["hand"])
    hands[other] = mask(other_hand)
    st = Zwoelferle(rules, view["dealer"], hands, suit_of(parse_face(view["shown_trump"])),
                    parse_face(view["shown_trump"]))
    st.known[other] = mask(parse_face(c) for c in view["known_cards"][other])
    st.trick = [parse_face(e["card"]) for e in view["trick"]]
    st.leader = view["leader"]
    st.turn = view["to_act"] if view["to_act"] is not None else -1
    for trick in view["tricks"]:
        cards = [parse_face(e["card"]) for e in trick["cards"]]
        st.history.append((trick["leader"], cards, trick["winner"]))
    st.tricks = list(view["tricks_won"])
    st.taken = [mask(parse_face(c) for c in side) for side in view["taken"]]
    st.card_pts = [sum(VALUE_OF[c] for c in DECK if st.taken[s] >> c & 1) for s in (0, 1)]
    for m in view["marriages"]:
        suit = ("eichel", "laub", "herz", "schellen").index(m["suit"])
        st.melds.append((m["seat"], suit, m["points"]))
        st.melded[m["seat"]] |= 1 << suit
        st.meld_pts[m["seat"]] += m["points"]
    return st


def unseen(view):
    """The cards the seat has not seen: the other hand's candidates."""
    seen = {parse_face(c) for c in view["hand"]}
    seen |= {parse_face(e["card"]) for e in view["trick"]}
    seen |= {parse_face(e["card"]) for t in view["tricks"] for e in t["cards"]}
    return [c for c in DECK if c not in seen]


def sample_other(view, rng):
    other = 1 - view["seat"]
    known = [parse_face(c) for c in view["known_cards"][other]]
    pool = [c for c in unseen(view) if c not in known]
    rng.shuffle(pool)
    return known + pool[:view["hand_counts"][other] - len(known)]


def play_out(st, rng):
    """Play `st` to its end: Aus as soon as a side has the goal, else a random card."""
    while not st.over:
        for seat in (0, 1):
            if st.points(st.side[seat]) >= st.rules.goal:
                st.apply(AUS + seat)
                break
        else:
            cards = [m for m in st.legal_moves(st.turn) if m < MELD]
            st.apply(rng.choice(cards))
    return st


def value(st, seat):
    o = st.outcome
    won = o["winner"] == st.side[seat]
    return o["game_points"] if won else -o["game_points"]


class ToyAI(FamilyAI):
    """leicht (random), normal and stark (sampling) of Zwölferle."""

    unit = "punkte"
    mistake = 0.5

    def decide(self, view, legal, strength, rng, share, samples):
        plays = [c for c in legal if c not in FAMILY.out_of_turn]
        if len(legal) == 1 or strength == "leicht" or not plays:
            return rng.choice(plays or legal), None, None
        runs, _ = self.evaluate(view, plays, plays[0], rng, samples or SAMPLES[strength])
        means = {c: sum(r) / len(r) for c, r in runs.items()}
        best = max(plays, key=lambda c: means[c])
        mean = f"{means[best]:+.1f}".replace(".", ",")
        return best, f"Im Mittel bringt das am meisten ({mean} Punkte).", None

    def call_out(self, view, legal, strength, rng):
        side = view["side"]
        if "aus" in legal and view["points"][side] >= view["aus_points"]:
            return "aus"
        return None

    def evaluate(self, view, legal, chosen, rng, samples):
        n = samples or ANALYSIS_SAMPLES
        moves = {command: move_of(command, view["seat"]) for command in legal}
        runs = {command: [] for command in legal}
        for _ in range(n):
            other = sample_other(view, rng)
            seed = rng.random()
            for command, move in moves.items():
                st = state_of(view, other)
                st.apply(move)
                runs[command].append(value(play_out(st, _Fixed(seed)), view["seat"]))
        return runs, n


#: command -> core move of every card and meld
MOVES = {command_of(m): m for m in list(DECK) + [MELD + s for s in range(4)]}


def move_of(command, seat):
    return AUS + seat if command == "aus" else MOVES[command]


class _Fixed:
    """The same random playout for every move of one sample."""

    def __init__(self, seed):
        import random

        self.rng = random.Random(seed)

    def choice(self, items):
        return self.rng.choice(items)


AI = ToyAI()
