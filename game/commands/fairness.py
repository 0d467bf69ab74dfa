"""
Fair play one can check: mischung (provable deals) and statistik (what was dealt).

Thin: the table side of the seeds is game/books/fairness.py, the
counters of the dealt cards game/typeclasses/dealstats.py.
"""

from evennia.commands.command import Command
from evennia.utils import logger
from twisted.internet.threads import deferToThread

from game.books import dealcounts, fairness, gamelog
from game.cardgames import ranking
from game.common.safety import OOPS
from game.daily import seeds
from game.typeclasses.characters import Character

from game.commands.table.base import TableCommand, tables_here

KIND_WORDS = {"66": "66", "sechsundsechzig": "66", "schnapsen": "66", "gaigel": "gaigel"}


class CmdMischung(TableCommand):
    """
    Die Mischung nachprüfen: Hash vorher, eigener Samen, aufdecken und nachrechnen.

    Benutzung:
      mischung                 - Hash des Server-Samens, die Samen der Plätze
      mischung eigen <text>    - dein eigener Samen für deine nächsten Partien
      mischung prüfen <nr>     - ein gespeichertes Spiel (Nummer aus |wpartien|n)
                                 nachrechnen, sobald seine Partie aus ist

    Vor jeder Partie legt der Server einen geheimen Samen fest und zeigt
    dessen Hash. Jeder Platz bringt einen eigenen Samen mit. Jedes Spiel
    wird aus beidem nach einem festen, veröffentlichten Verfahren gemischt.
    Am Ende der Partie wird der Server-Samen aufgedeckt: dann kann jeder
    nachrechnen, dass genau so gegeben wurde – auch zu Hause mit
    tools/pruefe_mischung.py. Mehr in |whilfe fairness|n.
    """

    key = "mischung"
    aliases = ["mischen", "shuffle"]
    own_words = ("eigen", "prüfen", "pruefen")

    def func(self):
        words = self.args.strip().split(maxsplit=1)
        first = words[0].lower() if words else ""
        rest = words[1].strip() if len(words) > 1 else ""
        if first == "eigen":
            self.set_own(rest)
        elif first in ("prüfen", "pruefen", "prüfe", "pruefe"):
            self.check(rest)
        else:
            super().func()

    def act(self):
        self.say(self.table.fairness_text(self.caller))

    def set_own(self, text):
        if not text:
            self.say("|rWelchen Samen? Zum Beispiel: mischung eigen Glückskeks am Dienstag|n")
            return
        tables = tables_here(self.caller)
        mine = [t for t in tables if t.seats.of(self.caller) is not None]
        try:
            self.say(fairness.set_text(self.caller, mine[0] if mine else None, text))
        except ValueError as err:
            self.say(f"|r{err}|n")

    def check(self, word):
        if not word:
            self.say("|rWelches Spiel? Die Nummer steht bei |wpartien|r, zum Beispiel: "
                     "mischung prüfen 1|n")
            return
        seeds.reveal_into_games(self.caller)  # a day's deals are checked once it is over
        try:
            record = gamelog.game_number(self.caller, word)
        except ValueError as err:
            self.say(f"|r{err}|n")
            return
        self.say(fairness.check_text(record, int(word)))


class CmdStatistik(Command):
    """
    Was dir ausgeteilt wurde, gegen das, was der Zufall bringt.

    Benutzung:
      statistik                  - 66 und Gaigel
      statistik 66 / gaigel      - nur ein Spiel
      statistik <name>           - die eines Computerspielers, oder eines
                                   Menschen, der sie öffentlich gemacht hat
      statistik öffentlich       - andere dürfen deine sehen
      statistik privat           - nur du (so ist es anfangs)

    Gezählt wird jedes gewertete Spiel einmal: Trümpfe, Asse (Sau, Daus)
    und Paare (König und Ober einer Farbe) in deiner Hand, wie sie
    ausgeteilt wurde, und der Rang des aufgedeckten Trumpfs; daneben
    dieselben Zahlen der Computerspieler, die gegen dich spielten. Die
    Erwartung ist aus dem Blatt genau berechnet. Ob ein Unterschied noch
    Zufall ist, sagt ein Chi-Quadrat-Test mit seinem p-Wert.
    Siehe auch |whilfe fairness|n und |wmischung|n.
    """

    key = "statistik"
    aliases = ["statistic", "statistics"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        words = self.args.strip()
        low = words.lower()
        if low in ("öffentlich", "oeffentlich", "privat"):
            self.caller.db.statistik_public = low != "privat"
            self.caller.msg("Deine Statistik sehen jetzt auch andere (|wstatistik "
                            f"{self.caller.key}|n)." if low != "privat"
                            else "Deine Statistik siehst jetzt nur du.")
            return
        if low in KIND_WORDS:
            self.show(self.caller, [KIND_WORDS[low]])
            return
        obj = self.whose(words) if words else self.caller
        if obj is None:
            return
        if obj != self.caller and not dealcounts.is_public(obj):
            self.caller.msg(f"|r{obj.key} zeigt die eigene Statistik nicht öffentlich.|n")
            return
        self.show(obj, list(ranking.KINDS))

    def show(self, obj, kinds):
        """The counters are read here; the text is made at once, or in a thread
        when exact odds have to be computed first (dealcounts.heavy), so the
        reactor keeps answering everybody else meanwhile."""
        caller = self.caller
        data = dealcounts.stats_of(obj)
        words = dealcounts.words_for(obj, obj == caller)
        if not dealcounts.heavy(data, kinds):
            caller.msg(dealcounts.render(data, kinds, words))
            return
        done = deferToThread(dealcounts.render, data, kinds, words)
        done.addCallbacks(caller.msg, self.failed, errbackArgs=(caller,))

    @staticmethod
    def failed(failure, caller):
        logger.log_err(f"statistik failed:\n{failure.getTraceback()}")
        caller.msg(OOPS)

    def whose(self, name):
        found = self.caller.search(name, global_search=True, quiet=True)
        people = [obj for obj in found if isinstance(obj, Character)
                  or dealcounts.is_public(obj)]
        if len(people) != 1:
            self.caller.msg(f"|rEinen Kartenspieler namens „{name}“ kenne ich nicht.|n"
                            if not people else f"|r„{name}“ passt auf mehrere; genauer bitte.|n")
            return None
        return people[0]


COMMANDS = [CmdMischung, CmdStatistik]
