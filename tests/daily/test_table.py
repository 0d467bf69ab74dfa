"""The daily table (game/daily/table.py): the day's set dealt the same for
everybody, played once, booked and kept, closed at midnight; no advice, no
`nochmal`, no spectators, no analysis before midnight."""

from game.books import gamelog
from game.cardgames import provable
from game.daily import deals, results, seeds
from game.daily import table as daily
from game.typeclasses.tables import TableError
from tests.helpers.daily import DAY, NEXT_DAY, DailyTest
from game.daily import days


class TestDailyTable(DailyTest):
    def test_two_people_get_the_same_deals_in_the_same_order(self):
        first = self.begin(self.char1)
        second = self.begin(self.char2)
        assert first != second
        assert first.noted_deal()["deal"] == second.noted_deal()["deal"]
        self.play_set(first, self.char1, upto=1)
        self.play_set(second, self.char2, upto=1)
        first.settling.ready(self.char1)
        second.settling.ready(self.char2)
        assert first.match.deal_number == second.match.deal_number == 2
        assert first.noted_deal()["deal"] == second.noted_deal()["deal"]
        assert first.noted_deal()["dealer"] == deals.COMPUTER - 1 == 0

    def test_each_deal_is_the_provable_deal_of_its_number(self):
        table = self.begin(self.char1, "gaigel2")
        seed = seeds.dealing_seed(DAY)
        for number in range(1, 5):
            _, deal = deals.recomputed(DAY, "gaigel2", number, seed)
            assert table.noted_deal()["deal"] == deal
            self.play_set(table, self.char1, upto=number)
            if number < 4:
                table.settling.ready(self.char1)
        assert table.match.over and not table.playing()

    def test_a_whole_set_is_booked_deal_by_deal_and_kept_hidden_until_midnight(self):
        table = self.begin(self.char1)
        self.play_set(table, self.char1)
        found = results.set_of(self.char1, DAY, "66")
        assert found["done"] and [deal["n"] for deal in found["deals"]] == [1, 2, 3, 4, 5, 6]
        kept = gamelog.games(self.char1)
        assert len(kept) == 6
        assert all(record["hidden_until"] == days.end(DAY) for record in kept)
        assert {record["tagesspiel"]["number"] for record in kept} == {1, 2, 3, 4, 5, 6}
        assert all(record["mischung"]["hash"] == seeds.commitment(DAY) for record in kept)
        for deal in found["deals"]:
            assert deal["net"] == deal["won"] - deal["lost"]

    def test_the_set_is_begun_once_a_day(self):
        table = self.begin(self.char1)
        self.play_set(table, self.char1)
        with self.assertRaises(results.DailyError):
            self.begin(self.char1)
        self.set_clock(days.start(NEXT_DAY) + 60)
        assert self.begin(self.char1).match.deal_number == 1

    def test_no_advice_no_nochmal_no_spectators_no_analysis_at_the_table(self):
        table = self.begin(self.char1)
        with self.assertRaises(TableError):
            table.check_advice(self.char1)
        with self.assertRaises(TableError):
            table.watch(self.char2)
        with self.assertRaises(TableError):
            daily.check_engine_free(table, "analyse")
        self.play_set(table, self.char1, upto=1)
        with self.assertRaises(TableError):
            table.deal_again(self.char1)
        with self.assertRaises(TableError):
            daily.check_record(gamelog.games(self.char1)[0])
        self.set_clock(days.end(DAY))
        daily.check_record(gamelog.games(self.char1)[0])  # after midnight it may

    def test_after_midnight_the_running_set_is_closed_and_refuses_moves(self):
        table = self.begin(self.char1)
        self.play_set(table, self.char1, upto=2)
        table.settling.ready(self.char1)
        self.set_clock(days.end(DAY) + 1)
        assert not table.playing()
        legal = table.match.game.legal(0)
        with self.assertRaises(TableError):
            table.play(self.char1, legal[0])
        assert table.match is None
        assert len(results.set_of(self.char1, DAY, "66")["deals"]) == 2

    def test_no_weiter_deals_the_next_deal_after_midnight(self):
        table = self.begin(self.char1)
        self.play_set(table, self.char1, upto=1)
        self.set_clock(days.end(DAY) + 1)
        table.settling.ready(self.char1)
        assert table.match is None

    def test_the_seed_dealt_from_is_the_one_committed_the_day_before(self):
        self.set_clock(days.start(DAY) - 3600)  # the evening before
        committed = seeds.commitment(DAY)
        self.set_clock(days.start(DAY) + 3600)
        table = self.begin(self.char1)
        assert table.match.fair["hash"] == committed
        assert provable.commitment(seeds.dealing_seed(DAY)) == committed
