"""
End to end over telnet, after a match: the whole deal in `verlauf`, the
stored games in `partien`, the analysis with its progress, and `nochmal`
dealing the same cards again.
"""

import re

import pytest

from tests.harness.player import play_match, sit_with

pytestmark = pytest.mark.server


def test_after_the_match_deal_games_analysis_and_the_same_cards_again(game_server, players):
    client = players("Greta", "Kartenglück-7")
    sit_with(client, "Ferdl")
    client.send("spiel bis 3")
    play_match(client, "Greta")

    text = client.command("verlauf", "Stapel, von oben") + client.read_until("\n")
    dealt = re.search(r"^ *Greta: (.*)", text.split("So war ausgeteilt:")[-1], re.M).group(1).strip()
    assert "So war ausgeteilt:" in text and "Trumpf aufgedeckt:" in text

    text = client.command("partien", "analyse <nummer>")
    assert "Deine letzten Spiele" in text and "  1. " in text and "gegen Ferdl" in text

    client.send("analyse")
    text = client.read_until("Stich  dein Zug", timeout=300) + client.read_until("\n")
    assert "Der starke Computerspieler geht dein Spiel durch" in text
    assert "Entscheidung" in text and "Traceback" not in text

    text = client.command("nochmal", "zählt nicht")
    assert "Nochmal dieselben Karten (Greta, Ferdl" in text
    assert "setzt sich wieder dazu" not in text  # Ferdl stayed seated for Greta alone
    hand = client.command("hand", "Deine Karten:") + client.read_until("\n")
    shown = re.findall(r"\d ([^ ]+-[^ \n]+)", hand.split("Deine Karten:")[-1])
    assert ", ".join(shown) == dealt
