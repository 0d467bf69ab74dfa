"""
The web table pane of issue 29, without a server: the gear, the voice and the
sounds, flying cards and the last trick in the corner, the buttons that end a
game, the match end, the Bilanz panel, the lobby, the live region and a
seat's words for a screen reader, and no English word in any of them.

Headless Chromium with the pane's own scripts on a bare page (as
test_webtable_weiter.py); the states are real ones from the engine
(tablestate.py), with the world layer's fields (`einstellungen`, `hinweise`)
as tabledata.py adds them. `speechSynthesis` is a stub that keeps what was
spoken, with one German voice.
"""

import copy
import pathlib
import re

from game.cardgames import new_game, tablestate
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable_weiter import PANE
from tests.helpers.english import ENGLISH

STATIC = pathlib.Path(__file__).resolve().parents[2] / "web" / "static"
SCRIPTS = (["vendor/jquery-3.2.1/dist/jquery.min.js", "webclient/js/plugins/kartenbild.js"] + PANE
           + ["webclient/js/plugins/kartenklang.js", "webclient/js/plugins/kartenlobby.js",
              "webclient/js/plugins/kartenrunde.js"])
PAGE = """<html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><div id="clientwrapper" style="height:100vh"><div id="main"><div id="messagewindow"></div>
</div></div></body></html>"""
STUBS = """
window.plugins = {};
window.plugin_handler = {
    add: function (name, plugin) { window.plugins[name] = plugin; },
    onSend: function (line) { (window.gesendet = window.gesendet || []).push(line); },
};
window.Evennia = {msg: function (name, args, kwargs) { (window.oob = window.oob || []).push(name); }};
window.gesprochen = [];
window.SpeechSynthesisUtterance = function (text) { this.text = text; };
Object.defineProperty(window, "speechSynthesis", {value: {
    getVoices: function () { return [{lang: "en-US", name: "Sam"}, {lang: "de-DE", name: "Anna"}]; },
    speak: function (u) { window.gesprochen.push([u.text, u.voice && u.voice.lang]); },
}});
window.Audio = function (url) { this.play = function () { (window.gespielt = window.gespielt || []).push(url);
                                                        return Promise.resolve(); }; };
"""
WORLD = {"preset_name": "Sechsundsechzig", "score": [0, 0], "score_unit": "Punkte", "target": 7,
         "seats": [{"computer": False, "stand_in": False}, {"computer": True, "stand_in": False}]}
SETTINGS = {"card_names": "deutsch", "points": False, "playable": False, "hint_66": False,
            "hint_aus": False, "tempo": "normal", "dimmen": True, "antippen": True,
            "stimme": False, "klang": False}
DESKTOP, PHONE, WIDE = ({"width": 1280, "height": 800}, {"width": 390, "height": 844},
                        {"width": 1600, "height": 1000})


def with_world(state, **settings):
    """A state as tabledata.py sends it: the gear's settings and the hints."""
    out = copy.deepcopy(state)
    out["einstellungen"] = dict(SETTINGS, **settings)
    out.setdefault("hinweise", {"genug": False, "aus": None})
    out.setdefault("abrechnung", None)
    return out


def sixtysix(seed=5):
    """(game, state before Ferdl's card, state after it) for Anna at seat 0, who
    waits for Ferdl (seat 1) to lead."""
    game = new_game("66", seed=seed, names=["Anna", "Ferdl"], dealer=0)
    assert game.to_act == 1
    before = tablestate.seat_state(game, 0, WORLD)
    game.act(1, game.legal(1)[0])
    return game, before, tablestate.seat_state(game, 0, WORLD)


def open_pane(browser, size=DESKTOP, reduced=False):
    page = browser.new_context(viewport=size, reduced_motion="reduce" if reduced else None).new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.route("http://kartentisch.test/", lambda route: route.fulfill(
        status=200, content_type="text/html", body=PAGE))
    page.goto("http://kartentisch.test/")
    page.add_script_tag(content=STUBS)
    page.add_style_tag(path=str(STATIC / "webclient/css/kartentisch.css"))
    for script in SCRIPTS:
        page.add_script_tag(path=str(STATIC / script))
    page.evaluate("for (var n in window.plugins) { window.plugins[n].init(); }"
                  "document.addEventListener('keydown', function (e) {"
                  " for (var n in window.plugins) { var p = window.plugins[n];"
                  "  if (p.onKeydown && p.onKeydown(e)) { e.preventDefault(); return; } } });")
    page.errors = errors
    return page


def deliver(page, name, data):
    """As the server's OOB message arrives: through kartenrunde.js."""
    page.evaluate("([name, data]) => window.plugins.kartenrunde.onUnknownCmd(name, [], data)",
                  [name, data])


def sent(page):
    return page.evaluate("window.gesendet || []")


def english(text):
    return sorted({w.lower() for w in re.findall(r"[A-Za-zÄÖÜäöüß]+", text)} & ENGLISH)


def test_the_gear_shows_and_changes_the_settings_by_their_commands(browser, tmp_path):
    _, before, after = sixtysix()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(before))
    gear = page.locator(".kt-zahnrad")
    assert not gear.is_visible()
    page.get_by_role("button", name="Einstellungen").click()
    assert gear.is_visible()
    assert not page.get_by_label(re.compile("^Stimme")).is_checked()
    page.get_by_label(re.compile("^Stimme")).check()
    page.get_by_label(re.compile("^französisch")).check()
    page.get_by_label(re.compile("^Augen mitzählen")).check()
    page.get_by_label(re.compile("^Karten, die du nicht legen darfst")).uncheck()
    page.locator("#kt-tempo").select_option("schnell")
    assert sent(page) == ["anzeige stimme an", "kartennamen französisch", "anzeige punkte an",
                          "anzeige dimmen aus", "tempo schnell"]
    # the server answers with the state in the new settings: drawn at once
    french = with_world(tablestate.seat_state(sixtysix()[0], 0, WORLD, "französisch"),
                        card_names="französisch", stimme=True, points=True, dimmen=False,
                        tempo="schnell")
    deliver(page, "kartenrunde_tisch", french)
    assert page.get_by_label(re.compile("^französisch")).is_checked()
    assert page.get_by_label(re.compile("^Stimme")).is_checked()
    assert page.locator("#kt-tempo").input_value() == "schnell"
    assert page.locator("#kartentisch.kt-ohne-dimmen").count() == 1
    labels = " ".join(page.locator(".kt-hand-karte").evaluate_all(
        "cards => cards.map(c => c.getAttribute('aria-label'))"))
    assert re.search(r"Kreuz|Pik|Karo|Dame|Bube", labels), labels
    page.screenshot(path=str(tmp_path / "zahnrad-1280x800.png"))
    assert not english(gear.inner_text()), english(gear.inner_text())
    page.keyboard.press("Escape")
    assert not gear.is_visible()
    assert page.errors == []


def aus_game():
    """A game of Gaigel for two ended by a right Aus: the states of seat 0 just
    before and its settlement (ending: aus)."""
    world = dict(WORLD, preset_name="Gaigel zu zweit", score_unit="Striche")
    for seed in range(1, 40):
        game = new_game("gaigel2", seed=seed, names=["Anna", "Ferdl"])
        while game.result is None and game.to_act is not None:
            view = game.view(0)
            if (view.get("reached_101") or [False])[view["side"]] and "aus" in game.legal(0):
                before = tablestate.seat_state(game, 0, world)
                game.act(0, "aus")
                return before, tablestate.result_state(game, world)
            seat = game.to_act
            game.act(seat, [m for m in game.legal(seat) if m != "aus"][0])
    raise AssertionError("no seed gave seat 0 its 101")


def test_the_voice_speaks_aus_and_chalk_marks_the_striche(browser):
    before, result = aus_game()
    assert result["ending"]["kind"] == "aus" and result["ending"]["seat"] == 0
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(before))  # voice and sound off: silent
    deliver(page, "kartenrunde_ergebnis", result)
    assert page.evaluate("window.gesprochen") == []
    deliver(page, "kartenrunde_tisch", with_world(before, stimme=True, klang=True))
    deliver(page, "kartenrunde_ergebnis", result)
    spoken = page.evaluate("window.gesprochen")
    assert ["Aus!", "de-DE"] in spoken, spoken  # in the German voice
    strokes = max(result["striche"])
    page.wait_for_timeout(450 * strokes + 100)
    played = page.evaluate("window.gespielt || []")
    assert strokes > 0 and len(played) == strokes and all(u.endswith("kreide.ogg") for u in played)


def test_a_meld_is_called_and_knocked(browser):
    world = dict(WORLD)
    for seed in range(1, 60):
        game = new_game("66", seed=seed, names=["Anna", "Ferdl"], dealer=1)
        before = tablestate.seat_state(game, 0, world)
        melds = [m for m in game.legal(0) if m.startswith("melde")]
        if melds:
            break
    game.act(0, melds[0])
    after = tablestate.seat_state(game, 0, world)
    points = after["marriages"][-1]["points"]
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(before, stimme=True, klang=True))
    deliver(page, "kartenrunde_tisch", with_world(after, stimme=True, klang=True))
    word = {20: "Zwanzig!", 40: "Vierzig!"}[points]
    assert [word, "de-DE"] in page.evaluate("window.gesprochen")
    page.wait_for_timeout(100)
    assert any(u.endswith("klopfen.ogg") for u in page.evaluate("window.gespielt || []"))


def test_a_flying_card_ends_in_the_trick_and_is_read_out(browser, tmp_path):
    _, before, after = sixtysix()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(before))
    ferdl = page.locator('.kt-andere .kt-platz[data-seat="1"]')
    assert ferdl.get_attribute("aria-label") == "Ferdl, Computer, 6 Karten, am Zug"
    deliver(page, "kartenrunde_tisch", with_world(after))
    flights = page.evaluate("window.Kartenrunde.fluege")
    card = after["trick"][0]
    assert flights == [{"seat": 1, "card": card["card"], "to": "stich", "animated": True,
                        "ms": 400, "delay": 0}]
    laid = page.locator('.kt-stich .kt-gelegt[data-seat="1"]')
    assert laid.count() == 1
    page.wait_for_timeout(150)
    page.screenshot(path=str(tmp_path / "flug-1280x800.png"))
    page.wait_for_timeout(500)  # past the flight: the card lies in the trick, not moved
    assert page.evaluate("document.querySelector('.kt-stich .kt-gelegt').getAnimations().length") == 0
    assert "kt-fliegt" not in laid.get_attribute("class")
    box, trick = laid.bounding_box(), page.locator(".kt-stich").bounding_box()
    assert trick["x"] <= box["x"] and box["x"] + box["width"] <= trick["x"] + trick["width"] + 1
    said = page.locator(".kt-vorlesen").inner_text()
    assert f"Ferdl legt {card['label']}." in said
    assert page.locator(".kt-vorlesen").get_attribute("aria-live") == "polite"
    assert page.errors == []


def test_the_finished_trick_goes_to_its_taker_and_stays_in_the_corner(browser, tmp_path):
    game, _, after = sixtysix()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(after))
    game.act(0, game.legal(0)[0])  # Anna answers: the trick is done
    done = tablestate.seat_state(game, 0, WORLD)
    deliver(page, "kartenrunde_tisch", with_world(done))
    winner = "Du nimmst den Stich." if done["last_trick"]["winner"] == 0 else "Ferdl nimmt den Stich."
    assert winner in page.locator(".kt-vorlesen").inner_text()
    corner = page.locator(".kt-ecke")
    assert corner.is_visible() and corner.locator(".kt-gelegt").count() == 2
    assert "Letzter Stich" in corner.inner_text()
    page.wait_for_timeout(1800 + 400 + 300)  # the hold, the flight to the taker
    flights = page.evaluate("window.Kartenrunde.fluege")
    assert flights[-1]["to"] == "sieger" and flights[-1]["seat"] == done["last_trick"]["winner"]
    assert page.locator(".kt-stich .kt-gelegt").count() == len(done["trick"])
    assert corner.is_visible()  # the last trick stays in the corner
    page.screenshot(path=str(tmp_path / "ecke-1280x800.png"))
    assert page.errors == []


def test_reduced_motion_lets_nothing_fly(browser):
    _, before, after = sixtysix()
    page = open_pane(browser, reduced=True)
    deliver(page, "kartenrunde_tisch", with_world(before))
    deliver(page, "kartenrunde_tisch", with_world(after))
    assert page.evaluate("window.Kartenrunde.fluege")[0]["animated"] is False
    assert page.evaluate("document.getAnimations().length") == 0


def test_the_aus_button_lights_with_the_hint_and_names_the_deadline(browser, tmp_path):
    before, _ = aus_game()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(before))  # no hint: the button, quiet
    aus = page.locator(".kt-aktion.kt-aus")
    assert "kt-leise" in aus.get_attribute("class") and not page.locator(".kt-frist").is_visible()
    deadline = "Du hast 103 Augen – ruf „aus“, spätestens bis der nächste Stich zu Ende ist, sonst ist es ein Übergaigel."
    deliver(page, "kartenrunde_tisch", with_world(before, hint_aus=True),)
    lit = with_world(before, hint_aus=True)
    lit["hinweise"] = {"genug": False, "aus": deadline}
    deliver(page, "kartenrunde_tisch", lit)
    assert "kt-leuchtet" in aus.get_attribute("class")
    assert page.locator(".kt-frist").inner_text() == deadline
    frist, hand = page.locator(".kt-frist").bounding_box(), page.locator(".kt-hand").bounding_box()
    assert frist["y"] < hand["y"]  # above the hand
    page.screenshot(path=str(tmp_path / "aus-leuchtet-1280x800.png"))
    aus.click()
    assert sent(page)[-1] == "aus"
    assert page.evaluate("document.activeElement.closest('#kartentisch') !== null")  # focus stays


def genug_state():
    for seed in range(1, 200):
        game = new_game("66", seed=seed, names=["Anna", "Ferdl"])
        while game.result is None:
            seat = game.to_act
            if seat == 0 and "genug" in game.legal(0):
                return tablestate.seat_state(game, 0, WORLD)
            game.act(seat, [m for m in game.legal(seat) if m != "genug"][0])
    raise AssertionError("no genug")


def test_genug_says_genug_ansagen_and_lights_only_with_the_66_hint(browser):
    state = genug_state()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(state))
    genug = page.locator('.kt-aktion[data-command="genug"]')
    assert genug.inner_text() == "Genug ansagen"
    assert "kt-gewagt" in genug.get_attribute("class") and "kt-leuchtet" not in genug.get_attribute("class")
    hinted = with_world(state, hint_66=True)
    hinted["hinweise"] = {"genug": True, "aus": None}
    deliver(page, "kartenrunde_tisch", hinted)
    assert "kt-leuchtet" in genug.get_attribute("class")
    close = page.locator('.kt-aktion[data-command="decke"]')  # asks first (Move.asking)
    if close.count():
        assert "kt-gewagt" in close.get_attribute("class")  # looks unlike a safe button


def test_after_the_match_who_won_the_rank_and_what_next(browser, tmp_path):
    game = new_game("66", seed=5, names=["Anna", "Ferdl"])
    running = tablestate.seat_state(game, 0, WORLD)
    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    over = tablestate.seat_state(game, 0, dict(WORLD, score=[7, 2]))
    result = tablestate.result_state(game, dict(WORLD, score=[7, 2]), match_over=True)
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(running))
    deliver(page, "kartenrunde_ergebnis", result)
    deliver(page, "kartenrunde_tisch", with_world(over))
    seats = {"version": 1, "table": "66-Kartenspiel", "game": "66", "preset": "66",
             "preset_name": "Sechsundsechzig", "card_names": "deutsch", "seat": 0,
             "seats": [{"seat": 0, "name": "Anna", "free": False, "computer": False},
                       {"seat": 1, "name": None, "free": True, "computer": False}],
             "settings": {"target": 7, "score_unit": "Punkte", "think_time": 120, "options": ""},
             "hint": "Es fehlen noch Mitspieler.", "actions": [], "einstellungen": SETTINGS,
             "rang": {"name": "Kiebitz", "text": "Beim Sechsundsechzig hast du lange genug zugeschaut."}}
    deliver(page, "kartenrunde_plaetze", seats)
    panel = page.locator(".kt-abrechnung")
    text = panel.inner_text()
    assert "Die Partie gewinnt Anna." in text and "Dein Rang: Kiebitz" in text
    # the header says how the match ended, not „Noch keine Partie“
    assert page.locator(".kt-trumpf").inner_text() == "Partie aus: Anna 7 – Ferdl 2 Punkte"
    for name in ("Neue Partie", "Verlauf", "Analyse"):
        assert panel.get_by_role("button", name=name).is_visible(), name
    page.screenshot(path=str(tmp_path / "partie-aus-1280x800.png"))
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(tmp_path / "partie-aus-390x844.png"))
    button = panel.get_by_role("button", name="Neue Partie")
    box = button.bounding_box()
    assert box["y"] + box["height"] <= PHONE["height"] or panel.evaluate(
        "p => p.scrollHeight > p.clientHeight && getComputedStyle(p).overflowY === 'auto'")
    button.click()
    assert sent(page)[-1] == "neue partie"
    panel.get_by_role("button", name="Verlauf").click()
    assert sent(page)[-1] == "verlauf letztes"  # no game runs after the match
    page.evaluate("document.getElementById('messagewindow').insertAdjacentHTML('beforeend',"
                  " '<div>Verlauf des Spiels: 1. Stich …</div>')")
    assert "Verlauf des Spiels" in page.locator(".kt-info").inner_text()
    assert not english(text), english(text)


def test_the_abrechnung_counts_down(browser):
    game = new_game("66", seed=5, names=["Anna", "Ferdl"])
    running = tablestate.seat_state(game, 0, WORLD)
    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    over, result = tablestate.seat_state(game, 0, WORLD), tablestate.result_state(game, WORLD)
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(running))
    deliver(page, "kartenrunde_ergebnis", result)
    waiting = with_world(over)
    waiting["abrechnung"] = {"wartet_auf": ["Anna"], "pause": False, "sekunden": 150}
    deliver(page, "kartenrunde_tisch", waiting)
    assert "in 150 Sekunden von selbst weiter" in page.locator(".kt-countdown").inner_text()


def test_bilanz_and_rat_as_panels_by_their_keys(browser):
    _, before, after = sixtysix()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(after))  # alone with a computer: R gives the Rat
    page.locator(".kt-hand-karte").first.focus()
    page.keyboard.press("b")
    assert sent(page)[-1] == "bilanz"
    info = page.locator(".kt-info")
    assert info.is_visible() and "Bilanz" in info.inner_text()
    page.evaluate("document.getElementById('messagewindow').insertAdjacentHTML('beforeend',"
                  " '<div>Deine Bilanz beim Sechsundsechzig: 3 Spiele, 2 gewonnen.</div>')")
    assert "2 gewonnen" in info.inner_text()
    page.keyboard.press("Escape")
    assert not info.is_visible()
    page.keyboard.press("r")
    assert sent(page)[-1] == "rat" and "Rat" in info.inner_text()
    page.keyboard.press("Escape")


def test_the_lobby_lists_every_table_and_its_buttons_walk_and_sit(browser, tmp_path):
    page = open_pane(browser)
    page.get_by_role("button", name="Tische").click()
    assert page.evaluate("window.oob") == ["kartenrunde_tische"]
    tables = {"version": 1, "room": {"name": "Am Wegkreuz", "ways": [
        {"command": "kaffeehaus", "label": "Kaffeehaus", "to": "Kaffeehaus",
         "towards": "Ins Kaffeehaus"}]}, "tables": [
        {"id": 12, "table": "66-Kartenspiel", "room": "Kaffeehaus", "room_id": 3,
         "where": "im Kaffeehaus", "here": False, "game": "Sechsundsechzig", "playing": False,
         "seats": [{"seat": 0, "name": "Ferdl", "free": False, "computer": True, "stand_in": False},
                   {"seat": 1, "name": None, "free": True, "computer": False, "stand_in": False}],
         "free": 1, "spectators": 1, "mine": None},
        {"id": 15, "table": "Gaigeltisch", "room": "Besenwirtschaft", "room_id": 4,
         "where": "in der Besenwirtschaft", "here": False, "game": "Gaigel zu viert",
         "playing": True, "seats": [{"seat": i, "name": n, "free": False, "computer": i > 0,
                                     "stand_in": False}
                                    for i, n in enumerate(["Gottlob", "Frieda", "Karle", "Jörg"])],
         "free": 0, "spectators": 0, "mine": None}]}
    deliver(page, "kartenrunde_tische", tables)
    lobby = page.locator("#kt-lobby")
    text = lobby.inner_text()
    assert "66-Kartenspiel" in text and "im Kaffeehaus" in text and "Ferdl (Computer), frei" in text
    assert "1 schaut zu" in text and "es läuft eine Partie" in text
    page.screenshot(path=str(tmp_path / "tische-1280x800.png"))
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(tmp_path / "tische-390x844.png"))
    first = lobby.locator('li[data-table="12"]')
    first.get_by_role("button", name="Hinsetzen").click()
    assert sent(page)[-1] == "zum tisch #12"
    lobby.locator('li[data-table="15"]').get_by_role("button", name="Zuschauen").click()
    assert sent(page)[-1] == "zum tisch #15 zuschauen"
    assert not lobby.locator('li[data-table="15"]').get_by_role("button", name="Hinsetzen").count()
    way = lobby.get_by_role("button", name="Kaffeehaus")
    assert way.get_attribute("title") == "Ins Kaffeehaus („kaffeehaus“)"
    way.click()
    assert sent(page)[-1] == "kaffeehaus"
    assert not english(text), english(text)
    page.keyboard.press("Escape")
    assert not lobby.is_visible()
    page.get_by_role("button", name="Tische").click()
    assert lobby.is_visible()
    seats = {"version": 1, "table": "66-Kartenspiel", "game": "66", "preset": "66",
             "preset_name": "Sechsundsechzig", "card_names": "deutsch", "seat": 1,
             "seats": [{"seat": 0, "name": "Ferdl", "free": False, "computer": True},
                       {"seat": 1, "name": "Anna", "free": False, "computer": False}],
             "settings": {"target": 7, "score_unit": "Punkte", "think_time": 120, "options": ""},
             "hint": "", "actions": [], "einstellungen": SETTINGS}
    deliver(page, "kartenrunde_plaetze", seats)  # „Hinsetzen“ walked there and sat down
    assert not lobby.is_visible()
    page.get_by_role("button", name="Tische").click()  # opened again while seated: it stays
    deliver(page, "kartenrunde_plaetze", seats)
    assert lobby.is_visible()


def test_screenshots_of_the_pane_at_three_widths(browser, tmp_path):
    """The running table at 390, 1280 and 1600 px: cards at least 64 px wide on the phone."""
    _, before, after = sixtysix()
    for size in (PHONE, DESKTOP, WIDE):
        page = open_pane(browser, size)
        deliver(page, "kartenrunde_tisch", with_world(before))
        deliver(page, "kartenrunde_tisch", with_world(after))
        page.wait_for_timeout(700)
        page.screenshot(path=str(tmp_path / f"tisch-{size['width']}x{size['height']}.png"))
        width = page.locator(".kt-hand-karte").first.bounding_box()["width"]
        if size is PHONE:
            assert width >= 64, width
        pane = page.locator("#kartentisch").inner_text()
        assert not english(pane), english(pane)
        assert page.errors == []


def test_gaigels_first_trick_shows_the_opening_face_down_and_the_direction(browser, tmp_path):
    """„Höher hat“ opened face down: the next seat sees the opening named on the
    table, the card's back in the trick (its face nowhere in the pane), the
    other seats in playing order with the direction."""
    world = dict(WORLD, preset_name="Gaigel zu viert", score=[0] * 4, score_unit="Striche",
                 seats=[{"computer": i > 0, "stand_in": False} for i in range(4)])
    for seed in range(1, 40):
        game = new_game("gaigel4", seed=seed, names=["Anna", "Gottlob", "Frieda", "Karle"])
        opener = game.to_act
        opening = [m for m in game.legal(opener) if m.startswith("höher hat")]
        if opening:
            break
    watcher = (opener + 1) % 4
    before = tablestate.seat_state(game, watcher, world)
    game.act(opener, opening[0])
    after = tablestate.seat_state(game, watcher, world)
    assert after["opening"] == "höher hat" and after["trick"][0]["card"] is None
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(before))
    deliver(page, "kartenrunde_tisch", with_world(after))
    pane = page.locator("#kartentisch")
    assert "Eröffnung: Höher hat" in pane.inner_text()
    trick = page.locator(".kt-stich .kt-gelegt")
    assert trick.count() == 1 and trick.locator(".kb-back").count() == 1
    hidden = opening[0].split(" ", 2)[2]
    assert hidden not in pane.inner_html().lower() or hidden in [c["card"] for c in after["hand"]]
    names = [game.names[(watcher + i) % 4] for i in range(1, 4)]  # after you, in playing order
    shown = page.locator(".kt-andere .kt-platz .kt-name").all_inner_texts()
    assert [n.split(" Wertung")[0] for n in shown] == names
    assert "Spielrichtung" in page.locator(".kt-andere").inner_text()
    said = page.locator(".kt-vorlesen").inner_text()
    assert f"{game.names[opener]} legt eine Karte verdeckt." in said
    page.screenshot(path=str(tmp_path / "gaigel-hoeher-hat-1280x800.png"))


def lead_after_a_trick():
    """(state while Anna answers, state after Ferdl took the trick and led again)."""
    for seed in range(5, 60):
        game = new_game("66", seed=seed, names=["Anna", "Ferdl"], dealer=0)
        game.act(1, game.legal(1)[0])
        answering = tablestate.seat_state(game, 0, WORLD)
        game.act(0, game.legal(0)[0])
        if game.to_act == 1:
            game.act(1, game.legal(1)[0])
            return answering, tablestate.seat_state(game, 0, WORLD)
    raise AssertionError("no seed where Ferdl takes the first trick")


def test_the_new_lead_shows_at_once_when_it_is_your_turn(browser):
    answering, led = lead_after_a_trick()
    assert led["my_turn"] and len(led["trick"]) == 1 and led["last_trick"]
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(answering))
    deliver(page, "kartenrunde_tisch", with_world(led))
    # no old trick held in the middle: Ferdl's lead is there the moment you may answer
    laid = page.locator(".kt-stich .kt-gelegt")
    assert laid.count() == 1 and laid.get_attribute("data-seat") == "1"
    assert "Du bist am Zug." in page.locator(".kt-meldung").inner_text()
    page.wait_for_timeout(1800 + 400 + 300)  # no late flight takes the new lead away
    assert page.locator(".kt-stich .kt-gelegt").count() == 1
    assert all(f["to"] != "sieger" for f in page.evaluate("window.Kartenrunde.fluege || []"))
    assert page.errors == []


def test_a_refusal_goes_when_the_trick_moves_on_and_the_last_trick_names_its_reason(browser):
    answering, led = lead_after_a_trick()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(answering))
    deliver(page, "kartenrunde_abgelehnt", {"command": "lege x", "kind": "card", "reason": "must_follow",
                                            "text": "Du musst Farbe bekennen.", "cards": []})
    notice = page.locator(".kt-meldung")
    assert notice.inner_text() == "Du musst Farbe bekennen." and "kt-fehler" in notice.get_attribute("class")
    deliver(page, "kartenrunde_tisch", with_world(answering))  # the same state again: it stays
    assert notice.inner_text() == "Du musst Farbe bekennen."
    deliver(page, "kartenrunde_tisch", with_world(led))
    assert notice.inner_text() == "Du bist am Zug." and "kt-fehler" not in notice.get_attribute("class")
    page.locator(".kt-kopf .kt-k-letzter").click()
    text = page.locator(".kt-letzter-stich").inner_text()
    reason = led["last_trick"]["reason"]
    assert "Ferdl nimmt den Stich." in text and "Warum: " + reason in text
    assert "Ferdl: " not in text
    assert page.errors == []


def test_the_gear_offers_only_the_hints_of_the_tables_game(browser):
    _, before, _ = sixtysix()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(before, hints=["hint_66"]))  # as websettings.py sends
    page.get_by_role("button", name="Einstellungen").click()
    gear = page.locator(".kt-zahnrad")
    assert page.get_by_label(re.compile("^66-Hinweis")).count() == 1
    assert page.get_by_label(re.compile("^101-Hinweis")).count() == 0
    deliver(page, "kartenrunde_tisch", with_world(before, hints=["hint_aus"]))
    assert page.get_by_label(re.compile("^66-Hinweis")).count() == 0
    assert page.get_by_label(re.compile("^101-Hinweis")).count() == 1
    assert gear.is_visible() and page.errors == []
