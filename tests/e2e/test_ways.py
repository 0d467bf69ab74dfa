"""
End to end over telnet: a newcomer finds the way by the words the room texts use
(`süden`, `norden`, `sueden`, a direction without a way, `westen`), reaches a station
by its first word (`zollhaus`, `stadttor`), and after a station's Abrechnung `weiter`
starts the next game: no "welches meinst du?", no exit, nothing English.
"""

import pytest

from tests.harness.player import WEITER, play_first_card, play_game

pytestmark = pytest.mark.server

FORBIDDEN = ["exit to", "passt auf mehrere", "You ", "Could not", "Traceback", "kenne ich nicht"]


def test_the_ways_the_texts_name_and_weiter_at_a_station(game_server, players):
    client = players("Wigbert", "Wegweiser-Wigbert-7")
    seen = [client.command("süden", "Du siehst:")]
    assert "Besenwirtschaft" in seen[-1]
    seen.append(client.command("norden", "Ausgänge:") + client.read_until("\n"))
    assert "Am Wegkreuz" in seen[-1] and "Besenwirtschaft (Süden)" in seen[-1]
    seen.append(client.command("norden", "Von hier aus geht es") + client.read_until("\n"))
    assert "Nach Norden geht es hier nicht weiter." in seen[-1]
    assert "nach Süden in die Besenwirtschaft" in seen[-1]
    seen.append(client.command("sueden", "Du siehst:"))
    seen.append(client.command("n", "Ausgänge:"))
    seen.append(client.command("westen", "Ausgänge:") + client.read_until("\n"))
    assert "Zollhaus an der Brücke (Westen)" in seen[-1]
    seen.append(client.command("zollhaus", "Ausgänge:"))
    assert "Zollhaus an der Brücke" in seen[-1]
    seen.append(client.command("stadttor", "Du siehst:") + client.read_until("\n"))
    assert "Stadttor von Sarasande" in seen[-1]

    seen.append(client.command("setzen", "(Platz 1)"))
    seen.append(client.command("auffüllen", "Torwächter Balthasar setzt sich"))
    said_weiter = False
    for _ in range(4):  # a game worth 3 ends the station's match at once: then play again
        seen.append(client.command("spiel", "Eine Partie Sechsundsechzig beginnt"))
        seen.append(play_game(client, lambda hand: play_first_card(client, "Wigbert", hand),
                              end="Abrechnung", timeout=90))
        marker, text = client.expect(WEITER, "Die Partie ist aus", timeout=60)
        seen.append(text)
        if marker == WEITER:  # the match goes on: `weiter` is the table's
            seen.append(client.command("weiter", "Neues Spiel", timeout=60))
            said_weiter = True
            break
        seen.append(client.read_until("\n"))
        # the match is over: the station's player stood up, as the table says
        seen.append(client.command("auffüllen", "Torwächter Balthasar setzt sich"))
    assert said_weiter, "no game of four left the station's match open"
    joined = "".join(seen)
    for word in FORBIDDEN:
        assert word not in joined, (word, joined[-3000:])
