"""
Lock checks without compiling: Evennia's LockHandler.check ends every lock
check with `eval(evalstring % true_false)`, a small expression of True, False,
`and`, `or`, `not` and brackets, compiled anew each time (about 17 µs; the
command handler and a room's look check a lock on every object in the room,
so a full room spent most of a command there). `install()` gives the lock
module an `eval` that remembers the answer of each such expression. Any other
string (none is expected) is evaluated as before and not remembered.
"""

import builtins
import re
from functools import lru_cache

from evennia.locks import lockhandler

from game import stockcode as stock

#: the code whose `eval` is replaced, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {"evennia.locks.lockhandler:LockHandler.check": "9e2d3b4cbafaffaf"}

_PLAIN = re.compile(r"(?:\s|True|False|and|or|not|\(|\))*")  # what LockHandler puts in


@lru_cache(maxsize=4096)
def _combine(expression):
    return builtins.eval(expression, {"__builtins__": {}}, {})


def lock_eval(expression, *scopes):
    """`eval` for lock expressions: remembered when it holds nothing but booleans."""
    if not scopes and isinstance(expression, str) and _PLAIN.fullmatch(expression):
        return _combine(expression)
    return builtins.eval(expression, *scopes)


def install():
    """Remembered lock expressions, unless Evennia's check changed (then it stays stock)."""
    if stock.unchanged("server/conf/lockspeed.py", STOCK):
        lockhandler.eval = lock_eval
