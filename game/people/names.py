"""Names of people: German letters welcome, computer players' names taken, no look-alikes.

`NotAComputerPlayer` and `NotALookAlike` are in settings.AUTH_USERNAME_VALIDATORS:
a new account can take neither the name of a computer player who lives in the
world nor a name that only looks different from an existing one (`Аnna` with a
Cyrillic А beside `Anna`, `Ferdӏ` with a Cyrillic palochka beside `Ferdl`).
`account_named` / `computer_player_named` are what the builders' `kartenspieler`
asks the other way round; they match look-alikes too.

Look-alikes are compared by a skeleton (in the spirit of Unicode TR39): NFKC,
then every letter of another script replaced by the Latin letter it looks like
(the confusables data of the `confusable_homoglyphs` package), the few
characters that look like a small l (`I`, `1`, `|`, palochka, ...) folded to
`l`, then casefold; punctuation (`Anna.`, `Anna_`, `An-na`) is left out and
letter pairs that read as one letter in most fonts are folded (`rn` as `m`:
`Ernil` beside `Emil`; `vv` as `w`). Latin letters with accents (ö, ü, ß)
stay themselves: Jörg and Jorg are two names. A computer player's name is
taken as a whole and in its parts (`Hofrat`, `Pospischil` of `Hofrat
Pospischil`).
"""

import unicodedata
from functools import lru_cache

from confusable_homoglyphs import categories, confusables
from django.core.exceptions import ValidationError
from evennia.accounts.models import AccountDB
from evennia.objects.models import ObjectDB

from game.common.things import CARD_PLAYER_TAG

#: Look like a small l in most fonts (TR39 maps them to l; the package says i for some).
LIKE_SMALL_L = set("Il1|ǀӀӏІΙ׀ⅼⅠ")


@lru_cache(maxsize=4096)
def _latin_for(char):
    """The Latin character `char` looks like (itself if Latin or not confusable)."""
    if char in LIKE_SMALL_L:
        return "l"
    if char.isascii() or categories.alias(char) in ("LATIN", "COMMON"):
        return char
    found = confusables.is_confusable(char, preferred_aliases=["latin"], greedy=True) or []
    for entry in found:
        for glyph in entry["homoglyphs"]:
            latin = glyph["c"]
            if len(latin) == 1 and latin.isascii():
                return "l" if latin in LIKE_SMALL_L else latin
    return char


#: letter pairs that read as one letter (after casefold)
LIKE_ONE_LETTER = (("rn", "m"), ("vv", "w"))


def skeleton(name):
    """What a name looks like: two names with the same skeleton are look-alikes."""
    text = unicodedata.normalize("NFKC", name or "")
    text = "".join(latin for latin in map(_latin_for, text)
                   if not unicodedata.category(latin).startswith(("P", "S", "Z")))
    text = text.casefold()
    for pair, letter in LIKE_ONE_LETTER:
        text = text.replace(pair, letter)
    return text


def _look_alike(name, candidates):
    """The first of `candidates` that looks like `name`, else None."""
    wanted = skeleton(name)
    return next((other for other in candidates if skeleton(other) == wanted), None)


def computer_player_named(name):
    """The name of a computer player of the world that looks like `name` (any case) or
    like one part of it (`Hofrat` of `Hofrat Pospischil`), or None."""
    keys = list(ObjectDB.objects.filter(
        db_tags__db_key=CARD_PLAYER_TAG[0],
        db_tags__db_category=CARD_PLAYER_TAG[1]).values_list("db_key", flat=True))
    found = _look_alike(name, keys)
    if found:
        return found
    wanted = skeleton(name)
    return next((key for key in keys
                 if len(key.split()) > 1 and any(skeleton(part) == wanted for part in key.split())),
                None)


def account_named(name):
    """The name of an account (a person) that looks like `name` (any case), or None."""
    return _look_alike(name, AccountDB.objects.values_list("username", flat=True))


class NotAComputerPlayer:
    """Refuses an account name that a computer player of the world carries (or looks like)."""

    def __call__(self, username):
        found = computer_player_named(username)
        if found and username.casefold() in found.casefold().split() \
                and username.casefold() != found.casefold():
            raise ValidationError(f"„{username}“ gehört zum Namen des Computerspielers {found}; "
                                  "such dir bitte einen anderen Namen aus.",
                                  code="computer_player_name")
        if found and found.casefold() == username.casefold():
            raise ValidationError(f"„{username}“ heißt schon ein Computerspieler hier; "
                                  "such dir bitte einen anderen Namen aus.",
                                  code="computer_player_name")
        if found:
            raise ValidationError(f"„{username}“ sieht zum Verwechseln aus wie der "
                                  f"Computerspieler {found}; such dir bitte einen anderen "
                                  "Namen aus.", code="computer_player_look_alike")


class NotALookAlike:
    """Refuses an account name that only looks different from an existing account's."""

    def __call__(self, username):
        found = account_named(username)
        if found and found.casefold() != username.casefold():
            raise ValidationError(f"„{username}“ sieht zum Verwechseln aus wie „{found}“, "
                                  "den es hier schon gibt; such dir bitte einen anderen "
                                  "Namen aus.", code="look_alike")
