"""
The web table test reads the pane's state and its message count together.

Under load a table message may reach the page between two of Playwright's
round trips: state read first and count read second then disagree, and the
game test waited for news after a count whose state it never saw (an answer
that had already come), which looked like a move the server left unanswered.
Here a page gets a new message between any two round trips, as under load,
in headless Chromium (no server needed).
"""

from tests.e2e.test_webclient import browser  # noqa: F401 (the fixture)
from tests.e2e.test_webtable import Player

PAGE = """
window.Kartenrunde = {zahl: 1, tisch: {nummer: 1, my_turn: false}};
window.ankunft = function () {  // the next kartenrunde_tisch, as kartenrunde.js keeps it
    var k = window.Kartenrunde;
    k.zahl += 1;
    k.tisch = {nummer: k.zahl, my_turn: k.zahl % 2 === 0};
};
"""


class MessagesBetweenRoundTrips:
    """A page on which a table message arrives after every evaluate."""

    def __init__(self, page):
        self.page = page

    def evaluate(self, expression):
        value = self.page.evaluate(expression)
        self.page.evaluate("window.ankunft()")
        return value

    def __getattr__(self, name):
        return getattr(self.page, name)


def test_the_state_and_its_count_are_read_together(browser):
    player = Player(browser, server=None)
    player.page.set_content("<html><body></body></html>")
    player.page.evaluate(PAGE)
    player.page = MessagesBetweenRoundTrips(player.page)
    for _ in range(4):
        state, since = player.snapshot()
        assert state["nummer"] == since, (state, since)  # the state that count stands for
        player.wait_for_news(since, timeout=5000)  # news after it: the next message came
