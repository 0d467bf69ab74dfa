"""
The web table's last look (issue 46), without a server: the pane's own
scripts on a bare page (as test_webtable_corner.py), in Debian's Chromium.

- At 1280x800 and 1600x900 the corner's course ends flush: whenever its
  list has scrolled, its top line is a whole line (none half cut under the
  title) and the newest line is in view; the last trick names its taker in
  full („Fräulein Mizzi“, not „Fräul…“) where there is room.
- At 360 and 390 px a panel (the Abrechnung) is a sheet as wide as the
  screen, so no seat's words show beside it, and while it is open the head
  has no second „Verlauf“; it comes back when the panel closes.
- The web client's tab strip on a phone: with the client's own style sheets
  (Bootstrap, Evennia's webclient and golden-layout's) and its tab markup, each
  of the tab's glyphs and its title stay inside the strip, off the text pane's
  border, at 360 and 390 px (and still at 1280).
- The Kartenschule panel closed by hand leaves a button „Lektion“ in the
  table's head that opens it again; it goes when the lesson is over.
- Gaigel zu viert at 360x740 and 390x844: the three other seats in one row
  of narrow boxes, so the last hand card and „Aus!“ are in the table's view
  and the page is no wider than the screen.
"""

from pathlib import Path

import evennia
import pytest

from game.cardgames import new_game, tablestate
from game.cardgames.kinds import MoveKind
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable_corner import deliver, open_corner_pane
from tests.e2e.test_webtable_pane import STATIC, WORLD, with_world
from tests.e2e.test_webtable_phone import RECT

SIZES = [{"width": 1280, "height": 800}, {"width": 1600, "height": 900}]
PHONES = [{"width": 360, "height": 740}, {"width": 390, "height": 844}]
NAMES = ["Anna", "Fräulein Mizzi"]
EVENNIA_STATIC = Path(evennia.__file__).parent / "web" / "static"

#: the corner's course: its first line seen from the top, the newest, the list's box
COURSE = """() => {
    const list = document.querySelector('.kt-fuss .kt-lauf-liste');
    const box = list.getBoundingClientRect();
    const items = [...list.children].map(li => li.getBoundingClientRect());
    const first = items.find(r => r.bottom > box.top + 1);
    return {scrolled: list.scrollTop, top: box.top, bottom: box.bottom,
            firstTop: first.top, newestBottom: items[items.length - 1].bottom};
}"""


def game_states(seed=3, moves=16):
    """States for Anna of a game of 66 against Fräulein Mizzi, a card at a time."""
    game = new_game("66", seed=seed, names=NAMES, dealer=0)
    states = []
    for _ in range(moves):
        if game.state.over:
            break
        seat = game.to_act
        move = next(m for m in game.moves(seat) if m.kind == MoveKind.CARD)
        game.act(seat, move.command)
        states.append(tablestate.seat_state(game, 0, WORLD))
    return game, states


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1600x900"])
def test_the_corner_ends_flush_and_the_last_trick_names_its_taker(browser, size):
    _, states = game_states()
    page = open_corner_pane(browser, size)
    seen = 0
    for state in states:
        deliver(page, "kartenrunde_tisch", with_world(state))
        course = page.evaluate(COURSE)
        if course["scrolled"]:
            seen += 1
            assert course["firstTop"] >= course["top"] - 1, course  # no line half cut at the top
        assert course["newestBottom"] <= course["bottom"] + 1, course
    assert seen >= 3  # the list scrolled, more than once
    names = page.locator(".kt-fuss .kt-ecke figcaption")
    assert "Fräulein Mizzi" in names.all_inner_texts(), names.all_inner_texts()
    cut = names.evaluate_all("all => all.filter(e => e.scrollWidth > e.clientWidth + 1)"
                             ".map(e => e.textContent)")
    assert not cut, cut  # written out in full, not „Fräul…“
    assert page.errors == []


@pytest.mark.parametrize("size", PHONES, ids=["360x740", "390x844"])
def test_on_a_phone_a_panel_is_a_sheet_and_the_head_has_no_second_verlauf(browser, size):
    game = new_game("66", seed=3, names=NAMES, dealer=0)
    while not game.state.over:
        seat = game.to_act
        game.act(seat, next(m for m in game.moves(seat) if m.kind == MoveKind.CARD).command)
    page = open_corner_pane(browser, size)
    deliver(page, "kartenrunde_ergebnis", tablestate.written(tablestate.result_model(game, WORLD),
                                                             "deutsch"))
    deliver(page, "kartenrunde_tisch", with_world(tablestate.seat_state(game, 0, WORLD)))
    panel = page.locator(".kt-abrechnung")
    panel.wait_for()
    box = panel.evaluate(RECT)
    assert box[0] <= 0.5 and box[2] >= size["width"] - 0.5, box  # as wide as the screen
    beside = page.evaluate("""([top, bottom]) => {
        const out = [];
        for (let y = top + 2; y < bottom - 12; y += 6) {  // above its rounded lower corners
            for (const x of [1, innerWidth - 1]) {
                const e = document.elementFromPoint(x, y);
                if (e && !e.closest('.kt-abrechnung')) { out.push([x, y, e.className]); }
            }
        }
        return out; }""", [box[1], min(box[3], size["height"])])
    assert not beside, beside[:5]  # nothing of the table shows beside the panel
    head_verlauf = page.locator(".kt-kopf .kt-k-lauf")
    assert not head_verlauf.is_visible()  # one „Verlauf“ at most: the panel's own
    page.locator(".kt-abrechnung button").first.focus()  # the focus inside the panel
    page.keyboard.press("Escape")  # the panel closes (the game goes on with Enter)
    assert not panel.is_visible() and head_verlauf.is_visible()
    assert page.errors == []


def open_client_strip(browser, size):
    """The web client's tab strip with the client's own style sheets and markup."""
    page = browser.new_context(viewport=size).new_page()
    page.route("http://kartentisch.test/", lambda route: route.fulfill(
        status=200, content_type="text/html", body="<!DOCTYPE html><html><body></body></html>"))
    page.goto("http://kartentisch.test/")
    for sheet in (STATIC / "vendor/bootstrap-4.0.0-beta/dist/css/bootstrap.min.css",
                  EVENNIA_STATIC / "webclient/css/webclient.css",
                  STATIC / "webclient/css/kartentisch.css",
                  STATIC / "vendor/golden-layout-1.5.9/src/css/goldenlayout-base.css",
                  STATIC / "vendor/golden-layout-1.5.9/src/css/goldenlayout-dark-theme.css",
                  EVENNIA_STATIC / "webclient/css/goldenlayout.css"):
        page.add_style_tag(path=str(sheet))
    page.evaluate("""() => { document.body.innerHTML =
        '<div id="clientwrapper"><div id="main"><div class="lm_goldenlayout lm_item lm_root">' +
        '<div class="lm_item lm_stack"><div class="lm_header" style="height: 20px;"><ul class="lm_tabs">' +
        '<li class="lm_tab lm_active" title="Kartenrunde"><button id="optionsbutton" class="lm_title">⚙</button>' +
        '<span class="lm_title" style="font-size: 1.5em;width: 0.5em;">▸</span><i class="lm_left"></i>' +
        '<span class="lm_title">Kartenrunde</span><i class="lm_right"></i>' +
        '<span class="lm_title" style="font-size: 1.0em;width: 1em;">◆</span>' +
        '<span class="lm_title" style="font-size: 1.0em;width: 1em;">▸</span>' +
        '<span class="lm_title" style="font-size: 1.5em;width: 1em;">+</span></li></ul></div>' +
        '<div class="lm_items"><div class="lm_item_container"><div class="lm_content">' +
        '<div id="messagewindow" class="content">Zeile</div></div></div></div></div></div></div></div>'; }""")
    return page


@pytest.mark.parametrize("size", PHONES + SIZES[:1], ids=["360", "390", "1280"])
def test_the_tab_strip_keeps_its_title_inside(browser, size):
    page = open_client_strip(browser, size)
    strip = page.locator(".lm_header").evaluate(RECT)
    text = page.locator("#messagewindow").evaluate(RECT)
    parts = page.locator(".lm_tab .lm_title").evaluate_all(
        "all => all.map(e => { const r = e.getBoundingClientRect(); return [e.textContent, r.top, r.bottom]; })")
    outside = [p for p in parts if p[1] < strip[1] - 2 or p[2] > strip[3] + 2 or p[2] > text[1] + 2]
    assert not outside, (strip, text, outside)


LESSON = {"version": 1, "state": "frage", "school": "gaigel", "school_name": "Gaigel-Schule",
          "teacher": "Oberlehrer Häfele", "number": 1, "count": 10,
          "title": "Der erste Stich: Ge-Elfen", "passed": False, "next": None,
          "again": "lektion 1", "leave": {"command": "zurück", "label": "Zurück: In die Besenwirtschaft"},
          "question": "Warum kann dir beim Ge-Elfen niemand den ersten Stich nehmen?",
          "answers": [{"number": 1, "text": "Trumpf ist im ersten Stich verboten.", "command": "antwort 1"},
                      {"number": 2, "text": "Weil der Gegner Farbe bedienen muss.", "command": "antwort 2"}],
          "answered": None}


@pytest.mark.parametrize("size", [SIZES[0], PHONES[0]], ids=["1280", "360"])
def test_the_school_panel_closed_by_hand_opens_again_from_the_head(browser, size):
    _, states = game_states(moves=2)
    page = open_corner_pane(browser, size)
    page.add_style_tag(path=str(STATIC / "webclient/css/kartenlobby.css"))
    if not page.evaluate("!!window.plugins.kartenschule"):
        page.add_script_tag(path=str(STATIC / "webclient/js/plugins/kartenschule.js"))
        page.evaluate("window.plugins.kartenschule.init()")
    deliver(page, "kartenrunde_tisch", with_world(states[-1]))
    school, again = page.locator("#kt-schule"), page.locator(".kt-kopf .kt-k-schule")
    deliver(page, "kartenrunde_schule", dict(LESSON, state="spielt", question=None, answers=[]))
    assert not school.is_visible() and not again.count()  # the lesson is played: nothing to open
    deliver(page, "kartenrunde_schule", LESSON)
    assert school.is_visible() and not again.count()
    head = page.locator(".kt-kopf").evaluate(RECT)
    assert school.evaluate(RECT)[1] >= head[3] - 1  # below the head: its buttons stay free
    school.get_by_role("button", name="Schließen").click()
    assert not school.is_visible()
    assert again.is_visible() and again.inner_text() == "Lektion"
    again.click()
    assert school.is_visible() and "Prüffrage:" in school.inner_text()
    assert not again.count()
    page.keyboard.press("Escape")
    assert again.is_visible()
    deliver(page, "kartenrunde_schule", {"version": 1, "state": "aus"})  # left the Übungsstube
    assert not school.is_visible() and not again.count()
    assert page.errors == []


GAIGEL4 = ["Zeichner", "Tante Frieda", "Bäsle Rosl", "Karle"]


def gaigel4_with_aus(seed=3):
    """Zeichner's state at Gaigel zu viert once his party has a trick: „Aus!“ offered."""
    from tests.e2e.test_webtable_match_end import GAIGEL_WORLD
    game = new_game("gaigel4", seed=seed, names=GAIGEL4, dealer=3)
    for _ in range(40):
        state = tablestate.seat_state(game, 0, GAIGEL_WORLD)
        if any(a["kind"] == "aus" for a in state["actions"]) and game.to_act == 0:
            return with_world(state)
        seat = game.to_act
        game.act(seat, next(m for m in game.moves(seat) if m.kind == MoveKind.CARD).command)
    raise AssertionError("no state with „Aus!“")


@pytest.mark.parametrize("size", PHONES, ids=["360x740", "390x844"])
def test_gaigel_zu_viert_on_a_phone_shows_the_whole_hand_and_aus(browser, size):
    """Three other seats are compact on a phone: the whole hand and „Aus!“ on the screen."""
    page = open_corner_pane(browser, size, touch=True)
    deliver(page, "kartenrunde_tisch", gaigel4_with_aus())
    page.wait_for_timeout(100)  # the frame measured (kartentisch_rahmen.js)
    aus = page.locator(".kt-aktion.kt-aus")
    assert aus.is_visible()
    # the pane's visible part: the screen, and within it the table's own box
    bottom = page.evaluate("Math.min(innerHeight, document.querySelector('.kt').getBoundingClientRect().bottom)")
    assert aus.evaluate(RECT)[3] <= bottom, (aus.evaluate(RECT), bottom)
    cards = page.locator(".kt-hand-karte").all()
    assert len(cards) >= 4
    assert cards[-1].evaluate(RECT)[3] <= bottom, (cards[-1].evaluate(RECT), bottom)
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    seats = page.locator(".kt-andere .kt-platz").evaluate_all(
        "all => all.map(e => e.getBoundingClientRect().top)")
    assert len(seats) == 3 and max(seats) - min(seats) < 2, seats  # one row
    assert page.errors == []
