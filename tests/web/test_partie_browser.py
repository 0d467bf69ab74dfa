"""A kept game's page in Chromium (web/partie.py, web/static/partie/partie.js):
stepped through trick by trick with buttons and keys, at 1280 and at 390 px
without sideways scrolling, and refused when private or still running.

No server runs: the test asks Django's test client for the page first, then
Playwright hands the browser that answer (with its Content-Security-Policy)
and the static files, so the browser reads exactly what the website sends.
The browser runs in a thread of its own (Playwright's event loop would stop
Django's database calls on the test's thread). The screenshots go to the
test's folder under the temporary directory, and to $PARTIE_SHOTS when set.
"""

import os
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from django.contrib.staticfiles import finders
from django.test import Client

from game.books import gamepages
from tests.helpers.kept import KeptGameTest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SITE = "http://localhost:9"  # a trustworthy origin; nothing listens, the test answers


class TestPartieInChromium(KeptGameTest):
    def setUp(self):
        super().setUp()
        self.sync_api = pytest.importorskip("playwright.sync_api")
        if not shutil.which(CHROMIUM):
            pytest.skip("Debian's chromium is not installed (make test installs it)")
        self.client = Client(raise_request_exception=False)
        self.answers = {}  # path -> the website's answer, fetched before the browser asks
        self.shots = Path(os.environ.get("PARTIE_SHOTS") or tempfile.mkdtemp(prefix="partie-"))

    def fetch(self, game_id):
        """Ask the website for the page of `game_id` now; its address for the browser."""
        path = f"/partie/{game_id}/"
        self.answers[path] = self.client.get(path)
        return f"{SITE}{path}"

    def serve(self, route, request):
        """Answer the browser with a fetched page or a static file."""
        path = urlsplit(request.url).path
        found = finders.find(path[len("/static/"):]) if path.startswith("/static/") else None
        answer = self.answers.get(path)
        if found:
            route.fulfill(path=found)
        elif answer is not None:
            route.fulfill(status=answer.status_code, headers=dict(answer.items()),
                          body=answer.content)
        else:
            route.fulfill(status=404, body="")

    def in_browser(self, url, work, width=390, script=True):
        """`work(page, response, errors)` on `url` in a fresh headless Chromium
        `width` px wide, in a thread of its own; returns what `work` returns."""
        def browse():
            with self.sync_api.sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                try:
                    page = browser.new_context(java_script_enabled=script, viewport={
                        "width": width, "height": 900}).new_page()
                    errors = []
                    page.on("pageerror", lambda error: errors.append(str(error)))
                    page.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
                    page.route(f"{SITE}/**", self.serve)
                    return work(page, page.goto(url), errors)
                finally:
                    browser.close()

        with ThreadPoolExecutor(1) as pool:
            return pool.submit(browse).result()

    def shoot(self, page, name):
        self.shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(self.shots / f"partie-{name}.png"), full_page=True)
        page.screenshot(path=str(self.shots / f"partie-{name}-bildschirm.png"))  # the first screen

    @staticmethod
    def no_sideways_scroll(page):
        widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        assert widths[0] <= widths[1], widths

    def test_the_game_is_stepped_through_trick_by_trick(self):
        record = self.play_game()
        self.client.force_login(self.account)
        url = self.fetch(record["id"])
        moves = len(record["log"])

        def step_through(page, response, errors, width):
            assert response.status == 200
            assert page.locator("#partie-brett").is_visible()  # the script ran (CSP let it)
            stand = page.locator("#partie-stand")
            assert stand.inner_text().startswith("Ausgeteilt")
            assert page.locator("#partie-plaetze .partie-karte svg").count() == 12
            page.locator("[data-gehe=vor]").click()
            assert stand.inner_text().startswith(f"Zug 1 von {moves}")
            assert page.locator("#partie-tisch .partie-gelegt").count() == 2  # card and trump
            page.keyboard.press("ArrowRight")
            assert stand.inner_text().startswith(f"Zug 2 von {moves}")
            assert "nimmt den Stich" in page.locator("#partie-ansage").inner_text()
            assert page.locator("#schritt-2").get_attribute("aria-current") == "step"
            page.keyboard.press("ArrowLeft")
            assert stand.inner_text().startswith("Zug 1 von")
            page.keyboard.press("End")
            assert stand.inner_text().startswith(f"Zug {moves} von {moves}")
            assert page.locator("[data-gehe=vor]").is_disabled()
            page.locator("#schritt-3").click()  # a line of the list shows its step
            assert stand.inner_text().startswith(f"Zug 3 von {moves}")
            self.no_sideways_scroll(page)
            self.shoot(page, str(width))
            assert not errors, errors

        for width in (1280, 390):
            self.in_browser(url, lambda *args: step_through(*args, width), width)

    def test_without_script_the_page_lists_every_trick(self):
        record = self.play_game()
        self.client.force_login(self.account)

        def read(page, response, errors):
            assert not page.locator("#partie-brett").is_visible()
            tricks = page.locator(".partie-stich h3").all_inner_texts()
            assert tricks[0] == "1. Stich" and len(tricks) >= 6, tricks
            self.no_sideways_scroll(page)

        self.in_browser(self.fetch(record["id"]), read, script=False)

    def test_a_private_and_a_running_game_are_refused(self):
        record = self.play_game()
        self.client.force_login(self.account2)

        def refused(status, heading, shot=None):
            def check(page, response, errors):
                assert response.status == status
                assert heading in page.locator("h1").inner_text()
                assert not page.locator(".partie-karte").count()
                if shot:
                    self.shoot(page, shot)
            return check

        self.in_browser(self.fetch(record["id"]), refused(403, "Dieses Spiel ist privat",
                                                          "privat"))
        gamepages.set_public(self.char1, record, True)
        self.in_browser(self.fetch(record["id"]),
                        lambda page, response, errors: page.locator("#partie-brett").wait_for())
        running = self.next_game()
        self.in_browser(self.fetch(running), refused(404, "läuft noch"))
