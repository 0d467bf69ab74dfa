"""The base of the commands whose work is `act()`: a refusal (TableError) becomes
one red German line for the caller (the house's, the school's, the builders')."""

from evennia.commands.command import Command

from game.common.tableerror import TableError


class ActCommand(Command):
    """Runs `act()`; a TableError is said in red to the caller."""

    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        try:
            self.act()
        except TableError as err:
            self.caller.msg(f"|r{err}|n")

    def act(self):
        raise NotImplementedError
