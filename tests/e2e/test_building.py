"""
End to end over telnet: a builder digs a room and furnishes it with a Gaigel
table and a computer player; a player (who may not build) plays a game of
Gaigel zu zweit there to its settlement; the builder removes the table
mid-match after confirming, and the player is told.
"""

import pytest

from tests.e2e.test_gaigel import OPENINGS
from tests.harness.player import play_first_card, play_game, sit_with

pytestmark = pytest.mark.server

#: the builder's computer player: a name no test's account takes (`Berta` is one)
NPC = "Walburga"


def furnish(admin):
    """The builder digs `Hinterzimmer` off the start room and furnishes it."""
    admin.send("tel #2")
    admin.command("look", "Am Wegkreuz")
    admin.command("dig Hinterzimmer = hinterzimmer, wegkreuz", "Hinterzimmer")
    admin.command("hinterzimmer", "Ausgänge:")
    admin.command("hilfe aufstellen", "aufstellen <spielart>")
    admin.command("aufstellen gaigel zu zweit = Ecktisch", "Aufgestellt: Ecktisch")
    admin.command(f"kartenspieler {NPC} = leicht gaigel Eine Dame mit Strickzeug.",
                  f"Erschaffen: {NPC}")
    text = admin.command("einrichtung", "Computerspieler:") + admin.read_until(f"\n  {NPC}")
    assert "Ecktisch (#" in text and "Gaigel zu zweit; Plätze 0/2; keine Partie." in text


def play_one_game(client, name):
    """Play every turn up to the settlement of the first game; return what was seen."""
    text = play_game(client, lambda hand: play_first_card(client, name, hand, OPENINGS),
                     max_turns=100)
    return text + client.read_until("Stand der Partie (Striche):", timeout=30)


def test_builder_furnishes_a_room_and_a_player_plays_gaigel_there(game_server, players):
    admin = players(*game_server.admin, create=False)
    furnish(admin)

    player = players("Clara", "Kartenglück-3")
    player.command("aufstellen gaigel", "„aufstellen gaigel“ kenne ich nicht.")
    player.command("abbauen Ecktisch", "„abbauen Ecktisch“ kenne ich nicht.")
    player.command("hilfe aufstellen", "Zu „aufstellen“ gibt es keine Hilfe.")
    player.command("hinterzimmer", "Ecktisch")
    sit_with(player, NPC, room=None)
    player.send("spiel")
    text = play_one_game(player, "Clara")
    assert "Eine Partie Gaigel zu zweit beginnt" in text and "Strich" in text

    admin.command("abbauen Ecktisch", "Am Ecktisch läuft eine Partie")
    admin.command("ja", f"{game_server.admin[0]} baut den Ecktisch ab.")
    player.read_until("Der Ecktisch wird abgebaut; die Partie endet ohne Wertung.")
    admin.command(f"abbauen {NPC}", f"{NPC} verabschiedet sich und geht.")
    admin.command("wegkreuz", "Am Wegkreuz")  # where other tests expect the admin
