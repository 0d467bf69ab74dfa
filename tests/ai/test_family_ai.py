"""The computer players through the family (ai/family.py): each family object names
its players, and the generic layer (choose, hint, call_out, analysis) asks only them."""

import random
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.cardgames import ai, families
from game.cardgames.ai import analysis
from game.cardgames.ai.family import FamilyAI, players_of, players_of_family

ROOT = Path(__file__).resolve().parents[2]


def test_every_family_names_its_computer_players():
    for fam in families.FAMILIES:
        players = players_of_family(fam)
        assert isinstance(players, FamilyAI)
        assert players.unit in ("punkte", "chance") and players.mistake > 0
        assert not fam.ai.startswith("game.cardgames.") or fam.ai.startswith("game.cardgames.ai.")


def test_the_generic_layer_names_no_game():
    """No "is it Gaigel?" in the generic AI layer, the analysis or the school table."""
    for rel in ("game/cardgames/ai/__init__.py", "game/cardgames/ai/analysis.py",
                "game/cardgames/ai/family.py", "game/typeclasses/school.py"):
        code = (ROOT / rel).read_text()
        assert not re.search(r"startswith\(\s*[\"']gaigel", code), rel
        assert not re.search(r"[=!]= *[\"'](gaigel|66)[\"']|[\"'](gaigel|66)[\"'] *[=!]=", code), rel
        assert "FAMILIES" not in code and "calls_aus" not in code, rel


class EchoAI(FamilyAI):
    """A family's players for the test: they record what they were asked."""

    unit = "chance"
    mistake = 0.1

    def __init__(self):
        self.asked = []

    def decide(self, view, legal, strength, rng, share, samples):
        self.asked.append(("decide", strength))
        return legal[-1], "Weil der letzte Zug hier immer gut ist.", None

    def call_out(self, view, legal, strength, rng):
        self.asked.append(("call_out", strength))
        return "ruf" if "ruf" in legal else None

    def evaluate(self, view, legal, chosen, rng, samples):
        return {c: [1.0 if c == legal[-1] else 0.0] * 4 for c in legal}, 4


@pytest.fixture
def echo_family(monkeypatch):
    echo = EchoAI()
    fam = SimpleNamespace(name="echo", ai="tests.ai.test_family_ai", out_of_turn=("ruf",))
    monkeypatch.setitem(families.BY_NAME, "echo", fam)
    from game.cardgames.ai import family as seam
    monkeypatch.setitem(seam._LOADED, fam.ai, echo)
    return echo


def view_of(seat=0, to_act=0):
    return {"game": "echo", "seat": seat, "to_act": to_act, "sitting_out": []}


def test_choose_hint_and_call_out_ask_the_family_named_by_the_view(echo_family):
    assert players_of(view_of()) is echo_family
    assert ai.choose(view_of(), ["a", "b"], "stark", rng=random.Random(1)) == "b"
    assert ai.hint(view_of(), ["a", "b"]) == ("b", "Weil der letzte Zug hier immer gut ist.")
    assert ai.call_out(view_of(), ["a", "ruf"], "leicht") == "ruf"
    assert ai.call_out(view_of(), ["a"], "normal") is None
    # out of turn, advice names only what the family may call out of turn
    assert ai.hint(view_of(seat=1, to_act=0), ["a", "ruf"])[0] == "ruf"
    assert ai.hint(view_of(seat=1, to_act=0), ["a"]) == (None, ai.NOTHING_TO_DO)
    assert ("decide", "stark") in echo_family.asked and ("call_out", "leicht") in echo_family.asked


def test_analysis_judges_with_the_familys_evaluation_and_unit(echo_family):
    verdict = analysis.judge(view_of(), ["a", "b"], "a", random.Random(1))
    assert verdict["best"] == "b" and verdict["loss"] == 1.0 and verdict["unit"] == "chance"
    assert analysis.is_mistake(verdict, echo_family.mistake)
