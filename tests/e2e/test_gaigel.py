"""End to end over telnet: one player and three computer players play Gaigel to its settlement."""

import re

import pytest

from tests.e2e.test_play66 import HAND, cards_in, login, next_line

pytestmark = pytest.mark.server

OPENINGS = ("lege", "höher hat", "ge-elfen", "andere alte")


def test_gaigel_for_four_runs_to_its_settlement(game_server):
    client = login(game_server.ports["telnet"], "Bernd", "Kartenglück-2")
    client.command("besenwirtschaft", "Du siehst:")
    client.read_until("\n")
    client.command("setzen", "Platz 1")
    client.send("auffüllen")
    client.send("spiel")
    seen = []
    for _ in range(200):
        marker, text = client.expect("Du bist am Zug.", "Abrechnung", timeout=90)
        seen.append(text)
        if marker == "Abrechnung":
            break
        hand = HAND.findall(text)[-1]
        played = False
        for number in range(1, cards_in(hand) + 1):
            for verb in OPENINGS:
                client.send(f"{verb} {number}")
                answer = next_line(client)
                seen.append(answer)
                if "Bernd legt" in answer or "Bernd eröffnet" in answer:
                    played = True
                    break
            if played:
                break
        assert played, "no card of the hand was accepted:\n" + "".join(seen[-10:])
    else:
        raise AssertionError("the game did not end")
    settlement = client.read_until("Stand der Partie (Striche):", timeout=30)
    assert re.search(r"Strich", settlement)
    client.close()
