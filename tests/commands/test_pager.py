"""Long texts page by page with a German prompt: `lies regeln` and long help."""

from evennia.utils.create import create_object

from game.typeclasses.carddecks import SixtySixDeck
from tests.helpers.players import ENGLISH, PlayerTest


class TestPager(PlayerTest):
    def setUp(self):
        super().setUp()
        self.session.protocol_flags["SCREENHEIGHT"] = {0: 12}
        create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)

    def test_lies_regeln_pages_in_german(self):
        first = self.typed("lies regeln")
        assert "Seite 1/" in first and "weiter" in first and "zurück" in first
        prompt = first.splitlines()[-1]
        assert not ENGLISH.search(prompt), prompt
        assert not any(word in first for word in ("Page", "next", "previous", "uit)"))
        second = self.typed("")
        assert "Seite 2/" in second and second != first
        assert self.typed("z") == first
        assert "Seite 2/" in self.typed("w")
        assert self.typed("x") == "(Ende des Textes)"
        assert self.typed("schau").startswith("Room")

    def test_another_command_closes_the_pager_and_runs(self):
        self.typed("lies regeln")
        answer = self.typed("schau")
        assert answer.startswith("Room") and "Seite" not in answer
        answer = self.typed("w")  # no longer the pager's "weiter": a way west
        assert "Seite" not in answer and "Westen" in answer

    def test_long_help_pages_in_german(self):
        first = self.typed("hilfe 66")
        assert "Seite 1/" in first and "Page" not in first
        assert "Seite 2/" in self.typed("weiter")
