"""Fixed Gaigel deals as card text, and a helper that completes the talon."""

from collections import Counter

from game.cardgames import new_game
from game.cardgames.cards import card_text, parse_face

from .helpers import cards


def canon(text):
    return card_text(parse_face(text), "sieben")


def gdeal(preset, hands, trump, talon="", dealer=None, **kw):
    """A Gaigel game from hands and trump; `talon` gives its top cards, the
    rest of the 48 follow in suit order (eichel, laub, herz, schellen; high first)."""
    hands = [cards(h) for h in hands]
    top = cards(talon)
    used = Counter(canon(c) for c in [c for h in hands for c in h] + [trump] + top)
    rest = []
    for face in range(24):
        text = card_text(face, "sieben")
        rest += [text] * (2 - used[text])
    d = {"hands": hands, "trump": trump, "talon": top + rest}
    return new_game(preset, deal=d, dealer=dealer, **kw)


# gaigel4, Herz trump (Herz Unter turned).  Seats 0+2 hold the aces, 1+3 the
# tens; seat 0 draws Herz König and Herz Ober (a 40 marriage for trick 3).
# Script AUS_TRICKS: 0+2 take tricks 1-2 (84 Augen), 1+3 trick 3 (23),
# 0+2 trick 4 (17): exactly 101.
AUS = dict(
    hands=[
        "eichel ass, laub ass, schellen sieben, herz ass, herz zehn",
        "eichel zehn, laub zehn, schellen zehn, eichel sieben, laub sieben",
        "eichel ass, laub ass, schellen unter, eichel könig, eichel ober",
        "eichel zehn, laub zehn, schellen ass, schellen sieben, laub unter",
    ],
    trump="herz unter",
    talon="herz könig, eichel unter, laub unter, schellen unter, herz ober",
)
AUS_TRICK1 = ("ge-elfen eichel ass", "lege eichel zehn", "lege eichel ass", "lege eichel zehn")
AUS_TRICK2 = ("lege laub ass", "lege laub zehn", "lege laub ass", "lege laub zehn")
AUS_TRICK3 = ("lege schellen sieben", "lege schellen zehn", "lege schellen unter",
              "lege schellen ass")
AUS_TRICK4 = ("lege laub unter", "lege herz ass", "lege laub sieben", "lege eichel könig")

# gaigel4, Herz trump (Herz König turned) for the first trick.  Seat 3 holds
# only trumps; seat 1 the other Eichel Ass and a trump.
OPEN = dict(
    hands=[
        "eichel ass, laub zehn, schellen ober, herz sieben, laub sieben",
        "eichel ass, laub ass, schellen zehn, herz ass, schellen sieben",
        "laub zehn, eichel zehn, schellen ass, herz zehn, laub unter",
        "herz ass, herz zehn, herz ober, herz unter, herz sieben",
    ],
    trump="herz könig",
)

# gaigel4: seats 3 and 0 hold only trumps; with dealer 2 seat 3 leads.
TRUMPS = dict(
    hands=[
        "herz ass, herz ass, herz zehn, herz könig, herz ober",
        "eichel ass, laub ass, schellen zehn, eichel sieben, schellen sieben",
        "laub zehn, eichel zehn, schellen ass, laub unter, laub sieben",
        "herz zehn, herz ober, herz unter, herz sieben, herz sieben",
    ],
    trump="herz könig",
)

# gaigel6, Herz trump (Herz Unter turned, drawn by seat 5).  Seat 0 takes
# tricks 1-3 (PH2_TRICKS), then the talon is empty.  Trick 4: seat 0 leads
# Eichel Zehn; seat 1 holds only the equal Zehn and lower Eichel, seat 2
# Eichel Ass, seat 3 only trumps, seat 4 Herz Zehn, seat 5 only Herz Unter.
PH2 = dict(
    hands=[
        "eichel ass, laub ass, schellen ass, eichel zehn, laub könig",
        "eichel sieben, laub sieben, schellen sieben, eichel zehn, eichel könig",
        "eichel sieben, laub sieben, schellen sieben, eichel ass, laub zehn",
        "eichel unter, laub unter, schellen unter, herz ass, herz sieben",
        "eichel unter, laub unter, schellen unter, herz zehn, schellen zehn",
        "eichel ober, laub ober, schellen ober, schellen könig, schellen zehn",
    ],
    trump="herz unter",
    talon="herz sieben, eichel könig, herz könig, herz ober, laub ass, laub ober, "
          "herz könig, eichel ober, herz ober, herz unter, laub zehn, schellen ass, "
          "herz ass, schellen könig, schellen ober, herz zehn, laub könig",
)
PH2_TRICKS = (
    ("ge-elfen eichel ass", "lege eichel sieben", "lege eichel sieben", "lege eichel unter",
     "lege eichel unter", "lege eichel ober"),
    ("lege laub ass", "lege laub sieben", "lege laub sieben", "lege laub unter",
     "lege laub unter", "lege laub ober"),
    ("lege schellen ass", "lege schellen sieben", "lege schellen sieben",
     "lege schellen unter", "lege schellen unter", "lege schellen ober"),
)

# gaigel2, Herz trump: seat 0 holds both Eichel Könige and both Obers.
MARRY = dict(
    hands=[
        "eichel könig, eichel könig, eichel ober, eichel ober, laub ass",
        "laub zehn, schellen sieben, schellen unter, eichel sieben, laub sieben",
    ],
    trump="herz unter",
    talon="schellen ober, schellen könig, laub unter, laub könig",
)

# gaigel3, played out with the first legal card nobody reaches 101:
# 58, 98 and 84 Augen.
THREE = dict(
    hands=[
        "herz ober, herz sieben, schellen könig, schellen unter, schellen sieben",
        "eichel ass, eichel unter, eichel unter, laub zehn, herz könig",
        "eichel ober, eichel sieben, laub ober, herz ober, schellen ass",
    ],
    trump="eichel ober",
    talon="laub sieben, herz unter, laub unter, herz zehn, schellen zehn, laub könig, "
          "schellen zehn, schellen ober, laub könig, herz könig, eichel zehn, schellen unter, "
          "laub sieben, schellen ass, laub unter, laub ass, eichel könig, herz ass, "
          "schellen ober, herz sieben, eichel zehn, schellen könig, schellen sieben, "
          "laub ass, herz zehn, laub ober, eichel ass, eichel könig, herz unter, laub zehn, "
          "eichel sieben, herz ass",
)


def game(preset, d, **kw):
    return gdeal(preset, d["hands"], d["trump"], d.get("talon", ""), **kw)


def first_legal(g):
    return next(c for c in g.legal(g.to_act) if c != "aus")


def play_first(g, plays):
    """Play the first legal command (never `aus`) `plays` times; returns events."""
    events = []
    for _ in range(plays):
        events.extend(g.act(g.to_act, first_legal(g)))
    return events
