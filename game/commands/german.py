"""German names for Evennia's everyday commands (the English ones keep working)."""

from evennia.commands.default.account import CmdQuit
from evennia.commands.default.general import CmdLook
from evennia.commands.default.help import CmdHelp


class CmdHilfe(CmdHelp):
    __doc__ = CmdHelp.__doc__
    aliases = CmdHelp.aliases + ["hilfe"]


class CmdSchau(CmdLook):
    __doc__ = CmdLook.__doc__
    aliases = CmdLook.aliases + ["schau", "umsehen"]


class CmdEnde(CmdQuit):
    __doc__ = CmdQuit.__doc__
    aliases = ["ende", "tschüss"]
