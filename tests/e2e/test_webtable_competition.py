"""
The web table pane (issue 30): the rating beside each name in the seats pane,
during a match and between matches, and the Revanche button in the last
Abrechnung of a match, which sends `revanche`. Headless Chromium with the
pane's own scripts and styles on a bare page; the states are real ones from
the engine (tablestate.py) with the ratings as the table sends them
(rating.seat_rating); screenshots in the test's temporary folder.
"""

from game.cardgames import new_game, rating, tablestate
from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable_weiter import STATIC, deliver, open_pane, sent


def seat_rating(value):
    return {"shown": round(rating.shown(value), 1), "provisional": rating.provisional(value),
            "text": rating.shown_text(value)}


ANNA = seat_rating({"mu": 27.4, "sigma": 6.2, "games": 4})
FERDL = seat_rating(rating.anchor("66", "normal"))
WORLD = {"preset_name": "Sechsundsechzig", "score": [0, 0], "score_unit": "Punkte", "target": 3,
         "seats": [{"computer": False, "stand_in": False, "rating": ANNA},
                   {"computer": True, "stand_in": False, "rating": FERDL}]}


def styled(browser):
    page = open_pane(browser)
    page.add_style_tag(path=str(STATIC / "webclient" / "css" / "kartentisch.css"))
    page.set_viewport_size({"width": 1000, "height": 700})
    return page


def test_the_seats_pane_shows_the_rating_beside_each_name(browser, tmp_path):
    game = new_game("66", seed=5, names=["Anna", "Ferdl"])
    page = styled(browser)
    deliver(page, "kartenrunde_tisch", tablestate.seat_state(game, 0, WORLD))
    ferdl = page.locator(".kt-platz[data-seat='1'] .kt-name")
    assert ferdl.inner_text().startswith("Ferdl") and "Wertung 22,0" in ferdl.inner_text()
    me = page.locator(".kt-ich")
    assert "Anna (du) Wertung 8,8 (vorläufig)" in " ".join(me.inner_text().split())
    page.screenshot(path=str(tmp_path / "wertung-am-tisch.png"))

    seats = {"version": 1, "table": "66-Kartenspiel", "game": "66", "preset": "66",
             "preset_name": "Sechsundsechzig", "card_names": "deutsch", "seat": 0,
             "seats": [{"seat": 0, "name": "Anna", "free": False, "computer": False,
                        "rating": ANNA},
                       {"seat": 1, "name": None, "free": True, "computer": False,
                        "rating": None}],
             "settings": {"target": 7, "score_unit": "Punkte", "think_time": 120,
                          "options": ""},
             "hint": "Es fehlen noch Mitspieler.", "actions": []}
    deliver(page, "kartenrunde_verlassen", None)
    deliver(page, "kartenrunde_plaetze", seats)
    places = " ".join(page.locator(".kt-plaetze").inner_text().split())
    assert "Anna (du) Wertung 8,8 (vorläufig)" in places and "frei" in places
    assert places.count("Wertung") == 1  # a free seat has none
    page.screenshot(path=str(tmp_path / "wertung-plaetze.png"))


def test_the_last_abrechnung_of_a_match_has_the_revanche_button(browser, tmp_path):
    game = new_game("66", seed=5, names=["Anna", "Ferdl"])
    page = styled(browser)
    deliver(page, "kartenrunde_tisch", tablestate.seat_state(game, 0, WORLD))
    while game.result is None:
        game.act(game.to_act, game.legal(game.to_act)[0])
    result = tablestate.result_state(game, WORLD, match_over=True)
    deliver(page, "kartenrunde_ergebnis", dict(result, revanche=None))
    panel = page.locator(".kt-abrechnung")
    assert panel.is_visible() and panel.locator(".kt-revanche").count() == 0
    deliver(page, "kartenrunde_ergebnis",
            dict(result, revanche={"command": "revanche", "label": "Revanche"}))
    button = panel.get_by_role("button", name="Revanche")
    assert button.is_visible()
    page.screenshot(path=str(tmp_path / "revanche.png"))
    button.click()
    assert sent(page) == ["revanche"]
