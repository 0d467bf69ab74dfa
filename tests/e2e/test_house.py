"""
End to end over telnet: nobody who comes waits for a table (issue 45).

Its own server, whose house keeper sweeps every second and clears an empty
extra table after three (HOUSE_KEEPER_INTERVAL, HOUSE_CLEAR_AFTER). While the
built 66 table is taken, six newcomers arrive at once and each gets a game
with `spiel 66`; two people in different rooms find each other with `suche
gaigel zu viert` and `jetzt`; an invitation reaches someone in another room
and `annehmen` brings them; the empty extra tables are cleared away while the
one where a match runs stays, also across a reload; the next guest at a table
finds the house's think time again.
"""

import re
import threading
import time

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import TURN, current_hand, go_to, login, sit_with

pytestmark = pytest.mark.server

SETTINGS = "HOUSE_KEEPER_INTERVAL = 1\nHOUSE_CLEAR_AFTER = 3"


@pytest.fixture(scope="module")
def house(tmp_path_factory, migrated_db):
    with GameServer.running(tmp_path_factory.mktemp("house"), migrated_db,
                            extra_settings=SETTINGS) as server:
        yield server


def tables_in_wo(client):
    """The Kaffeehaus's table lines of `wo`."""
    text = client.command("wo", "Verbunden ")
    return re.findall(r"(?:66-Kartenspiel|Marmortisch \d+): [^\n]*", text), text


def give_up(client):
    client.send("aufgeben")
    client.command("j", "Partie auf", timeout=30)


def test_nobody_who_comes_waits_for_a_table(house):
    port = house.ports["telnet"]
    first = login(port, "Erste", "Kartenhaus-1")
    sit_with(first, "Ferdl")  # the built table taken
    first.send("spiel")
    first.read_until(TURN, timeout=60)

    people, answers, errors = [], {}, []

    def arrive(number):
        name = f"Gast{number}"
        try:
            client = login(port, name, f"Kartenhaus-{number}7", timeout=90)
            people.append((name, client))
            go_to(client, "kaffeehaus")
            started = time.monotonic()
            client.send("spiel 66")
            text = client.read_until(TURN, timeout=60)
            answers[name] = (text, time.monotonic() - started)
        except Exception as err:  # noqa: BLE001 - reported below
            errors.append(f"{name}: {err!r}")

    threads = [threading.Thread(target=arrive, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(180)
    assert not errors, errors
    assert len(answers) == 6
    for name, (text, waited) in answers.items():
        assert "Du spielst gegen" in text and "beginnt" in text, text
        assert waited < 30, (name, waited)
    lines, text = tables_in_wo(first)
    assert len(lines) >= 7, text  # the built table and six more at play

    # two people in different rooms find each other, partners with two computers
    anna = login(port, "Annamirl", "Kartenhaus-21")
    bert = login(port, "Bertl", "Kartenhaus-22")
    go_to(anna, "kaffeehaus")
    said = anna.command("suche gaigel zu viert", "Du wartest jetzt auf Mitspieler")
    bert.command("suche gaigel zu viert", "Du wartest jetzt auf Mitspieler")
    waiting = first.command("wo", "Verbunden ")
    assert "Auf Mitspieler warten" in waiting and "Annamirl" in waiting, waiting
    bert.send("jetzt")
    together = bert.read_until("Eine Partie Gaigel zu viert beginnt", timeout=60)
    assert "Es spielen Bertl und Annamirl am " in together, together
    assert "mit Annamirl als Partner" in together
    anna.read_until("mit Bertl als Partner", timeout=60)

    # an invitation from another room, accepted with one word
    host = login(port, "Gastgeberin", "Kartenhaus-31")
    guest = login(port, "Eingeladener", "Kartenhaus-32")
    go_to(host, "kaffeehaus")
    host.command("setzen", "Du setzt dich")
    host.command("einladen Eingeladener", "Du lädst Eingeladener")
    guest.read_until("mit annehmen gehst du hin", timeout=30)
    guest.send("annehmen")
    guest.read_until("Alle Plätze sind besetzt", timeout=60)
    host.read_until("Eingeladener nimmt deine Einladung an.", timeout=30)

    # the next guest at that table finds the house's think time again
    host.command("bedenkzeit 30", "30 Sekunden")
    host.command("aufstehen", "Du stehst")
    guest.command("aufstehen", "Du stehst")
    table = re.search(r"Du setzt dich an (?:den |das )?(.+?) \(Platz", said + guest.buffer)
    newcomer = login(port, "Neugast", "Kartenhaus-41")
    go_to(newcomer, "kaffeehaus")
    newcomer.command("setzen", "Du setzt dich")
    text = newcomer.command("bedenkzeit", "Sekunden")
    assert "120 Sekunden" in text, (text, table)
    newcomer.command("aufstehen", "Du stehst")

    # everyone but one gives up and leaves: the empty extra tables go, the one with
    # a match stays, also across a reload
    stays = people[0][1]
    for _, client in people[1:]:
        give_up(client)
        client.command("aufstehen", "Du stehst")
    give_up(anna)
    time.sleep(8)  # the keeper sweeps every second, clears after three
    lines, text = tables_in_wo(first)
    marmor = [line for line in lines if line.startswith("Marmortisch")]
    assert any("es läuft eine Partie" in line for line in marmor), text
    assert len(marmor) <= 3, text  # the one at play, at most one free beside the built one
    hand = current_hand(stays)

    admin = login(port, *house.admin, create=False)
    admin.send("reload")
    admin.read_until("neu gestartet", timeout=90)
    assert current_hand(stays) == hand
    lines, text = tables_in_wo(admin)
    assert any("es läuft eine Partie" in line for line in lines
               if line.startswith("Marmortisch")), text
    for client in [first, anna, bert, host, guest, newcomer, admin] + [c for _, c in people]:
        client.close()
