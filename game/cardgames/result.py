"""The end of a game as the seam reports it, shared by both families.

`Result` (points, Striche, winners, reason, settlement; DESIGN.md),
`rendered` (events get their German text, the template keeps the card
references), `join_names` for the German lists of names and `declined_name`
for a name after a preposition (the characters' grammar, game/faces/grammar.py,
reads the rule from here, so the engine's sentences and the house's follow one).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import _render, render


@dataclass
class Result:
    """The end of a game as the seam reports it (see DESIGN.md)."""

    points: list
    striche: list
    winners: list
    #: "reason" and "settlement" with their card references (cards.render)
    templates: dict
    details: dict = field(default_factory=dict)
    #: leaderboard points per seat (RULES.md section 6): game points in the
    #: 66 family, the Striche the opponents got for each Gaigel winner
    leaderboard: list = field(default_factory=list)

    @property
    def reason(self) -> str:
        """How the game ended, in German card names (written when first read)."""
        return self.text("reason")

    @property
    def settlement(self) -> str:
        """The Abrechnung, in German card names (written when first read)."""
        return self.text("settlement")

    def text(self, which, family="deutsch") -> str:
        """`reason` or `settlement` written for a reader of `family`."""
        return render(self.templates[which], family)


#: the event fields that may hold card references (the contract test checks
#: that no other field does)
REFERENCE_FIELDS = ("text", "reason")


def rendered(events) -> list:
    """Events with German `text`; the `template` keeps the card references.
    An event's `own` (seat -> the line in the second person, as that seat reads
    its own deed: „Du legst Herz Ass.“) is written out the same way, its
    templates kept in `own_template`."""
    for event in events:
        event["template"] = event["text"]
        for key in REFERENCE_FIELDS:
            value = event.get(key)
            if value is not None and "⟨" in value:
                event[key] = _render(value, "deutsch")
        own = event.get("own")
        if own:
            event["own_template"] = dict(own)
            event["own"] = {seat: render(text) for seat, text in own.items()}
    return events


def join_names(items) -> str:
    """`A`, `A und B`, `A, B und C`."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " und " + items[-1]


#: titles German declines before a name: Herr is a weak noun, „gegen Herrn Brandl“,
#: „mit Herrn Professor Wimmer“; every other title keeps its form after a
#: preposition („gegen Hofrat Pospischil“, „mit Frau Professor Wimmer“, „vor
#: Fräulein Mizzi“, „für Tante Frieda“, „von Bruder Cölestin“)
DECLINED_TITLES = {"Herr": "Herrn"}


def declined_name(name) -> str:
    """A person's name in the dative or accusative (after „gegen“, „mit“, „vor“,
    „von“, „für“ ... or as an object): `Herr Brandl` -> `Herrn Brandl`; a name
    without such a title, or the title alone, stays as it is."""
    first, space, rest = name.partition(" ")
    if space and rest.strip() and first in DECLINED_TITLES:
        return f"{DECLINED_TITLES[first]} {rest}"
    return name
