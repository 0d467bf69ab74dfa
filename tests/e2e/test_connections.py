"""Connections no one can abuse: idle sockets, many sockets, endless lines, deep GMCP.

One server of its own with the game's real connection settings (only the
timeout before login is shortened, so the test need not wait two minutes),
its command rate limit included.
The forty idle sockets come from forty loopback addresses (127.0.0.2 and up):
from one address the newest would close the oldest (its budget of idle
connections is 8), which another test checks.
"""

import time

import pytest

from tests.harness.gameserver import GameServer
from tests.harness.player import login
from tests.harness.telnet import TelnetClient

pytestmark = pytest.mark.server

LOGIN_TIMEOUT = 12
SCREEN = "connect <name> <passwort>"
IAC, SB, SE, GMCP = b"\xff", b"\xfa", b"\xf0", b"\xc9"


@pytest.fixture(scope="module")
def guarded_server(tmp_path_factory, migrated_db):
    with GameServer.running(tmp_path_factory.mktemp("guarded"), migrated_db,
                            extra_settings=f"LOGIN_TIMEOUT = {LOGIN_TIMEOUT}\n"
                            "from server.conf.game_settings import MAX_COMMAND_RATE") as server:
        yield server


def connect(server, source=None, timeout=20):
    return TelnetClient(server.ports["telnet"], source=source, timeout=timeout)


def test_forty_idle_sockets_do_not_delay_a_players_login_screen(guarded_server):
    idle = [connect(guarded_server, f"127.0.0.{n}") for n in range(2, 42)]
    try:
        player = connect(guarded_server)
        player.read_until(SCREEN, timeout=4)  # well before the idle ones time out
        assert not any(sock.closed_by_server(timeout=0.01) for sock in idle[:3])
        player.close()
    finally:
        for sock in idle:
            sock.close()


def test_twelve_idle_sockets_of_one_address_make_room_for_a_login(guarded_server):
    """A club behind one address: idle sockets cost the oldest idle one its place,
    never a real login, and never a logged-in player's connection."""
    idle = []
    for _ in range(12):
        idle.append(connect(guarded_server, "127.0.0.50"))
        idle[-1].read_until(SCREEN)
    try:
        for sock in idle[:4]:  # budget 8: the four oldest made room, told why
            sock.read_until("um Platz zu machen")
            assert sock.closed_by_server(timeout=10)
        assert not any(sock.closed_by_server(timeout=0.05) for sock in idle[4:])
        player = login(guarded_server.ports["telnet"], "Vereinsheim", "Kreuz-Ober-Zug-12",
                       source="127.0.0.50")
        assert idle[4].closed_by_server(timeout=10)  # the login's socket took its place
        more = [connect(guarded_server, "127.0.0.50") for _ in range(10)]
        player.command("schau", "Ausgänge:")  # still here after ten more idle ones
        for sock in more:
            sock.close()
        player.close()
    finally:
        for sock in idle:
            sock.close()


def test_a_connection_that_never_logs_in_is_closed(guarded_server):
    client = connect(guarded_server, "127.0.0.60", timeout=LOGIN_TIMEOUT + 20)
    client.read_until(SCREEN)
    client.read_until("nicht angemeldet", timeout=LOGIN_TIMEOUT + 15)
    assert client.closed_by_server(timeout=5)


def test_an_endless_line_is_dropped_with_a_german_answer_and_the_connection_stays(
        guarded_server):
    client = connect(guarded_server, "127.0.0.70")
    client.read_until(SCREEN)
    chunk = b"x" * 65536
    for _ in range(64):  # 4 MB without a line break
        client.send_raw(chunk)
    client.send_raw(b"\r\n")
    client.read_until("Diese Zeile ist zu lang")
    client.command("hilfe", "noch nicht angemeldet")
    client.close()


def test_gmcp_nested_five_thousand_deep_is_ignored(guarded_server):
    client = connect(guarded_server, "127.0.0.80")
    client.read_until(SCREEN)
    deep = b"Core.Hello " + b"[" * 5000 + b"]" * 5000
    client.send_raw(IAC + SB + GMCP + deep + IAC + SE)
    client.command("hilfe", "noch nicht angemeldet")
    client.close()


def test_the_website_names_no_versions_to_visitors(guarded_server):
    import urllib.request

    from evennia.utils.utils import get_evennia_version

    with urllib.request.urlopen(f"http://127.0.0.1:{guarded_server.ports['web']}/",
                                timeout=30) as page:
        body = page.read().decode()
        headers = str(page.headers)
    assert "Kartenrunde von Sarasande" in body
    for secret in (get_evennia_version(), "TwistedWeb", "Recently Connected"):
        assert secret not in body + headers, secret


def test_web_client_json_nested_five_thousand_deep_is_ignored(guarded_server):
    from tests.harness.websocket import WebSocketClient

    client = WebSocketClient(guarded_server.ports["websocket"])
    client.read_until("connect")  # the connection screen
    client.send_raw('["text", [' + "[" * 5000 + "]" * 5000 + "], {}]")
    client.send("hilfe")
    client.read_until("noch nicht angemeldet")
    client.close()


def web_client(server, source, timeout=20):
    from tests.harness.websocket import WebSocketClient

    return WebSocketClient(server.ports["websocket"], source=source, timeout=timeout)


def closed_by_server(client, timeout=10):
    """True once the server closes the websocket (a close frame or the end of the stream)."""
    try:
        client.read_until("\0never sent\0", timeout=timeout)
    except ConnectionError:
        return True
    except (AssertionError, OSError):
        return False
    return False


def test_web_client_and_telnet_sockets_share_the_idle_budget_of_their_address(guarded_server):
    held = [connect(guarded_server, "127.0.0.90") for _ in range(5)]
    for client in held:
        client.read_until(SCREEN)
    held += [web_client(guarded_server, "127.0.0.90") for _ in range(3)]
    try:
        for client in held[5:]:
            client.read_until("connect")  # each got the connection screen
        newest = web_client(guarded_server, "127.0.0.90")  # the ninth idle one
        newest.read_until("connect &lt;name&gt;")  # the web client gets HTML
        held[0].read_until("um Platz zu machen")  # the oldest, a telnet one, went
        assert held[0].closed_by_server(timeout=10)
        also_telnet = connect(guarded_server, "127.0.0.90")
        also_telnet.read_until(SCREEN)
        assert "um Platz zu machen" in held[1].read_until("um Platz zu machen")
        newest.send("hilfe")
        newest.read_until("noch nicht angemeldet")
        newest.close()
        also_telnet.close()
    finally:
        for client in held:
            client.close()


def test_a_web_client_that_never_logs_in_is_closed(guarded_server):
    client = web_client(guarded_server, "127.0.0.91", timeout=LOGIN_TIMEOUT + 20)
    client.read_until("connect")
    client.read_until("nicht angemeldet", timeout=LOGIN_TIMEOUT + 15)
    assert closed_by_server(client)


def test_a_flood_of_lines_past_the_queue_is_cut_with_a_german_warning(guarded_server):
    from server.conf.settings import COMMAND_QUEUE_LIMIT, MAX_COMMAND_RATE  # the game's

    client = connect(guarded_server, "127.0.0.95")
    client.read_until(SCREEN)
    # all in one go: more than pass at once and wait in the queue together
    client.send_raw(b"hilfe\r\n" * (2 * MAX_COMMAND_RATE + COMMAND_QUEUE_LIMIT))
    client.read_until("Du schickst Befehle zu schnell")
    for _ in range(20):  # the connection stays; a moment later commands count again
        time.sleep(0.5)
        client.buffer = ""
        client.send("hilfe")
        marker, _ = client.expect("zu schnell", "noch nicht angemeldet")
        if marker != "zu schnell":
            break
    else:
        raise AssertionError("commands stayed refused")
    client.close()
