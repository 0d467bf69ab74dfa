"""End to end over telnet: with `kartennamen französisch` a player types and reads
French card names through a whole game of 66, its settlement included."""

import re

import pytest

from tests.harness.player import next_line, play_game, sit_with

pytestmark = pytest.mark.server

LABEL = re.compile(r"\d+[ *](Kreuz|Pik|Herz|Karo)-(\S+)")
#: German card words; „Herr Ober“ is the waiter a guest calls in the Kaffeehaus, not a card.
GERMAN_ONLY = re.compile(r"\b(Eichel|Laub|Schellen|(?<!Herr )Ober|Unter|eichel|laub|schellen)\b|-[OU]\b")


def test_a_french_reader_plays_and_reads_a_whole_game_in_french(players):
    client = players("Chiara", "Pik-Dame-Karo-7")
    client.command("kartennamen französisch", "französisch")
    sit_with(client, "Hofrat Pospischil")
    client.send("spiel bis 3")

    def play(hand):
        """Each card of the hand by suit and rank (`lege pik d`) until one is taken."""
        answers = []
        for suit, rank in LABEL.findall(hand):
            client.send(f"lege {suit.lower()} {rank.lower()}")
            answers.append(next_line(client))
            if "Du legst " in answers[-1]:
                return answers
        raise AssertionError("no card of the hand was accepted:\n" + "".join(answers))

    text = play_game(client, play, end="Abrechnung:", max_turns=60)
    text += client.read_until("Stand der Partie", timeout=30)
    assert "Du legst " in text and "Spielende: " in text and re.search(r"Trumpf (Kreuz|Pik|Herz|Karo)", text)
    assert not GERMAN_ONLY.search(text), GERMAN_ONLY.search(text)
