"""
End to end over telnet: a scripted player plays 66 against a computer player,
choosing each move from what the screen shows; the game survives `reload`
and a killed server.
"""

import re

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import current_hand, login, play_match, sit_with

pytestmark = pytest.mark.server


def test_whole_66_match_against_a_computer_player_updates_the_records(game_server, players):
    admin = players(*game_server.admin, create=False)
    client = players("Anna", "Kartenglück-1")
    listener = players("Berta", "Kartenglück-2")
    # Anna is one point short of Profi: her first game makes her one
    admin.send('py me.search("Anna", global_search=True).db.cardrecords = '
               '{"66": {"experience": 799}}')
    admin.command("rang Anna", "bis Profi fehlt 1")
    sit_with(client, "Ferdl")
    client.send("spiel bis 3")
    text = play_match(client, "Anna")
    assert "Eine Partie Sechsundsechzig beginnt" in text
    assert "Abrechnung" in text and "Stand der Partie" in text
    assert re.search(r"Es gewinnt (Anna|Ferdl)!", text)
    # a match won in its first game (3 points at once) books the records as it ends, so
    # the rank line may come just after "Die Partie ist aus."
    if "Du steigst auf: Profi im 66." not in text:
        text += client.read_until("Du steigst auf: Profi im 66.", timeout=20)
    assert "Du steigst auf: Profi im 66." in text
    listener.read_until("Anna ist im 66 zum Profi aufgestiegen")

    bilanz = client.command("bilanz", "Deine Bilanz") + client.read_until("Rang")
    bilanz += client.read_until("\n")
    partien = re.search(r"Partien\s*\|?\s*(\d+)", bilanz)
    assert partien and partien.group(1) == "1", bilanz
    assert "Profi" in bilanz
    client.command("bestenliste", "Bestenliste 66")
    board = client.read_until("von ")  # the list itself, not what came before it
    assert "nur Menschen" in board and "Anna" in board and "Ferdl" not in board
    assert "Du stehst auf Platz" in board
    client.command("bestenliste alle", "Bestenliste 66")
    board = client.read_until("von ")
    assert "Anna" in board and "Ferdl" in board and "Du stehst auf Platz" in board
    client.command("rang", "66: Profi")
    client.command("aufstehen", "Du stehst")


@pytest.fixture
def private_server(tmp_path, migrated_db):
    with GameServer.running(tmp_path / "server", migrated_db) as server:
        yield server


def test_reload_restart_and_killed_server_resume_the_same_game(private_server):
    port = private_server.ports["telnet"]
    admin = login(port, *private_server.admin, create=False)
    sit_with(admin, "Mizzi")
    admin.send("spiel")
    admin.read_until("Du bist am Zug", timeout=60)
    admin.command("lege 1", "Du legst ")
    admin.read_until("Du bist am Zug", timeout=60)
    before = current_hand(admin)

    admin.send("reload")
    admin.read_until("neu gestartet", timeout=90)
    assert current_hand(admin) == before
    admin.close()

    private_server.stop()  # a full stop and start
    private_server.start()
    client = login(port, *private_server.admin, create=False)
    assert current_hand(client) == before
    client.close()

    private_server.kill()  # a crash
    private_server.start()
    client = login(port, *private_server.admin, create=False)
    assert current_hand(client) == before
    client.close()
