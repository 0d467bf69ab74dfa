"""`norden`, `osten`, `süden`, `westen` where no way goes: a German refusal that names
the ways there are.

Each direction is a command of its own that steps back (its `access` is False)
wherever an exit of the room answers one of its words, so the exit alone is
found and nothing asks "welches meinst du?".
"""

from evennia.commands.command import Command

from game.faces.directions import DIRECTIONS, no_question_meant


class WayCommand(Command):
    """A direction typed where no way goes that way (no help entry: the exits are
    listed with the room)."""

    locks = "cmd:all()"
    auto_help = False
    #: a way command gives way to every exit, so exits may take its words
    yields_to_exits = True
    direction = None

    def access(self, srcobj, access_type="cmd", default=False, **kwargs):
        if not super().access(srcobj, access_type, default, **kwargs):
            return False
        return access_type != "cmd" or not self.exit_answers(srcobj)

    def exit_answers(self, caller):
        """True if an exit where `caller` stands takes one of this direction's words."""
        location = getattr(caller, "location", None)
        words = set(self.direction.words)
        return bool(location) and any(
            words.intersection(way.words() if hasattr(way, "words")
                               else [way.key.lower(), *way.aliases.all()])
            for way in location.exits)

    def func(self):
        location = self.caller.location
        said = no_question_meant(self.caller, self.cmdstring)
        if said:  # „n“ at a running match: the player meant „nein“
            self.msg(said)
        elif hasattr(location, "no_way"):
            self.msg(location.no_way(self.direction, self.caller))
        else:
            self.msg(f"Nach {self.direction.name} geht es hier nicht weiter.")


def way_command(direction):
    """The command class of one direction."""
    return type(f"Cmd{direction.name.replace('ü', 'ue')}", (WayCommand,), {
        "key": direction.key, "aliases": list(direction.words[1:]), "direction": direction,
        "__doc__": f"Nach {direction.name} gehen (wo ein Weg dorthin führt)."})


COMMANDS = [way_command(direction) for direction in DIRECTIONS]
