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
from evennia.objects import objects as evennia_objects
from evennia.utils import logger

from game import stockcode as stock

#: the code replaced or wrapped, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {
    "evennia.commands.cmdhandler:_msg_err": "0dfe7927eacd8379",
    "evennia.utils.utils:dbref": "748cde946d956b26",
    "evennia.commands.default.general:NumberedTargetCommand.parse": "c327e7d897a5fc2d",
}

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


def _safe_dbref(dbref):
    """Evennia's `dbref` for object searches, but `#10³` (digits `int` refuses) is
    just a name, not a ValueError."""

    def safe(inp, reqhash=True):
        if isinstance(inp, str) and not inp.lstrip("#").isascii():
            return None
        return dbref(inp, reqhash)

    safe.wrapped = dbref
    return safe


def install():
    """German replies to unexpected errors; safe counts in `nimm` and friends, safe
    `#<number>` in searches (idempotent); none of it where Evennia's code changed."""
    if not stock.unchanged("game/common/safety.py", STOCK):
        return
    cmdhandler._msg_err = _german_error
    dbref = evennia_objects.dbref
    evennia_objects.dbref = _safe_dbref(getattr(dbref, "wrapped", dbref))
    parse = NumberedTargetCommand.parse
    NumberedTargetCommand.parse = _counted_parse(getattr(parse, "wrapped", parse))
