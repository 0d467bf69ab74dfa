"""
The base of every table command: find the table meant, turn refusals into messages.

A command may name its table first or last (`setzen ecktisch`); without a
name it is the table one sits at or watches, else the only one in the room.
"""

from evennia.commands.command import Command

from game.books import gamelog
from game.cardgames import IllegalMove
from game.cardgames.kinds import Refusal
from game.cardgames.result import join_names
from game.common.things import room_names, seated_at, tables_of_room
from game.faces import readers, tabledata, tablefaces, tabletext
from game.faces.tabletext import Face
from game.typeclasses.tables import TableError


def reader_text(err, reader):
    """A refusal in the reader's card names (IllegalMove keeps its card references)."""
    if isinstance(err, IllegalMove):
        return err.text(reader.db.card_names)
    return str(err)


#: a player's Attribute: True (or missing) while moves that decide a game ask first
ASK_FIRST = "ask_first"


def asks_first(obj):
    """True unless `obj` turned the questions off (`anzeige nachfragen aus`)."""
    return obj.attributes.get(ASK_FIRST, default=True) is not False


def said_yes(answer):
    """True for the answer j or ja (any case); anything else is no."""
    return (answer or "").strip().lower() in ("j", "ja")


def tables_here(caller):
    """Card tables in the caller's room."""
    return tables_of_room(caller.location)


def seated_here(obj):
    """True if `obj` has a seat at a table in its room."""
    return bool(seated_at(obj, obj.location))


def table_names(table):
    """The words that name `table`: its key and aliases, in lower case."""
    return [table.key.lower()] + [alias.lower() for alias in table.aliases.all()]


def named_in(words):
    """The parts of `words` (lower case) a table's name may be: all of them, each
    beginning up to a space and each end from a space on, with the rest of the
    words beside each: (name, rest, the name as typed)."""
    low = words.lower()
    parts = [(low, "", words)]
    for index, char in enumerate(low):
        if char == " ":
            parts.append((low[:index], words[index:], words[:index]))
            parts.append((low[index + 1:], words[:index], words[index + 1:]))
    return parts


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
    #: the answer to someone who sits at none of several tables here (None: ask which)
    unseated_text = None

    def find_table(self):
        caller = self.caller
        named = self.named_table()
        if named:
            return named
        mine = seated_at(caller, caller.location)
        if mine:
            return mine[0]
        tables = tables_here(caller)
        if not tables:
            raise TableError("Hier gibt es keinen Kartentisch.")
        mine = [t for t in tables if t.watching(caller)]
        if mine:
            return mine[0]
        if len(tables) == 1:
            return tables[0]
        unseated = self.unseated(tables)
        if unseated:  # a command for the seated, from someone at no table
            raise TableError(unseated, Refusal.NOT_SEATED)
        raise TableError(self.which_table(tables), Refusal.WHICH)

    def unseated(self, tables):
        """The answer to someone at none of the several `tables` here, or None to ask
        which table is meant."""
        return self.unseated_text

    def which_table(self, tables, word=""):
        """The German question when a room has several tables (or `word` fits several)."""
        names = join_names(t.named() for t in tables)
        example = f"{self.key} {tables[-1].key.lower()}"
        if word:
            return (f"„{word}“ passt auf mehrere Tische: {names}. Nenn den Tisch mit seinem "
                    f"Namen, zum Beispiel „{example}“.")
        return (f"Hier stehen mehrere Tische: {names}. Sag, welchen du meinst, "
                f"zum Beispiel „{example}“.")

    def named_table(self):
        """The table of the room named first or last in the arguments (taken out of
        them), or None. A table's own name beats an alias; the longest name wins."""
        names = room_names(self.caller.location)
        found = []
        for name, rest, word in named_in(self.args.strip()):
            if name in self.own_words:
                continue
            for is_key, table in names.get(name, ()):
                found.append(((is_key, len(name)), table, rest, word))
        if not found:
            return None
        top = max(rank for rank, _, _, _ in found)
        best = {}
        for rank, table, rest, word in found:
            if rank == top:
                best.setdefault(table.id, (table, rest, word))
        if len(best) > 1:
            said = next(iter(best.values()))[2]
            raise TableError(self.which_table([table for table, _, _ in best.values()], said),
                             Refusal.WHICH)
        table, rest, _ = next(iter(best.values()))
        self.args = " " + rest.strip()
        return table

    def func(self):
        """Find the table, ask first where the command wants it (`question`), act."""
        self.table = None
        try:
            self.table = self.find_table()
            if self.needs_match and not self.table.match:
                raise TableError("An diesem Tisch läuft gerade keine Partie; mit „spiel“ beginnt eine.",
                                 Refusal.NO_MATCH)
            question = self.question()
        except (TableError, IllegalMove) as err:
            self.refuse(err)
            return
        if question:
            return self.asking(question)  # a generator: Evennia waits for the answer
        self.act_refusing()

    def asking(self, question):
        """Ask `question`; on j or ja act, unless the game went on meanwhile."""
        token = self.table.turns.token()
        answer = yield self.ask(question)
        if not said_yes(answer):
            self.say("Gut, es bleibt, wie es ist.")
        elif self.table.turns.token() != token:
            self.say("Inzwischen ist das Spiel weitergegangen; es bleibt, wie es ist. "
                     f"Wenn du willst, sag noch einmal „{self.cmdstring}“.")
        else:
            self.act_refusing()

    def act_refusing(self):
        try:
            self.act()
        except (TableError, IllegalMove) as err:
            self.refuse(err)

    def question(self):
        """What to ask (German, answered j or n) before `act`, or "" to act at once."""
        return ""

    def refuse(self, err):
        """Say why not (a TableError or IllegalMove), also as data for the web pane."""
        self.say(f"|r{reader_text(err, self.caller)}|n")
        tabledata.send_refusal(self.caller, self.raw_string.strip(), err, self.table)

    def ask(self, question):
        """`question` (German, answered with j or n) for `answer = yield self.ask(…)`:
        also as data, so the web pane shows it with two buttons."""
        tabledata.send_question(self.caller, question, self.table)
        return f"{question} (j/n)"

    def mode(self):
        """The face the caller reads the table in here (readers.py)."""
        return readers.mode_of(self.caller, self.session)

    def family(self):
        """The caller's card names, in words for a screen reader."""
        return tabletext.family_of(self.caller.db.card_names, words=self.mode() == Face.BLIND)

    def say(self, text):
        """Answer the caller; linear for a screen reader."""
        self.caller.msg(tablefaces.linear(text) if self.mode() == Face.BLIND else text)

    def stored_game(self):
        """The caller's stored game the argument numbers (`verlauf 3`, `analyse 3`),
        or None: no number (the table's game is meant) or a bad one (said why)."""
        word = self.args.strip()
        if not word.isdigit():
            return None
        try:
            return gamelog.game_number(self.caller, word)
        except ValueError as err:
            self.say(f"|r{err}|n")
            return False

    def act(self):
        raise NotImplementedError
