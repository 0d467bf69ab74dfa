"""
The card commands: sit down, start, play, look at the table, get advice.

Thin on purpose: a command finds the table, passes the words on and prints
the answer. Every rule lives in the engine, every seat and turn in the
table (game/typeclasses/tables.py).
"""

import math
import time

from evennia.commands.command import Command
from evennia.utils import logger

from game import thinking
from game.cardgames import IllegalMove
from game.cardgames.cards import command_ref, is_suit_word, reader_family, render
from game.typeclasses.cardplayers import CardPlayer
from game.cardgames.settlement import join_names
from game.typeclasses.grammar import ACC, DAT, NUMBER_WORDS
from game.typeclasses.objects import is_card_table
from game.typeclasses.tables import TABLE_TAG, TableError
from world.help_entries import RULES

from . import display
from .pager import blaettern
from .safety import number

PRESET_WORDS = {
    "66": "66", "sechsundsechzig": "66", "schnapsen": "schnapsen", "dreier": "dreier",
    "vierer": "vierer", "klassisch": "klassisch", "sarasande": "sarasande",
    "gaigel": "gaigel4", "gaigel2": "gaigel2", "gaigel3": "gaigel3", "gaigel4": "gaigel4",
    "gaigel6": "gaigel6",
}
COUNT_WORDS = {"zweit": 2, "dritt": 3, "viert": 4, "sechst": 6}


def reader_text(err, reader):
    """A refusal in the reader's card names (IllegalMove keeps its card references)."""
    if isinstance(err, IllegalMove):
        return err.text(reader.db.card_names)
    return str(err)


def tables_here(caller):
    """Card tables in the caller's room."""
    if not caller.location:
        return []
    return [obj for obj in caller.location.contents if is_card_table(obj)]


def seated_here(obj):
    """True if `obj` has a seat at a table in its room."""
    return any(table.seat_of(obj) is not None for table in tables_here(obj))


def table_names(table):
    """The words that name `table`: its key and aliases, in lower case."""
    return [table.key.lower()] + [alias.lower() for alias in table.aliases.all()]


def fill_refusal(missing, available):
    """`Es fehlen drei Mitspieler, aber nur ein Computerspieler hat gerade Zeit.`"""
    need = ("Es fehlt ein Mitspieler" if missing == 1
            else f"Es fehlen {NUMBER_WORDS.get(missing, missing)} Mitspieler")
    if available == 0:
        return f"{need}, aber gerade hat kein Computerspieler Zeit."
    if available == 1:
        return f"{need}, aber nur ein Computerspieler hat gerade Zeit."
    count = NUMBER_WORDS.get(available, available)
    return f"{need}, aber nur {count} Computerspieler haben gerade Zeit."


class TableCommand(Command):
    """Base of the card commands: finds the table, turns refusals into messages.

    Every card command may name its table first or last (`setzen ecktisch`,
    `hand ecktisch`); without a name it is the table one sits at or watches,
    else the only table in the room.
    """

    locks = "cmd:all()"
    help_category = "Kartenspiel"
    needs_match = False
    #: words this command reads itself, never as a table's name
    own_words = ()

    def find_table(self):
        tables = tables_here(self.caller)
        if not tables:
            raise TableError("Hier gibt es keinen Kartentisch.")
        named = self.named_table(tables)
        if named:
            return named
        mine = ([t for t in tables if t.seat_of(self.caller) is not None]
                or [t for t in tables if t.watching(self.caller)])
        if mine:
            return mine[0]
        if len(tables) == 1:
            return tables[0]
        raise TableError(self.which_table(tables))

    def which_table(self, tables, word=""):
        """The German question when a room has several tables (or `word` fits several)."""
        names = join_names(t.named() for t in tables)
        example = f"{self.key} {tables[-1].key.lower()}"
        if word:
            return (f"„{word}“ passt auf mehrere Tische: {names}. Nenn den Tisch mit seinem "
                    f"Namen, zum Beispiel „{example}“.")
        return (f"Hier stehen mehrere Tische: {names}. Sag, welchen du meinst, "
                f"zum Beispiel „{example}“.")

    def named_table(self, tables):
        """The table named first or last in the arguments (taken out of them), or None.
        A table's own name beats an alias; the longest name wins."""
        words = self.args.strip()
        low = words.lower()
        found = []
        for table in tables:
            for index, name in enumerate(table_names(table)):
                if name in self.own_words:
                    continue
                rank = (index == 0, len(name))
                if low == name:
                    found.append((rank, table, "", words))
                elif low.startswith(name + " "):
                    found.append((rank, table, words[len(name):], words[:len(name)]))
                elif low.endswith(" " + name):
                    found.append((rank, table, words[:-len(name)], words[-len(name):]))
        if not found:
            return None
        top = max(rank for rank, _, _, _ in found)
        best = {table.id: (table, rest, word) for rank, table, rest, word in found if rank == top}
        if len(best) > 1:
            said = next(iter(best.values()))[2]
            raise TableError(self.which_table([table for table, _, _ in best.values()], said))
        table, rest, _ = next(iter(best.values()))
        self.args = " " + rest.strip()
        return table

    def func(self):
        try:
            self.table = self.find_table()
            if self.needs_match and not self.table.match:
                raise TableError("An diesem Tisch wurde noch nicht gespielt.")
            self.act()
        except (TableError, IllegalMove) as err:
            self.caller.msg(f"|r{reader_text(err, self.caller)}|n")

    def act(self):
        raise NotImplementedError


class CmdSit(TableCommand):
    """
    Am Kartentisch Platz nehmen.

    Benutzung:
      setzen           - auf den ersten freien Platz
      setzen <nummer>  - auf einen bestimmten Platz
      setzen <tisch>   - an einen bestimmten Tisch, wenn hier mehrere stehen

    Wer sitzt, spielt die nächste Partie mit. Mit |waufstehen|n gehst du wieder.
    Stehen mehrere Tische im Raum, nennst du den Tisch bei jedem Kartenbefehl
    dazu (zum Beispiel |wzuschauen ecktisch|n); sonst gilt der Tisch, an dem
    du sitzt oder zuschaust.
    """

    key = "setzen"
    aliases = ["setz dich", "setze dich", "hinsetzen", "sit"]

    def act(self):
        wanted = number(self.args)
        seat = wanted - 1 if wanted is not None else None
        elsewhere = [t for t in tables_here(self.caller)
                     if t != self.table and t.seat_of(self.caller) is not None]
        if elsewhere:
            raise TableError(f"Du sitzt schon {elsewhere[0].named(DAT, 'an')}; "
                             "steh erst auf („aufstehen“).")
        seat = self.table.sit(self.caller, seat)
        self.caller.msg(f"Du setzt dich {self.table.named(ACC, 'an')} (Platz {seat + 1}).")
        self.caller.location.msg_contents(
            f"{self.caller.key} setzt sich {self.table.named(ACC, 'an')}.", exclude=[self.caller])


class CmdStand(TableCommand):
    """
    Vom Kartentisch aufstehen.

    Benutzung:
      aufstehen

    Während einer Partie geht das nicht; dann hilft nur |waufgeben|n. Wer
    zwischen zwei Partien den Raum verlässt, steht von selbst auf; mitten in
    einer Partie lässt dich der Tisch nicht gehen.
    """

    key = "aufstehen"
    aliases = ["steh auf", "stand"]

    def act(self):
        self.table.stand(self.caller)
        self.caller.msg(f"Du stehst {self.table.named(DAT, 'von')} auf.")


class CmdInvite(TableCommand):
    """
    Jemanden an den Tisch bitten.

    Benutzung:
      einladen <name>

    Ein Computerspieler setzt sich sofort auf einen freien Platz; ein anderer
    Spieler bekommt die Einladung und setzt sich mit |wsetzen|n dazu.
    """

    key = "einladen"
    aliases = ["invite"]

    def act(self):
        if not self.args.strip():
            raise TableError("Wen möchtest du einladen? „einladen <name>“.")
        guest = self.caller.search(self.args.strip())
        if not guest:
            return
        if isinstance(guest, CardPlayer):
            if seated_here(guest):
                raise TableError(f"{guest.key} sitzt schon an einem Tisch.")
            seat = self.table.sit(guest)
            self.caller.location.msg_contents(
                f"{guest.key} nimmt {self.table.named(DAT, 'an')} Platz (Platz {seat + 1}).")
        elif guest.has_account:
            guest.msg(f"{self.caller.key} lädt dich {self.table.named(ACC, 'an')} ein – "
                      "mit |wsetzen|n nimmst du Platz.")
            self.caller.msg(f"Du lädst {guest.key} {self.table.named(ACC, 'an')} ein.")
        else:
            raise TableError(f"{guest.key} spielt keine Karten.")


class CmdFill(TableCommand):
    """
    Freie Plätze mit Computerspielern aus dem Raum besetzen.

    Benutzung:
      auffüllen
    """

    key = "auffüllen"
    aliases = ["auffuellen", "fill"]

    def act(self):
        free_players = [obj for obj in self.caller.location.contents
                        if isinstance(obj, CardPlayer) and not seated_here(obj)]
        free_seats = [i for i, entry in enumerate(self.table.seats()) if entry is None]
        if not free_seats:
            raise TableError("Es ist kein Platz mehr frei.")
        if len(free_players) < len(free_seats):
            raise TableError(fill_refusal(len(free_seats), len(free_players)))
        for player in free_players[:len(free_seats)]:
            self.table.sit(player)
            self.caller.location.msg_contents(
                f"{player.key} setzt sich {self.table.named(ACC, 'an')}.")


class CmdStart(TableCommand):
    """
    Eine Partie beginnen, sobald alle Plätze besetzt sind.

    Benutzung:
      spiel [spielart] [bis <3|7|11>] [sofort tauschen]

    Spielarten am 66-Blatt: 66, schnapsen, zu dritt, zu viert, klassisch,
    sarasande. Am Gaigeltisch: gaigel, zu zweit, zu dritt, zu viert, zu sechst.
    Ohne Spielart beginnt die, die an diesem Tisch zuletzt gespielt wurde
    (anfangs 66 am 66-Blatt, Gaigel zu viert am Gaigeltisch); ein Blick auf
    den Tisch zeigt sie („Gespielt wird hier: …“), und |wspiel|n sagt sie an.
    „bis 3“ bestimmt, bis wie viele Punkte (Gaigel: Striche) gespielt wird;
    „sofort tauschen“ erlaubt das Rauben schon vor dem ersten Stich.
    Beispiel: |wspiel schnapsen bis 3|n
    """

    key = "spiel"
    aliases = ["spielen", "start"]
    own_words = tuple(PRESET_WORDS) + tuple(COUNT_WORDS) + ("bis", "zu", "sofort", "tauschen")

    def act(self):
        words = self.args.lower().replace("ü", "ue").split()
        target, options, preset = None, {}, None
        while words:
            word = words.pop(0)
            if word == "bis" and words and number(words[0]) is not None:
                target = number(words.pop(0))
            elif word in ("sofort", "tauschen"):
                options["exchange_anytime"] = True
            elif word == "zu" and words and words[0] in COUNT_WORDS:
                preset = self.table.preset_for_players(COUNT_WORDS[words.pop(0)])
            elif word in PRESET_WORDS and PRESET_WORDS[word] in self.table.presets:
                preset = PRESET_WORDS[word]
            else:
                raise TableError(f"„{word}“ verstehe ich nicht. Beispiel: „spiel schnapsen bis 3“.")
        if target is not None and target not in (3, 7, 11):
            raise TableError("Gespielt wird bis 3, 7 oder 11.")
        if self.table.seat_of(self.caller) is None:
            raise TableError("Setz dich erst an den Tisch („setzen“).")
        self.table.match_options(preset or self.table.db.preset, options)
        if preset:
            self.table.set_preset(preset)
        else:
            self.table.free_absent_seats()
            self.say_remembered_preset()
        self.table.start(target=target, options=options)

    def say_remembered_preset(self):
        """`spiel` without a variant: tell which one starts, and why."""
        table = self.table
        if not all(table.seats()):
            return  # the start is refused anyway: missing players
        why = ("wie zuletzt an diesem Tisch" if table.db.last_preset == table.db.preset
               else "die Spielart dieses Tisches")
        self.caller.msg(f"Du nennst keine Spielart, also gilt {table.presets[table.db.preset]} "
                        f"({why}). Eine andere wählst du mit „spiel <spielart>“, siehe "
                        "|whilfe spiel|n.")


class GameAction(TableCommand):
    """Base of the moves: passes the player's words to the engine."""

    takes_card = False  # `<befehl> <nummer>` names a card of the hand

    def act(self):
        if self.table.seat_of(self.caller) is None:
            raise TableError("Du sitzt nicht an diesem Tisch.")
        text = f"{self.cmdstring} {self.args.strip()}".strip()
        self.table.play(self.caller, self.resolve_number(text))

    def resolve_number(self, text):
        """`lege 3`, `höher hat 3`: the third card as the hand is shown.

        After a suit word a number is a rank (`lege schelle 10`, RULES.md
        section 1), so only a number that follows no suit is a position.
        """
        words = text.split()
        if not (words and number(words[-1]) is not None and self.takes_card and self.table.match):
            return text
        if len(words) > 1 and is_suit_word(words[-2]):
            return text
        hand = self.table.match.game.view(self.table.seat_of(self.caller))["hand"]
        nth = number(words[-1])
        if not 1 <= nth <= len(hand):
            raise TableError(f"Du hast nur {len(hand)} Karten; Karte {nth} gibt es nicht.")
        return " ".join(words[:-1] + [hand[nth - 1]])


class CmdLege(GameAction):
    """
    Eine Karte ausspielen.

    Benutzung:
      lege <farbe> <bild>   - z. B. lege schelle 10, lege herz ass, lege h a
      lege <nummer>         - die Karte an dieser Stelle deiner Hand

    Farben: eichel, laub (grün, blatt), herz, schellen – oder französisch
    kreuz, pik, herz, karo. Bilder: ass, zehn (10), könig, ober (dame),
    unter (bube), neun/sieben. Abkürzungen gehen, solange sie eindeutig sind.
    """

    key = "lege"
    takes_card = True
    aliases = ["spiele", "play"]


class CmdMelde(GameAction):
    """
    Ein Paar aus König und Ober melden (20, in Trumpf 40).

    Benutzung:
      melde <farbe>

    Danach spielst du gleich eine Karte des Paares aus.
    """

    key = "melde"
    aliases = ["meld"]


class CmdRaube(GameAction):
    """
    Die aufgedeckte Trumpfkarte gegen die kleine Trumpfkarte tauschen.

    Benutzung:
      raube

    Beim 66 mit der Trumpfneun (Schnapsen: Trumpfunter), beim Gaigel mit der
    Trumpfsieben, jeweils nur wenn du ausspielst.
    """

    key = "raube"
    aliases = ["tausche", "rob"]


class CmdDecke(GameAction):
    """
    Den Stapel zudrehen: ab jetzt wird nicht mehr gezogen.

    Benutzung:
      decke stapel   (oder: zudrehen)

    Wer zudreht, muss danach 66 erreichen.
    """

    key = "decke"
    aliases = ["zudrehen", "close"]


class CmdGenug(GameAction):
    """
    Ansagen, dass du 66 Punkte hast; das Spiel endet sofort.

    Benutzung:
      genug

    Nur wenn du am Ausspielen bist und den letzten Stich gemacht oder eben
    gemeldet hast. Hast du dich verzählt, gewinnt dein Gegner.
    """

    key = "genug"
    aliases = ["enough"]


class CmdAus(GameAction):
    """
    Beim Gaigel: „Aus!“ rufen, wenn deine Partei 101 hat.

    Benutzung:
      aus

    Geht jederzeit, auch wenn du nicht am Zug bist. Zu früh gerufen ist es
    ein Untergaigel, zu spät ein Übergaigel.
    """

    key = "aus"
    aliases = ["out"]


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
      fünf siebener
    """

    key = "fünf"
    aliases = ["fuenf"]


class CmdDissle(GameAction):
    """
    Gaigel (Hausregel): mit vier Siebenern „auf Dissle“ spielen.

    Benutzung:
      dissle
    """

    key = "dissle"


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
        self.caller.msg(self.table.table_text_for(self.caller))


class CmdStapel(TableCommand):
    """
    Den Stapel ansehen: wie viele Karten, welcher Trumpf, zugedreht oder nicht.

    Benutzung:
      stapel
    """

    key = "stapel"
    aliases = ["talon"]
    needs_match = True

    def act(self):
        view = self.table.public_view()
        self.caller.msg(display.talon_line(view, display.family_of(self.caller.db.card_names)))


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
        family = display.family_of(self.caller.db.card_names)
        self.caller.msg(display.last_trick_text(self.table.public_view(), family))


class CmdVerlauf(TableCommand):
    """
    Den Verlauf des Spiels: alle Stiche und Meldungen bisher.

    Benutzung:
      verlauf           - das laufende Spiel
      verlauf letztes   - das zuletzt beendete Spiel an diesem Tisch, mit Abrechnung
    """

    key = "verlauf"
    aliases = ["history"]

    def act(self):
        family = display.family_of(self.caller.db.card_names)
        if self.args.strip().lower() in ("letztes", "vorher", "last"):
            last = self.table.db.last_game
            if not last:
                raise TableError("An diesem Tisch ist noch kein Spiel zu Ende gegangen.")
            self.caller.msg(f"|wDas letzte Spiel:|n\n{display.course_text(last['view'], family)}"
                            f"\n{render(last['settlement'], self.caller.db.card_names)}")
            return
        if not self.table.match:
            raise TableError("Hier läuft gerade kein Spiel; |wverlauf letztes|n zeigt das "
                             "zuletzt beendete.")
        self.caller.msg(display.course_text(self.table.public_view(), family))


class CmdAufgeben(TableCommand):
    """
    Die laufende Partie aufgeben.

    Benutzung:
      aufgeben

    Der Tisch fragt nach, ob du wirklich aufgeben willst: nur |wj|n oder |wja|n
    gibt auf, jede andere Antwort lässt dich weiterspielen. Die Gegner gewinnen
    die Partie, Platzbonus gibt es für niemanden. Sitzen andere Menschen mit am
    Tisch, kostet dich das 10 Punkte in der |wbestenliste|n.
    """

    key = "aufgeben"
    aliases = ["resign"]

    def func(self):
        try:
            self.table = self.find_table()
            if self.table.seat_of(self.caller) is None or not self.table.playing():
                raise TableError("Du spielst hier gerade keine Partie.")
        except TableError as err:
            self.caller.msg(f"|r{err}|n")
            return
        match = self.table.match
        before = (match.seed, match.index)
        answer = yield ("Willst du die Partie wirklich aufgeben? Dann gewinnen deine "
                        "Gegner die Partie. (j/n)")
        if (answer or "").strip().lower() not in ("j", "ja"):
            self.caller.msg("Gut, du spielst weiter.")
            return
        match = self.table.match
        if not self.table.playing() or (match.seed, match.index) != before:
            self.caller.msg("Diese Partie ist inzwischen schon zu Ende.")
            return
        try:
            self.table.give_up(self.caller)
        except TableError as err:
            self.caller.msg(f"|r{err}|n")


class CmdZuschauen(TableCommand):
    """
    Einer Partie zuschauen (kiebitzen), ohne Karten zu sehen.

    Benutzung:
      zuschauen          - ab jetzt zuschauen
      zuschauen <tisch>  - an einem bestimmten Tisch, wenn hier mehrere stehen
      zuschauen aus      - nicht mehr zuschauen
    """

    key = "zuschauen"
    aliases = ["kiebitzen", "watch"]
    own_words = ("aus", "nicht", "off")

    def act(self):
        word = self.args.strip().lower()
        if word not in ("", "aus", "nicht", "off"):
            raise TableError(f"„{word}“ verstehe ich nicht: „zuschauen“, „zuschauen <tisch>“ "
                             "oder „zuschauen aus“.")
        on = not word
        if on and self.table.seat_of(self.caller) is not None:
            raise TableError(f"Du sitzt selbst {self.table.named(DAT, 'an')} und spielst mit.")
        if on:
            for other in tables_here(self.caller):
                other.watch(self.caller, False)  # one table at a time
        self.table.watch(self.caller, on)
        at = self.table.named(DAT, "an")
        self.caller.msg(f"Du schaust {at} zu." if on else f"Du schaust {at} nicht mehr zu.")
        if on and self.table.match:
            self.caller.msg(self.table.table_text_for(self.caller))


class CmdRuhe(Command):
    """
    Das Tischgespräch der Computerspieler abstellen oder wieder anstellen.

    Benutzung:
      ruhe       - du hörst ihre Sprüche am Tisch nicht mehr
      ruhe aus   - du hörst sie wieder

    Das gilt nur für dich; die anderen hören weiter mit. Ihre Züge und alles,
    was zum Spiel gehört, siehst du immer.
    """

    key = "ruhe"
    aliases = ["ruhig", "still"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        word = self.args.strip().lower()
        if word in ("", "an", "bitte"):
            self.caller.db.quiet_talk = True
            self.caller.msg("Ruhe am Tisch: die Sprüche der Computerspieler hörst du nicht "
                            "mehr. Mit |wruhe aus|n hörst du sie wieder.")
        elif word == "aus":
            self.caller.db.quiet_talk = False
            self.caller.msg("Du hörst das Tischgespräch der Computerspieler wieder.")
        else:
            self.caller.msg("Benutzung: |wruhe|n (Sprüche aus) oder |wruhe aus|n (wieder an).")


class CmdRegeln(TableCommand):
    """
    Die Spielregeln des Tisches lesen, seitenweise.

    Benutzung:
      lies regeln   (oder: regeln)
    """

    key = "regeln"
    aliases = ["lies regeln", "rules"]

    def act(self):
        blaettern(self.caller, RULES[self.table.game_name], exit_on_lastpage=True)


class CmdBedenkzeit(TableCommand):
    """
    Die Bedenkzeit des Tisches ansehen oder einstellen.

    Benutzung:
      bedenkzeit               - zeigt sie an
      bedenkzeit <sekunden>    - 30 bis 600 Sekunden, nur zwischen Partien

    Wer zu lange überlegt, wird erinnert; danach spielt vorübergehend ein
    Computerspieler für ihn, bis er selbst wieder eine Karte legt.
    """

    key = "bedenkzeit"
    aliases = ["thinktime"]

    def act(self):
        arg = self.args.strip()
        if not arg:
            self.caller.msg(f"Bedenkzeit {self.table.named(DAT, 'an')}: "
                            f"{self.table.db.think_time} Sekunden.")
            return
        if number(arg) is None or not 30 <= number(arg) <= 600:
            raise TableError("Die Bedenkzeit ist eine Zahl von 30 bis 600 Sekunden.")
        if self.table.seat_of(self.caller) is None or self.table.playing():
            raise TableError("Die Bedenkzeit stellen die Mitspieler zwischen zwei Partien ein.")
        self.table.db.think_time = number(arg)
        self.table.announce(f"Die Bedenkzeit {self.table.named(DAT, 'an')} ist jetzt {arg} Sekunden.")


class CmdRat(TableCommand):
    """
    Den starken Computerspieler um Rat fragen.

    Benutzung:
      rat

    Nur an Tischen ohne weitere menschliche Mitspieler. Ein Spiel mit Rat
    zählt nicht für die |wbestenliste|n, und der Platzbonus der Partie
    fällt weg; beim ersten Rat im Spiel sagt dir der Tisch das.
    """

    key = "rat"
    aliases = ["hint", "tipp"]
    needs_match = True

    def act(self):
        seat = self.table.seat_of(self.caller)
        if seat is None:
            raise TableError("Rat gibt es nur für Mitspieler.")
        if len(self.table.humans()) > 1:
            raise TableError("Mit anderen Menschen am Tisch gibt es keinen Rat.")
        caller, table = self.caller, self.table
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
        answer = thinking.advise(game.view(seat), game.legal(seat), family)
        answer.addCallback(self.advice_arrived, caller, table, table.turn_token(), family)
        answer.addErrback(self.advice_failed, caller)
        if caller.ndb.rat_pending:  # not answered at once: the worker thinks
            caller.msg("Du überlegst …")

    @staticmethod
    def advice_arrived(advice, caller, table, token, family):
        """The strong player's answer from the worker pool (on the reactor thread)."""
        caller.ndb.rat_pending = False
        command, reason = advice
        if table.turn_token() != token:
            caller.msg("Dein Rat kommt zu spät – das Spiel ist inzwischen weitergegangen.")
            return
        if command is None:
            caller.msg(reason)
            return
        first = table.mark_advice()
        said = render(command_ref(command), family)
        caller.msg(f"Der Rat: |w{said}|n – {reason}" + (ADVICE_WARNING if first else ""))

    @staticmethod
    def advice_failed(failure, caller):
        caller.ndb.rat_pending = False
        logger.log_err(f"rat failed:\n{failure.getTraceback()}")
        caller.msg(thinking.NO_ADVICE)


#: seconds between two `rat` of one player (the worker pool is shared)
RAT_COOLDOWN = 3

ADVICE_WARNING = ("\n|yDieses Spiel zählt jetzt nicht mehr für die Bestenliste, und den "
                  "Platzbonus dieser Partie gibt es nicht mehr.|n")


CARD_NAMES_SAID = {"deutsch": "Eichel, Laub, Herz und Schellen, mit Ober und Unter",
                   "französisch": "Kreuz, Pik, Herz und Karo, mit Dame und Bube"}


class CmdKartennamen(Command):
    """
    Die Kartennamen wählen, in denen du alles am Tisch liest: deine Hand, was
    gelegt wird, die Gründe, die Abrechnung und den Rat.

    Benutzung:
      kartennamen deutsch       - Eichel, Laub, Herz, Schellen; Ober und Unter
      kartennamen französisch   - Kreuz, Pik, Herz, Karo; Dame und Bube

    Eintippen darfst du die Karten immer in beiden Namen.
    """

    key = "kartennamen"
    aliases = ["cardnames"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        choice = self.args.strip().lower().replace("ö", "oe")
        if choice.startswith("fr"):
            self.caller.db.card_names = "französisch"
        elif choice.startswith("de"):
            self.caller.db.card_names = "deutsch"
        else:
            self.caller.msg("Benutzung: kartennamen deutsch|französisch")
            return
        self.caller.msg(f"Du siehst die Karten ab jetzt {self.caller.db.card_names}: "
                        f"{CARD_NAMES_SAID[self.caller.db.card_names]}.")


class CmdAnzeige(Command):
    """
    Einstellen, was dir am Tisch zusätzlich gezeigt wird.

    Benutzung:
      anzeige punkte an|aus     - deine eigenen Punkte
      anzeige spielbar an|aus   - ein * bei den Karten, die du jetzt legen darfst
    """

    key = "anzeige"
    aliases = ["display"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        words = self.args.strip().lower().split()
        settings = {"punkte": "show_points", "spielbar": "show_playable"}
        if len(words) != 2 or words[0] not in settings or words[1] not in ("an", "aus"):
            self.caller.msg("Benutzung: anzeige punkte an|aus, anzeige spielbar an|aus")
            return
        on = words[1] == "an"
        self.caller.attributes.add(settings[words[0]], on)
        self.caller.msg(DISPLAY_SAID[words[0], on])


DISPLAY_SAID = {
    ("punkte", True): "Ab jetzt zeigt dir der Tisch deine Punkte.",
    ("punkte", False): "Deine Punkte zeigt dir der Tisch ab jetzt nicht mehr.",
    ("spielbar", True): "Ab jetzt markiert ein * die Karten, die du legen darfst.",
    ("spielbar", False): "Die Karten, die du legen darfst, werden nicht mehr markiert.",
}


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
  |wspiel|n [art] [bis 3|7|11] [sofort tauschen]        eine Partie beginnen
  |wlege|n <karte>|<nummer>   ausspielen                |wmelde|n <farbe>  20/40 melden
  |wraube|n                   Trumpf rauben             |wdecke stapel|n   zudrehen
  |wgenug|n                   66 ansagen                |waus|n     Gaigel: 101 erreicht
  |whand|n  |wstapel|n  |wstich|n  |wverlauf|n   Tisch, Stapel, letzter Stich, Spielverlauf
  |wzuschauen|n  |waufgeben|n  |wrat|n  |wregeln|n  |wkartennamen|n  |wanzeige|n  |wbedenkzeit|n  |wruhe|n
  |wrang|n  |wbilanz|n  |wbestenliste|n [66||gaigel]  |wkurier|n an||aus   Ränge, Zahlen, Neuigkeiten
Stehen mehrere Tische im Raum, nenn den Tisch dazu: |wsetzen ecktisch|n, |whand ecktisch|n.
Mehr zu jedem Befehl mit |whilfe <befehl>|n, zu den Spielen mit |whilfe 66|n und |whilfe gaigel|n."""

CARD_COMMANDS = [
    CmdSit, CmdStand, CmdInvite, CmdFill, CmdStart, CmdLege, CmdMelde, CmdRaube, CmdDecke,
    CmdGenug, CmdAus, CmdGeElfen, CmdHoeherHat, CmdAndereAlte, CmdFuenfSiebener, CmdDissle,
    CmdHand, CmdStapel, CmdStich, CmdVerlauf, CmdAufgeben, CmdZuschauen, CmdRegeln, CmdRat,
    CmdBedenkzeit, CmdRuhe,
    CmdKartennamen, CmdAnzeige, CmdBefehle,
]
