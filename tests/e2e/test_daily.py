"""
End to end over telnet: a newcomer plays the day's set of 66 (tagesspiel 66) at a
Tagesstube of their own against Kaspar Tagwerk, deal by deal with `weiter`;
finds `rat`, `nochmal` and `analyse` refused, reads the ranking, cannot begin
the set twice, reads the day's Mischung (the seed still hidden), goes out and
finds the comparison waiting for midnight and the month's board.
"""

import pytest

from evennia.utils.ansi import strip_ansi

from tests.harness.player import play_first_card, play_game

pytestmark = pytest.mark.server


def test_a_newcomer_plays_the_days_set_of_66_over_telnet(players):
    client = players("Dora", "Tageskarten-1")
    seen = [client.command("tagesspiel", "bestenliste tagesspiel") + client.read_until("\n")]
    assert "noch nicht gespielt" in seen[-1]
    seen.append(client.command("tagesspiel 66", "(j/n)"))
    assert "nur einmal" in seen[-1]
    seen.append(client.command("j", "Das Tagesspiel Sechsundsechzig vom"))
    asked = []

    def play(hand):
        answers = []
        if not asked:  # mid-game, once: no advice at the day's table
            asked.append(client.command("rat", "jeder selbst.\n"))
            answers += asked
        return answers + play_first_card(client, "Dora", hand)

    seen.append(play_game(client, play, end="ist zu Ende gespielt.", max_turns=400,
                          timeout=120) + client.read_until("hinaus.\n"))
    assert "Im Tagesspiel gibt es keinen Rat" in asked[0]
    assert "Spiel 6 von 6 des Tagesspiels" in seen[-1] and "Bilanz:" in seen[-1]
    seen.append(client.command("nochmal", "jedes Spiel des Tages spielt man einmal."))
    seen.append(client.command("analyse 1", "mit dir durch, wenn alle sie gespielt haben konnten."))
    seen.append(client.command("tagesspiel rangliste 66", "6 von 6") + client.read_until("\n"))
    assert "Dora" in seen[-1] and "1." in seen[-1]
    seen.append(client.command("tagesspiel 66", "Bis dahin: tagesspiel rangliste."))
    assert "schon gespielt" in seen[-1]
    seen.append(client.command("tagesspiel mischung", "tagesspiel mischung morgen."))
    assert "nach Mitternacht aufgedeckt" in seen[-1]
    seen.append(client.command("verlauf 1", "partie 1 privat.") + client.read_until("\n"))
    assert "zeigt sich anderen aber erst" not in seen[-1]  # private: said plainly
    seen.append(client.command("zurück", "Ausgänge:") + client.read_until("\n"))
    seen.append(client.command("tagesspiel vergleich", "tagesspiel rangliste."))
    seen.append(client.command("bestenliste tagesspiel 66", "Du stehst auf Platz"))
    seen.append(client.command("tagesspiel", "bestenliste tagesspiel.") + client.read_until("\n"))
    print("\n=====\n".join(strip_ansi(text) for text in seen))
