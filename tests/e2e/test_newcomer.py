"""
End to end over telnet: a newcomer's first hour, read line by line.

Neuling makes an account, looks around, walks to both rooms and back by their
names and by the direction the texts name (`süden`; Otto watches the comings and
goings), writes Otto a `nachricht` and reads the answer, asks `wo` who plays where,
reads the rules through the pager and the
help, plays a few cards against Ferdl with `lege <farbe> <wert>`, watches
Otto's game, leaves and comes back, plays again and says goodbye. Nothing a
player reads may be English, and no line may reach the newcomer twice in a row.
"""

import re

import pytest

from tests.harness.player import HAND, SCREEN, TURN, expect_turn, sit_with
from tests.harness.telnet import TelnetClient

pytestmark = pytest.mark.server

#: English a player must never read (names of the game are German).
FORBIDDEN = ["is leaving", "arrives", "heading for", "Page", "next", "previous", "Command",
             "You ", "help", "not found", "quit", "Usage", "Exited", "Could not", "Maybe you",
             "Type ", "Sorry", "password"]
CARD = re.compile(r"(\d+) (\S+)-(\S+)")
RANK_WORDS = {"A": "ass", "10": "10", "K": "könig", "O": "ober", "U": "unter", "9": "9"}


class Player(TelnetClient):
    """A telnet client that keeps everything it read."""

    def __init__(self, port):
        super().__init__(port, timeout=60)
        self.seen = []

    def expect(self, *markers, timeout=None):
        marker, text = super().expect(*markers, timeout=timeout)
        self.seen.append(text)
        return marker, text

    def transcript(self):
        return "".join(self.seen) + self.buffer


def suit_form(hand_line):
    """`lege eichel ober` for the first card of "Deine Karten: 1 Eichel-O  2 ..."."""
    _, suit, rank = CARD.findall(hand_line)[0]
    return f"lege {suit.lower()} {RANK_WORDS[rank]}", f"{suit} "


def play_cards(player, name, turns=3):
    """Play up to `turns` cards with the suit form; return how many were played."""
    played = 0
    for _ in range(turns):
        marker, text = expect_turn(player, "Partie ist aus", "Spiel ist aus",
                                     timeout=60)
        if marker != TURN:
            break
        command, suit = suit_form(HAND.findall(text)[-1])
        answer = player.command(command, "Du legst ")  # the own card in the second person
        answer += player.read_until("\n")
        assert suit in answer.splitlines()[-1], (command, answer)
        played += 1
    return played


def give_up(player):
    """`aufgeben`, confirmed if the table asks; a match that a Schwarz (3 points in a
    match to 3) already ended needs nothing."""
    player.send("aufgeben")
    marker, _ = player.expect("Partie auf", "wirklich aufgeben?", "gerade keine Partie",
                              timeout=30)
    if marker == "wirklich aufgeben?":
        player.command("ja", "Partie auf")


def doubled_lines(text):
    lines = [line.strip() for line in text.splitlines()]
    return [a for a, b in zip(lines, lines[1:]) if a and a == b]


def test_a_newcomers_first_hour_reads_german_and_never_doubles(game_server, players, tmp_path):
    port = game_server.ports["telnet"]
    otto = players("Otto", "Kartenglück-Otto-1", client=Player(port))
    neu = players("Neuling", "Kartenglück-Neu-2", client=Player(port))

    assert "Am Wegkreuz" in neu.command("l", "Ausgänge:")
    assert "Am Wegkreuz" in neu.command("look", "Ausgänge:")
    assert "Kaffeehaus von Sarasande – Osten" in neu.command("schau wegweiser", "Eichel gemalt.")

    neu.command("kaffeehaus", "Du siehst:")
    otto.read_until("Neuling geht ins Kaffeehaus von Sarasande.")
    neu.command("schau marmortische", "Marmorplatte")
    neu.command("wegkreuz", "Ausgänge:")
    assert "Besenwirtschaft" in neu.command("süden", "Du siehst:")
    neu.command("wegkreuz", "Ausgänge:")
    otto.read_until("Neuling kommt aus der Besenwirtschaft.")
    neu.command("Am Wegkreuz", "Du bist schon am Wegkreuz.")
    neu.command("kaffeehaus", "Du siehst:")

    neu.command("nachricht Otto = Spielst du mit?", "Du schreibst Otto: Spielst du mit?")
    otto.read_until("Nachricht von Neuling: Spielst du mit?")
    otto.command("antworte Gleich, erst lies die Regeln!", "Du schreibst Neuling:")
    neu.read_until("Nachricht von Otto: Gleich, erst lies die Regeln!")
    otto.command("freund Neuling", "Du fragst Neuling, ob ihr Freunde sein wollt.")
    neu.read_until("Otto möchte mit dir befreundet sein")
    neu.command("freund ja Otto", "Otto und du seid jetzt Freunde")
    where = neu.command("wo", "Verbunden sind")
    where += neu.read_until("Otto – ") + neu.read_until("\n")
    assert "66-Kartenspiel" in where and "Otto – am Wegkreuz" in where, where

    page = neu.command("lies regeln", "Seite 1/")
    assert "Sechsundsechzig" in page
    neu.read_until("\n")
    neu.command("", "klassisch und nach Sarasander Art")
    neu.command("hilfe", "Spiel und Welt")
    neu.command("hilfe schau", "Benutzung")
    neu.command("xyzzy", "kenne ich nicht")

    assert "Ferdl nimmt" in sit_with(neu, "Ferdl", room=None)
    neu.send("spiel bis 3")
    assert play_cards(neu, "Neuling") >= 1
    give_up(neu)
    neu.command("aufstehen", "Du stehst")

    otto.command("kaffeehaus", "Du siehst:")
    neu.read_until("Otto kommt vom Wegkreuz.")
    assert "Fräulein Mizzi nimmt" in sit_with(otto, "Mizzi", room=None)
    neu.command("zuschauen", "Du schaust")
    otto.send("spiel bis 3")
    neu.read_until("Eine Partie Sechsundsechzig beginnt")
    assert play_cards(otto, "Otto", turns=1) == 1
    neu.read_until("Otto legt ")
    give_up(otto)
    neu.read_until("Otto gibt die Partie auf")
    otto.command("aufstehen", "Du stehst")

    neu.command("wegkreuz", "Ausgänge:")
    assert "Ferdl nimmt" in sit_with(neu, "Ferdl")
    neu.send("spiel bis 3")
    assert play_cards(neu, "Neuling", turns=2) >= 1
    give_up(neu)

    neu.send("ende")
    neu.read_until("bis bald am Kartentisch", timeout=20)
    neu.expect("\n", timeout=5)
    back = Player(port)
    back.read_until(SCREEN)
    assert "Kaffeehaus von Sarasande" in back.command("connect Neuling Kartenglück-Neu-2",
                                                       "Ausgänge:")
    otto.read_until("Neuling hat das Spiel betreten.")  # the room's greeting, no second news
    back.command("l", "Du siehst:")
    back.send("ende")
    back.read_until("bis bald am Kartentisch", timeout=20)

    for name, player in (("neuling", neu), ("wieder", back), ("otto", otto)):
        text = player.transcript()
        (tmp_path / f"{name}.txt").write_text(text)  # what each one read, kept with the test
        english = [word for word in FORBIDDEN if word in text]
        assert not english, (english, text[-3000:])
        assert not doubled_lines(text), (doubled_lines(text), text[-3000:])
    for player in (otto,):
        player.close()
