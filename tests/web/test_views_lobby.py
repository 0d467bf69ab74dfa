"""
The web client page's lobby (the „Tische“ panel, kartenlobby.js): its game in
one step and waiting list (issue 45), in a browser. (Named after web/views.py
for tests/test_layout.py: the web client is the page the lobby lives on.)

Without a server (the pane's scripts on a bare page, as tests/e2e/test_webtable_pane.py):
the games come from the data, never from the script; choosing a game, a match
length and a strength and clicking „Gegen den Computer spielen“ or
„Mitspieler suchen“ sends the very words a telnet player types; the waiting
list shows who waits for what since when, „Mitspielen“ for another's game,
„Jetzt anfangen“ and „Nicht mehr warten“ for one's own; no English word; at
390 and 1280 px nothing sticks out of the panel (screenshots
/tmp/lobby_390.png, /tmp/lobby_1280.png). Issue 46: the panel opens at its
top, also after it was scrolled and closed; the filter by game family hides
the other family's games, waiting groups, schools and tables; the lessons are
buttons (`lektion gaigel 3`); a practice table offers no buttons. The school
panel (kartenschule.js) shows a lesson's question with its answers as buttons
and keys, why an answer was wrong, the next lesson after the right one.

With a real server (marked `server`): a new player opens „Tische“ at the
Wegkreuz, picks Schnapsen bis 3, clicks „Gegen den Computer spielen“ and is
walked to the Kaffeehaus, seated with a computer player, and sees the table
pane with a hand.
"""

import shutil

import pytest

from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable_pane import (DESKTOP, PHONE, STATIC, deliver, english, open_pane,
                                          sent)

GAMES = [
    {"preset": "66", "name": "Sechsundsechzig", "words": "66", "players": 2, "target": 7,
     "unit": "Punkte"},
    {"preset": "schnapsen", "name": "Schnapsen", "words": "schnapsen", "players": 2, "target": 7,
     "unit": "Punkte"},
    {"preset": "dreier", "name": "Sechsundsechzig zu dritt", "words": "dreier", "players": 3,
     "target": 7, "unit": "Punkte"},
    {"preset": "vierer", "name": "Sechsundsechzig zu viert", "words": "vierer", "players": 4,
     "target": 7, "unit": "Punkte"},
    {"preset": "klassisch", "name": "klassisches Sechsundsechzig", "words": "klassisch",
     "players": 2, "target": 7, "unit": "Punkte"},
    {"preset": "sarasande", "name": "Sechsundsechzig nach Sarasander Art", "words": "sarasande",
     "players": 2, "target": 7, "unit": "Punkte"},
    {"preset": "gaigel4", "name": "Gaigel zu viert", "words": "gaigel zu viert", "players": 4,
     "target": 7, "unit": "Striche"},
    {"preset": "gaigel2", "name": "Gaigel zu zweit", "words": "gaigel zu zweit", "players": 2,
     "target": 7, "unit": "Striche"},
    {"preset": "gaigel3", "name": "Gaigel zu dritt", "words": "gaigel zu dritt", "players": 3,
     "target": 7, "unit": "Striche"},
    {"preset": "gaigel6", "name": "Gaigel zu sechst", "words": "gaigel zu sechst", "players": 6,
     "target": 7, "unit": "Striche"},
]


SCHOOLS = [
    {"school": "gaigel", "name": "Gaigel-Schule", "where": "in der Besenwirtschaft",
     "family": "gaigel", "passed": 1,
     "lessons": [{"number": 1, "title": "Der erste Stich: Ge-Elfen", "passed": True},
                 {"number": 2, "title": "Höher hat – und wer nur Trümpfe hat", "passed": False},
                 {"number": 3, "title": "Andere Alte: das Daus verdeckt", "passed": False}]},
    {"school": "66", "name": "66-Schule", "where": "im Kaffeehaus", "family": "66", "passed": 0,
     "lessons": [{"number": 1, "title": "Zudrehen", "passed": False}]}]


def lobby(mine=False, seated=False):
    """The lobby as lobbydata.lobby_state sends it (version 2), with a waiting list:
    Frieda and Karle wait for Gaigel zu viert, and (`mine`) Anna for Schnapsen."""
    waiting = [{"preset": "gaigel4", "game": "Gaigel zu viert", "words": "gaigel zu viert",
                "players": 4, "missing": 2, "mine": False, "family": "gaigel",
                "people": [{"name": "Frieda", "since": 1700000000, "minutes": 12, "mine": False},
                           {"name": "Karle", "since": 1700000600, "minutes": 0, "mine": False}]}]
    if mine:
        waiting.append({"preset": "schnapsen", "game": "Schnapsen", "words": "schnapsen",
                        "players": 2, "missing": 1, "mine": True, "family": "66",
                        "people": [{"name": "Anna", "since": 1700000500, "minutes": 1,
                                    "mine": True}]})
    games = [dict(g, waiting={"gaigel4": 2, "schnapsen": 1 if mine else 0}.get(g["preset"], 0),
                  family="gaigel" if g["preset"].startswith("gaigel") else "66")
             for g in GAMES]
    return {
        "version": 2,
        "room": {"name": "Am Wegkreuz", "ways": [
            {"command": "kaffeehaus", "label": "Kaffeehaus", "to": "Kaffeehaus",
             "towards": "Ins Kaffeehaus"},
            {"command": "besen", "label": "Besen", "to": "Besenwirtschaft",
             "towards": "In die Besenwirtschaft"}]},
        "tables": [
            {"id": 12, "table": "66-Kartenspiel", "room": "Kaffeehaus", "room_id": 3,
             "where": "im Kaffeehaus", "here": False, "game": "Sechsundsechzig", "family": "66",
             "practice": False,
             "playing": seated, "free": 0 if seated else 1, "spectators": 0,
             "mine": "sitzt" if seated else None,
             "seats": [{"seat": 0, "name": "Ferdl", "free": False, "computer": True,
                        "stand_in": False},
                       {"seat": 1, "name": "Anna" if seated else None, "free": not seated,
                        "computer": False, "stand_in": False}]},
            {"id": 15, "table": "Gaigeltisch", "room": "Besenwirtschaft", "room_id": 4,
             "where": "in der Besenwirtschaft", "here": False, "game": "Gaigel zu viert",
             "family": "gaigel", "practice": False,
             "playing": True, "free": 0, "spectators": 2, "mine": None,
             "seats": [{"seat": i, "name": n, "free": False, "computer": i > 0,
                        "stand_in": False}
                       for i, n in enumerate(["Gottlob", "Frieda", "Karle", "Jörg"])]}],
        "games": games, "targets": [3, 7, 11], "strengths": ["leicht", "normal", "stark"],
        "waiting": waiting, "my_wait": "schnapsen" if mine else None,
        "families": [{"name": "66", "title": "66"}, {"name": "gaigel", "title": "Gaigel"}],
        "schools": SCHOOLS,
    }


def sticking_out(page):
    """Elements of the lobby wider than the panel or beyond its right edge."""
    return page.evaluate("""() => {
        const panel = document.getElementById('kt-lobby');
        const box = panel.getBoundingClientRect();
        const out = [];
        if (panel.scrollWidth > panel.clientWidth + 1) out.push('panel scrolls sideways');
        if (box.right > window.innerWidth + 1 || box.left < -1) out.push('panel beyond the window');
        panel.querySelectorAll('button, label, li, h2, h3, p').forEach((el) => {
            const r = el.getBoundingClientRect();
            if (r.width && (r.right > box.right + 1 || r.left < box.left - 1)) {
                out.push(el.tagName + ': ' + el.textContent.trim().slice(0, 40));
            }
        });
        return out;
    }""")


def test_the_lobby_offers_every_game_and_sends_the_typed_words(browser):
    page = open_pane(browser)
    page.get_by_role("button", name="Tische").click()
    deliver(page, "kartenrunde_tische", lobby())
    panel = page.locator("#kt-lobby")
    tiles = panel.locator(".kt-l-spiele label")
    assert tiles.count() == len(GAMES)
    assert "Gaigel zu sechst" in tiles.nth(9).inner_text() and "6 Spieler" in tiles.nth(9).inner_text()
    assert "2 warten" in tiles.nth(6).inner_text()
    assert panel.get_by_role("radio", name="Sechsundsechzig 2 Spieler", exact=True).is_checked()  # the first
    assert panel.locator(".kt-l-einheit").inner_text() == "Punkte"
    panel.get_by_role("button", name="Gegen den Computer spielen").click()
    assert sent(page)[-1] == "spiel 66 bis 7"
    panel.locator("label", has_text="Schnapsen").click()
    panel.locator(".kt-l-knopfreihe label", has_text="3").click()
    panel.locator("label", has_text="Stark").click()
    panel.get_by_role("button", name="Gegen den Computer spielen").click()
    assert sent(page)[-1] == "spiel schnapsen bis 3 gegen stark"
    panel.get_by_role("button", name="Mitspieler suchen").click()
    assert sent(page)[-1] == "suche schnapsen bis 3 gegen stark"
    deliver(page, "kartenrunde_tische", lobby())  # a new answer keeps the choices
    panel.locator("label", has_text="Gaigel zu dritt").click()
    assert panel.locator(".kt-l-einheit").inner_text() == "Striche"
    panel.locator("label", has_text="Gemischt").click()
    panel.get_by_role("button", name="Gegen den Computer spielen").click()
    assert sent(page)[-1] == "spiel gaigel zu dritt bis 3"
    # the keys: the lobby keeps the arrows (the browser moves within a group of radio
    # buttons), so they do not go to the input line
    assert page.evaluate("""() => window.plugins.kartenlobby.onKeydown(
        {key: 'ArrowRight', target: document.querySelector('#kt-lobby input[value=gaigel3]')})""")
    assert not english(panel.inner_text()), english(panel.inner_text())
    assert not page.errors, page.errors


def test_the_waiting_list_shows_who_waits_and_its_buttons(browser):
    page = open_pane(browser)
    page.get_by_role("button", name="Tische").click()
    deliver(page, "kartenrunde_tische", lobby(mine=True))
    panel = page.locator("#kt-lobby")
    gaigel = panel.locator('li.kt-l-warten[data-preset="gaigel4"]')
    text = gaigel.inner_text()
    assert "Gaigel zu viert" in text and "es fehlen noch 2" in text
    assert "Frieda seit 12 Minuten" in " ".join(text.split())
    assert "Karle seit eben" in " ".join(text.split())
    gaigel.get_by_role("button", name="Mitspielen").click()
    assert sent(page)[-1] == "suche gaigel zu viert"
    own = panel.locator('li.kt-l-warten[data-preset="schnapsen"]')
    assert "Anna (du) seit einer Minute" in " ".join(own.inner_text().split())
    assert not own.get_by_role("button", name="Mitspielen").count()
    own.get_by_role("button", name="Jetzt anfangen").click()
    assert sent(page)[-1] == "jetzt"
    own.get_by_role("button", name="Nicht mehr warten").click()
    assert sent(page)[-1] == "suche aus"
    # waiting for Schnapsen: no second „Mitspieler suchen“ for it, but for another game
    panel.locator("label", has_text="Schnapsen").click()
    assert not panel.get_by_role("button", name="Mitspieler suchen").count()
    panel.locator("label", has_text="Gaigel zu viert").click()
    assert panel.get_by_role("button", name="Mitspieler suchen").count() == 1
    assert not english(panel.inner_text()), english(panel.inner_text())
    # seated somewhere: no new game from the lobby, the way to get up is named
    deliver(page, "kartenrunde_tische", lobby(seated=True))
    assert not panel.get_by_role("button", name="Gegen den Computer spielen").count()
    assert "stehst du erst auf" in panel.inner_text()
    assert not panel.get_by_role("button", name="Mitspielen").count()
    # an old server's answer (version 1, no games) still lists the tables
    old = {k: v for k, v in lobby().items()
           if k not in ("games", "targets", "strengths", "waiting", "my_wait")}
    deliver(page, "kartenrunde_tische", dict(old, version=1))
    assert panel.locator("li.kt-l-tisch").count() == 2
    assert not page.errors, page.errors


def with_school(page):
    """The lobby's and the school panel's own styles, and the school panel if the bare
    page of test_webtable_pane did not load it with the pane's files."""
    page.add_style_tag(path=str(STATIC / "webclient/css/kartenlobby.css"))
    if not page.evaluate("!!window.plugins.kartenschule"):  # the pane's files include it now
        page.add_script_tag(path=str(STATIC / "webclient/js/plugins/kartenschule.js"))
        page.evaluate("window.plugins.kartenschule.init()")
    return page


def visible_texts(panel, selector):
    return [t for t in panel.locator(selector).all_inner_texts() if t.strip()]


def test_the_lobby_opens_at_the_top_and_filters_by_game(browser):
    page = with_school(open_pane(browser, PHONE))
    page.get_by_role("button", name="Tische").click()
    deliver(page, "kartenrunde_tische", lobby(mine=True))
    panel = page.locator("#kt-lobby")
    assert page.evaluate("document.getElementById('kt-lobby').scrollHeight > innerHeight")
    page.evaluate("document.getElementById('kt-lobby').scrollTop = 100000")  # read to the end
    page.get_by_role("button", name="Tische").click()  # closed
    page.get_by_role("button", name="Tische").click()  # and opened again: from the top
    assert page.evaluate("document.getElementById('kt-lobby').scrollTop") == 0
    assert panel.locator(".kt-l-kopfzeile").bounding_box()["y"] < 100
    # the filter: Gaigel only
    panel.locator(".kt-l-filter label", has_text="Gaigel").click()
    games = visible_texts(panel, ".kt-l-spiele label")
    assert len(games) == 4 and all("Gaigel" in g for g in games), games
    assert panel.get_by_role("radio", name="Gaigel zu viert 4 Spieler · 2 warten").is_checked()
    assert panel.locator("li.kt-l-tisch").count() == 1
    assert "Gaigeltisch" in panel.locator("li.kt-l-tisch").inner_text()
    assert panel.locator("li.kt-l-warten").count() == 1  # Anna's Schnapsen hidden
    assert panel.locator("details.kt-l-schule").count() == 1
    panel.get_by_role("button", name="Gegen den Computer spielen").click()
    assert sent(page)[-1] == "spiel gaigel zu viert bis 7"
    # 66 only
    panel.locator(".kt-l-filter label", has_text="66").click()
    games = visible_texts(panel, ".kt-l-spiele label")
    assert len(games) == 6 and not any("Gaigel" in g for g in games), games
    assert "66-Kartenspiel" in panel.locator("li.kt-l-tisch").inner_text()
    assert panel.locator("li.kt-l-tisch").count() == 1
    assert [panel.locator("li.kt-l-warten").get_attribute("data-preset")] == ["schnapsen"]
    deliver(page, "kartenrunde_tische", lobby(mine=True))  # a new answer keeps the filter
    assert panel.locator("li.kt-l-tisch").count() == 1
    panel.locator(".kt-l-filter label", has_text="Alle").click()
    assert panel.locator(".kt-l-spiele label").count() == len(GAMES)
    assert panel.locator("li.kt-l-tisch").count() == 2
    assert not english(panel.inner_text()), english(panel.inner_text())
    assert not page.errors, page.errors


def test_the_lessons_are_buttons_and_a_practice_table_has_none(browser):
    page = with_school(open_pane(browser))
    page.get_by_role("button", name="Tische").click()
    data = lobby()
    data["tables"].append({
        "id": 40, "table": "Übungstisch", "room": "Übungsstube", "room_id": 9,
        "where": "in der Übungsstube", "here": True, "game": "Gaigel zu zweit",
        "family": "gaigel", "practice": True, "playing": True, "free": 0, "spectators": 0,
        "mine": "sitzt", "seats": [
            {"seat": 0, "name": "Anna", "free": False, "computer": False, "stand_in": False},
            {"seat": 1, "name": "Oberlehrer Häfele", "free": False, "computer": True,
             "stand_in": False}]})
    deliver(page, "kartenrunde_tische", data)
    panel = page.locator("#kt-lobby")
    school = panel.locator('details.kt-l-schule[data-school="gaigel"]')
    assert "1 von 3 bestanden" in school.inner_text()
    school.locator("summary").click()
    lesson = school.get_by_role("button", name="3 Andere Alte: das Daus verdeckt")
    assert "bestanden" in school.locator("button.kt-l-lektion").first.inner_text()
    deliver(page, "kartenrunde_tische", data)  # asked again: the open list stays open
    lesson.click()
    assert sent(page)[-1] == "lektion gaigel 3"
    practice = panel.locator("li.kt-l-tisch", has_text="Übungstisch")
    assert "dein Übungstisch" in practice.inner_text()
    assert practice.get_by_role("button").count() == 0  # no „Aufgeben“ of a match
    assert "Du übst in der Übungsstube" in panel.locator(".kt-l-neu").inner_text()
    assert not panel.get_by_role("button", name="Gegen den Computer spielen").count()
    assert not english(panel.inner_text()), english(panel.inner_text())
    assert not page.errors, page.errors


LESSON = {"version": 1, "state": "frage", "school": "gaigel", "school_name": "Gaigel-Schule",
          "teacher": "Oberlehrer Häfele", "number": 1, "count": 10,
          "title": "Der erste Stich: Ge-Elfen", "passed": False,
          "next": {"number": 2, "title": "Höher hat – und wer nur Trümpfe hat",
                   "command": "lektion 2"},
          "again": "lektion 1", "leave": {"command": "zurück",
                                          "label": "Zurück: In die Besenwirtschaft"},
          "question": "Warum kann dir beim Ge-Elfen niemand den ersten Stich nehmen?",
          "answers": [{"number": 1, "text": "Trumpf ist im ersten Stich verboten.",
                       "command": "antwort 1"},
                      {"number": 2, "text": "Weil der Gegner Farbe bedienen muss.",
                       "command": "antwort 2"},
                      {"number": 3, "text": "Weil das Ass die meisten Augen zählt.",
                       "command": "antwort 3"}],
          "answered": None}


@pytest.mark.parametrize("size", [DESKTOP, PHONE])
def test_the_school_panel_asks_with_buttons_and_keys(browser, size):
    page = with_school(open_pane(browser, size))
    panel = page.locator("#kt-schule")
    deliver(page, "kartenrunde_schule", dict(LESSON, state="spielt", question=None, answers=[]))
    assert panel.is_hidden()  # while the lesson is played: the table
    deliver(page, "kartenrunde_schule", LESSON)
    assert "Lektion 1 von 10" in panel.inner_text() and "Prüffrage:" in panel.inner_text()
    panel.get_by_role("button", name="2 Weil der Gegner Farbe bedienen muss.").click()
    assert sent(page)[-1] == "antwort 2"
    deliver(page, "kartenrunde_schule", dict(LESSON, answered={
        "number": 2, "right": False, "why": "Im ersten Stich gibt es keinen Farbzwang.",
        "first": False}))
    assert "Leider falsch. Im ersten Stich gibt es keinen Farbzwang." in panel.inner_text()
    assert not panel.get_by_role("button", name="Noch einmal").count()
    page.keyboard.press("1")  # the focus is on the first answer: the key answers
    assert sent(page)[-1] == "antwort 1"
    box = panel.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 1
    page.screenshot(path=f"/tmp/schule_frage_{size['width']}.png")
    deliver(page, "kartenrunde_schule", dict(LESSON, state="bestanden", passed=True, answered={
        "number": 1, "right": True, "why": "", "first": True}))
    assert "Richtig! Lektion bestanden." in panel.inner_text()
    assert not panel.locator("button.kt-s-antwort").count()  # answered: no more buttons
    panel.get_by_role("button", name="Nächste Lektion: Höher hat – und wer nur Trümpfe hat").click()
    assert sent(page)[-1] == "lektion 2"
    panel.get_by_role("button", name="Zurück: In die Besenwirtschaft").click()
    assert sent(page)[-1] == "zurück"
    page.screenshot(path=f"/tmp/schule_bestanden_{size['width']}.png")
    assert not english(panel.inner_text()), english(panel.inner_text())
    page.keyboard.press("Escape")
    assert panel.is_hidden()
    deliver(page, "kartenrunde_schule", LESSON)
    deliver(page, "kartenrunde_schule", {"version": 1, "state": "aus"})  # left the Übungsstube
    assert panel.is_hidden()
    assert not page.errors, page.errors


@pytest.mark.parametrize("size,path", [(PHONE, "/tmp/lobby_390.png"),
                                       (DESKTOP, "/tmp/lobby_1280.png")])
def test_the_lobby_fits_the_phone_and_the_desktop(browser, tmp_path, size, path):
    page = open_pane(browser, size)
    page.get_by_role("button", name="Tische").click()
    deliver(page, "kartenrunde_tische", lobby(mine=True))
    page.wait_for_timeout(200)
    assert not sticking_out(page), sticking_out(page)
    shot = tmp_path / "lobby.png"
    page.screenshot(path=str(shot))
    shutil.copy(shot, path)
    full = tmp_path / "lobby-ganz.png"  # the whole panel, scrolled
    page.locator("#kt-lobby").screenshot(path=str(full))
    shutil.copy(full, path.replace(".png", "_ganz.png"))
    buttons = page.locator("#kt-lobby .kt-l-los button")
    for i in range(buttons.count()):
        box = buttons.nth(i).bounding_box()
        assert box["height"] >= 30, box  # a finger finds it
    assert not page.errors, page.errors


# ---- with a real server ----------------------------------------------------------------

from tests.e2e.conftest import game_server, migrated_db, players  # noqa: E402,F401 (fixtures)
from tests.e2e.test_webtable import Player  # noqa: E402


def leave(player):
    """Give the match up and get up, so the shared server's tables are free again."""
    player.type("aufgeben", "(j/n)")
    player.type("j", "Die Partie ist aus.")
    player.type("aufstehen", "Du stehst")


@pytest.mark.server
def test_gegen_den_computer_spielen_walks_seats_and_deals(game_server, browser, tmp_path):
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Schnelli", "Herz-Ass-Schnell-1")
    page.get_by_role("button", name="Tische").click()
    lobby = page.locator("#kt-lobby")
    lobby.locator(".kt-l-spiele label", has_text="Schnapsen").wait_for(timeout=30000)
    assert lobby.locator(".kt-l-spiele label", has_text="Gaigel zu viert").count() == 1
    assert not english(lobby.inner_text()), english(lobby.inner_text())
    lobby.locator(".kt-l-spiele label", has_text="Schnapsen").click()
    lobby.locator(".kt-l-knopfreihe label", has_text="3").click()
    lobby.locator(".kt-l-knopfreihe label", has_text="Leicht").click()
    player.shot(tmp_path / "lobby-1280.png", DESKTOP)
    lobby.get_by_role("button", name="Gegen den Computer spielen").click()
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    lobby.wait_for(state="hidden", timeout=10000)  # sitting down closes the lobby
    assert "spiel schnapsen bis 3 gegen leicht" in page.evaluate("window.Kartenrunde.gesendet")
    state = player.state()
    assert state["score"]["target"] == 3 and state["preset"] == "schnapsen", state["preset"]
    assert "Kaffeehaus" in player.messages.inner_text()  # walked there from the Wegkreuz
    player.shot(tmp_path / "tisch-390.png", PHONE)
    page.set_viewport_size(DESKTOP)
    leave(player)
    assert not player.errors, player.errors


@pytest.mark.server
def test_mitspieler_suchen_then_jetzt_anfangen(game_server, browser, tmp_path):
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Wartfried", "Laub-Unter-Warte-2")
    page.get_by_role("button", name="Tische").click()
    lobby = page.locator("#kt-lobby")
    tile = lobby.locator(".kt-l-spiele label", has_text="Gaigel zu zweit")
    tile.wait_for(timeout=30000)
    tile.click()
    lobby.get_by_role("button", name="Mitspieler suchen").click()
    mine = lobby.locator("li.kt-l-warten.kt-l-meins")
    mine.wait_for(timeout=30000)  # asked again after the command
    assert "Gaigel zu zweit" in mine.inner_text() and "Wartfried (du)" in mine.inner_text()
    assert "seit eben" in mine.inner_text()
    assert not lobby.get_by_role("button", name="Mitspieler suchen").count()
    player.shot(tmp_path / "warteliste-390.png", PHONE)
    page.set_viewport_size(DESKTOP)
    mine.get_by_role("button", name="Jetzt anfangen").click()
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    assert player.state()["preset"] == "gaigel2"
    assert "jetzt" in page.evaluate("window.Kartenrunde.gesendet")
    leave(player)
    assert not player.errors, player.errors


@pytest.mark.server
def test_the_lobby_opens_at_the_top_filters_and_mitspielen_joins_a_waiting_person(
        game_server, players, browser, tmp_path):
    waiter = players("Wartraud", "Eichel-Ober-Wartet-5")  # over telnet, on the waiting list
    waiter.command("suche gaigel zu zweit bis 3", "Du wartest jetzt auf Mitspieler")
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Mitspiela", "Schellen-Zehn-Mit-6")
    players.leave_at_end("Mitspiela", "Schellen-Zehn-Mit-6")
    page.get_by_role("button", name="Tische").click()
    lobby = page.locator("#kt-lobby")
    group = lobby.locator('li.kt-l-warten[data-preset="gaigel2"]')
    group.wait_for(timeout=30000)
    assert "Wartraud" in group.inner_text() and "es fehlt noch einer" in group.inner_text()
    # from the top: the head and the new game in view, nothing scrolled
    assert page.evaluate("document.getElementById('kt-lobby').scrollTop") == 0
    assert lobby.locator(".kt-l-kopfzeile").bounding_box()["y"] < 80
    player.shot(tmp_path / "lobby-390.png", PHONE)
    assert page.evaluate("document.getElementById('kt-lobby').scrollTop") == 0
    page.set_viewport_size(DESKTOP)
    # the filter: 66 hides Gaigel's games, waiting group, school and tables
    lobby.locator(".kt-l-filter label", has_text="66").click()
    assert not group.count()
    assert not lobby.locator(".kt-l-spiele label", has_text="Gaigel").count()
    assert lobby.locator(".kt-l-spiele label", has_text="Schnapsen").count() == 1
    assert not lobby.locator("li.kt-l-tisch", has_text="Gaigel").count()
    assert lobby.locator("li.kt-l-tisch", has_text="Sechsundsechzig").count()
    assert [s.get_attribute("data-school") for s in lobby.locator("details.kt-l-schule").all()] \
        == ["66"]
    lobby.locator(".kt-l-filter label", has_text="Gaigel").click()
    assert not lobby.locator(".kt-l-spiele label", has_text="Schnapsen").count()
    assert not english(lobby.inner_text()), english(lobby.inner_text())
    # „Mitspielen“: one click, and the two of them play
    group.get_by_role("button", name="Mitspielen").click()
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    lobby.wait_for(state="hidden", timeout=10000)  # sitting down closes the lobby
    assert "suche gaigel zu zweit" in page.evaluate("window.Kartenrunde.gesendet")
    state = player.state()
    assert state["preset"] == "gaigel2"
    assert sorted(s["name"] for s in state["seats"]) == ["Mitspiela", "Wartraud"], state["seats"]
    waiter.read_until("Mitspiela")
    leave(player)
    assert not player.errors, player.errors
