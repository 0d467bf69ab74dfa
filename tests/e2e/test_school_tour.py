"""
End to end over telnet: a newcomer takes the first Gaigel lesson in the
Besenwirtschaft (answered wrong, then right), walks out through the Stadttor
to the first station of the Kartentour and plays its first game against the
Torwächter. Nothing on the way may be English.
"""

import pytest

from tests.harness.player import go_to, play_first_card, play_game

pytestmark = pytest.mark.server

FORBIDDEN = ["You ", "Usage", "not found", "Could not", "Traceback", "Exception"]


def test_first_lesson_then_the_first_tour_station(game_server, players):
    client = players("Wiltrud", "Wanderlust-19")
    seen = [go_to(client, "besenwirtschaft")]
    seen.append(client.command("schule", "Lektionen bestanden") + client.read_until("lektion <"))
    assert "1. Der erste Stich: Ge-Elfen – offen" in seen[-1]
    seen.append(client.command("lektion 1", "eröffne mit ge-elfen herz ass."))
    seen.append(client.command("ge-elfen herz ass", "Antworte mit antwort <nummer>."))
    assert "Oberlehrer Häfele: Ge-Elfen!" in seen[-1] and "Prüffrage:" in seen[-1]
    seen.append(client.command("antwort 3", "Versuch es noch"))
    assert "Leider falsch." in seen[-1]
    seen.append(client.command("antwort 1", "Lektion bestanden!"))
    seen.append(client.command("zurück", "Du siehst:") + client.read_until("\n"))
    assert "Besenwirtschaft" in seen[-1]
    seen.append(client.command("schule", "Gaigel-Schule (1 von 10 Lektionen bestanden)"))

    client.command("wegkreuz", "Ausgänge:")
    seen.append(go_to(client, "stadttor"))
    assert "Kartentour" in seen[-1] and "Torwächter Balthasar" in seen[-1]
    seen.append(client.command("tourpass", "Dein Tourpass (0 von 8 Stempeln):")
                + client.read_until("Die Tour beginnt"))
    assert "1. Stadttor von Sarasande: Sechsundsechzig bis 3 gegen Torwächter Balthasar " \
           "(leicht) – offen" in seen[-1]
    assert "2. Zollhaus an der Brücke: Schnapsen bis 3 gegen Zöllnerin Agathe (leicht) – " \
           "gesperrt" in seen[-1]
    seen.append(client.command("setzen", "(Platz 1)"))
    seen.append(client.command("auffüllen", "Torwächter Balthasar setzt sich"))
    seen.append(client.command("spiel", "Eine Partie Sechsundsechzig beginnt"))
    assert "Es geht um den Stempel von Station 1 der Kartentour." in seen[-1]
    seen.append(play_game(client, lambda hand: play_first_card(client, "Wiltrud", hand),
                          end="Abrechnung", timeout=90))
    text = "".join(seen)
    for word in FORBIDDEN:
        assert word not in text, word
