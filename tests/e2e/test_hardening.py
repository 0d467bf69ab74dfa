"""Hardening (issue 34), tried as an attacker would, on loopback.

One server of its own with the game's real throttles and limits (login
throttle, command rate), not the lifted ones of the shared test server.
Attackers and victims come from different loopback addresses (127.0.0.2 and
up), so the tests show what is counted per address.
"""

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import SCREEN, login
from tests.harness.telnet import TelnetClient
from tests.harness.web import WebVisitor

pytestmark = pytest.mark.server

REAL_LIMITS = ("from server.conf.game_settings import (LOGIN_THROTTLE_LIMIT, MAX_COMMAND_RATE,"
               " CREATION_THROTTLE_LIMIT)")


@pytest.fixture(scope="module")
def hard_server(tmp_path_factory, migrated_db):
    with GameServer.running(tmp_path_factory.mktemp("hard"), migrated_db,
                            extra_settings=REAL_LIMITS) as server:
        yield server


@pytest.fixture(scope="module")
def accounts(hard_server):
    """Two accounts made over telnet (from an address no test attacks from)."""
    port = hard_server.ports["telnet"]
    made = {"Zenzi": "Kartenglück-34", "Wastl": "Herzass-34"}
    for name, password in made.items():
        login(port, name, password, source="127.0.0.9").close()
    return made


def test_wrong_web_passwords_lock_out_only_their_own_address(hard_server, accounts):
    from server.conf.settings import LOGIN_THROTTLE_LIMIT  # the game's, as the server has it

    web = hard_server.ports["web"]
    attacker = WebVisitor(web, source="127.0.0.2")
    for _ in range(LOGIN_THROTTLE_LIMIT):
        page = attacker.log_in("Zenzi", "falsch")
        assert page.status == 200 and "Zu viele" not in page.text
    locked = attacker.log_in("Zenzi", accounts["Zenzi"])  # even the right password now
    assert "Zu viele falsche Anmeldungen" in locked.text
    # a forged X-Forwarded-For does not give the attacker a fresh address
    forged = WebVisitor(web, source="127.0.0.2").log_in(
        "Zenzi", accounts["Zenzi"], headers={"X-Forwarded-For": "10.20.30.40"})
    assert "Zu viele falsche Anmeldungen" in forged.text

    other = WebVisitor(web, source="127.0.0.3").log_in("Zenzi", accounts["Zenzi"])
    assert other.status == 302, other.text[:2000]  # logged in, on to the front page
    player = TelnetClient(hard_server.ports["telnet"])  # telnet from 127.0.0.1, too
    player.read_until(SCREEN)
    player.command(f"connect Wastl {accounts['Wastl']}", "Ausgänge:")
    player.close()


class RawTelnet(TelnetClient):
    """A telnet client that also keeps every byte it received, escapes and all."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.raw = b""

    def _feed(self, data):
        self.raw += data
        return super()._feed(data)


#: what a player must never write onto another's terminal: clear screen, window title,
#: bell, blinking (the game's own colours are ESC [ ... m of other numbers)
ESCAPES = (b"\x1b[2J", b"\x1b]", b"\x07", b"\x1b[5m", b"\x1b[H")


def test_players_write_no_terminal_escapes_onto_other_screens(hard_server, accounts):
    port = hard_server.ports["telnet"]
    writer = login(port, "Zenzi", accounts["Zenzi"], create=False, source="127.0.0.4",
                   client=RawTelnet(port, source="127.0.0.4"))
    observer = login(port, "Wastl", accounts["Wastl"], create=False, source="127.0.0.5",
                     client=RawTelnet(port, source="127.0.0.5"))
    observer.raw = b""
    lines = ["sag \x1b[2J\x1b]0;evil\x07hallo Grüße |rrot|n",
             "emote \x1b[5mblinkt ärgerlich",
             "plausch \x1b[H\x1b[2Jauf dem Kanal\x07",
             "beschreibung Eine Beschreibung\x1b[2J mit \x1b]0;Titel\x07 Umlauten: öäü"]
    for line in lines:
        writer.send_raw(line.encode("utf-8") + b"\r\n")
    observer.read_until("hallo Grüße rot")  # the colour code still works (stripped here)
    observer.read_until("blinkt ärgerlich")
    observer.read_until("auf dem Kanal")
    writer.read_until("So sehen dich die anderen jetzt.")  # the description was set
    observer.command("schau Zenzi", "Umlauten: öäü")
    writer.raw = b""
    writer.send_raw(b"\x1b[2Jgibtsnicht\x07\r\n")  # an unknown command's echo
    writer.read_until("gibtsnicht")
    for escape in ESCAPES:
        assert escape not in observer.raw, (escape, observer.raw[-2000:])
        assert escape not in writer.raw, (escape, writer.raw[-2000:])
    assert b"\x1b[31m" in observer.raw or b"\x1b[1;31m" in observer.raw  # |r came through
    writer.close()
    observer.close()


def test_a_burst_of_ten_lines_ending_with_a_move_plays_the_card(hard_server):
    from tests.harness.player import TURN, sit_with

    player = login(hard_server.ports["telnet"], "Burgl", "Pikdame-34", source="127.0.0.6")
    sit_with(player, "Ferdl")
    player.send("spiel bis 3")
    player.read_until(TURN, timeout=90)
    player.read_until("\n")
    player.send_raw(b"hand\r\n" * 9 + b"lege 1\r\n")  # ten lines at once: twice the rate
    text = player.read_until("Du legst ", timeout=30)
    assert "zu schnell" not in text
    player.send("aufgeben")
    player.send("j")
    player.close()


def test_slow_requests_are_capped_per_address_and_in_time(hard_server):
    import socket
    import time

    from server.conf.webguard import HALF_OPEN_PER_ADDRESS, REQUEST_TIMEOUT

    port = hard_server.ports["web"]

    def slow(source):
        sock = socket.create_connection(("127.0.0.1", port), timeout=REQUEST_TIMEOUT + 15,
                                        source_address=(source, 0))
        sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # the head never ends
        return sock

    held = [slow("127.0.0.7") for _ in range(HALF_OPEN_PER_ADDRESS)]
    try:
        time.sleep(1)  # let the portal see them all (a test of counting, not of time)
        extra = slow("127.0.0.7")
        answer = extra.recv(1000)
        assert b" 503 " in answer and "Zu viele unfertige" in answer.decode("utf-8"), answer
        page = WebVisitor(port, source="127.0.0.8", timeout=10).get("/")  # others get in
        assert page.status == 200
        lingering = held[0]
        for _ in range(REQUEST_TIMEOUT // 2 + 6):  # one header line every 2 seconds
            try:
                lingering.sendall(b"X-Slow: 1\r\n")
                data = lingering.recv(1000) if select_ready(lingering, 2) else b"..."
            except OSError:
                break
            if not data or b" 408 " in data:
                break
        else:
            raise AssertionError("a slow request stayed open past the time for its head")
    finally:
        for sock in held:
            sock.close()


def select_ready(sock, seconds):
    import select

    return bool(select.select([sock], [], [], seconds)[0])
