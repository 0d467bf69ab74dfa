"""`suche doppelkopf` names the games there are, as `spiel doppelkopf` does (issue 47),
and puts nobody on a waiting list."""

from game.commands.house import CmdSuche
from game.house import waiting
from tests.helpers.decks import DeckTest


class TestSucheUnknownGame(DeckTest):
    def test_suche_doppelkopf_names_the_games_there_are(self):
        said = self.call(CmdSuche(), "doppelkopf")
        assert said.startswith("„doppelkopf“ verstehe ich nicht. Ein Spiel dieses Namens gibt "
                               "es hier nicht; gespielt werden 66, schnapsen, "), said
        assert "zum Beispiel „suche schnapsen“" in said and "hilfe suche" in said, said
        assert waiting.entry_of(self.char1) is None

    def test_other_words_keep_their_own_answer(self):
        said = self.call(CmdSuche(), "66 bis elf")
        assert said.startswith("Nach „bis“ kommt eine Zahl"), said
