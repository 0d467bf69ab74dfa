"""End to end over telnet, three newcomers (issue 49, the audit's holes): a friend
only by the other's yes, and before it no news of the other's login; `unsichtbar`
hides Antje from `wo` except for her friend; a private message to Antje given 25
times over is one, five of one sender wait and the sixth is said not to be kept,
and Clarissa's real message is still there when Antje comes; 13 invitations in a row
reach Antje once."""

import pytest

from tests.harness.player import go_to, login

pytestmark = pytest.mark.server

ANTJE = ("Antje", "Kartenglück-51")


def relog(players, port):
    """Antje leaves and comes back; the text she reads on arriving."""
    name, password, client = players.people[0]
    client.command("ende", "bis bald am Kartentisch")
    client.close()
    client = login(port, name, password, create=False)
    players.people[0] = (name, password, client)
    return client


def test_friends_by_yes_invisible_messages_bounded_and_invitations_once(game_server, players):
    port = game_server.ports["telnet"]
    antje = players(*ANTJE)
    benno = players("Benno", "Kartenglück-52")
    clarissa = players("Clarissa", "Kartenglück-53")
    go_to(benno, "kaffeehaus")  # elsewhere: a login is news to him, not the room's greeting

    # 2. friends only by the other's yes; unsichtbar
    benno.command("freund Antje", "Du fragst Antje, ob ihr Freunde sein wollt.")
    antje.read_until("Benno möchte mit dir befreundet sein: dann erfahrt ihr beide, wenn der "
                     "andere kommt und wo er sitzt. Ja: freund ja Benno, nein: freund nein Benno.")
    antje.command("unsichtbar an", "Du bist unsichtbar")
    for viewer in (benno, clarissa):
        where = viewer.command("wo", "Verbunden sind") + viewer.command("freunde", "freund")
        assert "Antje –" not in where, where
    antje = relog(players, port)
    news = benno.command("wer", "Gerade sind")
    assert "Antje ist jetzt da" not in news, news  # asked, not yet a friend
    antje.command("freund ja Benno", "Benno und du seid jetzt Freunde")
    benno.read_until("Antje sagt ja: ihr seid jetzt Freunde.")
    antje = relog(players, port)
    benno.read_until("Freundesliste: Antje ist jetzt da (")
    where = benno.command("wo", "Verbunden sind") + benno.read_until("Antje – ")
    assert "Antje – " in where
    where = clarissa.command("wo", "Verbunden sind") + clarissa.command("freunde", "freund")
    assert "Antje –" not in where, where

    # 1. messages: deduplicated, five of one sender wait, the sixth said not kept
    antje.command("ende", "bis bald am Kartentisch")
    antje.close()
    clarissa.command("nachricht Antje = Treffen wir uns morgen im Kaffeehaus?",
                  "die Nachricht wartet")
    sent = benno.command("nachricht " + ", ".join(["Antje"] * 25) + " = spam",
                         "die Nachricht wartet")
    assert sent.count("Du schreibst") == 1, sent
    for number in range(2, 6):
        benno.command(f"nachricht Antje = Nummer {number}", "die Nachricht wartet")
    refused = benno.command("nachricht Antje = Nummer 6", "wartet wieder eine.")
    assert ("Für Antje warten schon 5 ungelesene Nachrichten von dir; diese wird nicht "
            "aufbewahrt.") in refused, refused
    antje = login(port, *ANTJE, create=False)
    players.people[0] = (*ANTJE, antje)
    waiting = antje.read_until("Zurückschreiben: antworte <text>.")
    assert "Während du weg warst, kamen 6 Nachrichten:" in waiting, waiting
    assert "Nachricht von Clarissa: Treffen wir uns morgen im Kaffeehaus?" in waiting
    assert waiting.count("spam") == 1 and "Nummer 5" in waiting and "Nummer 6" not in waiting

    # 3. thirteen invitations in a row reach Antje once
    go_to(clarissa, "kaffeehaus")
    clarissa.command("setzen", "Du setzt dich")
    for _ in range(13):
        clarissa.send("einladen Antje")
    answers = clarissa.read_until("Du lädst Antje")
    for _ in range(12):
        answers += clarissa.read_until("eben erst eingeladen")
    assert answers.count("Du lädst Antje") == 1, answers
    heard = antje.command("wer", "Gerade sind")
    assert heard.count("Clarissa lädt dich") == 1, heard
