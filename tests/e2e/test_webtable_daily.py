"""
End to end in a browser (issue 50): a newcomer finds the day's deals in the
lobby („Jeden Tag neu“; on a phone in a compact row on top, in sight without
scrolling), starts the day's 66 set with its button, answers the
start's question in its dialog, and plays the first deal by clicks at a table
of their own; the pane's head says which deal of the set it is (no „bis
null“: a set has no target), the Abrechnung's „Weiter“ brings deal 2, and
`aufgeben` is refused at once with the reason. Another player's `wo` does not
list the practice table. Screenshots at 390 and 1280 px; no request leaves
the machine, no console error, no hidden card in any frame or in the pane.
"""

import pytest

from tests.e2e.test_webclient import browser, is_local  # noqa: F401 (browser: the fixture)
from tests.e2e.test_webtable import DESKTOP, PHONE, Player, play_game_by_clicks

pytestmark = pytest.mark.server


def test_a_newcomer_plays_the_days_first_deal_by_clicks(game_server, browser, players,
                                                        tmp_path):
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Leonore", "Tages-Herz-Ass-5")

    page.get_by_role("button", name="Tische").click()
    everyday = page.locator("#kt-lobby .kt-l-jedentag")
    everyday.get_by_text("Jeden Tag neu").wait_for(timeout=30000)
    today = page.locator("#kt-lobby .kt-l-heute")  # the compact row on top: phones only
    assert not today.is_visible()
    assert everyday.locator(".kt-l-knopfreihe", has_text="66").get_by_role(
        "button", name="Tagesspiel (6 Spiele)").is_visible()  # the desktop as before
    player.shot(tmp_path / "jeden-tag-1280x800.png", DESKTOP)
    player.shot(tmp_path / "jeden-tag-390x844.png", PHONE)
    quick = today.get_by_role("button", name="Tagesspiel 66")
    box = quick.bounding_box()  # in sight on a phone without scrolling the lobby
    assert box and box["y"] + box["height"] <= PHONE["height"]
    assert page.evaluate("document.getElementById('kt-lobby').scrollTop") == 0
    quick.click()

    question = page.locator(".kt-frage-dialog")  # asked once, as a dialog (not only as text)
    question.wait_for(timeout=30000)
    assert "spielst du heute nur einmal" in question.inner_text()
    player.shot(tmp_path / "frage-390x844.png", PHONE)
    question.locator(".kt-frage-ja").click()

    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    head = pane.locator(".kt-kopf")
    head.get_by_text("Tagesspiel 66, Spiel 1 von 6").wait_for(timeout=30000)
    assert "bis null" not in head.inner_text()
    player.shot(tmp_path / "start-1280x800.png", DESKTOP)
    player.shot(tmp_path / "start-390x844.png", PHONE)
    page.set_viewport_size(DESKTOP)

    other = players("Gundula", "Nur-Zuschauen-4")  # the practice table is nobody else's
    where = other.command("wo", "Verbunden")
    assert "Tagesspieltisch" not in where and "Tagesstube" not in where

    play_game_by_clicks(player, tmp_path)
    result = pane.locator(".kt-abrechnung")
    assert "Stand: Leonore" in result.inner_text()
    player.shot(tmp_path / "abrechnung-390x844.png", PHONE)
    page.set_viewport_size(DESKTOP)
    tail = player.messages.inner_text()[-600:]
    assert "Spiel 1 von 6 ist aus." in tail and "pause" not in tail
    result.get_by_role("button", name="Weiter").click()
    head.get_by_text("Tagesspiel 66, Spiel 2 von 6").wait_for(timeout=30000)

    player.type("aufgeben", "Im Tagesspiel gibt man nicht auf")  # at once, no (j/n)
    assert not page.locator(".kt-frage-dialog").count()

    assert not player.errors, player.errors
    assert all(is_local(url) for url in player.requests), player.requests
    assert not player.leaks.leaks, player.leaks.leaks
    assert not player.dom_leaks(), player.dom_leaks()
