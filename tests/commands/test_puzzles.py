"""`rätsel` over the command layer: a puzzle stated as the seat sees it, answered
with a move, graded and rated once; the puzzle of the day; give up; bad words."""

from unittest.mock import patch

from evennia.objects.models import ObjectDB
from evennia.utils.idmapper.models import flush_cache
from evennia.utils.test_resources import EvenniaCommandTest

from game.cardgames.ai import puzzles as engine
from game.commands import puzzles as command
from game.commands.table import moves
from game.puzzles import collection, ratings, telling
from game.puzzles.solving import book_of


class PuzzleTest(EvenniaCommandTest):
    def open(self, args="66"):
        return self.call(command.CmdRaetsel(), args, None)

    def current(self):
        return book_of(self.char1).current()

    def lege(self, words):
        """Answer with `words` through the move command its first word names."""
        verb, _, rest = words.partition(" ")
        cmd = {"lege": moves.CmdLege, "genug": moves.CmdGenug, "melde": moves.CmdMelde,
               "decke": moves.CmdDecke, "aus": moves.CmdAus}[verb]
        return self.call(cmd(), rest, None, cmdstring=verb)

    def test_a_puzzle_shows_the_position_and_the_other_hand_only_as_known(self):
        text = self.open("66 1")
        puzzle = collection.puzzle("66", 1)
        assert "Rätsel: 66 Nr. 1 – " + engine.title(puzzle) in text
        assert "Bekannt (alle anderen Karten sind gefallen): dein Gegner hält" in text
        assert "Deine Karten:" in text or "Hand" in text
        assert "⟨" not in text
        assert self.current()["number"] == 1

    def test_the_examples_are_the_puzzle_s_own_moves(self):
        number = next(p["number"] for p in collection.puzzles_of("gaigel")
                      if "genug" not in p["values"])
        text = self.open(f"gaigel {number}")
        assert "„genug“" not in text
        examples = text.split("zum Beispiel ")[1].split(");")[0]
        puzzle = collection.puzzle("gaigel", number)
        moves = engine.position(puzzle).legal(puzzle["seat"])
        assert examples.count("„") == 2 and all(
            said.split("“")[0] in moves for said in examples.split("„")[1:])

    def test_a_seat_robbing_is_addressed(self):
        text = telling.addressed("Geraubt: Du gibt Schellen-7 für Schellen-U\nZugedreht hat Du.")
        assert text == "Geraubt: Du gibst Schellen-7 für Schellen-U\nZugedreht hast du."

    def test_a_puzzle_tried_before_says_so_before_the_answer(self):
        self.open("66 1")
        self.call(command.CmdRaetsel(), "lösung", None)
        text = self.open("66 1")
        assert "Dieses Rätsel hast du schon versucht" in text

    def test_the_right_move_is_right_and_rated_once(self):
        self.open("66 1")
        puzzle = self.current()
        text = self.lege(puzzle["best"])
        assert "Richtig!" in text and "Richtig ist" in text
        assert "Richtig in Folge: 1." in text
        book = book_of(self.char1)
        assert book.current() is None
        assert book.state["tried"] == {"66": [1]}
        assert book.rating("66")["games"] == 1
        assert ratings.rating_of(puzzle)["games"] == 1
        self.open("66 1")
        text = self.lege(puzzle["best"])
        assert "es zählt nur der erste Versuch" in text
        assert book_of(self.char1).rating("66")["games"] == 1

    def test_the_tempting_move_is_wrong_and_explained(self):
        self.open("66 2")
        puzzle = self.current()
        text = self.lege(puzzle["tempting"])
        assert "Leider nicht der beste Zug." in text
        assert "dagegen" in text and "Deine Serie beginnt von vorn." in text
        assert book_of(self.char1).state["streak"] == 0

    def test_a_number_names_the_card_of_the_shown_hand(self):
        self.open("66 3")
        puzzle = self.current()
        hand = engine.position(puzzle).view(puzzle["seat"])["hand"]
        best_card = puzzle["best"].removeprefix("lege ")
        if best_card in hand:
            text = self.call(moves.CmdLege(), str(hand.index(best_card) + 1), None)
            assert "Richtig!" in text

    def test_no_move_there_keeps_the_puzzle_open(self):
        self.open("66 1")
        text = self.call(moves.CmdLege(), "eichel sieben", None)
        assert "Das Rätsel bleibt offen" in text
        assert self.current()["number"] == 1

    def test_giving_up_shows_the_solution_and_breaks_the_streak(self):
        self.open("66 4")
        text = self.call(command.CmdRaetsel(), "lösung", None)
        assert "Die Lösung:" in text and "Richtig ist" in text
        assert self.current() is None
        assert book_of(self.char1).state["tried"] == {"66": [4]}

    def test_the_puzzle_of_the_day_is_the_same_for_everyone(self):
        text = self.open("heute 66")
        assert "Rätsel des Tages: 66 Nr." in text
        assert self.current() == collection.of_the_day("66")

    def test_the_open_puzzle_and_the_book_survive_a_reload(self):
        self.open("66 5")
        flush_cache()
        self.char1 = ObjectDB.objects.get(id=self.char1.id)
        assert book_of(self.char1).current()["number"] == 5
        text = self.call(command.CmdRaetsel(), "", None)
        assert "Nr. 5" in text

    def test_bad_words_say_what_works(self):
        self.call(command.CmdRaetsel(), "66 9999", "Ein Rätsel Nr. 9999 gibt es bei 66 nicht")
        self.call(command.CmdRaetsel(), "quatsch", "„quatsch“ verstehe ich nicht.")
        self.call(command.CmdRaetsel(), "lösung", "Du hast gerade kein Rätsel offen")

    def test_the_overview_names_rating_and_streak(self):
        text = self.call(command.CmdRaetsel(), "wertung", "Deine Rätsel")
        assert "66: Wertung" in text and "Richtig in Folge: 0" in text

    def test_next_picks_an_untried_puzzle(self):
        self.open("66")
        first = self.current()["number"]
        self.call(command.CmdRaetsel(), "lösung", None)
        self.open("66")
        assert self.current()["number"] != first

    def test_a_gaigel_puzzle_is_solved_as_at_the_table(self):
        number = next(p["number"] for p in collection.puzzles_of("gaigel") if p["kind"] == "aus")
        text = self.open(f"gaigel {number}")
        assert f"Rätsel: Gaigel zu zweit Nr. {number} – Jetzt Aus rufen?" in text
        text = self.lege(self.current()["best"])
        assert "Richtig!" in text
        assert book_of(self.char1).state["tried"] == {"gaigel": [number]}

    def typed(self, line):
        """What char1 reads after typing `line` (through the command handler)."""
        said = []
        with patch.object(self.char1, "msg", lambda text=None, **kw: said.append(
                text[0] if isinstance(text, tuple) else text)):
            self.char1.execute_cmd(line)
        return "\n".join(str(text) for text in said if text)

    def test_a_move_in_the_labels_words_answers_the_puzzle(self):
        self.open("gaigel 2")
        assert self.current()["best"] == "melde eichel"
        text = self.typed("eichel melden")
        assert "Richtig!" in text and self.current() is None
        self.open("66 1")
        assert self.current()["best"] == "genug"
        assert "Richtig!" in self.typed("genug ansagen")

    def test_the_talon_s_words_are_refused_with_the_reason_and_the_puzzle_stays(self):
        self.open("66 1")
        text = self.typed("stapel zudrehen")
        assert "Das Rätsel bleibt offen" in text and self.current()["number"] == 1

    def test_words_that_are_no_move_get_the_usual_answer(self):
        self.open("66 1")
        text = self.typed("blumenkohl")
        assert "kenne ich nicht" in text and self.current()["number"] == 1
