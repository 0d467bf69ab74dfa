"""`hilfe`: Evennia's help in German (its texts translated, the topics of the game).

A topic named like a category wins over the category (`hilfe unterhaltung`: the
explanation, then the category's commands): Evennia's search keys its entries by
name, so the category would hide the topic.

A command's page names only the other names its own text teaches (`taught_aliases`):
the English ones (`display`, `history`) and the spellings without umlauts still
work, but the German help does not show them.
"""

import re
import textwrap

from evennia.commands.command import Command
from evennia.commands.default.help import CmdHelp, HelpCategory
from evennia.utils import utils

from game.commands.pager import blaettern


#: Evennia's help texts (markup included) -> ours
HELP_WORDS = [
    (re.compile(r"There is no help topic matching '(.*?)'\."), r"Zu „\1“ gibt es keine Hilfe."),
    (re.compile(r"\n\.\.\. But matches were found within the help texts of the suggestions below\."),
     "\nIn den Texten dieser Themen kommt es aber vor:"),
    (re.compile(r"No help entry found for '(.*?)'"), r"Keine Hilfe zu „\1“."),
    (re.compile(r"\|CHelp for \|w"), "|CHilfe zu |w"),
    (re.compile(r"\|rNo help found\|n"), "|rKeine Hilfe gefunden|n"),
    (re.compile(r" \|C\(aliases: "), " |C(auch: "),
    (re.compile(r"\|CSubtopics:\|n"), "|CUnterthemen:|n"),
    (re.compile(r"\|COther topic suggestions:\|n"), "|CÄhnliche Themen:|n"),  # also under a found entry
]


def taught_aliases(aliases, help_text):
    """The `aliases` that `help_text` itself names as a word: the ones meant for the
    reader (not `display` over `anzeige`, but `kiebitzen` over `zuschauen`)."""
    return [alias for alias in aliases or ()
            if re.search(rf"(?<![\w-]){re.escape(alias)}(?![\w-])", help_text, re.IGNORECASE)]


def german_help(text):
    """Evennia's help wording in German."""
    for pattern, replacement in HELP_WORDS:
        text = pattern.sub(replacement, text)
    return text


class CmdHilfe(CmdHelp):
    """
    Hilfe zu Befehlen und Themen lesen.

    Benutzung:
      hilfe
      hilfe <befehl oder thema>
      hilfe <thema>/<unterthema>

    Ohne Angabe kommt die Übersicht aller Befehle und Themen. Die wichtigsten
    für den Anfang: |whilfe 66|n, |whilfe gaigel|n und |wbefehle|n.
    (Englisch: help)
    """

    key = "hilfe"
    aliases = [CmdHelp.key] + CmdHelp.aliases
    help_category = "Allgemein"

    def msg_help(self, text, **kwargs):
        """Long help page by page with the German pager (not in the web client's help popup)."""
        popup = False
        if self.session and self.session.protocol_key in ("webclient/websocket", "webclient/ajax"):
            options = self.account.db._saved_webclient_options if self.account else None
            popup = bool(options and options.get("helppopup"))
        if type(self).help_more and not popup:
            blaettern(self.caller, text, session=self.session, text_kwargs={"type": "help"},
                      **kwargs)
            return
        self.msg(text=(text, {"type": "help"}))

    def do_search(self, query, entries, search_fields=None):
        """Evennia's search without the categories that share a topic's name; the
        commands of such a category are kept for the topic's page."""
        topics = {entry.key.lower() for entry in entries if not isinstance(entry, HelpCategory)}
        self.category_commands = {
            category.key.lower(): sorted(entry.key for entry in entries
                                         if isinstance(entry, Command)
                                         and entry.help_category.lower() == category.key.lower())
            for category in entries
            if isinstance(category, HelpCategory) and category.key.lower() in topics}
        kept = [entry for entry in entries if not (isinstance(entry, HelpCategory)
                                                   and entry.key.lower() in topics)]
        return super().do_search(query, kept, search_fields)

    def format_help_entry(self, topic="", help_text="", **kwargs):
        kwargs["aliases"] = taught_aliases(kwargs.get("aliases"), help_text or "")
        commands = getattr(self, "category_commands", {}).get((topic or "").lower())
        if commands:
            listed = textwrap.fill(f"|wDie Befehle dazu:|n {', '.join(commands)}",
                                   width=self.client_width() + 4)  # + the 4 of |w|n
            help_text = f"{textwrap.dedent(help_text).strip()}\n\n{listed}"
        return german_help(super().format_help_entry(topic=topic, help_text=help_text, **kwargs))

    def format_help_index(self, *args, **kwargs):
        index = str(super().format_help_index(*args, **kwargs))
        width = self.client_width()
        for english, german in (("Commands", "Befehle"), ("Game & World", "Spiel und Welt")):
            index = index.replace(utils.pad(english, width=width, fillchar="-"),
                                  utils.pad(german, width=width, fillchar="-"))
        return index
