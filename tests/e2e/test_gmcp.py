"""End to end over telnet with GMCP: a client that asked for `Kartenrunde`
gets `Kartenrunde.Tisch` and plays a whole game of 66 against a computer
player, choosing its moves only from the state (playable cards, actions);
every state is checked against the text sent just before it
(tests/harness/statecheck.py), in French card names."""

import re

import pytest

from tests.harness.gmcp import GmcpClient
from tests.harness.statecheck import StateChecker
from tests.harness.player import sit_with

pytestmark = pytest.mark.server

FRENCH_ONLY = {"Kreuz", "Pik", "Karo", "Dame", "Bube"}


def gmcp_player(players, name, password, packages=("Kartenrunde 1",)):
    """A player logged in with a GMCP client that asked for `packages`."""
    client = GmcpClient(players.port, packages=packages, timeout=60)
    return players(name, password, client=client)


def test_gmcp_client_plays_a_whole_66_game_from_the_state_and_every_state_matches_the_text(
        players):
    client = gmcp_player(players, "Gmcpia", "Kartenglück-7")
    assert client.negotiated
    client.command("kartennamen französisch", "französisch")  # labels in the reader's names
    client.command("anzeige lang", "ausführlich")  # the checker reads the fuller table block
    sit_with(client, "Ferdl")
    checker = StateChecker("französisch")
    offset, result, states = len(client.transcript), None, 0
    client.send("spiel bis 7")  # a whole game; the match goes on after it
    for package, data, at in client.messages(timeout=90):
        if package == "Kartenrunde.Ergebnis":
            result = (data, client.transcript[offset:at])
        if package != "Kartenrunde.Tisch":
            continue
        checker.check(data, client.transcript[offset:at])
        offset, states = at, states + 1
        assert data["game"] == "66" and data["seat"] == 0
        assert data["seats"][1]["name"] == "Ferdl" and data["seats"][1]["computer"]
        if result:  # the state after the settlement: the new score, the Abrechnung waits
            assert sum(p["score"] for p in data["score"]["parties"]) > 0, data["score"]
            waits = data["abrechnung"]
            assert waits["wartet_auf"] == ["Gmcpia"] and waits["pause"] is False, data
            assert waits["sekunden"] is None or waits["sekunden"] > 0, data
            break
        if data["my_turn"]:
            client.send(choose(data))
    assert result, "the game did not end:\n" + client.transcript[-3000:]
    settlement, text = result
    assert settlement["game"] == "66" and settlement["names"] == ["Gmcpia", "Ferdl"]
    assert f"Spielende: {settlement['reason']}" in text, (settlement["reason"], text[-2000:])
    for line in settlement["text"].splitlines():  # the whole Abrechnung, as the text showed it
        assert re.sub(r"\|(\d{3}|[a-zA-Z])", "", line).strip() in text, line
    # every state was checked, the ones on a new deal or turn against a whole table text
    assert checker.checked == states >= 3 and checker.tables >= 2, (states, checker.tables)
    assert "Du legst " in client.transcript
    french = {word for label in checker.labels for word in label.split()} & FRENCH_ONLY
    assert french, checker.labels  # `kartennamen französisch` reached the state's labels


def choose(state):
    """A move from the state alone: a meld when offered, else the first card the
    state says is playable (its command, in the reader's card names). Never
    `genug`: offered right after a meld, it would end the game before a card is
    played (a meld counts only with a trick), which the deal decides at random."""
    for action in (a["command"] for a in state["actions"]):
        if action.startswith("melde "):
            return action
    return next(c["command"] for c in state["hand"] if c["playable"])


def test_telnet_without_asking_gets_no_table_data(players):
    client = gmcp_player(players, "Stillo", "Kartenglück-8", packages=("Char 1",))
    sit_with(client, "Mizzi")
    client.send("spiel")
    client.read_until("Du bist am Zug", timeout=90)
    assert client.negotiated
    assert not [name for name, _ in client.gmcp if name.startswith("Kartenrunde")]


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


def test_a_refused_command_comes_as_kartenrunde_abgelehnt_over_telnet(players):
    client = gmcp_player(players, "Neinsager", "Kartenglück-9")
    sit_with(client, "Mizzi")
    client.send("spiel")
    client.expect_gmcp("Kartenrunde.Tisch", timeout=90)
    client.send("lege 9")  # six cards in the hand: there is no ninth
    refusal = client.expect_gmcp("Kartenrunde.Abgelehnt", timeout=60)
    assert (refusal["command"], refusal["kind"], refusal["reason"]) == ("lege 9", "card",
                                                                        "not_in_hand")
    assert refusal["text"] == "Du hast nur 6 Karten; Karte 9 gibt es nicht."
    assert refusal["text"] in client.transcript and refusal["cards"] == []
    client.send("genug")  # before any trick or meld: refused, as data too
    refusal = client.expect_gmcp("Kartenrunde.Abgelehnt", timeout=60)
    assert (refusal["kind"], refusal["reason"]) in (("announce", "not_allowed"),
                                                    (None, "not_your_turn"))
