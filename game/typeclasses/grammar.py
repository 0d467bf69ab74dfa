"""German articles for the names of things: `am Gaigeltisch`, `an die Kartenrunde`.

A thing has a grammatical gender, "m", "f" or "n"; `phrase` puts the
article (and a preposition, contracted where German contracts it) before
its name. `split_article` reads a name a builder typed with its article.
"""

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
