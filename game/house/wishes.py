"""What `spiel <spielart>` and `suche <spielart>` ask for, read from the words.

`spiel 66`, `spiel schnapsen bis 3`, `spiel gaigel zu viert gegen stark`,
`suche gaigel zu viert gegeneinander`: the game (a preset of a table kind),
how many play it (`zu viert`), the match length (`bis 3`), the computer
players' strength (`gegen leicht|normal|stark`), `sofort rauben`, and whether
two people at a partner game want to play against each other.
"""

from dataclasses import dataclass, field

from game.cardgames.families import family_of
from game.cardgames.presets import check_match_target, make_options
from game.common.safety import number

PRESET_WORDS = {
    "66": "66", "sechsundsechzig": "66", "schnapsen": "schnapsen", "dreier": "dreier",
    "vierer": "vierer", "klassisch": "klassisch", "sarasande": "sarasande",
    "gaigel": "gaigel4", "gaigel2": "gaigel2", "gaigel3": "gaigel3", "gaigel4": "gaigel4",
    "gaigel6": "gaigel6",
}
#: the words that name a family of games rather than one variant
FAMILY_WORDS = ("66", "sechsundsechzig", "gaigel")
COUNT_WORDS = {"zweit": 2, "dritt": 3, "viert": 4, "sechst": 6}
STRENGTHS = ("leicht", "normal", "stark")
#: every word a wish reads itself
WISH_WORDS = (tuple(PRESET_WORDS) + tuple(COUNT_WORDS) + STRENGTHS
              + ("bis", "zu", "gegen", "sofort", "rauben", "tauschen", "gegeneinander"))


@dataclass
class Wish:
    """A game asked for; None where the words left it to the house."""

    preset: str = None
    count: int = None
    target: int = None
    strength: str = None
    options: dict = field(default_factory=dict)
    apart: bool = False
    #: the game was named by its family's word (66, gaigel): `zu viert` picks the preset
    family: bool = False

    def resolve(self, kinds):
        """The preset meant, given the table classes `kinds` that may play it (the
        room's kind first); ValueError in German when none fits."""
        for kind in kinds:
            if self.preset and self.preset not in kind.presets:
                continue
            if self.count is None or self.preset and players(self.preset) == self.count:
                return self.preset or kind.default_preset
            for preset in kind.presets if not self.preset or self.family else ():
                if players(preset) == self.count:
                    return preset
            word = next(w for w, n in COUNT_WORDS.items() if n == self.count)
            game = kind.presets[self.preset] if self.preset else "hier"
            raise ValueError(f"Zu {word} spielt man {game} nicht.")
        raise ValueError("Welches Spiel? Zum Beispiel „spiel 66“ oder „spiel gaigel zu viert“.")


def players(preset):
    """How many play `preset`."""
    return make_options(preset)["players"]


def read(text, verb="spiel"):
    """The Wish in `text` (the words after `verb`); ValueError with a German example
    for a word not understood."""
    words = text.lower().replace("ü", "ue").split()
    wish = Wish()
    while words:
        word = words.pop(0)
        if word == "bis":
            if not words or number(words[0]) is None:
                raise ValueError(f"Nach „bis“ kommt eine Zahl: „{verb} 66 bis 3“.")
            wish.target = number(words.pop(0))
            check_match_target(wish.target)
        elif word == "zu" and (not words or words[0] not in COUNT_WORDS):
            raise ValueError(f"Zu zweit, dritt, viert oder sechst: zum Beispiel „{verb} gaigel "
                             "zu viert“.")
        elif word == "gegen" and (not words or words[0] not in STRENGTHS):
            raise ValueError(f"Die Computerspieler sind leicht, normal oder stark: zum Beispiel "
                             f"„{verb} 66 gegen leicht“.")
        elif word in ("sofort", "rauben", "tauschen"):
            wish.options["exchange_anytime"] = True
        elif word == "zu" and words and words[0] in COUNT_WORDS:
            wish.count = COUNT_WORDS[words.pop(0)]
        elif word == "gegen" and words and words[0] in STRENGTHS:
            wish.strength = words.pop(0)
        elif word in STRENGTHS:
            wish.strength = word
        elif word == "gegeneinander":
            wish.apart = True
        elif word in PRESET_WORDS:
            wish.preset = PRESET_WORDS[word]
            wish.family = word in FAMILY_WORDS
        else:
            raise ValueError(f"„{word}“ verstehe ich nicht. Beispiel: „{verb} schnapsen bis 3“ "
                             f"oder „{verb} gaigel zu viert gegen stark“.")
    return wish


def words_for(preset):
    """What one types for `preset`: its own word (`schnapsen`, `dreier`), else its
    family's word (the family registry says which), with the players where the
    preset's name counts them (`gaigel zu viert`; `66`)."""
    own = [word for word, found in PRESET_WORDS.items() if found == preset
           and word not in FAMILY_WORDS and not any(c.isdigit() for c in word)]
    if own:
        return own[0]
    family = family_of(preset)
    word = next(w for w in FAMILY_WORDS if family_of(PRESET_WORDS[w]) is family)
    stem = preset.rstrip("0123456789")
    if not stem or stem == preset:  # `66`: no count in its name
        return word
    count = next(w for w, n in COUNT_WORDS.items() if n == players(preset))
    return f"{word} zu {count}"
