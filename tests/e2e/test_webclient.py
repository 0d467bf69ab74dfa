"""
End to end in a browser: the web client loads with no outside network.

Headless Debian Chromium driven by Playwright (never `playwright install`):
log in, send a command, read the answer from the page, keep a screenshot,
and fail on any request to an address outside this machine.
"""

import re
import shutil
from urllib.parse import urlsplit

import pytest

pytestmark = pytest.mark.server

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}


def is_local(url):
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or parts.hostname in LOCAL_HOSTS


@pytest.fixture
def browser():
    """Debian's Chromium, headless, through Playwright (never `playwright install`)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not shutil.which(CHROMIUM):
        pytest.skip("Debian's chromium is not installed (make test installs it)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def browser_page(browser):
    return browser.new_context().new_page()


def test_webclient_login_and_command_stay_on_this_machine(game_server, players, browser_page,
                                                          tmp_path):
    page = browser_page
    players.leave_at_end(*game_server.admin)  # the table is free for the next test
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.on("websocket", lambda socket: requests.append(socket.url))
    messages = page.locator("#messagewindow")

    page.goto(f"http://127.0.0.1:{game_server.ports['web']}/webclient/")
    messages.get_by_text("Willkommen in der Kartenrunde von Sarasande").wait_for(timeout=30000)

    user, password = game_server.admin
    page.fill("textarea.inputfield", f"connect {user} {password}")
    page.press("textarea.inputfield", "Enter")
    # logged in: the room's look (wherever an earlier test left the admin)
    messages.get_by_text("Ausgänge:").first.wait_for(timeout=30000)

    def send(line, expected, timeout=30000):
        page.fill("textarea.inputfield", line)
        page.press("textarea.inputfield", "Enter")
        messages.get_by_text(expected).last.wait_for(timeout=timeout)

    send("kaffeehaus", "Stammgäste über ihre Karten")
    send("setzen", "Du setzt dich an")
    send("einladen Mizzi", "Fräulein Mizzi nimmt am 66-Kartenspiel Platz")
    send("spiel bis 3", "Du bist am Zug")
    assert "Deine Karten: 1" in messages.inner_text()
    # the cards that may be played are links: a click plays one (the table's `|lc` links)
    card = messages.locator("a#mxplink", has_text=re.compile(r"^\S+-\S+$")).last
    assert re.fullmatch(r"\S+-\S+", card.inner_text()), card.inner_text()
    card.click()
    messages.get_by_text(re.compile("nimms?t den Stich")).last.wait_for(timeout=30000)  # a trick
    assert re.search(r"legt \S+ \S+\.", messages.inner_text())
    # the table also came as data, claimed by our plugin instead of printed as unhandled
    state = page.evaluate("window.Kartenrunde && window.Kartenrunde.tisch")
    assert state and state["game"] == "66" and state["seats"][1]["name"] == "Fräulein Mizzi"
    assert state["seat"] == 0 and state["hand"]
    assert "Unhandled" not in messages.inner_text()
    send("aufgeben", "(j/n)")
    send("j", "Die Partie ist aus.")
    send("aufstehen", "Du stehst")  # the table is free for the next tests

    page.screenshot(path=str(tmp_path / "webclient.png"), full_page=True)
    assert (tmp_path / "webclient.png").stat().st_size > 0
    outside = [url for url in requests if not is_local(url)]
    assert not outside, f"requests left the machine: {outside}"
    assert any(url.startswith("ws://127.0.0.1") for url in requests), "no websocket opened"


def test_webclient_speaks_german_and_never_shows_a_new_password(game_server, browser_page,
                                                                 tmp_path):
    page = browser_page
    messages = page.locator("#messagewindow")
    page.goto(f"http://127.0.0.1:{game_server.ports['web']}/webclient/")
    messages.get_by_text("Willkommen in der Kartenrunde von Sarasande").wait_for(timeout=30000)
    tabs = page.locator(".lm_tab .lm_title").all_inner_texts()
    assert "Kartenrunde" in tabs and "Eingabe" in tabs, tabs
    assert not {"Main", "input"} & set(tabs), tabs
    page.locator(".lm_tab #optionsbutton").first.click()  # the client's own options, in German
    page.locator(".lm_tab .lm_title").get_by_text("Einstellungen").wait_for(timeout=10000)
    options = page.locator("#clientwrapper").inner_text()
    assert "Schrift:" in options and "Aufteilung des Fensters:" in options, options
    assert "Options" not in options and "Untitled" not in options, options
    page.locator(".lm_tab #optionsbutton").first.click()

    password = "Webkarten-Glück-7"
    page.fill("textarea.inputfield", f"create Wiebke {password}")
    page.press("textarea.inputfield", "Enter")
    messages.get_by_text("anlegen? [J]/N").wait_for(timeout=30000)
    page.fill("textarea.inputfield", "ja")
    page.press("textarea.inputfield", "Enter")
    messages.get_by_text("ist angelegt").wait_for(timeout=30000)
    page.screenshot(path=str(tmp_path / "webclient-create.png"), full_page=True)
    assert password not in messages.inner_text()
