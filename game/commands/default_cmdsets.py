"""
The command sets of the game: Evennia's defaults, extended with ours.

Card commands stay thin and call the table objects, which call the engine;
Evennia's everyday and log-in commands get German names and texts.
"""

from evennia import default_cmds
from evennia.commands.default import account, comms, general, system

from .building import BUILDER_COMMANDS
from .competition import COMMANDS as COMPETITION_COMMANDS
from .details import CmdDetail
from .fairness import COMMANDS as FAIRNESS_COMMANDS
from .friends import FRIEND_COMMANDS
from .german import (ACCOUNT_COMMANDS, EVERYDAY_COMMANDS, CmdEnde, CmdHilfe, CmdSchauOhneFigur,
                     CmdWer)
from .login import LOGIN_COMMANDS, CmdBildschirmleser
from .messages import MESSAGE_COMMANDS
from .records import RECORD_COMMANDS
from .safety import install
from .school import COMMANDS as SCHOOL_COMMANDS
from .tour import COMMANDS as TOUR_COMMANDS
from .tournament import COMMANDS as TOURNAMENT_COMMANDS
from .table_after import COMMANDS as AFTER_COMMANDS
from .table_lobby import COMMANDS as LOBBY_COMMANDS
from .table_looking import COMMANDS as LOOKING_COMMANDS
from .table_moves import COMMANDS as MOVE_COMMANDS
from .table_seats import COMMANDS as SEAT_COMMANDS
from .table_settings import COMMANDS as SETTING_COMMANDS
from .table_settlement import COMMANDS as SETTLEMENT_COMMANDS
from .talk import TALK_COMMANDS
from .unknown import CmdUnbekannt
from .where import CmdWo
from .ways import COMMANDS as WAY_COMMANDS

install()  # unexpected errors answer in German, tracebacks only to the log

#: The card commands, by job: sitting and starting, moves, looking, settings.
CARD_COMMANDS = (SEAT_COMMANDS + MOVE_COMMANDS + SETTLEMENT_COMMANDS + LOOKING_COMMANDS
                 + SETTING_COMMANDS + AFTER_COMMANDS + COMPETITION_COMMANDS + LOBBY_COMMANDS)

#: Who may still use the stock commands a card player does not need.
STAFF_ONLY = "cmd:perm(Builder)"

#: Talking to people anywhere: channels, private messages, `wo`, the friends list.
TALK_TO_PEOPLE = TALK_COMMANDS + MESSAGE_COMMANDS + FRIEND_COMMANDS + [CmdWo]

#: Evennia's commands of a character that players do not see: one character per
#: account, nothing to carry about, no English help in the player's index.
STAFF_CHARACTER_COMMANDS = [general.CmdNick, general.CmdGive, general.CmdAccess,
                            system.CmdAbout, system.CmdTime]

#: The same for an account: characters are made with the account (no ic/ooc),
#: channels are managed by staff (players use `plausch`, `kanäle`), `nachricht`
#: replaces page (keeping its aliases), settings live in `anzeige`/`kartennamen`.
STAFF_ACCOUNT_COMMANDS = [account.CmdIC, account.CmdOOC, account.CmdCharCreate,
                          account.CmdCharDelete, account.CmdOption, account.CmdColorTest,
                          account.CmdQuell, account.CmdStyle, general.CmdNick,
                          comms.CmdChannel]


def staff_only(commands):
    """The commands, locked to builders and above."""
    return [command(locks=STAFF_ONLY) for command in commands]


class CharacterCmdSet(default_cmds.CharacterCmdSet):
    """Commands of a character in the world."""

    key = "DefaultCharacter"

    def at_cmdset_creation(self):
        super().at_cmdset_creation()
        for command in EVERYDAY_COMMANDS:
            self.add(command())
        self.add(CmdHilfe())  # the character set has its own `help`; keep `hilfe` there too
        for command in (CARD_COMMANDS + RECORD_COMMANDS + SCHOOL_COMMANDS + TOUR_COMMANDS
                        + TOURNAMENT_COMMANDS + FAIRNESS_COMMANDS):
            self.add(command())
        for command in WAY_COMMANDS:  # a direction without a way: which ways there are
            self.add(command())
        for command in BUILDER_COMMANDS + [CmdDetail]:  # locked to builders
            self.add(command())
        for command in staff_only(STAFF_CHARACTER_COMMANDS):
            self.add(command)
        self.add(CmdUnbekannt())


class AccountCmdSet(default_cmds.AccountCmdSet):
    """Commands of a logged-in account."""

    key = "DefaultAccount"

    def at_cmdset_creation(self):
        super().at_cmdset_creation()
        for command in (CmdHilfe, CmdEnde, CmdWer, CmdSchauOhneFigur, CmdBildschirmleser,
                        *ACCOUNT_COMMANDS):
            self.add(command())
        for command in staff_only(STAFF_ACCOUNT_COMMANDS):
            self.add(command)
        for command in TALK_TO_PEOPLE:  # after Evennia's page: `nachricht` replaces it
            self.add(command())
        self.add(CmdUnbekannt())


class UnloggedinCmdSet(default_cmds.UnloggedinCmdSet):
    """Commands on the connection screen (connect, create, ...)."""

    key = "DefaultUnloggedin"

    def at_cmdset_creation(self):
        super().at_cmdset_creation()
        for command in LOGIN_COMMANDS:
            self.add(command())
        self.add(CmdUnbekannt())


class SessionCmdSet(default_cmds.SessionCmdSet):
    """Commands of a single connection."""

    key = "DefaultSession"

    def at_cmdset_creation(self):
        super().at_cmdset_creation()
        for command in staff_only([account.CmdSessions]):
            self.add(command)
