"""What one person can load onto another by private messages is bounded (issue 49):
a name given many times is one recipient, at most five recipients, at most five
unread messages of one sender wait for one person and fifty in all, a message not
kept is said so to its sender, and every message goes after thirty days."""

from unittest.mock import patch

import evennia
from django.utils import timezone
from evennia.comms.models import Msg

from game.commands.conduct import CmdIgnoriere
from game.commands.messages import CmdNachricht
from game.people import privatemessages, speech
from game.people.privatemessages import deliver_waiting, pages_of, send, sweep
from tests.helpers.decks import heard
from tests.helpers.people import PeopleTest


class MessagesTest(PeopleTest):
    def setUp(self):
        super().setUp()
        self.stop_clocks(speech)
        self.carla = self.third_person()

    def write(self, args, wanted="Du schreibst", caller=None):
        self.now[0] += speech.WINDOW  # never too fast
        return self.call(CmdNachricht(), args, wanted, caller=caller or self.account)

    def waiting(self, account):
        account.attributes.reset_cache()
        return list(account.db.waiting_messages or [])

    def delivered(self, account):
        with patch.object(account, "msg") as shown:
            deliver_waiting(account)
        return heard(shown)


class TestRecipients(MessagesTest):
    def test_one_name_given_25_times_is_one_recipient_and_one_waiting_message(self):
        self.write("TestAccount2, " + ", ".join(["testaccount2"] * 24) + " = spam",
                   "Du schreibst TestAccount2: spam|TestAccount2 ist gerade nicht da")
        assert len(self.waiting(self.account2)) == 1
        assert self.delivered(self.account2).count("spam") == 1

    def test_a_message_to_more_than_five_people_is_refused_and_nothing_is_sent(self):
        names = [evennia.create_account(f"Gast{n}", None, "Kartenglück-1").key
                 for n in range(privatemessages.RECIPIENTS)]
        before = Msg.objects.count()
        self.write(", ".join(names + ["Carla"]) + " = an alle",
                   "Das sind 6 Empfänger; eine Nachricht geht an höchstens 5. Nichts wurde "
                   "gesendet.")
        assert Msg.objects.count() == before and not self.waiting(self.carla)
        self.write(", ".join(names) + " = an fünf", "Du schreibst")


class TestWaitingBox(MessagesTest):
    def test_a_sixth_unread_message_of_one_sender_is_not_kept_and_the_sender_reads_so(self):
        for number in range(privatemessages.FROM_ONE):
            self.write(f"TestAccount2 = Nummer {number}", f"Du schreibst TestAccount2: Nummer "
                       f"{number}|TestAccount2 ist gerade nicht da; die Nachricht wartet")
        text = self.write("TestAccount2 = Nummer 5", "Du schreibst TestAccount2: Nummer 5")
        assert ("Für TestAccount2 warten schon 5 ungelesene Nachrichten von dir; diese wird "
                "nicht aufbewahrt.") in text
        assert "die Nachricht wartet" not in text
        assert len(self.waiting(self.account2)) == privatemessages.FROM_ONE
        assert "Nummer 5" not in [page.message for page in pages_of(self.account2)]
        assert "kamen 5 Nachrichten" in self.delivered(self.account2)
        self.write("TestAccount2 = wieder Platz", "Du schreibst TestAccount2: wieder Platz|"
                   "TestAccount2 ist gerade nicht da; die Nachricht wartet")  # read: room again

    def test_a_flood_of_one_sender_never_pushes_out_another_persons_waiting_message(self):
        self.write("TestAccount2 = Carla hier", "Du schreibst TestAccount2: Carla hier|"
                   "TestAccount2 ist gerade nicht da; die Nachricht wartet", caller=self.carla)
        for number in range(privatemessages.WAITING + 5):
            send(self.account, [self.account2], f"Flut {number}")
        self.write("TestAccount2, " + ", ".join(["TestAccount2"] * 24)
                   + " = spam", "Du schreibst TestAccount2: spam")
        text = self.delivered(self.account2)
        assert "Nachricht von Carla: Carla hier" in text
        assert "Flut 0" in text and "Flut 5" not in text  # the first five of the flood

    def test_a_full_box_keeps_what_waits_and_the_new_sender_reads_that_it_is_not_kept(self):
        with patch.object(privatemessages, "WAITING", 2):
            send(self.account, [self.account2], "eins")
            send(self.account, [self.account2], "zwei")
            text = self.write("TestAccount2 = drei", "Du schreibst", caller=self.carla)
        assert ("Für TestAccount2 warten schon 2 ungelesene Nachrichten; diese wird nicht "
                "aufbewahrt.") in text
        shown = self.delivered(self.account2)
        assert "eins" in shown and "zwei" in shown and "drei" not in shown

    def test_for_someone_who_ignores_the_sender_the_box_fills_the_same_unseen(self):
        """The sender cannot tell from the notes that they are ignored."""
        self.call(CmdIgnoriere(), "TestAccount", "Du ignorierst jetzt", caller=self.account2)
        for number in range(privatemessages.FROM_ONE):
            self.write(f"TestAccount2 = Nummer {number}", f"Du schreibst TestAccount2: Nummer "
                       f"{number}|TestAccount2 ist gerade nicht da; die Nachricht wartet")
        self.write("TestAccount2 = Nummer 5", "Du schreibst TestAccount2: Nummer 5|Für "
                   "TestAccount2 warten schon 5 ungelesene Nachrichten von dir")
        assert "Nummer" not in self.delivered(self.account2)

    def test_the_unseen_messages_of_someone_ignored_leave_the_others_room(self):
        self.call(CmdIgnoriere(), "TestAccount", "Du ignorierst jetzt", caller=self.account2)
        with patch.object(privatemessages, "WAITING", 2):
            send(self.account, [self.account2], "eins")
            send(self.account, [self.account2], "zwei")
            self.write("TestAccount2 = Carla hier", "Du schreibst TestAccount2: Carla hier|"
                       "TestAccount2 ist gerade nicht da; die Nachricht wartet",
                       caller=self.carla)
        shown = self.delivered(self.account2)
        assert "Carla hier" in shown and "eins" not in shown


class TestKeptForThirtyDays(MessagesTest):
    def test_sweep_deletes_messages_older_than_thirty_days_and_what_waits_of_them(self):
        send(self.account, [self.account2], "alt")
        old = pages_of(self.account2)[0]
        Msg.objects.filter(id=old.id).update(
            db_date_created=timezone.now() - timezone.timedelta(days=privatemessages.KEPT_DAYS,
                                                                hours=1))
        send(self.account, [self.account2], "jung")
        assert sweep(force=True) == 1
        assert [page.message for page in pages_of(self.account2)] == ["jung"]
        shown = self.delivered(self.account2)
        assert "jung" in shown and "alt" not in shown and "kam eine Nachricht" in shown

    def test_the_house_keeper_sweeps_at_most_once_an_hour(self):
        now = timezone.now()
        assert sweep(now=now, force=True) == 0
        with patch.object(privatemessages, "all_pages") as pages:
            sweep(now=now + timezone.timedelta(minutes=59))
            pages.assert_not_called()
            sweep(now=now + timezone.timedelta(minutes=61))
            pages.assert_called_once()

    def test_the_house_keeper_calls_the_sweep(self):
        from game.typeclasses.scripts import HouseKeeper

        with patch.object(privatemessages, "sweep") as swept, \
                patch("game.typeclasses.scripts.rooms.sweep"), \
                patch("game.typeclasses.scripts.helpers.send_home"):
            HouseKeeper.at_repeat(None)
        swept.assert_called_once()
