"""
The web table pane marks a card just drawn and names the card that set trump
in 66 zu viert, without a server (the pane's own scripts on a bare page, the
states real ones from the engine: tablestate.py), as test_webtable_weiter.py.
"""

from game.cardgames import new_game, tablestate
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable_weiter import STATIC, WORLD, deliver, open_pane


def after_first_trick():
    """Seat 0's state once the first trick of a 66 game is over and both drew,
    with the card seat 0 drew flagged new (as the table passes it)."""
    game = new_game("66", seed=5, names=["Anna", "Bernd"])
    before = list(game.view(0)["hand"])
    events = []
    while not any(e["kind"] == "draw" for e in events):
        events = game.act(game.to_act, game.legal(game.to_act)[0])
    drawn = next(e for e in events if e["kind"] == "draw")["drawn"][0]
    assert drawn and drawn[0] not in before
    return tablestate.seat_state(game, 0, WORLD, new=drawn), drawn[0]


def test_a_card_just_drawn_wears_the_word_neu_and_says_it_to_a_screen_reader(browser):
    state, card = after_first_trick()
    page = open_pane(browser)
    page.add_style_tag(path=str(STATIC / "webclient" / "css" / "kartentisch.css"))
    deliver(page, "kartenrunde_tisch", state)
    fresh = page.locator(".kt-hand-karte.kt-neu")
    assert fresh.count() == 1
    number = next(e["number"] for e in state["hand"] if e["card"] == card)
    assert fresh.get_attribute("data-number") == str(number)
    assert "neu gezogen" in fresh.get_attribute("aria-label")
    badge = page.evaluate("getComputedStyle(document.querySelector('.kt-neu'), '::after').content")
    assert "neu" in badge
    old = dict(state, hand=[dict(e, new=False) for e in state["hand"]])
    deliver(page, "kartenrunde_tisch", old)  # played again: the mark goes
    assert page.locator(".kt-hand-karte.kt-neu").count() == 0


def test_66_zu_viert_names_the_dealers_card_that_set_trump(browser):
    world = dict(WORLD, seats=[{"computer": False, "stand_in": False}] * 4, score=[0] * 4)
    game = new_game("vierer", seed=1, names=["Anna", "Bernd", "Clara", "Dora"])
    state = tablestate.seat_state(game, 0, world)
    assert state["shown_trump"]
    page = open_pane(browser)
    deliver(page, "kartenrunde_tisch", state)
    head = page.locator(".kt-trumpf").inner_text()
    assert f"Dora hat {state['shown_trump']['label']} aufgedeckt" in head, head
