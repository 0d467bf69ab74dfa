"""End to end over telnet with GMCP: a client that asked for `Kartenrunde`
gets `Kartenrunde.Tisch` and plays 66 against a computer player choosing its
moves only from the state's playable cards."""

import re

import pytest

from tests.harness.gmcp import GmcpClient

pytestmark = pytest.mark.server


def login(port, name, password, packages=("Kartenrunde 1",)):
    client = GmcpClient(port, packages=packages, timeout=60)
    client.read_until("connect <name> <passwort>")
    client.command(f"create {name} {password}", "[J]/N")
    client.command("y", f"connect {name}")
    client.command(f"connect {name} {password}", "Ausgänge:")
    client.read_until("\n")
    return client


def test_gmcp_client_plays_66_from_the_table_state(game_server):
    port = game_server.ports["telnet"]
    client = login(port, "Gmcpia", "Kartenglück-7")
    assert client.negotiated
    client.command("kaffeehaus", "Du siehst:")
    client.read_until("\n")
    client.command("setzen", "Platz 1")
    client.command("einladen Ferdl", "Platz 2")
    client.send("spiel")
    played = 0
    while played < 4:
        state = client.expect_gmcp("Kartenrunde.Tisch", lambda s: s["my_turn"], timeout=90)
        assert state["game"] == "66" and state["seat"] == 0
        assert state["seats"][1]["name"] == "Ferdl" and state["seats"][1]["computer"]
        assert all(set(card) >= {"card", "label", "number", "playable"} for card in state["hand"])
        # the same hand the text shows, in the same order
        text = client.read_until("Du bist am Zug.", timeout=60)
        hand_line = re.findall(r"Deine Karten: (.*)", text)[-1]
        shown = re.findall(r"\b(\d+) ?\*? ?(\S+)-(\S+)", hand_line)
        assert [int(n) for n, _, _ in shown] == [c["number"] for c in state["hand"]]
        assert [s for _, s, _ in shown] == [c["label"].split()[0] for c in state["hand"]]
        card = next(c for c in state["hand"] if c["playable"])
        client.send(card["command"])
        client.read_until(f"Gmcpia legt {card['label']}", timeout=30)
        played += 1
    client.command("aufgeben", "(j/n)")
    client.command("j", "Die Partie ist aus.", timeout=30)
    client.command("aufstehen", "Du stehst")
    client.close()


def test_telnet_without_asking_gets_no_table_data(game_server):
    port = game_server.ports["telnet"]
    client = login(port, "Stillo", "Kartenglück-8", packages=("Char 1",))
    client.command("kaffeehaus", "Du siehst:")
    client.command("setzen", "Platz 1")
    client.command("einladen Mizzi", "Platz 2")
    client.send("spiel")
    client.read_until("Du bist am Zug.", timeout=90)
    assert client.negotiated
    assert not [name for name, _ in client.gmcp if name.startswith("Kartenrunde")]
    client.command("aufgeben", "(j/n)")
    client.command("j", "Die Partie ist aus.", timeout=30)
    client.command("aufstehen", "Du stehst")
    client.close()


@pytest.mark.parametrize("accept", [True, False])
def test_charset_offers_utf8_and_umlauts_come_through_either_way(game_server, accept):
    port = game_server.ports["telnet"]
    client = GmcpClient(port, charset=accept, timeout=60)
    client.read_until("connect <name> <passwort>")
    if accept:
        assert client.charset_requests == [b"\x01 UTF-8"]
    else:
        assert client.charset_requests == []  # refused: no offer follows
    name = "Umlauta" if accept else "Umlautb"
    client.command(f"create {name} Kartenglück-9", "[J]/N")
    client.command("y", f"connect {name}")
    client.command(f"connect {name} Kartenglück-9", "Ausgänge:")
    client.command("besenwirtschaft", "Du siehst:")
    client.close()
