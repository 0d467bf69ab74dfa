"""Cards: small-int encoding, German and French names, parsing of card text.

A card id is ``copy * 24 + suit * 6 + rank``.  The 66 family uses ids 0..23
(one copy); Gaigel uses 0..47, where both copies of a card share the same
*face* (``card % 24``) and therefore the same text.  Hands and trick piles are
bitmasks over card ids.  Rank 0 is the highest card (Ass) and rank 5 the low
card, called "neun" in 66 and "sieben" in Gaigel and in `klassisch`.
"""

from __future__ import annotations

import re
from functools import lru_cache

SUITS = ("eichel", "laub", "herz", "schellen")
FRENCH_SUITS = ("kreuz", "pik", "herz", "karo")
RANKS = ("ass", "zehn", "könig", "ober", "unter", "neun")
FRENCH_RANKS = ("ass", "zehn", "könig", "dame", "bube", "neun")
VALUES = (11, 10, 4, 3, 2, 0)
ACE, TEN, KING, OBER, UNTER, LOW = range(6)
N_FACES = 24

#: Card points of every id (both copies), for fast summing.
VALUE_OF = tuple(VALUES[c % 6] for c in range(48))


def suit_of(card: int) -> int:
    return (card % 24) // 6


def rank_of(card: int) -> int:
    return card % 6


def make(suit: int, rank: int, copy: int = 0) -> int:
    return copy * 24 + suit * 6 + rank


#: Mask of every id (both copies) of one suit.
SUIT_MASK = tuple(
    sum(1 << c for c in range(48) if suit_of(c) == s) for s in range(4)
)
#: Mask of every id (both copies) of one rank.
RANK_MASK = tuple(sum(1 << c for c in range(48) if rank_of(c) == r) for r in range(6))
#: Mask of King and Ober (first copy) of one suit: a marriage.
PAIR_MASK = tuple((1 << make(s, KING)) | (1 << make(s, OBER)) for s in range(4))


#: the ids set in each 12-bit slice of a card mask, shifted to the slice's place
_SLICES = tuple(
    tuple(tuple(base + i for i in range(12) if m >> i & 1) for m in range(4096))
    for base in (0, 12, 24, 36)
)


_S0, _S1, _S2, _S3 = _SLICES


def cards_of(mask: int) -> list[int]:
    """Card ids set in a bitmask, lowest id first (suit order, high rank first)."""
    return [*_S0[mask & 4095], *_S1[mask >> 12 & 4095], *_S2[mask >> 24 & 4095], *_S3[mask >> 36]]


def cards_of24(mask: int) -> list[int]:
    """`cards_of` for a mask of ids below 24 (the 66 family's one copy): two lookups."""
    return [*_S0[mask & 4095], *_S1[mask >> 12]]


def cards_in_order(mask: int) -> list:
    """Card ids of a mask in suit and rank order, both copies of a face together."""
    return sorted(cards_of(mask), key=lambda c: (c % 24, c))


def mask_of(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def points_of(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += VALUE_OF[low.bit_length() - 1]
        mask ^= low
    return total


def rank_name(rank: int, low: str = "neun", family: str = "deutsch") -> str:
    if rank == LOW:
        return low
    return (FRENCH_RANKS if family == "französisch" else RANKS)[rank]


def suit_name(suit: int, family: str = "deutsch") -> str:
    return (FRENCH_SUITS if family == "französisch" else SUITS)[suit]


def card_text(card: int, low: str = "neun", family: str = "deutsch") -> str:
    """Canonical lower-case text, e.g. ``herz ass``; French family on request."""
    try:
        return _CARD_TEXTS[low, family][card]
    except KeyError:
        return f"{suit_name(suit_of(card), family)} {rank_name(rank_of(card), low, family)}"


#: (low name, family) -> the text of every card id (the text seam's hot path)
_CARD_TEXTS = {
    (low, family): tuple(f"{suit_name(suit_of(c), family)} {rank_name(rank_of(c), low, family)}"
                         for c in range(48))
    for low in ("neun", "sieben") for family in ("deutsch", "französisch")
}


def card_title(card: int, low: str = "neun", family: str = "deutsch") -> str:
    """Capitalised text for sentences: ``Herz Ass``, ``Schellen König``."""
    return " ".join(w.capitalize() for w in card_text(card, low, family).split())


def suit_title(suit: int, family: str = "deutsch") -> str:
    return suit_name(suit, family).capitalize()


def rank_title(rank: int, low: str = "neun") -> str:
    return rank_name(rank, low).capitalize()


# --- text for readers of either family ---------------------------------------
#
# Sentences the engine writes name cards as references, `⟨K:herz ober⟩`;
# `render(text, family)` writes them for one reader: "Herz Ober" in German,
# "Herz Dame" in French.  The seam renders German into `text`/`str(exc)` and
# keeps the template, so a table can render each line for each reader.

FRENCH_WORDS = {"eichel": "kreuz", "laub": "pik", "schellen": "karo",
                "ober": "dame", "unter": "bube"}
_PHRASES = {
    ("H", "deutsch"): ("höchste Eichel", "höchstes Laub", "höchstes Herz", "höchste Schellen"),
    ("H", "französisch"): ("höchstes Kreuz", "höchstes Pik", "höchstes Herz", "höchstes Karo"),
    ("N", "deutsch"): ("keine Eichel", "kein Laub", "kein Herz", "keine Schellen"),
    ("N", "französisch"): ("kein Kreuz", "kein Pik", "kein Herz", "kein Karo"),
}
_REF = re.compile("⟨([A-Z]):([^⟩]*)⟩")


def card_ref(card: int, low: str = "neun") -> str:
    """A card in a sentence, capitalised when rendered: `Herz Ober` / `Herz Dame`."""
    return f"⟨K:{card_text(card, low)}⟩"


def suit_ref(suit: int) -> str:
    """A suit in a sentence, capitalised: `Eichel` / `Kreuz`."""
    return f"⟨F:{SUITS[suit]}⟩"


def rank_ref(rank: int, low: str = "neun") -> str:
    """A rank in a sentence, capitalised: `Ober` / `Dame`."""
    return f"⟨R:{rank_name(rank, low)}⟩"


def command_ref(text: str) -> str:
    """A canonical command in a sentence, in the reader's words: `lege pik dame`."""
    return f"⟨C:{text}⟩"


def highest_ref(suit: int) -> str:
    """`höchste Eichel` / `höchstes Kreuz`."""
    return f"⟨H:{SUITS[suit]}⟩"


def none_of_ref(suit: int) -> str:
    """`keine Eichel` / `kein Kreuz`."""
    return f"⟨N:{SUITS[suit]}⟩"


def reader_family(name) -> str:
    """A player's setting as a family: "französisch" or "deutsch"."""
    return "französisch" if name in ("französisch", "franzoesisch", "french") else "deutsch"


def render(text: str, family: str = "deutsch") -> str:
    """A sentence with card references, written for a reader of `family`."""
    if "⟨" not in text:
        return text
    return _render(text, family)


@lru_cache(maxsize=8192)
def _render(text: str, family: str) -> str:
    family = reader_family(family)
    return _REF.sub(lambda match: _written(match.group(1), match.group(2), family), text)


@lru_cache(maxsize=4096)
def _written(kind: str, body: str, family: str) -> str:
    """One reference (kind letter, body) as a reader of `family` reads it."""
    if kind in "HN":
        return _PHRASES[kind, family][SUITS.index(body)]
    words = body.split()
    if family == "französisch":
        words = [FRENCH_WORDS.get(w, w) for w in words]
    if kind == "C":
        return " ".join(words)
    return " ".join(w.capitalize() for w in words)


# --- parsing --------------------------------------------------------------

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


@lru_cache(maxsize=4096)
def normalize(text: str) -> str:
    """Lower case, umlauts as ae/oe/ue, hyphens and commas as blanks."""
    text = text.strip().lower().translate(_UMLAUTS)
    for ch in "-,.!?;:":
        text = text.replace(ch, " ")
    return " ".join(text.split())


SUIT_ALIASES = {
    "eichel": 0, "eicheln": 0, "kreuz": 0, "treff": 0,
    "laub": 1, "blatt": 1, "gruen": 1, "gras": 1, "pik": 1,
    "herz": 2, "rot": 2,
    "schellen": 3, "schelle": 3, "karo": 3,
}
RANK_ALIASES = {
    "ass": ACE, "as": ACE, "daus": ACE, "sau": ACE, "a": ACE,
    "zehn": TEN, "10": TEN, "z": TEN,
    "koenig": KING, "k": KING,
    "ober": OBER, "o": OBER, "dame": OBER, "d": OBER,
    "unter": UNTER, "u": UNTER, "bube": UNTER, "b": UNTER,
    "neun": LOW, "9": LOW, "sieben": LOW, "7": LOW,
}


class CardTextError(ValueError):
    """A card text that names no card; the message is German."""


class WrongLowCard(CardTextError):
    """The low card named by the other game's word (`sieben` in 66)."""


def _lookup(token: str, table: dict) -> int | None:
    """Exact alias, else an unambiguous prefix; None if nothing, -1 if ambiguous."""
    if token in table:
        return table[token]
    if not token.isalpha():  # a number is no prefix: `1` is not the 10
        return None
    hits = {v for k, v in table.items() if k.startswith(token)}
    if len(hits) == 1:
        return hits.pop()
    return -1 if hits else None


def is_suit_word(token: str) -> bool:
    """True if `token` names a suit (an alias or an unambiguous prefix)."""
    s = _lookup(normalize(token), SUIT_ALIASES)
    return s is not None and s >= 0


def parse_suit(token: str) -> int:
    """Suit index from a (normalised) word or prefix; raises CardTextError."""
    s = _lookup(normalize(token), SUIT_ALIASES)
    if s is None:
        raise CardTextError(
            f"Eine Farbe „{token}“ gibt es nicht (eichel, laub, herz, schellen)."
        )
    if s == -1:
        raise CardTextError(f"„{token}“ ist mehrdeutig – schreib die Farbe aus.")
    return s


LOW_WORDS = {"neun": "Neun", "sieben": "Sieben"}


def low_word_of(token: str) -> str:
    """Which low card a rank token that means LOW names: "neun" or "sieben"."""
    return "sieben" if token == "7" or "sieben".startswith(token) else "neun"


def parse_face(text: str, low_allowed: bool = True, low: str | None = None) -> int:
    """Face (0..23) from text like ``schelle 10``, ``pik dame``, ``h a``.

    Suit first is the canonical order; rank first is accepted too.  Raises
    CardTextError with a German sentence when the text names no card.
    `low`: the low card's name in this game ("neun" or "sieben"); the other
    name (and its number) is then refused (RULES.md section 1).  Without it
    both names are taken (fixed deals, canonical texts).
    """
    words = normalize(text).split()
    if len(words) != 2:
        raise CardTextError(
            f"„{text}“ ist keine Karte – schreib Farbe und Rang, z. B. „herz ass“."
        )
    typed = text.split() if len(text.split()) == 2 else words  # said back as typed
    for s_tok, r_tok in ((words[0], words[1]), (words[1], words[0])):
        s = _lookup(s_tok, SUIT_ALIASES)
        r = _lookup(r_tok, RANK_ALIASES)
        if s is not None and s >= 0 and r is not None and r >= 0:
            if r == LOW and not low_allowed:
                raise CardTextError(
                    f"„{text}“ gibt es in diesem Blatt nicht (es hat keine Neunen)."
                )
            if r == LOW and low and low_word_of(r_tok) != low:
                raise WrongLowCard(
                    f"In diesem Spiel gibt es keine {LOW_WORDS[low_word_of(r_tok)]}."
                )
            return make(s, r)
    s = _lookup(words[0], SUIT_ALIASES)
    r = _lookup(words[1], RANK_ALIASES)
    if s is None and r is None and _lookup(words[1], SUIT_ALIASES) is None:
        raise CardTextError(
            f"„{text.strip()}“ ist keine Karte – schreib Farbe und Rang, z. B. „herz ass“."
        )
    if s is None:
        raise CardTextError(
            f"Eine Farbe „{typed[0]}“ gibt es nicht (eichel, laub, herz, schellen)."
        )
    if s == -1:
        raise CardTextError(f"„{typed[0]}“ ist mehrdeutig – schreib die Farbe aus.")
    if r == -1:
        raise CardTextError(f"„{typed[1]}“ ist mehrdeutig – schreib den Rang aus.")
    raise CardTextError(
        f"Einen Rang „{typed[1]}“ gibt es nicht (ass, zehn, könig, ober, unter, {low or 'neun'})."
    )
