"""German articles for the names of things: `am Gaigeltisch`, `an die Kartenrunde`.

A thing has a grammatical gender, "m", "f" or "n"; `phrase` puts the
article (and a preposition, contracted where German contracts it) before
its name. `split_article` reads a name a builder typed with its article.
`towards`, `inside` and `coming_from` name a place in a sentence (a room
answers with its own grammar, anything else with its key). `person` and
`people` name characters in a case: „gegen Herrn Brandl“, „mit Frau Professor
Wimmer“ (which titles change: game/cardgames/result.py, shared with the
engine's sentences).
"""

from game.cardgames.result import declined_name

NOM, DAT, ACC = 0, 1, 2
ARTICLES = {"m": ("der", "dem", "den"), "f": ("die", "der", "die"), "n": ("das", "dem", "das")}
GENDER_OF = {"der": "m", "die": "f", "das": "n"}
CONTRACTED = {("an", "dem"): "am", ("von", "dem"): "vom", ("zu", "dem"): "zum",
              ("in", "dem"): "im", ("in", "das"): "ins", ("zu", "der"): "zur"}


def phrase(name, gender, case, preposition=""):
    """`phrase("Gaigeltisch", "m", DAT, "an")` -> "am Gaigeltisch"."""
    article = ARTICLES[gender][case]
    if preposition:
        article = CONTRACTED.get((preposition, article), f"{preposition} {article}")
    return f"{article} {name}"


def capital(text):
    """The first letter capital, the rest untouched."""
    return text[:1].upper() + text[1:]


def split_article(text):
    """`die Kartenrunde` -> ("f", "Kartenrunde"); without an article: (None, text)."""
    first, _, rest = text.strip().partition(" ")
    if first.lower() in GENDER_OF and rest.strip():
        return GENDER_OF[first.lower()], rest.strip()
    return None, text.strip()


NUMBER_WORDS = {1: "ein", 2: "zwei", 3: "drei", 4: "vier", 5: "fünf", 6: "sechs"}


def seats_free_text(free, total):
    """`Beide Plätze sind frei`, `ein Platz ist frei`, `drei Plätze sind frei`."""
    if free == total:
        return "Beide Plätze sind frei" if total == 2 else f"Alle {total} Plätze sind frei"
    if free == 0:
        return "alle Plätze sind besetzt"
    if free == 1:
        return "ein Platz ist noch frei"
    return f"{NUMBER_WORDS.get(free, free)} Plätze sind noch frei"


def list_words(words, last="und"):
    """`2`, `2 und 3`, `1, 2 und 4`."""
    words = [str(word) for word in words]
    if not words:
        return ""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def person(who, case=NOM):
    """A character's name in `case` (`who`: a name, or anything with a key):
    `person("Herr Brandl", ACC)` -> "Herrn Brandl", for „gegen Herrn Brandl“;
    the dative and the accusative read alike for every name."""
    name = who if isinstance(who, str) else who.key
    return name if case == NOM else declined_name(name)


def people(names, case=NOM, last="und"):
    """Names in `case` as a German list: `people(["Herr Brandl", "Anna"], DAT)`
    -> "Herrn Brandl und Anna"."""
    return list_words([person(who, case) for who in names], last)


def towards(place):
    """Where one goes: "ins Kaffeehaus von Sarasande"; "nach X" for a place without grammar."""
    if hasattr(place, "towards"):
        return place.towards()
    return f"nach {place.key}"


def inside(place):
    """Where one is: "im Kaffeehaus von Sarasande"; "in X" without grammar."""
    if hasattr(place, "inside"):
        return place.inside()
    return f"in {place.key}"


def coming_from(place):
    """Where one comes from: "aus der Besenwirtschaft"; "aus X" without grammar."""
    if hasattr(place, "coming_from"):
        return place.coming_from()
    return f"aus {place.key}"
