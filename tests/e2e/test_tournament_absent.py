"""
End to end over telnet, fair competition at a tournament (issue 48): Kunibert and
Swantje play a Swiss of one round in the Turniersaal with two computer guests.
Swantje gives up her board (`aufgeben`, `j`) and watches Kunibert's; Kunibert plays
one card and loses the connection. A stand-in plays his game to its end, which
counts as lost for him whoever won it on the board (the guest scores it), and as
he is not back before the next game he loses the match by forfeit. The standings
give him no point, the Kurier names no absent winner, and both `wertung` read one
lost rated game. Each player's whole transcript is written to the test's log.
"""

import pytest

from tests.e2e.test_gmcp import choose
from tests.harness.gmcp import GmcpClient
from tests.harness.player import go_to

pytestmark = pytest.mark.server

HALL = "[o for o in evennia.search_object('Turniersaal') if o.location is None][0]"
TABLES = f"tables_for({HALL}, '66')"
IMPORT = "from game.books.tournament_run import tables_for; "
SCORE = "Stand der Partie (Punkte): "


def match_score(text):
    """{name: points} of the last „Stand der Partie“ line in `text`."""
    line = text[text.rfind(SCORE) + len(SCORE):].split("\n")[0].rsplit(" (", 1)[0]
    return dict(part.rsplit(" ", 1) for part in line.split(", "))


def points_of(text, name):
    """`name`'s points in a `turnier stand` table (its row: place, name, points, ...)."""
    row = next(line for line in text.splitlines() if f" {name} " in f" {line} ")
    return row.split(name, 1)[1].split()[0]


def test_absent_in_round_one_loses_game_and_match_and_scores_nothing(game_server, players):
    admin = players(*game_server.admin, create=False)
    admin.command(f"py {IMPORT}print('BEF' + 'ORE=' + me.location.dbref + ' ' + "
                  f"repr([t.db.away_grace for t in {TABLES}]))", "BEFORE=")
    line = admin.read_until("\n").strip()
    home, grace = line.split(" ", 1) if " " in line else (line, "???")
    admin.command(f"py {IMPORT}me.move_to({HALL}, quiet=True); "
                  f"[setattr(t.db, 'away_grace', 3) for t in {TABLES}]", ">>>")
    admin.command("sag Bereit", 'Du sagst: "Bereit"')  # the hall's look read
    kuni = players("Kunibert", "Kartenglück-31", client=GmcpClient(players.port, timeout=60))
    swan = players("Swantje", "Kartenglück-32", client=GmcpClient(players.port, timeout=60))
    clients = {"Kunibert": kuni, "Swantje": swan}
    try:
        for client in (kuni, swan):
            go_to(client, "kaffeehaus")
            go_to(client, "turniersaal")
        opened = admin.command("turnier neu 66 bis 7 runden 1", "turnier anmelden")
        assert "eröffnet ein Turnier" in opened, opened
        assert "angemeldet (1 von" in kuni.command("turnier anmelden", "Plätzen).")
        assert "angemeldet (2 von" in swan.command("turnier anmelden", "Plätzen).")
        admin.command("turnier auffüllen leicht 2", "(Computer, leicht)")
        begun = admin.command("turnier start", "Das Turnier beginnt")
        begun += admin.read_until("\n")
        assert "Schweizer System" in begun, begun
        where = {}
        for client, name in ((kuni, "Kunibert"), (swan, "Swantje")):
            seated = client.read_until("Du sitzt für Runde 1 an ") + client.read_until(".")
            where[name] = seated.rsplit("Runde 1 an ", 1)[1].rstrip(".")
            client.read_until("Eine Partie Sechsundsechzig beginnt", timeout=60)  # after it
        assert where["Kunibert"] != where["Swantje"], where  # each plays a guest
        for client in (kuni, swan):  # the seat is told before the deal
            text = client.transcript
            assert text.index("Du sitzt für Runde 1") < text.index("Eine Partie"), text[-800:]
            assert "Am Turniertisch zählt jeder selbst" in text, text[-800:]

        asked = swan.command("anzeige punkte an", "Augen.") + swan.read_until("\n")
        assert "An deinem Turniertisch gilt das erst nach dem Turnier" in asked, asked
        state = swan.expect_gmcp("Kartenrunde.Tisch", lambda data: data["einstellungen"]["points"])
        assert "points" not in state and not any(state["hinweise"].values()), state
        assert state["einstellungen"]["hints"] == [], state["einstellungen"]
        swan.command("anzeige punkte aus", "nicht mehr.")
        swan.command("aufgeben", "(j/n)")
        gone = swan.command("j", "Die Karten werden eingesammelt.")
        assert "Swantje gibt die Partie auf." in gone, gone
        swan.command(f"zuschauen {where['Kunibert'].lower()}", "Du schaust")

        state = kuni.expect_gmcp("Kartenrunde.Tisch", lambda data: data["my_turn"], timeout=60)
        kuni.command(choose(state), "Du legst ")  # one card of his own
        kuni.close()  # the connection drops in round 1

        seen = swan.read_until("Kunibert ist nicht mehr verbunden. Der Platz wird 3 Sekunden "
                               "lang frei gehalten", timeout=60)
        seen += swan.read_until("„Computer für Kunibert“", timeout=60) + swan.read_until("\n")
        assert ("Im Turnier zählt jedes Spiel, das der Computer für Kunibert spielt, als "
                "verloren, und ist Kunibert vor dem nächsten Spiel nicht zurück, auch die "
                "Partie.") in seen, seen
        seen += swan.read_until("Stand der Partie (Punkte):", timeout=300)
        seen += swan.read_until("\n")
        score = match_score(seen)
        assert len(score) == 2, seen[-1500:]
        absent = next(name for name in score if "Kunibert" in name)
        guest = next(name for name in score if "Kunibert" not in name)
        assert score[absent] == "0", seen[-1500:]  # the stand-in's game never scores
        ended = [data for package, data, _ in swan.log if package == "Kartenrunde.Ergebnis"
                 and absent in data["names"]][0]
        won = ended["names"][ended["winners"][0]] == absent if ended["winners"] else False
        told = "Im Turnier zählt dieses Spiel für Kunibert als verloren" in seen
        assert won == told, (ended, seen[-1500:])  # told exactly when the stand-in won
        scores = {tuple(p["seats"]): p["score"] for p in ended["score"]["parties"]}
        assert scores[(ended["names"].index(absent),)] == 0, ended  # the data says so too
        forfeit = swan.read_until("Die Karten werden eingesammelt.", timeout=60)
        assert ("Kunibert ist vor dem nächsten Spiel nicht zurückgekommen: im Turnier ist "
                "die Partie für Kunibert damit verloren.") in forfeit, forfeit
        assert f"Es gewinnt {guest}!" in forfeit, forfeit
        over = swan.read_until("Das Turnier ist aus.", timeout=120)
        over += swan.read_until("Turnier im Turniersaal (", timeout=60) + swan.read_until("\n")
        final = over[over.rfind("Das Turnier ist aus."):]
        assert points_of(final, "Kunibert") == "0" and points_of(final, guest) == "1", final
        assert points_of(final, "Swantje") == "0", final
        kurier = final[final.rfind("Turnier im Turniersaal ("):]
        assert "Kunibert" not in kurier.split(" vor ")[0], kurier
        assert "gewinnt mit 1 Punkt" in kurier or "gewinnen mit 1 Punkt" in kurier, kurier

        back = players("Kunibert", "Kartenglück-31", create=False,
                       client=GmcpClient(players.port, timeout=60))
        clients["Kunibert, back"] = back
        news = back.read_until("verliert auch die Partie.", timeout=30)
        assert "Während du weg warst" in news and "Die Partie ist inzwischen zu Ende." in news
        stand = back.command("turnier stand", "Buchholz") + back.read_until("Partien")
        stand += back.read_until("Swantje") + back.read_until("\n")
        assert "beendet" in stand and points_of(stand, "Kunibert") == "0", stand
        rated = back.command("wertung", "minus dreimal")
        assert "1 gewertetes Spiel" in rated, rated
        rated = swan.command("wertung", "minus dreimal")
        assert "1 gewertetes Spiel" in rated, rated
    finally:
        for name, client in clients.items():  # every line each player read
            print(f"===== {name} =====\n{client.transcript}")
        admin.command(f"py {IMPORT}[setattr(t.db, 'away_grace', g) for t, g in "
                      f"zip({TABLES}, {grace})]; me.move_to(evennia.search_object('{home}')[0], "
                      "quiet=True)", ">>>")
