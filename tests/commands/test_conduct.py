"""The staff's commands: stumm, sperre, entsperre, vom tisch, aufsicht log; each writes
the moderation log with who and why, bad input changes nothing, players may not."""

from types import SimpleNamespace
from unittest.mock import MagicMock, patch

import evennia

from game.books import pairings, rating
from game.commands import conduct
from game.people import moderation
from tests.helpers.decks import DeckTest, heard
from tests.helpers.people import PeopleSetup


class ConductTest(PeopleSetup, DeckTest):
    """TestAccount is a Developer (staff); TestAccount2 plays Char2."""

    def setUp(self):
        super().setUp()
        self.stop_clocks(moderation, at=1_700_000_000.0)


class TestStumm(ConductTest):
    def test_stumm_on_every_channel_tells_the_person_and_is_logged(self):
        with patch.object(self.account2, "msg") as told:
            self.call(conduct.CmdStumm(), "TestAccount2 = 2 stunden, Beleidigungen",
                      "TestAccount2 ist auf allen Kanälen stumm bis", caller=self.account)
        assert "Die Aufsicht hat dich auf allen Kanälen stumm geschaltet bis" in heard(told)
        assert "Grund: Beleidigungen" in heard(told)
        assert self.account2.moderation.muted_on("Plausch")["until"] == self.now[0] + 7200
        entry = moderation.log_entries(1)[0]
        assert (entry["by"], entry["who"], entry["reason"]) == (
            "TestAccount", "TestAccount2", "Beleidigungen")

    def test_stumm_on_one_channel_without_a_time_is_an_hour_and_stumm_aus_lifts_it(self):
        self.call(conduct.CmdStumm(), "TestAccount2 plausch", "TestAccount2 ist auf dem Plausch "
                  "stumm bis", caller=self.account)
        assert self.account2.moderation.muted_on("Plausch")["until"] == self.now[0] + 3600
        assert self.account2.moderation.muted_on("Stammtisch") is None
        self.call(conduct.CmdStumm(), "aus TestAccount2 plausch",
                  "TestAccount2 darf auf dem Plausch wieder sprechen.", caller=self.account)
        self.call(conduct.CmdStumm(), "aus TestAccount2", "TestAccount2 ist auf allen Kanälen "
                  "nicht stumm geschaltet.", caller=self.account)
        assert [entry["action"] for entry in moderation.log_entries()] == [
            "stumm (auf dem Plausch)", "stumm aufgehoben (auf dem Plausch)"]

    def test_bad_input_mutes_nobody(self):
        self.call(conduct.CmdStumm(), "", "Benutzung: stumm <name>", caller=self.account)
        self.call(conduct.CmdStumm(), "Niemand", "Niemand heißt „Niemand“.", caller=self.account)
        assert not self.account2.moderation.mutes()
        assert moderation.log_entries() == []

    def test_players_cannot_use_the_staffs_commands(self):
        for command in (conduct.CmdStumm, conduct.CmdSperre, conduct.CmdEntsperre,
                        conduct.CmdVomTisch, conduct.CmdAufsicht, conduct.CmdBeschwerden):
            assert not command().access(self.account2, "cmd"), command
            assert command().access(self.account, "cmd"), command
        self.account2.permissions.add(moderation.PERMISSION)
        assert conduct.CmdSperre().access(self.account2, "cmd")


class TestSperre(ConductTest):
    def test_sperre_bans_disconnects_with_until_and_why_and_logs(self):
        session = MagicMock()
        with patch.object(self.account2.sessions, "all", lambda: [session]), \
                patch.object(evennia.SESSION_HANDLER, "disconnect") as cut, \
                patch.object(self.account2, "msg") as told:
            self.call(conduct.CmdSperre(), "TestAccount2 = 3 tage, Beleidigungen auf dem Plausch",
                      "TestAccount2 ist gesperrt bis", caller=self.account)
        cut.assert_called_once_with(session, reason="gesperrt")
        assert "Dein Konto ist gesperrt bis" in heard(told)
        assert self.account2.moderation.ban_entry()["until"] == self.now[0] + 3 * 86400
        self.call(conduct.CmdSperre(), "", "Gesperrt:\n  TestAccount2 bis", caller=self.account)
        self.call(conduct.CmdEntsperre(), "TestAccount2 = war ein Irrtum",
                  "TestAccount2 ist nicht mehr gesperrt", caller=self.account)
        assert moderation.login_refusal(self.account2) == ""
        assert [entry["action"] for entry in moderation.log_entries()] == ["gesperrt", "entsperrt"]

    def test_sperre_needs_a_time_and_a_reason_and_spares_the_staff(self):
        for args in ("TestAccount2", "TestAccount2 = 3 tage", "TestAccount2 = bald, weil",
                     "TestAccount2 = Grund ohne Zeit"):
            self.call(conduct.CmdSperre(), args, "Benutzung: sperre <name> = <dauer>, <grund>",
                      caller=self.account)
        self.call(conduct.CmdSperre(), "TestAccount = 1 tag, x", "Die Aufsicht sperrt einander",
                  caller=self.account)
        assert self.account2.moderation.ban_entry() is None

    def test_sperre_adresse_uses_evennias_ban_list(self):
        self.call(conduct.CmdSperre(), "adresse 10.0.0.* = 1 tag, Kontenflut",
                  "Die Adresse 10.0.0.* ist gesperrt bis", caller=self.account)
        assert self.account.__class__.is_banned(ip="10.0.0.3")
        self.call(conduct.CmdSperre(), "adresse zehn = 1 tag, x", "Eine Adresse schreibt man",
                  caller=self.account)
        self.call(conduct.CmdEntsperre(), "adresse 10.0.0.*",
                  "Die Adresse 10.0.0.* ist nicht mehr gesperrt.", caller=self.account)
        assert not self.account.__class__.is_banned(ip="10.0.0.3")

    def test_aufsicht_log_shows_every_action_and_one_persons(self):
        self.call(conduct.CmdStumm(), "TestAccount2 = 1 stunde, laut", "TestAccount2 ist",
                  caller=self.account)
        self.call(conduct.CmdSperre(), "TestAccount2 = 1 tag, wieder laut", "TestAccount2 ist",
                  caller=self.account)
        text = self.call(conduct.CmdAufsicht(), "log", "Buch der Aufsicht:", caller=self.account)
        assert "TestAccount: stumm (auf allen Kanälen) TestAccount2" in text
        assert "TestAccount: gesperrt TestAccount2" in text and "wieder laut" in text
        self.call(conduct.CmdAufsicht(), "log Niemand", "Im Buch der Aufsicht steht noch nichts "
                  "über Niemand.", caller=self.account)


class TestPaarungen(ConductTest):
    @patch.object(rating, "clock", lambda: 1_800_000_000.0)
    def test_aufsicht_paarungen_lists_today_s_pairs_most_first_and_one_address(self):
        self.char1.db.creator_id = self.account.id
        self.char2.db.creator_id = self.account2.id
        self.char2.location = self.room1
        for _ in range(2):  # two rated matches, each given up by Char2
            for obj in (self.char1, self.char2):
                if self.deck.seats.of(obj) is None:
                    self.deck.seats.sit(obj)
            self.deck.start(target=7)
            self.deck.give_up(self.char2)
        pairings.logged_in(self.account2, session=SimpleNamespace(address="203.0.113.9"))
        self.account.db.creator_ip = "203.0.113.9"
        text = self.call(conduct.CmdAufsicht(), "paarungen", "Gewertete Spiele heute zwischen "
                         "denselben zwei Leuten", caller=self.account)
        assert "2 × TestAccount und TestAccount2 (66) – dieselbe Adresse (203.0.113.9)" in text
        assert "203.0.113.9: TestAccount, TestAccount2" in text

    def test_without_games_it_says_so_and_players_may_not_ask(self):
        self.call(conduct.CmdAufsicht(), "paarungen", "Gewertete Spiele heute", caller=self.account)
        text = self.call(conduct.CmdAufsicht(), "paarungen", caller=self.account)
        assert "Heute gab es noch keine gewerteten Spiele zwischen Menschen." in text
        assert not conduct.CmdAufsicht().access(self.char2, "cmd")


class TestVomTisch(ConductTest):
    def test_during_a_match_a_computer_player_takes_the_seat_and_the_match_goes_on(self):
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.deck.start(seed=5)
        self.call(conduct.CmdVomTisch(), "TestAccount2 = beleidigt am Tisch",
                  "TestAccount2 ist vom Tisch genommen (66-Kartenspiel);", caller=self.account)
        entry = self.deck.seats.entries()[1]
        assert entry["npc"] and entry["id"] != self.char2.id
        assert self.deck.playing()
        assert self.deck.match.game.names[1] == entry["name"]
        assert self.deck.seats.of(self.char2) is None
        assert moderation.log_entries(1)[0]["action"] == "vom Tisch (66-Kartenspiel)"

    def test_between_matches_the_seat_is_freed_and_nobody_seated_is_said(self):
        self.deck.seats.sit(self.char2)
        self.call(conduct.CmdVomTisch(), "TestAccount2", "TestAccount2 ist vom Tisch genommen "
                  "(66-Kartenspiel).", caller=self.account)
        assert self.deck.seats.of(self.char2) is None
        self.call(conduct.CmdVomTisch(), "TestAccount2", "TestAccount2 sitzt an keinem Tisch.",
                  caller=self.account)
