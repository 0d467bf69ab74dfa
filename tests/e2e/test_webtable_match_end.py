"""
One match end in the web table pane, whatever way the match ended (issue 46),
without a server: after `aufgeben` (66 and Gaigel) the panel says who gave up
and who won, also when the seats come first or no end comes at all; Verlauf,
Analyse and „Mischung nachprüfen“ open in its place, on top, and it comes back
when they close; „Neue Partie“ (the next match dealt) closes it; no panel
covers the header's „Letzter Stich“ and „Einstellungen“, which open in the
panel's place; the analysis shows each text once and drops its progress lines
when the answer is there, in its panel and in the text window. Screenshots of
the match end at 390x844 and 1280x800 go to /tmp/matchend/.

Headless Chromium with the pane's own scripts on a bare page (as
test_webtable_pane.py, whose page and helpers these are); the states are real
ones from the engine (tablestate.py), the end of a given-up match as
tabledata.match_ended sends it (tablestate.match_end_state).
"""

import pathlib
from types import SimpleNamespace

import pytest

from game.cardgames import new_game, tablestate
from game.daily import texts
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable_pane import (DESKTOP, PHONE, SETTINGS, WORLD, deliver, english,
                                          open_pane, sent, with_world)

pytestmark = pytest.mark.server

SHOTS = pathlib.Path("/tmp/matchend")
GAIGEL_WORLD = {"preset_name": "Gaigel zu viert", "score": [1, 2, 1, 2], "score_unit": "Striche",
                "target": 7, "seats": [{"computer": i > 0, "stand_in": False} for i in range(4)]}


def seats_state(names, seat=0, preset="66", preset_name="Sechsundsechzig"):
    """`kartenrunde_plaetze` after the match: everyone still seated."""
    return {"version": 1, "table": "Tisch", "game": "66" if preset == "66" else "gaigel",
            "preset": preset, "preset_name": preset_name, "card_names": "deutsch", "seat": seat,
            "seats": [{"seat": i, "name": n, "free": False, "computer": i != seat}
                      for i, n in enumerate(names)],
            "settings": {"target": 7, "score_unit": "Punkte", "think_time": 120, "options": ""},
            "hint": "Alle Plätze sind besetzt: Mit „spiel“ beginnt die Partie.",
            "actions": [{"command": "spiel", "label": "Partie beginnen"}],
            "einstellungen": SETTINGS,
            "rang": {"name": "Kiebitz", "text": "Du schaust noch viel zu."}}


def running_66(score=(3, 2)):
    game = new_game("66", seed=5, names=["Anna", "Ferdl"])
    world = dict(WORLD, score=list(score))
    for _ in range(2):  # one trick played: there is a last trick
        game.act(game.to_act, game.legal(game.to_act)[0])
    return game, world, with_world(tablestate.seat_state(game, 0, world))


def played_out(page):
    """A 66 match played out: its last Abrechnung, the finished table, the seats."""
    game = new_game("66", seed=5, names=["Anna", "Ferdl"])
    deliver(page, "kartenrunde_tisch", with_world(tablestate.seat_state(game, 0, WORLD)))
    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    world = dict(WORLD, score=[7, 2])
    deliver(page, "kartenrunde_ergebnis",
            dict(tablestate.result_state(game, world, match_over=True),
                 revanche={"command": "revanche", "label": "Revanche"}))
    deliver(page, "kartenrunde_tisch", with_world(tablestate.seat_state(game, 0, world)))
    deliver(page, "kartenrunde_plaetze", seats_state(["Anna", "Ferdl"]))


def on_top(page, selector):
    """True if the element at the centre of `selector` belongs to it (nothing covers it)."""
    return page.evaluate("""sel => {
        const el = document.querySelector(sel);
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && (hit === el || el.contains(hit));
    }""", selector)


def test_aufgeben_in_66_shows_who_gave_up_and_who_won(browser):
    game, world, running = running_66()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", running)
    end = tablestate.match_end_state(game, world, "given_up", 0, "Anna gibt die Partie auf.")
    deliver(page, "kartenrunde_ergebnis", dict(end, revanche={"command": "revanche", "label": "Revanche"}))
    deliver(page, "kartenrunde_plaetze", seats_state(["Anna", "Ferdl"]))
    panel = page.locator(".kt-abrechnung")
    assert panel.is_visible()
    text = panel.inner_text()
    assert "Die Partie ist aus" in text and "Du hast die Partie aufgegeben." in text
    assert "Die Partie gewinnt Ferdl." in text and "Stand: Anna 3 – Ferdl 2 (Punkte, bis 7)" in text
    assert "Dein Rang: Kiebitz" in text
    for name in ("Neue Partie", "Revanche", "Verlauf", "Analyse", "Mischung nachprüfen"):
        assert panel.get_by_role("button", name=name).is_visible(), name
    assert not english(text), english(text)
    assert page.errors == []


def test_aufgeben_in_gaigel_names_the_winning_party_also_when_the_seats_come_first(browser):
    game = new_game("gaigel4", seed=3, names=["Gottlob", "Frieda", "Karle", "Jörg"])
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", with_world(tablestate.seat_state(game, 0, GAIGEL_WORLD)))
    names = ["Gottlob", "Frieda", "Karle", "Jörg"]
    deliver(page, "kartenrunde_plaetze", seats_state(names, preset="gaigel4",
                                                     preset_name="Gaigel zu viert"))
    panel = page.locator(".kt-abrechnung")
    # the seats came first (the end is sent once committed): the match's end at once
    assert panel.is_visible() and "Die Partie wurde vorzeitig beendet." in panel.inner_text()
    end = tablestate.match_end_state(game, GAIGEL_WORLD, "given_up", 1, "Frieda gibt die Partie auf.")
    deliver(page, "kartenrunde_ergebnis", end)
    text = panel.inner_text()
    assert "Frieda hat die Partie aufgegeben." in text
    assert "Die Partie gewinnen Gottlob und Karle." in text
    assert "Stand: Gottlob & Karle 1 – Frieda & Jörg 2 (Striche, bis 7)" in text
    assert page.errors == []


def test_a_match_that_ends_without_a_word_still_ends_in_a_panel(browser):
    _, _, running = running_66()
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", running)
    deliver(page, "kartenrunde_plaetze", seats_state(["Anna", "Ferdl"]))
    panel = page.locator(".kt-abrechnung")
    assert panel.is_visible()
    assert "Die Partie wurde vorzeitig beendet." in panel.inner_text()
    panel.get_by_role("button", name="Schließen").click()
    assert not panel.is_visible()
    deliver(page, "kartenrunde_plaetze", seats_state(["Anna", "Ferdl"]))  # a seat changed: no new end
    assert not panel.is_visible()
    deliver(page, "kartenrunde_verlassen", {"version": 1, "table": "Tisch"})
    deliver(page, "kartenrunde_tisch", running)
    deliver(page, "kartenrunde_verlassen", {"version": 1, "table": "Tisch"})
    deliver(page, "kartenrunde_plaetze", seats_state(["Anna", "Ferdl"]))  # got up, sat down elsewhere
    assert not panel.is_visible()


@pytest.mark.parametrize("name, command", [("Verlauf", "verlauf letztes"), ("Analyse", "analyse"),
                                           ("Mischung nachprüfen", "mischung prüfen 1")])
def test_verlauf_analyse_and_the_seed_check_open_on_top_of_the_match_end(browser, name, command):
    page = open_pane(browser)
    played_out(page)
    end = page.locator(".kt-abrechnung")
    end.get_by_role("button", name=name).click()
    assert sent(page)[-1] == command
    info = page.locator(".kt-info")
    assert info.is_visible() and on_top(page, ".kt-info")
    assert not end.is_visible()  # in its place, one panel at a time
    page.evaluate("document.getElementById('messagewindow').insertAdjacentHTML('beforeend',"
                  " '<div>Die Antwort des Servers.</div>')")
    assert "Die Antwort des Servers." in info.inner_text()
    info.get_by_role("button", name="Schließen").click()
    assert not info.is_visible() and end.is_visible() and on_top(page, ".kt-abrechnung")
    end.get_by_role("button", name=name).click()
    page.keyboard.press("Escape")  # Escape closes the answer; the match end is back
    assert not info.is_visible() and end.is_visible()
    end.get_by_role("button", name=name).click()
    page.keyboard.press("Enter")  # so does Enter on its „Schließen“
    assert not info.is_visible() and end.is_visible()
    assert page.errors == []


def test_neue_partie_closes_the_match_end_once_the_new_match_is_dealt(browser):
    page = open_pane(browser)
    played_out(page)
    end = page.locator(".kt-abrechnung")
    end.get_by_role("button", name="Neue Partie").click()
    assert sent(page)[-1] == "neue partie"
    fresh = new_game("66", seed=8, names=["Anna", "Ferdl"])
    deliver(page, "kartenrunde_tisch", with_world(tablestate.seat_state(fresh, 0, WORLD)))
    assert not end.is_visible()
    assert page.locator(".kt-hand-karte").count() == 6
    assert page.evaluate("window.Kartentisch.result") is None
    assert page.errors == []


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["390x844", "1280x800"])
def test_a_table_with_an_end_of_its_own_says_it_and_offers_its_actions(browser, size):
    """The day's set (play-test): the end says the set is played for today and the
    day's place, and offers the server's actions (`ende`, docs/GMCP.md), not
    „Neue Partie“ and „Analyse“, and no „Die Partie gewinnt …“."""
    page = open_pane(browser, size)
    game = new_game("66", seed=5, names=["Leonore", "Kaspar Tagwerk"])
    deliver(page, "kartenrunde_tisch", with_world(tablestate.seat_state(game, 0, WORLD)))
    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    row = SimpleNamespace(net=-12, won=0, lost=12, augen=172)
    deliver(page, "kartenrunde_ergebnis", dict(
        tablestate.result_state(game, dict(WORLD, score=[0, 12]), match_over=True),
        revanche=None, ende=texts.set_end("66", row, False, (1, 1))))
    end = page.locator(".kt-abrechnung")
    said = end.inner_text()
    assert "Dein Tagesspiel Sechsundsechzig ist für heute gespielt." in said
    assert "Heute stehst du auf Platz 1 von 1." in said
    assert "Bilanz: −12 Punkte (0 gewonnen, 12 abgegeben), 172 Augen." in said
    assert "Die Partie gewinnt" not in said and "Die Partie ist aus" not in said
    buttons = end.locator(".kt-vor-knoepfe button")
    assert buttons.all_inner_texts() == ["Rangliste", "Verlauf", "Hinausgehen"]
    box = end.get_by_role("button", name="Schließen").bounding_box()
    assert box["y"] + box["height"] <= size["height"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"tagesspiel-ende-{size['width']}x{size['height']}.png"))
    end.get_by_role("button", name="Rangliste").click()
    assert sent(page)[-1] == "tagesspiel rangliste"
    info = page.locator(".kt-info")
    assert info.is_visible() and on_top(page, ".kt-info") and "Rangliste" in info.inner_text()
    info.get_by_role("button", name="Schließen").click()
    end.get_by_role("button", name="Hinausgehen").click()
    assert sent(page)[-1] == "zurück"
    assert page.errors == []


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["1280x800", "390x844"])
def test_no_panel_covers_letzter_stich_and_einstellungen(browser, size):
    game, world, running = running_66()
    page = open_pane(browser, size)
    deliver(page, "kartenrunde_tisch", running)
    page.wait_for_timeout(2000)  # the trick held in the middle has gone
    last, gear = ".kt-kopf .kt-k-letzter", ".kt-kopf .kt-k-zahnrad"

    def header_free(what):
        assert on_top(page, last), what + ": „Letzter Stich“ covered"
        assert on_top(page, gear), what + ": „Einstellungen“ covered"

    page.locator(".kt-hand-karte").first.focus()
    page.keyboard.press("b")
    assert page.locator(".kt-info").is_visible()
    header_free("Bilanz")
    page.keyboard.press("Escape")
    page.locator(".kt-hand-karte").first.focus()
    page.keyboard.press("r")
    header_free("Rat")
    page.locator(gear).click()  # the gear opens in the Rat's place
    assert page.locator(".kt-zahnrad").is_visible() and not page.locator(".kt-info").is_visible()
    header_free("Einstellungen")
    page.locator(last).click()
    assert page.locator(".kt-letzter-stich").is_visible() and not page.locator(".kt-zahnrad").is_visible()
    header_free("Letzter Stich")
    page.locator(last).click()
    assert not page.locator(".kt-letzter-stich").is_visible()
    result = tablestate.match_end_state(game, world, "given_up", 0, "Anna gibt die Partie auf.")
    deliver(page, "kartenrunde_ergebnis", result)
    end = page.locator(".kt-abrechnung")
    assert end.is_visible()
    header_free("Abrechnung")
    page.locator(last).click()  # in the Abrechnung's place; closing it brings it back
    assert page.locator(".kt-letzter-stich").is_visible() and not end.is_visible()
    page.locator(".kt-letzter-stich").get_by_role("button", name="Schließen").click()
    assert end.is_visible()
    page.locator(gear).click()
    assert page.locator(".kt-zahnrad").is_visible() and not end.is_visible()
    page.locator(gear).click()
    assert end.is_visible()
    assert page.errors == []


def test_the_analysis_shows_each_text_once_and_drops_its_progress_lines(browser):
    page = open_pane(browser)
    played_out(page)

    def arrives(text, cls="out"):  # as Evennia's client writes a line, with its `cls`
        page.evaluate("([text, cls]) => { const d = document.createElement('div');"
                      " d.className = cls; d.textContent = text;"
                      " document.getElementById('messagewindow').appendChild(d); }", [text, cls])

    def window():
        return page.locator("#messagewindow").inner_text()

    running, done = "out kt-laeuft", "out kt-fertig"  # game/commands/table/after.py
    arrives("Anna: Gut gespielt!")  # an earlier line: it stays in the text window
    page.locator(".kt-abrechnung").get_by_role("button", name="Analyse").click()
    info = page.locator(".kt-info")
    arrives("Der starke Computerspieler geht dein Spiel durch (4 Entscheidungen) …", running)
    arrives("Analyse läuft … 20 %", running)
    arrives("Analyse läuft … 40 %", running)
    shown = info.inner_text()
    assert "Analyse läuft … 40 %" in shown and "20 %" not in shown  # the latest progress only
    assert "Analyse läuft … 40 %" in window() and "20 %" not in window()
    answer = ("Analyse deines Spiels:\n4 Entscheidungen, ein Fehler.\n"
              "   1.  Zudrehen  →  Eichel Zehn  ← Fehler")
    arrives("Analyse läuft … 80 %", running)
    arrives(answer, done)
    arrives(answer)  # the same text a second time
    shown = info.inner_text()
    assert shown.count("Zudrehen") == 1
    assert "Analyse läuft" not in shown and "geht dein Spiel durch" not in shown
    assert "Analyse läuft" not in window() and "geht dein Spiel durch" not in window()
    assert "Anna: Gut gespielt!" in window() and "Zudrehen" in window()
    assert page.errors == []


def test_screenshots_of_the_match_end(browser):
    """The match end after `aufgeben` at 390x844 and 1280x800 (looked at: /tmp/matchend/)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size in (PHONE, DESKTOP):
        game, world, running = running_66()
        page = open_pane(browser, size)
        deliver(page, "kartenrunde_tisch", running)
        end = tablestate.match_end_state(game, world, "given_up", 0, "Anna gibt die Partie auf.")
        deliver(page, "kartenrunde_ergebnis", dict(end, revanche={"command": "revanche",
                                                                  "label": "Revanche"}))
        deliver(page, "kartenrunde_plaetze", seats_state(["Anna", "Ferdl"]))
        panel = page.locator(".kt-abrechnung")
        assert panel.is_visible()
        label = f"{size['width']}x{size['height']}"
        page.screenshot(path=str(SHOTS / f"aufgegeben-{label}.png"))
        button = panel.get_by_role("button", name="Neue Partie")
        box = button.bounding_box()
        assert box["y"] + box["height"] <= size["height"]
        assert on_top(page, ".kt-kopf .kt-k-zahnrad")
        panel.get_by_role("button", name="Verlauf").click()
        page.evaluate("document.getElementById('messagewindow').insertAdjacentHTML('beforeend',"
                      " '<div>Verlauf des Spiels: 1. Stich: Anna legt Herz Ass, Ferdl Herz Neun.</div>')")
        page.screenshot(path=str(SHOTS / f"verlauf-{label}.png"))
        assert on_top(page, ".kt-info")
        page.close()
    played = open_pane(browser, DESKTOP)
    played_out(played)
    played.screenshot(path=str(SHOTS / "ausgespielt-1280x800.png"))
