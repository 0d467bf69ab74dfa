"""What a player hears when the input is no command: a short German answer.

Evennia runs the command keyed `CMD_NOMATCH` of the merged cmdset when no
command matches. A line the caller's running game reads as a move („laub
melden“, „herz ass“: the words of the table's labels) is that move, and with
a puzzle open and no game here the puzzle's answer (table/moves.py,
spoken_action). Otherwise ours names the room when the player typed where
they are, points to `schau` for a thing in the room, and suggests a command
only when the first word is really close to one the player may use.
"""

import difflib

from evennia.commands.cmdhandler import CMD_NOMATCH
from evennia.commands.command import Command

from game.commands.table.moves import spoken_action
from game.faces.grammar import inside

#: How close (difflib ratio) a word must be to a command to suggest it.
CLOSE = 0.75


def close_commands(word, cmdset, caller, most=2):
    """Keys of commands in `cmdset` (usable by `caller`) whose key or alias is close to
    `word`; the key is what is offered (German, where an alias is the English name)."""
    key_of = {name: cmd.key for cmd in cmdset if (cmd.auto_help or is_exit(cmd))
              and not cmd.key.startswith("__") and cmd.access(caller, "cmd")
              for name in [cmd.key, *cmd.aliases] if " " not in name}
    keys = []
    for name in difflib.get_close_matches(word.lower(), sorted(key_of), n=len(key_of),
                                          cutoff=CLOSE):
        if key_of[name] not in keys:
            keys.append(key_of[name])
    return keys[:most]


def is_exit(cmd):
    """Whether `cmd` is the command of an exit (a way out of the room)."""
    return bool(getattr(getattr(cmd, "obj", None), "destination", None))


def names_of(obj):
    """The lower-case key and aliases of an object."""
    return {obj.key.lower(), *(alias.lower() for alias in obj.aliases.all())}


class CmdUnbekannt(Command):
    """Answers input that is no command (system command, no help entry)."""

    key = CMD_NOMATCH
    locks = "cmd:all()"
    auto_help = False

    def func(self):
        text = self.args.strip()
        action = spoken_action(self, text)
        if action is not None:
            return action()  # a generator while a move asks first
        self.msg(self.answer(text))

    def answer(self, text):
        """The German answer for `text`."""
        lowered = text.lower()
        location = getattr(self.caller, "location", None)
        if location and lowered in names_of(location):
            return f"Du bist schon {inside(location)}. |wschau|n zeigt, was es hier gibt."
        if location and any(lowered in names_of(obj) for obj in location.contents
                            if obj != self.caller and not obj.destination):
            return f"Ansehen geht mit |wschau {text}|n."
        if location and lowered in (location.db.details or {}):
            return f"Ansehen geht mit |wschau {text}|n."
        close = close_commands(text.split()[0], self.cmdset, self.caller) if text else []
        if close:
            offer = " oder ".join(f"|w{name}|n" for name in close)
            return f"„{text}“ kenne ich nicht. Meintest du {offer}?"
        return f"„{text}“ kenne ich nicht. |whilfe|n zeigt alle Befehle."
