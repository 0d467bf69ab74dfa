"""`tourpass`: the stamps of the Kartentour (game/books/tour.py)."""

from evennia.commands.command import Command

from game.books import tour


class CmdTourpass(Command):
    """
    Deinen Tourpass der Kartentour ansehen.

    Benutzung:
      tourpass

    Die Kartentour führt vom Stadttor von Sarasande (westlich vom Wegkreuz)
    über acht Stationen die Landstraße entlang. An jeder wartet ein
    Computerspieler mit seiner Spielart und Partielänge, erst leicht, dann
    normal, zuletzt stark. Setz dich an den Tisch der Station, hol ihn mit
    |wauffüllen|n dazu und beginne mit |wspiel|n. Gewinnst du die Partie,
    bekommst du den Stempel, und die nächste Station ist offen; verlierst du,
    versuchst du es einfach noch einmal. Tourpartien zählen in deinen Rekorden
    wie jede andere Partie.
    """

    key = "tourpass"
    aliases = ["stempel"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        self.caller.msg(tour.pass_text(self.caller))


COMMANDS = [CmdTourpass]
