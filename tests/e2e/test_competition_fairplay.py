"""
End to end over telnet, fair competition (issue 48): Tonio and Veronika play a rated
66 match, Tonio gives up after one move (`aufgeben`, `j`); both `wertung` read
one rated game, Tonio's lower than Veronika's, and `hilfe aufgeben` says so.
"""

import re

import pytest

from tests.harness.player import go_to

pytestmark = pytest.mark.server


def value(text):
    """The shown 66 value of a `wertung` answer."""
    found = re.search(r"\b66: (\S+)", re.sub(r"\x1b\[[0-9;]*m", "", text))
    return float(found.group(1).replace(",", ".").replace("−", "-"))


def test_wertung_after_aufgeben_reads_one_lost_rated_game(game_server, players):
    toni = players("Tonio", "Kartenglück-21")
    vroni = players("Veronika", "Kartenglück-22")
    for client in (toni, vroni):
        go_to(client, "kaffeehaus")
    toni.command("setzen", "(Platz 1)")
    vroni.command("setzen", "(Platz 2)")
    toni.command("spiel bis 7", "Eine Partie Sechsundsechzig beginnt")
    toni.command("aufgeben", "(j/n)")
    gone = toni.command("j", "Die Karten werden eingesammelt.")
    assert "Tonio gibt die Partie auf." in gone
    mine = toni.command("wertung", "minus dreimal")
    theirs = vroni.command("wertung", "minus dreimal")
    assert "1 gewertetes Spiel" in mine and "1 gewertetes Spiel" in theirs
    assert value(mine) < value(theirs)
    assert "verliert die Partie" in toni.command("hilfe aufgeben", "Wertung")
