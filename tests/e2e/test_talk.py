"""
End to end over telnet, two people: the Plausch and a room's channel, a private
message and its answer (and one waiting while the other was away), a friend
told of a login and of a seat taken, `wo` showing the table, speech capped.
"""

import pytest

from tests.harness.player import go_to, login

pytestmark = pytest.mark.server


def test_plausch_nachricht_wo_and_a_friend_told_of_a_login(game_server, players):
    port = game_server.ports["telnet"]
    liesl = players("Liesl", "Kartenglück-31")
    toni = players("Toni", "Kartenglück-32")

    liesl.command("plausch Grüß euch!", "[Plausch] Liesl: Grüß euch!")
    toni.read_until("[Plausch] Liesl: Grüß euch!")
    assert "plausch" in liesl.command("public Hallo", "Alle Kanäle zeigt kanäle.")

    liesl.command("nachricht Toni = Spielst du eine Runde?",
                  "Du schreibst Toni: Spielst du eine Runde?")
    toni.read_until("Nachricht von Liesl: Spielst du eine Runde? (antworte <text> schreibt "
                    "zurück)")
    toni.command("antworte Gern, im Kaffeehaus!", "Du schreibst Liesl: Gern, im Kaffeehaus!")
    liesl.read_until("Nachricht von Toni: Gern, im Kaffeehaus!")
    assert "Niemand heißt „Niemandsland“." in liesl.command("nachricht Niemandsland = Hallo",
                                                            "Nichts wurde gesendet.")

    liesl.command("freund Toni", "Du fragst Toni, ob ihr Freunde sein wollt.")
    toni.read_until("Liesl möchte mit dir befreundet sein")
    toni.command("freund ja Liesl", "Liesl und du seid jetzt Freunde")
    liesl.read_until("Toni sagt ja: ihr seid jetzt Freunde.")
    toni.command("ende", "Tschüss")
    toni.close()
    liesl.command("nachricht Toni = Wo bist du?", "die Nachricht wartet und wird beim nächsten "
                  "Anmelden gezeigt.")
    toni = login(port, "Toni", "Kartenglück-32", create=False)
    liesl.read_until("Toni hat das Spiel betreten.")  # the room's greeting, no second news
    waiting = toni.read_until("Zurückschreiben: antworte <text>.")
    assert "Während du weg warst, kam eine Nachricht:" in waiting
    assert "Nachricht von Liesl: Wo bist du?" in waiting
    players.people[1] = ("Toni", "Kartenglück-32", toni)  # leaves the table at the end

    go_to(toni, "kaffeehaus")
    toni.command("setzen", "Du setzt dich")
    liesl.read_until("Freundesliste: Toni setzt sich im Kaffeehaus von Sarasande an das "
                     "66-Kartenspiel.")
    where = liesl.command("wo", "Verbunden sind")
    where += liesl.read_until("Toni – ")
    where += liesl.read_until("\n")
    deck = next(line for line in where.splitlines() if "66-Kartenspiel:" in line)
    assert "Sechsundsechzig" in deck and "Toni" in deck, deck
    assert "Toni – im Kaffeehaus von Sarasande, am Tisch: 66-Kartenspiel (wartet)" in where

    refused = liesl.command("kaffeeklatsch Ist noch ein Platz frei?", "Nichts wurde gesendet.")
    assert "Den Kaffeeklatsch hört man im Kaffeehaus von Sarasande" in refused
    liesl.command("kaffeeklatsch an", "Du hörst den Kaffeeklatsch jetzt überall")
    liesl.command("kaffeeklatsch Ist noch ein Platz frei?",
                  "[Kaffeeklatsch] Liesl: Ist noch ein Platz frei?")
    toni.read_until("[Kaffeeklatsch] Liesl: Ist noch ein Platz frei?")
    channels = liesl.command("kanäle", "ab- und anbestellen")
    assert "kaffeeklatsch" in channels and "Liesl" in channels

    too_long = liesl.command("sag " + "la" * 300, "Nichts wurde gesendet.")
    assert "Das sind 600 Zeichen; mehr als 500 auf einmal gehen nicht." in too_long
    toni.command("sag Bis gleich", 'Du sagst: "Bis gleich"')
    assert "lalala" not in toni.buffer
