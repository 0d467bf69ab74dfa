"""The friends list: asked and answered (friends only by both people's yes, issue 49),
removed, listed, told when a friend logs in or sits down, quiet."""

from unittest.mock import patch

from evennia.utils.ansi import strip_ansi

from game.commands.conduct import CmdIgnoriere
from game.commands.friends import CmdFreund, CmdFreunde
from game.commands.table import seats as table_seats
from game.people import friends
from game.people import speech
from game.people.friends import Friends, tell_requests
from tests.helpers.decks import DeckTest, heard
from tests.helpers.people import PeopleSetup


class FriendsTest(PeopleSetup, DeckTest):
    def setUp(self):
        super().setUp()
        self.connected_are(self.account, self.account2)
        self.account3 = self.third_person()
        self.stop_clocks(speech, friends)

    def befriend(self):
        """TestAccount2 asks TestAccount (who plays Char), who says yes."""
        self.call(CmdFreund(), "TestAccount", "Du fragst TestAccount, ob ihr Freunde sein "
                  "wollt.", caller=self.account2)
        self.call(CmdFreund(), "ja TestAccount2", "TestAccount2 und du seid jetzt Freunde",
                  caller=self.account)


class TestFriendList(FriendsTest):
    def test_freund_adds_and_the_list_is_kept_in_the_accounts_attribute(self):
        self.befriend()
        self.account2.attributes.reset_cache()
        assert Friends(self.account2).mutual(self.account)
        assert self.account2.attributes.get("friends") == [self.account.id]
        assert self.account.attributes.get("friends") == [self.account2.id]

    def test_freund_refuses_unknown_oneself_twice_and_computer_players(self):
        self.call(CmdFreund(), "Niemand", "Niemand heißt „Niemand“.", caller=self.account2)
        self.call(CmdFreund(), "TestAccount2", "Dich selbst musst du nicht",
                  caller=self.account2)
        self.befriend()
        self.call(CmdFreund(), "testaccount", "TestAccount steht schon auf deiner Freundesliste.",
                  caller=self.account2)
        self.call(CmdFreund(), "ja testaccount", "TestAccount steht schon auf deiner "
                  "Freundesliste.", caller=self.account2)
        self.npc.tags.add("kartenspieler", category="kartenwelt")
        self.call(CmdFreund(), "Ferdl", "Ferdl ist ein Computerspieler; auf die Freundesliste "
                  "kommen nur Menschen.", caller=self.account2)
        self.call(CmdFreund(), "", "Wen möchtest du fragen?", caller=self.account2)

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
        self.call(CmdFreunde(), "", "Auf deiner Freundesliste steht noch niemand.",
                  caller=self.account3)

    def test_a_friend_not_connected_is_listed_as_away(self):
        self.befriend()
        self.account2.sessions.count = lambda: 0
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


class TestAskingFirst(FriendsTest):
    """`freund Anna` used to tell the asker of Anna's every login and seat, Anna never
    asked (issue 49): now it asks, and only her yes makes them friends."""

    def ask(self, asker, name, wanted="Du fragst"):
        self.now[0] += speech.WINDOW
        return self.call(CmdFreund(), name, wanted, caller=asker)

    def test_an_ask_alone_tells_the_asker_nothing_of_the_others_logins_seats_or_place(self):
        with patch.object(self.account, "msg") as asked:
            self.ask(self.account2, "TestAccount", "Du fragst TestAccount, ob ihr Freunde sein "
                     "wollt. Sagt TestAccount ja, erfahrt ihr beide")
        assert "TestAccount2 möchte mit dir befreundet sein" in heard(asked)
        assert "freund ja TestAccount2" in heard(asked)
        self.char2.location = self.room2
        with patch.object(self.account2, "msg") as told:
            self.char1.at_post_puppet()
            self.call(table_seats.CmdSit(), "", "Du setzt dich")
        assert "Freundesliste" not in heard(told)
        assert friends.listeners_of(self.account) == []
        text = strip_ansi(self.call(CmdFreunde(), "", "Auf deiner Freundesliste steht noch "
                                    "niemand.", caller=self.account2))
        assert "Gefragt, noch ohne Antwort: TestAccount." in text
        assert "in Room" not in text and "66-Kartenspiel" not in text

    def test_the_yes_makes_friends_and_both_hear_of_each_other(self):
        self.ask(self.account2, "TestAccount")
        assert "Möchten mit dir befreundet sein: TestAccount2" in strip_ansi(
            self.call(CmdFreunde(), "", "Auf deiner Freundesliste", caller=self.account))
        with patch.object(self.account2, "msg") as told:
            self.call(CmdFreund(), "ja TestAccount2", "TestAccount2 und du seid jetzt Freunde",
                      caller=self.account)
        assert "TestAccount sagt ja: ihr seid jetzt Freunde." in heard(told)
        assert friends.listeners_of(self.account) == [self.account2]
        assert friends.listeners_of(self.account2) == [self.account]
        assert self.account.friends.requests() == []

    def test_asking_back_is_a_yes(self):
        self.ask(self.account2, "TestAccount")
        self.ask(self.account, "TestAccount2", "TestAccount2 und du seid jetzt Freunde")
        assert self.account.friends.mutual(self.account2)

    def test_ja_without_an_ask_and_nein_without_one_are_refused(self):
        self.call(CmdFreund(), "ja TestAccount2", "TestAccount2 hat dich nicht gefragt.",
                  caller=self.account)
        self.call(CmdFreund(), "nein TestAccount2", "TestAccount2 hat dich nicht gefragt.",
                  caller=self.account)
        assert not self.account.friends.ids()

    def test_nein_is_not_told_and_a_new_ask_of_theirs_arrives_nowhere(self):
        self.ask(self.account2, "TestAccount")
        with patch.object(self.account2, "msg") as asker:
            self.call(CmdFreund(), "nein TestAccount2", "Du sagst nein zu TestAccount2. "
                      "TestAccount2 erfährt es nicht", caller=self.account)
        asker.assert_not_called()
        self.ask(self.account2, "weg TestAccount", "Deine Frage an TestAccount ist "
                 "zurückgenommen.")
        self.now[0] += friends.ASK_QUIET
        with patch.object(self.account, "msg") as asked:
            self.ask(self.account2, "TestAccount", "Du fragst TestAccount, ob ihr Freunde")
        asked.assert_not_called()
        assert self.account.friends.requests() == []

    def test_an_ask_of_someone_ignored_never_arrives_and_the_asker_reads_the_usual(self):
        self.call(CmdIgnoriere(), "TestAccount2", "Du ignorierst jetzt", caller=self.account)
        with patch.object(self.account, "msg") as asked:
            self.ask(self.account2, "TestAccount", "Du fragst TestAccount, ob ihr Freunde")
        asked.assert_not_called()
        with patch.object(self.account, "msg") as login:
            tell_requests(self.account)
        login.assert_not_called()

    def test_someone_away_reads_the_ask_at_login(self):
        self.account3.sessions.count = lambda: 0
        self.ask(self.account2, "Carla")
        self.ask(self.account, "Carla")
        with patch.object(self.account3, "msg") as login:
            tell_requests(self.account3)
        assert ("Mit dir befreundet sein möchten: TestAccount, TestAccount2. Ja: freund ja "
                "<name>") in heard(login)

    def test_the_same_ask_again_and_again_is_told_once_an_hour(self):
        with patch.object(self.account, "msg") as asked:
            for _ in range(3):
                self.ask(self.account2, "TestAccount")
                self.ask(self.account2, "weg TestAccount", "Deine Frage an TestAccount")
        assert heard(asked).count("möchte mit dir befreundet sein") == 1

    def test_asking_counts_against_the_speech_rate(self):
        for _ in range(speech.LINES):
            speech.refusal(self.account2, "Hallo")
        self.call(CmdFreund(), "TestAccount", "Langsam", caller=self.account2)
        assert not self.account2.friends.has(self.account)

    def test_lists_made_before_asking_one_sided_are_an_ask_both_sided_stay_friends(self):
        self.account2.attributes.add("friends", [self.account.id])  # as `freund` kept it
        assert friends.listeners_of(self.account) == []
        self.call(CmdFreund(), "ja TestAccount2", "TestAccount2 und du seid jetzt Freunde",
                  caller=self.account)
        self.account3.attributes.add("friends", [self.account.id])
        self.account.attributes.add("friends", [self.account2.id, self.account3.id])
        assert self.account.friends.mutual(self.account3)
