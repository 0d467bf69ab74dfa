"""End to end over telnet, two newcomers and a builder (issue 49): after `ignoriere
Bertram` nothing of Bertram's reaches Annika by the Plausch, a message, room speech or
an emote, while Bertram reads the usual confirmations; Annika's complaint reaches the
builder at once with Bertram's Plausch line quoted from the server's record; a
muted Bertram is refused on the Plausch with the time left; a banned Bertram is
cut off, cannot log in and reads until when and why, and can once unbanned; every
action is in `aufsicht log`."""

import pytest

from tests.harness.player import SCREEN, login
from tests.harness.telnet import TelnetClient

pytestmark = pytest.mark.server


def test_ignoring_a_complaint_a_mute_and_a_ban(game_server, players):
    port = game_server.ports["telnet"]
    anna = players("Annika", "Kartenglück-41")
    bertram = players("Bertram", "Kartenglück-42")
    admin = players(*game_server.admin, create=False)

    anna.command("ignoriere Bertram", "Du ignorierst jetzt Bertram")
    bertram.command("plausch Hallo Annika, hörst du mich?", "[Plausch] Bertram: Hallo Annika")
    bertram.command("nachricht Annika = Antworte doch!", "Du schreibst Annika: Antworte doch!")
    bertram.command("sag Huhu Annika", 'Du sagst: "Huhu Annika"')
    bertram.command("emote winkt Annika zu", "Bertram winkt Annika zu")
    admin.read_until("[Plausch] Bertram: Hallo Annika")  # the others hear him
    heard = anna.command("plausch Ist hier wer?", "[Plausch] Annika: Ist hier wer?")
    for line in ("Hallo Annika", "Antworte doch", "Huhu Annika", "winkt Annika"):
        assert line not in heard, heard
    assert "Ist hier wer?" in bertram.read_until("[Plausch] Annika: Ist hier wer?")
    assert "Du hast noch keine Nachrichten" in anna.command("nachricht", "Schreiben:")

    anna.command("beschwerde Bertram = schreibt mir dauernd, obwohl ich nicht will",
                 "Deine Beschwerde über Bertram ist bei der Aufsicht")
    told = admin.read_until("alle offenen: beschwerden.")
    assert "Neue Beschwerde:" in told and "von Annika über Bertram" in told, told
    assert "Bertram: Hallo Annika, hörst du mich?" in told, told  # from the channel log
    assert "beschwerde" not in bertram.command("sag Noch da?", 'Du sagst: "Noch da?"')

    admin.command("stumm Bertram plausch = 30 minuten, Belästigung",
                  "Bertram ist auf dem Plausch stumm bis")
    bertram.read_until("Die Aufsicht hat dich auf dem Plausch stumm geschaltet")
    refused = bertram.command("plausch Na?", "Nichts wurde gesendet.")
    assert "(noch 30 Minuten). Grund: Belästigung" in refused, refused

    admin.command("sperre Bertram = 1 tag, Belästigung trotz Ermahnung", "Bertram ist gesperrt")
    cut = bertram.read_until("Grund: Belästigung trotz Ermahnung")
    assert "Dein Konto ist gesperrt bis" in cut
    assert bertram.closed_by_server(timeout=20)
    again = TelnetClient(port)
    again.read_until(SCREEN)
    refused = again.command("connect Bertram Kartenglück-42", "Grund:")
    assert "Dein Konto ist gesperrt bis" in refused, refused
    again.close()

    admin.command("entsperre Bertram = ausgesprochen", "Bertram ist nicht mehr gesperrt")
    bertram = login(port, "Bertram", "Kartenglück-42", create=False)
    players.people[1] = ("Bertram", "Kartenglück-42", bertram)
    book = admin.command("aufsicht log", "Buch der Aufsicht:") + admin.read_until("ausgesprochen")
    for action in ("stumm (auf dem Plausch) Bertram", "gesperrt Bertram", "entsperrt Bertram"):
        assert f"admin: {action}" in book, book
