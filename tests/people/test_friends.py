"""The friends list: add, remove, list, told when a friend logs in or sits down, quiet."""

from unittest.mock import patch

import evennia
from evennia.utils.ansi import strip_ansi

from game.commands.friends import CmdFreund, CmdFreunde
from game.commands.table import seats as table_seats
from game.people import friends
from game.people.friends import Friends
from tests.helpers.decks import DeckTest, heard


class FriendsTest(DeckTest):
    def setUp(self):
        for name in ("log_file", "rotate_log_file"):
            quiet = patch(f"evennia.comms.comms.logger.{name}")
            quiet.start()
            self.addCleanup(quiet.stop)
        super().setUp()
        online = patch.object(evennia.SESSION_HANDLER, "all_connected_accounts",
                              lambda: [self.account, self.account2])
        online.start()
        self.addCleanup(online.stop)

    def befriend(self):
        """TestAccount2 has TestAccount (who plays Char) on its list."""
        self.call(CmdFreund(), "TestAccount", "TestAccount steht jetzt auf deiner Freundesliste.",
                  caller=self.account2)


class TestFriendList(FriendsTest):
    def test_freund_adds_and_the_list_is_kept_in_the_accounts_attribute(self):
        self.befriend()
        self.account2.attributes.reset_cache()
        assert Friends(self.account2).has(self.account)
        assert self.account2.attributes.get("friends") == [self.account.id]

    def test_freund_refuses_unknown_oneself_twice_and_computer_players(self):
        self.call(CmdFreund(), "Niemand", "Niemand heißt „Niemand“.", caller=self.account2)
        self.call(CmdFreund(), "TestAccount2", "Dich selbst musst du nicht",
                  caller=self.account2)
        self.befriend()
        self.call(CmdFreund(), "testaccount", "TestAccount steht schon auf deiner Freundesliste.",
                  caller=self.account2)
        self.npc.tags.add("kartenspieler", category="kartenwelt")
        self.call(CmdFreund(), "Ferdl", "Ferdl ist ein Computerspieler; auf die Freundesliste "
                  "kommen nur Menschen.", caller=self.account2)
        self.call(CmdFreund(), "", "Wen möchtest du aufnehmen?", caller=self.account2)

    def test_freund_weg_removes(self):
        self.befriend()
        self.call(CmdFreund(), "weg TestAccount", "TestAccount steht nicht mehr auf deiner",
                  caller=self.account2)
        assert not self.account2.friends.has(self.account)
        self.call(CmdFreund(), "weg TestAccount", "TestAccount steht nicht auf deiner",
                  caller=self.account2)

    def test_freunde_lists_who_is_there_and_where_they_sit(self):
        self.befriend()
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        text = strip_ansi(self.call(CmdFreunde(), "", "Deine Freundesliste:",
                                    caller=self.account2))
        assert "TestAccount – in Room, am Tisch: 66-Kartenspiel (wartet)" in text
        self.call(CmdFreunde(), "", "Deine Freundesliste ist leer.", caller=self.account)

    def test_a_friend_not_connected_is_listed_as_away(self):
        self.call(CmdFreund(), "TestAccount2", "TestAccount2 steht jetzt", caller=self.account)
        text = strip_ansi(self.call(CmdFreunde(), "", "Deine Freundesliste:",
                                    caller=self.account))
        assert "TestAccount2 – nicht da" in text


class TestFriendNews(FriendsTest):
    def test_a_friend_logging_in_is_told_with_the_place(self):
        self.befriend()
        self.char2.location = self.room2  # elsewhere: the room's greeting does not reach it
        with patch.object(self.account2, "msg") as told:
            self.char1.at_post_puppet()
        assert "Freundesliste: TestAccount ist jetzt da (in Room)." in heard(told)

    def test_a_login_soon_after_the_last_or_a_takeover_is_not_told_again(self):
        self.befriend()
        self.char1.at_post_puppet()
        with patch.object(self.account2, "msg") as told:
            self.char1.at_post_puppet()  # back within LOGIN_QUIET seconds
            self.account.ndb.friends_told_login = None  # so only the takeover keeps it quiet
            self.char1.ndb.changing_connection = True  # another client of the same account
            self.char1.at_post_puppet()
        assert "ist jetzt da" not in heard(told)

    def test_a_friend_in_the_same_room_is_told_of_a_login_once(self):
        self.befriend()
        with patch.object(self.account2, "msg") as news, \
                patch.object(self.char2, "msg") as room:
            self.char1.at_post_puppet()
        assert "ist jetzt da" not in heard(news) + heard(room)
        assert "TestAccount" in heard(room) or "Char" in heard(room)  # the room's greeting

    def test_a_friend_sitting_down_elsewhere_is_told(self):
        self.befriend()
        self.char2.location = self.room2
        with patch.object(self.account2, "msg") as told:
            self.call(table_seats.CmdSit(), "", "Du setzt dich")
        assert "Freundesliste: TestAccount setzt sich in Room an das 66-Kartenspiel." \
            in heard(told)

    def test_a_friend_in_the_same_room_is_not_told_twice(self):
        self.befriend()
        with patch.object(self.account2, "msg") as told:
            self.call(table_seats.CmdSit(), "", "Du setzt dich")
        assert "Freundesliste" not in heard(told)

    def test_freunde_leise_stops_the_news_and_laut_brings_it_back(self):
        self.befriend()
        self.call(CmdFreunde(), "leise", "Du bekommst keine Meldungen mehr", caller=self.account2)
        assert friends.listeners_of(self.account) == []
        self.call(CmdFreunde(), "laut", "Du erfährst wieder", caller=self.account2)
        assert friends.listeners_of(self.account) == [self.account2]
