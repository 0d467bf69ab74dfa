"""
The tournament panel of the web table pane (issue 48, kartentisch_turnier.js):
`Kartenrunde.Turnier` drawn as the round, your own board or bye, the byes and
the standings (partners sharing a place in one row, points, Buchholz, your
own row marked), opened and closed by the head button „Turnier“ through the
pane's panel manager (one panel at a time, never over the head's buttons),
nothing scrolling sideways at 390 and 360 px.

Without a table (signed up and waiting in the hall, a bye away from any
table, the table cleared after the end) the pane shows for the panel alone
and goes when it closes; it opens again only for a new part of your own (the
start, your board or bye of a new round, the end) or when you type `turnier
stand`. With a table the panel opens by itself once at the start and once at
the end; other changes light the head button's dot.

First a real tournament on the shared server: a web player and a computer
player of the tournament in the Turniersaal, one round; the pane shows the
panel alone while the player waits in the hall, the player is seated at the
call and the panel opens over the table with the running round and the
player's board, the player gives up, and the panel opens with the end. Then,
on a bare page with the pane's own scripts, messages of the documented shape:
tied partners, a bye, a withdrawn entrant and a long name of your own, at
1280, 390 and 360 px, and the cases without a table. Screenshots in
/tmp/h/shots48b if it exists, else in the test's temporary folder.
"""

import re
from pathlib import Path

import pytest

from game.cardgames import new_game, tablestate
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable import DESKTOP, PHONE, Player
from tests.e2e.test_webtable_match_end import on_top
from tests.e2e.test_webtable_weiter import STATIC, WORLD, deliver, open_pane
from tests.harness.player import go_to

SMALL = {"width": 360, "height": 740}
WEB_NAME, WEB_PASSWORD = "Pokalia", "Turnier-Laub-48"


def shots(tmp_path):
    folder = Path("/tmp/h/shots48b")
    return folder if folder.is_dir() else tmp_path


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


def alone(page):
    """The pane shows for the tournament alone: its head (no buttons) and the panel,
    which begins below the head; nothing of a table."""
    return page.evaluate("""() => {
        const root = document.getElementById('kartentisch');
        const panel = root.querySelector('.kt-turnier');
        const seen = el => !!el && el.getClientRects().length > 0;
        const others = [...root.children].filter(el => !el.matches('.kt-kopf, .kt-turnier'));
        return root.classList.contains('kt-nur-turnier') && seen(root) && seen(panel)
            && !seen(root.querySelector('.kt-knoepfe')) && !others.some(seen)
            && panel.getBoundingClientRect().top >= root.querySelector('.kt-kopf').getBoundingClientRect().bottom;
    }""")


def pane_gone(page):
    return page.evaluate("""() => !document.body.classList.contains('kt-da')
        && document.getElementById('kartentisch').getClientRects().length === 0""")


def check_alone_at(page, size, path):
    page.set_viewport_size(size)
    page.wait_for_timeout(300)
    assert alone(page), size
    assert fits(page), size
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
        panel = pane.locator(".kt-turnier")
        panel.wait_for(timeout=10000)  # no table in the hall: the pane for the panel alone
        assert alone(page)
        text = " ".join(panel.inner_text().split())
        assert "Die Anmeldung ist offen: 1 Teilnehmer bisher." in text, text
        assert ("Du bist angemeldet. Warte auf den Beginn: Beim Start bekommst du deinen Platz "
                "an einem Tisch im Turniersaal.") in text, text
        admin.command("turnier auffüllen normal 1", "(Computer, normal)")
        player.wait_until("window.Kartenrunde.turnier.standings.length === 2")
        assert "2 Teilnehmer bisher." in panel.inner_text()  # redrawn while open
        check_alone_at(page, PHONE, shots(tmp_path) / "turnier-saal-390x844.png")
        check_alone_at(page, DESKTOP, shots(tmp_path) / "turnier-saal-1280x800.png")
        admin.command("turnier start", "Das Turnier beginnt")
        pane.locator(".kt-hand-karte").first.wait_for(timeout=60000)  # seated at the call
        player.wait_until("window.Kartenrunde.turnier && window.Kartenrunde.turnier.next"
                          " && window.Kartenrunde.turnier.next.started", timeout=60000)
        data = page.evaluate("window.Kartenrunde.turnier")
        opponent = [name for name in data["next"]["players"] if name != WEB_NAME][0]
        button = pane.locator(".kt-kopf .kt-k-turnier")
        panel.wait_for(timeout=10000)  # the start opens it by itself, over the table
        assert "kt-nur-turnier" not in pane.get_attribute("class")
        assert button.is_visible() and button.get_attribute("aria-expanded") == "true"
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
        player.wait_until("window.Kartenrunde.turnier.status === 'over' && window.Kartentisch.result",
                          timeout=60000)
        panel.wait_for(timeout=10000)  # the end opens it by itself
        assert "kt-ungelesen" not in button.get_attribute("class")
        assert not pane.locator(".kt-abrechnung").is_visible()  # one panel at a time: it waits
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
    deliver(page, "kartenrunde_turnier", RUNNING)  # the start: the panel opens by itself
    assert button.is_visible() and button.inner_text() == "Turnier"
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
    deliver(page, "kartenrunde_turnier", bye)  # the first message of a running one: it opens by itself
    assert page.locator(".kt-turnier").is_visible()
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
    deliver(page, "kartenrunde_turnier", over)  # the end: the panel opens by itself
    button = page.locator(".kt-kopf .kt-k-turnier")
    assert "kt-ungelesen" not in button.get_attribute("class")
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


# --- no table: the pane for the panel alone ------------------------------------------

TYPED_PAGE = """<html><body><div id="clientwrapper"><div id="main"><div id="messagewindow"></div>
</div></div><script>
window.plugin_list = [];
window.plugin_handler = {
    add: function (name, plugin) { window.kt = plugin; window.plugin_list.push(plugin); },
    onSend: function (line) { window.plugin_list.forEach(function (p) { if (p.onSend) { p.onSend(line); } }); }};
</script></body></html>"""
OPEN = dict(RUNNING, status="open", round=0, system=None, round_over=False, byes=[], next=None,
            standings=[row(1, "Hiltrud", 0.0, 0.0, played=0), row(1, ME, 0.0, 0.0, played=0, you=True)])
START = dict(RUNNING, round=1, byes=[], standings=[row(1, "Herr Moosbrugger", 0.0, 0.0, played=0, computer=True),
                                                   row(1, ME, 0.0, 0.0, played=0, you=True)],
             next={"round": 1, "bye": False, "table": "Tisch 2", "players": ["Herr Moosbrugger", ME],
                   "seat": 1, "started": True})
BYE = dict(RUNNING, round=2, byes=[ME], next={"round": 2, "bye": True, "table": None, "players": [],
                                              "seat": None, "started": False})
OVER = dict(RUNNING, status="over", round=4, next=None, byes=[], winner="Frau Kössler",
            standings=[row(1, "Frau Kössler", 3.0, 7.0, computer=True),
                       row(1, "Hiltrud", 3.0, 7.0), row(3, ME, 2.0, 8.0, you=True)])


def signed_up(count):
    """The sign-up with `count` entrants, you among them."""
    others = ["Hiltrud", "Kasimir", "Herr Brandl", "Frau Kössler"][:count - 1]
    return dict(OPEN, standings=[row(1, name, 0.0, 0.0, played=0) for name in others]
                + [row(1, ME, 0.0, 0.0, played=0, you=True)])


def typed_pane(browser):
    """The pane's scripts on a bare page with no table, whose plugin_handler hands a
    typed line to every plugin (as the web client's does)."""
    page = open_pane(browser, TYPED_PAGE)
    for css in ("kartentisch.css", "kartenturnier.css"):
        page.add_style_tag(path=str(STATIC / "webclient" / "css" / css))
    page.set_viewport_size(DESKTOP)
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return page, errors


def seated(page):
    game = new_game("66", seed=5, names=["Herr Moosbrugger", ME])
    deliver(page, "kartenrunde_tisch", tablestate.seat_state(game, 1, WORLD))


def words(locator):
    return " ".join(locator.inner_text().split())


def test_waiting_in_the_hall_the_pane_shows_the_panel_alone_until_the_table_comes(browser, tmp_path):
    page, errors = typed_pane(browser)
    panel, button = page.locator(".kt-turnier"), page.locator(".kt-kopf .kt-k-turnier")
    deliver(page, "kartenrunde_turnier", dict(OPEN, entered=False, standings=OPEN["standings"][:1]))
    assert pane_gone(page)  # somebody else's sign-up in the room
    deliver(page, "kartenrunde_turnier", signed_up(2))
    assert alone(page)
    head = words(page.locator(".kt-kopf"))
    assert head.startswith("Turnier") and "Anmeldung offen" in head, head
    text = words(panel)
    for line in ("Turnier im Turniersaal", "Die Anmeldung ist offen: 2 Teilnehmer bisher.",
                 "Du bist angemeldet. Warte auf den Beginn: Beim Start bekommst du deinen Platz an "
                 "einem Tisch im Turniersaal."):
        assert line in text, (line, text)
    names = [" ".join(n.split()) for n in panel.locator("ul.kt-turnier-namen li").all_inner_texts()]
    assert names == ["Hiltrud", f"{ME} (du)"], names  # who is in: no place before the start
    assert not panel.locator("table").count() and panel.locator("li.kt-du").count() == 1
    folder = shots(tmp_path)
    check_alone_at(page, PHONE, folder / "saal-390x844.png")
    check_alone_at(page, SMALL, folder / "saal-360x740.png")
    check_alone_at(page, DESKTOP, folder / "saal-1280x800.png")

    deliver(page, "kartenrunde_turnier", signed_up(3))
    assert "3 Teilnehmer bisher." in words(panel)  # redrawn while open
    page.keyboard.press("Escape")  # the panel had the focus: nobody was typing
    assert pane_gone(page)  # the pane closes with it
    deliver(page, "kartenrunde_turnier", signed_up(4))
    assert pane_gone(page)  # another sign-up: nothing of your own changed
    page.evaluate("window.plugin_handler.onSend('turnier stand')")
    deliver(page, "kartenrunde_turnier", signed_up(4))
    assert alone(page) and "4 Teilnehmer bisher." in words(panel)  # asked for

    seated(page)  # seated at the call: the table's pane, the panel closed
    assert not panel.is_visible() and page.locator(".kt-hand-karte").first.is_visible()
    assert "kt-nur-turnier" not in page.locator("#kartentisch").get_attribute("class")
    assert button.is_visible() and button.get_attribute("aria-expanded") == "false"
    deliver(page, "kartenrunde_turnier", START)  # the start opens it once, over the table
    assert panel.is_visible() and button.get_attribute("aria-expanded") == "true"
    assert "Du spielst in Runde 1 an Tisch 2 gegen Herrn Moosbrugger." in words(panel)
    assert on_top(page, ".kt-turnier") and head_buttons_free(page)
    page.keyboard.press("Escape")
    assert not panel.is_visible()
    deliver(page, "kartenrunde_turnier", dict(START, standings=[row(1, ME, 1.0, 0.0, played=1, you=True),
                                                                row(2, "Herr Moosbrugger", 0.0, 1.0)]))
    assert not panel.is_visible() and "kt-ungelesen" in button.get_attribute("class")  # a change: the dot
    deliver(page, "kartenrunde_turnier", OVER)  # the end opens it once
    assert panel.is_visible() and "Du bist auf Platz 3 mit 2 Punkten." in words(panel)
    button.click()
    deliver(page, "kartenrunde_turnier", dict(OVER, winner="Hiltrud"))
    assert not panel.is_visible()
    assert not errors, errors


def test_a_bye_away_from_any_table_and_the_end_after_the_table_was_cleared(browser, tmp_path):
    page, errors = typed_pane(browser)
    panel = page.locator(".kt-turnier")
    deliver(page, "kartenrunde_turnier", BYE)  # the call of round 2: your bye, and no table
    assert alone(page)
    assert "Runde 2 von 4" in words(page.locator(".kt-kopf"))
    text = words(panel)
    for line in ("Runde 2 von 4 läuft.",
                 "Du hast in Runde 2 spielfrei und bekommst dafür 1 Punkt. Runde 3 beginnt, wenn alle "
                 "Tische fertig sind.",
                 f"Spielfrei in Runde 2: {ME} (1 Punkt)."):
        assert line in text, (line, text)
    folder = shots(tmp_path)
    check_alone_at(page, PHONE, folder / "spielfrei-390x844.png")
    check_alone_at(page, SMALL, folder / "spielfrei-360x740.png")
    check_alone_at(page, DESKTOP, folder / "spielfrei-1280x800.png")
    page.keyboard.press("Escape")
    assert pane_gone(page)
    result = dict(BYE, standings=[row(1, "Frau Kössler", 2.5, 3.0, computer=True)] + BYE["standings"][1:])
    deliver(page, "kartenrunde_turnier", result)  # another board's result
    assert pane_gone(page)
    deliver(page, "kartenrunde_turnier", dict(result, round_over=True, next=None, byes=[]))
    assert pane_gone(page)  # the round is played out: the call comes next

    called = dict(result, round=3, byes=[],
                  next={"round": 3, "bye": False, "table": "Tisch 2", "players": ["Herr Moosbrugger", ME],
                        "seat": 1, "started": False})
    deliver(page, "kartenrunde_turnier", called)  # called to a table while away from the hall
    assert alone(page)
    assert ("Dein Platz in Runde 3: Tisch 2, gegen Herrn Moosbrugger. Setz dich bald an Tisch 2 im "
            "Turniersaal: Wer nicht kommt, verliert die Runde kampflos.") in words(panel)
    seated(page)
    assert not panel.is_visible() and page.locator(".kt-kopf .kt-k-turnier").is_visible()
    deliver(page, "kartenrunde_turnier", dict(called, next=dict(called["next"], started=True)))
    assert not panel.is_visible()  # the board began: nothing new of your own to open it for

    deliver(page, "kartenrunde_verlassen", None)  # the table cleared
    assert pane_gone(page)
    deliver(page, "kartenrunde_turnier", OVER)  # the end, with no table
    assert alone(page) and "beendet" in words(page.locator(".kt-kopf"))
    text = words(panel)
    assert "Das Turnier ist aus: Frau Kössler und Hiltrud gewinnen gemeinsam mit 3 Punkten." in text, text
    assert "Du bist auf Platz 3 mit 2 Punkten." in text, text
    panel.get_by_role("button", name=re.compile("Schließen")).click()
    assert pane_gone(page)
    deliver(page, "kartenrunde_turnier", dict(OVER, standings=OVER["standings"][:2]))
    assert pane_gone(page)  # somebody else's end: you are not in it
    assert not errors, errors
