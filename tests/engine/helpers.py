"""Helpers for the engine tests: fixed deals as card text, scripted play,
hidden cards dealt anew."""

import json

from game.cardgames import Game, new_game
from game.cardgames.cards import cards_of


def cards(text):
    """'herz ass, herz zehn' -> ['herz ass', 'herz zehn']."""
    return [c.strip() for c in text.split(",") if c.strip()]


def deal(preset, hands, trump=None, talon="", dealer=None, **kw):
    """A game from a fixed deal; hands and talon as comma-separated card text."""
    d = {"hands": [cards(h) for h in hands]}
    if trump is not None:
        d["trump"] = trump
        d["talon"] = cards(talon)
    return new_game(preset, deal=d, dealer=dealer, **kw)


def play(game, *commands):
    """Each command is sent by the seat to act; returns all events."""
    events = []
    for cmd in commands:
        events.extend(game.act(game.to_act, cmd))
    return events


def first_card(game):
    """The first legal `lege` command of the seat to act."""
    return next(c for c in game.legal(game.to_act) if c.startswith("lege "))


def play_out(game):
    """Play the first legal card until the game ends (no melding, no announcing)."""
    events = []
    while game.to_act is not None:
        events.extend(game.act(game.to_act, first_card(game)))
    return events


def texts(events, kind=None):
    return [e["text"] for e in events if kind is None or e["kind"] == kind]


def permute_hidden(game, seat, rng):
    """The same game with every card hidden from `seat` dealt differently:
    other hands (minus cards shown), the talon and (Gaigel) other seats'
    face-down cards of the first trick."""
    data = json.loads(game.to_json())
    state = data["state"]
    n = len(state["hands"])
    hidden, slots = [], []
    for s, hand in enumerate(state["hands"]):
        if s == seat:
            continue
        free = cards_of(hand & ~state["known"][s])
        hidden += free
        slots.append(("hand", s, len(free)))
        state["hands"][s] = hand & state["known"][s]
    hidden += state["talon"]
    slots.append(("talon", None, len(state["talon"])))
    face_down = not state["history"] and state["trick"] and state.get("opening") in (2, 3)
    trick_slots = []
    if face_down:
        for i, c in enumerate(state["trick"]):
            if (state["leader"] + i) % n != seat:
                hidden.append(c)
                trick_slots.append(i)
    rng.shuffle(hidden)
    pos = 0
    for kind, s, k in slots:
        part = hidden[pos:pos + k]
        pos += k
        if kind == "hand":
            state["hands"][s] |= sum(1 << c for c in part)
        else:
            state["talon"] = part
    for i in trick_slots:
        state["trick"][i] = hidden[pos]
        pos += 1
    return Game.from_json(json.dumps(data))
