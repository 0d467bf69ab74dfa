"""
Nothing a player typed can forge or garble a log line.

Evennia writes names, commands and addresses players chose into
server.log and portal.log (failed logins, new accounts, malformed input).
`install()` wraps Evennia's one logging funnel (`evennia.utils.logger._log`)
so control characters (escape sequences, bells, carriage returns, C1 codes,
bidi overrides) are removed first; line breaks still make separate lines.
Installed by the server (at_server_startstop.at_server_init) and the portal
(server/conf/portal_guard.py).
"""

import re

from evennia.utils import logger

from game import stockcode as stock

#: the funnel wrapped, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {"evennia.utils.logger:_log": "e9d04f922e165966"}

ESCAPE_SEQUENCE = re.compile("\x1b(?:\\[[0-?]*[ -/]*[@-~]|[@-_])")
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def clean(text):
    """`text` without control characters (line breaks and tabs stay)."""
    return CONTROL.sub("", ESCAPE_SEQUENCE.sub("", text))


def install():
    """Strip control characters from every message before Evennia logs it (idempotent)."""
    original = getattr(logger._log, "original", logger._log)
    if original is logger._log and not stock.unchanged("server/conf/logsafety.py", STOCK):
        return

    def _log(msg, logfunc, prefix="", **kwargs):
        try:
            msg = str(msg)
        except Exception as err:
            msg = str(err)
        kwargs = {key: clean(value) if isinstance(value, str) else value
                  for key, value in kwargs.items()}
        return original(clean(msg), logfunc, prefix=prefix, **kwargs)

    _log.original = original
    logger._log = _log
