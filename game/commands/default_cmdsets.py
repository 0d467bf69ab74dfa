"""
The command sets of the game: Evennia's defaults, extended with ours.

Card commands stay thin and call the table objects, which call the engine;
Evennia's everyday and log-in commands get German names and texts.
"""

from evennia import default_cmds

from .building import BUILDER_COMMANDS
from .cards import CARD_COMMANDS
from .german import EVERYDAY_COMMANDS, CmdEnde, CmdHilfe, CmdWer
from .login import LOGIN_COMMANDS
from .records import RECORD_COMMANDS


class CharacterCmdSet(default_cmds.CharacterCmdSet):
    """Commands of a character in the world."""

    key = "DefaultCharacter"

    def at_cmdset_creation(self):
        super().at_cmdset_creation()
        for command in EVERYDAY_COMMANDS:
            self.add(command())
        self.add(CmdHilfe())  # the character set has its own `help`; keep `hilfe` there too
        for command in CARD_COMMANDS + RECORD_COMMANDS:
            self.add(command())
        for command in BUILDER_COMMANDS:  # locked to builders
            self.add(command())


class AccountCmdSet(default_cmds.AccountCmdSet):
    """Commands of a logged-in account."""

    key = "DefaultAccount"

    def at_cmdset_creation(self):
        super().at_cmdset_creation()
        for command in (CmdHilfe, CmdEnde, CmdWer):
            self.add(command())


class UnloggedinCmdSet(default_cmds.UnloggedinCmdSet):
    """Commands on the connection screen (connect, create, ...)."""

    key = "DefaultUnloggedin"

    def at_cmdset_creation(self):
        super().at_cmdset_creation()
        for command in LOGIN_COMMANDS:
            self.add(command())


class SessionCmdSet(default_cmds.SessionCmdSet):
    """Commands of a single connection."""

    key = "DefaultSession"
