"""A plain player types into the real command handler: look, help, unknown words."""

import re
from unittest.mock import patch

from evennia.help.filehelp import FILE_HELP_ENTRIES
from evennia.utils.test_resources import EvenniaCommandTest

from tests.helpers.players import ENGLISH, PlayerTest


class TestLook(PlayerTest):
    def test_every_look_word_shows_the_room(self):
        for word in ("l", "look", "ls", "schau", "umsehen"):
            seen = self.typed(word)
            assert "passt auf mehrere" not in seen and "Treffer" not in seen, (word, seen)
            assert seen.startswith("Room"), (word, seen)


class TestHelpIndex(PlayerTest):
    def test_the_help_index_has_no_english_heading_or_entry(self):
        index = self.typed("hilfe")
        assert "Allgemein" in index and "Kartenspiel" in index
        english = ENGLISH.findall(index)
        assert not english, (english, index)

    def test_every_entry_of_the_index_reads_german(self):
        index = self.typed("hilfe")
        entries = [word for line in index.splitlines() if not line.startswith("-")
                   for word in line.split()]
        assert "schau" in entries and "passwort" in entries and "lege" in entries
        topics = set(FILE_HELP_ENTRIES.all(return_dict=True))
        for entry in entries:
            text = self.typed(f"hilfe {entry}")
            assert entry in topics or "Benutzung" in text, (entry, text)
            assert not re.search(r"\b(Usage|Switches|Examples?)\b", text), (entry, text)

    def test_stock_commands_a_card_player_does_not_need_are_gone(self):
        for word in ("charcreate", "quell", "style", "ooc", "ic", "channel", "give",
                     "nick", "about", "time", "access", "color", "option"):
            answer = self.typed(word)
            assert "kenne ich nicht" in answer, (word, answer)

    def test_password_change_in_german(self):
        assert "Benutzung: passwort" in self.typed("passwort")
        assert "stimmt nicht" in self.typed("passwort falsch = Neues-Passwort-42")


class TestUnknownInput(PlayerTest):
    def test_a_short_german_answer(self):
        answer = self.typed("xyzzy")
        assert answer == "„xyzzy“ kenne ich nicht. hilfe zeigt alle Befehle."

    def test_a_close_command_is_suggested(self):
        assert "Meintest du bestenliste?" in self.typed("bestenlsite")
        assert "setzen" in self.typed("setzn")
        assert self.typed("whoo") == "„whoo“ kenne ich nicht. Meintest du wer?"  # not `who`

    def test_a_misspelt_exit_is_suggested(self):
        self.exit.key = "kaffeehaus"
        self.exit.save()
        assert "Meintest du kaffeehaus?" in self.typed("kafeehaus")

    def test_the_room_name_suggests_no_command(self):
        self.room1.key = "Besenwirtschaft"
        answer = self.typed("Besenwirtschaft")
        assert "bestenliste" not in answer
        assert answer.startswith("Du bist schon in Besenwirtschaft.")
        self.room1.db.gender = "f"
        assert self.typed("Besenwirtschaft").startswith("Du bist schon in der Besenwirtschaft.")

    def test_a_thing_in_the_room_points_to_schau(self):
        assert self.typed("Obj2") == "Ansehen geht mit schau Obj2."


class TestSearchAnswers(PlayerTest):
    def test_nothing_found_and_several_found_read_german_with_du(self):
        assert self.typed("nimm einhorn") == "„einhorn“ gibt es hier nicht."
        self.obj2.key = "Obj"
        self.obj2.save()
        assert self.typed("nimm Obj").startswith("„Obj“ passt auf mehrere; welches meinst du?")

    def test_a_number_sign_with_digits_int_refuses_is_just_a_name(self):
        assert self.typed("nimm #10³") == "„#10³“ gibt es hier nicht."
        assert self.typed("schau #²") == "Hier siehst du kein „#²“."


class TestWerAndEnde(PlayerTest):
    def test_wer_counts_in_german_word_order(self):
        assert self.typed("wer").startswith("Gerade ist eine Person da:")
        self.account2.permissions.clear()
        with patch("evennia.SESSION_HANDLER.get_sessions", return_value=[self.session] * 3), \
                patch.object(self.session, "get_account",
                             side_effect=[self.account, self.account2, self.account2] * 9):
            assert self.typed("wer").startswith("Gerade sind 2 Personen da:")

    def test_ende_says_goodbye_without_an_english_reason(self):
        assert "Tschüss" in self.typed("ende")
        session, reason = self.session.sessionhandler.disconnect.call_args.args[:2]
        assert session == self.session and reason == ""


class TestUnknownBeforeLogin(EvenniaCommandTest):
    def test_the_connection_screen_answers_unknown_input_in_german(self):
        from evennia.commands.cmdhandler import CMD_NOMATCH

        from game.commands.default_cmdsets import UnloggedinCmdSet

        cmdset = UnloggedinCmdSet()
        cmdset.at_cmdset_creation()
        [unknown] = [cmd for cmd in cmdset if cmd.key == CMD_NOMATCH]
        said = self.call(unknown, "xyz", "„xyz“ kenne ich nicht.", caller=self.session,
                         cmdset=cmdset)
        assert "help" not in said
        self.call(unknown, "conect", "„conect“ kenne ich nicht. Meintest du connect?",
                  caller=self.session, cmdset=cmdset)


class TestScreenreader(PlayerTest):
    def test_screenreader_switches_in_german_in_the_game(self):
        sync = patch.object(self.session.sessionhandler, "session_portal_sync")  # no portal here
        sync.start()
        self.addCleanup(sync.stop)
        assert self.typed("screenreader") == "Ausgabe für Bildschirmleser: ein."
        assert self.session.protocol_flags["SCREENREADER"]
        assert self.typed("bildschirmleser") == "Ausgabe für Bildschirmleser: aus."
        assert "Benutzung" in self.typed("hilfe screenreader")
