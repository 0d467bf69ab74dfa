"""End to end over telnet: one player and three computer players play Gaigel to its settlement."""

import re

import pytest

from tests.harness.player import go_to, play_first_card, play_game

pytestmark = pytest.mark.server

OPENINGS = ("lege", "höher hat", "ge-elfen", "andere alte")


def test_gaigel_for_four_runs_to_its_settlement(players):
    client = players("Bernd", "Kartenglück-2")
    go_to(client, "besenwirtschaft")
    client.command("setzen", "Platz 1")
    client.send("auffüllen")
    client.send("spiel")
    play_game(client, lambda hand: play_first_card(client, "Bernd", hand, openings=OPENINGS))
    settlement = client.read_until("Stand der Partie (Striche):", timeout=30)
    assert re.search(r"Strich", settlement)
