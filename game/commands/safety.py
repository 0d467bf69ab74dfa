"""
Input safety of every command: numbers parsed safely, no traceback to players.

`number()` is the one way commands read a number a player typed: only
decimal digits, never more than a few, so `²`, `①` or a 5,000-digit word
are simply "no number" instead of a ValueError.

`install()` replaces Evennia's error reply of the command handler
(`cmdhandler._msg_err`, which shows the exception and, with
IN_GAME_ERRORS, the whole traceback with the machine's paths) by a German
sentence; the traceback still goes to the server log. Evennia's counted
commands (`get 3 apples`) get a parse that survives a 5,000-digit count.
Called once when the
command sets load, so the server and in-process tests behave the same.
(Screen sizes a client reports are bounded in server/conf/serversession.py.)
"""

from evennia.commands import cmdhandler
from evennia.commands.default.general import NumberedTargetCommand
from evennia.utils import logger

OOPS = ("|rDa ist etwas schiefgegangen – das lag nicht an dir. Der Fehler ist für die "
        "Spielleitung aufgeschrieben; versuch es bitte noch einmal oder anders.|n")
MAX_DIGITS = 9


def number(word):
    """The whole number `word` stands for (0-9 digits of any script), else None."""
    word = (word or "").strip()
    if not word or len(word) > MAX_DIGITS or not word.isdecimal():
        return None
    return int(word)


def _german_error(receiver, stringtuple=None, cmdid=None):
    """Evennia's `_msg_err`: log the traceback, tell the player in German, no details."""
    logger.log_trace()
    if receiver is None:
        return
    receiver.msg(cmdhandler.err_helper(OOPS, cmdid=cmdid))


def _counted_parse(parse):
    """`nimm 3 karten`, but a 5,000-digit count is just part of the name (no ValueError)."""

    def counted(self):
        try:
            parse(self)
        except ValueError:
            self.number = 0

    counted.wrapped = parse
    return counted


def install():
    """German replies to unexpected errors; safe counts in `nimm` and friends (idempotent)."""
    cmdhandler._msg_err = _german_error
    parse = NumberedTargetCommand.parse
    NumberedTargetCommand.parse = _counted_parse(getattr(parse, "wrapped", parse))
