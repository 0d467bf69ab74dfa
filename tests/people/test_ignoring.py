"""Ignoring: after `ignoriere TestAccount2`, nothing of TestAccount2's reaches
TestAccount by room speech, table talk, channel, private message (now or waiting),
friends' news, invitation or the waiting list, while TestAccount2 reads the usual
confirmations; the list is the account's and survives a reload (its Attribute)."""

from unittest.mock import MagicMock, patch

import evennia
from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object

from game.commands import everyday, talk
from game.commands.conduct import CmdIgnoriere
from game.commands.messages import CmdAntworte, CmdNachricht
from game.common.tableerror import TableError
from game.house import invitations, waiting
from game.people import friends, ignoring
from game.people.channels import PLAUSCH, join_plausch, talk_channel
from game.people.privatemessages import deliver_waiting, last_writer, pages_of
from game.typeclasses.carddecks import SixtySixDeck
from tests.helpers.people import PeopleTest
from tests.helpers.tables import connect

PlauschCmd = talk.CHANNEL_COMMANDS[0]


def screen(obj):
    """What reaches `obj`'s connection (after its own filters): a list of plain texts."""
    seen = []
    session = MagicMock()
    session.data_out = lambda **kwargs: seen.append(
        strip_ansi(str(kwargs.get("text")[0] if isinstance(kwargs.get("text"), tuple)
                       else kwargs.get("text"))))
    obj.sessions.all = lambda: [session]
    obj.sessions.count = lambda: 1
    return seen


class IgnoringTest(PeopleTest):
    def setUp(self):
        super().setUp()
        connect(self.char1)
        connect(self.char2)

    def ignore(self):
        self.call(CmdIgnoriere(), "TestAccount2", "Du ignorierst jetzt TestAccount2",
                  caller=self.account)


class TestTheList(IgnoringTest):
    def test_ignoriere_keeps_the_list_in_the_accounts_attribute_and_ignoriert_shows_it(self):
        self.ignore()
        self.account.attributes.reset_cache()
        assert self.account.attributes.get("ignored") == [self.account2.id]
        assert ignoring.ignores(self.char1, self.char2)
        assert not ignoring.ignores(self.char2, self.char1)
        self.call(CmdIgnoriere(), "", "Du ignorierst: TestAccount2.", caller=self.account,
                  cmdstring="ignoriert")

    def test_ignoriere_aus_hears_again_and_bad_names_change_nothing(self):
        self.ignore()
        self.call(CmdIgnoriere(), "testaccount2", "TestAccount2 ignorierst du schon.",
                  caller=self.account)
        self.call(CmdIgnoriere(), "TestAccount", "Dich selbst kannst du nicht ignorieren.",
                  caller=self.account)
        self.call(CmdIgnoriere(), "Niemand", "Niemand heißt „Niemand“.", caller=self.account)
        self.call(CmdIgnoriere(), "aus TestAccount2", "Du hörst TestAccount2 wieder.",
                  caller=self.account)
        assert not ignoring.ignores(self.account, self.account2)
        self.call(CmdIgnoriere(), "aus TestAccount2", "TestAccount2 ignorierst du gar nicht.",
                  caller=self.account)
        self.call(CmdIgnoriere(), "", "Du ignorierst niemanden.", caller=self.account)


class TestRoomAndTable(IgnoringTest):
    def test_sag_emote_and_fluester_of_the_ignored_do_not_arrive_but_the_speaker_is_told(self):
        self.ignore()
        mine = screen(self.char1)
        self.call(everyday.CmdSag(), "Hallo du", 'Du sagst: "Hallo du"', caller=self.char2)
        self.call(everyday.CmdEmote(), "winkt", "Char2 winkt", caller=self.char2)
        self.call(everyday.CmdFluester(), "Char = psst", "Du flüsterst Char zu",
                  caller=self.char2)
        assert not any("Hallo du" in line or "winkt" in line or "psst" in line for line in mine)

    def test_the_others_still_hear_the_ignored_and_the_ignorer_hears_the_others(self):
        self.ignore()
        theirs = screen(self.char2)
        mine = screen(self.char1)
        self.call(everyday.CmdSag(), "Servus", 'Du sagst: "Servus"', caller=self.char1)
        assert any("Char sagt: \"Servus\"" in line for line in theirs)
        self.call(everyday.CmdSag(), "Auch servus", "Du sagst", caller=self.char2)
        assert not any("Auch servus" in line for line in mine)

    def test_a_shared_tables_moves_still_show_only_its_talk_is_hidden(self):
        self.ignore()
        deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        deck.seats.sit(self.char1)
        deck.seats.sit(self.char2)
        mine = screen(self.char1)
        deck.announce("Char2 spielt Herz Ass.")  # a move's line comes from the table
        self.char2.location.msg_contents(("Char2 spielt mit.", {"type": "say"}),
                                         from_obj=self.char2)
        assert any("Char2 spielt Herz Ass." in line for line in mine)
        assert not any("spielt mit" in line for line in mine)


class TestChannel(IgnoringTest):
    def test_a_plausch_line_of_the_ignored_does_not_arrive_the_others_get_it(self):
        self.ignore()
        channel = talk_channel(PLAUSCH)
        join_plausch(self.account)
        join_plausch(self.account2)
        self.account.is_connected = self.account2.is_connected = True
        with patch.object(self.account, "msg") as mine, \
                patch.object(self.account2, "msg") as theirs:
            channel.msg("Hallo alle", senders=[self.account2])
            channel.msg("Hallo zurück", senders=[self.account])
        assert "Hallo alle" not in str(mine.call_args_list)
        assert "Hallo zurück" in str(theirs.call_args_list)
        assert "Hallo alle" in str(theirs.call_args_list)  # nobody after the ignorer misses it


class TestPrivateMessages(IgnoringTest):
    def online(self, account):
        account.sessions.count = lambda: 1
        account.is_connected = True

    def test_a_message_of_the_ignored_is_not_shown_listed_or_answered_the_sender_is_told(self):
        self.ignore()
        self.online(self.account)
        with patch.object(self.account, "msg") as mine:
            self.call(CmdNachricht(), "TestAccount = Hörst du mich?",
                      "Du schreibst TestAccount: Hörst du mich?", caller=self.account2)
        assert "Hörst du mich" not in str(mine.call_args_list)
        assert not list(pages_of(self.account))
        assert last_writer(self.account) is None
        self.call(CmdNachricht(), "", "Du hast noch keine Nachrichten.", caller=self.account)
        self.call(CmdAntworte(), "Hallo", "Dir hat noch niemand geschrieben", caller=self.account)
        assert len(pages_of(self.account2, received=False)) == 1  # the sender's own list has it

    def test_an_offline_message_of_the_ignored_is_never_shown_the_sender_reads_it_waits(self):
        """It holds a place among the sender's unread ones (so the sender's notes are
        anyone's: tests/people/test_privatemessages.py), never shown nor listed."""
        self.ignore()
        self.account.sessions.count = lambda: 0
        self.call(CmdNachricht(), "TestAccount = Wo bist du?",
                  "Du schreibst TestAccount: Wo bist du?|TestAccount ist gerade nicht da; die "
                  "Nachricht wartet", caller=self.account2)
        with patch.object(self.account, "msg") as mine:
            deliver_waiting(self.account)
        assert "Wo bist du" not in str(mine.call_args_list)
        assert not list(pages_of(self.account))

    def test_a_waiting_message_of_someone_ignored_since_is_not_shown_at_login(self):
        self.account.sessions.count = lambda: 0
        self.call(CmdNachricht(), "TestAccount = Vorher geschrieben", "Du schreibst",
                  caller=self.account2)
        assert self.account.db.waiting_messages
        self.ignore()
        with patch.object(self.account, "msg") as mine:
            deliver_waiting(self.account)
        assert "Vorher geschrieben" not in str(mine.call_args_list)


class TestFriendsInvitationsWaiting(IgnoringTest):
    def test_friends_news_passes_neither_way_between_the_two(self):
        self.account.friends.add(self.account2)
        self.account2.friends.add(self.account)
        with patch.object(evennia.SESSION_HANDLER, "all_connected_accounts",
                          lambda: [self.account, self.account2]):
            assert friends.listeners_of(self.account2) == [self.account]
            self.ignore()
            assert friends.listeners_of(self.account2) == []
            assert friends.listeners_of(self.account) == []

    def test_an_invitation_of_the_ignored_does_not_arrive_and_the_host_reads_the_usual_line(self):
        self.ignore()
        deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        with patch.object(self.char1, "msg") as mine, patch.object(self.char2, "msg") as host:
            invitations.invite(self.char2, self.char1, deck)
        assert "lädt dich" not in str(mine.call_args_list)
        assert "Du lädst Char an das 66-Kartenspiel ein." in str(host.call_args_list)
        assert self.char1.ndb.invitation is None

    def test_nobody_accepts_an_invitation_to_a_table_where_the_ignored_sits(self):
        self.ignore()
        deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        deck.seats.sit(self.char2)
        self.char1.ndb.invitation = {"table": deck.id, "host": self.char2.id,
                                     "at": __import__("time").monotonic()}
        with self.assertRaises(TableError) as refused:
            invitations.accept(self.char1)
        assert "Char2" in str(refused.exception)
        assert deck.seats.of(self.char1) is None
        deck.seats.stand(self.char2)
        deck.seats.sit(self.char1)
        self.char2.ndb.invitation = {"table": deck.id, "host": self.char1.id,
                                     "at": __import__("time").monotonic()}
        with self.assertRaises(TableError) as refused:  # the ignored one is not told why
            invitations.accept(self.char2)
        assert str(refused.exception) == "Die Einladung gilt nicht mehr."

    def test_the_waiting_list_never_seats_two_who_ignore_each_other_together(self):
        self.ignore()
        third = create_object(self.char1.__class__, key="Char3", location=self.room1)
        group = [{"id": self.char1.id}, {"id": self.char2.id}, {"id": third.id}]
        assert [entry["id"] for entry in waiting.together(group, 2)] == [self.char1.id, third.id]
        assert waiting.together(group[:2], 2) == [{"id": self.char1.id}]
