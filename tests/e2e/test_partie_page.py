"""
End to end: a kept game's page on the real website (issue 50). Over telnet a
player finishes a match; `verlauf 1` prints the link; the page answers 403
(German) to a stranger until the player says `partie 1 öffentlich`, then shows
the game, and Debian's Chromium steps through it on the real server (its
static files, its Content-Security-Policy); an id of no kept game is 404.
(A running game's page: tests/web/test_partie.py.)
"""

import re
import shutil
import urllib.error
import urllib.request

import pytest

from tests.harness.player import play_match, sit_with

pytestmark = pytest.mark.server

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def get(url):
    """(status, body) of a GET without cookies: a stranger's view."""
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()


def test_a_kept_game_has_a_page_that_its_player_opens_to_everybody(game_server, players):
    client = players("Pia", "Kartenglück-7")
    sit_with(client, "Ferdl")
    client.send("spiel bis 3")
    play_match(client, "Pia")

    text = client.command("verlauf 1", "partie 1 privat")
    link = re.search(r"(http://\S+/partie/(\w+)/)", text)
    assert link, text
    web = game_server.ports["web"]
    assert f":{web}/partie/" in link.group(1)
    url = f"http://127.0.0.1:{web}/partie/{link.group(2)}/"

    status, body = get(url)
    assert status == 403 and "Dieses Spiel ist privat" in body
    assert "So war ausgeteilt" not in body

    text = client.command("partie 1 öffentlich", "ist jetzt öffentlich")
    status, body = get(url)
    assert status == 200 and "So war ausgeteilt" in body and "1. Stich" in body
    assert "Abrechnung" in body and "Pia" in body
    assert get(f"http://127.0.0.1:{web}/static/partie/partie.js")[0] == 200

    sync_api = pytest.importorskip("playwright.sync_api")
    if not shutil.which(CHROMIUM):
        pytest.skip("Debian's chromium is not installed (make test installs it)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 390, "height": 800})
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url)
            stand = page.locator("#partie-stand")
            assert stand.inner_text().startswith("Ausgeteilt")
            page.keyboard.press("ArrowRight")
            assert stand.inner_text().startswith("Zug 1 von")
            assert page.locator("#partie-tisch .partie-karte svg").count() >= 1
            assert not errors, errors
        finally:
            browser.close()

    status, body = get(f"http://127.0.0.1:{web}/partie/{'2' * 10}/")  # no such game
    assert status == 404 and "Kein solches Spiel" in body
