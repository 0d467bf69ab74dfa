"""
End to end over telnet: a newcomer asks for a puzzle, reads the position as the
seat sees it, answers wrong words, then a move, and reads the verdict; the
rating and the streak in `rätsel wertung`; a puzzle answer never touches a
table (the move words go to the table again once the puzzle is closed).
"""

import pytest

from evennia.utils.ansi import strip_ansi

from game.puzzles import collection

pytestmark = pytest.mark.server


def test_a_newcomer_solves_a_puzzle_over_telnet(game_server, players):
    client = players("Rike", "Rätselfreundin-1")
    puzzle = collection.puzzle("66", 7)
    shown = strip_ansi(client.command("rätsel 66 7", "Rätsel: 66 Nr. 7")
                       + client.read_until("zeigt die Lösung."))
    assert "Bekannt (alle anderen Karten sind gefallen): dein Gegner hält" in shown
    assert "Augen: du" in shown and "⟨" not in shown
    wrong = client.command("lege eichel sieben", "Das Rätsel bleibt offen")
    assert "Eichel" in wrong or "eichel" in wrong
    verb = puzzle["best"].split()[0]
    verdict = strip_ansi(client.command(puzzle["best"], "Richtig!")
                         + client.read_until("Das nächste: „rätsel“."))
    assert "Richtig ist" in verdict and "Richtig in Folge: 1." in verdict
    assert "Deine Rätselwertung (66):" in verdict
    overview = strip_ansi(client.command("rätsel wertung", "Deine Rätsel")
                          + client.read_until("bringt mehr."))
    assert "1 von 240 gelöst" in overview and "Richtig in Folge: 1" in overview
    after = client.command(f"{verb} {puzzle['best'].split(' ', 1)[-1]}"
                           if verb == "lege" else verb, "")
    assert "Richtig" not in after
