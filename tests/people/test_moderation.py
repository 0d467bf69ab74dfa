"""Moderation's data: durations in German, mutes and bans that run out, address bans in
Evennia's own ban list with an end, and the log."""

from evennia.accounts.accounts import DefaultAccount
from evennia.server.models import ServerConfig
from evennia.utils.test_resources import EvenniaTest

from game.people import moderation
from game.people.moderation import Moderation, parse_duration
from tests.helpers.people import PeopleSetup


class ModerationTest(PeopleSetup, EvenniaTest):
    def setUp(self):
        super().setUp()
        self.stop_clocks(moderation, at=1_700_000_000.0)


class TestDurations(ModerationTest):
    def test_german_durations(self):
        assert parse_duration("3 tage") == 3 * 86400
        assert parse_duration("2 Stunden") == 7200
        assert parse_duration("eine woche") == 7 * 86400
        assert parse_duration("90 minuten") == 5400
        assert parse_duration("1 tag") == 86400
        for wrong in ("", "bald", "3", "tage", "0 tage", "400 tage", "drei äpfel"):
            assert parse_duration(wrong) is None, wrong

    def test_remaining_time_in_words(self):
        now = self.now[0]
        assert moderation.remaining_text(now + 30) == "noch eine Minute"
        assert moderation.remaining_text(now + 40 * 60) == "noch 40 Minuten"
        assert moderation.remaining_text(now + 5 * 3600) == "noch 5 Stunden"
        assert moderation.remaining_text(now + 3 * 86400) == "noch 3 Tage"


class TestMutesAndBans(ModerationTest):
    def test_a_mute_holds_on_its_channel_or_everywhere_until_its_time(self):
        muted = Moderation(self.account2)
        muted.mute("Plausch", 3600, "pöbelt", "Hanne")
        assert muted.muted_on("Plausch")["reason"] == "pöbelt"
        assert muted.muted_on("Stammtisch") is None
        muted.mute(None, 60, "flutet", "Hanne")
        assert muted.muted_on("Stammtisch")["reason"] == "flutet"
        self.now[0] += 61
        assert muted.muted_on("Stammtisch") is None
        assert muted.muted_on("Plausch")
        self.now[0] += 3600
        assert muted.muted_on("Plausch") is None

    def test_the_mute_and_ban_live_in_the_accounts_attributes(self):
        Moderation(self.account2).mute(None, 600, "x", "Hanne")
        Moderation(self.account2).ban(600, "y", "Hanne")
        self.account2.attributes.reset_cache()
        assert set(self.account2.attributes.get("muted")) == {moderation.EVERYWHERE}
        assert self.account2.attributes.get("banned")["reason"] == "y"
        assert Moderation(self.account2).unmute() and not Moderation(self.account2).mutes()

    def test_a_ban_refuses_login_with_until_and_why_until_it_runs_out(self):
        Moderation(self.account2).ban(3 * 86400, "Beleidigungen", "Hanne")
        text = moderation.login_refusal(self.account2)
        assert "Dein Konto ist gesperrt bis" in text and "Grund: Beleidigungen" in text
        self.now[0] += 3 * 86400 + 1
        assert moderation.login_refusal(self.account2) == ""

    def test_unban_lifts_at_once(self):
        Moderation(self.account2).ban(86400, "x", "Hanne")
        assert Moderation(self.account2).unban()
        assert moderation.login_refusal(self.account2) == ""
        assert not Moderation(self.account2).unban()


class TestAddressBans(ModerationTest):
    def test_an_address_ban_is_in_evennias_list_and_leaves_it_when_its_time_is_up(self):
        moderation.ban_address("10.0.0.*", 3600, "Kontenflut", "Hanne")
        assert DefaultAccount.is_banned(ip="10.0.0.7")
        assert not DefaultAccount.is_banned(ip="10.0.1.7")
        assert not DefaultAccount.is_banned(ip="10.0.0.70x")
        self.now[0] += 3601
        moderation.prune_address_bans()
        assert not DefaultAccount.is_banned(ip="10.0.0.7")

    def test_an_evennia_ban_without_an_end_stays_and_unban_takes_one_out(self):
        ServerConfig.objects.conf("server_bans", [("quälgeist", "", "", "", "")])
        moderation.ban_address("10.0.0.8", 60, "x", "Hanne")
        self.now[0] += 61
        moderation.prune_address_bans()
        assert DefaultAccount.is_banned(username="quälgeist")
        moderation.ban_address("10.0.0.9", 60, "x", "Hanne")
        assert moderation.unban_address("10.0.0.9")
        assert not DefaultAccount.is_banned(ip="10.0.0.9")
        assert not moderation.unban_address("10.0.0.9")


class TestLog(ModerationTest):
    def test_the_log_keeps_who_what_whom_why_and_filters_by_person(self):
        moderation.log("Hanne", "stumm (auf allen Kanälen)", "Bertram", "pöbelt",
                       self.now[0] + 3600)
        moderation.log("Hanne", "gesperrt", "Carla", "flutet", self.now[0] + 86400)
        assert [entry["who"] for entry in moderation.log_entries()] == ["Bertram", "Carla"]
        assert [entry["who"] for entry in moderation.log_entries(who="bertram")] == ["Bertram"]
        line = moderation.log_line(moderation.log_entries(who="Bertram")[0])
        assert "Hanne: stumm (auf allen Kanälen) Bertram (bis" in line and "– pöbelt" in line


class TestNewcomers(ModerationTest):
    def test_a_new_account_waits_an_hour_unless_it_played_staff_never(self):
        self.now[0] = self.account2.date_created.timestamp() + 600
        assert moderation.newcomer_wait(self.account2, lambda account: False) == 3000
        assert moderation.newcomer_wait(self.account2, lambda account: True) == 0
        assert moderation.newcomer_wait(self.account, lambda account: False) == 0  # Developer
        self.now[0] += 3000
        assert moderation.newcomer_wait(self.account2, lambda account: False) == 0

    def test_a_friend_of_an_established_player_both_ways_speaks_at_once(self):
        self.now[0] = self.account2.date_created.timestamp() + 600
        self.account2.friends.add(self.account)
        assert moderation.newcomer_wait(self.account2, lambda account: False) == 3000
        self.account.friends.add(self.account2)
        assert moderation.newcomer_wait(self.account2, lambda account: False) == 0
