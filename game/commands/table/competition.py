"""
Competition at the table: the rematch (`revanche`, `ja`, `nein`) and the
claim against someone who left (`sieg beanspruchen`).

Thin: the rules live in game/table/rematch.py and leavers.py.
"""

from game.table import rematch
from game.typeclasses.tables import TableError

from game.commands.table.base import TableCommand


class CmdRevanche(TableCommand):
    """
    Nach einer Partie eine neue mit denselben Leuten am selben Tisch.

    Benutzung:
      revanche             - dieselbe Länge wie die letzte Partie
      revanche bis <3|7|11>

    Die Partie beginnt, sobald jeder am Tisch „revanche“ oder „ja“ gesagt
    hat; „nein“ lehnt ab. Die Computerspieler der letzten Partie setzen
    sich wieder auf ihre Plätze, und es gibt der Nächste am Tisch.
    """

    key = "revanche"
    aliases = ["rematch"]
    own_words = ("bis",)

    def act(self):
        words = self.args.strip().lower().split()
        target = None
        if words:
            if len(words) != 2 or words[0] != "bis" or not words[1].isdigit():
                raise TableError("Benutzung: revanche oder revanche bis 3, 7 oder 11.")
            target = int(words[1])
        rematch.offer(self.table, self.caller, target)


class CmdJa(TableCommand):
    """
    Einer angebotenen Revanche zustimmen.

    Benutzung:
      ja

    Dasselbe wie |wrevanche|n, wenn jemand am Tisch eine Revanche angeboten hat.
    """

    key = "ja"

    def act(self):
        if self.args.strip():
            raise TableError("„ja“ steht für sich allein: es sagt ja zur angebotenen Revanche.")
        rematch.answer(self.table, self.caller, True)


class CmdNein(TableCommand):
    """
    Eine angebotene Revanche ablehnen.

    Benutzung:
      nein
    """

    key = "nein"

    def act(self):
        if self.args.strip():
            raise TableError("„nein“ steht für sich allein: es lehnt die angebotene Revanche ab.")
        rematch.answer(self.table, self.caller, False)


COMMANDS = [CmdRevanche, CmdJa, CmdNein]


class CmdSiegBeanspruchen(TableCommand):
    """
    Den Sieg beanspruchen, wenn jemand von der Gegenseite die Partie verlassen hat.

    Benutzung:
      sieg beanspruchen

    Geht jemand mitten in der Partie (die Verbindung ist weg, oder er ist zu
    lange nicht am Zug), spielt erst ein Computerspieler für ihn. Ihr könnt
    warten, ob er zurückkommt, oder nach 2 Minuten den Sieg beanspruchen:
    die Partie ist dann für ihn verloren (er verliert die Punkte fürs
    vorzeitige Verlassen, und seine Wertung zählt es als Niederlage), ihr
    gewinnt sie. Kommt er vorher zurück, geht das Spiel einfach weiter.
    Gegen Computerspieler allein gibt es das nicht: sie warten.
    """

    key = "sieg beanspruchen"
    aliases = ["sieg", "beanspruchen", "claim"]

    def act(self):
        if self.args.strip() and self.args.strip().lower() != "beanspruchen":
            raise TableError("Benutzung: sieg beanspruchen")
        self.table.claim_win(self.caller)


COMMANDS.append(CmdSiegBeanspruchen)
