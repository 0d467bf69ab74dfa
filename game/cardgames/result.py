"""The end of a game as the seam reports it, shared by both families.

`Result` (points, Striche, winners, reason, settlement; DESIGN.md),
`rendered` (events get their German text, the template keeps the card
references) and `join_names` for the German lists of names.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import render


@dataclass
class Result:
    """The end of a game as the seam reports it (see DESIGN.md)."""

    points: list
    striche: list
    winners: list
    reason: str
    settlement: str
    details: dict = field(default_factory=dict)
    #: leaderboard points per seat (RULES.md section 6): game points in the
    #: 66 family, the Striche the opponents got for each Gaigel winner
    leaderboard: list = field(default_factory=list)
    #: "reason" and "settlement" with their card references (cards.render)
    templates: dict = field(default_factory=dict)

    def text(self, which, family="deutsch") -> str:
        """`reason` or `settlement` written for a reader of `family`."""
        return render(self.templates.get(which, getattr(self, which)), family)


def rendered(events) -> list:
    """Events with German `text`; the `template` keeps the card references."""
    for event in events:
        event["template"] = event["text"]
        for key, value in event.items():
            if value.__class__ is str and "⟨" in value and key != "template":
                event[key] = render(value)
    return events


def join_names(items) -> str:
    """`A`, `A und B`, `A, B und C`."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " und " + items[-1]
