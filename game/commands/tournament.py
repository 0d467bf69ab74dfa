"""`turnier`: open, join, fill, start and follow a tournament of the room
(game/books/tournaments.py); the command only reads the words and prints."""

from evennia.commands.command import Command

from game.books import tournaments
from game.cardgames.presets import check_match_target
from game.faces import tournamenttext
from game.typeclasses.tables import TableError

from game.commands.table.base import tables_here
from game.house.wishes import COUNT_WORDS, PRESET_WORDS
from game.common.safety import number

DEFAULT_TARGET = 7
DEFAULT_ROUNDS = 3


def parse_new(words, tables):
    """`66 bis 3 runden 4`, `gaigel zu dritt bis 7 runden 3` -> (preset, target, rounds)."""
    target, rounds, preset, count = DEFAULT_TARGET, DEFAULT_ROUNDS, None, None
    words = list(words)
    while words:
        word = words.pop(0)
        if word == "bis" and words and number(words[0]) is not None:
            target = number(words.pop(0))
        elif word in ("runden", "runde") and words and number(words[0]) is not None:
            rounds = number(words.pop(0))
        elif word == "zu" and words and words[0] in COUNT_WORDS:
            count = COUNT_WORDS[words.pop(0)]
        elif word in PRESET_WORDS:
            preset = PRESET_WORDS[word]
        else:
            raise TableError(f"„{word}“ verstehe ich nicht. Beispiel: „turnier neu 66 bis 3 "
                             "runden 4“.")
    kinds = [t for t in tables if preset is None or preset in t.presets]
    if not kinds:
        raise TableError("Für dieses Spiel steht hier kein Tisch.")
    if count is not None:
        preset = kinds[0].preset_for_players(count)
    preset = preset or kinds[0].default_preset
    try:
        check_match_target(target)
    except ValueError as err:
        raise TableError(str(err)) from None
    return preset, target, rounds


class CmdTurnier(Command):
    """
    Ein Kartenturnier im Raum: eröffnen, mitspielen, den Stand sehen.

    Benutzung:
      turnier                      - der Stand des Turniers hier (oder deines)
      turnier stand                - dasselbe: Punkte und Buchholz als Tabelle
      turnier anmelden             - mitspielen (auch nachträglich, siehe unten)
      turnier abmelden             - vor dem Start: abmelden; danach: zurückziehen
    Für die Turnierleitung (Baumeister und wer das Recht „Turnierleitung“ hat):
      turnier neu <spiel> [bis <3|7|11>] [runden <anzahl>]
                                   - z. B. |wturnier neu 66 bis 3 runden 4|n oder
                                     |wturnier neu gaigel zu dritt bis 7 runden 3|n
      turnier auffüllen <leicht||normal||stark> [anzahl]
                                   - freie Plätze mit Computerspielern besetzen
      turnier start                - die Anmeldung schließen, Runde 1 beginnt
      turnier abbrechen            - das Turnier endet ohne Sieger

    Gespielt wird an den Tischen dieses Raums; so viele Plätze, wie sie
    haben. Zu zweit paart das Schweizer System (FIDE, holländisch) jede
    Runde nach Punkten, ohne dass sich zwei zweimal treffen; spielen
    höchstens sechs mit und reichen die Runden, spielt jeder gegen jeden
    (Berger-Tabellen). Zu dritt und zu viert sitzen die Punktbesten
    zusammen am ersten Tisch, die nächsten am zweiten. Wer übrig bleibt, hat
    spielfrei: zu zweit zählt das einen Punkt (wie im Schach), zu dritt ⅓
    und zu viert ½ – so viel, wie ein Platz an so einem Tisch im Mittel holt
    (zu dritt gewinnt einer von dreien, zu viert eine Partei von zweien).
    Partner mit gleichen Punkten und gleicher Buchholz-Wertung teilen sich
    ihren Platz. Eine gewonnene Partie zählt 1 Punkt,
    eine unentschiedene ½. Bei Punktgleichheit entscheidet die Buchholz-
    Wertung (die Punkte deiner Gegner).

    Jede Runde ruft die Paarungen auf; wer im Raum ist, sitzt gleich am
    richtigen Tisch, die anderen setzen sich mit |wsetzen <tisch>|n dazu.
    Wer nach 3 Minuten nicht sitzt, verliert die Runde kampflos und ist
    zurückgezogen; |wturnier anmelden|n holt dich zurück. Wer nach dem Start
    dazukommt, bekommt für jede verpasste Runde einen halben Punkt (bis die
    Hälfte der Runden gespielt ist). Den Sieger meldet der Kurier.
    """

    key = "turnier"
    aliases = ["tournament"]
    locks = "cmd:all()"
    help_category = "Kartenspiel"

    def func(self):
        words = self.args.lower().replace("ü", "ue").split()
        verb = words.pop(0) if words else "stand"
        handlers = {"neu": self.open, "anmelden": self.sign_up, "abmelden": self.sign_off,
                    "auffuellen": self.fill, "start": self.begin, "starten": self.begin,
                    "stand": self.standings, "tabelle": self.standings,
                    "abbrechen": self.abort}
        handler = handlers.get(verb)
        try:
            if handler is None:
                raise TableError(f"„{verb}“ kennt der Turnierbefehl nicht: neu, anmelden, "
                                 "abmelden, auffüllen, start, stand, abbrechen "
                                 "(|whilfe turnier|n).")
            handler(words)
        except TableError as err:
            self.caller.msg(f"|r{err}|n")

    def here(self):
        script = tournaments.in_room(self.caller.location)
        if script is None:
            raise TableError("Hier gibt es kein Turnier. Eröffnet wird eines mit „turnier neu "
                             "66 bis 3 runden 4“ (von der Turnierleitung).")
        return script

    def open(self, words):
        preset, target, rounds = parse_new(words, tables_here(self.caller))
        tournaments.open_tournament(self.caller.location, self.caller, preset, target, rounds)

    def sign_up(self, words):
        """Here the room's tournament; elsewhere the one the caller withdrew from."""
        script = tournaments.in_room(self.caller.location)
        if script is None or script.tournament.status == tournaments.Status.OVER:
            script = tournaments.entered_in(self.caller, withdrawn=True) or self.here()
        self.caller.msg(script.sign_up(self.caller))

    def sign_off(self, words):
        script = tournaments.in_room(self.caller.location) or tournaments.entered_in(self.caller)
        if script is None:
            raise TableError("Du bist für kein Turnier angemeldet.")
        self.caller.msg(script.sign_off(self.caller))

    def fill(self, words):
        if not words:
            raise TableError("Mit welcher Stärke? „turnier auffüllen leicht“, „normal“ oder "
                             "„stark“, dahinter auf Wunsch die Anzahl.")
        count = number(words[1]) if len(words) > 1 else None
        if len(words) > 1 and count is None:
            raise TableError(f"„{words[1]}“ ist keine Anzahl.")
        self.here().fill(self.caller, words[0], count)

    def begin(self, words):
        self.here().begin(self.caller)

    def abort(self, words):
        self.here().abort(self.caller)

    def standings(self, words):
        script = tournaments.in_room(self.caller.location) or tournaments.entered_in(self.caller)
        if script is None:
            raise TableError("Hier gibt es kein Turnier, und du spielst in keinem mit.")
        tour = script.tournament
        lines = [tournamenttext.head_text(tour, script.place(), script.game_name())]
        if tour.entrants():
            lines.append(tournamenttext.standings_table(tour))
        else:
            lines.append("Noch hat sich niemand angemeldet (|wturnier anmelden|n).")
        mine = tournamenttext.next_for(tour, self.caller.id)
        if mine and mine["bye"]:
            lines.append(f"In Runde {mine['round']} hast du spielfrei.")
        elif mine:
            lines.append(f"Dein Tisch in Runde {mine['round']}: {mine['table']}.")
        tournamenttext.send_data(tour, script.place(), script.game_name(), [self.caller])
        self.caller.msg("\n".join(lines))


COMMANDS = [CmdTurnier]
