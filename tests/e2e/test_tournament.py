"""End to end over telnet: two people and two computer players play a Swiss
tournament of two rounds in the Turniersaal, each board called to its table and
played to its end, the server process killed (SIGKILL) in the middle of round 2
and back by itself, to the winner's announcement on the Kurier; the standings
with the Buchholz; `Kartenrunde.Turnier` with the player's own table; both
people in `bestenliste wertung`. On a server of its own (it is killed)."""

import os
import signal
import threading
import time

import pytest

from tests.e2e.test_gmcp import choose
from tests.e2e.test_restart import wait_for_new_server
from tests.harness.gameserver import GameServer
from tests.harness.gmcp import GmcpClient
from tests.harness.player import Roster, go_to

pytestmark = pytest.mark.server


def to_the_hall(client):
    go_to(client, "kaffeehaus")
    return go_to(client, "turniersaal")


def play_tournament(client, name, seen, errors):
    """Play from the table state (GMCP) until the tournament is over: a card the
    state offers on every turn, `weiter` when an Abrechnung waits; then the text
    up to the Kurier's line."""
    try:
        for package, data, _ in client.messages(timeout=240):
            if package == "Kartenrunde.Turnier" and data["status"] == "over":
                break
            if package != "Kartenrunde.Tisch":
                continue
            waiting = (data.get("abrechnung") or {}).get("wartet_auf") or []
            if name in waiting:
                client.send("weiter")
            elif data["my_turn"]:
                client.send(choose(data))
        seen.append(client.read_until("Das Turnier ist aus.", timeout=60))
        seen.append(client.read_until("Punkten", timeout=60) + client.read_until("\n"))
    except Exception as err:  # reported by the test's thread
        errors.append(f"{name}: {err}")


@pytest.fixture(scope="module")
def hall_server(tmp_path_factory, migrated_db):
    with GameServer.running(tmp_path_factory.mktemp("turnier"), migrated_db) as server:
        yield server


def wait_for_round(client, number, timeout=600):
    """Until `client`'s own board of round `number` has started (its GMCP log)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(name == "Kartenrunde.Turnier" and data["next"] and data["next"]["started"]
               and data["next"]["round"] == number for name, data, _ in list(client.log)):
            return
        time.sleep(0.5)
    raise AssertionError(f"round {number} never started:\n" + client.transcript[-2000:])


def test_two_people_and_computer_players_play_a_two_round_tournament_to_the_kurier(
        hall_server):
    game_server = hall_server
    players = Roster(hall_server.ports["telnet"])
    admin = players(*game_server.admin, create=False)
    text = to_the_hall(admin)
    assert "Tisch 1" in text and "Gaigeltisch 1" in text
    anna = players("Turnanna", "Kartenglück-7",
                   client=GmcpClient(players.port, packages=("Kartenrunde 1",), timeout=60))
    bert = players("Turnbert", "Kartenglück-8",
                   client=GmcpClient(players.port, packages=("Kartenrunde 1",), timeout=60))
    for client in (anna, bert):
        to_the_hall(client)
    text = admin.command("turnier neu 66 bis 3 runden 2", "turnier anmelden")
    assert "eröffnet ein Turnier" in text and "8 Plätze" in text
    assert "angemeldet (1 von 8" in anna.command("turnier anmelden", "Plätzen).")
    assert "angemeldet (2 von 8" in bert.command("turnier anmelden", "Plätzen).")
    assert "(Computer, normal)" in admin.command("turnier auffüllen normal 2",
                                                 "(Computer, normal)")
    text = admin.command("turnier stand", "Punkte")
    assert "Anmeldung offen" in text
    seen = {"Turnanna": [], "Turnbert": []}
    client_of = {"Turnanna": anna, "Turnbert": bert}
    errors = []
    threads = [threading.Thread(target=play_tournament, args=(c, n, seen[n], errors))
               for c, n in ((anna, "Turnanna"), (bert, "Turnbert"))]
    for thread in threads:
        thread.start()
    admin.command("turnier start", "Das Turnier beginnt")
    wait_for_round(anna, 2)
    old_pid = game_server.server_pid()
    os.kill(old_pid, signal.SIGKILL)  # kill -9 in the middle of round 2
    wait_for_new_server(game_server, old_pid)
    for thread in threads:
        thread.join(timeout=900)
    assert not errors, errors
    for name, client in client_of.items():
        text = client.transcript
        assert "Runde 2 von 2" in text and "an die Tische:" in text and "Tisch 1:" in text, \
            text[-2000:]
        assert "Du sitzt für Runde 1 an Tisch" in text and "Du sitzt für Runde 2" in text
        assert "Runde 1 ist fertig." in text and "Buchholz" in text
        assert "Das Turnier ist aus." in text and "Der Server startet neu" in text
        kurier = text[text.rfind("Das Turnier ist aus."):]
        assert "Kurier" in kurier and "gewinnt mit" in kurier and "Turniersaal" in kurier, kurier
    data = [d for name, d, _ in anna.log if name == "Kartenrunde.Turnier"]
    assert data and data[-1]["status"] == "over" and data[-1]["winner"]
    called = [d for d in data if d["next"] and d["next"]["started"]]
    assert {d["round"] for d in called} == {1, 2}
    assert all("Turnanna" in d["next"]["players"] for d in called)
    text = anna.command("turnier stand", "Buchholz")
    assert "beendet" in text
    text = bert.command("bestenliste wertung 66", "Turnanna", timeout=30) + bert.read_until("\n")
    text += bert.read_until("Turnbert", timeout=30) if "Turnbert" not in text else ""
    assert "Turnanna" in text and "Turnbert" in text
