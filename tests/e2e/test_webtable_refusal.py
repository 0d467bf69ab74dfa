"""
End to end in a browser: a refused command reaches the card pane as data.

A player sits at the Kaffeehaus table with a computer player and types a card
she does not hold into the input line (not through the pane, so the pane has
no move of its own waiting for an answer): the server answers the red
sentence in the text and `Kartenrunde.Abgelehnt`, and the pane shows that
sentence at the hand from the message alone (reason code `not_in_hand`).
Then a number too high, in French card names. Screenshot in the test's folder.
"""

import pytest

from tests.e2e.test_webclient import browser, is_local  # noqa: F401 (browser: the fixture)
from tests.e2e.test_webtable import DESKTOP, FACES, Player

pytestmark = pytest.mark.server


def refusal(player, since):
    player.wait_until(
        f"window.Kartenrunde && window.Kartenrunde.abgelehnt && "
        f"window.Kartenrunde.zahl > {since}", timeout=30000)
    return player.page.evaluate("window.Kartenrunde.abgelehnt")


def test_the_pane_shows_a_refusal_from_kartenrunde_abgelehnt(game_server, browser, tmp_path):
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Mali", "Schellen-Unter-Nein-4")
    player.type("kaffeehaus", "Stammgäste über ihre Karten")
    player.type("setzen", "Du setzt dich an")
    player.type("einladen Fräulein Mizzi", "Fräulein Mizzi nimmt am 66-Kartenspiel Platz")
    player.type("spiel", "Eine Partie")
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)

    state, since = player.snapshot()
    missing = next(face for face in FACES if face not in [c["card"] for c in state["hand"]]
                   and "sieben" not in face)
    player.type(f"lege {missing}", "nicht")
    data = refusal(player, since)
    assert data["command"] == f"lege {missing}" and data["cards"][0]["card"] == missing
    assert (data["reason"], data["kind"]) in (("not_in_hand", "card"), ("not_your_turn", None))
    notice = pane.locator(".kt-meldung")
    notice.get_by_text(data["text"]).wait_for(timeout=10000)  # from the message, not the text
    assert player.page.evaluate("window.Kartenrunde.gesendet || []") == []  # the pane sent nothing
    player.shot(tmp_path / "abgelehnt-1280x800.png", DESKTOP)

    player.type("kartennamen französisch", "französisch")
    state, since = player.snapshot()
    player.type("lege 9", "Karte 9 gibt es nicht")
    data = refusal(player, since)
    assert (data["reason"], data["kind"], data["cards"]) == ("not_in_hand", "card", [])
    notice.get_by_text("Karte 9 gibt es nicht").wait_for(timeout=10000)

    player.type("aufgeben", "(j/n)")
    player.type("j", "Die Partie ist aus.")
    player.type("aufstehen", "Du stehst")
    pane.wait_for(state="hidden", timeout=30000)
    assert not player.errors, player.errors
    outside = [url for url in player.requests if not is_local(url)]
    assert not outside, f"requests left the machine: {outside}"
    assert not player.leaks.leaks, player.leaks.leaks
