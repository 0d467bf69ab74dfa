"""
End to end in a browser (issue 29): a card-site player reaches a game without
typing and keeps the gear's settings.

A new player (typing only to register and log in, as the client asks) opens
„Tische“ at the Wegkreuz, clicks „Hinsetzen“ at the 66 table of the
Kaffeehaus (another room) and is walked there and seated; the gear sets
French card names, the voice and the fast tempo by clicks; after a reload and
a new login the gear still shows them (kept on the server). The match (bis 3)
is started by the pane's buttons and played by clicks until its end; the
match-end panel's „Neue Partie“ starts the next match with the same seats.
Screenshots at 390, 1280 and 1600 px; no request leaves the machine, no
console error, no hidden card in any frame or in the pane.
"""

import re

import pytest

from tests.e2e.test_webclient import browser, is_local  # noqa: F401 (browser: the fixture)
from tests.e2e.test_webtable import DESKTOP, PHONE, WIDE, Player, play_game_by_clicks
from tests.helpers.english import ENGLISH

pytestmark = pytest.mark.server

VOICE = """
window.__gesprochen = [];
window.SpeechSynthesisUtterance = function (text) { this.text = text; };
Object.defineProperty(window, "speechSynthesis", {value: {
    getVoices: function () { return [{lang: "de-DE", name: "Anna"}]; },
    speak: function (u) { window.__gesprochen.push(u.text); },
}});
"""


def english(text):
    """English words in `text` (names of people and tables aside: none are English)."""
    return sorted({w.lower() for w in re.findall(r"[A-Za-zÄÖÜäöüß]+", text)} & ENGLISH)


def client_chrome(page):
    """Every word of the client outside the game's text: tabs, buttons, panels,
    titles and labels."""
    return page.evaluate("""() => {
        const out = [];
        const walk = (node) => {
            if (node.id === 'messagewindow') return;
            if (node.nodeType === 3) { out.push(node.nodeValue); return; }
            if (node.nodeType !== 1 || ['SCRIPT', 'STYLE'].includes(node.tagName)) return;
            for (const a of ['title', 'aria-label', 'placeholder']) {
                if (node.getAttribute(a)) out.push(node.getAttribute(a));
            }
            node.childNodes.forEach(walk);
        };
        walk(document.body);
        return out.join(' ');
    }""")


def log_in_again(browser, server, name, password):
    """A new browser (no cookie, nothing stored) logs in: whatever it shows comes
    from the server."""
    player = Player(browser, server)
    player.page.context.add_init_script(VOICE)
    player.page.goto(f"http://127.0.0.1:{server.ports['web']}/webclient/")
    player.messages.get_by_text("Willkommen in der Kartenrunde").wait_for(timeout=30000)
    player.type(f"connect {name} {password}", "Kaffeehaus")
    return player


def test_from_the_lobby_to_a_table_with_the_gear_and_a_new_match(game_server, browser, tmp_path):
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    page.context.add_init_script(VOICE)
    player.create_and_log_in("Lobbia", "Laub-Ober-Tisch-3")

    # the lobby: every table of the world, from the Wegkreuz
    page.get_by_role("button", name="Tische").click()
    lobby = page.locator("#kt-lobby")
    table = lobby.locator("li.kt-l-tisch", has_text="im Kaffeehaus").filter(has_text="66-Kartenspiel")
    table.wait_for(timeout=30000)
    assert "Besenwirtschaft" in lobby.inner_text()  # the other room's tables too
    assert not english(client_chrome(page)), english(client_chrome(page))
    player.shot(tmp_path / "tische-1280x800.png", DESKTOP)
    player.shot(tmp_path / "tische-390x844.png", PHONE)
    page.set_viewport_size(DESKTOP)
    table.get_by_role("button", name="Hinsetzen").click()
    waiting = pane.locator(".kt-warten")
    waiting.get_by_text("Lobbia (du)").wait_for(timeout=30000)
    assert page.evaluate("window.Kartenrunde.plaetze.table") == "66-Kartenspiel"
    assert "Du setzt dich" in player.messages.inner_text()
    lobby.wait_for(state="hidden", timeout=10000)  # sitting down closes the lobby

    # the gear: settings by clicks, kept on the server
    pane.get_by_role("button", name="Einstellungen").click()
    gear = pane.locator(".kt-zahnrad")
    gear.get_by_label(re.compile("^französisch")).check()
    player.wait_until("window.Kartenrunde.plaetze.einstellungen.card_names === 'französisch'",
                           timeout=30000)
    gear.get_by_label(re.compile("^Stimme")).check()
    player.wait_until("window.Kartenrunde.plaetze.einstellungen.stimme === true", timeout=30000)
    gear.locator("#kt-tempo").select_option("schnell")
    player.wait_until("window.Kartenrunde.plaetze.einstellungen.tempo === 'schnell'",
                           timeout=30000)
    assert not english(client_chrome(page)), english(client_chrome(page))
    player.shot(tmp_path / "zahnrad-1280x800.png", DESKTOP)
    first = player
    first.page.close()
    player = log_in_again(browser, game_server, "Lobbia", "Laub-Ober-Tisch-3")
    page, pane = player.page, player.pane
    gear, waiting = pane.locator(".kt-zahnrad"), pane.locator(".kt-warten")
    try:  # still seated (between matches the table may free an absent player's seat)
        waiting.get_by_text("Lobbia (du)").wait_for(timeout=8000)
    except Exception:
        page.get_by_role("button", name="Tische").click()
        here = page.locator("#kt-lobby li.kt-l-tisch", has_text="(hier)").filter(
            has_text="66-Kartenspiel")
        here.get_by_role("button", name="Hinsetzen").click()
        waiting.get_by_text("Lobbia (du)").wait_for(timeout=30000)
        page.locator("#kt-lobby").wait_for(state="hidden", timeout=10000)
    pane.get_by_role("button", name="Einstellungen").click()
    assert gear.get_by_label(re.compile("^französisch")).is_checked()
    assert gear.get_by_label(re.compile("^Stimme")).is_checked()
    # the tempo is the table's: kept while Lobbia sat on, the house's again once the
    # table was empty; the gear shows what the server says either way
    server_tempo = page.evaluate("window.Kartenrunde.plaetze.einstellungen.tempo")
    assert server_tempo in ("schnell", "normal")
    assert gear.locator("#kt-tempo").input_value() == server_tempo
    assert not gear.get_by_label(re.compile("^Klänge")).is_checked()  # off by default
    page.keyboard.press("Escape")
    assert not gear.is_visible()

    # a match started by buttons, played by clicks to its end
    pane.get_by_role("button", name="Mit Computerspielern auffüllen").click()
    pane.get_by_role("button", name="Partie beginnen").wait_for(timeout=30000)
    player.type("spiel bis 3", "Eine Partie")  # the length: typed once (the button plays to 7)
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    assert player.state()["card_names"] == "französisch"
    player.shot(tmp_path / "tisch-390x844.png", PHONE)
    assert pane.locator(".kt-hand-karte").first.bounding_box()["width"] >= 64
    player.shot(tmp_path / "tisch-1600x1000.png", WIDE)
    player.shot(tmp_path / "tisch-1280x800.png", DESKTOP)
    seat = pane.locator(".kt-andere .kt-platz").first
    assert re.match(r"^[^,]+, Computer, \d Karten?", seat.get_attribute("aria-label"))
    panel = pane.locator(".kt-abrechnung")
    for _ in range(6):
        play_game_by_clicks(player, tmp_path)
        if page.evaluate("window.Kartenrunde.ergebnis.match_over"):
            break
        panel.get_by_role("button", name=re.compile("Weiter")).click()
        panel.wait_for(state="hidden", timeout=30000)
    assert page.evaluate("window.Kartenrunde.ergebnis.match_over")
    panel.get_by_text("Die Partie gewinn").wait_for(timeout=30000)
    panel.get_by_text("Dein Rang").wait_for(timeout=30000)  # the seats state after the match
    for name in ("Neue Partie", "Verlauf", "Analyse"):
        assert panel.get_by_role("button", name=name).is_visible(), name
    assert not english(client_chrome(page)), english(client_chrome(page))
    page.locator(".lm_tab #optionsbutton").first.click()  # the client's own options panel
    page.locator(".lm_tab .lm_title").get_by_text("Einstellungen").wait_for(timeout=10000)
    assert not english(client_chrome(page)), english(client_chrome(page))
    page.locator(".lm_tab #optionsbutton").first.click()
    player.shot(tmp_path / "partie-aus-1280x800.png", DESKTOP)
    player.shot(tmp_path / "partie-aus-390x844.png", PHONE)
    page.set_viewport_size(DESKTOP)
    assert player.leaks.seen and not player.dom_leaks()
    pane.get_by_role("button", name="Neue Partie").click()
    player.wait_until("window.Kartenrunde.tisch && !window.Kartenrunde.tisch.over"
                           " && window.Kartenrunde.tisch.score.parties.every(p => p.score === 0)",
                           timeout=30000)
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    assert "neue partie" in page.evaluate("window.Kartenrunde.gesendet")

    player.type("aufgeben", "(j/n)")
    player.type("j", "Die Partie ist aus.")
    player.type("aufstehen", "Du stehst")
    pane.wait_for(state="hidden", timeout=30000)
    assert "Unhandled" not in player.messages.inner_text()
    for who in (first, player):
        assert not who.errors, who.errors
        outside = [url for url in who.requests if not is_local(url)]
        assert not outside, f"requests left the machine: {outside}"
        assert not who.leaks.leaks, who.leaks.leaks
