"""
The tournament panel of the web table pane (issue 48, kartentisch_turnier.js):
`Kartenrunde.Turnier` drawn as the round, your own board or bye, the byes and
the standings (partners sharing a place in one row, points, Buchholz, your
own row marked), opened and closed by the head button „Turnier“ through the
pane's panel manager (one panel at a time, never over the head's buttons),
nothing scrolling sideways at 390 and 360 px.

First a real tournament on the shared server: a web player and a computer
player of the tournament in the Turniersaal, one round; the player is seated
at the call, the panel shows the running round and the player's board, the
player gives up, and the panel shows the end. Then, on a bare page with the
pane's own scripts, a message of the documented shape with tied partners, a
bye, a withdrawn entrant and a long name of your own, at 1280, 390 and 360 px.
Screenshots in the test's temporary folder.
"""

import re

import pytest

from game.cardgames import new_game, tablestate
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable import DESKTOP, PHONE, Player
from tests.e2e.test_webtable_match_end import on_top
from tests.e2e.test_webtable_weiter import STATIC, WORLD, deliver, open_pane
from tests.harness.player import go_to

SMALL = {"width": 360, "height": 740}
WEB_NAME, WEB_PASSWORD = "Pokalia", "Turnier-Laub-48"


def fits(page):
    """Nothing scrolls sideways: the page, and the panel within the window."""
    return page.evaluate("""() => {
        const panel = document.querySelector('.kt-turnier').getBoundingClientRect();
        return document.documentElement.scrollWidth <= window.innerWidth
            && document.body.scrollWidth <= window.innerWidth
            && panel.left >= 0 && panel.right <= window.innerWidth;
    }""")


def head_buttons_free(page):
    """Each visible button of the pane's head is the element at its own centre."""
    return page.evaluate("""() => [...document.querySelectorAll('.kt-kopf .kt-knoepfe button')]
        .filter(b => b.offsetParent)
        .every(b => { const r = b.getBoundingClientRect();
                      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                      return hit === b || b.contains(hit); })""")


def check_panel_at(page, size, path):
    page.set_viewport_size(size)
    page.wait_for_timeout(300)
    assert page.locator(".kt-turnier").is_visible(), size
    assert on_top(page, ".kt-turnier"), size
    assert fits(page), size
    assert head_buttons_free(page), size
    page.screenshot(path=str(path))


# --- a real tournament ---------------------------------------------------------------

@pytest.mark.server
def test_a_real_tournament_shows_its_round_board_and_end_in_the_panel(game_server, players,
                                                                      browser, tmp_path):
    admin = players(*game_server.admin, create=False)
    admin.send("tel #2")
    admin.command("look", "Am Wegkreuz")
    go_to(admin, "kaffeehaus")
    go_to(admin, "turniersaal")
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    players.leave_at_end(WEB_NAME, WEB_PASSWORD)
    try:
        player.create_and_log_in(WEB_NAME, WEB_PASSWORD)
        player.type("kaffeehaus", "Ausgänge:")
        player.type("turniersaal", "Ausgänge:")
        admin.command("turnier neu 66 bis 3 runden 1", "eröffnet ein Turnier")
        player.type("turnier anmelden", "Plätzen).")
        admin.command("turnier auffüllen normal 1", "(Computer, normal)")
        admin.command("turnier start", "Das Turnier beginnt")
        pane.locator(".kt-hand-karte").first.wait_for(timeout=60000)  # seated at the call
        player.wait_until("window.Kartenrunde.turnier && window.Kartenrunde.turnier.next"
                          " && window.Kartenrunde.turnier.next.started", timeout=60000)
        data = page.evaluate("window.Kartenrunde.turnier")
        opponent = [name for name in data["next"]["players"] if name != WEB_NAME][0]
        button = pane.locator(".kt-kopf .kt-k-turnier")
        assert button.is_visible() and "kt-ungelesen" in button.get_attribute("class")
        button.click()
        panel = pane.locator(".kt-turnier")
        panel.wait_for(timeout=10000)
        text = " ".join(panel.inner_text().split())
        assert "Turnier im Turniersaal" in text and "Runde 1 von 1 läuft." in text, text
        table = data["next"]["table"]
        against = re.sub(r"^Herr ", "Herrn ", opponent)
        assert f"Du spielst in Runde 1 an {table} gegen {against}." in text, text
        rows = panel.locator("tbody tr")
        assert rows.count() == 1  # nobody has played yet: both share the first place
        assert f"{WEB_NAME} (du)" in rows.first.inner_text() and opponent in rows.first.inner_text()
        assert "kt-du" in rows.first.get_attribute("class")
        assert "kt-ungelesen" not in button.get_attribute("class")
        check_panel_at(page, DESKTOP, tmp_path / "turnier-laeuft-1280x800.png")
        check_panel_at(page, PHONE, tmp_path / "turnier-laeuft-390x844.png")
        check_panel_at(page, SMALL, tmp_path / "turnier-laeuft-360x740.png")
        page.set_viewport_size(DESKTOP)
        page.keyboard.press("Escape")
        panel.wait_for(state="hidden", timeout=10000)
        assert button.get_attribute("aria-expanded") == "false"

        player.type("aufgeben", "(j/n)")
        page.locator(".kt-frage-dialog").wait_for(timeout=30000)
        page.keyboard.press("Enter")
        player.wait_until("window.Kartenrunde.turnier.status === 'over'", timeout=60000)
        pane.locator(".kt-abrechnung").wait_for(timeout=30000)
        assert "kt-ungelesen" in button.get_attribute("class")  # the end is news
        button.click()
        panel.wait_for(timeout=10000)
        assert not pane.locator(".kt-abrechnung").is_visible()  # one panel at a time
        text = " ".join(panel.inner_text().split())
        assert f"Das Turnier ist aus: {opponent} gewinnt mit 1 Punkt." in text, text
        assert "Du bist auf Platz 2 mit 0 Punkten." in text, text
        first, second = panel.locator("tbody tr").all()
        assert first.inner_text().startswith("1.") and opponent in first.inner_text()
        assert second.inner_text().startswith("2.") and "(du)" in second.inner_text()
        check_panel_at(page, DESKTOP, tmp_path / "turnier-aus-1280x800.png")
        check_panel_at(page, PHONE, tmp_path / "turnier-aus-390x844.png")
        page.set_viewport_size(DESKTOP)
        panel.get_by_role("button", name=re.compile("Schließen")).click()
        assert not panel.is_visible() and pane.locator(".kt-abrechnung").is_visible()
        assert not player.errors, player.errors
    finally:
        page.close()
        admin.command("turnier abbrechen", "Turnier")  # over already, or ended here
        admin.send("tel #2")
        admin.command("look", "Am Wegkreuz")  # where other tests expect the admin


# --- a message of the documented shape on a bare page ----------------------------------

def row(place, name, points, buchholz, played=2, computer=False, active=True, you=False):
    return {"place": place, "name": name, "points": points, "buchholz": buchholz,
            "played": played, "computer": computer, "active": active, "you": you}


ME = "Annamaria Lichtenberg-Ottakring"
RUNNING = {
    "version": 1, "place": "im Turniersaal", "preset": "66", "preset_name": "Sechsundsechzig",
    "target": 7, "rounds": 4, "round": 3, "status": "running", "system": "swiss",
    "standings": [row(1, "Herr Brandl", 2.0, 3.0, computer=True),
                  row(2, "Frau Kössler", 1.5, 2.5, computer=True), row(2, "Hiltrud", 1.5, 2.5),
                  row(4, ME, 1.0, 3.5, you=True),
                  row(5, "Herr Moosbrugger", 1.0, 2.0, computer=True),
                  row(6, "Kasimir", 0.0, 1.0, played=1, active=False)],
    "round_over": False, "byes": ["Herr Brandl"], "bye_points": 1.0,
    "entered": True,
    "next": {"round": 3, "bye": False, "table": "Tisch 2", "players": ["Herr Moosbrugger", ME],
             "seat": 1, "started": True},
    "winner": None,
}


def styled_pane(browser):
    page = open_pane(browser)
    for css in ("kartentisch.css", "kartenturnier.css"):
        page.add_style_tag(path=str(STATIC / "webclient" / "css" / css))
    page.set_viewport_size(DESKTOP)
    game = new_game("66", seed=5, names=["Herr Moosbrugger", ME])
    deliver(page, "kartenrunde_tisch", tablestate.seat_state(game, 1, WORLD))
    return page, game


def test_the_panel_draws_partners_together_the_bye_and_the_own_row(browser, tmp_path):
    page, _ = styled_pane(browser)
    button = page.locator(".kt-kopf .kt-k-turnier")
    assert not button.is_visible()  # no tournament, no button
    deliver(page, "kartenrunde_turnier", dict(RUNNING, status="open", entered=False))
    assert not button.is_visible()  # somebody else's sign-up in the room
    deliver(page, "kartenrunde_turnier", RUNNING)
    assert button.is_visible() and button.inner_text() == "Turnier"
    button.click()
    panel = page.locator(".kt-turnier")
    assert panel.is_visible() and button.get_attribute("aria-expanded") == "true"
    text = " ".join(panel.inner_text().split())
    for words in ("Turnier im Turniersaal", "Sechsundsechzig bis 7 · Schweizer System · 4 Runden",
                  "Runde 3 von 4 läuft.",
                  "Du spielst in Runde 3 an Tisch 2 gegen Herrn Moosbrugger.",
                  "Spielfrei in Runde 3: Herr Brandl (1 Punkt)."):
        assert words in text, (words, text)
    assert "Tisch 1" not in text  # of the round's boards only your own
    rows = [" ".join(r.split()) for r in panel.locator("tbody tr").all_inner_texts()]
    assert len(rows) == 5, rows  # the partners of place 2 share a row
    assert rows[1].startswith("2.") and "Frau Kössler (Computer) und Hiltrud" in rows[1], rows
    assert rows[1].endswith("1½ 2½"), rows
    mine = panel.locator("tr.kt-du")
    assert mine.count() == 1 and f"{ME} (du)" in mine.inner_text()
    assert "(zurückgezogen)" in rows[4] and rows[4].startswith("6.")
    assert "Buchholz" in panel.locator("thead").inner_text()
    check_panel_at(page, DESKTOP, tmp_path / "tafel-1280x800.png")
    check_panel_at(page, PHONE, tmp_path / "tafel-390x844.png")
    check_panel_at(page, SMALL, tmp_path / "tafel-360x740.png")

    # the next message redraws the open panel: the round is played out
    deliver(page, "kartenrunde_turnier", dict(RUNNING, round_over=True, next=None, byes=[]))
    text = " ".join(panel.inner_text().split())
    assert "Runde 3 von 4 ist fertig; Runde 4 beginnt gleich." in text, text
    assert "Spielfrei" not in text and "kt-ungelesen" not in button.get_attribute("class")
    page.set_viewport_size(DESKTOP)
    button.click()
    assert not panel.is_visible() and button.get_attribute("aria-expanded") == "false"


def test_a_bye_and_the_end_and_the_abrechnung_waiting_underneath(browser, tmp_path):
    page, game = styled_pane(browser)
    bye = dict(RUNNING, byes=[ME], next={"round": 3, "bye": True, "table": None, "players": [],
                                         "seat": None, "started": False}, bye_points=1 / 3)
    deliver(page, "kartenrunde_turnier", bye)
    page.locator(".kt-kopf .kt-k-turnier").click()
    text = " ".join(page.locator(".kt-turnier").inner_text().split())
    assert "Du hast in Runde 3 spielfrei und bekommst dafür ⅓ Punkt." in text, text
    assert f"Spielfrei in Runde 3: {ME} (⅓ Punkt)." in text, text
    page.keyboard.press("Escape")
    assert not page.locator(".kt-turnier").is_visible()

    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    deliver(page, "kartenrunde_ergebnis", tablestate.result_state(game, WORLD, match_over=True))
    end = page.locator(".kt-abrechnung")
    assert end.is_visible()
    over = dict(RUNNING, status="over", round=4, next=None, byes=[], winner="Frau Kössler",
                standings=[row(1, "Frau Kössler", 3.0, 7.0, computer=True),
                           row(1, "Hiltrud", 3.0, 7.0), row(3, ME, 2.0, 8.0, you=True)])
    deliver(page, "kartenrunde_turnier", over)
    button = page.locator(".kt-kopf .kt-k-turnier")
    assert "kt-ungelesen" in button.get_attribute("class")
    button.click()
    panel = page.locator(".kt-turnier")
    assert panel.is_visible() and not end.is_visible() and on_top(page, ".kt-turnier")
    text = " ".join(panel.inner_text().split())
    assert "Das Turnier ist aus: Frau Kössler und Hiltrud gewinnen gemeinsam mit 3 Punkten." in text
    assert "Du bist auf Platz 3 mit 2 Punkten." in text, text
    check_panel_at(page, PHONE, tmp_path / "ende-390x844.png")
    page.keyboard.press("Escape")
    assert not panel.is_visible() and end.is_visible()  # the Abrechnung comes back
    deliver(page, "kartenrunde_verlassen", None)
    assert not button.is_visible()  # a tournament that is over goes with the table
