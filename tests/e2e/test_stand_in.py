"""
End to end over telnet (issue 27): a dropped connection past the grace time, as the
players read it. The stand-in plays as „Computer für Loisl“; Loisl, back, reads what
happened meanwhile and that the match counts as left early; then Loisl logs in from a
second client while still connected, and the table reads one line of it.
"""

import pytest

from tests.e2e.test_seats import short_grace, take_turn  # noqa: F401 (a fixture)
from tests.harness.player import SCREEN, fresh_hand
from tests.harness.telnet import TelnetClient

pytestmark = pytest.mark.server


def test_the_stand_in_is_named_the_return_is_told_and_a_second_client_is_one_line(
        game_server, players, short_grace):  # noqa: F811
    port = game_server.ports["telnet"]
    resi = players("Theres", "Kartenglück-5")
    loisl = players("Loisl", "Kartenglück-6")
    for client in (resi, loisl):
        client.command("kaffeehaus", "Du siehst:")
    resi.command("setzen", "(Platz 1)")
    loisl.command("setzen", "(Platz 2)")
    start = resi.command("spiel bis 3", "Du bist am Zug")
    take_turn(resi, "Theres", start)
    loisl.read_until("Du bist am Zug")

    loisl.close()  # the connection drops while Loisl is to play
    resi.read_until("Am Tisch heißt er „Computer für Loisl“; für Loisl zählt die Partie als "
                    "vorzeitig verlassen.", timeout=30)
    played = resi.read_until("Computer für Loisl legt ", timeout=30)
    assert "\nLoisl legt" not in played, played

    loisl = TelnetClient(port, timeout=60)
    loisl.read_until(SCREEN)
    back = loisl.command("connect Loisl Kartenglück-6", "Deine Karten:")
    assert "Während du weg warst, hat ein Computerspieler als „Computer für Loisl“" in back
    assert "Für dich zählt die Partie als vorzeitig verlassen: kein Sieg, kein Platzbonus und " \
           "10 Punkte weniger in der Bestenliste" in back, back
    assert "Du sitzt noch am 66-Kartenspiel und spielst selbst weiter." in back
    resi.read_until("Loisl ist wieder da und spielt selbst weiter.")
    fresh_hand(resi, 1)  # everything before is read

    second = TelnetClient(port, timeout=60)
    second.read_until(SCREEN)
    taken = second.command("connect Loisl Kartenglück-6", "Deine Karten:")
    assert "Du sitzt noch am 66-Kartenspiel und spielst selbst weiter." in taken, taken
    assert "Während du weg warst" not in taken
    heard = resi.read_until("Loisl spielt jetzt über eine andere Verbindung weiter.")
    heard += resi.command("sag Marke", 'Du sagst: "Marke"')
    assert heard.count("Loisl") == 1, heard
    assert "nicht mehr verbunden" not in heard and "wieder da" not in heard
    loisl.close()
    second.close()
