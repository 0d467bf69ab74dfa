"""Before login, at the connection screen: `wo` shows who is there and where people
play (the same read-only list as after login), `hilfe` explains connecting and
making an account and names `wo`."""

from unittest.mock import patch

from evennia.utils.ansi import strip_ansi

from game.commands.default_cmdsets import UnloggedinCmdSet
from game.commands.login import CmdHilfeVorDemAnmelden
from game.commands.where import CmdWo
from server.conf.connection_screens import CONNECTION_SCREEN
from tests.helpers.decks import DeckTest
from tests.helpers.people import PeopleSetup


def unlogged_command(word):
    """The command the connection screen runs for `word`, or None."""
    cmdset = UnloggedinCmdSet()
    return next((cmd for cmd in cmdset.commands if word in cmd._keyaliases), None)


class TestBeforeLogin(PeopleSetup, DeckTest):
    def test_wo_and_hilfe_answer_on_the_connection_screen(self):
        assert isinstance(unlogged_command("wo"), CmdWo)
        assert isinstance(unlogged_command("hilfe"), CmdHilfeVorDemAnmelden)
        assert isinstance(unlogged_command("help"), CmdHilfeVorDemAnmelden)

    def test_wo_before_login_lists_the_tables_and_who_is_online(self):
        self.seat_both()
        with patch.object(self.session, "logged_in", False):  # the caller is not logged in
            text = strip_ansi(self.call(unlogged_command("wo"), "", "Die Kartentische:",
                                        caller=self.session))
        assert "66-Kartenspiel: Sechsundsechzig, wartet; es sitzen Char und Ferdl (Computer)" \
            in text, text
        assert "Verbunden" in text  # the people part, without the one who is not logged in

    def test_hilfe_before_login_explains_create_connect_and_wo(self):
        said = self.call(CmdHilfeVorDemAnmelden(), "", "Du bist noch nicht angemeldet.",
                         caller=self.session)
        for words in ("create <name> <passwort>", "connect <name> <passwort>", "wo ",
                      "ende"):
            assert words in said, (words, said)

    def test_the_connection_screen_names_wo_and_hilfe(self):
        screen = strip_ansi(CONNECTION_SCREEN)
        assert "wo zeigt" in screen and "hilfe zeigt" in screen
