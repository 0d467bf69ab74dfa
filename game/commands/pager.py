"""Long texts page by page, in German (Evennia's EvMore with our prompt and words).

The rules (`lies regeln`) and long help pages go through `blaettern`. While
paging, Enter or `w` shows the next page, `z` the one before, `a` the first,
`x` closes; any other command closes the pager and runs.
"""

from evennia.commands.cmdhandler import CMD_NOINPUT, CMD_NOMATCH
from evennia.commands.cmdset import CmdSet
from evennia.commands.command import Command
from evennia.utils.evmore import EvMore

PROMPT = ("|n(|wSeite|n {pageno}/{pagemax} – |wEingabetaste|n oder |ww|n: weiter · "
          "|wz|n: zurück · |wa|n: Anfang · |wx|n: schließen)")

NEXT = ("", "w", "weiter", "n", "next")
BACK = ("z", "zurück", "zurueck", "p", "previous")
TOP = ("a", "anfang", "t", "top")
LAST = ("e", "end")
CLOSE = ("x", "schließen", "schliessen", "fertig", "q", "quit", "abort")


def pager_of(caller):
    """The pager open for `caller` (or its account), else None."""
    more = caller.ndb._more
    if not more and getattr(caller, "account", None):
        more = caller.account.ndb._more
    return more


class CmdBlaettern(Command):
    """Turns the pages (no help entry: the prompt says how)."""

    key = CMD_NOINPUT
    aliases = [word for word in NEXT + BACK + TOP + LAST + CLOSE if word]
    auto_help = False

    def func(self):
        more = pager_of(self.caller)
        if not more:
            self.caller.msg("Hier gibt es nichts zum Blättern.")
            return
        word = self.cmdstring.strip().lower()
        if word in CLOSE:
            more.page_quit()
        elif word in BACK:
            more.page_back()
        elif word in TOP:
            more.page_top()
        elif word in LAST:
            more.page_end()
        else:
            more.page_next()


class CmdBlaetternEnde(Command):
    """Any other input closes the pager and is run as a command."""

    key = CMD_NOMATCH
    auto_help = False

    def func(self):
        more = pager_of(self.caller)
        if more:
            more.page_quit(quiet=True)
        self.caller.execute_cmd(self.raw_string, session=self.session)


class BlaetternCmdSet(CmdSet):
    """The words of the pager, above everything else while it is open."""

    key = "blaettern"
    priority = 110
    mergetype = "Replace"

    def at_cmdset_creation(self):
        self.add(CmdBlaettern())
        self.add(CmdBlaetternEnde())


class Blaetterer(EvMore):
    """EvMore with the German prompt and the German page words."""

    def display(self, show_footer=True):
        text = self.page_formatter(self.paginator(self._npos)) if self._npages > 0 else ""
        if show_footer:
            text = f"{text}\n" + PROMPT.format(pageno=self._npos + 1, pagemax=self._npages)
        sessions = self._caller.sessions.get()
        if not sessions:
            self.page_quit()
            return
        if not any(session is self._session for session in sessions):
            self._session = sessions[0]
        self._caller.msg(text=(text, (), self._text_kwargs), session=self._session,
                         **self._kwargs)

    def page_quit(self, quiet=False):
        del self._caller.ndb._more
        if not quiet:
            self._caller.msg(text="|x(Ende des Textes)|n", **self._kwargs)
        self._caller.cmdset.remove(BlaetternCmdSet)
        if self.exit_cmd:
            self._caller.execute_cmd(self.exit_cmd, session=self._session)

    def start(self):
        if self._npages <= 1 and not self._always_page:
            self.display(show_footer=False)
            return
        self._caller.ndb._more = self
        self._caller.cmdset.add(BlaetternCmdSet)
        self.page_top()


def blaettern(caller, text, **kwargs):
    """Show `text` to `caller`, page by page when it is longer than the screen."""
    Blaetterer(caller, text, **kwargs)
