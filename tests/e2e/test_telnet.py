"""End to end over telnet: connection screen, new account, the way to the Kaffeehaus."""

import pytest

pytestmark = pytest.mark.server


def test_telnet_create_login_look_walk_quit(game_server, telnet):
    password = "Kartenglück-42"
    telnet.command("hilfe", "Du bist noch nicht angemeldet.")
    telnet.command("schau", "diesen Bildschirm noch einmal.")
    telnet.command("create Lena", "Benutzung: create <name> <passwort>")
    telnet.command(f"create Lena {password}", "[J]/N")
    telnet.command("nein", "Abgebrochen, kein Konto angelegt.")
    telnet.command(f"create Lena {password}", "[J]/N")
    telnet.command("y", "connect Lena")
    answer = telnet.command(f"connect Lena {password}", "Ausgänge:")
    assert "Am Wegkreuz" in answer
    exits = telnet.read_until("\n")
    assert "Kaffeehaus" in exits and "Besenwirtschaft" in exits

    room = telnet.command("kaffeehaus", "Ausgänge:")
    assert "Kaffeehaus von Sarasande" in room
    assert "Sechsundsechzig" in room

    telnet.command("sag Servus!", 'Du sagst: "Servus!"')
    telnet.command("wer", "Lena")
    telnet.send("quit")
    telnet.read_until("bis bald am Kartentisch", timeout=10)


def test_connection_screen_is_german(game_server):
    from tests.harness.telnet import TelnetClient

    client = TelnetClient(game_server.ports["telnet"])
    try:
        screen = client.read_until("diesen Bildschirm noch einmal.")
    finally:
        client.close()
    assert "Willkommen in der Kartenrunde von Sarasande" in screen
    assert "Neues Konto" in screen or "neues Konto" in screen
