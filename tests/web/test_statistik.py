"""The player page's deal statistics: a bar chart for the owner, hidden from others
unless made public (web/statistik.py)."""

import re

from django.test import Client
from evennia.utils.test_resources import EvenniaTest

from game.books import dealcounts


class TestPlayerPage(EvenniaTest):
    def setUp(self):
        super().setUp()
        situation = "24:1:012345:6:0"
        for index, figures in enumerate([{"trumps": 2, "aces": 1, "marriages": 0},
                                         {"trumps": 0, "aces": 2, "marriages": 1}]):
            dealcounts.book(self.char1, f"t:{index}", "66", (situation, figures),
                            [(situation, {"trumps": 1, "aces": 1, "marriages": 0})],
                            ("012345", index))
        self.url = f"/characters/detail/{self.char1.key.lower()}/{self.char1.id}/"

    def page(self, account=None):
        client = Client(raise_request_exception=False)
        if account:
            client.force_login(account)
        response = client.get(self.url)
        assert response.status_code == 200
        return response.content.decode()

    def test_the_owner_sees_bars_of_counted_and_expected_figures(self):
        body = self.page(self.account)
        assert "Ausgeteilt: gezählt gegen den Zufall" in body
        assert "Trümpfe je Hand: 1,00 gezählt, 1,30 zu erwarten (2 Hände)" in body
        assert "Hände der Computerspieler gegen dich" in body
        widths = re.findall(r'style="width: ([\d.]+)%"', body)
        assert "33.3" in widths and "43.5" in widths  # 1.00 and 30/23 of 3 cards
        assert "Für einen Test sind es noch zu wenige Spiele." in body

    def test_others_see_it_only_once_it_is_public(self):
        assert "Ausgeteilt" not in self.page(self.account2)
        assert "Ausgeteilt" not in self.page()
        self.char1.db.statistik_public = True
        body = self.page(self.account2)
        assert "Hände von Char" in body and "Computerspieler gegen Char" in body


class TestPlayerPageInGerman(EvenniaTest):
    """Issue 46: the page is German throughout, not Evennia's object page."""

    def test_the_page_shows_the_portrait_not_character_detail(self):
        self.char1.db.desc = "Spielt am liebsten im Kaffeehaus."
        client = Client()
        client.force_login(self.account2)
        body = client.get(f"/characters/detail/{self.char1.key.lower()}/{self.char1.id}/")
        body = body.content.decode()
        assert "Spielt am liebsten im Kaffeehaus." in body
        assert "hat hier noch kein Spiel zu Ende gespielt" in body
        for english in ("Character Detail", "Desc", "None", "Image of", "placehold"):
            assert english not in body, english
        assert 'aria-label="Hauptmenü"' in body

    def test_without_a_description_it_says_so_in_german(self):
        body = Client().get(f"/characters/detail/{self.char1.key.lower()}/{self.char1.id}/")
        assert "hat noch nichts über sich verraten" in body.content.decode()
