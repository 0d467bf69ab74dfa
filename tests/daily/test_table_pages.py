"""No leak of the day's deals through the kept games (game/daily/table.py keeps
them hidden until midnight): another player's page is refused before midnight,
even when its player made it public; after midnight it opens like any game."""

import time

from django.test import Client

from game.books import gamelog, gamepages
from game.commands.partie import CmdPartie
from game.daily import days
from tests.helpers.daily import DailyTest


class TestDailyPages(DailyTest):
    def setUp(self):
        super().setUp()
        self.set_clock(time.time())  # the page's clock is the real one: play today
        table = self.begin(self.char1)
        self.play_set(table, self.char1, upto=1)
        self.record = gamelog.games(self.char1)[0]

    def get(self, account=None):
        client = Client(raise_request_exception=False)
        if account:
            client.force_login(account)
        return client.get(f"/partie/{self.record['id']}/")

    def test_another_player_never_sees_a_game_of_today_even_when_made_public(self):
        self.call(CmdPartie(), "1 öffentlich", "Dein Spiel vom", caller=self.char1)
        assert "kein Geheimnis mehr" in self.call(CmdPartie(), "1", caller=self.char1)
        assert self.get(self.account).status_code == 200  # its player does
        for account in (self.account2, None):
            response = self.get(account)
            assert response.status_code == 403
            assert self.record["deal"]["hands"][1][0] not in response.content.decode()

    def test_after_midnight_a_public_game_of_the_day_is_everybodys(self):
        gamepages.set_public(self.char1, self.record, True)
        kept = gamepages.find(self.record["id"])
        midnight = days.end(days.today(self.moment))
        assert not gamepages.may_see(kept, {self.char2.id}, now=midnight - 1)
        assert gamepages.may_see(kept, {self.char2.id}, now=midnight)
