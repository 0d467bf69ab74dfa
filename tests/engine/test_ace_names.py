"""Sau and Daus are the Ass (RULES.md section 1, as `statistik` calls them), in
the 66 family and in Gaigel; with `sau` a bare `s` names no rank any more."""

import pytest

from game.cardgames import IllegalMove

from .gaigel_deals import OPEN, game as gaigel_game
from .helpers import deal
from .test_rules_66 import DUTY


@pytest.mark.parametrize("text", ["lege herz sau", "lege Herz Sau", "lege sau herz", "herz sau",
                                  "lege herz daus", "lege h sau"])
def test_sau_and_daus_name_the_ass_in_66(text):
    g = deal("66", DUTY["hands"], DUTY["trump"], DUTY["talon"])
    assert g.act(0, text)[0]["card"] == "herz ass"


@pytest.mark.parametrize("text", ["ge-elfen eichel sau", "andere alte eichel sau",
                                  "ge-elfen eichel daus"])
def test_sau_and_daus_name_the_ass_in_gaigel(text):
    g = gaigel_game("gaigel4", OPEN)
    g.act(0, text)
    assert g.log[-1][1].endswith("eichel ass")


def test_a_rank_named_by_s_alone_is_ambiguous_sau_or_sieben():
    g = gaigel_game("gaigel4", OPEN)
    with pytest.raises(IllegalMove, match="„s“ ist mehrdeutig"):
        g.act(0, "ge-elfen eichel s")
