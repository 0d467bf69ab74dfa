"""The talk channels and conduct: a muted person's line is refused in German with the
time left; a new account waits for its first game or an hour on the Plausch (the
other channels and staff never wait); `plausch verlauf` and joining show the last
lines of Evennia's channel log, without those of people one ignores."""

from unittest.mock import patch

from game.commands import talk
from game.people import moderation
from game.people.channels import PLAUSCH, TALK_CHANNELS, join_plausch, talk_channel
from tests.helpers.people import PeopleTest

PlauschCmd, StammtischCmd = talk.CHANNEL_COMMANDS[0], talk.CHANNEL_COMMANDS[2]


class ChannelConductTest(PeopleTest):
    def setUp(self):
        super().setUp()
        self.channel_logs()
        self.stop_clocks(moderation, at=self.account2.date_created.timestamp() + 7200)  # 2 h old
        join_plausch(self.account2)
        self.account2.is_connected = True


class TestMuted(ChannelConductTest):
    def test_a_muted_line_is_refused_with_the_time_left_and_the_reason(self):
        self.account2.moderation.mute(None, 40 * 60, "Beleidigungen", "Hanne")
        with patch.object(talk_channel(PLAUSCH), "msg") as sent:
            self.call(PlauschCmd(), "Hallo", "Die Aufsicht hat dich auf dem Plausch stumm "
                      "geschaltet (noch 40 Minuten). Grund: Beleidigungen Nichts wurde gesendet.",
                      caller=self.account2)
        sent.assert_not_called()

    def test_a_mute_on_one_channel_leaves_the_others_and_runs_out(self):
        self.account2.moderation.mute("Plausch", 60, "x", "Hanne")
        self.call(StammtischCmd(), "an", "Du hörst den Stammtisch", caller=self.account2)
        self.call(StammtischCmd(), "Hallo", "[Stammtisch] TestAccount2: Hallo",
                  caller=self.account2)
        self.now[0] += 61
        self.call(PlauschCmd(), "Wieder da", "[Plausch] TestAccount2: Wieder da",
                  caller=self.account2)

    def test_a_new_character_of_the_same_account_is_muted_too(self):
        self.account2.moderation.mute(None, 600, "x", "Hanne")
        self.call(PlauschCmd(), "Hallo", "Die Aufsicht hat dich", caller=self.char2)


class TestNewcomers(ChannelConductTest):
    def test_a_new_account_waits_on_the_plausch_only(self):
        self.now[0] = self.account2.date_created.timestamp() + 600
        self.call(PlauschCmd(), "Hallo", "Auf dem Plausch sprechen neue Konten nach ihrem "
                  "ersten Spiel oder nach einer Stunde (noch 50 Minuten)", caller=self.account2)
        self.call(StammtischCmd(), "an", "Du hörst", caller=self.account2)
        self.call(StammtischCmd(), "Hallo", "[Stammtisch] TestAccount2: Hallo",
                  caller=self.account2)
        self.call(PlauschCmd(), "Hallo", "[Plausch] TestAccount: Hallo", caller=self.account)

    def test_one_game_played_lets_a_new_account_speak(self):
        self.now[0] = self.account2.date_created.timestamp() + 600
        with patch.object(talk, "played_a_game", lambda account: True):
            self.call(PlauschCmd(), "Hallo", "[Plausch] TestAccount2: Hallo",
                      caller=self.account2)


class TestHistory(ChannelConductTest):
    def write_log(self, *lines):
        self.plausch_log(*lines, at="18:4{}:05")

    def test_verlauf_shows_the_last_lines_of_the_channel_log(self):
        self.write_log("Anna: Servus", "TestAccount: :winkt", "Bertl: Wer spielt?")
        self.call(PlauschCmd(), "verlauf", "Zuletzt auf dem Plausch:\n 18:40 Anna: Servus\n"
                  " 18:41 TestAccount winkt\n 18:42 Bertl: Wer spielt?", caller=self.account2)

    def test_lines_of_someone_ignored_are_left_out(self):
        self.write_log("Anna: Servus", "TestAccount: Du da", "Bertl: Wer spielt?")
        self.account2.ignoring.add(self.account)
        text = self.call(PlauschCmd(), "verlauf", "Zuletzt auf dem Plausch:",
                         caller=self.account2)
        assert "Du da" not in text and "Wer spielt?" in text

    def test_joining_shows_the_last_lines_and_an_empty_log_says_so(self):
        self.call(PlauschCmd(), "verlauf", "Auf dem Plausch wurde zuletzt nichts gesagt.",
                  caller=self.account2)
        self.write_log("Anna: Servus")
        self.call(PlauschCmd(), "aus", "Du hast den Plausch abbestellt", caller=self.account2)
        self.call(PlauschCmd(), "an", "Du hörst den Plausch jetzt überall; plausch aus bestellt "
                  "ihn ab.|Zuletzt auf dem Plausch:\n 18:40 Anna: Servus", caller=self.account2)
        assert TALK_CHANNELS[0] is PLAUSCH
