"""Helpers for the engine tests: fixed deals as card text, scripted play."""

from game.cardgames import new_game


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
