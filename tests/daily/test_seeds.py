"""The day's seed (game/daily/seeds.py): drawn for today and tomorrow, its hash
public a day ahead, the seed itself never before the day's midnight and always
after it, sealed in the database; revealed into the kept games so `mischung
prüfen` checks them."""

import hashlib

from evennia.server.models import ServerConfig

from game.books import fairness, gamelog
from game.daily import days, seeds
from tests.helpers.daily import DAY, NEXT_DAY, NOON, DailyTest


class TestSeeds(DailyTest):
    def test_asking_for_today_commits_tomorrow_too_and_the_hash_is_the_seeds(self):
        today = seeds.commitment(DAY, NOON)
        stored = ServerConfig.objects.conf(seeds.KEY)
        assert set(stored) == {"2025-06-03", "2025-06-04"}
        assert hashlib.sha256(seeds.dealing_seed(DAY)).hexdigest() == today
        assert seeds.commitment(NEXT_DAY, NOON) == stored["2025-06-04"]["hash"] != today

    def test_the_seed_is_sealed_in_the_database(self):
        seeds.commitment(DAY, NOON)
        assert seeds.dealing_seed(DAY).hex() not in str(ServerConfig.objects.conf(seeds.KEY))

    def test_no_seed_before_midnight_and_the_committed_one_after(self):
        digest = seeds.commitment(DAY, NOON)
        assert seeds.revealed(DAY, NOON) is None
        assert seeds.revealed(DAY, days.end(DAY) - 1) is None
        shown = seeds.revealed(DAY, days.end(DAY))
        assert hashlib.sha256(bytes.fromhex(shown)).hexdigest() == digest

    def test_no_seed_is_drawn_for_a_day_gone_by_or_further_ahead(self):
        assert seeds.commitment(DAY - days.ONE_DAY, NOON) is None
        assert seeds.commitment(NEXT_DAY + days.ONE_DAY, NOON) is None
        assert seeds.revealed(DAY - days.ONE_DAY, NOON) is None

    def test_tomorrows_seed_drawn_today_is_the_one_dealt_tomorrow(self):
        committed = seeds.commitment(NEXT_DAY, NOON)
        self.set_clock(days.start(NEXT_DAY) + 10)
        assert seeds.commitment(NEXT_DAY) == committed

    def test_after_midnight_the_kept_games_get_the_seed_and_check_out(self):
        table = self.begin(self.char1)
        self.play_set(table, self.char1, upto=1)
        assert not seeds.reveal_into_games(self.char1)  # not before midnight
        record = gamelog.games(self.char1)[0]
        before = fairness.check_text(record, 1)
        assert "Spiel 1 des Tagesspiels" in before and "nach Mitternacht auf" in before
        self.set_clock(days.end(DAY) + 5)
        assert seeds.reveal_into_games(self.char1)
        record = gamelog.games(self.char1)[0]
        assert record["mischung"]["server_seed"] == seeds.revealed(DAY)
        assert "Die Mischung stimmt:" in fairness.check_text(record, 1)
