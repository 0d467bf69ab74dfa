"""
End to end over telnet: a scripted player plays 66 against a computer player,
choosing each move from what the screen shows; the game survives `reload`
and a killed server.
"""

import re

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.telnet import TelnetClient

pytestmark = pytest.mark.server

HAND = re.compile(r"Deine Karten: (.*)")


def login(port, name, password, create=True):
    client = TelnetClient(port, timeout=60)
    client.read_until("connect <name> <passwort>")
    if create:
        client.command(f"create {name} {password}", "[J]/N")
        client.command("y", f"connect {name}")
    client.command(f"connect {name} {password}", "Ausgänge:")
    client.read_until("\n")
    return client


def sit_with(client, npc):
    client.command("kaffeehaus", "Du siehst:")
    client.read_until("\n")
    client.command("setzen", "Platz 1")
    client.command(f"einladen {npc}", "Platz 2")


def cards_in(line):
    return len(re.findall(r"\b\d+ \S+-\S+", line))


def next_line(client):
    """The next non-empty line that is not table talk."""
    while True:
        line = client.read_until("\n", timeout=30)
        if line.strip() and " sagt: " not in line:
            return line


def play_match(client, name, max_turns=500):
    """Answer every 'Du bist am Zug' with the first card the table accepts;
    return everything the player saw once the match is over."""
    seen = []
    for _ in range(max_turns):
        marker, text = client.expect("Du bist am Zug.", "Die Partie ist aus.", timeout=60)
        seen.append(text)
        if marker == "Die Partie ist aus.":
            seen.append(client.read_until("\n"))
            return "".join(seen)
        hand = HAND.findall(text)[-1]
        for number in range(1, cards_in(hand) + 1):
            client.send(f"lege {number}")
            answer = next_line(client)
            seen.append(answer)
            if f"{name} legt " in answer:
                break
    raise AssertionError("the match did not end")


def test_whole_66_match_against_a_computer_player_updates_the_records(game_server):
    port = game_server.ports["telnet"]
    admin = login(port, *game_server.admin, create=False)
    client = login(port, "Anna", "Kartenglück-1")
    listener = login(port, "Berta", "Kartenglück-2")
    # Anna is one point short of Profi: her first game makes her one
    admin.send('py me.search("Anna", global_search=True).db.cardrecords = '
               '{"66": {"experience": 799}}')
    admin.command("rang Anna", "bis Profi fehlen 1")
    sit_with(client, "Ferdl")
    client.send("spiel bis 3")
    text = play_match(client, "Anna")
    assert "Eine Partie Sechsundsechzig beginnt" in text
    assert "Abrechnung" in text and "Stand der Partie" in text
    assert re.search(r"Es gewinnt (Anna|Ferdl)!", text)
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
    for telnet in (client, listener, admin):
        telnet.close()


@pytest.fixture
def private_server(tmp_path, migrated_db):
    server = GameServer(tmp_path / "server")
    server.use_database(migrated_db)
    server.start()
    yield server
    server.stop()


def current_hand(client):
    return HAND.findall(client.command("hand", "Deine Karten:") + client.read_until("\n"))[-1]


def test_reload_restart_and_killed_server_resume_the_same_game(private_server):
    port = private_server.ports["telnet"]
    admin = login(port, *private_server.admin, create=False)
    admin.command("kaffeehaus", "Du siehst:")
    admin.read_until("\n")
    admin.command("setzen", "Platz 1")
    admin.command("einladen Mizzi", "Platz 2")
    admin.send("spiel")
    admin.read_until("Du bist am Zug.", timeout=60)
    admin.command("lege 1", " legt ")
    admin.read_until("Du bist am Zug.", timeout=60)
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
