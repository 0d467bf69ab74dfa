"""
End to end over telnet, competition (issue 30): two people at the 66 deck, one
drops; the other reads that they may wait or claim the win, claims it, and
`bestenliste wertung` lists both with their ratings; a match against Ferdl
ends, `revanche` brings him back and a new match begins.
"""

import re

import pytest

from tests.harness.player import go_to, play_match, sit_with

pytestmark = pytest.mark.server

DECK = 'me.search("66-Kartenspiel", global_search=True)'
LEAVERS = "__import__('game.table.leavers', fromlist=['x'])"


@pytest.fixture
def short_waits(game_server, players):
    """The deck keeps a dropped seat 3 seconds and a claim waits 6 seconds (not
    60 and 120) during the test; set back afterwards."""
    admin = players(*game_server.admin, create=False)
    admin.command(f"py print('GRA' + 'CE=' + repr({DECK}.db.away_grace))", "GRACE=")
    before = admin.read_until("\n").strip()
    admin.command(f"py {DECK}.db.away_grace = 3", ">>>")
    admin.command(f"py {LEAVERS}.CLAIM_AFTER = 6", ">>>")
    yield admin
    admin.command(f"py {DECK}.db.away_grace = {before}", ">>>")
    admin.command(f"py {LEAVERS}.CLAIM_AFTER = 120", ">>>")


def test_a_leaver_is_claimed_against_and_both_stand_in_the_rating_list(game_server, players,
                                                                        short_waits):
    resi = players("Resi", "Kartenglück-7")
    sepp = players("Sepp", "Kartenglück-8")
    for client in (resi, sepp):
        go_to(client, "kaffeehaus")
    resi.command("setzen", "(Platz 1)")
    sepp.command("setzen", "(Platz 2)")
    resi.command("spiel bis 3", "Eine Partie Sechsundsechzig beginnt")
    too_early = resi.command("sieg beanspruchen", "der gegangen ist.")
    assert "Niemand von der Gegenseite hat die Partie verlassen" in too_early

    sepp.close()  # the connection drops
    resi.read_until("Sepp ist nicht mehr verbunden.")
    told = resi.read_until("die Partie gewinnen", timeout=30)
    assert "ein Computerspieler spielt vorerst für diesen Platz" in told
    assert "Ihr könnt warten, ob Sepp zurückkommt" in told
    resi.read_until("Sepp ist seit", timeout=30)  # the wait is over
    won = resi.command("sieg beanspruchen", "Die Karten werden eingesammelt.")
    assert "Resi beansprucht den Sieg: Sepp hat die Partie verlassen." in won
    assert "Die Partie ist aus. Es gewinnt Resi!" in won

    board = resi.command("bestenliste wertung 66", "Du stehst auf Platz")
    rows = {m.group(1): m.group(2) for m in
            re.finditer(r"\d+\.\s+(Resi|Sepp)\s+(\S+ \(vorläufig\)|\S+)", board)}
    assert set(rows) == {"Resi", "Sepp"}, board
    value = lambda text: float(text.split()[0].replace(",", ".").replace("−", "-"))  # noqa: E731
    assert value(rows["Resi"]) > value(rows["Sepp"]), board
    assert "(vorläufig)" in rows["Resi"]
    explained = resi.command("wertung", "minus dreimal")
    assert "Deine Wertung" in explained and "1 gewertetes Spiel" in explained
    resi.command("aufstehen", "Du stehst vom 66-Kartenspiel auf.")


def test_after_a_match_revanche_starts_with_the_computer_player_still_seated(game_server,
                                                                            players):
    vevi = players("Vevi", "Kartenglück-9")
    sit_with(vevi, "Ferdl")
    vevi.send("spiel bis 3")
    seen = play_match(vevi, "Vevi")
    seen = re.sub(r"\x1b\[[0-9;]*m", "", seen + vevi.read_until("so lang wie diese", timeout=30))
    assert "Mit revanche (oder revanche bis <zahl>) bietest du eine neue Partie" in seen
    assert "Ferdl bleibt sitzen: mit neue partie beginnt gleich die nächste Partie" in seen
    assert "Wertung" in vevi.command("bilanz", "Wertung") + vevi.read_until("\n")
    text = vevi.command("revanche bis 7", "Eine Partie Sechsundsechzig beginnt")
    assert "Revanche!" in text and "setzt sich wieder dazu" not in text
    vevi.read_until("bis 7")
