"""
End to end over telnet: a builder digs a room and furnishes it with a Gaigel
table and a computer player; a player (who may not build) plays a game of
Gaigel zu zweit there to its settlement; the builder removes the table
mid-match after confirming, and the player is told.
"""

import pytest

from tests.e2e.test_gaigel import OPENINGS
from tests.e2e.test_play66 import HAND, cards_in, login, next_line

pytestmark = pytest.mark.server


def furnish(admin):
    """The builder digs `Hinterzimmer` off the start room and furnishes it."""
    admin.send("tel #2")
    admin.command("look", "Am Wegkreuz")
    admin.command("dig Hinterzimmer = hinterzimmer, wegkreuz", "Hinterzimmer")
    admin.command("hinterzimmer", "Ausgänge:")
    admin.command("hilfe aufstellen", "aufstellen <spielart>")
    admin.command("aufstellen gaigel zu zweit = Ecktisch", "Aufgestellt: Ecktisch")
    admin.command("kartenspieler Berta = leicht gaigel Eine Dame mit Strickzeug.",
                  "Erschaffen: Berta")
    text = admin.command("einrichtung", "Computerspieler:") + admin.read_until("\n  Berta")
    assert "Ecktisch (#" in text and "Gaigel zu zweit; Plätze 0/2; keine Partie." in text


def play_card(client, name, hand):
    """Try each card of the hand with each opening until the table takes one."""
    answers = []
    for number in range(1, cards_in(hand) + 1):
        for verb in OPENINGS:
            client.send(f"{verb} {number}")
            answers.append(next_line(client))
            if f"{name} legt" in answers[-1] or f"{name} eröffnet" in answers[-1]:
                return
    raise AssertionError("no card was accepted:\n" + "".join(answers))


def play_one_game(client, name):
    """Play every turn up to the settlement of the first game; return what was seen."""
    seen = []
    for _ in range(100):
        marker, text = client.expect("Du bist am Zug.", "Abrechnung", timeout=90)
        seen.append(text)
        if marker == "Abrechnung":
            return "".join(seen) + client.read_until("Stand der Partie (Striche):", timeout=30)
        play_card(client, name, HAND.findall(text)[-1])
    raise AssertionError("the game did not end")


def test_builder_furnishes_a_room_and_a_player_plays_gaigel_there(game_server):
    port = game_server.ports["telnet"]
    admin = login(port, *game_server.admin, create=False)
    furnish(admin)

    player = login(port, "Clara", "Kartenglück-3")
    player.command("aufstellen gaigel", "„aufstellen gaigel“ kenne ich nicht.")
    player.command("abbauen Ecktisch", "„abbauen Ecktisch“ kenne ich nicht.")
    player.command("hilfe aufstellen", "Zu „aufstellen“ gibt es keine Hilfe.")
    player.command("hinterzimmer", "Ecktisch")
    player.command("setzen", "Platz 1")
    player.command("einladen Berta", "Platz 2")
    player.send("spiel")
    text = play_one_game(player, "Clara")
    assert "Eine Partie Gaigel zu zweit beginnt" in text and "Strich" in text

    admin.command("abbauen Ecktisch", "Am Ecktisch läuft eine Partie")
    admin.command("ja", f"{game_server.admin[0]} baut den Ecktisch ab.")
    player.read_until("Der Ecktisch wird abgebaut; die Partie endet ohne Wertung.")
    admin.command("abbauen Berta", "Berta verabschiedet sich und geht.")
    admin.command("wegkreuz", "Am Wegkreuz")  # where other tests expect the admin
    player.close()
    admin.close()
