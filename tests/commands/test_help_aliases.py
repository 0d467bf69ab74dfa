"""`hilfe <befehl>` names only the other names its own text teaches (issue 47): no
„(auch: display)“ over `anzeige`, no „history“ over `verlauf`; the English and
umlaut-free spellings still work, they are just not shown. And a help text reads
with one indentation (`anzeige`'s paragraph on counting in one's head was not)."""

import textwrap

from evennia.utils.ansi import strip_ansi
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.default_cmdsets import CharacterCmdSet
from game.commands.help import CmdHilfe, taught_aliases
from game.commands.table.settings import CmdAnzeige


class TestHelpAliases(EvenniaCommandTest):
    def hilfe(self, topic):
        return strip_ansi(self.call(CmdHilfe(), topic, cmdstring="hilfe",
                                    cmdset=CharacterCmdSet()))

    def test_anzeige_shows_no_english_alias_and_one_indentation(self):
        text = self.hilfe("anzeige")
        head = next(line for line in text.splitlines() if "Hilfe zu anzeige" in line)
        assert "display" not in head and "auch" not in head, head
        assert any(line.startswith("Einstellen, wie dir") for line in text.splitlines())
        doc = textwrap.dedent(CmdAnzeige.__doc__).splitlines()
        assert "Einstellen, wie dir der Tisch gezeigt wird." in doc
        assert any(line.startswith("Ohne die Augen") for line in doc)

    def test_the_english_name_still_finds_the_german_help(self):
        assert "Hilfe zu anzeige" in self.hilfe("display")
        assert "history" not in self.hilfe("verlauf").splitlines()[1]

    def test_an_alias_the_text_teaches_is_shown(self):
        assert taught_aliases(["kiebitzen", "watch"], "… zuschauen (oder kiebitzen) …") == [
            "kiebitzen"]
        assert "(auch: help)" in self.hilfe("hilfe")  # its text says „(Englisch: help)“
