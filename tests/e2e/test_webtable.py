"""
End to end in a browser: the card table pane of the web client.

Headless Debian Chromium driven by Playwright (never `playwright install`).
A new player logs in, goes to the Kaffeehaus, sits, invites a computer player
and starts (typed, as anyone would); from then on the whole game of 66 is
played by clicking cards and buttons in the pane only, until the Abrechnung
panel shows and „Weiter“ brings the next deal; one card is played by its
number key; the player reads French card names. Screenshots at 1280x800 and 390x844 go to the test's folder.
The test fails on any request that leaves the machine, on any console error,
and if an OOB message the page receives names a card of the other hand.
"""

import json
import re
import time

import pytest

from game.cardgames.cards import FRENCH_RANKS, FRENCH_SUITS, RANKS, SUITS
from tests.e2e.test_webclient import browser, is_local  # noqa: F401 (browser: the fixture)

pytestmark = pytest.mark.server

FACES = [f"{s} {r}" for s in SUITS for r in RANKS + ("sieben",)]
FRENCH = dict(zip(SUITS + RANKS, FRENCH_SUITS + FRENCH_RANKS))
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
WIDE = {"width": 1600, "height": 1000}


def faces_in(text):
    """Every card face named in `text` (German or French words), as German."""
    low = text.lower()
    found = set()
    for face in FACES:
        french = " ".join(FRENCH.get(w, w) for w in face.split())
        if any(re.search(rf"\b{words}\b", low) for words in {face, french}):
            found.add(face)
    return found


class LeakCheck:
    """Reads every websocket frame the page receives, as the page decodes it, and
    finds cards that the player could not know at that moment."""

    def __init__(self):
        self.seen = set()      # played, face-up or own cards so far
        self.oob = []          # decoded kartenrunde_* messages
        self.leaks = []

    def frame(self, payload):
        try:
            name, _args, data = json.loads(payload)
        except (ValueError, TypeError):
            return
        if not str(name).startswith("kartenrunde_"):
            return
        self.oob.append((name, data))
        if name == "kartenrunde_ergebnis":  # the game is over: its deal is shown (GMCP.md)
            data = dict(data, deal=None)
        named = faces_in(json.dumps(data, ensure_ascii=False))
        if name == "kartenrunde_tisch":
            self.seen |= {c["card"] for c in data["hand"]}
            self.seen |= {c["card"] for c in data["trick"] if c["card"]}
            if data["last_trick"]:
                self.seen |= {c["card"] for c in data["last_trick"]["cards"]}
            if data["trump_card"]:
                self.seen.add(data["trump_card"]["card"])
            unknown = named - self.seen
        elif name == "kartenrunde_ergebnis":  # the cards taken, the last trick's too
            unknown = named - self.seen
            if len(unknown) <= len(data.get("names", [])) - 1:
                unknown = set()
        elif name == "kartenrunde_abgelehnt":  # a refusal: the cards you named yourself
            unknown = named - self.seen - faces_in(data["command"])
        else:  # the seats between matches, leaving: no card at all
            unknown = named
        if unknown:
            self.leaks.append((name, sorted(unknown)))

def wait_until(page, expression, timeout=30000):
    """Poll `expression` in `page` until it is true (CSP-safe, see Player.wait_until)."""
    deadline = time.monotonic() + timeout / 1000
    probe = f"(() => {{ try {{ return !!({expression}); }} catch (e) {{ return false; }} }})()"
    while not page.evaluate(probe):
        if time.monotonic() > deadline:
            raise AssertionError(f"not true after {timeout} ms: {expression}")
        page.wait_for_timeout(50)


class Player:
    """One player in the web client, with everything the page did recorded."""

    def __init__(self, browser, server, touch=False):
        self.page = browser.new_context(viewport=DESKTOP, has_touch=touch).new_page()
        self.server = server
        self.requests, self.errors, self.leaks, self.sent = [], [], LeakCheck(), []
        page = self.page
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("websocket", self.on_socket)
        self.messages = page.locator("#messagewindow")
        self.pane = page.locator("#kartentisch")

    def on_socket(self, socket):
        self.requests.append(socket.url)
        socket.on("framereceived", self.leaks.frame)
        socket.on("framesent", lambda payload: self.sent.append(payload))

    def type(self, line, expected, timeout=30000):
        """Send `line` as typed and wait for `expected` in a line that came after it.

        An older line with the same words (an earlier „(j/n)“ or „Die Partie ist
        aus.“) does not count: the next line would go out at once, in the same
        read as the answer to the question, and Evennia resumes the question's
        command only on the reactor's next turn – after that next line."""
        self.page.evaluate("document.querySelectorAll('#messagewindow *')"
                           ".forEach(e => { e.dataset.gelesen = '1'; })")
        self.page.fill("textarea.inputfield", line)
        self.page.press("textarea.inputfield", "Enter")
        self.page.locator("#messagewindow :not([data-gelesen])").filter(
            has_text=expected).last.wait_for(timeout=timeout)

    def create_and_log_in(self, name, password):
        self.page.goto(f"http://127.0.0.1:{self.server.ports['web']}/webclient/")
        self.messages.get_by_text("Willkommen in der Kartenrunde").wait_for(timeout=30000)
        self.type(f"create {name} {password}", "anlegen? [J]/N")
        self.type("ja", "ist angelegt")  # and logged in at once: no connect
        self.page.locator("#messagewindow :not([data-gelesen])").filter(
            has_text="Am Wegkreuz").last.wait_for(timeout=30000)

    def state(self):
        return self.page.evaluate("window.Kartenrunde && window.Kartenrunde.tisch")

    def snapshot(self):
        """The latest table state and the number of messages so far, read together.

        In one round trip to the page: read one after the other, a message may come
        in between (under load it does), and then the state is older than the count;
        whoever waits for news after that count waits for an answer that already came.
        """
        return self.page.evaluate(
            "[window.Kartenrunde ? window.Kartenrunde.tisch || null : null,"
            " (window.Kartenrunde && window.Kartenrunde.zahl) || 0]")

    def wait_for_news(self, since, timeout=30000):
        self.wait_until(f"((window.Kartenrunde && window.Kartenrunde.zahl) || 0) > {since}",
                        timeout=timeout)

    def wait_until(self, expression, timeout=30000):
        """Wait until `expression` is true in the page.

        Not Playwright's wait_for_function: that compiles the expression inside the
        page with eval, which the game's Content-Security-Policy (rightly) forbids;
        page.evaluate goes through the browser's debugging protocol, which it does not.
        """
        wait_until(self.page, expression, timeout)

    def dom_leaks(self):
        """Cards the pane names (labels, titles, text) that this player never saw."""
        return faces_in(self.pane.inner_html()) - self.leaks.seen

    def settlement_shown(self):
        return self.pane.locator(".kt-abrechnung").is_visible()

    def shot(self, path, size):
        self.page.set_viewport_size(size)
        self.page.wait_for_timeout(300)
        self.page.screenshot(path=str(path))
        assert path.stat().st_size > 0


def log_size(server):
    """How many bytes the server has logged so far."""
    return server.log.stat().st_size if server.log.exists() else 0


def server_error(server, since):
    """The first traceback the server logged after `since` (log_size), or "": a
    game's end the text told but whose data failed (the change is rolled back)
    looks like a pane that waits for nothing."""
    log = server.log.read_bytes()[since:].decode(errors="replace") if server.log.exists() else ""
    start = log.find("Traceback (most recent call last)")
    return "" if start < 0 else "\nThe server logged:\n" + log[start:start + 4000]


def play_game_by_clicks(player, tmp_path, max_moves=80):
    """Click through one game of 66: buttons when they apply, else the first
    lit card on your turn; returns the commands of the buttons used."""
    used, shots = [], 0
    logged = log_size(player.server)
    for _ in range(max_moves):
        if player.settlement_shown():
            return used
        state, since = player.snapshot()
        if state and state["my_turn"]:
            pane = player.pane
            buttons = {b.get_attribute("data-command"): b for b in pane.locator(".kt-aktion").all()}
            points = state.get("points") or {}
            wanted = [c for c in buttons if c.startswith("melde") or c == "raube"
                      or c == "genug" and points.get("own", 0) >= 66]
            if not wanted and "decke" in buttons and not used:
                wanted = ["decke"]
            if wanted:
                label = buttons[wanted[0]].inner_text()
                buttons[wanted[0]].click()
                asked = {"genug": "Wirklich „genug“ ansagen?",
                         "decke": "Den Stapel wirklich zudrehen?"}.get(wanted[0])
                if asked:  # the table asks first (Kartenrunde.Frage)
                    question = player.page.locator(".kt-frage-dialog")
                    question.wait_for(timeout=30000)
                    assert asked in question.inner_text()
                    question.locator(".kt-frage-ja").click()
                used.append((wanted[0], label))
                if wanted[0] == "decke":
                    pane.locator(".kt-stapel").get_by_text("zugedreht").wait_for(timeout=30000)
                    player.shot(tmp_path / "zugedreht-1280x800.png", DESKTOP)
                    continue
            else:
                cards = pane.locator(".kt-hand-karte.kt-spielbar")
                assert cards.count(), f"my turn, but no lit card: {state['hand']}"
                if shots == 0 and state["trick"]:  # a card of the other lies in the middle
                    player.shot(tmp_path / "tisch-1280x800.png", DESKTOP)
                    shots += 1
                cards.first.click()
        if not player.settlement_shown():
            try:
                player.wait_for_news(since, timeout=20000)
            except Exception:
                if player.settlement_shown():
                    continue
                # No news, though the state and its count were read together (snapshot):
                # say what was sent, what the pane knew and what the player read.
                player.page.screenshot(path=str(tmp_path / "haengt.png"))
                sent = player.page.evaluate("(window.Kartenrunde.gesendet || []).slice(-3)")
                tail = player.messages.inner_text()[-1500:]
                raise AssertionError(f"no answer to {sent} (wire: {player.sent[-3:]}); "
                                     f"my_turn was {state and state['my_turn']}\n{tail}"
                                     f"{server_error(player.server, logged)}") from None
    raise AssertionError("the game did not end")


def test_a_whole_game_of_66_by_clicks_and_keys(game_server, browser, tmp_path):
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Kathi", "Herz-Ober-Klick-9")
    assert page.locator("#messagewindow").get_attribute("role") == "log"
    assert page.locator("#messagewindow").get_attribute("aria-live") == "polite"
    player.type("anzeige punkte an", "deine Augen")
    player.type("kartennamen französisch", "französisch")  # faces and labels: Kreuz, Pik, Dame, Bube
    player.type("kaffeehaus", "Stammgäste über ihre Karten")
    assert not pane.is_visible()  # at no table: the text alone
    player.type("setzen", "Du setzt dich an")
    waiting = pane.locator(".kt-warten")  # no match yet: the seats and how to start
    waiting.locator(".kt-frei").wait_for(timeout=30000)
    assert "Kathi (du)" in waiting.inner_text() and "Sechsundsechzig" in pane.inner_text()
    assert "bis 7 Punkte" in pane.locator(".kt-kopf").inner_text()
    assert waiting.get_by_role("button", name="Mit Computerspielern auffüllen").is_visible()
    assert not pane.locator(".kt-hand").is_visible()
    player.type("einladen Fräulein Mizzi", "Fräulein Mizzi nimmt am 66-Kartenspiel Platz")
    waiting.get_by_role("button", name="Partie beginnen").wait_for(timeout=30000)
    assert "Fräulein Mizzi" in waiting.inner_text() and not waiting.locator(".kt-frei").count()
    player.shot(tmp_path / "plaetze-390x844.png", PHONE)
    player.shot(tmp_path / "plaetze-1600x1000.png", WIDE)
    page.set_viewport_size(DESKTOP)
    player.type("spiel bis 11", "Eine Partie")
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    assert not waiting.is_visible()
    assert page.locator("#messagewindow").is_visible()  # the text stays beside the pane
    state = player.state()
    assert state["card_names"] == "französisch"
    assert pane.locator(".kt-hand-karte").count() == len(state["hand"]) == 6
    numbers = pane.locator(".kt-hand-karte .kt-nummer").all_inner_texts()
    assert numbers == ["1", "2", "3", "4", "5", "6"]
    assert "Fräulein Mizzi" in pane.locator(".kt-andere").inner_text()
    assert "Trumpf" in pane.locator(".kt-kopf").inner_text()
    first = pane.locator(".kt-hand-karte").first.get_attribute("aria-label")
    assert first.startswith("1: " + state["hand"][0]["label"]), first

    used = []
    for game in range(3):  # until a deal offered a button (marriage, closing, 66)
        used += play_game_by_clicks(player, tmp_path)
        panel = pane.locator(".kt-abrechnung")
        assert "Abrechnung" in panel.inner_text() and "Augen" in panel.inner_text()
        result = page.evaluate("window.Kartenrunde.ergebnis")
        assert result["reason"] in panel.inner_text()
        if game == 0:
            player.shot(tmp_path / "abrechnung-1280x800.png", DESKTOP)
        panel.get_by_role("button", name=re.compile("Weiter")).click()
        panel.wait_for(state="hidden", timeout=30000)  # where the table waits for weiter: the next deal
        after = player.state()
        assert after["tricks_won"] == [0, 0] and not after["over"], after
        said = page.evaluate("window.Kartenrunde.gesendet || []")
        # where the table waits for everyone's weiter (its state has `abrechnung`), the button said it
        assert ("weiter" in said) == ("abrechnung" in after), (said[-3:], sorted(after))
        assert after["score"] == result["score"]
        assert pane.locator(".kt-hand-karte").count() == len(after["hand"]) >= 5
        if used:
            break
    assert used, "three deals and not one button: marriage, closing or 66"
    print("buttons used:", used)

    # the keyboard alone: the number key of a lit card plays it
    for _ in range(20):
        state, since = player.snapshot()
        if state["my_turn"]:
            break
        player.wait_for_news(since)
    lit = [c for c in state["hand"] if c["command"]]
    page.locator(".kt-hand-karte").first.focus()
    page.keyboard.press(str(lit[0]["number"]))
    player.wait_for_news(since)
    assert lit[0]["card"] not in [c["card"] for c in player.state()["hand"]]
    player.shot(tmp_path / "tisch-390x844.png", PHONE)
    assert pane.locator(".kt-hand-karte").first.bounding_box()["width"] >= 44
    player.shot(tmp_path / "tisch-1600x1000.png", WIDE)
    page.set_viewport_size(DESKTOP)

    # a dimmed card says why, to the eye and to a screen reader
    dimmed = pane.locator(".kt-hand-karte.kt-gedimmt")
    if dimmed.count():
        assert dimmed.first.get_attribute("title")
        assert "nicht spielbar" in dimmed.first.get_attribute("aria-label")

    # the player may hide the pane; the text goes on
    pane.locator(".kt-k-weg").click()
    assert not pane.is_visible() and page.locator("#kt-zeigen").is_visible()
    page.locator("#kt-zeigen").click()
    assert pane.is_visible()

    # give up: the seats again, Mizzi stays for Kathi alone (no seat to fill, the
    # next match one click away); stand up: Mizzi goes along, the pane goes
    player.type("aufgeben", "(j/n)")
    player.type("j", "Die Partie ist aus.")
    waiting.get_by_role("button", name="Partie beginnen").wait_for(timeout=30000)
    assert "Fräulein Mizzi" in waiting.inner_text() and not waiting.locator(".kt-frei").count()
    assert not pane.locator(".kt-hand").is_visible()
    player.type("aufstehen", "Du stehst")
    pane.wait_for(state="hidden", timeout=30000)

    text = player.messages.inner_text()
    assert "Unhandled" not in text
    assert not player.errors, player.errors
    outside = [url for url in player.requests if not is_local(url)]
    assert not outside, f"requests left the machine: {outside}"
    assert len(player.leaks.oob) > 10
    assert not player.leaks.leaks, player.leaks.leaks


def long_press(page, locator, ms=800):
    """Hold a finger on `locator` for `ms` (Playwright has tap only)."""
    box = locator.bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    page.wait_for_timeout(ms)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def sent_count(player):
    return player.page.evaluate("(window.Kartenrunde.gesendet || []).length")


def open_by_touch(player, tmp_path):
    """Your turn to open Gaigel's first trick, on a touch screen: a long press on
    a dimmed card says why; the opening by its button; the first tap lifts a
    card, the second plays it. Returns the opening's name."""
    page, pane = player.page, player.pane
    state, since = player.snapshot()
    before = sent_count(player)
    dimmed = pane.locator(".kt-hand-karte.kt-gedimmt").first  # no opening chosen yet
    why = dimmed.get_attribute("aria-label").split("nicht spielbar: ")[1]  # a trump: forbidden
    long_press(page, dimmed)
    assert why in pane.locator(".kt-meldung").inner_text()
    assert pane.locator(".kt-hand-karte.kt-gewaehlt").count() == 1
    openings = pane.locator(".kt-eroeffnung")
    opened = openings.first.inner_text()
    openings.first.tap()
    assert pane.locator(".kt-eroeffnung.kt-an").count() == 1
    lit = pane.locator(".kt-hand-karte.kt-spielbar")
    assert lit.count(), state["hand"]
    player.shot(tmp_path / "gaigel-eroeffnung-1280x800.png", DESKTOP)
    card = lit.first
    label = card.get_attribute("title")
    card.tap()
    assert "kt-gewaehlt" in card.get_attribute("class")
    assert "noch einmal tippen" in pane.locator(".kt-meldung").inner_text()
    assert sent_count(player) == before  # the first tap only lifts it
    card.tap()
    player.wait_for_news(since)
    assert sent_count(player) == before + 1
    assert state["hand"] != player.state()["hand"]
    assert re.search(r"eröffnet|eröffnest|legt|legst", player.messages.inner_text()[-600:]), label
    return opened


def test_gaigel_for_four_by_touch_with_a_spectator(game_server, browser, tmp_path):
    """Gaigel for four in the Besenwirtschaft on a touch screen, a spectator
    watching: before the match both see the seats; deals go round until you
    lead the first trick (opened by touch, see open_by_touch), then „Aus!“ by
    its button (rightly with 101, else a wrong call settled as one); the
    Abrechnung panel shows either way. Neither the player's nor the
    spectator's messages or pane name a card they could not know; the
    spectator has no hand and no actions."""
    player = Player(browser, game_server, touch=True)
    watcher = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Gottlieb", "Eichel-Ober-Klick-4")
    watcher.create_and_log_in("Zaungast", "Laub-Unter-Schau-5")
    player.type("anzeige punkte an", "deine Augen")
    for who in (player, watcher):
        who.type("besenwirtschaft", "Du siehst:")
    player.type("setzen", "Du setzt dich an")
    watcher.type("zuschauen", "Du schaust")
    waiting = watcher.pane.locator(".kt-warten")
    waiting.get_by_text("Gottlieb").wait_for(timeout=30000)
    assert "Du schaust zu" in waiting.inner_text() and not waiting.locator("button").count()
    pane.get_by_role("button", name="Mit Computerspielern auffüllen").tap()
    pane.get_by_role("button", name="Partie beginnen").wait_for(timeout=30000)
    waiting.locator(".kt-frei").first.wait_for(state="detached", timeout=30000)
    player.type("spiel bis 11", "Eine Partie")
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    assert len(player.state()["seats"]) == 4
    assert "Partner" in pane.locator(".kt-andere").inner_text()
    watcher.pane.locator(".kt-stich").wait_for(timeout=30000)
    opened = None
    for _ in range(4):  # the deal goes round: one of four games is yours to open
        for _ in range(60):  # wait for your first turn
            state, since = player.snapshot()
            if state["my_turn"]:
                break
            player.wait_for_news(since)
        if pane.locator(".kt-eroeffnung").count():
            opened = open_by_touch(player, tmp_path)
            watcher.shot(tmp_path / "gaigel-zuschauer-390x844.png", PHONE)
            watcher.page.set_viewport_size(DESKTOP)
        assert not player.dom_leaks() and not watcher.dom_leaks()
        assert not watcher.pane.locator(".kt-hand-karte").count()
        aus = pane.locator(".kt-aktion.kt-aus")
        aus.wait_for(timeout=30000)
        assert aus.inner_text().startswith("Aus!")
        for _ in range(60):  # on your turn: the others wait for the answer (else the game
            state, since = player.snapshot()  # went on meanwhile and the Aus is not called)
            if state["my_turn"]:
                break
            player.wait_for_news(since)
        aus.tap()
        question = page.locator(".kt-frage-dialog")  # the table asks first
        question.wait_for(timeout=30000)
        assert "Wirklich „Aus!“ rufen?" in question.inner_text()
        assert question.locator(".kt-frage-ja").evaluate("b => b === document.activeElement")
        player.shot(tmp_path / "gaigel-frage-390x844.png", PHONE)
        page.set_viewport_size(DESKTOP)
        question.locator(".kt-frage-ja").tap()
        panel = pane.locator(".kt-abrechnung")
        panel.wait_for(timeout=30000)
        assert "Abrechnung" in panel.inner_text() and "Strich" in panel.inner_text()
        if opened:
            player.shot(tmp_path / "gaigel-abrechnung-390x844.png", PHONE)
            page.set_viewport_size(DESKTOP)
            break
        page.keyboard.press("Enter")  # Enter goes on after the settlement, like „Weiter“
        panel.wait_for(state="hidden", timeout=30000)
    assert opened in ("Ge-Elfen", "Höher hat", "Andere Alte"), opened

    watcher.type("zuschauen aus", "nicht mehr zu")
    watcher.pane.wait_for(state="hidden", timeout=30000)
    player.type("aufgeben", "(j/n)")
    player.type("j", "Die Partie ist aus.")
    player.type("aufstehen", "Du stehst")
    pane.wait_for(state="hidden", timeout=30000)
    tables = [data for name, data in watcher.leaks.oob if name == "kartenrunde_tisch"]
    assert len(tables) >= 2 and all(t["seat"] is None and t["hand"] == [] and t["actions"] == []
                                   for t in tables)
    for who in (player, watcher):
        assert "Unhandled" not in who.messages.inner_text()
        assert not who.errors, who.errors
        outside = [url for url in who.requests if not is_local(url)]
        assert not outside, f"requests left the machine: {outside}"
        assert not who.leaks.leaks, who.leaks.leaks
