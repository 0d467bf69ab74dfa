"""
End to end in a browser: a lesson of the card school in the web client's
table pane, and the Bilanz panel (issue 46).

Headless Debian Chromium driven by Playwright (never `playwright install`), a
real server. A new player walks to the Besenwirtschaft and types `lektion 1`:
the table pane appears, and the text window below (390 px) or beside it
(1280 px) still shows its newest line. `B` opens the Bilanz: a real table
(the games as columns, a row per line, no ruler of tildes, nothing wider
than the panel), its button „Deine Rekorde“ asks for the records. The lesson
is played by clicks (Ge-Elfen, Herz Ass); once it has shown its point the
school panel asks its question, and the pane under it shows the lesson's
end: the cards as they lie, but no „Du bist am Zug“, no „am Zug“ marker, no
lit card, no Aus button; the status line says the lesson is over; the text
window still shows its newest line. Lesson 8 is Gaigel: its head counts
Striche. Screenshots of the lesson's end and the Bilanz at both widths go to
the test's folder.
"""

import pytest

from tests.e2e.test_webclient import browser, is_local  # noqa: F401 (browser: the fixture)
from tests.e2e.test_webtable import DESKTOP, PHONE, Player

pytestmark = pytest.mark.server

#: where the newest line of the text window is, and whether it is seen
NEWEST = """() => {
    const window_ = document.getElementById('messagewindow');
    const last = [...window_.children].filter(e => e.textContent.trim()).pop();
    const line = last.getBoundingClientRect(), box = window_.getBoundingClientRect();
    return {text: last.textContent.slice(0, 60), bottom: line.bottom, top: line.top,
            boxTop: box.top, boxBottom: box.bottom, screen: innerHeight};
}"""


def newest_line_in_view(page, timeout=5000):
    """The newest line of the text window lies inside the window and on the screen
    (the layout follows the table's size: waited for a moment, at most `timeout`)."""
    deadline = page.evaluate("Date.now()") + timeout
    while True:
        seen = page.evaluate(NEWEST)
        inside = (seen["bottom"] <= seen["boxBottom"] + 2 and seen["top"] >= seen["boxTop"] - 2
                  and seen["boxBottom"] <= seen["screen"] + 1)
        if inside or page.evaluate("Date.now()") > deadline:
            return inside, seen
        page.wait_for_timeout(100)


def bilanz_panel(player, tmp_path, width):
    """B opens the Bilanz as a table; Escape closes it again."""
    page = player.page
    page.locator(".kt-hand-karte").first.focus()
    page.keyboard.press("b")
    table = page.locator(".kt-info table.kt-bilanz")
    table.wait_for(timeout=15000)
    panel = page.locator(".kt-info")
    assert panel.locator("h2").inner_text() == "Deine Bilanz"
    head = table.locator("thead th").all_inner_texts()
    assert head == ["66", "Gaigel"], head
    labels = table.locator("tbody th").all_inner_texts()
    assert labels[:3] == ["Spiele", "gewonnen", "Partien"] and labels[-2:] == ["Rang", "Wertung"]
    assert table.locator("tbody tr").first.locator("td").all_inner_texts() == ["0", "0"]
    assert "~" not in panel.inner_text() and panel.locator("pre").count() == 0
    wide = page.evaluate("""() => { const p = document.querySelector('.kt-info');
        const t = p.querySelector('table').getBoundingClientRect(), b = p.getBoundingClientRect();
        return [p.scrollWidth - p.clientWidth, t.right - b.right, b.right - innerWidth,
                document.documentElement.scrollWidth - innerWidth]; }""")
    assert all(extra <= 1 for extra in wide), wide  # nothing sticks out, nothing scrolls sideways
    page.screenshot(path=str(tmp_path / f"lessons-bilanz-{width}.png"))
    records = panel.get_by_role("button", name="Deine Rekorde („Meine Partien“)")
    records.click()
    panel.locator("h2", has_text="Meine Partien").wait_for(timeout=15000)
    panel.get_by_text("Meine Partien – deine Rekorde").wait_for(timeout=15000)
    page.keyboard.press("Escape")
    assert not panel.is_visible()


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["390", "1280"])
def test_a_lesson_ends_in_the_pane_the_text_follows_and_the_bilanz_is_a_table(
        game_server, browser, tmp_path, size):
    width = size["width"]
    player = Player(browser, game_server)
    page = player.page
    page.set_viewport_size(size)
    player.create_and_log_in(f"Schueler{width}", "Kreide-Tafel-7")
    player.type("besenwirtschaft", "Du siehst:")
    player.type("lektion 1", "eröffne mit ge-elfen herz ass")
    page.locator(".kt-hand-karte").first.wait_for(timeout=15000)
    inside, seen = newest_line_in_view(page)
    assert inside, seen  # the table appeared: the text still shows its newest line
    assert page.locator(".kt-meldung").inner_text().startswith("Du bist am Zug")

    bilanz_panel(player, tmp_path, width)

    page.locator(".kt-eroeffnung", has_text="Ge-Elfen").click()
    page.locator('.kt-hand-karte[aria-label*="Herz Ass"]').click()
    school = page.locator("#kt-schule")
    school.locator(".kt-s-antwort").first.wait_for(timeout=15000)
    page.wait_for_function("window.Kartenrunde.tisch && window.Kartenrunde.tisch.ended")
    state = player.state()
    assert state["ended"] == "Die Lektion ist zu Ende gespielt." and not state["my_turn"]
    pane = player.pane
    assert pane.locator(".kt-meldung").inner_text() == "Die Lektion ist zu Ende gespielt."
    assert "am Zug" not in pane.inner_text()
    assert pane.locator(".kt-hand-karte").count() == 5
    assert pane.locator(".kt-hand-karte.kt-spielbar").count() == 0
    assert pane.locator(".kt-hand-karte.kt-gedimmt").count() == 5
    assert pane.locator(".kt-aktion, .kt-eroeffnung").count() == 0  # no Aus, no opening
    assert pane.locator(".kt-am-zug").count() == 0
    inside, seen = newest_line_in_view(page)
    assert inside, seen
    assert "Antworte mit antwort <nummer>." in seen["text"] or "Prüffrage" in seen["text"], seen
    page.screenshot(path=str(tmp_path / f"lessons-end-{width}.png"))
    school.get_by_role("button", name="Schließen").click()
    assert not school.is_visible()
    # a dimmed card (aria-disabled: Playwright would wait for it) says why not when clicked
    page.locator('.kt-hand-karte[aria-label*="Eichel"]').first.click(force=True)
    assert pane.locator(".kt-meldung").inner_text().endswith("Die Lektion ist zu Ende gespielt.")
    assert "lege" not in " ".join(player.sent[-3:])  # nothing was sent for it
    page.screenshot(path=str(tmp_path / f"lessons-end-pane-{width}.png"))

    player.type("lektion 8", "Der richtige Moment für Aus")
    page.locator(".kt-stand", has_text="(Striche, bis 1)").wait_for(timeout=15000)
    assert "Punkte" not in page.locator(".kt-stand").inner_text()
    assert player.errors == []
    assert all(is_local(url) for url in player.requests)
