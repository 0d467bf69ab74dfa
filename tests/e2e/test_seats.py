"""
End to end over telnet: two people at the 66 deck with a spectator; one drops
the connection and comes back, the other gives up (and is asked first), the
spectator sits down later and hears every line once; walking out between
matches says "Du stehst ... auf" before the next room.
"""

import pytest

from tests.harness.player import HAND, SCREEN, fresh_hand, go_to, play_first_card
from tests.harness.telnet import TelnetClient

pytestmark = pytest.mark.server

DECK = 'me.search("66-Kartenspiel", global_search=True)'


def take_turn(client, name, hand_text):
    """Play the first card of `hand_text` the table accepts; refused with
    „Du bist nicht am Zug“ fails the test."""
    hand = HAND.findall(hand_text)[-1]
    answer = play_first_card(client, name, hand, stop=("Du bist nicht am Zug",))[-1]
    assert "Du bist nicht am Zug" not in answer, answer
    return answer


@pytest.fixture
def short_grace(game_server, players):
    """The shared server's 66 deck keeps a dropped player's seat 3 seconds (not 60)
    during the test; the admin's connection, to set it back afterwards."""
    admin = players(*game_server.admin, create=False)
    admin.command(f"py print('GRA' + 'CE=' + repr({DECK}.db.away_grace))", "GRACE=")
    before = admin.read_until("\n").strip()
    admin.command(f"py {DECK}.db.away_grace = 3", ">>>")
    yield admin
    admin.command(f"py {DECK}.db.away_grace = {before}", ">>>")


def test_drop_return_give_up_and_a_spectator_who_sits_down(game_server, players,
                                                           short_grace):
    port = game_server.ports["telnet"]
    vroni = players("Vroni", "Kartenglück-7")
    wastl = players("Wastl", "Kartenglück-8")
    zenzi = players("Zenzi", "Kartenglück-9")
    for client in (vroni, wastl, zenzi):
        go_to(client, "kaffeehaus")
    assert "Beide Plätze sind frei" in vroni.command("schau 66", "frei")
    vroni.command("setzen", "(Platz 1)")
    wastl.command("setzen", "(Platz 2)")
    zenzi.command("zuschauen", "Du schaust am 66-Kartenspiel zu.")
    start = vroni.command("spiel bis 3", "Du bist am Zug")
    assert "Du nennst keine Spielart, also gilt Sechsundsechzig" in start
    take_turn(vroni, "Vroni", start)
    wastl.read_until("Du bist am Zug")

    wastl.close()  # the connection drops while Wastl is to play
    dropped = vroni.read_until("Wastl ist nicht mehr verbunden. Der Platz wird 3 Sekunden "
                               "lang frei gehalten; danach spielt ein Computerspieler für "
                               "Wastl weiter.")
    assert "verlassen" not in dropped, dropped
    zenzi.read_until("Wastl ist nicht mehr verbunden.")
    vroni.read_until("ein Computerspieler spielt vorerst für diesen Platz.", timeout=30)
    vroni.read_until("Wastl legt ", timeout=30)  # the stand-in plays Wastl's card

    wastl = TelnetClient(port, timeout=60)
    wastl.read_until(SCREEN)
    back = wastl.command("connect Wastl Kartenglück-8", "Deine Karten:")
    back += wastl.read_until("\n") + wastl.read_until("\n")
    assert "Du sitzt noch am 66-Kartenspiel und spielst selbst weiter." in back
    vroni.read_until("Wastl ist wieder da und spielt selbst weiter.")
    # whoever is to act plays; Wastl's own move is accepted, the stand-in is gone
    for turn in range(6):
        hand = fresh_hand(wastl, turn)
        if "Du bist am Zug" in hand:
            take_turn(wastl, "Wastl", hand)
            break
        take_turn(vroni, "Vroni", fresh_hand(vroni, turn))
    else:
        raise AssertionError("Wastl never got the turn back")

    vroni.command("aufgeben", "Willst du die Partie wirklich aufgeben?")
    vroni.command("n", "Gut, du spielst weiter.")
    vroni.command("aufgeben", "Willst du die Partie wirklich aufgeben?")
    vroni.send("ja")
    for client in (vroni, wastl, zenzi):
        client.read_until("Vroni gibt die Partie auf. Die Partie ist aus. Es gewinnt Wastl!")

    vroni.command("aufstehen", "Du stehst vom 66-Kartenspiel auf.")
    zenzi.command("setzen", "(Platz 1)")
    zenzi.send("spiel")
    seen = zenzi.read_until("Deine Karten:") + zenzi.read_until("\n")
    zenzi.command("sag Hallo", 'Du sagst: "Hallo"')
    seen += zenzi.buffer
    assert seen.count("Eine Partie Sechsundsechzig beginnt") == 1, seen
    assert seen.count("Deine Karten:") == 1, seen
    zenzi.command("aufgeben", "wirklich aufgeben?")
    zenzi.command("j", "Es gewinnt Wastl!")

    walk = zenzi.command("wegkreuz", "Ausgänge:")
    assert walk.index("Du stehst vom 66-Kartenspiel auf.") < walk.index("Am Wegkreuz"), walk
    for client in (vroni, wastl, zenzi):
        client.close()
