"""
End to end in a browser: a puzzle (`rätsel`) as a table position in the web
client's table pane, answered by a click (issue 50).

Headless Debian Chromium driven by Playwright (never `playwright install`), a
real server. A new player types `rätsel`: with no table anywhere the pane
shows for the puzzle alone, below its head: the other hand as the puzzle
states it, the trump, your cards to click; nothing scrolls sideways at 1280,
390 or 360 px. The message (Kartenrunde.Raetsel) names no card outside the
seat's stated view. A click on a card sends `lege <karte>` and the verdict
shows with „Nächstes Rätsel“, which brings the next puzzle; Escape closes the
pane again. Then, sitting at a table between matches, the puzzle is a panel
over the table that begins below the head, whose buttons stay free to click.
Screenshots at 390x844 and 1280x800 go to /tmp/h/shots50/ when that folder
exists, else to the test's folder.
"""

from pathlib import Path

import pytest

from game.puzzles import collection
from tests.e2e.test_webclient import browser, is_local  # noqa: F401 (browser: the fixture)
from tests.e2e.test_webtable import DESKTOP, PHONE, Player
from tests.puzzles.test_puzzledata import cards_in, stated_view

pytestmark = pytest.mark.server

NARROW = {"width": 360, "height": 740}

#: how far anything reaches past the right edge: the page, the pane, the panel
SIDEWAYS = """() => {
    const over = e => e ? e.scrollWidth - e.clientWidth : 0;
    const panel = document.querySelector('.kt-raetsel');
    const right = panel ? panel.getBoundingClientRect().right - innerWidth : 0;
    return [document.documentElement.scrollWidth - innerWidth,
            over(document.getElementById('kartentisch')), over(panel), right];
}"""

#: the panel's top and the bottom of the pane's head (the panel begins below it)
PLACES = """() => {
    const head = document.querySelector('#kartentisch .kt-kopf').getBoundingClientRect();
    const panel = document.querySelector('.kt-raetsel').getBoundingClientRect();
    const buttons = [...document.querySelectorAll('#kartentisch .kt-knoepfe button')]
        .filter(b => b.offsetParent).map(b => {
            const r = b.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return b.contains(hit);
        });
    return {headBottom: head.bottom, panelTop: panel.top, buttons: buttons};
}"""


def shots(tmp_path):
    folder = Path("/tmp/h/shots50")
    return folder if folder.is_dir() else tmp_path


def nothing_sideways(page, size):
    page.set_viewport_size(size)
    page.wait_for_timeout(200)
    wide = page.evaluate(SIDEWAYS)
    assert all(extra <= 1 for extra in wide), (size, wide)


def puzzle_shown(player):
    return player.page.evaluate("window.Kartenrunde && window.Kartenrunde.raetsel")


def test_a_puzzle_in_the_pane_is_answered_by_a_click(game_server, browser, tmp_path):
    folder = shots(tmp_path)
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Knobelfritz", "Rätsel-Karo-Klick-5")
    assert not pane.is_visible()
    player.type("rätsel", "Antworte mit deinem Zug")
    panel = pane.locator(".kt-raetsel")
    panel.locator(".kr-spielbar").first.wait_for(timeout=15000)
    data = puzzle_shown(player)
    assert data["state"] == "frage" and data["answerable"]
    puzzle = collection.puzzle(data["family"], data["number"])
    assert cards_in(data) <= stated_view(puzzle)
    assert panel.locator("h2").inner_text() == data["heading"]
    assert "Hält (bekannt, alle anderen Karten sind gefallen):" in panel.inner_text()
    assert panel.locator(".kr-gegner .kr-klein").count() == len(data["position"]["known"])
    cards = panel.locator(".kr-karte")
    assert cards.count() == len(data["position"]["hand"])
    playable = [c for c in data["position"]["hand"] if c["answer"]]
    assert panel.locator(".kr-spielbar:not([disabled])").count() == len(playable)
    others = [a for a in data["answers"] if a["kind"] != "card"]
    assert panel.locator(".kr-antwort").all_inner_texts() == [a["label"] for a in others]
    assert f"Trumpf: {data['position']['trump']['label']}" in pane.locator(".kt-kopf").inner_text()
    places = page.evaluate(PLACES)
    assert places["panelTop"] >= places["headBottom"] - 1, places
    for size in (DESKTOP, PHONE, NARROW):
        nothing_sideways(page, size)
    player.shot(folder / "raetsel-390x844.png", PHONE)
    player.shot(folder / "raetsel-1280x800.png", DESKTOP)

    first = playable[0]
    page.set_viewport_size(PHONE)  # answered on a phone: the verdict comes into view
    panel.locator(".kr-spielbar").first.click()
    panel.locator(".kr-urteil").wait_for(timeout=15000)
    assert player.page.evaluate("window.Kartenrunde.gesendet").count(first["answer"]) == 1
    assert first["answer"].startswith("lege ")
    answered = puzzle_shown(player)
    verdict = answered["verdict"]
    assert answered["state"] == "beantwortet" and verdict["command"] == first["answer"]
    assert cards_in(answered) <= stated_view(puzzle)
    head = "Richtig!" if first["answer"] == puzzle["best"] else "Leider nicht der beste Zug."
    assert verdict["head"] == head
    said = panel.locator(".kr-urteil").inner_text()
    assert head in said and "Richtig ist" in said and "Deine Rätselwertung (" in said
    assert ("Richtig in Folge: 1." if verdict["right"] else "Deine Serie beginnt von vorn.") in said
    assert panel.locator(".kr-karte:not([disabled])").count() == 0  # answered: nothing to click
    assert panel.locator(".kr-richtig").count() >= 1
    page.locator("#messagewindow").get_by_text(head).last.wait_for(timeout=15000)  # the text says it too
    player.shot(folder / "raetsel-urteil-390x844.png", PHONE)
    seen = page.evaluate("""() => { const b = document.querySelector('.kr-weiter').getBoundingClientRect();
        const pane = document.getElementById('kartentisch').getBoundingClientRect();
        return b.top >= pane.top && b.bottom <= pane.bottom; }""")
    assert seen  # „Nächstes Rätsel“ is in view on the phone without scrolling
    for size in (DESKTOP, PHONE, NARROW):
        nothing_sideways(page, size)
    player.shot(folder / "raetsel-urteil-1280x800.png", DESKTOP)

    panel.get_by_role("button", name="Nächstes Rätsel").click()
    player.wait_until(f"window.Kartenrunde.raetsel.state === 'frage' && "
                      f"window.Kartenrunde.raetsel.number !== {data['number']}")
    assert panel.locator(".kr-urteil").count() == 0
    panel.locator(".kr-spielbar").first.wait_for(timeout=15000)
    page.keyboard.press("Escape")
    player.wait_until("!document.body.classList.contains('kt-da')")
    assert not pane.is_visible()

    # at a table between matches: the puzzle is a panel below the table's head
    player.type("kaffeehaus", "Stammgäste über ihre Karten")
    player.type("setzen", "Du setzt dich an")
    pane.locator(".kt-warten").wait_for(timeout=30000)
    player.type("rätsel", "Antworte mit deinem Zug")
    panel.locator(".kr-spielbar").first.wait_for(timeout=15000)
    assert pane.locator(".kt-warten").count() == 1
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        page.wait_for_timeout(300)
        places = page.evaluate(PLACES)
        assert places["panelTop"] >= places["headBottom"] - 1, (size, places)
        assert places["buttons"] and all(places["buttons"]), (size, places)
        nothing_sideways(page, size)
    player.shot(folder / "raetsel-am-tisch-390x844.png", PHONE)
    player.shot(folder / "raetsel-am-tisch-1280x800.png", DESKTOP)
    panel.get_by_role("button", name="Schließen").click()
    assert not panel.is_visible() and pane.is_visible()  # the table stays
    player.type("aufstehen", "")
    assert player.errors == [], player.errors
    assert all(is_local(url) for url in player.requests)
