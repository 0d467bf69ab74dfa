"""Invitations cannot be fired at someone (issue 49): the same host invites the same
person once a minute, and every invitation counts against the speech rate."""

from unittest.mock import patch

from evennia.utils.create import create_object

from game.commands.table import seats as table_seats
from game.people import speech
from game.typeclasses.characters import Character
from tests.helpers.decks import DeckTest, heard


class InvitingTest(DeckTest):
    def setUp(self):
        super().setUp()
        self.now = [1000.0]
        clock = patch.object(speech, "clock", lambda: self.now[0])
        clock.start()
        self.addCleanup(clock.stop)
        self.char2.location = self.room2  # elsewhere: invited through the wide world
        self.call(table_seats.CmdSit(), "", "Du setzt dich")

    def invite(self, guest, wanted=""):
        with patch("game.house.invitations.online", lambda name: guest):
            return self.call(table_seats.CmdInvite(), guest.key, wanted)


class TestOnceAMinute(InvitingTest):
    def test_13_invitations_in_3_seconds_reach_the_guest_once(self):
        with patch.object(self.char2, "msg") as guest:
            self.invite(self.char2, "Du lädst Char2 an das 66-Kartenspiel ein.")
            for _ in range(12):
                self.now[0] += 0.25
                self.invite(self.char2, "Du hast Char2 eben erst eingeladen; noch einmal geht "
                            "es in ")
        assert heard(guest).count("lädt dich an das 66-Kartenspiel") == 1

    def test_after_a_minute_the_same_person_may_be_invited_again(self):
        self.invite(self.char2, "Du lädst Char2")
        self.now[0] += 59.5
        self.invite(self.char2, "Du hast Char2 eben erst eingeladen; noch einmal geht es in "
                    "einer Sekunde.")
        self.now[0] += 0.5
        with patch.object(self.char2, "msg") as guest:
            self.invite(self.char2, "Du lädst Char2")
        assert "lädt dich an das 66-Kartenspiel" in heard(guest)

    def test_invitations_count_against_the_speech_rate(self):
        guests = [create_object(Character, key=f"Gast{n}", location=self.room2)
                  for n in range(speech.LINES + 1)]
        for guest in guests[:speech.LINES]:
            self.invite(guest, f"Du lädst {guest.key}")
        with patch.object(guests[-1], "msg") as last:
            self.invite(guests[-1], "Langsam – du hast gerade 8 Zeilen")
        last.assert_not_called()
