"""Every help text shows what it says: a bar between choices stays a bar.

Evennia reads `|` and the next character as markup (`|w` white, `|n` back to
normal, `|s` strike-through ...), so `<leicht|normal|stark>` came out as
„<leichtormaltark>“. A literal bar is written `||`. These tests read every help
text a player or builder can reach: the docstrings of all commands in the
command sets (before and after login, account and character) and the file help
entries (world/help_entries.py).
"""

import re

import pytest
from evennia.help.filehelp import FILE_HELP_ENTRIES
from evennia.utils.ansi import parse_ansi
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.default_cmdsets import (AccountCmdSet, CharacterCmdSet, SessionCmdSet,
                                           UnloggedinCmdSet)
from game.commands.help import CmdHilfe

#: The markup our help texts mean: colours, back to normal, Evennia's line marks
#: (`|/` new line, `|_` space, `|-` tab, `|>` indent) and its links (`|lu`, `|lt`,
#: `|le`, `|lc` in Evennia's own English help).
INTENDED = set("nwWyYcCrRgGxXhH/_->l")
#: Markup Evennia consumes (`|s` strike-through, `|b` blue, `|u` underline, `|i`
#: italic, ...): met in a help text, it is a bar that lost its second `|`.
CONSUMED = set("nwWyYcCrRgGxXhH/_->lbBmMuUiIsS*^[!")

#: Help still broken, waiting for its file's fix (issue 47); the mark comes off
#: once it is fixed (the run then reports an XPASS).
PENDING = {}


def markup_problems(text):
    """What in `text` would not read as written: markup nobody meant, a `|n`
    that closes nothing (the `|n` of „ja|nein“), a choice `<a|b>` that loses a bar."""
    problems = []
    plain = text.replace("||", "\0\0")
    open_colour = False
    for found in re.finditer(r"\|(.)", plain):
        code = found.group(1)
        shown = plain[max(0, found.start() - 20):found.end() + 20].replace("\0\0", "||")
        if (code in CONSUMED and code not in INTENDED
                or re.match(r"\|[0-5]{3}", plain[found.start():])):  # a colour by number
            problems.append(f"|{code} is no markup meant here: {shown!r}")
        elif code == "n":
            if not open_colour:
                problems.append(f"|n closes no colour (a lost bar?): {shown!r}")
            open_colour = False
        elif code in "wWyYcCrRgGxXhH":
            open_colour = True
    for choice in re.findall(r"<[^<>\n]*\|[^<>\n]*>", text):
        if parse_ansi(choice, strip_ansi=True) != choice.replace("||", "|"):
            problems.append(f"the choice {choice!r} reads "
                            f"{parse_ansi(choice, strip_ansi=True)!r}")
    return problems


def reachable(command):
    """Ours for everybody (builders included); Evennia's English ones when any
    player may use them (its staff commands keep their own texts)."""
    return (type(command).__module__.startswith("game.")
            or bool(re.search(r"cmd:\s*all\(\)", command.locks)))


def help_texts():
    """(name, text) of every command's help in every command set, once per class,
    and of every file help entry."""
    seen, texts = set(), []
    for cmdset_class in (UnloggedinCmdSet, SessionCmdSet, AccountCmdSet, CharacterCmdSet):
        cmdset = cmdset_class()
        cmdset.at_cmdset_creation()
        for command in cmdset.commands:
            if type(command) in seen or not command.auto_help or not reachable(command):
                continue
            seen.add(type(command))
            texts.append((command.key, command.__doc__ or ""))
    texts.sort()  # one order in every test process (a command set keeps no order)
    texts.extend((f"Thema {key}", entry.entrytext)
                 for key, entry in sorted(FILE_HELP_ENTRIES.all(return_dict=True).items()))
    return texts


def cases():
    for name, text in help_texts():
        marks = [pytest.mark.xfail(reason=PENDING[name], strict=False)] if name in PENDING else []
        yield pytest.param(name, text, id=name, marks=marks)


@pytest.mark.parametrize("name,text", cases())
def test_every_help_text_keeps_its_bars(name, text):
    assert markup_problems(text) == [], name


def test_the_turnier_help_of_before_the_fix_is_caught():
    """The line of `hilfe turnier` that read „<leichtormaltark>“, and its fix."""
    broken = "      turnier auffüllen <leicht|normal|stark>\n"
    assert markup_problems(broken)
    assert parse_ansi(broken, strip_ansi=True).strip() == "turnier auffüllen <leichtormaltark>"
    assert markup_problems(broken.replace("|", "||")) == []


def test_bars_outside_angle_brackets_are_caught_too():
    assert markup_problems("tempo ruhig|normal|schnell")
    assert markup_problems("antworte ja|nein")
    assert markup_problems("kurier an|aus") == []  # |a is no markup: the bar stays
    assert markup_problems("(|wmelde herz|n) und |yStadttor|n") == []


class TestHilfeTurnier(EvenniaCommandTest):
    def test_hilfe_turnier_shows_the_choice_of_strength(self):
        shown = self.call(CmdHilfe(), "turnier", cmdstring="hilfe", cmdset=CharacterCmdSet())
        assert "turnier auffüllen <leicht|normal|stark>" in shown, shown
