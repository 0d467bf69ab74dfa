"""
End to end in a browser (issue 46, "Done when"): no one-key losses and one
match end, with a real server in Debian's Chromium.

- Gaigel zu zweit against the computer: the key A asks „Wirklich „Aus!“
  rufen?“ at 0 points („A oder Enter: ja · Esc: nein“); Escape answers no and
  the game runs on, and so does another letter (a word typed at the table).
  The builder's `py` then sets a repeatable deal at the moment the player's
  side has 101 (the engine's seed, the first legal moves other than `aus`): A
  asks the very same question, Escape plays on, and a second A calls the
  right Aus (no Untergaigel).
- 66 against the computer: R asks first, saying what a Rat costs; Escape
  costs nothing (R asks again); a second R brings the Rat; the next R asks
  no more.
- 66 bis 11 against the computer, one game played out, `aufgeben` in the
  second, its question answered with Enter: the match-end panel; Verlauf and Analyse open on top of everything
  (the element at their centre is theirs) in its place and answer with the
  game played out, not with a refusal; „Neue Partie“ deals the next match
  with the computer player still seated, bis 11 again, and no Abrechnung left.

Every test also checks that no websocket frame and no part of the pane names a
card the player could not know (LeakCheck, test_webtable.py), no console error.
"""

import re

import pytest

from game.cardgames import new_game
from tests.e2e.test_webclient import browser, is_local  # noqa: F401 (browser: the fixture)
from tests.e2e.test_webtable import Player, play_game_by_clicks
from tests.e2e.test_webtable_match_end import on_top

pytestmark = pytest.mark.server

AUS_QUESTION = "Wirklich „Aus!“ rufen?"
NO = "Gut, es bleibt, wie es ist."


def first_moves(game, count):
    """Play `count` moves of `game`: each time the first legal one other than `aus`."""
    for _ in range(count):
        game.act(game.to_act, next(m for m in game.legal(game.to_act) if m != "aus"))


def deal_with_101(preset, seat, names):
    """(seed, moves) of a repeatable game in which `seat`'s side has 101, may call
    Aus and is to play; the other side has not."""
    for seed in range(1, 200):
        game = new_game(preset, seed=seed, names=names)
        for count in range(200):
            if game.result is not None or game.to_act is None:
                break
            view = game.view(seat)
            reached = view.get("reached_101") or []
            if (game.to_act == seat and reached and reached[view["side"]]
                    and sum(reached) == 1 and "aus" in game.legal(seat)):
                return seed, count
            first_moves(game, 1)
    raise AssertionError("no seed gave the seat its 101")


def fix_the_game(name, seed, count):
    """The builder's one line: the table `name` sits at plays the engine's game
    `seed` after `count` first moves (never `aus`); every seat gets the state."""
    return ("py from evennia import search_object; from game.cardgames import new_game; "
            "from game.faces.tabledata import send_state; "
            f"c = search_object('{name}')[0]; "
            "t = [o for o in c.location.contents if hasattr(o, 'seats') "
            "and o.seats.of(c) is not None][0]; m = t.match; "
            f"g = new_game(m.preset, seed={seed}, names=m.game.names); "
            "(lambda g: [g.act(g.to_act, next(x for x in g.legal(g.to_act) if x != 'aus')) "
            f"for _ in range({count})])(g); m.game = g; t.save_match(m); t.turns.schedule(); "
            "send_state(t); me.msg('Fest gelegt, am Zug: ' + g.names[g.to_act])")


def said(player, text):
    """How often the text window holds a line with `text`."""
    return player.messages.get_by_text(text).count()


def wait_said(player, text, times=1, timeout=30000):
    """Wait until `text` stands `times` times in the text window."""
    deadline = timeout // 100
    for _ in range(deadline):
        if said(player, text) >= times:
            return
        player.page.wait_for_timeout(100)
    raise AssertionError(f"„{text}“ not {times} times in the text window: "
                         f"{player.messages.inner_text()[-800:]}")


def wait_my_turn(player):
    for _ in range(60):
        state, since = player.snapshot()
        if state and state["my_turn"]:
            return state
        player.wait_for_news(since)
    raise AssertionError("never my turn")


def keys_to_the_table(player):
    """Take the focus out of the input line (where keys are text) to a card."""
    player.pane.locator(".kt-hand-karte").first.focus()


def press_aus(player):
    """A at the table: `aus` goes, the table asks first (A again or Enter says
    yes, „Ja“ has the focus); returns the whole question as it reads."""
    page = player.page
    keys_to_the_table(player)
    page.keyboard.press("a")
    question = page.locator(".kt-frage-dialog")
    question.wait_for(timeout=30000)
    assert page.evaluate("window.Kartenrunde.gesendet.slice(-1)") == ["aus"]
    assert question.locator(".kt-frage-ja").evaluate("b => b === document.activeElement")
    assert question.locator(".kt-frage-tasten").inner_text() == "A oder Enter: ja · Esc: nein"
    return question.inner_text()


def still_running(player):
    state = player.state()
    assert state and not state["over"], state and state["over"]
    assert not player.settlement_shown()
    assert player.pane.locator(".kt-hand-karte").count() == len(state["hand"]) > 0
    said = player.messages.inner_text()  # nobody called, not even the player („Du rufst“)
    assert "ruft: Aus!" not in said and "rufst: Aus!" not in said  # (the question names Untergaigel)


def clean(player):
    assert "Unhandled" not in player.messages.inner_text()
    assert not player.errors, player.errors
    outside = [url for url in player.requests if not is_local(url)]
    assert not outside, f"requests left the machine: {outside}"
    assert player.leaks.oob and not player.leaks.leaks, player.leaks.leaks
    assert not player.dom_leaks(), player.dom_leaks()


def leave(player):
    player.type("aufgeben", "(j/n)")
    player.type("j", "Die Partie ist aus.")
    player.type("aufstehen", "Du stehst")


def test_a_at_0_and_at_101_asks_the_same_and_escape_plays_on(game_server, browser, players):
    player = Player(browser, game_server)
    page = player.page
    player.create_and_log_in("Ausrufer", "Eichel-Aus-Frag-7")
    player.type("anzeige punkte an", "deine Augen")
    player.type("spiel gaigel zu zweit bis 3", "Eine Partie")
    player.pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    player.wait_until("window.Kartenrunde.tisch.points")
    state = player.state()
    assert state["preset"] == "gaigel2" and state["points"]["own"] == 0, state.get("points")

    # at 0 points: A asks, Escape plays on
    asked_at_0 = press_aus(player)
    assert AUS_QUESTION in asked_at_0
    page.keyboard.press("Escape")
    assert not page.locator(".kt-frage-dialog").count()
    wait_said(player, NO)
    assert page.evaluate("window.Kartenrunde.gesendet.slice(-2)") == ["aus", "n"]
    still_running(player)
    press_aus(player)  # a word typed at the table („ah…“): the next letter says no
    page.keyboard.press("h")
    assert not page.locator(".kt-frage-dialog").count()
    wait_said(player, NO, times=2)
    assert page.evaluate("window.Kartenrunde.gesendet.slice(-2)") == ["aus", "n"]
    still_running(player)

    # at 101: the same question, Escape plays on, J calls it
    seat, names = state["seat"], [s["name"] for s in state["seats"]]
    seed, count = deal_with_101("gaigel2", seat, names)
    admin = players(*game_server.admin, create=False)
    admin.command(fix_the_game("Ausrufer", seed, count), "Fest gelegt, am Zug: Ausrufer")
    player.wait_until("window.Kartenrunde.tisch.points.own >= 101 && window.Kartenrunde.tisch.my_turn")
    asked_at_101 = press_aus(player)
    assert asked_at_101 == asked_at_0  # the question gives nothing away
    page.keyboard.press("Escape")
    wait_said(player, NO, times=3)
    still_running(player)
    assert player.state()["points"]["own"] >= 101
    press_aus(player)
    page.keyboard.press("a")  # the second A says yes
    panel = player.pane.locator(".kt-abrechnung")
    panel.wait_for(timeout=30000)
    assert "Abrechnung" in panel.inner_text() and "Untergaigel" not in panel.inner_text()
    assert "Du rufst: Aus!" in player.messages.inner_text()  # the own call, second person
    clean(player)
    leave(player)


def test_rat_asks_before_it_costs_and_escape_costs_nothing(game_server, browser):
    player = Player(browser, game_server)
    page = player.page
    player.create_and_log_in("Ratsuchend", "Herz-Rat-Frag-3")
    player.type("spiel 66 bis 3", "Eine Partie")
    player.pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    wait_my_turn(player)
    question = page.locator(".kt-frage-dialog")
    for _ in range(2):  # asked, said no: asked again, it cost nothing
        keys_to_the_table(player)
        page.keyboard.press("r")
        question.wait_for(timeout=30000)
        text = question.inner_text()
        assert "nicht mehr für die Bestenliste" in text and "Platzbonus" in text, text
        assert "Willst du trotzdem fragen?" in text
        assert "R oder Enter: ja · Esc: nein" in text
        assert not said(player, "Der Rat:")
        page.keyboard.press("Escape")
        assert not question.count()
        assert not player.pane.locator(".kt-info").is_visible()
    wait_said(player, NO, times=2)
    assert not said(player, "Der Rat:")
    keys_to_the_table(player)
    page.keyboard.press("r")
    question.wait_for(timeout=30000)
    page.keyboard.press("r")  # the second R says yes
    wait_said(player, "Der Rat:", timeout=60000)
    info = player.pane.locator(".kt-info")
    assert info.is_visible() and "Der Rat:" in info.inner_text()
    assert "Vorweg" not in info.inner_text()  # the question said it; not a second time
    page.wait_for_timeout(3500)  # past the Rat's cooldown (RAT_COOLDOWN)
    keys_to_the_table(player)
    page.keyboard.press("r")  # paid for in this game: no question now
    wait_said(player, "Der Rat:", times=2, timeout=60000)
    assert not question.count()
    clean(player)
    leave(player)


def test_aufgeben_ends_in_the_panel_and_neue_partie_keeps_the_computer(game_server, browser,
                                                                      tmp_path):
    player = Player(browser, game_server)
    page, pane = player.page, player.pane
    player.create_and_log_in("Aufgeberin", "Laub-Auf-Geb-5")
    player.type("spiel 66 bis 11", "Eine Partie")  # not the table's 7: the length is kept
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    first = player.state()
    assert first["score"]["target"] == 11
    play_game_by_clicks(player, tmp_path)  # one game played out (Verlauf, Analyse: this one)
    pane.locator(".kt-abrechnung").get_by_role("button", name=re.compile("Weiter")).click()
    player.wait_until("window.Kartenrunde.tisch && !window.Kartenrunde.tisch.over")
    pane.locator(".kt-abrechnung").wait_for(state="hidden", timeout=30000)
    player.type("aufgeben", "(j/n)")
    question = page.locator(".kt-frage-dialog")
    question.wait_for(timeout=30000)  # asked in the pane too
    assert question.locator(".kt-frage-tasten").inner_text() == "Enter: ja · Esc: nein"
    page.keyboard.press("Enter")  # „Ja“ has the focus
    end = pane.locator(".kt-abrechnung")
    end.wait_for(timeout=30000)
    end.get_by_text("Dein Rang").wait_for(timeout=30000)  # the seats after the match came
    text = end.inner_text()
    assert "Die Partie ist aus" in text and "Du hast die Partie aufgegeben." in text, text
    assert on_top(page, ".kt-abrechnung")
    for name in ("Neue Partie", "Verlauf", "Analyse"):
        assert end.get_by_role("button", name=name).is_visible(), name
    info = pane.locator(".kt-info")
    # the answers: the game played out before (no game runs now), never a refusal
    for name, answer in (("Verlauf", "Das letzte Spiel:"), ("Analyse", "Entscheidungen")):
        end.get_by_role("button", name=name).click()
        info.wait_for(timeout=10000)
        assert on_top(page, ".kt-info"), name
        assert on_top(page, ".kt-info .kt-schliessen"), name
        assert not end.is_visible(), name  # in its place, one panel at a time
        info.get_by_text(answer).wait_for(timeout=60000)
        assert on_top(page, ".kt-info"), name  # still, with the server's answer in it
        assert not pane.locator(".kt-meldung.kt-fehler").count(), name  # no refusal
        assert "kein Spiel" not in info.inner_text(), info.inner_text()
        info.get_by_role("button", name="Schließen").click()
        assert not info.is_visible() and end.is_visible() and on_top(page, ".kt-abrechnung")
    end.get_by_role("button", name="Neue Partie").click()
    player.wait_until("window.Kartenrunde.tisch && !window.Kartenrunde.tisch.over"
                      " && window.Kartenrunde.tisch.score.parties.every(p => p.score === 0)")
    pane.locator(".kt-hand-karte").first.wait_for(timeout=30000)
    assert not end.is_visible() and not pane.locator(".kt-info").is_visible()
    state = player.state()
    others = [s for s in state["seats"] if s["seat"] != state["seat"]]
    assert others and all(s["computer"] for s in others), state["seats"]
    assert [s["name"] for s in others] == [s["name"] for s in first["seats"]
                                           if s["seat"] != first["seat"]]
    assert state["score"]["target"] == 11  # the last match's length
    wait_my_turn(player)  # a card played in the new match: still no old Abrechnung
    _, since = player.snapshot()
    pane.locator(".kt-hand-karte.kt-spielbar").first.click()
    player.wait_for_news(since)
    assert not end.is_visible()
    clean(player)
    leave(player)
