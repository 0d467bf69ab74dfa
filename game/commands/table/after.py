"""
Commands for after the game: the stored games (`partien`), the same deal
again (`nochmal`) and the strong player's analysis (`analyse`).
"""

from evennia.commands.command import Command
from evennia.utils import logger

from game import thinking
from game.books import gamelog, gamepages, tournaments
from game.cardgames.ai.analysis import report_lines
from game.daily import table as daily
from game.cardgames.cards import render
from game.faces import readers, tablefaces
from game.faces.tabletext import Face
from game.typeclasses.tables import TableError

from game.commands.table.base import TableCommand


#: how the web client knows the analysis' progress lines and its end (Evennia's
#: text option `cls`, the class of the line): kartentisch_tafeln.js keeps only the
#: latest progress line while the analysis runs and drops them when it is done
PROGRESS = {"cls": "out kt-laeuft"}
DONE = {"cls": "out kt-fertig"}
FAILED = "Die Analyse ist gerade nicht gelungen – versuch es gleich noch einmal."


def say_to(caller, session, text, options=None):
    """Answer `caller`; linear for a screen reader; `options` for the web client."""
    blind = readers.mode_of(caller, session) == Face.BLIND
    text = tablefaces.linear(text) if blind else text
    caller.msg(text=(text, options) if options else text)


class CmdPartien(Command):
    """
    Deine letzten Spiele: wann, was, gegen wen, wie es ausging.

    Benutzung:
      partien

    Jede Figur behält ihre letzten 50 fertig gespielten Spiele, das jüngste
    hat die Nummer 1. Ein Spiel, das vor seinem Ende aufgegeben wird, wird
    nicht aufgehoben. Mit |wverlauf <nummer>|n liest du eines nach (alle
    Karten, wie sie ausgeteilt waren, jeder Stich, die Abrechnung), mit
    |wanalyse <nummer>|n geht der starke Computerspieler es mit dir durch.
    """

    key = "partien"
    aliases = ["meine spiele", "letzte spiele"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        say_to(self.caller, self.session, gamelog.list_text(self.caller))


class CmdNochmal(TableCommand):
    """
    Das letzte Spiel am Tisch noch einmal mit denselben Karten spielen.

    Benutzung:
      nochmal             - jeder bekommt wieder die Karten seines Platzes
      nochmal getauscht   - jeder rückt einen Platz weiter und spielt die
                            Karten der anderen Seite

    Geht, wenn keine Partie läuft (nach ihrem Ende oder nach |waufgeben|n).
    Die Computerspieler des Spiels setzen sich dafür wieder hin. So ein
    Spiel ist ein einzelnes Übungsspiel: es steht in deinen |wpartien|n
    (als „nochmal“), zählt aber nirgends – keine Bestenliste, keine Bilanz,
    kein Rekord. An einem Turniertisch gibt es das erst nach dem Turnier.
    """

    key = "nochmal"
    aliases = ["noch mal", "nochmal getauscht"]
    own_words = ("getauscht", "tauschen")

    def act(self):
        word = self.args.strip().lower()
        if self.cmdstring.lower() == "nochmal getauscht":
            word = "getauscht"
        if word not in ("", "getauscht", "tauschen"):
            raise TableError(f"„{self.args.strip()}“ verstehe ich hier nicht: |wnochmal|n oder "
                             "|wnochmal getauscht|n.")
        self.table.deal_again(self.caller, swapped=bool(word))


class CmdAnalyse(TableCommand):
    """
    Ein fertiges Spiel vom starken Computerspieler durchgehen lassen.

    Benutzung:
      analyse             - das letzte fertige Spiel an diesem Tisch
      analyse <nummer>    - eines deiner letzten Spiele (siehe |wpartien|n)

    Für jede deiner Entscheidungen rechnet der starke Computerspieler
    nach, nur mit dem, was du in dem Augenblick wissen konntest (nie mit
    verdeckten Karten): dein Zug, der beste Zug und was deiner im Mittel
    gekostet hat – bei 66 in Punkten, bei Gaigel in der Gewinnchance
    deiner Partei. Die Zahlen sind Mittelwerte über viele zufällig neu
    verteilte Kartenlagen und streuen darum ein wenig: Ein Unterschied
    innerhalb der Streuung (zwei Standardfehler) ist kein Fehler, die Züge
    gelten dann als gleichwertig. Oben stehen die Zahl der Fehler, der
    teuerste und der Verlust zusammen. Das dauert etwas; der Tisch sagt, wie
    weit es ist. Jeder hat eine Analyse zur Zeit; gehen gerade andere Spiele
    durch, wartet deine in einer Reihe, und du liest, an welcher Stelle.
    Eine Analyse nach dem Spiel zählt nicht als Rat. Spiele eines laufenden
    Turniers geht er erst durch, wenn das Turnier aus ist.
    """

    key = "analyse"
    aliases = ["analyze", "analysiere"]

    def func(self):
        record = self.stored_game()  # a stored game: no table needed
        if record is not None:
            if record:
                try:
                    tournaments.check_record(record)
                    daily.check_record(record)  # the day's deals: after midnight
                except TableError as err:
                    self.say(f"|r{err}|n")
                    return
                self.start(record, record.get("seat", 0))
            return
        super().func()

    def act(self):
        tournaments.check_engine_free(self.table, "analyse")
        daily.check_engine_free(self.table, "analyse")
        if self.args.strip():
            raise TableError("Mit |wanalyse|n geht es um das letzte Spiel an diesem Tisch, mit "
                             "|wanalyse <nummer>|n um eines deiner |wpartien|n.")
        from game.table.again import last_record

        record = last_record(self.table)
        if record is None:
            raise TableError("An diesem Tisch ist noch kein Spiel zu Ende gegangen.")
        seats = [s for s, e in enumerate(record.get("seats") or []) if e and e["id"] == self.caller.id]
        if not seats:
            raise TableError("Das letzte Spiel an diesem Tisch hast du nicht mitgespielt; deine "
                             "eigenen findest du mit |wpartien|n.")
        self.start(record, seats[0])

    def start(self, record, seat):
        """The analysis starts now, or waits its turn in the line (thinking.py): one
        per person (account) at a time, the others told their place."""
        caller = self.caller
        owner = ("account", caller.account.id) if caller.account else ("object", caller.id)
        place = thinking.analysis_place(owner)
        if place == 0:
            self.say("|rDeine Analyse läuft noch – gleich weißt du mehr.|n")
            return
        if place:
            self.say(f"|rDeine Analyse wartet schon: {place_text(place)}|n")
            return

        def told(place):
            caller.msg(text=(f"Analyse: {place_text(place)}", PROGRESS))

        place = thinking.request_analysis(owner, lambda: self.run(record, seat), told)
        if place:
            self.say(f"Der starke Computerspieler geht gerade andere Spiele durch; deine "
                     f"Analyse wartet, bis sie dran ist: {place_text(place)} Sobald sie "
                     "dran ist, geht es los.")

    def run(self, record, seat):
        """Go through the game now; the Deferred fires when it is over."""
        caller, session = self.caller, self.session
        shown = {"step": -1}

        def progress(done, total):
            if done == 0:
                caller.msg(text=(f"Der starke Computerspieler geht dein Spiel durch ({total} "
                                 f"Entscheidung{'' if total == 1 else 'en'}) …", PROGRESS))
                return
            step = done * 5 // total  # every fifth
            if step > shown["step"] and done < total:
                shown["step"] = step
                caller.msg(text=(f"Analyse läuft … {done * 100 // total} %", PROGRESS))

        def arrived(result):
            if result is None:
                caller.msg(text=(FAILED, DONE))
                return
            gamepages.keep_analysis(caller, record, result)  # the game's page shows it
            say_to(caller, session, analysis_text(record, seat, result, caller.db.card_names),
                   DONE)

        def failed(failure):
            logger.log_err(f"analyse failed:\n{failure.getTraceback()}")
            caller.msg(text=(FAILED, DONE))

        return thinking.analyse(record, seat, 0, progress).addCallbacks(arrived, failed)


def place_text(place):
    """`Platz 1 in der Reihe, du bist als Nächstes dran.`, `Platz 3 in der Reihe, vor
    dir warten 2.`"""
    if place == 1:
        return "Platz 1 in der Reihe, du bist als Nächstes dran."
    ahead = "wartet eine" if place == 2 else f"warten {place - 1}"
    return f"Platz {place} in der Reihe, vor dir {ahead}."


def analysis_text(record, seat, result, card_names):
    """The analysis for the reader: a heading, then report_lines (analysis.py)."""
    head = (f"|wAnalyse deines Spiels vom {gamelog.when_text(record['when'])}|n "
            f"({gamelog.title(record)}, {gamelog.sides_text(record, seat)}; "
            f"{gamelog.outcome_for(record, seat)}):")
    lines = [head] + report_lines(result)
    if result.get("skipped"):
        lines.append(f"({result['skipped']} Entscheidungen kamen nicht rechtzeitig zurück und "
                     "fehlen hier.)")
    return render("\n".join(lines), card_names)


COMMANDS = [CmdPartien, CmdNochmal, CmdAnalyse]
