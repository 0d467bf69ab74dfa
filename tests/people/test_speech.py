"""Talking to people: speech capped and paced, the talk channels, private messages."""

from unittest.mock import patch

from evennia.commands.default.comms import CmdPage
from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_channel, create_object

from game.commands import everyday, talk
from game.commands.messages import CmdAntworte, CmdNachricht
from game.people import speech
from game.typeclasses.cardplayers import CardPlayer
from game.people.channels import (PLAUSCH, TALK_CHANNELS, ensure_channels, join_plausch,
                                  talk_channel)
from game.people.privatemessages import deliver_waiting
from tests.helpers.decks import heard
from tests.helpers.people import PeopleTest
from tests.helpers.tables import connect

KLATSCH = TALK_CHANNELS[1]
PlauschCmd, KlatschCmd = talk.CHANNEL_COMMANDS[0], talk.CHANNEL_COMMANDS[1]


class TalkTest(PeopleTest):
    def setUp(self):
        super().setUp()
        self.stop_clocks(speech)


class TestSpeechCap(TalkTest):
    LONG = "x" * 501

    def test_sag_over_500_characters_is_refused_and_nobody_hears_it(self):
        with patch.object(self.char2, "msg") as other:
            self.call(everyday.CmdSag(), self.LONG, "Das sind 501 Zeichen; mehr als 500")
        assert "xxxx" not in heard(other)

    def test_sag_of_500_characters_is_heard(self):
        with patch.object(self.char2, "msg") as other:
            self.call(everyday.CmdSag(), "y" * 500, 'Du sagst: "' + "y" * 10)
        assert "y" * 500 in heard(other)

    def test_fluester_and_emote_are_capped_too(self):
        self.call(everyday.CmdFluester(), f"Char2 = {self.LONG}", "Das sind 501 Zeichen")
        self.call(everyday.CmdEmote(), self.LONG, "Das sind 501 Zeichen")

    def test_ninth_line_within_ten_seconds_is_refused_until_the_window_passes(self):
        for number in range(speech.LINES):
            self.call(everyday.CmdSag(), f"Zeile {number}", "Du sagst")
        self.call(everyday.CmdSag(), "zu viel", "Langsam – du hast gerade 8 Zeilen in 10 Sekunden "
                  "geschickt. Warte 10 Sekunden, dann hören dich die anderen wieder.")
        self.now[0] += speech.WINDOW - 1
        self.call(everyday.CmdSag(), "zu viel", "Langsam – du hast gerade 8 Zeilen in 10 Sekunden "
                  "geschickt. Warte eine Sekunde,")
        self.now[0] += 1
        self.call(everyday.CmdSag(), "wieder da", 'Du sagst: "wieder da"')

    def test_room_and_channel_lines_count_together_per_person(self):
        for number in range(speech.LINES):
            self.call(everyday.CmdSag(), f"Zeile {number}", "Du sagst")
        self.call(PlauschCmd(), "noch was", "Langsam", caller=self.account)


class TestPlausch(TalkTest):
    def test_login_joins_the_plausch_and_plausch_speaks_to_everyone_on_it(self):
        assert talk_channel(PLAUSCH).has_connection(self.account)  # joined at login
        join_plausch(self.account2)
        self.account2.is_connected = True
        with patch.object(self.account2, "msg") as other:
            self.call(PlauschCmd(), "Hallo zusammen", "[Plausch] TestAccount: Hallo zusammen",
                      caller=self.account)
        assert "[Plausch] TestAccount: Hallo zusammen" in heard(other)

    def test_plausch_aus_stops_hearing_and_survives_the_next_login(self):
        self.call(PlauschCmd(), "aus", "Du hast den Plausch abbestellt", caller=self.account)
        channel = talk_channel(PLAUSCH)
        assert not channel.hears(self.account)
        self.call(PlauschCmd(), "Hallo", "Du hast den Plausch abbestellt; mit plausch an",
                  caller=self.account)
        self.account.at_post_login(session=self.session)
        assert not channel.hears(self.account)
        self.call(PlauschCmd(), "an", "Du hörst den Plausch jetzt überall", caller=self.account)
        assert channel.hears(self.account)

    def test_plausch_alone_says_whether_you_hear_it(self):
        self.call(PlauschCmd(), "", "Du hörst den Plausch überall.", caller=self.account)

    def test_plausch_over_500_characters_sends_nothing(self):
        with patch.object(talk_channel(PLAUSCH), "msg") as sent:
            self.call(PlauschCmd(), "z" * 600, "Das sind 600 Zeichen", caller=self.account)
        sent.assert_not_called()

    def test_english_public_gives_a_german_hint_to_plausch(self):
        self.call(talk.CmdPublic(), "Hallo", "Den Kanal für alle nennt man hier plausch",
                  caller=self.account)


class TestRoomChannel(TalkTest):
    def setUp(self):
        super().setUp()
        self.room1.tags.add(KLATSCH.room_tag, category="kartenwelt")
        self.channel = talk_channel(KLATSCH)
        connect(self.char1)
        connect(self.char2)

    def test_people_in_the_room_hear_its_channel_without_joining(self):
        with patch.object(self.account2, "msg") as other:
            self.call(KlatschCmd(), "Servus", "[Kaffeeklatsch] TestAccount: Servus",
                      caller=self.account)
        assert "[Kaffeeklatsch] TestAccount: Servus" in heard(other)

    def test_outside_the_room_only_those_who_joined_hear_and_speak(self):
        self.char2.location = self.room2
        with patch.object(self.account2, "msg") as other:
            self.call(KlatschCmd(), "Servus", "[Kaffeeklatsch]", caller=self.account)
        assert "Servus" not in heard(other)
        self.call(KlatschCmd(), "Hallo?", "Den Kaffeeklatsch hört man in Room2"[:30],
                  caller=self.account2)
        self.call(KlatschCmd(), "an", "Du hörst den Kaffeeklatsch jetzt überall",
                  caller=self.account2)
        self.account2.is_connected = True
        with patch.object(self.account2, "msg") as other:
            self.call(KlatschCmd(), "Jetzt?", "[Kaffeeklatsch]", caller=self.account)
        assert "[Kaffeeklatsch] TestAccount: Jetzt?" in heard(other)

    def test_aus_silences_a_room_channel_even_in_its_room(self):
        self.call(KlatschCmd(), "aus", "Du hast den Kaffeeklatsch abbestellt",
                  caller=self.account2)
        with patch.object(self.account2, "msg") as other:
            self.call(KlatschCmd(), "Servus", "[Kaffeeklatsch]", caller=self.account)
        assert "Servus" not in heard(other)

    def test_kanaele_lists_channels_listeners_and_whether_you_listen(self):
        text = strip_ansi(self.call(talk.CmdKanaele(), "", "Die Kanäle", caller=self.account2))
        assert "plausch" in text and "kaffeeklatsch" in text and "stammtisch" in text
        assert "kurier" in text
        klatsch = next(line for line in text.splitlines() if "kaffeeklatsch" in line)
        assert " ja " in klatsch and "TestAccount, TestAccount2" in klatsch
        stamm = next(line for line in text.splitlines() if "stammtisch" in line)
        assert " nein " in stamm and "niemand" in stamm


class TestChannelsAtStart(TalkTest):
    def test_start_makes_every_channel_and_retires_evennias_public(self):
        public = create_channel("Public", desc="Public discussion")
        public.connect(self.account)
        def public_nicks():  # the nick that turned `public Hallo` into a staff command
            return [nick for nick in self.account.nicks.all() if "public" in nick.db_key]

        assert public_nicks()
        ensure_channels()
        from evennia.comms.models import ChannelDB

        assert not ChannelDB.objects.get_channel("Public")
        assert not public_nicks()
        for spec in TALK_CHANNELS:
            assert ChannelDB.objects.get_channel(spec.key)
        ensure_channels()  # idempotent
        assert ChannelDB.objects.filter(db_key="Plausch").count() == 1


class TestNachricht(TalkTest):
    def online(self, account):
        account.sessions.count = lambda: 1
        account.is_connected = True

    def test_nachricht_reaches_the_person_anywhere_in_german(self):
        self.online(self.account2)
        with patch.object(self.account2, "msg") as other:
            self.call(CmdNachricht(), "TestAccount2 = Spielen wir?",
                      "Du schreibst TestAccount2: Spielen wir?", caller=self.account)
        assert "Nachricht von TestAccount: Spielen wir? (antworte <text> schreibt zurück)" \
            in heard(other)

    def test_nachricht_without_equals_takes_the_first_word_as_name(self):
        self.online(self.account2)
        self.call(CmdNachricht(), "testaccount2 Hallo du", "Du schreibst TestAccount2: Hallo du",
                  caller=self.account)

    def test_antworte_writes_to_the_last_one_who_wrote(self):
        self.online(self.account)
        self.online(self.account2)
        self.call(CmdNachricht(), "TestAccount = Frage", "Du schreibst TestAccount: Frage",
                  caller=self.account2)
        with patch.object(self.account2, "msg") as other:
            self.call(CmdAntworte(), "Gern!", "Du schreibst TestAccount2: Gern!",
                      caller=self.account)
        assert "Nachricht von TestAccount: Gern!" in heard(other)

    def test_antworte_with_nobody_to_answer_is_refused(self):
        self.call(CmdAntworte(), "Hallo", "Dir hat noch niemand geschrieben", caller=self.account)

    def test_unknown_name_computer_player_and_oneself_are_refused(self):
        create_object(CardPlayer, key="Ferdl", location=self.room1,
                      tags=[("kartenspieler", "kartenwelt")])
        self.call(CmdNachricht(), "Niemand = Hallo", "Niemand heißt „Niemand“.",
                  caller=self.account)
        self.call(CmdNachricht(), "Ferdl = Hallo",
                  "Ferdl ist ein Computerspieler und liest keine Nachrichten.",
                  caller=self.account)
        self.call(CmdNachricht(), "TestAccount = Hallo", "Dir selbst musst du nichts schreiben.",
                  caller=self.account)
        self.call(CmdNachricht(), "TestAccount2 =", "Was möchtest du TestAccount2 schreiben?",
                  caller=self.account)

    def test_an_offline_person_reads_the_message_at_the_next_login(self):
        self.call(CmdNachricht(), "TestAccount2 = Bis morgen",
                  "Du schreibst TestAccount2: Bis morgen|TestAccount2 ist gerade nicht da; die "
                  "Nachricht wartet", caller=self.account)
        with patch.object(self.account2, "msg") as other:
            deliver_waiting(self.account2)
            deliver_waiting(self.account2)  # shown once
        text = heard(other)
        assert "Während du weg warst, kam eine Nachricht:" in text
        assert text.count("Nachricht von TestAccount: Bis morgen") == 1

    def test_at_most_five_messages_of_one_sender_wait_the_first(self):
        """More in tests/people/test_privatemessages.py."""
        from game.people import privatemessages

        for number in range(privatemessages.FROM_ONE + 2):
            privatemessages.send(self.account, [self.account2], f"Nummer {number}")
        with patch.object(self.account2, "msg") as other:
            deliver_waiting(self.account2)
        text = heard(other)
        assert "kamen 5 Nachrichten" in text and "Nummer 4" in text
        assert "Nummer 5" not in text

    def test_messages_are_evennia_pages_in_its_history_and_ours(self):
        self.online(self.account2)
        self.call(CmdNachricht(), "TestAccount2 = Erste", "Du schreibst", caller=self.account)
        self.call(CmdPage(), "", "Your latest pages:", caller=self.account)
        text = strip_ansi(self.call(CmdNachricht(), "", "Deine letzten Nachrichten:",
                                    caller=self.account))
        assert "an TestAccount2: Erste" in text

    def test_nachricht_over_500_characters_sends_nothing(self):
        self.online(self.account2)
        with patch.object(self.account2, "msg") as other:
            self.call(CmdNachricht(), "TestAccount2 = " + "q" * 501, "Das sind 501 Zeichen",
                      caller=self.account)
        other.assert_not_called()

    def test_page_and_tell_are_nachricht_for_players(self):
        from game.commands.default_cmdsets import AccountCmdSet

        cmdset = AccountCmdSet()
        cmdset.at_cmdset_creation()
        by_name = {name: cmd for cmd in cmdset.commands for name in cmd._keyaliases}
        assert type(by_name["page"]) is CmdNachricht and type(by_name["tell"]) is CmdNachricht
        assert by_name["page"].access(self.account2, "cmd")
        for word in ("plausch", "kaffeeklatsch", "stammtisch", "kanäle", "antworte", "wo",
                     "freunde", "freund", "public"):
            assert word in by_name, word


def test_help_unterhaltung_explains_every_way_of_talking_and_finding_people():
    from world.help_entries import HELP_ENTRY_DICTS

    text = next(entry for entry in HELP_ENTRY_DICTS if entry["key"] == "unterhaltung")["text"]
    for word in ("plausch", "kaffeeklatsch", "stammtisch", "kanäle", "nachricht", "antworte",
                 "|wwo|n", "freund", "500 Zeichen"):
        assert word in text, word
    for spec in TALK_CHANNELS:  # each channel command's help says who hears it
        assert "Benutzung:" in talk.channel_help(spec) and spec.key in talk.channel_help(spec)
