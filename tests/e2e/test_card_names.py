"""End to end over telnet: with `kartennamen französisch` a player types and reads
French card names through a whole game of 66, its settlement included."""

import re

import pytest

from tests.e2e.test_play66 import HAND, login, next_line

pytestmark = pytest.mark.server

LABEL = re.compile(r"\d+[ *](Kreuz|Pik|Herz|Karo)-(\S+)")
#: German card words; „Herr Ober“ is the waiter a guest calls in the Kaffeehaus, not a card.
GERMAN_ONLY = re.compile(r"\b(Eichel|Laub|Schellen|(?<!Herr )Ober|Unter|eichel|laub|schellen)\b|-[OU]\b")


def test_a_french_reader_plays_and_reads_a_whole_game_in_french(game_server):
    client = login(game_server.ports["telnet"], "Chiara", "Pik-Dame-Karo-7")
    client.command("kartennamen französisch", "französisch")
    client.command("kaffeehaus", "Du siehst:")
    client.read_until("\n")
    client.command("setzen", "Platz 1")
    client.command("einladen Hofrat Pospischil", "Platz 2")
    client.send("spiel bis 3")
    seen = []
    for _ in range(60):
        marker, text = client.expect("Du bist am Zug.", "Abrechnung:", timeout=90)
        seen.append(text)
        if marker == "Abrechnung:":
            seen.append(client.read_until("Stand der Partie", timeout=30))
            break
        for suit, rank in LABEL.findall(HAND.findall(text)[-1]):
            client.send(f"lege {suit.lower()} {rank.lower()}")  # `lege pik d`
            answer = next_line(client)
            seen.append(answer)
            if "Chiara legt " in answer:
                break
        else:
            raise AssertionError("no card of the hand was accepted:\n" + "".join(seen))
    else:
        raise AssertionError("the game did not end")
    client.send("aufgeben")  # the match may already be over (a game of 3 points)
    marker, _ = client.expect("(j/n)", "Du spielst hier gerade keine Partie.", timeout=30)
    if marker == "(j/n)":
        client.command("j", "Die Partie ist aus.")
    client.command("aufstehen", "Du stehst")  # the table is free for the next test
    client.close()
    text = "".join(seen)
    assert "Chiara legt " in text and "Spielende: " in text and "Trumpf ist" in text
    assert not GERMAN_ONLY.search(text), GERMAN_ONLY.search(text)
