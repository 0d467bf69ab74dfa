"""Complaints: stored as the ingame_reports contrib stores player reports, with what
the reported person last said quoted from the server's record (the channel log, the
room's speech), told to staff online at once and to staff away at their login, at
most three an hour, closed with a note that goes to the moderation log."""

from unittest.mock import patch

import evennia

from game.commands import everyday
from game.commands.conduct import CmdBeschwerde, CmdBeschwerden
from game.people import complaints, moderation
from game.people.channels import join_plausch
from game.people.privatemessages import pages_of
from tests.helpers.decks import heard
from tests.helpers.people import PeopleTest


class ComplaintTest(PeopleTest):
    """TestAccount (a Developer: staff) and TestAccount2 (a player) with Char2."""

    def setUp(self):
        super().setUp()
        self.channel_logs()
        self.connected_are(self.account2)
        self.reported = self.account  # the tests complain about TestAccount (Char)
        join_plausch(self.account)
        join_plausch(self.account2)

    def complain(self, text="beschimpft mich", expected="Deine Beschwerde über TestAccount"):
        return self.call(CmdBeschwerde(), f"TestAccount = {text}", expected,
                         caller=self.account2)


class TestFiling(ComplaintTest):
    def test_a_complaint_keeps_reporter_reported_text_and_the_channel_record_not_others_lines(self):
        self.plausch_log("TestAccount: Du bist ein Depp", "TestAccount2: Selber",
                         "TestAccount: Verschwinde")
        self.complain()
        report = complaints.open_ones().get()
        assert report.senders == [self.account2]
        assert complaints.reported_of(report) == self.account
        assert report.message == "beschimpft mich"
        lines = complaints.quoted(report)["lines"]
        assert lines == ["[Plausch] 18:30 TestAccount: Du bist ein Depp",
                         "[Plausch] 18:32 TestAccount: Verschwinde"]
        assert report.tags.get("report")  # the contrib's report, in its hub Script
        assert complaints.hub() in report.receivers

    def test_the_reported_person_never_sees_the_complaint(self):
        self.complain()
        assert not list(pages_of(self.account))
        assert not evennia.comms.models.Msg.objects.get_messages_by_receiver(self.account)

    def test_room_speech_is_quoted_from_the_room_the_reporter_is_in_whispers_never(self):
        self.call(everyday.CmdSag(), "Pfui", 'Du sagst: "Pfui"', caller=self.char1)
        self.call(everyday.CmdFluester(), "Char2 = geheim", "Du flüsterst", caller=self.char1)
        self.call(everyday.CmdEmote(), "lacht", "Char lacht", caller=self.char1)
        self.call(CmdBeschwerde(), "TestAccount = pöbelt", "Deine Beschwerde",
                  caller=self.char2)
        lines = complaints.quoted(complaints.open_ones().get())["lines"]
        assert len(lines) == 2 and lines[0].startswith("[Room]") and "TestAccount: Pfui" in lines[0]
        assert lines[1].endswith(" TestAccount lacht")

    def test_at_most_three_an_hour_and_bad_input_stores_nothing(self):
        for number in range(complaints.PER_HOUR):
            self.complain(f"Nummer {number}")
        self.complain("noch eine", "Du hast in der letzten Stunde schon 3 Beschwerden")
        self.call(CmdBeschwerde(), "TestAccount", "Benutzung: beschwerde <name>",
                  caller=self.account2)
        self.call(CmdBeschwerde(), "Niemand = x", "Niemand heißt „Niemand“.", caller=self.account2)
        self.call(CmdBeschwerde(), "TestAccount2 = x", "Über dich selbst", caller=self.account2)
        assert complaints.open_ones().count() == 3


class TestStaff(ComplaintTest):
    def test_staff_online_read_it_at_once_with_the_quote(self):
        self.plausch_log("TestAccount: Du bist ein Depp")
        staff = self.account2  # a second staff member who is online
        staff.permissions.add(moderation.PERMISSION)
        self.connected = [staff]
        helper = self.third_person("Zeuge")
        join_plausch(helper)
        with patch.object(staff, "msg") as told:
            self.call(CmdBeschwerde(), "TestAccount = beleidigt", "Deine Beschwerde",
                      caller=helper)
        text = heard(told)
        assert "Neue Beschwerde:" in text and "von Zeuge über TestAccount" in text
        assert "[Plausch] 18:30 TestAccount: Du bist ein Depp" in text

    def test_staff_away_read_it_at_login_once(self):
        self.connected = []
        self.complain()
        with patch.object(self.account, "msg") as told:
            complaints.tell_at_login(self.account)
            complaints.tell_at_login(self.account)
        assert heard(told).count("Während du weg warst, kam eine Beschwerde:") == 1

    def test_a_player_is_never_told_of_complaints_at_login(self):
        self.complain()
        with patch.object(self.account2, "msg") as told:
            complaints.tell_at_login(self.account2)
        told.assert_not_called()

    def test_beschwerden_lists_open_ones_and_erledigt_closes_with_a_note_in_the_log(self):
        self.complain()
        number = complaints.open_ones().get().id
        self.call(CmdBeschwerden(), "", f"Offene Beschwerden (1):\nBeschwerde {number} von "
                  "TestAccount2 über TestAccount", caller=self.account)
        self.call(CmdBeschwerde(), f"erledigt {number} = ermahnt", "Beschwerden erledigt nur",
                  caller=self.account2)
        self.call(CmdBeschwerde(), f"erledigt {number} = ermahnt",
                  f"Beschwerde {number} ist erledigt: ermahnt", caller=self.account)
        assert not complaints.open_ones().exists()
        entry = moderation.log_entries(1)[0]
        assert entry["by"] == "TestAccount" and entry["reason"] == "ermahnt"
        self.call(CmdBeschwerden(), "", "Es gibt keine offenen Beschwerden.",
                  caller=self.account)
        self.call(CmdBeschwerde(), f"erledigt {number} = nochmal",
                  f"Eine offene Beschwerde {number} gibt es nicht", caller=self.account)
