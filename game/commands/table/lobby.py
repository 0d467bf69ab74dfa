"""
From the lobby to a table without typing: `zum tisch` walks to a table of
the world (the way there, room by room) and sits or watches there; `neue
partie` starts the next match with the same seats (the computer players of
the last game sit down again). The web pane's buttons send these, a telnet
player may type them.
"""

from evennia.commands.command import Command

from game.common.things import all_tables
from game.house.ways import path_to
from game.table.again import last_record, reseat_computer_players
from game.typeclasses.tables import TableError

from game.commands.table.base import TableCommand


def find_table(words):
    """The table named by `#id` or by its name (the first in the world by name)."""
    word = words.strip().lower()
    tables = [t for t in all_tables() if t.location]
    if word.startswith("#") and word[1:].isdigit():
        found = [t for t in tables if t.id == int(word[1:])]
    else:
        found = [t for t in tables if t.key.lower() == word]
    return found[0] if found else None


class CmdZumTisch(Command):
    """
    Zu einem Kartentisch gehen, irgendwo in der Kartenwelt, und dich setzen
    oder zuschauen.

    Benutzung:
      zum tisch <tisch>             - hingehen und hinsetzen
      zum tisch <tisch> zuschauen   - hingehen und zuschauen

    Den Tisch nennst du mit seinem Namen oder seiner Nummer aus der
    Tischliste (#12); |wwo|n zeigt alle Tische. Du gehst den Weg Raum für
    Raum, wie zu Fuß; mitten in einer Partie lässt dich dein Tisch nicht
    gehen.
    """

    key = "zum tisch"
    aliases = ["zu tisch", "hingehen"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        words = self.args.strip()
        watch = words.lower().endswith(" zuschauen")
        if watch:
            words = words[: -len(" zuschauen")]
        if not words:
            self.msg("Benutzung: zum tisch <tisch> oder zum tisch <tisch> zuschauen "
                     "(|wwo|n zeigt alle Tische).")
            return
        table = find_table(words)
        if table is None:
            self.msg(f"Einen Tisch „{words}“ gibt es nicht; |wwo|n zeigt alle Tische.")
            return
        caller = self.caller
        steps = path_to(caller.location, table.location) if caller.location else None
        if steps is None:
            self.msg("Zu diesem Tisch führt von hier kein Weg.")
            return
        for way in steps:
            before = caller.location
            way.at_traverse(caller, way.destination)
            if caller.location == before:
                return  # the way was refused (a running match here): the reason was said
        verb = "zuschauen" if watch else "setzen"
        caller.execute_cmd(f"{verb} {table.key}", session=self.session)


class CmdNeuePartie(TableCommand):
    """
    Nach einer Partie gleich die nächste, mit denselben Plätzen.

    Benutzung:
      neue partie

    Hast du allein gegen Computerspieler gespielt, sind sie sitzen geblieben,
    und die Partie beginnt gleich, so lang wie die letzte. Sonst setzen sich
    die Computerspieler der letzten Partie wieder auf ihre Plätze, wo sie
    frei sind; dann beginnt die Partie wie mit |wspiel|n.
    """

    key = "neue partie"
    aliases = ["neuepartie"]

    def act(self):
        table = self.table
        if table.seats.of(self.caller) is None:
            raise TableError("Du sitzt nicht an diesem Tisch; setz dich zuerst („setzen“).")
        if table.playing():
            raise TableError("Hier läuft schon eine Partie.")
        record = last_record(table)
        if record:
            reseat_computer_players(table, record)
        self.caller.execute_cmd(f"spiel {table.key}", session=self.session)


COMMANDS = [CmdZumTisch, CmdNeuePartie]
