"""
The web table and the site on a phone (issue 46), in Debian's Chromium.

Without a server (the pane's own scripts on a bare page, as
test_webtable_pane.py): a hand of six in one row at 360 and 390 px that does
not move when it drops to five; a lifted card's number clear of every
button; a long press on a dimmed card says why; a dimmed card has no focus
ring. With the test server, at 390x844 and 360x740: no page is wider than
the screen (every page the front page, login, register, the help, the house
rules, the player page and the channels link to; the web client),
and while a game of 66 is played by touch, the newest line of the text and
the input field are on the screen and „Tische“ covers neither the score nor
the hand. Screenshots of the table at 360, 390, 1280 and 1600 px go to the
test's folder.
"""

import copy
import sqlite3

import pytest

from game.cardgames import new_game, tablestate
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable import Player
from tests.e2e.test_webtable_pane import PAGE, SCRIPTS, STATIC, STUBS, WORLD, deliver, with_world

PHONES = [{"width": 390, "height": 844}, {"width": 360, "height": 740}]
WIDTHS = ["390x844", "360x740"]
RECT = "e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"


def open_touch_pane(browser, size):
    """The pane on a bare page (as test_webtable_pane.open_pane), on a touch screen."""
    page = browser.new_context(viewport=size, has_touch=True).new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.route("http://kartentisch.test/", lambda route: route.fulfill(
        status=200, content_type="text/html", body=PAGE))
    page.goto("http://kartentisch.test/")
    page.add_script_tag(content=STUBS)
    page.add_style_tag(path=str(STATIC / "webclient/css/kartentisch.css"))
    for script in SCRIPTS:
        page.add_script_tag(path=str(STATIC / script))
    page.evaluate("for (var n in window.plugins) { window.plugins[n].init(); }")
    return page


def leading(seed=5):
    """Anna (seat 0) to lead at 66 against Ferdl: every card lit, „Zudrehen“ offered."""
    game = new_game("66", seed=seed, names=["Anna", "Ferdl"], dealer=1)
    assert game.to_act == 0
    return game, tablestate.seat_state(game, 0, WORLD)


def waiting(seed=5):
    """Anna waits for Ferdl to lead: every card of hers dimmed."""
    game = new_game("66", seed=seed, names=["Anna", "Ferdl"], dealer=0)
    assert game.to_act == 1
    return tablestate.seat_state(game, 0, WORLD)


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def hand_boxes(page):
    return [card.evaluate(RECT) for card in page.locator(".kt-hand-karte").all()]


@pytest.mark.parametrize("size", PHONES, ids=WIDTHS)
def test_a_hand_of_six_stays_in_one_row_and_still_when_it_drops_to_five(browser, size):
    _, state = leading()
    page = open_touch_pane(browser, size)
    deliver(page, "kartenrunde_tisch", with_world(state))
    six = hand_boxes(page)
    pane = page.locator("#kartentisch").evaluate(RECT)
    assert len(six) == 6 and len({round(box[1]) for box in six}) == 1, six  # one row
    assert all(box[2] - box[0] >= 64 for box in six)  # cards of at least 64 px
    assert all(pane[0] <= box[0] and box[2] <= pane[2] for box in six), (pane, six)
    hand = page.locator(".kt-hand").evaluate(RECT)
    fewer = copy.deepcopy(state)
    fewer["hand"] = fewer["hand"][:5]
    deliver(page, "kartenrunde_tisch", with_world(fewer))
    five = hand_boxes(page)
    assert len(five) == 5 and {round(box[1]) for box in five} == {round(six[0][1])}
    assert page.locator(".kt-hand").evaluate(RECT) == hand  # nothing moved
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    assert page.errors == []


@pytest.mark.parametrize("size", PHONES, ids=WIDTHS)
def test_a_lifted_cards_number_is_clear_of_every_button(browser, size):
    _, state = leading()
    page = open_touch_pane(browser, size)
    deliver(page, "kartenrunde_tisch", with_world(state))
    assert page.get_by_role("button", name="Zudrehen").is_visible()
    for index in range(6):
        card = page.locator(".kt-hand-karte").nth(index)
        card.tap()  # the first tap lifts the card
        assert "kt-gewaehlt" in card.get_attribute("class")
        page.wait_for_timeout(200)  # the lift's transition
        number = card.locator(".kt-nummer").evaluate(RECT)
        for other in page.locator(".kt button:visible, .kt-ich").all():
            if other.evaluate("e => !e.closest('.kt-hand')"):
                box = other.evaluate(RECT)
                assert not overlap(number, box), (index, number, box, other.inner_text())
    assert page.errors == []


def test_a_long_press_on_a_dimmed_card_says_why(browser):
    page = open_touch_pane(browser, PHONES[1])
    deliver(page, "kartenrunde_tisch", with_world(waiting()))
    card = page.locator(".kt-hand-karte").nth(2)
    assert "kt-gedimmt" in card.get_attribute("class")
    card.dispatch_event("pointerdown", {"pointerType": "touch", "isPrimary": True})
    page.wait_for_timeout(800)  # longer than a tap
    card.dispatch_event("pointerup", {"pointerType": "touch", "isPrimary": True})
    notice = page.locator(".kt-meldung")
    assert "Ferdl ist am Zug, nicht du." in notice.inner_text()
    assert notice.evaluate(RECT)[3] <= PHONES[1]["height"]  # and it is on the screen
    assert page.evaluate("(window.gesendet || []).length") == 0  # nothing was played


def test_a_dimmed_card_has_no_focus_ring_a_lit_one_has(browser):
    page = open_touch_pane(browser, PHONES[0])
    deliver(page, "kartenrunde_tisch", with_world(waiting()))
    ring = "e => { const s = getComputedStyle(e); return [s.outlineStyle, s.outlineColor]; }"
    page.keyboard.press("Shift")  # the keyboard is in use: focus rings show
    dimmed = page.locator(".kt-hand-karte").first
    dimmed.focus()
    assert dimmed.evaluate(ring) != ["solid", "rgb(255, 213, 74)"]
    _, lit_state = leading()
    deliver(page, "kartenrunde_tisch", with_world(lit_state))
    lit = page.locator(".kt-hand-karte.kt-spielbar").first
    lit.focus()
    assert lit.evaluate(ring) == ["solid", "rgb(255, 213, 74)"]


# --- with the test server ----------------------------------------------------

WIDE_ENOUGH = "document.documentElement.scrollWidth <= innerWidth"
IN_VIEW = """() => {
    const rect = e => e.getBoundingClientRect();
    const lines = document.getElementById('messagewindow');
    const last = lines.lastElementChild, field = document.querySelector('textarea.inputfield');
    const l = rect(last), b = rect(lines.closest('.content') || lines), f = rect(field);
    return {line: l.bottom <= innerHeight + 1 && l.top >= 0 && l.bottom <= b.bottom + 1 && l.top >= b.top - 1,
            input: f.top >= 0 && f.bottom <= innerHeight + 1 && f.height >= 20,
            text: last.textContent.slice(-60), lineBox: [l.top, l.bottom], paneBox: [b.top, b.bottom],
            inputBox: [f.top, f.bottom], height: innerHeight};
}"""


def character_id(server, name):
    """The database id of `name`'s character (the player page's address)."""
    with sqlite3.connect(f"file:{server.db_path}?mode=ro", uri=True) as db:
        (number,) = db.execute("SELECT id FROM objects_objectdb WHERE db_key = ? "
                               "AND db_typeclass_path LIKE '%haracter%'", (name,)).fetchone()
    return number


#: addresses a page may link to that are no page of the site to check here
NOT_PAGES = ("/webclient", "/admin", "/auth/logout", "/static", "/media", "/characters/delete",
             "/characters/puppet", "/characters/create", "/characters/update")


def linked_pages(page, web, start):
    """The site's own pages: `start`, and every page these link to (one step)."""
    found = list(start)
    for path in start:
        page.goto(web + path)
        for href in page.eval_on_selector_all("a[href]", "as => as.map(a => a.href)"):
            if not href.startswith(web):
                continue
            path = href[len(web):].split("#")[0].split("?")[0] or "/"
            if path not in found and not path.startswith(NOT_PAGES):
                found.append(path)
    return found


def assert_no_page_too_wide(page, web, paths):
    """Every page of `paths` fits the screen's width and shows the site's header."""
    wide = []
    for path in paths:
        page.goto(web + path)
        assert page.locator("nav[aria-label='Hauptmenü']").is_visible(), path
        if not page.evaluate(WIDE_ENOUGH):
            wide.append((path, page.evaluate("[document.documentElement.scrollWidth, innerWidth]")))
    assert not wide, wide


def assert_clear_of_tische(page):
    """„Tische“ (the lobby's button, fixed at the top) covers neither the score
    nor a card of the hand nor an open panel."""
    tische = page.locator("#kt-tische-knopf")
    if not tische.is_visible():
        return
    button = tische.evaluate(RECT)
    for part in page.locator(".kt-stand, .kt-hand-karte, .kt-panel:visible").all():
        assert not overlap(button, part.evaluate(RECT)), part.inner_text()[:60]


@pytest.mark.server
@pytest.mark.parametrize("size", PHONES, ids=WIDTHS)
def test_on_a_phone_no_page_is_too_wide_and_play_keeps_the_newest_line_in_view(
        game_server, browser, size, tmp_path):
    name = f"Handy{size['width']}"
    player = Player(browser, game_server, touch=True)
    page, pane = player.page, player.pane
    page.set_viewport_size(size)
    web = f"http://127.0.0.1:{game_server.ports['web']}"
    pages = linked_pages(page, web, ["/", "/auth/login/", "/auth/register", "/help/",
                                      "/hausordnung/", "/auth/password_reset/"])
    assert len(pages) > 10, pages  # the help's entries too
    assert_no_page_too_wide(page, web, pages)
    player.create_and_log_in(name, "Handy-Karten-Glück-4")
    assert page.evaluate(WIDE_ENOUGH)
    page.get_by_role("button", name="Tische").tap()  # the lobby, open over the client
    lobby = page.locator("#kt-lobby")
    lobby.get_by_role("button", name="Gegen den Computer spielen").wait_for(timeout=30000)
    assert page.evaluate(WIDE_ENOUGH), "lobby"
    assert page.evaluate("document.getElementById('kt-lobby').scrollWidth"
                         " <= document.getElementById('kt-lobby').clientWidth")
    page.get_by_role("button", name="Tische").tap()
    lobby.wait_for(state="hidden", timeout=10000)
    player.type("kaffeehaus", "Stammgäste über ihre Karten")
    player.type("setzen", "Du setzt dich an")
    waiting_box = pane.locator(".kt-warten")
    waiting_box.get_by_role("button", name="Mit Computerspielern auffüllen").tap()
    waiting_box.get_by_role("button", name="Partie beginnen").wait_for(timeout=30000)
    waiting_box.get_by_role("button", name="Partie beginnen").tap()
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    try:
        moves = 0
        for _ in range(60):
            state, since = player.snapshot()
            if moves >= 5 or player.settlement_shown() or (state and state.get("over")):
                break
            page.wait_for_timeout(300)  # the layout after the news
            seen = page.evaluate(IN_VIEW)
            assert seen["line"] and seen["input"], seen
            assert page.evaluate(WIDE_ENOUGH)
            assert_clear_of_tische(page)
            if state and state["my_turn"]:
                lit = pane.locator(".kt-hand-karte.kt-spielbar")
                if lit.count():
                    lit.first.tap()  # lifts it
                    lit.first.tap()  # plays it
                    moves += 1
                    if moves == 2:  # the table during play at four widths
                        for width, height in ((360, 740), (390, 844), (1280, 800), (1600, 1000)):
                            player.shot(tmp_path / f"phone-tisch-{width}.png",
                                        {"width": width, "height": height})
                        page.set_viewport_size(size)
            player.wait_for_news(since)
        assert moves >= 3, moves
        assert player.errors == [], player.errors
    finally:
        page.set_viewport_size(size)
        player.type("aufgeben", "(j/n)")
        player.type("j", "Die Partie ist aus.")
        player.type("aufstehen", "Du stehst")
    own = f"/characters/detail/{name.lower()}/{character_id(game_server, name)}/"
    page.goto(web + own)
    assert name in page.locator("h1").inner_text()
    assert page.evaluate(WIDE_ENOUGH)
    assert "Character" not in page.locator("body").inner_text()
    # logged in: the player page and what it links to (the games kept), the channels
    logged_in = linked_pages(page, web, [own, "/channels/", "/auth/password_change/"])
    assert_no_page_too_wide(page, web, [p for p in logged_in if p not in pages])


TEXT_RECT = """e => { const range = document.createRange(); range.selectNodeContents(e);
    const r = range.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"""


@pytest.mark.parametrize("size", PHONES, ids=WIDTHS)
def test_between_matches_tische_covers_no_word_of_the_head(browser, size):
    """The match's end in the head („Partie aus: … Punkte“, longer than trump's
    name) and the settings line: no word of them under „Tische“."""
    from tests.e2e.test_webtable_match_end import GAIGEL_WORLD, running_66, seats_state
    page = open_touch_pane(browser, size)
    tische = page.locator("#kt-tische-knopf")
    game, world, running = running_66()
    deliver(page, "kartenrunde_tisch", running)
    end = tablestate.match_end_state(game, world, "given_up", 0, "Anna gibt die Partie auf.")
    deliver(page, "kartenrunde_ergebnis", end)
    deliver(page, "kartenrunde_plaetze", seats_state(["Anna", "Fräulein Mizzi"]))
    gaigel = new_game("gaigel4", seed=3, names=["Gottlob", "Frieda", "Karle", "Jörg"])
    for state in ("66", "gaigel"):
        if state == "gaigel":
            deliver(page, "kartenrunde_verlassen", {"version": 1, "table": "Tisch"})
            deliver(page, "kartenrunde_tisch",
                    with_world(tablestate.seat_state(gaigel, 0, GAIGEL_WORLD)))
            end = tablestate.match_end_state(gaigel, GAIGEL_WORLD, "given_up", 1,
                                             "Frieda gibt die Partie auf.")
            deliver(page, "kartenrunde_ergebnis", end)
            deliver(page, "kartenrunde_plaetze", seats_state(
                ["Gottlob", "Frieda", "Karle", "Jörg"], preset="gaigel4",
                preset_name="Gaigel zu viert"))
        page.wait_for_timeout(100)  # the head measured (kartentisch_rahmen.js)
        assert tische.is_visible()
        head = page.locator(".kt-trumpf").inner_text()
        assert head.startswith("Partie aus:"), head
        button = tische.evaluate(RECT)
        for part in (".kt-titel", ".kt-trumpf", ".kt-stand"):
            text = page.locator(part).evaluate(TEXT_RECT)
            assert not overlap(button, text), (state, part, page.locator(part).inner_text(),
                                               button, text)
        assert page.evaluate(WIDE_ENOUGH)
    assert page.errors == []
