"""The four directions of the world and the words a player types for them.

An exit goes in a direction when one of its names is a word of that direction
(`süden`, `s`, `sueden` typed without the umlaut ...); a room's description
names the same directions ("Nach Süden führt ein Feldweg ..."). `Direction`
says how a sentence names one: "Süden", "nach Süden". „n“ is also the answer
„nein“: typed at a running match with no question open it walks nowhere
(`no_question_meant`).
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Direction:
    """One direction: its name as written, and every word that means it."""

    name: str    # as a sentence writes it: "Süden"
    words: tuple  # lower case, the plain name first: ("süden", "s", ...)

    @property
    def key(self):
        return self.words[0]

    def towards(self):
        """'nach Süden'."""
        return f"nach {self.name}"


DIRECTIONS = (
    Direction("Norden", ("norden", "n", "nord")),
    Direction("Osten", ("osten", "o", "ost")),
    Direction("Süden", ("süden", "s", "süd", "sueden", "sued", "suden")),
    Direction("Westen", ("westen", "w", "west")),
)

#: every word of a direction -> its Direction
BY_WORD = {word: direction for direction in DIRECTIONS for word in direction.words}


#: direction words that also answer the table's yes/no questions („n“: nein)
ANSWER_WORDS = ("n",)
#: said for such a word at a running match when no question is open: the player
#: meant „nein“, and nobody walks off a running match anyway
NO_QUESTION = "Gerade ist keine Frage offen."


def no_question_meant(caller, word, direction=None):
    """For `word` typed by `caller`: if it is an answer word („n“) and `caller` sits
    in a running match here (where no question is open, or the question would
    have taken the word), the German line that says so, with the way `direction`
    goes after the match if there is one; else "" (walk on as usual)."""
    if word.strip().lower() not in ANSWER_WORDS:
        return ""
    in_the_way = getattr(caller, "match_in_the_way", None)
    if not in_the_way or not in_the_way():
        return ""
    if direction is None:
        return NO_QUESTION
    towards = direction.towards()
    return (f"{NO_QUESTION} {towards[:1].upper()}{towards[1:]} gehst du mit "
            f"|w{direction.key}|n, wenn die Partie aus ist.")


def direction_named(word):
    """The Direction meant by `word` (any case, surrounding blanks allowed), or None."""
    return BY_WORD.get(word.strip().lower())


def direction_among(names):
    """The first Direction one of `names` means (an exit's key and aliases), or None."""
    for name in names:
        direction = direction_named(name)
        if direction:
            return direction
    return None
