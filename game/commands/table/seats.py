"""
Table commands for sitting and starting: seats, invitations, the start of a
match, giving up, watching, the table's think time.
"""

from game.books import tour
from game.cardgames.kinds import Refusal
from game.cardgames.result import join_names
from game.common.things import all_tables, room_names
from game.faces.grammar import DAT, capital
from game.house import helpers, invitations, quickstart, rooms
from game.house.wishes import WISH_WORDS, read, words_for
from game.typeclasses.cardplayers import CardPlayer
from game.typeclasses.tables import TableError

from game.commands.table.base import (TableCommand, named_in, said_yes, seated_here,
                                      table_names, tables_here)
from game.common.safety import number


#: what a move hears where no match runs (at the one table, or at any of several)
NO_MATCH_HERE = ("Hier läuft gerade keine Partie. Mit „setzen“ nimmst du Platz, mit „spiel“ "
                 "beginnt dann eine.")


def not_seated_text(table, obj):
    """Why `obj`, who has no seat at `table`, may not play a card, and what to do:
    a spectator only watches; anyone else may sit down (or watch)."""
    free = any(entry is None for entry in table.seats.entries())
    if table.watching(obj):
        if table.playing() or not free:
            return ("Du schaust nur zu – Karten legen hier die Mitspieler. Mitspielen kannst "
                    "du, sobald die Partie aus ist und ein Platz frei wird: dann nimmst du mit "
                    "„setzen“ Platz.")
        return ("Du schaust nur zu – Karten legen hier die Mitspieler. Ein Platz ist frei: "
                "Mit „setzen“ spielst du die nächste Partie mit.")
    if table.playing() or not free:
        return ("Du sitzt nicht an diesem Tisch. Hier spielen andere; mit „zuschauen“ siehst "
                "du der Partie zu.")
    return NO_MATCH_HERE


def unseated_mover_text(tables):
    """What someone who sits at none of several `tables` hears on a move (`lege 2`):
    no match here at all, or that they play at none of them; never which table."""
    if not any(table.playing() for table in tables):
        return NO_MATCH_HERE
    return ("Du spielst an keinem der Tische hier mit. Mit „zuschauen <tisch>“ siehst du "
            "einer Partie zu, mit „setzen“ nimmst du an einem freien Tisch Platz.")


#: words beside a seat or a table's name that change nothing (`setz dich an den tisch`)
FILLERS = ("an", "den", "dem", "die", "das", "zum", "zur", "auf", "platz", "mich", "dich",
           "hin")


def seat_words(words):
    """`words` without the FILLERS: a seat's number, or what names no table."""
    return " ".join(word for word in words.split() if word.lower() not in FILLERS)


def names_a_table(room, words):
    """True if a part of `words` (first or last) is a name of a table in `room`."""
    names = room_names(room)
    return any(name in names for name, _, _ in named_in(words))


def places_text(count):
    """The seats of a table of `count` seats: `1 und 2`, `1 bis 4`."""
    return "1 und 2" if count == 2 else f"1 bis {count}"


def no_table_text(words, tables, verb):
    """`words` name no table here: which tables there are, and how one is named."""
    if len(tables) == 1:
        return (f"Einen Tisch „{words}“ gibt es hier nicht; hier steht nur "
                f"{tables[0].named()}. Mit „{verb}“ nimmst du daran Platz.")
    names = join_names(table.named() for table in tables)
    return (f"Einen Tisch „{words}“ gibt es hier nicht. Hier stehen {names}; zum Beispiel "
            f"„{verb} {tables[-1].key.lower()}“.")


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

    def find_table(self):
        """The table named; else one with a free seat and no match, where somebody
        already waits for players before an empty one; in a card room whose every
        table is taken, a new one (house/rooms.py). Words that name no table here
        and no seat are refused, naming the tables there are."""
        before = self.typed = self.args.strip()
        try:
            table = super().find_table()
        except TableError as err:
            if err.reason is not Refusal.WHICH:
                raise
            table, refusal = None, err
        self.named_one = self.args.strip() != before
        word = seat_words(self.args)
        if word and number(word) is None:
            if table is None and names_a_table(self.caller.location, before):
                raise refusal  # a name several tables answer to: which one
            raise TableError(no_table_text(before, tables_here(self.caller), self.key))
        self.args = word
        if table is not None and (self.named_one or table.seats.of(self.caller) is not None
                                  or not table.playing() and None in table.seats.entries()):
            return table  # named, one's own, or free
        room = self.caller.location
        open_ = [t for t in tables_here(self.caller)
                 if not t.playing() and None in t.seats.entries()
                 and not t.attributes.get("tournament", default=None)]
        open_.sort(key=lambda t: not any(t.seats.entries()))
        found = (open_[0] if open_ else rooms.table_for(room, guest=self.caller)
                 if rooms.setting(room) else None)
        if found is not None:
            return found
        if table is not None:
            return table  # its own refusal says why
        raise refusal

    def act(self):
        wanted = number(self.args)
        seat = wanted - 1 if wanted is not None else None
        places = len(self.table.seats.copies())
        if self.named_one and seat is not None and not 0 <= seat < places:
            # `setzen tisch 9` where a table answers to `tisch`: no table 9 either
            raise TableError(f"Einen Tisch „{self.typed}“ gibt es hier nicht, und "
                             f"{self.table.named()} hat nur die Plätze {places_text(places)}.")
        elsewhere = [t for t in tables_here(self.caller)
                     if t != self.table and t.seats.of(self.caller) is not None]
        if elsewhere:
            raise TableError(f"Du sitzt schon {elsewhere[0].named(DAT, 'an')}; "
                             "steh erst auf („aufstehen“).")
        rooms.welcome(self.table, self.caller)  # a new guest: the house's defaults again
        quickstart.seat(self.caller, self.table, seat)


class CmdStand(TableCommand):
    """
    Vom Kartentisch aufstehen.

    Benutzung:
      aufstehen

    Während einer Partie geht das nicht; dann hilft nur |waufgeben|n. Wer
    zwischen zwei Partien den Raum verlässt, steht von selbst auf; mitten in
    einer Partie lässt dich der Tisch nicht gehen. Schaust du nur zu, hörst
    du damit auf (wie mit |wzuschauen aus|n).
    """

    key = "aufstehen"
    aliases = ["steh auf", "stand"]
    unseated_text = "Du sitzt nicht an einem der Tische hier."

    def act(self):
        table, caller = self.table, self.caller
        if table.seats.of(caller) is None and table.watching(caller):
            table.watch(caller, False)
            caller.msg(f"Du schaust {table.named(DAT, 'an')} nicht mehr zu.")
            return
        self.table.seats.stand(self.caller)
        self.caller.msg(f"Du stehst {self.table.named(DAT, 'von')} auf.")


class CmdInvite(TableCommand):
    """
    Jemanden an den Tisch bitten.

    Benutzung:
      einladen <name>

    Ein Computerspieler im Raum setzt sich sofort auf einen freien Platz.
    Einen Menschen erreicht die Einladung, wo immer er gerade ist; mit
    |wannehmen|n kommt er her und setzt sich. Die Einladung zählt wie ein
    gesagter Satz; dieselbe Person lädst du höchstens einmal in der Minute
    ein.
    """

    key = "einladen"
    aliases = ["invite"]

    def find_table(self):
        """Several tables here and the inviter at none: sit down first."""
        try:
            return super().find_table()
        except TableError as err:
            if err.reason is Refusal.WHICH and not self.args.strip().lower().startswith(
                    tuple(name for t in tables_here(self.caller) for name in table_names(t))):
                raise TableError("Setz dich zuerst an einen Tisch („setzen“); dann lädst du "
                                 "mit „einladen <name>“ jemanden dazu.") from None
            raise

    def act(self):
        name = self.args.strip()
        if not name:
            raise TableError("Wen möchtest du einladen? „einladen <name>“.")
        here = self.caller.search(name, quiet=True)
        if len(here or []) != 1:  # not in this room: a connected person anywhere
            guest = invitations.online(name)
            if guest is None:
                raise TableError(f"„{name}“ ist gerade nicht in der Kartenwelt. Wer da ist, "
                                 "zeigt |wwer|n.")
            invitations.invite(self.caller, guest, self.table)
            return
        guest = here[0]
        if isinstance(guest, CardPlayer):
            if seated_here(guest):
                raise TableError(f"{guest.key} sitzt schon an einem Tisch.")
            seat = self.table.seats.sit(guest)
            self.caller.location.msg_contents(
                f"{guest.key} nimmt {self.table.named(DAT, 'an')} Platz (Platz {seat + 1}).")
        elif guest.has_account:
            invitations.invite(self.caller, guest, self.table)
        else:
            raise TableError(f"{guest.key} spielt keine Karten.")


class CmdFill(TableCommand):
    """
    Freie Plätze mit Computerspielern besetzen.

    Benutzung:
      auffüllen
      auffüllen <leicht||normal||stark>

    Zuerst setzen sich die Stammgäste des Raums; sind alle beschäftigt, kommt
    eine Aushilfe des Hauses dazu. Mit einer Stärke kommen nur
    Computerspieler dieser Stärke.
    """

    key = "auffüllen"
    aliases = ["auffuellen", "fill"]
    own_words = ("leicht", "normal", "stark")

    def act(self):
        word = self.args.strip().lower()
        if word and word not in helpers.STRENGTHS:
            raise TableError(f"„{word}“ verstehe ich nicht: „auffüllen“, oder mit einer "
                             "Stärke, zum Beispiel „auffüllen stark“.")
        if not any(entry is None for entry in self.table.seats.copies()):
            raise TableError("Es ist kein Platz mehr frei.")
        helpers.fill(self.table, word or None)


class CmdStart(TableCommand):
    """
    Eine Partie beginnen: gleich gegen Computerspieler, oder am eigenen Tisch.

    Benutzung:
      spiel <spielart> [bis <zahl>] [gegen <leicht||normal||stark>]
      spiel [spielart] [bis <3|7|11>] [sofort rauben]   - am Tisch, an dem du sitzt

    Sitzt du nirgends, bringt dich |wspiel <spielart>|n an einen freien (oder
    neuen) Tisch dieses Spiels, auch aus einem anderen Raum; Computerspieler
    setzen sich dazu, und die Partie beginnt sofort. Beispiele: |wspiel 66|n,
    |wspiel schnapsen bis 3|n, |wspiel gaigel zu viert gegen stark|n. In einem
    Lokal genügt |wspiel|n: dann gilt sein Spiel.

    Sitzt du schon, beginnt die Partie, sobald alle Plätze besetzt sind;
    „gegen stark“ (leicht, normal) setzt Computerspieler dieser Stärke auf die
    freien Plätze.
    Spielarten am 66-Blatt: 66, schnapsen, zu dritt, zu viert, klassisch,
    sarasande. Am Gaigeltisch: gaigel, zu zweit, zu dritt, zu viert, zu sechst.
    Ohne Spielart beginnt die, die an diesem Tisch zuletzt gespielt wurde
    (anfangs 66 am 66-Blatt, Gaigel zu viert am Gaigeltisch); ein Blick auf
    den Tisch zeigt sie („Gespielt wird hier: …“), und |wspiel|n sagt sie an.
    „bis 3“ bestimmt, bis wie viele Punkte (Gaigel: Striche) gespielt wird
    (ohne „bis“ so weit wie die letzte Partie dieses Spiels am Tisch);
    „sofort rauben“ (oder „sofort tauschen“) erlaubt das Rauben schon vor
    dem ersten Stich. Mitspieler aus Fleisch und Blut findest du mit
    |wsuche <spielart>|n.
    """

    key = "spiel"
    aliases = ["spielen", "start"]
    own_words = WISH_WORDS

    def func(self):
        try:
            if self.quick_start():
                return
        except TableError as err:
            self.caller.msg(f"|r{err}|n")
            return
        super().func()

    def quick_start(self):
        """Without a seat at a table here: a game in one step (house/quickstart.py),
        when the room is a card room or the words name a game; True if taken."""
        caller = self.caller
        if seated_here(caller):
            return False
        tables = tables_here(caller)
        args = self.args
        try:
            named = self.named_table() if tables else None
        except TableError:
            named = True
        self.args = args
        if named:
            return False  # `spiel ecktisch`: that table's own answer
        try:
            wish = read_wish(args)
        except TableError:
            if tables and not rooms.setting(caller.location):
                return False  # beside a table of no card room: that table's answer
            raise
        if tables and not rooms.setting(caller.location):  # a table of no card room here
            if wish.preset is None:
                return False  # bare `spiel`: that table's answer
            try:
                quickstart.rooms_for(caller, wish)
            except TableError:
                return False  # no card room plays it: the table here says why
        quickstart.play_now(caller, wish)
        return True

    def act(self):
        wish = read_wish(self.args)  # the same words as a game in one step (house/wishes.py)
        table = self.table
        if wish.preset and wish.preset not in table.presets:
            if table.playing():
                raise TableError("Hier läuft schon eine Partie; eine neue beginnt, wenn sie "
                                 "aus ist.")
            raise TableError(f"{capital(table.named())} hat dieses Spiel nicht. Steh auf "
                             f"(„aufstehen“), dann bringt dich „spiel {words_for(wish.preset)}“ "
                             "an einen Tisch, wo man es spielt.")
        try:
            preset = wish.resolve([type(table)]) if wish.preset or wish.count else None
        except ValueError as err:
            raise TableError(str(err)) from None
        target, options, strength = wish.target, wish.options, wish.strength
        if self.table.seats.of(self.caller) is None:
            raise TableError("Setz dich erst an den Tisch („setzen“).")
        tour.check_choice(table, preset, target, options)  # a station's game is fixed
        self.table.match_options(preset or self.table.db.preset, options)
        if preset:
            self.table.set_preset(preset)
        else:
            self.table.seats.free_absent()
        if strength and not all(self.table.seats.copies()):
            helpers.fill(self.table, strength)
        if not preset:
            self.say_remembered_preset()
        self.table.start(target=target, options=options)

    def say_remembered_preset(self):
        """`spiel` without a variant: tell which one starts, and why."""
        table = self.table
        if not all(table.seats.copies()):
            return  # the start is refused anyway: missing players
        fixed = tour.fixed_text(table)
        if fixed:
            self.caller.msg(fixed)
            return
        why = ("wie zuletzt an diesem Tisch" if table.db.last_preset == table.db.preset
               else "die Spielart dieses Tisches")
        self.caller.msg(f"Du nennst keine Spielart, also gilt {table.presets[table.db.preset]} "
                        f"({why}). Eine andere wählst du mit „spiel <spielart>“, siehe "
                        "|whilfe spiel|n.")


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

    def find_table(self):
        """Several tables and none named: the one where a match runs, if only one does."""
        try:
            return super().find_table()
        except TableError as err:
            running = [t for t in tables_here(self.caller) if t.playing()]
            if err.reason is Refusal.WHICH and not self.args.strip() and len(running) == 1:
                return running[0]
            raise

    def act(self):
        word = self.args.strip().lower()
        if word not in ("", "aus", "nicht", "off"):
            raise TableError(f"„{word}“ verstehe ich nicht: „zuschauen“, „zuschauen <tisch>“ "
                             "oder „zuschauen aus“.")
        on = not word
        if on and self.table.seats.of(self.caller) is not None:
            raise TableError(f"Du sitzt selbst {self.table.named(DAT, 'an')} und spielst mit.")
        if on:
            for other in tables_here(self.caller):
                other.watch(self.caller, False)  # one table at a time
        self.table.watch(self.caller, on)
        at = self.table.named(DAT, "an")
        if not on:
            self.caller.msg(f"Du schaust {at} nicht mehr zu.")
        elif self.table.playing():
            self.caller.msg(f"Du schaust {at} zu.")
            self.caller.msg(self.table.table_text_for(self.caller, self.session))
        else:
            self.caller.msg(f"Du schaust {at} zu. {nothing_to_watch(self.table)}")


def read_wish(words, verb="spiel"):
    """The Wish in `words` (house/wishes.py); TableError in German if it cannot be
    read: for a game there is not (`spiel doppelkopf`), the games there are."""
    try:
        return read(words, verb)
    except ValueError as err:
        raise TableError(unknown_game_text(words, verb) or str(err)) from None


def unknown_game_text(words, verb="spiel"):
    """What `verb <words>` hears when its first word names no game and nothing
    else a wish reads (`spiel doppelkopf`): the games there are, or "" otherwise."""
    first = (words.split() or [""])[0]
    if not first or first.lower().replace("ü", "ue") in WISH_WORDS or number(first) is not None:
        return ""
    games = games_offered()
    example = f" – zum Beispiel „{verb} {games[1 if len(games) > 1 else 0]}“" if games else ""
    return (f"„{first}“ verstehe ich nicht. Ein Spiel dieses Namens gibt es hier nicht; "
            f"gespielt werden {join_names(games)}{example}. Mehr sagt |whilfe {verb}|n.")


def games_offered():
    """What one types for every game the world's tables and card rooms play
    (`66`, `schnapsen`, `gaigel zu viert`), the way the table classes list them."""
    kinds = []
    for kind in [rooms.kind(room) for room in rooms.card_rooms()] + [
            type(table) for table in all_tables()]:
        if kind is not None and kind.presets and kind not in kinds:
            kinds.append(kind)
    games = []
    for kind in kinds:
        for preset in kind.presets:
            word = words_for(preset)
            if word not in games:
                games.append(word)
    return games


def nothing_to_watch(table):
    """What a spectator of a table without a running match reads: nothing to see yet,
    and how a match begins."""
    seated = [entry["name"] for entry in table.seats.entries() if entry]
    free = sum(1 for entry in table.seats.entries() if not entry)
    if not seated:
        return ("Noch sitzt hier niemand, zu sehen gibt es also nichts. Selbst spielen: Mit "
                "|wsetzen|n nimmst du Platz, mit |wauffüllen|n (Computerspieler) oder "
                "|weinladen <name>|n holst du Mitspieler, und |wspiel|n beginnt die Partie.")
    names = join_names(seated)
    verb = "sitzt" if len(seated) == 1 else "sitzen"
    if free:
        return (f"Noch läuft keine Partie; am Tisch {verb} {names}. Sobald eine beginnt, "
                "siehst du sie hier – oder du spielst selbst mit: |wsetzen|n.")
    return (f"Noch läuft keine Partie; am Tisch {verb} {names}. Sobald sie mit |wspiel|n "
            "beginnen, siehst du die Partie hier.")


class CmdAufgeben(TableCommand):
    """
    Die laufende Partie aufgeben.

    Benutzung:
      aufgeben

    Der Tisch fragt nach, ob du wirklich aufgeben willst: nur |wj|n oder |wja|n
    gibt auf, jede andere Antwort lässt dich weiterspielen. Die Gegenseite
    gewinnt die Partie, Platzbonus gibt es für niemanden. Sitzen andere Menschen mit am
    Tisch, kostet dich das 10 Punkte in der |wbestenliste|n. In einer gewerteten
    Partie (auch gegen Computerspieler) gilt: Wer aufgibt, verliert die Partie
    für die Wertung wie ein verlorenes Spiel; die Gegenseite gewinnt sie
    (|wwertung|n).
    In einer Lektion der Kartenschule bricht |waufgeben|n die Lektion ab; gebucht
    wird dabei nichts.
    """

    key = "aufgeben"
    aliases = ["resign"]
    unseated_text = "Du spielst hier gerade keine Partie."

    def func(self):
        try:
            self.table = self.find_table()
            if self.table.seats.of(self.caller) is None or not self.table.playing():
                raise TableError("Du spielst hier gerade keine Partie.")
        except TableError as err:
            self.caller.msg(f"|r{err}|n")
            return
        match = self.table.match
        before = (match.seed, match.index)
        if self.table.give_up_question is None:  # no giving up here (the day's set): say why
            self.give_up()
            return
        answer = yield self.ask(self.table.give_up_question)  # a lesson asks its own
        if not said_yes(answer):
            self.caller.msg("Gut, du spielst weiter.")
            return
        match = self.table.match
        if not self.table.playing() or (match.seed, match.index) != before:
            self.caller.msg("Diese Partie ist inzwischen schon zu Ende.")
            return
        self.give_up()

    def give_up(self):
        try:
            self.table.give_up(self.caller)
        except TableError as err:
            self.caller.msg(f"|r{err}|n")


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
        self.table.set_think_time(self.caller, number(arg))
        self.table.announce(f"Die Bedenkzeit {self.table.named(DAT, 'an')} ist jetzt {arg} Sekunden.")


COMMANDS = [CmdSit, CmdStand, CmdInvite, CmdFill, CmdStart, CmdAufgeben, CmdZuschauen,
            CmdBedenkzeit]
