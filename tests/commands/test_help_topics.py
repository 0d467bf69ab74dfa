"""`hilfe <thema>` finds the topic it names: a topic named like a category (the
talk commands are in the category „Unterhaltung“, and so is the topic
„unterhaltung“) shows its explanation, then the category's commands; the two
commands with nearly the same name, `antwort` and `antworte`, tell each other apart.
"""

from unittest.mock import patch

from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.default_cmdsets import AccountCmdSet, CharacterCmdSet
from game.commands.help import CmdHilfe


def everything():
    """What a logged-in player's `hilfe` sees: the account's commands and the character's."""
    return AccountCmdSet() + CharacterCmdSet()


class TestHelpTopics(EvenniaCommandTest):
    def hilfe(self, topic):
        """The whole page at once (not page by page)."""
        with patch.object(CmdHilfe, "help_more", False):
            return self.call(CmdHilfe(), topic, cmdstring="hilfe", cmdset=everything())

    def test_hilfe_unterhaltung_explains_talking_in_sentences(self):
        shown = self.hilfe("unterhaltung")
        assert "Hilfe zu unterhaltung" in shown, shown
        for words in ("sag <text>", "plausch", "kanäle", "nachricht <name> = <text>",
                      "beim nächsten Anmelden", "antworte <text>", "freunde", "wo zeigt"):
            assert words in shown, (words, shown)
        assert "-- Unterhaltung --" not in shown  # not the bare list of the category

    def test_the_topic_page_ends_with_the_commands_of_its_category(self):
        shown = self.hilfe("Unterhaltung")
        assert "Die Befehle dazu:" in shown, shown
        listed = shown.split("Die Befehle dazu:")[1]
        for command in ("antworte", "freunde", "kanäle", "nachricht", "plausch", "wo"):
            assert command in listed, (command, listed)

    def test_a_category_without_a_topic_of_its_name_still_lists_its_commands(self):
        shown = self.hilfe("kartenspiel")
        assert "-- Kartenspiel --" in shown and "lege" in shown, shown

    def test_antwort_and_antworte_each_say_what_the_other_is_for(self):
        school = self.hilfe("antwort")
        messages = self.hilfe("antworte")
        assert "Hilfe zu antwort\n" in school and "Prüffrage" in school, school
        assert "antworte <text>" in school and "Nachricht" in school, school
        assert "Hilfe zu antworte" in messages and "zuletzt eine Nachricht" in messages
        assert "antwort <nummer>" in messages and "Prüffrage" in messages, messages
