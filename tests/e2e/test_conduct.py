"""End to end over telnet: two people and two computer players at the Gaigel table
for four. The game is set (by the builder's `py`) to a repeatable deal at the
moment Hanne and her computer partner have 101 and Hanne leads: the partner
leaves the Aus to her, she calls it, and the Abrechnung waits for both people's
`weiter` before the next game is dealt."""

import re

import pytest

from tests.harness.player import WEITER, go_to

pytestmark = pytest.mark.server

#: the builder's one line: the engine's deal seed 1 after 24 first moves (never
#: `aus`): Hanne (seat 1) and her partner (seat 3) have 101, Hanne leads
FIXED = ("py from evennia import search_object; from game.cardgames import new_game; "
         "t = [o for o in search_object('Gaigeltisch') if o.location "
         "and o.location.key == 'Besenwirtschaft'][0]; m = t.match; "
         "g = new_game(m.preset, seed=1, names=m.game.names); "
         "(lambda g: [g.act(g.to_act, next(c for c in g.legal(g.to_act) if c != 'aus')) "
         "for _ in range(24)])(g); m.game = g; t.save_match(m); t.turns.schedule(); "
         "me.msg('Fest gelegt, am Zug: ' + g.names[g.to_act])")


def test_the_partner_leaves_the_aus_to_the_person_and_the_abrechnung_waits_for_both(
        game_server, players):
    hanne = players("Hanne", "Kartenglück-18")
    jockel = players("Jockel", "Kartenglück-19")
    for client, seat in ((hanne, 1), (jockel, 2)):
        go_to(client, "besenwirtschaft")
        client.command(f"setzen {seat}", f"(Platz {seat})")
    hanne.send("auffüllen")
    hanne.send("spiel bis 7")
    start = hanne.read_until("Deine Karten:", timeout=60)
    partner = re.search(r"Es spielen Hanne und (.+?) gegen Jockel", start).group(1)

    admin = players(*game_server.admin, create=False)
    admin.command(FIXED, "Fest gelegt, am Zug: Hanne")
    hanne.command("hand", "Deine Karten:")  # a newcomer looks at the cards first
    question = hanne.command("aus", "(j/n)", timeout=30)  # asked first (issue 47)
    assert "Wirklich „Aus!“ rufen?" in question, question
    said = hanne.command("j", WEITER, timeout=30) + hanne.read_until("\n")
    assert "Du rufst: Aus!" in said and f"{partner} ruft" not in said, said
    assert "Untergaigel" not in said
    assert "sobald alle bereit sind; es fehlen noch Jockel und du" in said, said
    heard = jockel.read_until(WEITER, timeout=30) + jockel.read_until("\n")
    assert "es fehlen noch Hanne und du" in heard, heard

    assert "Du bist bereit; es fehlt noch Jockel." in hanne.command("weiter", "Jockel.")
    assert "Hanne ist bereit; jetzt fehlst nur noch du." in jockel.read_until("du.")
    jockel.send("weiter")
    for client in (hanne, jockel):
        client.read_until("Neues Spiel,", timeout=30)
