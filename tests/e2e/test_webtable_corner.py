"""
The web table's bottom right corner (issue 46, the seeds' table corners), in
Debian's Chromium: the course of the game and the talk at the table
(kartentisch_verlauf.js).

Without a server (the pane's own scripts on a bare page, as
test_webtable_phone.py), fed real states of a game of 66 played by the
engine, one after the other: the corner lists every card laid, each trick's
taker with the table's reason, the melds, the closing and the robbing in
the order the engine's own events tell them; the game's end names who
called it; a card laid face down (Gaigel's „Höher hat“) is never named
before the finished trick shows it; coming in during a game, the list
begins with the last trick and the cards in the middle. The
talk: a line of `sag` (Evennia's type `say`) and a computer player's table
talk are listed, a channel line and a stranger's untyped line are not, and
the field under the talk sends `sag …`. At 1280x800 and 1600x900 the corner
sits bottom right, the last trick bottom left, also with four at the table,
long names and Gaigel's Aus deadline shown; at 390 and 360 px the corner
gives its room to the hand (the head's „Verlauf“ opens it as a panel), the
page does not scroll sideways and the input line stays on the screen. With
the test server: at 1280 and 1600 px „Tische“ lies in the text pane's tab
strip, clear of its maximise control; at 390x844 a game played by touch, a
line said, the panel lists the cards and the line while the newest text
line and the input stay in view.
"""

import pytest

from game.cardgames import new_game, tablestate
from game.cardgames.cards import render
from game.cardgames.kinds import Event, MoveKind
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable import Player
from tests.e2e.test_webtable_pane import PAGE, SCRIPTS, STATIC, STUBS, WORLD, with_world
from tests.e2e.test_webtable_phone import IN_VIEW, RECT, WIDE_ENOUGH, overlap

SIZES = [{"width": 1280, "height": 800}, {"width": 1600, "height": 900}]
PHONES = [{"width": 390, "height": 844}, {"width": 360, "height": 740}]
NAMES = ["Anna", "Ferdl"]
#: Evennia's emitter, as the web client has it: one listener per message name
EMITTER = """
window.Evennia.emitter = {listeners: {},
    on: function (name, f) { this.listeners[name] = f; },
    emit: function (name, args, kwargs) { this.listeners[name](args, kwargs); }};
window.plugin_handler.onText = function (args, kwargs) {
    (window.textpane = window.textpane || []).push(args[0]); return true; };
"""
#: what the web client's stylesheet (Bootstrap's reboot) sets that the pane's sizes rely on
BOOTSTRAP = "*, ::before, ::after { box-sizing: border-box; } body { margin: 0; }"
#: the client's input line below the text, as on a phone (the bare page has none)
INPUT = """
document.body.style.margin = '0';
var main = document.getElementById('main');
main.style.display = 'flex'; main.style.flexDirection = 'column';
document.getElementById('messagewindow').style.flex = '1 1 auto';
document.getElementById('messagewindow').style.overflowY = 'auto';
var field = document.createElement('textarea');
field.className = 'inputfield'; field.style.height = '40px'; field.style.flex = '0 0 40px';
main.appendChild(field);
"""


def open_corner_pane(browser, size, touch=False):
    """The pane on a bare page with Evennia's emitter for text, and an input line."""
    page = browser.new_context(viewport=size, has_touch=touch).new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.route("http://kartentisch.test/", lambda route: route.fulfill(
        status=200, content_type="text/html", body="<!DOCTYPE html>" + PAGE))  # no quirks, as the client
    page.goto("http://kartentisch.test/")
    page.add_script_tag(content=STUBS + EMITTER)
    page.add_style_tag(content=BOOTSTRAP)
    page.add_style_tag(path=str(STATIC / "webclient/css/kartentisch.css"))
    for script in SCRIPTS:
        page.add_script_tag(path=str(STATIC / script))
    page.evaluate("for (var n in window.plugins) { window.plugins[n].init(); }"
                  "document.addEventListener('keydown', function (e) {"
                  " for (var n in window.plugins) { var p = window.plugins[n];"
                  "  if (p.onKeydown && p.onKeydown(e)) { return; } } });")
    page.evaluate(INPUT)
    return page


def deliver(page, name, data):
    page.evaluate("([name, data]) => window.plugins.kartenrunde.onUnknownCmd(name, [], data)",
                  [name, data])


def text_line(page, html, kind=None):
    """A line of text from the server, through Evennia's emitter."""
    page.evaluate("([html, kind]) => window.Evennia.emitter.emit('text', [html], kind ? {type: kind} : {})",
                  [html, kind])


def label(card):
    return tablestate.card_label(card)


def who(seat):
    return "du" if seat == 0 else NAMES[seat]


def subject(seat, own, other):
    return f"Du {own}" if seat == 0 else f"{NAMES[seat]} {other}"


def expected_lines(events, game, state):
    """The corner's lines for the engine's `events` of one move, as Anna reads them."""
    lines = []
    for event in events:
        kind, seat = event["kind"], event.get("seat")
        if kind == Event.PLAY:
            lines.append(f"{who(seat)}: {label(event['card'])}")
        elif kind == Event.TRICK:
            taker = "dich" if seat == 0 else NAMES[seat]
            lines.append(f"Stich an {taker} – {state['last_trick']['reason']}")
        elif kind == Event.MELD:
            suit = render(f"⟨F:{event['suit']}⟩", "deutsch")
            lines.append(subject(seat, "meldest", "meldet") + f" {event['points']} in {suit}")
        elif kind == Event.CLOSE:
            lines.append(subject(seat, "drehst zu", "dreht zu"))
        elif kind == Event.EXCHANGE:
            lines.append(subject(seat, "raubst", "raubt") + f" {label(event['card'])} (gegen "
                         f"{state['trump_card']['label']})")
    return lines


def choose(game, seat, step):
    """A move that shows the corner much: genug, a meld, robbing, closing after a few tricks."""
    moves = game.moves(seat)
    for kind in (MoveKind.MELD, MoveKind.ROB):
        found = [m for m in moves if m.kind == kind]
        if found:
            return found[0]
    for kind, after in ((MoveKind.CLOSE, 6), (MoveKind.ANNOUNCE, 12)):
        found = [m for m in moves if m.kind == kind]
        if found and step >= after:
            return found[0]
    return next(m for m in moves if m.kind == MoveKind.CARD)


def played_game(seed, steps=40):
    """(states for Anna, the corner's expected lines) of a game of 66 the engine plays."""
    game = new_game("66", seed=seed, names=NAMES, dealer=0)
    states = [tablestate.seat_state(game, 0, WORLD)]
    trump = states[0]["trump"]["label"]
    lines = [f"Neues Spiel – Trumpf {trump}, du gibst"]
    kinds = set()
    for step in range(steps):
        if game.state.over:
            break
        seat = game.to_act
        move = choose(game, seat, step)
        kinds.add(move.kind)
        events = game.act(seat, move.command)
        state = tablestate.seat_state(game, 0, WORLD)
        lines += expected_lines(events, game, state)
        states.append(state)
    return game, states, lines, kinds


def corner_lines(page, where=".kt-fuss .kt-lauf"):
    return [line.strip() for line in page.locator(f"{where} .kt-lauf-liste li").all_inner_texts()]


def find_seed(want):
    """A seed whose game shows every kind of move in `want`."""
    for seed in range(1, 400):
        game, states, lines, kinds = played_game(seed)
        if want <= kinds:
            return game, states, lines
    raise AssertionError("no seed shows " + str(want))


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1600x900"])
def test_the_corner_lists_the_cards_the_takers_and_the_calls_in_order(browser, size, tmp_path):
    game, states, lines = find_seed({MoveKind.MELD, MoveKind.CLOSE, MoveKind.ROB, MoveKind.ANNOUNCE})
    assert game.result is not None and game.result.details["kind"] == "announce"
    page = open_corner_pane(browser, size)
    for state in states[:-1]:
        deliver(page, "kartenrunde_tisch", with_world(state))
    assert corner_lines(page) == lines[:len(corner_lines(page))]
    # the game's end comes first (the server sends the settlement, then the finished table)
    result = tablestate.written(tablestate.result_model(game, WORLD), "deutsch")
    deliver(page, "kartenrunde_ergebnis", result)
    deliver(page, "kartenrunde_tisch", with_world(states[-1]))
    caller = result["ending"]["seat"]
    assert corner_lines(page) == lines + [subject(caller, "sagst „genug“", "sagt „genug“"), result["reason"]]
    assert any(line.startswith("Stich an ") and " – " in line for line in lines)
    for words in (" in ", "dreh", "raub"):  # a meld, closing and robbing are among them
        assert any(words in line for line in lines), words
    # the corner is bottom right in the pane, the last trick bottom left
    pane = page.locator("#kartentisch").evaluate(RECT)
    corner = page.locator(".kt-fuss .kt-lauf").evaluate(RECT)
    trick = page.locator(".kt-fuss .kt-ecke").evaluate(RECT)
    assert pane[2] - corner[2] < 20 and pane[3] - corner[3] < 20, (pane, corner)
    assert trick[2] < corner[0] and trick[0] - pane[0] < 20, (trick, corner)
    hand = page.locator(".kt-hand").evaluate(RECT)
    assert corner[1] >= hand[3] - 1, (hand, corner)  # under the hand, over nothing of it
    newest = page.locator(".kt-fuss .kt-lauf-liste li").last.evaluate(RECT)
    box = page.locator(".kt-fuss .kt-lauf-liste").evaluate(RECT)
    assert box[1] - 1 <= newest[1] and newest[3] <= box[3] + 1  # the newest line is in view
    assert page.evaluate(WIDE_ENOUGH)
    assert page.evaluate("document.getElementById('kartentisch').scrollHeight"
                         " <= document.getElementById('kartentisch').clientHeight + 1")
    page.screenshot(path=str(tmp_path / f"corner-{size['width']}.png"))
    assert page.errors == []


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1600x900"])
def test_four_at_the_table_with_long_names_and_the_aus_deadline_still_fit(browser, size):
    names = ["Anna", "Ferdl", "Hofrat Pospischil", "Frau Professor Wimmer"]
    seats = [{"computer": seat > 0, "stand_in": False,
              "rating": {"shown": 20.1, "provisional": False, "text": "20,1"}} for seat in range(4)]
    world = dict(WORLD, preset_name="Gaigel zu viert", score=[0] * 4, score_unit="Striche", seats=seats)
    game = new_game("gaigel4", seed=7, names=names, dealer=3)
    page = open_corner_pane(browser, size)
    for _ in range(10):  # the first two tricks, a meld among them
        seat = game.to_act
        moves = game.moves(seat)
        move = next((m for m in moves if m.kind == MoveKind.MELD), None) or next(
            m for m in moves if m.kind in (MoveKind.CARD, MoveKind.OPENING))
        game.act(seat, move.command)
        state = with_world(tablestate.seat_state(game, 0, world), hint_aus=True)
        state["hinweise"] = {"genug": False, "aus": "Ihr habt 45 Augen – ruf „aus“, spätestens bis der "
                                                    "nächste Stich zu Ende ist."}
        deliver(page, "kartenrunde_tisch", state)
    assert page.locator(".kt-frist").is_visible() and page.locator(".kt-fuss .kt-ecke").is_visible()
    pane = "document.getElementById('kartentisch')"
    assert page.evaluate(f"{pane}.scrollHeight <= {pane}.clientHeight + 1"), page.evaluate(
        f"[{pane}.scrollHeight, {pane}.clientHeight]")
    lists = page.locator(".kt-fuss .kt-lauf-liste").evaluate(RECT)
    assert lists[3] - lists[1] >= 3 * 0.8 * 15 * 1.3 - 1  # three lines of the course at least
    assert page.errors == []


def test_a_card_laid_face_down_is_named_only_once_the_trick_shows_it(browser):
    """Gaigel zu zweit: Ferdl opens with „Höher hat“ and lays his card face down."""
    world = dict(WORLD, preset_name="Gaigel zu zweit", score_unit="Striche")
    game = new_game("gaigel2", seed=5, names=NAMES, dealer=0)
    page = open_corner_pane(browser, SIZES[0])
    deliver(page, "kartenrunde_tisch", with_world(tablestate.seat_state(game, 0, world)))
    game.act(1, "höher hat laub ober")
    hidden = tablestate.seat_state(game, 0, world)
    assert hidden["trick"][0]["card"] is None  # Anna may not see it
    deliver(page, "kartenrunde_tisch", with_world(hidden))
    assert corner_lines(page)[-1] == "Ferdl: verdeckt (Höher hat)"
    assert "Laub Ober" not in page.locator(".kt-lauf").inner_html()
    answer = next(m for m in game.moves(0) if m.kind == MoveKind.CARD)
    game.act(0, answer.command)
    done = tablestate.seat_state(game, 0, world)
    deliver(page, "kartenrunde_tisch", with_world(done))
    assert corner_lines(page)[-3:] == ["Ferdl: Laub Ober (verdeckt gelegt)", f"du: {label(answer.card)}",
                                       f"Stich an Ferdl – {done['last_trick']['reason']}"]
    assert page.errors == []


def test_coming_in_during_a_game_the_list_begins_with_what_the_table_shows(browser):
    _, states, lines, _ = played_game(5, steps=3)  # a trick done, a card in the next one
    now = states[-1]
    assert now["last_trick"] and len(now["trick"]) == 1
    page = open_corner_pane(browser, SIZES[0])
    deliver(page, "kartenrunde_tisch", with_world(now))
    shown = corner_lines(page)
    assert shown[0] == lines[0].replace("Neues Spiel", "Laufendes Spiel")
    assert shown[1:] == ["Letzter Stich:"] + lines[1:], shown


def test_the_talk_lists_what_is_said_at_the_table_and_the_field_says_it(browser):
    _, states, _, _ = played_game(5, steps=2)
    page = open_corner_pane(browser, SIZES[0])
    deliver(page, "kartenrunde_tisch", with_world(states[-1]))
    text_line(page, 'Du sagst: "Servus miteinander"', "say")
    text_line(page, 'Ferdl sagt: "Des isch a Stich!"')            # a computer seat's table talk
    text_line(page, 'Bertram sagt: "Wer spielt mit?"', "say")     # `sag` in the room
    text_line(page, "Bertram mischt die Karten.", "pose")          # `tu`
    text_line(page, "[Plausch] Bertram: hallo alle", "channel")     # a channel: the text pane only
    text_line(page, 'Bertram sagt: "kein Typ"')                    # untyped, not a computer seat
    talk = page.locator(".kt-fuss .kt-gespraech-liste li").all_inner_texts()
    assert talk == ["Du: Servus miteinander", "Ferdl: Des isch a Stich!", "Bertram: Wer spielt mit?",
                    "Bertram mischt die Karten."]
    assert len(page.evaluate("window.textpane")) == 6  # every line still goes to the text pane
    field = page.locator(".kt-fuss .kt-sagen-feld")
    field.click()
    page.keyboard.type("Gut gespielt, 1 2 a")  # digits and A are words here, no card, no Aus
    page.keyboard.press("Enter")
    assert page.evaluate("window.gesendet || []") == ["sag Gut gespielt, 1 2 a"]
    assert field.input_value() == ""
    assert page.errors == []


@pytest.mark.parametrize("size", PHONES, ids=["390x844", "360x740"])
def test_on_a_phone_the_corner_opens_from_the_head_and_pushes_nothing(browser, size, tmp_path):
    _, states, lines, _ = played_game(5, steps=9)
    page = open_corner_pane(browser, size, touch=True)
    for state in states:
        deliver(page, "kartenrunde_tisch", with_world(state))
    text_line(page, 'Ferdl sagt: "Des isch a Stich!"')
    assert not page.locator(".kt-fuss .kt-lauf").is_visible()  # the hand keeps the room
    field = page.locator("textarea.inputfield").evaluate(RECT)
    assert 0 <= field[1] and field[3] <= size["height"] + 1, field
    pane = page.locator("#kartentisch").evaluate(RECT)
    for card in page.locator(".kt-hand-karte").all():  # the whole hand on the screen, none scrolled away
        assert card.evaluate(RECT)[3] <= min(pane[3], size["height"]), (card.evaluate(RECT), pane)
    assert page.evaluate(WIDE_ENOUGH)
    button = page.get_by_role("button", name="Verlauf", exact=True)
    button.tap()
    panel = page.locator(".kt-lauf-tafel")
    assert panel.is_visible() and button.get_attribute("aria-expanded") == "true"
    assert corner_lines(page, ".kt-lauf-tafel") == lines
    assert "Ferdl: Des isch a Stich!" in panel.locator(".kt-gespraech-liste").inner_text()
    box = panel.evaluate(RECT)
    assert box[0] >= 0 and box[2] <= size["width"] and box[3] <= size["height"] + 1, box
    head = page.locator(".kt-kopf").evaluate(RECT)
    assert box[1] >= head[3] - 1  # below the head: its buttons stay free
    assert page.evaluate(WIDE_ENOUGH)
    page.screenshot(path=str(tmp_path / f"corner-{size['width']}-offen.png"))
    page.keyboard.press("Escape")
    assert not panel.is_visible() and button.get_attribute("aria-expanded") == "false"
    assert page.errors == []


def assert_tische_covers_nothing(page):
    """On a wide screen „Tische“ lies in the text pane's tab strip, clear of its
    maximise control and of the text below the strip."""
    for width, height in ((1280, 800), (1600, 900)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(200)
        button = page.locator("#kt-tische-knopf").evaluate(RECT)
        controls = [c.evaluate(RECT) for c in page.locator(".lm_controls > li:visible").all()]
        assert controls and not any(overlap(button, c) for c in controls), (button, controls)
        strip = page.locator(".lm_header").first.evaluate(RECT)
        assert strip[1] - 1 <= button[1] and button[3] <= strip[3] + 1, (button, strip)


@pytest.mark.server
def test_on_a_phone_with_the_server_the_corner_shows_the_game_and_the_talk(game_server, browser, tmp_path):
    size = PHONES[0]
    player = Player(browser, game_server, touch=True)
    page, pane = player.page, player.pane
    player.create_and_log_in("Eckensteher", "Ecken-Karten-Glück-4")
    assert_tische_covers_nothing(page)  # the text pane alone, full width
    player.type("kaffeehaus", "Stammgäste über ihre Karten")
    player.type("setzen", "Du setzt dich an")
    assert_tische_covers_nothing(page)  # beside the table
    page.set_viewport_size(size)
    waiting = pane.locator(".kt-warten")
    waiting.get_by_role("button", name="Mit Computerspielern auffüllen").tap()
    waiting.get_by_role("button", name="Partie beginnen").wait_for(timeout=30000)
    waiting.get_by_role("button", name="Partie beginnen").tap()
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    try:
        player.type("sag Servus miteinander", "Du sagst")
        moves = 0
        for _ in range(60):
            state, since = player.snapshot()
            if moves >= 3 or player.settlement_shown() or (state and state.get("over")):
                break
            if state and state["my_turn"]:
                lit = pane.locator(".kt-hand-karte.kt-spielbar")
                if lit.count():
                    lit.first.tap()
                    lit.first.tap()
                    moves += 1
            player.wait_for_news(since)
        page.wait_for_timeout(500)
        seen = page.evaluate(IN_VIEW)
        assert seen["line"] and seen["input"], seen
        assert page.evaluate(WIDE_ENOUGH)
        pane.get_by_role("button", name="Verlauf", exact=True).tap()
        panel = pane.locator(".kt-lauf-tafel")
        lines = corner_lines(page, ".kt-lauf-tafel")
        assert lines[0].startswith("Neues Spiel – Trumpf ")
        assert sum(line.startswith("du: ") for line in lines) == moves, lines
        assert any(line.startswith("Stich an ") for line in lines), lines
        assert "Du: Servus miteinander" in panel.locator(".kt-gespraech-liste").inner_text()
        assert page.evaluate(WIDE_ENOUGH)
        page.screenshot(path=str(tmp_path / "corner-server-390.png"))
        page.keyboard.press("Escape")
        assert player.errors == [], player.errors
    finally:
        player.type("aufgeben", "(j/n)")
        player.type("j", "Die Partie ist aus.")
        player.type("aufstehen", "Du stehst")
