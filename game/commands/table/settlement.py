"""
Table commands for the Abrechnung between two games: `weiter` and `pause`.

The table (table/settlement.py) keeps who is ready; these commands
only pass the player's word on.
"""

from game.commands.table.base import TableCommand


class CmdWeiter(TableCommand):
    """
    Nach der Abrechnung: bereit für das nächste Spiel.

    Benutzung:
      weiter

    Nach jedem Spiel einer Partie bleibt die Abrechnung stehen, bis alle
    Menschen am Tisch |wweiter|n gesagt haben (Computerspieler warten nie).
    Der Tisch sagt, auf wen er noch wartet. Antwortet jemand nicht, geht es
    nach einer kurzen Lesezeit plus der Bedenkzeit des Tisches von selbst
    weiter – außer jemand hat |wpause|n gesagt. Nach dem letzten Spiel einer
    Partie wartet nichts: die Partie ist aus.
    """

    key = "weiter"
    aliases = ["bereit"]

    def act(self):
        self.table.settling.ready(self.caller)


class CmdPause(TableCommand):
    """
    Die Abrechnung offen halten, so lange ihr wollt.

    Benutzung:
      pause

    Nach einem Spiel geht es sonst nach der Lesezeit plus der Bedenkzeit
    von selbst weiter. Mit |wpause|n wartet der Tisch, bis alle – auch du –
    |wweiter|n gesagt haben.
    """

    key = "pause"

    def act(self):
        self.table.settling.pause(self.caller)


COMMANDS = [CmdWeiter, CmdPause]
