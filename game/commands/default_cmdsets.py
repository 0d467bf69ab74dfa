"""
The command sets of the game: Evennia's defaults, extended with ours.

Card commands stay thin and call the table objects, which call the engine;
Evennia's everyday and log-in commands get German names and texts.
"""

from evennia import default_cmds
from evennia.commands.default import account, comms, general, system

from game.commands.account import ACCOUNT_COMMANDS, CmdEnde
from game.commands.building import BUILDER_COMMANDS
from game.commands.conduct import COMMANDS as CONDUCT_COMMANDS
from game.commands.daily import COMMANDS as DAILY_COMMANDS
from game.commands.details import CmdDetail
from game.commands.everyday import EVERYDAY_COMMANDS, CmdSchauOhneFigur
from game.commands.fairness import COMMANDS as FAIRNESS_COMMANDS
from game.commands.friends import FRIEND_COMMANDS
from game.commands.help import CmdHilfe
from game.commands.house import COMMANDS as HOUSE_COMMANDS
from game.commands.login import LOGIN_COMMANDS, CmdBildschirmleser
from game.commands.messages import MESSAGE_COMMANDS
from game.commands.partie import COMMANDS as PARTIE_COMMANDS
from game.commands.puzzles import COMMANDS as PUZZLE_COMMANDS
from game.commands.records import RECORD_COMMANDS
from game.commands.school import COMMANDS as SCHOOL_COMMANDS
from game.commands.table.after import COMMANDS as AFTER_COMMANDS
from game.commands.table.competition import COMMANDS as COMPETITION_COMMANDS
from game.commands.table.lobby import COMMANDS as LOBBY_COMMANDS
from game.commands.table.looking import COMMANDS as LOOKING_COMMANDS
from game.commands.table.moves import COMMANDS as MOVE_COMMANDS
from game.commands.table.seats import COMMANDS as SEAT_COMMANDS
from game.commands.table.settings import COMMANDS as SETTING_COMMANDS
from game.commands.table.settlement import COMMANDS as SETTLEMENT_COMMANDS
from game.commands.talk import TALK_COMMANDS
from game.commands.tour import COMMANDS as TOUR_COMMANDS
from game.commands.tournament import COMMANDS as TOURNAMENT_COMMANDS
from game.commands.unknown import CmdUnbekannt
from game.commands.ways import COMMANDS as WAY_COMMANDS
from game.commands.where import CmdWo
from game.commands.who import CmdWer
from game.common.safety import install

install()  # unexpected errors answer in German, tracebacks only to the log

#: The card commands, by job: sitting and starting, moves, looking, settings.
CARD_COMMANDS = (SEAT_COMMANDS + MOVE_COMMANDS + SETTLEMENT_COMMANDS + LOOKING_COMMANDS
                 + SETTING_COMMANDS + AFTER_COMMANDS + COMPETITION_COMMANDS + LOBBY_COMMANDS
                 + HOUSE_COMMANDS)

#: Who may still use the stock commands a card player does not need.
STAFF_ONLY = "cmd:perm(Builder)"

#: Talking to people anywhere: channels, private messages, `wo`, the friends list,
#: ignoring, complaints and the staff's moderation (conduct.py).
TALK_TO_PEOPLE = TALK_COMMANDS + MESSAGE_COMMANDS + FRIEND_COMMANDS + [CmdWo] + CONDUCT_COMMANDS

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
                        + TOURNAMENT_COMMANDS + FAIRNESS_COMMANDS + PARTIE_COMMANDS
                        + PUZZLE_COMMANDS + DAILY_COMMANDS):
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
