"""
The command handler's two repeated steps done once per command set.

Every command anybody types (and every command of a page or the school)
goes through Evennia 6.1's command handler, which before finding the command:

- merges the caller's command sets (character, account, session) into
  `current`, from an empty set, with `+`: some 150 commands copied and
  compared, about 140 µs on a quiet machine, for a result that only changes
  when one of those sets changes. Evennia caches the *final* merge by the
  sets' content fingerprints, but not these. `MergeStart` is the empty set
  the handler starts from: its merges, and the merges of their results, are
  remembered (`MERGES`, least recently used first out), keyed by the content
  fingerprint of the set merged on (which `add` and `remove` renew) and by the
  id of the remembered result it is merged onto. Nothing the handler does
  changes a merged set. Memory: about 80 KB per connected player (bench/load.py).
- looks for the command by asking each of the ~155 merged commands whether
  the line starts with one of its names (`build_matches`, about 80 µs).
  `build_matches` here asks only the commands one of whose names the line
  starts with (found in an index of names by length, kept on the merged set
  until its commands change), in the set's order, with the command's own
  `match`: the same matches in the same order.

`install()` puts both in, unless Evennia's code changed (game/stockcode.py).
"""

import operator
from collections import OrderedDict

from evennia.commands import cmdhandler, cmdparser
from evennia.commands.cmdset import CmdSet
from evennia.utils.logger import log_trace, mask_sensitive_input

from game import stockcode as stock

#: the code replaced or built on, as Evennia 6.1 has it (game/stockcode.py)
STOCK = {
    "evennia.commands.cmdparser:build_matches": "e18ea0b4e8d31974",
    "evennia.commands.cmdhandler:get_and_merge_cmdsets": "74627c23e6dd204e",
    "evennia.commands.cmdset:CmdSet.__add__": "3b2b00077bcacf9f",
    "evennia.commands.cmdset:CmdSet.fingerprint": "e0b3374cdba09551",
    "evennia.commands.cmdset:CmdSet.add": "bed0c55bffdf8fad",
    "evennia.commands.cmdset:CmdSet.remove": "2153c627f6a38b92",
    "evennia.commands.command:Command.match": "5a642d3f9206f80d",
    "evennia.commands.command:Command._optimize": "e338db9c5441dd0c",
}

MERGES_KEPT = 2000
MERGES = OrderedDict()  # (B's id or fingerprint, A's fingerprint) -> (B, B + A)


class MergeStart(CmdSet):
    """An empty command set whose merges are remembered (see the module's text)."""

    def __add__(self, cmdset_a):
        if not cmdset_a:
            return self
        # a remembered merge is named by its id (its entry keeps it alive, so the id
        # stays its own), a fresh set by its content; the set merged onto it always
        # by its content (`add` and `remove` renew that fingerprint)
        own = id(self) if self.__dict__.get("_remembered") else self.fingerprint
        key = (own, cmdset_a.fingerprint)
        kept = MERGES.get(key)
        if kept is None:
            merged = CmdSet.__add__(self, cmdset_a)
            merged.__class__ = MergeStart  # its own merges are remembered too
            merged._remembered = True
            MERGES[key] = (self, merged)
            if len(MERGES) > MERGES_KEPT:
                MERGES.popitem(last=False)
            return merged
        MERGES.move_to_end(key)
        return kept[1]


def _index(cmdset, include_prefixes):
    """({name: [(position, command), ...]}, the names' lengths) for `cmdset`, kept
    on it while it holds the same commands (compared by identity: cheap, and no
    fingerprint to keep for every merged set)."""
    commands = cmdset.commands
    kept = cmdset.__dict__.get("_name_index")
    if (kept is None or len(kept[0]) != len(commands)
            or not all(map(operator.is_, kept[0], commands))):
        kept = cmdset.__dict__["_name_index"] = (tuple(commands), {})
    index = kept[1].get(include_prefixes)
    if index is None:
        names = {}
        for position, cmd in enumerate(commands):
            keys = cmd._keyaliases if include_prefixes else cmd._noprefix_aliases
            for name in keys:
                names.setdefault(name, []).append((position, cmd))
        index = kept[1][include_prefixes] = (names, sorted({len(name) for name in names}))
    return index


def build_matches(raw_string, cmdset, include_prefixes=False):
    """As Evennia's `cmdparser.build_matches`, asking only the commands whose
    names the line starts with."""
    matches = []
    try:
        if not include_prefixes and len(raw_string) > 1:
            raw_string = raw_string.lstrip(cmdparser._CMD_IGNORE_PREFIXES)
        search_string = raw_string.lower()
        names, lengths = _index(cmdset, include_prefixes)
        candidates = {}
        for length in lengths:
            if length > len(search_string):
                break
            for position, cmd in names.get(search_string[:length], ()):
                candidates[position] = cmd
        for position in sorted(candidates):
            cmd = candidates[position]
            cmdname, raw_cmdname = cmd.match(search_string, include_prefixes=include_prefixes)
            if cmdname:
                matches.append(cmdparser.create_match(cmdname, raw_string, cmd, raw_cmdname))
    except Exception:
        log_trace("cmdhandler error. raw_input:%s" % mask_sensitive_input(raw_string))
    return matches


def install():
    """Both steps, unless Evennia's code changed (then the stock code runs)."""
    if cmdhandler.CmdSet is MergeStart:
        return  # in already
    if stock.unchanged("server/conf/cmdspeed.py", STOCK):
        cmdparser.build_matches = build_matches
        cmdhandler.CmdSet = MergeStart
