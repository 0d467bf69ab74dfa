"""A refusal of a card text says back what was typed (issue 47): `lege -1` keeps
its sign, two numbers are no card, a number is no prefix of a rank (`herz 1` is
not the Herz Zehn)."""

import pytest

from game.cardgames import IllegalMove

from .helpers import deal
from .test_rules_66 import DUTY


def game():
    return deal("66", DUTY["hands"], DUTY["trump"], DUTY["talon"])


@pytest.mark.parametrize("text, said", [
    ("lege -1", "„-1“ ist keine Karte"),
    ("lege 1 2", "„1 2“ ist keine Karte"),
    ("lege x 2", "„x 2“ ist keine Karte"),
    ("lege herz -1", "Einen Rang „-1“ gibt es nicht"),
    ("lege herz 1", "Einen Rang „1“ gibt es nicht"),
    ("lege Herz Sauu", "Einen Rang „Sauu“ gibt es nicht"),
    ("lege Blau ass", "Eine Farbe „Blau“ gibt es nicht"),
])
def test_a_refused_card_text_is_said_back_as_typed(text, said):
    g = game()
    with pytest.raises(IllegalMove, match=f"^{said}"):
        g.act(0, text)
    assert g.log == []


def test_a_ten_is_still_a_ten():
    assert game().act(0, "lege herz 10")[0]["card"] == "herz zehn"
