"""
A server killed (SIGKILL, portal and server at once) in the middle of a burst
of moves at three tables keeps every move a player was told about: after the
crash the database (SQLite in WAL mode) holds each acknowledged card, and the
restarted server shows the same game.
"""

import base64
import json
import pickle
import sqlite3
import threading
import time

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import (HAND, WEITER, expect_turn, go_to, login, play_first_card,
                                  sit_with)
from tests.harness.telnet import TelnetClient

pytestmark = pytest.mark.server

TABLES = 3
PLAYERS = ["Hanni", "Loisl", "Burgl"]
NPCS = ["Zenzi", "Vroni", "Wastl"]


class Transcribing(TelnetClient):
    """A telnet client that keeps everything it received, in order."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.transcript = ""

    def _feed(self, data):
        before = len(self.buffer)
        result = super()._feed(data)
        self.transcript += self.buffer[before:]
        return result


@pytest.fixture
def crash_server(tmp_path, migrated_db):
    with GameServer.running(tmp_path / "server", migrated_db) as server:
        yield server


def furnish(admin):
    """One room with a 66 table and a computer player per table."""
    admin.send("tel #2")
    admin.command("look", "Am Wegkreuz")
    for number, npc in enumerate(NPCS):
        admin.command(f"dig Saal{number} = saal{number}, wegkreuz", f"Saal{number}")
        admin.command(f"saal{number}", "Ausgänge:")
        admin.command(f"aufstellen 66 = Tisch{number}", f"Aufgestellt: Tisch{number}")
        admin.command(f"kartenspieler {npc} = leicht 66 Ein stiller Gast.", f"Erschaffen: {npc}")
        admin.command("wegkreuz", "Am Wegkreuz")


def burst(client, name, stop):
    """Play every turn at once until `stop` is set or the connection breaks."""
    while not stop.is_set():
        try:
            marker, text = expect_turn(client, WEITER, timeout=3)
            if marker == WEITER:  # the Abrechnung waits for `weiter`
                client.send("weiter")
                continue
            play_first_card(client, name, HAND.findall(text)[-1])
        except (AssertionError, OSError):
            continue  # not our turn yet, or the server is gone: `stop` decides


def acknowledged(transcript, names):
    """(games begun after the first, cards told as played in the current game)."""
    games, played = 0, 0
    for line in transcript.splitlines():
        if "Neues Spiel" in line:
            games, played = games + 1, 0
        elif any(line.strip().startswith(f"{who} legt ") for who in names) \
                or line.strip().startswith("Du legst "):  # the reader's own card
            played += 1
    return games, played


def stored_matches(db_path):
    """{table name: match dict} straight from the database file (no server running)."""
    with sqlite3.connect(db_path) as db:
        rows = db.execute(
            "SELECT o.db_key, a.db_value FROM objects_objectdb o "
            "JOIN objects_objectdb_db_attributes oa ON oa.objectdb_id = o.id "
            "JOIN typeclasses_attribute a ON a.id = oa.attribute_id "
            "WHERE a.db_key = 'match' AND o.db_key LIKE 'Tisch%'").fetchall()
    return {key: json.loads(pickle.loads(base64.b64decode(value))) for key, value in rows if value}


def test_every_acknowledged_move_survives_a_sigkill(crash_server):
    port = crash_server.ports["telnet"]
    furnish(login(port, *crash_server.admin, create=False))
    clients = []
    for number, (name, npc) in enumerate(zip(PLAYERS, NPCS)):
        client = login(port, name, "Kartenglück-7", client=Transcribing(port, timeout=60))
        go_to(client, f"saal{number}")
        sit_with(client, npc, room=None)
        client.send("spiel bis 7")
        clients.append(client)
    stop = threading.Event()
    threads = [threading.Thread(target=burst, args=(client, name, stop), daemon=True)
               for client, name in zip(clients, PLAYERS)]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not all(
            acknowledged(client.transcript, PLAYERS + NPCS)[1] >= 3 for client in clients):
        time.sleep(0.05)
    crash_server.kill()  # SIGKILL, mid-burst: the players keep sending
    stop.set()
    for thread in threads:
        thread.join(timeout=30)
    assert not crash_server.pids()

    stored = stored_matches(crash_server.db_path)
    for number, (client, name, npc) in enumerate(zip(clients, PLAYERS, NPCS)):
        games, played = acknowledged(client.transcript, [name, npc])
        assert played >= 3 or games, client.transcript[-2000:]
        match = stored[f"Tisch{number}"]
        assert match["index"] >= games, (match["index"], games)
        if match["index"] == games:  # the game the player saw last: all of its cards
            cards = [entry for entry in match["game"]["log"] if entry[1].startswith("lege ")]
            assert len(cards) >= played, (cards, client.transcript[-2000:])
        client.close()

    crash_server.start()  # the same database, recovered: the game goes on
    client = login(port, PLAYERS[0], "Kartenglück-7", create=False)
    client.command("hand", "Deine Karten:")
    client.close()
