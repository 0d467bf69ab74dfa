"""End to end with a real MUD client: TinTin++ in tmux makes an account, walks to
the Kaffeehaus, sits down with Ferdl and plays a card; the screen a person sees
shows every umlaut and German quotation mark as it is, with no broken bytes."""

import re

import pytest

from tests.harness.terminal import TinTinScreen, missing_tools

pytestmark = pytest.mark.server

NAME, PASSWORD = "Tintina", "Kartenglück-Tin"
#: what UTF-8 read as Latin-1, or a replaced byte, looks like on a screen
BROKEN = re.compile("Ã|Â|â€|\ufffd|\\?\\?")


@pytest.fixture
def tintin(game_server, players, tmp_path):
    reason = missing_tools()
    if reason:
        pytest.skip(reason)
    players.leave_at_end(NAME, PASSWORD)  # gives up and stands up over telnet afterwards
    screen = TinTinScreen(tmp_path, game_server.ports["telnet"])
    yield screen
    (tmp_path / "screen.txt").write_text(screen.screen())  # kept with the test
    screen.close()


def test_tintin_in_tmux_logs_in_plays_a_card_and_shows_umlauts(tintin):
    tintin.wait_for("connect <name> <passwort>")
    tintin.command(f"create {NAME} {PASSWORD}", "[J]/N")
    room = tintin.command("j", "Ausgänge:")  # create logs in at once (issue 47)
    assert "Am Wegkreuz" in room and f"connect {NAME}" in room
    tintin.command("kaffeehaus", "Kaffeehaus von Sarasande")
    tintin.command("setzen", "(Platz 1)")
    tintin.command("einladen Ferdl", "(Platz 2)")
    screen = tintin.command("spiel bis 3", "Du bist am Zug.", timeout=90)
    hand = re.findall(r"Deine Karten: (.*)", screen)[-1]
    first = re.search(r"1 (\S+)-(\S+)", hand)
    assert first, hand
    screen = tintin.command("lege 1", "Du legst ", timeout=60)
    played = screen[screen.rfind("Du legst "):].splitlines()[0]
    assert first.group(1) in played, (hand, played)  # the card the hand showed first

    for word in ("Ausgänge:", "Kaffeehaus von Sarasande", "Du bist am Zug."):
        assert word in screen, word
    umlauts = set(re.findall("[äöüÄÖÜß„“]", screen))
    assert {"ä", "„", "“"} <= umlauts, (umlauts, screen[-3000:])
    assert not BROKEN.search(screen), (BROKEN.search(screen), screen[-3000:])
