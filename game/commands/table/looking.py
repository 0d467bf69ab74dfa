"""
Table commands for looking: the table, talon, last trick, the course of the
game, the rules and the overview of the card commands.
"""

from evennia.commands.command import Command

from game.books import gamelog, gamepages
from game.cardgames.cards import CardTextError, card_text, parse_face, reader_family, render
from game.cardgames.families import family_of
from game.cardgames.tablestate import card_label, public_state
from game.faces import tabletext
from game.typeclasses.tables import TableError
from world.help_entries import RULES

from game.commands.pager import blaettern
from game.commands.table.base import TableCommand
from game.commands.table.moves import spoken_action
from game.common.safety import number


class CmdHand(TableCommand):
    """
    Den Tisch ansehen: Trumpf, Stapel, Stich und deine Karten.

    Benutzung:
      hand   (oder: karten, tisch)
    """

    key = "hand"
    aliases = ["karten", "tisch", "cards"]
    needs_match = True

    def act(self):
        text = self.table.table_text_for(self.caller, self.session)
        if self.table.db.practice and not self.table.playing():  # after `nochmal`
            text += "\n" + tabletext.AGAIN_OVER
        elif not self.table.playing():  # the last game of a finished match
            text += "\nDie Partie ist aus. Mit „spiel“ beginnt eine neue."
        elif self.table.settling.is_open():
            text += "\nMit „weiter“ geht es zum nächsten Spiel."  # the turn line says it is over
        self.caller.msg(text)


class CmdStapel(TableCommand):
    """
    Den Stapel ansehen: wie viele Karten, welcher Trumpf, zugedreht oder nicht.

    Benutzung:
      stapel
    """

    key = "stapel"
    aliases = ["talon"]
    needs_match = True

    def func(self):
        """`stapel zudrehen`, as the table's label says it, closes the talon (asking
        first): the words after `stapel` that make a move of the caller's game."""
        if self.args.strip():
            action = spoken_action(self, self.raw_string)
            if action is not None:
                return action()
        return super().func()

    def act(self):
        model = public_state(self.table.public_view(), {}, reader_family(self.caller.db.card_names))
        self.say(tabletext.talon_line(model, self.family()))


class CmdStich(TableCommand):
    """
    Den letzten Stich noch einmal ansehen.

    Benutzung:
      stich   (oder: letzter stich)
    """

    key = "stich"
    aliases = ["letzter stich", "last"]
    needs_match = True

    def act(self):
        family = self.family()
        self.say(tabletext.last_trick_text(self.table.public_view(), family))


class CmdVerlauf(TableCommand):
    """
    Den Verlauf des Spiels: alle Stiche und Meldungen bisher.

    Benutzung:
      verlauf           - das laufende Spiel
      verlauf letztes   - das zuletzt beendete Spiel an diesem Tisch, mit Abrechnung
                          und allen Karten, wie sie ausgeteilt waren
      verlauf <nummer>  - eines deiner letzten Spiele (siehe |wpartien|n), überall,
                          mit dem Link zu seiner Seite auf der Webseite (|wpartie|n)

    Wie ausgeteilt war (jede Hand und der Stapel), steht erst da, wenn das
    Spiel vorbei ist.
    """

    key = "verlauf"
    aliases = ["history"]

    def func(self):
        record = self.stored_game()  # a stored game: no table needed
        if record is not None:
            if record:
                self.say(gamelog.course_text(record, self.family(), self.caller.db.card_names)
                         + "\n" + gamepages.link_line(self.caller, record, self.args.strip()))
            return
        super().func()

    def act(self):
        family = self.family()
        if self.args.strip().lower() in ("letztes", "vorher", "last"):
            last = self.table.db.last_game
            if not last:
                raise TableError("An diesem Tisch ist noch kein Spiel zu Ende gegangen.")
            self.say(f"|wDas letzte Spiel:|n\n{tabletext.course_text(last['view'], family)}"
                     f"\n{self.deal_lines(last, family)}"
                     f"{render(last['settlement'], self.caller.db.card_names)}")
            return
        if not self.table.match:
            raise TableError("Hier läuft gerade kein Spiel; |wverlauf letztes|n zeigt das "
                             "zuletzt beendete.")
        text = tabletext.course_text(self.table.public_view(), family)
        if self.table.match.game.result is not None:  # the last game of a finished match
            text += "\n" + self.deal_lines(self.table.db.last_game or {}, family).rstrip("\n")
        self.say(text)

    @staticmethod
    def deal_lines(last, family):
        """The whole deal of a finished game (with a newline), or ""."""
        record = last.get("record")
        if not record:
            return ""
        return gamelog.deal_text(gamelog.plain(record), family) + "\n"


class CmdRegeln(TableCommand):
    """
    Die Spielregeln des Tisches lesen, seitenweise.

    Benutzung:
      lies regeln   (oder: regeln)
    """

    key = "regeln"
    aliases = ["lies regeln", "rules"]

    def act(self):
        text = (RULES.get(self.table.game_name)  # the house's games: world/help_entries.py
                or getattr(family_of(self.table.db.preset), "rules_text", None))  # another's
        if not text:
            raise TableError("Für dieses Spiel liegt noch kein Regelheft auf dem Tisch.")
        blaettern(self.caller, text, exit_on_lastpage=True)


class CmdWarum(TableCommand):
    """
    Fragen, warum du eine Karte jetzt nicht legen darfst (oder ob du sie darfst).

    Benutzung:
      warum <karte>     - z. B. warum herz ass, warum sch 10
      warum <nummer>    - die Karte an dieser Stelle deiner Hand (wie bei |wlege|n)

    Die Antwort ist der Grund, den auch der Tisch nennt, wenn du die Karte
    legen willst: Farbzwang, Stichzwang, Trumpfzwang, die Karte nach einer
    Meldung, die Eröffnung im ersten Gaigel-Stich. Gefragt wird, wenn du am
    Zug bist; vorher hängt es vom Stich ab, was du legen darfst.
    """

    key = "warum"
    aliases = ["why", "wieso"]
    needs_match = True

    def act(self):
        seat = self.table.seats.of(self.caller)
        if seat is None:
            raise TableError("Du spielst an diesem Tisch nicht mit; „warum“ erklärt die "
                             "Karten deiner eigenen Hand.")
        words = self.args.strip()
        if not words:
            raise TableError("Welche Karte? Schreib z. B. „warum herz ass“ oder „warum 3“.")
        game = self.table.match.game
        view = game.view(seat)
        card = self.card_in_hand(words, view)
        self.say(self.answer(game, seat, view, card))

    def card_in_hand(self, words, view):
        """The hand's card the words name (by number or name); TableError if none."""
        hand = view["hand"]
        nth = number(words)
        if nth is not None:
            if not 1 <= nth <= len(hand):
                raise TableError(f"Du hast {len(hand)} Karten; Karte {nth} gibt es nicht."
                                 if hand else "Du hast keine Karten mehr.")
            return hand[nth - 1]
        low = "sieben" if tabletext.low_label(view) == "7" else "neun"
        try:
            face = parse_face(words, view["options"].get("deck", 24) == 24, low)
        except CardTextError as exc:
            raise TableError(str(exc)) from None
        for card in hand:
            if parse_face(card) == face:
                return card
        raise TableError(f"{card_label(card_text(face, low), self.names())} hast du nicht "
                         "auf der Hand.")

    def names(self):
        return self.caller.db.card_names or "deutsch"

    def answer(self, game, seat, view, card):
        """Allowed (and how to play it), or the engine's reason why not."""
        label = card_label(card, self.names())
        if view["over"]:
            return "Das Spiel ist vorbei; jetzt wird keine Karte mehr gelegt."
        if view["to_act"] != seat:
            who = view["to_act"]
            now = ("Alle Stiche sind gespielt." if who is None
                   else f"Du bist nicht am Zug – {view['names'][who]} ist dran.")
            return (f"{now} Ob du {label} legen darfst, hängt vom Stich ab, wenn du dran bist; "
                    "frag dann noch einmal.")
        moves = [move for move in game.moves(seat) if move.plays_card]
        plays = [move for move in moves if move.card == card]
        if plays:
            said = " oder ".join(f"„{move.command_for(self.names())}“" for move in plays)
            return f"{label} darfst du jetzt legen: {said}."
        # asked the way cards are played now (the first Gaigel trick: its openings)
        opening = next((move.opening for move in moves), None)
        refused = game.card_refusal(seat, card, opening)
        reason = refused.text(self.names()) if refused else None
        return f"{label} darfst du jetzt nicht legen. {reason}"


class CmdBefehle(Command):
    """
    Kurze Übersicht der Kartenbefehle.

    Benutzung:
      befehle
    """

    key = "befehle"
    aliases = ["kartenbefehle"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        self.caller.msg(OVERVIEW)


OVERVIEW = """|wKartenbefehle|n
  |wsetzen|n [platz]          an den Tisch setzen       |waufstehen|n  wieder gehen
  |weinladen|n <name>         jemanden dazubitten       |wauffüllen|n  Computerspieler holen
  |wspiel|n <art> [bis 3] [gegen stark]   gleich eine Partie mit Computerspielern
  |wsuche|n <art>   |wjetzt|n   |wannehmen|n     Mitspieler finden, anfangen, Einladung annehmen
  |wspiel|n [art] [bis 3|7|11] [sofort tauschen]        am Tisch eine Partie beginnen
  |wlege|n <karte>|<nummer>   ausspielen                |wmelde|n <farbe>  ein Paar melden
  |wraube|n (|wtausche|n)         Trumpf rauben             |wdecke stapel|n   zudrehen
  |wgenug|n                   66 ansagen                |waus|n     Gaigel: 101 erreicht
  |whand|n  |wstapel|n  |wstich|n  |wverlauf|n   Tisch, Stapel, letzter Stich, Spielverlauf
  |wwarum|n <karte>           warum eine Karte jetzt nicht geht
  |wweiter|n  |wpause|n           nach der Abrechnung       |wtempo|n  ruhig, normal, schnell
  |wzuschauen|n  |waufgeben|n  |wrat|n  |wregeln|n  |wkartennamen|n  |wanzeige|n  |wbedenkzeit|n  |wruhe|n
  |wrang|n  |wbilanz|n  |wbestenliste|n [66||gaigel]  |wkurier|n an||aus   Ränge, Zahlen, Neuigkeiten
  |wpartien|n  |wverlauf|n <nr>  |wanalyse|n [nr]  |wnochmal|n [getauscht]   nach dem Spiel
  |wschule|n  |wlektion|n <nummer>  |wantwort|n <nummer>   Kartenschule    |wtourpass|n   Kartentour
Stehen mehrere Tische im Raum, nenn den Tisch dazu: |wsetzen ecktisch|n, |whand ecktisch|n.
Mehr zu jedem Befehl mit |whilfe <befehl>|n, zu den Spielen mit |whilfe 66|n und |whilfe gaigel|n."""


COMMANDS = [CmdHand, CmdStapel, CmdStich, CmdVerlauf, CmdRegeln, CmdWarum, CmdBefehle]
