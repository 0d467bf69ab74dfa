"""The four directions of the world and the words a player types for them.

An exit goes in a direction when one of its names is a word of that direction
(`süden`, `s`, `sueden` typed without the umlaut ...); a room's description
names the same directions ("Nach Süden führt ein Feldweg ..."). `Direction`
says how a sentence names one: "Süden", "nach Süden".
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
