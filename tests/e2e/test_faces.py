"""
End to end over telnet: the table's text faces as a player reads them.

A player who says `bildschirmleser` (Evennia's SCREENREADER option) reads the
table linear: a numbered hand, cards in words, no colours or symbols; a
player in the default face gets the playable cards as plain labels (this
client speaks no MXP) and one line per move.
"""

import re

import pytest

from tests.harness.player import TURN, login, next_line

pytestmark = pytest.mark.server

NOT_SPOKEN = re.compile(r"[\u2500-\u259f\u2190-\u21ff*·•–—|]")


def test_a_screen_reader_user_plays_a_trick_in_linear_text(game_server):
    client = login(game_server.ports["telnet"], "Lenka", "Kartenglück-31")
    client.command("bildschirmleser", "Ausgabe für Bildschirmleser: ein.")
    client.command("kaffeehaus", "Du siehst:")
    client.read_until("\n")
    client.command("setzen", "Platz 1")
    client.command("einladen Ferdl", "Platz 2")
    client.send("spiel bis 3")
    seen = client.read_until(TURN, timeout=90) + client.read_until("\n")
    numbered = re.findall(r"^(\d+): (\w+) (\w+)\.", seen, re.M)
    assert numbered and numbered[0][0] == "1"
    for number in range(1, len(numbered) + 1):
        client.send(f"lege {number}")
        answer = next_line(client)
        seen += answer
        if "Du legst " in answer:
            break
    seen += client.expect("nimmt den Stich", "nimmst den Stich",  # Ferdl's or one's own
                          timeout=90)[1] + client.read_until("\n")
    assert not NOT_SPOKEN.search(seen), NOT_SPOKEN.search(seen)
    assert not re.search(r"\b(Eichel|Laub|Herz|Schellen)-", seen)
    client.send("aufgeben")
    client.command("j", "Die Partie ist aus.")
    client.command("aufstehen", "Du stehst")
    client.close()


def test_without_mxp_the_links_are_plain_card_labels(game_server):
    client = login(game_server.ports["telnet"], "Mara", "Kartenglück-32")
    client.command("kaffeehaus", "Du siehst:")
    client.read_until("\n")
    client.command("setzen", "Platz 1")
    client.command("einladen Ferdl", "Platz 2")
    client.send("spiel bis 3")
    text = client.read_until(TURN, timeout=90) + client.read_until("\n")
    assert "|l" not in text and "lege " not in text.split("Deine Karten:")[-1]
    assert re.search(r"Deine Karten: 1 \S+-\S+", text)
    client.send("aufgeben")
    client.command("j", "Die Partie ist aus.")
    client.command("aufstehen", "Du stehst")
    client.close()
