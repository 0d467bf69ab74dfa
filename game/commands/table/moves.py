"""
Table commands for the moves: each passes the player's words to the table
(`lege 3` names the third card of the hand); and `rat`, the strong
computer player's advice for the next move.

A move that cannot be taken back and may decide the game at once (`genug`,
`aus`, a bare `decke`: the family gives its Move a `question`) asks first, and
so does the first `rat` of a game (what it costs, before the advice); the
question is the same whatever the points, and `anzeige nachfragen aus` turns
it off. If the game went on while the question stood, nothing is done.

A line that begins with no command word but reads as a move of the caller's
running game („laub melden“, „stapel zudrehen“, as the table's labels say them)
is that move, or with a puzzle open and no game here the puzzle's answer
(`spoken_action`, called by the answer to unknown words and by `stapel …`).
"""

import math
import re
import time
from functools import partial

from evennia.utils import logger

from game import thinking
from game.books import records
from game.cardgames import IllegalMove
from game.cardgames.cards import command_ref, is_suit_word, reader_family, render
from game.cardgames.kinds import MoveKind, Refusal
from game.faces import hinting as hints
from game.typeclasses.tables import TableError
from game.table import leavers

from game.commands.puzzles import answer_if_open, reads_as_answer
from game.commands.table.base import TableCommand, asks_first
from game.commands.table.seats import not_seated_text, unseated_mover_text
from game.common.safety import number
from game.common.things import seated_at


#: a whole number, maybe signed, as a player may type it for a card's place in the hand
SIGNED = re.compile(r"[+-]?\d+")


class GameAction(TableCommand):
    """Base of the moves: passes the player's words to the engine."""

    takes_card = False  # `<befehl> <nummer>` names a card of the hand
    kind = None  # the MoveKind of the command, when its move may ask first (Move.question)
    sure_words = ()  # words after the command that make the move without asking

    def func(self):
        """The move; while a puzzle is open and no game of the caller's runs
        here, the puzzle's answer (commands/puzzles.py)."""
        if answer_if_open(self.caller, f"{self.cmdstring} {self.args.strip()}".strip()):
            return
        return super().func()  # a generator while it asks first

    def unseated(self, tables):
        return unseated_mover_text(tables)

    def question(self):
        """The family's question before this move, or "" (no such move now, the
        player's sure words, or the questions turned off)."""
        table, caller = self.table, self.caller
        if self.kind is None or not asks_first(caller) or not table.playing():
            return ""
        if self.args.strip().lower() in self.sure_words:
            return ""
        seat = table.seats.of(caller)
        if seat is None or table.settling.is_open():
            return ""
        move = next((move for move in table.match.game.moves(seat) if move.kind is self.kind),
                    None)
        return move.question if move is not None else ""

    def act(self):
        if self.table.seats.of(self.caller) is None:
            raise TableError(not_seated_text(self.table, self.caller), Refusal.NOT_SEATED)
        text = f"{self.cmdstring} {self.args.strip()}".strip()
        self.table.play(self.caller, self.resolve_number(text))

    def resolve_number(self, text):
        """`lege 3`, `höher hat 3`: the third card as the hand is shown.

        After a suit word a number is a rank (`lege schelle 10`, RULES.md
        section 1), so only a number that follows no suit is a position.
        """
        words = text.split()
        if not (words and SIGNED.fullmatch(words[-1]) and self.takes_card and self.table.match):
            return text
        if len(words) > 1 and is_suit_word(words[-2]):
            return text
        hand = self.table.match.game.view(self.table.seats.of(self.caller))["hand"]
        if len(words) > 1 and SIGNED.fullmatch(words[-2]):  # `lege 1 2`: which one?
            raise TableError(f"„{text}“ nennt keine Karte: eine Karte ist eine Nummer deiner "
                             f"Hand („{self.cmdstring} 3“) oder Farbe und Rang („"
                             f"{self.cmdstring} herz ass“).", Refusal.NOT_UNDERSTOOD,
                             MoveKind.CARD)
        nth = number(words[-1])
        if nth is None or nth < 1:  # `lege -1`, `lege 0`
            raise TableError(f"Eine Karte {words[-1]} gibt es nicht: die Karten deiner Hand "
                             f"zählen von 1 bis {len(hand)}.", Refusal.NOT_IN_HAND, MoveKind.CARD)
        if nth > len(hand):
            raise TableError(f"Du hast nur {len(hand)} Karten; Karte {nth} gibt es nicht.",
                             Refusal.NOT_IN_HAND, MoveKind.CARD)
        return " ".join(words[:-1] + [hand[nth - 1]])


class CmdLege(GameAction):
    """
    Eine Karte ausspielen.

    Benutzung:
      lege <farbe> <bild>   - z. B. lege schelle 10, lege herz ass, lege h a
      lege <nummer>         - die Karte an dieser Stelle deiner Hand

    Farben: eichel, laub (grün, blatt), herz, schellen – oder französisch
    kreuz, pik, herz, karo. Bilder: ass (auch sau, daus), zehn (10), könig,
    ober (dame), unter (bube) und die kleinste Karte: im 66 die neun (9), im
    Gaigel und im klassischen 66 die sieben (7). Abkürzungen gehen, solange sie
    eindeutig sind.
    """

    key = "lege"
    takes_card = True
    aliases = ["spiele", "play"]


class CmdMelde(GameAction):
    """
    Ein Paar aus König und Ober melden (20, in Trumpf 40; nach Sarasander
    Art 10, in Trumpf 20).

    Benutzung:
      melde <farbe>

    Danach spielst du gleich eine Karte des Paares aus.
    """

    key = "melde"
    aliases = ["meld"]


class CmdRaube(GameAction):
    """
    Rauben: die kleine Trumpfkarte gegen die aufgedeckte Trumpfkarte tauschen.

    Benutzung:
      raube          (auch: tausche)

    Beim 66 raubst du mit der Trumpfneun (Schnapsen: Trumpfunter), beim Gaigel
    mit der Trumpfsieben, jeweils nur wenn du ausspielst. Liegt die kleine
    Trumpfkarte selbst aufgedeckt unter dem Stapel, gibt es nichts zu rauben.
    """

    key = "raube"
    aliases = ["tausche", "rob"]


class CmdDecke(GameAction):
    """
    Den Stapel zudrehen: ab jetzt wird nicht mehr gezogen.

    Benutzung:
      decke stapel   (oder: zudrehen)

    Wer zudreht, muss danach 66 Augen erreichen. Ohne „stapel“ fragt der Tisch
    erst nach (|wanzeige nachfragen aus|n schaltet das ab).
    """

    key = "decke"
    aliases = ["zudrehen", "close"]
    kind = MoveKind.CLOSE
    sure_words = ("stapel",)


class CmdGenug(GameAction):
    """
    Ansagen, dass du 66 Augen hast; das Spiel endet sofort.

    Benutzung:
      genug

    Nur wenn du am Ausspielen bist und den letzten Stich gemacht oder eben
    gemeldet hast. Hast du dich verzählt, gewinnt dein Gegner. Der Tisch fragt
    erst nach, ob du wirklich ansagen willst – immer gleich, ob du 66 hast oder
    nicht (|wanzeige nachfragen aus|n schaltet das ab).
    """

    key = "genug"
    aliases = ["enough"]
    kind = MoveKind.ANNOUNCE


class CmdAus(GameAction):
    """
    Beim Gaigel: „Aus!“ rufen, wenn deine Partei 101 hat.

    Benutzung:
      aus

    Geht jederzeit, auch wenn du nicht am Zug bist. Zu früh gerufen ist es
    ein Untergaigel, zu spät ein Übergaigel. Der Tisch fragt erst nach, ob du
    wirklich rufen willst – immer gleich, ob deine Partei 101 hat oder nicht
    (|wanzeige nachfragen aus|n schaltet das ab).
    """

    key = "aus"
    aliases = ["out"]
    kind = MoveKind.AUS


class CmdGeElfen(GameAction):
    """
    Gaigel, erster Stich: ein Ass offen ausspielen (Ge-Elfen).

    Benutzung:
      ge-elfen <karte>
    """

    key = "ge-elfen"
    takes_card = True
    aliases = ["geelfen"]


class CmdHoeherHat(GameAction):
    """
    Gaigel, erster Stich: eine Karte verdeckt ausspielen (Höher hat).

    Benutzung:
      höher hat <karte>
    """

    key = "höher"
    takes_card = True
    aliases = ["hoeher"]


class CmdAndereAlte(GameAction):
    """
    Gaigel, erster Stich: ein Ass verdeckt ausspielen (Andere Alte).

    Benutzung:
      andere alte <karte>
    """

    key = "andere"
    takes_card = True


class CmdFuenfSiebener(GameAction):
    """
    Gaigel: fünf Siebener zeigen und das Spiel sofort gewinnen.

    Benutzung:
      fünf siebener   (oder kurz: fünf)
    """

    key = "fünf siebener"
    aliases = ["fünf", "fuenf siebener", "fuenf"]

    def act(self):
        if not self.args.strip():  # `fünf` alone: the move as the help names it
            self.cmdstring = self.key
        super().act()


class CmdDissle(GameAction):
    """
    Gaigel (Hausregel): mit vier Siebenern „auf Dissle“ spielen.

    Benutzung:
      dissle
    """

    key = "dissle"


class CmdZugInWorten(GameAction):
    """
    A move in the words a player reads at the table, with no command first
    („laub melden“, „stapel zudrehen“, „legen: herz ass“, a bare „herz ass“): the
    answer to a first word no command knows (commands/unknown.py) and `stapel …`
    hand the line on here when the caller's running game reads it as one of its
    moves (spoken_move); the family's parser knows the words. In no cmdset.
    """

    key = "zug"
    auto_help = False
    table_found = None  # the table whose game read the words
    named = None  # the Move the words name now (None: a move the rules refuse now)

    def find_table(self):
        return self.table_found

    def question(self):
        """The move's own question (`stapel zudrehen` asks as `zudrehen` does)."""
        if self.named is None or not asks_first(self.caller):
            return ""
        return self.named.question


def spoken_action(command, text):
    """What `text` (words with no command first) does for `command`'s caller, to
    call in `command`'s place, or None (words that are no move here): a move of
    the caller's running game here (`spoken_move`), else the answer to the
    caller's open puzzle when its position reads them as a move."""
    move = spoken_move(command, text)
    if move is not None:
        return move.func  # a generator while the move asks first
    if reads_as_answer(command.caller, text):
        return partial(answer_if_open, command.caller, text.strip())
    return None


def spoken_move(command, text):
    """A `CmdZugInWorten` for `text`, to run in `command`'s place, or None: the
    caller plays at a table here whose running game reads `text` as a move (also
    one it refuses now: that refusal says why). Words it does not know get the
    command line's answer instead."""
    caller, text = command.caller, text.strip()
    room = getattr(caller, "location", None)
    if not text or room is None:
        return None
    for table in seated_at(caller, room):
        if not table.playing() or table.settling.is_open() or not table.match:
            continue
        try:
            named = table.match.game.move_named(table.seats.of(caller), text)
        except IllegalMove as err:
            if err.reason is Refusal.NOT_UNDERSTOOD:
                return None
            named = None
        move = CmdZugInWorten()
        for name in ("caller", "session", "account", "cmdset", "cmdset_providers", "obj"):
            setattr(move, name, getattr(command, name, None))
        move.cmdstring, move.args, move.raw_string = text, "", text
        move.table_found, move.named = table, named
        return move
    return None


class CmdRat(TableCommand):
    """
    Den starken Computerspieler um Rat fragen.

    Benutzung:
      rat

    Nur an Tischen ohne weitere menschliche Mitspieler, nie an einem
    Turniertisch. Ansagen („genug“)
    rät er nur, wenn du den 66-Hinweis eingeschaltet hast
    (|wanzeige 66-hinweis an|n); sonst zählst du selbst. Ein Spiel mit Rat
    zählt nicht für die |wbestenliste|n, und der Platzbonus der Partie
    fällt weg (die Punkte, die der Platz deiner Partei in der Partie für die
    Bestenliste bringt); für deine |wwertung|n zählt es nur, wenn du es
    verlierst. Beim ersten Rat im Spiel sagt dir der Tisch das
    und fragt, ob du trotzdem fragen willst (|wanzeige nachfragen aus|n:
    er sagt es dir nur, vor dem Rat).
    """

    key = "rat"
    aliases = ["hint", "tipp"]
    needs_match = True
    warned = False  # the first advice of the game: its cost said in the question

    def unseated(self, tables):
        return unseated_mover_text(tables)

    def question(self):
        self.table.check_advice(self.caller)  # also engine-free tournament tables
        if self.table.had_advice() or not asks_first(self.caller):
            return ""
        self.warned = True
        return advice_warning(places_of(self.table)) + " Willst du trotzdem fragen?"

    def act(self):
        caller, table = self.caller, self.table
        seat = table.seats.of(caller)
        now = time.monotonic()
        if caller.ndb.rat_pending:
            raise TableError("Du überlegst noch – einen Moment, gleich weißt du mehr.")
        wait = (caller.ndb.rat_next or 0) - now
        if wait > 0:
            raise TableError(f"Nicht so hastig: Rat gibt es wieder in {math.ceil(wait)} "
                             f"Sekunde{'' if math.ceil(wait) == 1 else 'n'}.")
        game = table.match.game
        family = reader_family(caller.db.card_names)
        caller.ndb.rat_pending = True
        caller.ndb.rat_next = now + RAT_COOLDOWN
        legal = game.legal(seat)
        if not hints.hint_66_on(caller):  # „würde ansagen“ only with the 66 hint on
            legal = [move.command for move in game.moves(seat)
                     if move.kind is not MoveKind.ANNOUNCE] or legal
        answer = thinking.advise(game.view(seat), legal, family)
        answer.addCallback(self.advice_arrived, caller, table, table.turns.token(), family,
                           self.warned)
        answer.addErrback(self.advice_failed, caller)
        if caller.ndb.rat_pending:  # not answered at once: the worker thinks
            caller.msg("Du überlegst …")

    @staticmethod
    def advice_arrived(advice, caller, table, token, family, warned=False):
        """The strong player's answer from the worker pool (on the reactor thread);
        the first of a game says what it costs first, unless the question did."""
        caller.ndb.rat_pending = False
        command, reason = advice
        if table.turns.token() != token:
            caller.msg("Dein Rat kommt zu spät – das Spiel ist inzwischen weitergegangen.")
            return
        if command is None:
            caller.msg(reason)
            return
        first = table.mark_advice()
        said = render(command_ref(command), family)
        caller.msg((advice_warning(places_of(table)) + "\n" if first and not warned else "")
                   + f"Der Rat: |w{said}|n – {reason}")

    @staticmethod
    def advice_failed(failure, caller):
        caller.ndb.rat_pending = False
        logger.log_err(f"rat failed:\n{failure.getTraceback()}")
        caller.msg(thinking.NO_ADVICE)


#: seconds between two `rat` of one player (the worker pool is shared)
RAT_COOLDOWN = 3


def advice_warning(places=None):
    """Said before the first advice of a game: what asking costs, in short
    sentences; the Platzbonus explained for the `places` the game has."""
    return ("|yVorweg: Mit Rat zählt dieses Spiel nicht mehr für die Bestenliste. "
            "Auch der Platzbonus dieser Partie fällt weg. "
            f"{capitalize(records.place_bonus_rule(places))}. Für deine Wertung zählt das Spiel "
            "nur, wenn du es verlierst. Ein Sieg mit Rat hebt sie nicht.|n")


def capitalize(clause):
    return clause[:1].upper() + clause[1:]


def places_of(table):
    """How many places the running match has: one per party."""
    return len(set(leavers.parties(table)))


COMMANDS = [CmdLege, CmdMelde, CmdRaube, CmdDecke, CmdGenug, CmdAus, CmdGeElfen, CmdHoeherHat,
            CmdAndereAlte, CmdFuenfSiebener, CmdDissle, CmdRat]
