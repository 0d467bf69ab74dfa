"""
Commands for after the game: the stored games (`partien`), the same deal
again (`nochmal`) and the strong player's analysis (`analyse`).
"""

from evennia.commands.command import Command

from game.typeclasses import gamelog, tablefaces
from game.typeclasses import readers


class CmdPartien(Command):
    """
    Deine letzten Spiele: wann, was, gegen wen, wie es ausging.

    Benutzung:
      partien

    Jede Figur behält ihre letzten 50 fertig gespielten Spiele, das jüngste
    hat die Nummer 1. Mit |wverlauf <nummer>|n liest du eines nach (alle
    Karten, wie sie ausgeteilt waren, jeder Stich, die Abrechnung), mit
    |wanalyse <nummer>|n geht der starke Computerspieler es mit dir durch.
    """

    key = "partien"
    aliases = ["meine spiele", "letzte spiele"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        text = gamelog.list_text(self.caller)
        blind = readers.mode_of(self.caller, self.session) == "blind"
        self.caller.msg(tablefaces.linear(text) if blind else text)


COMMANDS = [CmdPartien]
