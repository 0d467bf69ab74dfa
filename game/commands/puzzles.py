"""`rätsel`: puzzles from real games, answered with a move as at the table.

Thin: reads the words, asks the person's puzzle book (game/puzzles/solving.py)
and prints what game/puzzles/telling.py words. The answer itself comes through
the move commands (`lege …`, `genug`, …): `answer_if_open` is their way in
while the person has a puzzle open and no game of their own to play here,
also for a move in the labels' words („laub melden“) that no command knows
(`reads_as_answer`, asked by table/moves.py `spoken_action`).
"""

from game.cardgames import IllegalMove
from game.cardgames.ai import puzzles as engine
from game.cardgames.families import family_of
from game.cardgames.kinds import Refusal
from game.common.things import seated_at, tables_of_room
from game.common.tableerror import TableError
from game.faces import readers
from game.house.wishes import PRESET_WORDS
from game.puzzles import collection, telling
from game.puzzles.puzzledata import send_puzzle
from game.puzzles.solving import book_of

from game.commands.acting import ActCommand


def family_word(word):
    """The puzzle family a word names (`66`, `gaigel`, `schnapsen` …), or None."""
    preset = PRESET_WORDS.get(word)
    return family_of(preset).name if preset else None


def family_here(caller):
    """The family of the first card table in the caller's room that has puzzles,
    else the first family there are puzzles for."""
    for table in tables_of_room(caller.location):
        name = family_of(table.db.preset).name
        if name in collection.families():
            return name
    return collection.families()[0]


def playing_here(caller) -> bool:
    """The caller plays at a table here: the move words go to that game."""
    return any(t.match for t in seated_at(caller, caller.location))


def open_puzzle(caller):
    """The caller's open puzzle, or None (also while the caller plays at a table
    here: the move words go to that game)."""
    puzzle = book_of(caller).current()
    return None if puzzle is None or playing_here(caller) else puzzle


def reads_as_answer(caller, text) -> bool:
    """The caller's open puzzle reads `text` as a move there (also one the rules
    refuse now: the answer says why), as a table reads „laub melden“."""
    puzzle = open_puzzle(caller)
    if puzzle is None or not text.strip():
        return False
    try:
        engine.position(puzzle).move_named(puzzle["seat"], text.strip())
    except IllegalMove as err:
        return err.reason is not Refusal.NOT_UNDERSTOOD
    return True


def answer_if_open(caller, text) -> bool:
    """Answer the caller's open puzzle with `text` (a move's words), unless the
    caller plays at a table here; True if it was taken as the answer."""
    puzzle = open_puzzle(caller)
    if puzzle is None:
        return False
    book = book_of(caller)
    try:
        result = book.answer(by_number(puzzle, text))
    except IllegalMove as err:
        caller.msg(f"|r{err}|n Das Rätsel bleibt offen; „rätsel lösung“ zeigt die Lösung.")
        return True
    tell_verdict(caller, result)
    return True


def tell_verdict(caller, result):
    """The verdict in words, and as data for the web pane and GMCP clients."""
    caller.msg(telling.verdict(result, caller))
    puzzle = result["puzzle"]
    send_puzzle(caller, puzzle, daily=is_daily(puzzle), result=result)


def is_daily(puzzle) -> bool:
    return collection.of_the_day(puzzle["family"]) == puzzle


def by_number(puzzle, text):
    """`lege 2`: the second card of the hand as the puzzle shows it; else `text`."""
    words = text.split()
    if len(words) == 2 and words[1].isdigit():
        hand = engine.position(puzzle).view(puzzle["seat"])["hand"]
        if 1 <= int(words[1]) <= len(hand):
            return f"{words[0]} {hand[int(words[1]) - 1]}"
    return text


class CmdRaetsel(ActCommand):
    """
    Rätsel: eine Stellung aus einem echten Spiel, in der genau ein Zug gewinnt.

    Benutzung:
      rätsel                   dein offenes Rätsel, sonst das nächste, das zu dir passt
      rätsel 66 | gaigel       das nächste dieser Spielart
      rätsel heute [gaigel]    das Rätsel des Tages (für alle dasselbe)
      rätsel <nummer> [gaigel] ein bestimmtes Rätsel
      rätsel lösung            aufgeben und die Lösung lesen
      rätsel wertung           deine Rätselwertung und deine Serie

    Du antwortest mit deinem Zug, wie am Tisch: |wlege herz ass|n, |wlege 2|n,
    |wgenug|n, |wmelde herz|n. Der genaue Löser hat die Stellung bis zum Ende
    durchgerechnet: der richtige Zug gewinnt, wie der Gegner auch spielt, und
    jeder andere ist deutlich schlechter. Die Karten deines Gegners stehen
    dabei, denn sie folgen aus dem, was schon gespielt wurde.

    Nur der erste Versuch an einem Rätsel zählt für die Rätselwertung und die
    Serie richtiger Antworten; danach kannst du es zum Üben wiederholen.
    """

    key = "rätsel"
    aliases = ["raetsel"]

    def act(self):
        caller = self.caller
        book = book_of(caller)
        words = self.args.strip().lower().split()
        family = next((family_word(w) for w in words if family_word(w)), None)
        rest = [w for w in words if not family_word(w)]
        if rest == ["wertung"]:
            caller.msg(telling.overview(book, caller))
            return
        if rest in (["lösung"], ["loesung"], ["aufgeben"]):
            if book.current() is None:
                raise TableError("Du hast gerade kein Rätsel offen; „rätsel“ stellt dir eines.")
            tell_verdict(caller, book.give_up())
            return
        if not rest and family is None and book.current() is not None:
            self.show(book.current())
            return
        family = family or family_here(caller)
        if rest == ["heute"]:
            puzzle = collection.of_the_day(family)
        elif len(rest) == 1 and rest[0].isdigit():
            puzzle = collection.puzzle(family, int(rest[0]))
            if puzzle is None:
                raise TableError(f"Ein Rätsel Nr. {rest[0]} gibt es bei "
                                 f"{telling.FAMILY_NAMES.get(family, family)} nicht (1 bis "
                                 f"{len(collection.puzzles_of(family))}).")
        elif rest:
            raise TableError(f"„{self.args.strip()}“ verstehe ich nicht. Zum Beispiel: „rätsel“, "
                             "„rätsel heute“, „rätsel 12 gaigel“, „rätsel lösung“, "
                             "„rätsel wertung“.")
        else:
            puzzle = book.next_for(family)
            if puzzle is None:
                raise TableError("Du hast alle Rätsel dieser Spielart schon versucht; mit "
                                 "„rätsel <nummer>“ kannst du jedes wiederholen.")
        book.open(puzzle)
        self.show(puzzle)

    def show(self, puzzle):
        caller = self.caller
        daily, tried = is_daily(puzzle), book_of(caller).tried(puzzle)
        caller.msg(telling.statement(puzzle, caller, readers.mode_of(caller, self.session),
                                     daily, tried))
        send_puzzle(caller, puzzle, daily=daily, tried=tried, answerable=not playing_here(caller))


COMMANDS = [CmdRaetsel]
