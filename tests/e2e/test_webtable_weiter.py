"""
The Abrechnung panel's „Weiter“ in the web table pane, without a server.

Where the table state carries `abrechnung` (the server waits for every
person's `weiter` between two games), „Weiter“ and Enter send `weiter`, the
panel says who is still awaited and closes when the next deal comes; where
the field is missing (a server that deals at once), „Weiter“ only closes the
panel and sends nothing. The key A calls Aus only when the state offers it, and getting up while a
finished trick is held in the middle leaves no timer behind. Headless Chromium with the pane's own scripts on a
bare page; the states are real ones from the engine (tablestate.py).
"""

import pathlib
import re

from game.cardgames import new_game, tablestate
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)

WEB = pathlib.Path(__file__).resolve().parents[2] / "web"
STATIC = WEB / "static"


def pane_scripts():
    """The pane's own files as the web client loads them: the plugin scripts
    web/templates/webclient/base.html names, from kartentisch_kern.js to
    kartentisch_tasten.js, in its order (test_webtable_pane.py uses them too)."""
    base = (WEB / "templates" / "webclient" / "base.html").read_text(encoding="utf-8")
    names = re.findall(r'"webclient/js/plugins/([\w.]+\.js)"', base)
    first, last = names.index("kartentisch_kern.js"), names.index("kartentisch_tasten.js")
    return ["webclient/js/plugins/" + name for name in names[first:last + 1]]


PANE = pane_scripts()
SCRIPTS = ["vendor/jquery-3.2.1/dist/jquery.min.js", "webclient/js/plugins/kartenbild.js"] + PANE
PAGE = """<html><body><div id="clientwrapper"><div id="main"><div id="messagewindow"></div>
</div></div><script>
window.plugin_handler = {add: function (name, plugin) { window.kt = plugin; },
                         onSend: function (line) {}};
</script></body></html>"""
WORLD = {"preset_name": "Sechsundsechzig", "score": [0, 0], "score_unit": "Punkte", "target": 7,
         "seats": [{"computer": False, "stand_in": False}, {"computer": False, "stand_in": False}]}


def states():
    """A running game's state for seat 0, the finished game's, its settlement,
    and the next deal's."""
    game = new_game("66", seed=5, names=["Anna", "Bernd"])
    running = tablestate.seat_state(game, 0, WORLD)
    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    over = tablestate.seat_state(game, 0, WORLD)
    result = tablestate.result_state(game, WORLD)
    fresh = tablestate.seat_state(new_game("66", seed=6, names=["Anna", "Bernd"]), 0, WORLD)
    return running, over, result, fresh


def open_pane(browser, body=None):
    """The pane's scripts, initialised, on a bare page (`body`: its HTML, PAGE by default)."""
    page = browser.new_context().new_page()
    page.route("http://kartentisch.test/", lambda route: route.fulfill(
        status=200, content_type="text/html", body=body or PAGE))
    page.goto("http://kartentisch.test/")
    for script in SCRIPTS:
        page.add_script_tag(path=str(STATIC / script))
    page.evaluate("window.kt.init();"
                  "document.addEventListener('keydown', function (e) {"
                  " if (window.kt.onKeydown(e)) { e.preventDefault(); } });")
    return page


def deliver(page, name, data):
    page.evaluate("([name, data]) => document.dispatchEvent(new CustomEvent(name, {detail: data}))",
                  [name, data])


def sent(page):
    return page.evaluate("(window.Kartenrunde && window.Kartenrunde.gesendet) || []")


def test_weiter_sends_weiter_and_shows_who_is_awaited(browser):
    running, over, result, fresh = states()
    page = open_pane(browser)
    panel = page.locator(".kt-abrechnung")
    deliver(page, "kartenrunde_tisch", dict(running, abrechnung=None))
    deliver(page, "kartenrunde_ergebnis", result)
    deliver(page, "kartenrunde_tisch",
            dict(over, abrechnung={"wartet_auf": ["Anna", "Bernd"], "pause": False}))
    assert "Es wartet noch auf: Anna und Bernd." in panel.inner_text()
    page.keyboard.press("Enter")  # Enter goes on, like the button
    assert sent(page) == ["weiter"]
    assert panel.is_visible() and panel.locator(".kt-weiter").is_disabled()
    assert "Du hast „weiter“ gesagt" in panel.inner_text()
    deliver(page, "kartenrunde_tisch",
            dict(over, abrechnung={"wartet_auf": ["Bernd"], "pause": False}))
    assert "Es wartet noch auf: Bernd." in panel.inner_text()
    page.keyboard.press("Enter")
    assert sent(page) == ["weiter"]  # said once
    deliver(page, "kartenrunde_tisch", dict(fresh, abrechnung=None))
    assert not panel.is_visible()
    assert page.locator(".kt-hand-karte").count() == 6


def test_without_the_field_weiter_only_closes_the_panel(browser):
    running, over, result, fresh = states()
    page = open_pane(browser)
    panel = page.locator(".kt-abrechnung")
    deliver(page, "kartenrunde_tisch", running)
    deliver(page, "kartenrunde_ergebnis", result)
    deliver(page, "kartenrunde_tisch", fresh)  # dealt at once
    assert panel.is_visible() and "Es wartet" not in panel.inner_text()
    panel.get_by_role("button", name="Weiter").click()
    assert not panel.is_visible() and sent(page) == []


def test_key_a_calls_aus_only_where_there_is_one_and_sends_no_yes(browser):
    """A calls Aus where the game has one (the table then asks first, the same
    whatever the points: tests/e2e/test_webtable_asks.py); in 66 it sends nothing,
    and the key itself never says yes."""
    world = dict(WORLD, seats=[{"computer": False, "stand_in": False}] * 4, score=[0] * 4,
                 preset_name="Gaigel zu viert", score_unit="Striche")
    gaigel = tablestate.seat_state(new_game("gaigel4", seed=3), 1, world)
    assert "aus" in [a["command"] for a in gaigel["actions"]]
    running = states()[0]
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", running)  # 66: no Aus
    page.keyboard.press("a")
    assert sent(page) == []
    deliver(page, "kartenrunde_tisch", gaigel)
    button = page.get_by_role("button", name="Aus rufen (wer 101 hat)")
    assert button.is_visible()
    page.keyboard.press("a")
    assert sent(page) == ["aus"]  # the question, not the end, comes back from the table


def test_leaving_while_a_trick_is_held_leaves_no_error(browser):
    """A finished trick stays in the middle for 1.8 s; a player who gets up in
    that time must not meet a timer that draws a table that is gone."""
    game = new_game("66", seed=5, names=["Anna", "Bernd"])
    before = tablestate.seat_state(game, 0, WORLD)
    for _ in range(2):
        game.act(game.to_act, game.legal(game.to_act)[0])
    after = tablestate.seat_state(game, 0, WORLD)
    assert after["last_trick"] and not before["last_trick"]
    page = open_pane(browser)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    deliver(page, "kartenrunde_tisch", before)
    deliver(page, "kartenrunde_tisch", after)  # the trick is held
    assert page.locator(".kt-stich.kt-fertig").count() == 1
    deliver(page, "kartenrunde_verlassen", None)
    page.wait_for_timeout(2000)  # past the hold
    assert errors == []
