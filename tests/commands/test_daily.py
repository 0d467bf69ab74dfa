"""`tagesspiel` and `bestenliste tagesspiel` (game/commands/daily.py): playing the
day's set once, the ranking, the comparison after midnight, the seeds."""

from game.commands.daily import CmdTagesspiel
from game.commands.records import CmdBestenliste
from game.daily import days, results, seeds
from game.typeclasses import daily as rooms
from tests.helpers.daily import DAY, DailyTest


class DailyCommandTest(DailyTest):
    def typed(self, args, caller=None, inputs=None):
        return self.call(CmdTagesspiel(), args, caller=caller or self.char1, inputs=inputs)

    def play_whole_set(self, obj, preset="66"):
        self.typed("66" if preset == "66" else "gaigel", caller=obj, inputs=["j"])
        table = rooms.running_set(obj)
        table.timers = self.timers
        self.play_set(table, obj)
        return table


class TestPlaying(DailyCommandTest):
    def test_the_overview_names_both_games_and_the_hashes_of_today_and_tomorrow(self):
        text = self.typed("")
        assert "Sechsundsechzig" in text and "Gaigel zu zweit" in text
        assert seeds.commitment(DAY) in text
        assert seeds.commitment(DAY + days.ONE_DAY) in text
        assert "noch nicht gespielt" in text

    def test_it_asks_once_then_takes_you_to_your_own_table(self):
        text = self.typed("66", inputs=["j"])
        assert "Das Tagesspiel Sechsundsechzig vom Dienstag, 03.06.2025 beginnt" in text
        assert "Deine Karten:" in text
        table = rooms.running_set(self.char1)
        assert self.char1.location == table.location != self.room1
        assert table.seats.of(self.char1) == 0

    def test_no_is_no(self):
        self.typed("gaigel", inputs=["n"])
        assert rooms.running_set(self.char1) is None
        assert results.set_of(self.char1, DAY, "gaigel2") is None

    def test_a_played_set_cannot_be_played_again_today(self):
        self.play_whole_set(self.char1)
        text = self.typed("66")
        assert "schon gespielt" in text
        assert "einmal am Tag" in text

    def test_one_set_at_a_time(self):
        self.typed("66", inputs=["j"])
        assert "Erst spielst du dein Tagesspiel Sechsundsechzig" in self.typed("gaigel")

    def test_leaving_midway_and_coming_back_goes_on_where_it_was(self):
        self.typed("66", inputs=["j"])
        table = rooms.running_set(self.char1)
        self.call_exit("zurück")
        assert self.char1.location == self.room1 and table.pk  # the room waits
        text = self.typed("66")
        assert "geht weiter: Spiel 1 von 6" in text
        assert self.char1.location == table.location

    def call_exit(self, word):
        way = next(obj for obj in self.char1.location.contents if obj.key == word)
        way.at_traverse(self.char1, way.destination)


class TestAfterwards(DailyCommandTest):
    def test_the_ranking_lists_the_finished_and_those_still_playing(self):
        self.play_whole_set(self.char1)
        self.typed("66", caller=self.char2, inputs=["j"])
        text = self.typed("rangliste 66")
        assert "1." in text and "Char" in text and "Stand jetzt" in text
        assert "Spielen noch: Char2 (0 von 6)" in text

    def test_the_comparison_waits_for_midnight_then_shows_both_deal_by_deal(self):
        self.play_whole_set(self.char1)
        self.play_whole_set(self.char2)
        assert "nach Mitternacht" in self.typed("vergleich 66 heute")
        self.set_clock(days.end(DAY) + 60)
        text = self.typed("vergleich 66")
        assert "du und Char2" in text or "Platz 1 des Tages" in text
        assert "Spiel 6" in text and "Augen" in text
        one = self.typed("vergleich 66 gestern 2")
        assert "Spiel 2:" in one and one.count("So war ausgeteilt") == 2

    def test_the_seed_is_shown_after_midnight_with_the_checkers_lines(self):
        before = self.typed("mischung")
        digest = seeds.commitment(DAY)
        assert digest in before and "nach Mitternacht aufgedeckt" in before
        assert seeds.dealing_seed(DAY).hex() not in before
        self.set_clock(days.end(DAY))
        after = self.typed("mischung 66 gestern")
        assert seeds.dealing_seed(DAY).hex() in after
        assert after.count("tools/pruefe_mischung.py --spiel 66") == 6

    def test_tomorrows_hash_is_out_today(self):
        assert seeds.commitment(DAY + days.ONE_DAY) in self.typed("mischung morgen")

    def test_the_months_board(self):
        self.play_whole_set(self.char1)
        text = self.call(CmdBestenliste(), "tagesspiel 66", caller=self.char1)
        assert "Bestenliste Tagesspiel Sechsundsechzig, Juni 2025" in text
        assert "Du stehst auf Platz 1 von 1." in text
        assert "Benutzung" in self.call(CmdBestenliste(), "tagesspiel schnapsen",
                                        caller=self.char1)

    def test_words_it_does_not_know_get_the_usage(self):
        assert "Benutzung" in self.typed("poker")
