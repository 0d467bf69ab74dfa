"""Moves that cannot be taken back ask first (commands/table/moves.py): `aus`,
`genug`, a bare `decke` and the first `rat` of a game ask the same question
whatever the points; only j or ja makes the move; a game that went on meanwhile
makes nothing; `decke stapel` and `anzeige nachfragen aus` do not ask; the
question also goes out as data (`kartenrunde_frage`) for the web pane."""

from unittest.mock import patch


from game.commands.table import moves as table_moves
from game.commands.table import settings as table_settings
from game.commands.table.base import asks_first
from tests.helpers.decks import DeckTest, GaigelDeckTest
from tests.helpers.tables import deal_fixed

AUS_QUESTION = ("Wirklich „Aus!“ rufen? Das Spiel endet sofort; hat deine Partei keine 101 "
                "Augen, ist es ein Untergaigel. (j/n)")
GENUG_QUESTION = ("Wirklich „genug“ ansagen? Das Spiel endet sofort; wer sich verzählt hat "
                  "und keine 66 Augen hat, verliert es. (j/n)")
CLOSE_QUESTION = ("Den Stapel wirklich zudrehen? Danach wird nicht mehr gezogen, und wer "
                  "zudreht, muss 66 Augen erreichen. (j/n)")


def asking(test):
    """The tables ask as they do for players (quick_tables turns it off)."""
    p = patch("game.commands.table.moves.asks_first", asks_first)
    p.start()
    test.addCleanup(p.stop)


def asked(test, command, args, answer, wanted=None, **kwargs):
    """Run `command` answering `answer`: (the questions sent as data, the text)."""
    with patch("game.faces.tabledata.send") as send:
        text = test.call(command, args, wanted, inputs=[answer] if answer else None, **kwargs)
    questions = [call.kwargs["kartenrunde_frage"] for call in send.call_args_list
                 if "kartenrunde_frage" in call.kwargs]
    return [entry["text"] + " (j/n)" for entry in questions], text


class TestAus(GaigelDeckTest):
    def setUp(self):
        super().setUp()
        asking(self)

    def test_aus_asks_and_no_changes_nothing(self):
        before = self.table.db.match
        questions, _ = asked(self, table_moves.CmdAus(), "", "n", "Gut, es bleibt, wie es ist.")
        assert questions == [AUS_QUESTION]
        assert self.table.db.match == before

    def test_any_other_answer_is_no(self):
        before = self.table.db.match
        asked(self, table_moves.CmdAus(), "", "lege 1", "Gut, es bleibt, wie es ist.")
        assert self.table.db.match == before

    def test_ja_calls_aus(self):
        questions, _ = asked(self, table_moves.CmdAus(), "", "ja", "Du rufst: Aus!")
        assert questions == [AUS_QUESTION] and self.table.settling.is_open()

    def test_the_question_goes_out_as_data_with_its_answers(self):
        with patch("game.faces.tabledata.send") as send:
            self.call(table_moves.CmdAus(), "", None, inputs=["n"])
        frage = [call.kwargs["kartenrunde_frage"] for call in send.call_args_list
                 if "kartenrunde_frage" in call.kwargs]
        assert frage == [{"version": frage[0]["version"], "text": AUS_QUESTION[:-6],
                          "table": "Gaigeltisch", "yes": "j", "no": "n"}]

    def test_a_game_that_went_on_meanwhile_makes_nothing(self):
        before_index = self.table.match.index
        command = table_moves.CmdAus()
        original = command.ask

        def ask_while_the_game_goes_on(question):
            self.table.play(self.char1, self.table.match.game.legal(0)[0])
            return original(question)
        command.ask = ask_while_the_game_goes_on
        text = self.call(command, "", None, inputs=["j"])
        assert "Inzwischen ist das Spiel weitergegangen; es bleibt, wie es ist." in text
        assert "ruft: Aus" not in text
        assert self.table.match.index == before_index and not self.table.settling.is_open()

    def test_nachfragen_aus_calls_at_once(self):
        self.call(table_settings.CmdAnzeige(), "nachfragen aus",
                  "Der Tisch fragt ab jetzt nicht mehr nach")
        questions, _ = asked(self, table_moves.CmdAus(), "", None, "Du rufst: Aus!")
        assert questions == []
        self.call(table_settings.CmdAnzeige(), "nachfragen an", "Ab jetzt fragt der Tisch nach")
        assert "Nachfragen: an." in self.call(table_settings.CmdAnzeige(), "", None)


class TestGenugAndDecke(DeckTest):
    def setUp(self):
        super().setUp()
        asking(self)
        self.seat_both()
        self.start()
        # seat 0 leads a fresh game with a talon to close
        deal_fixed(self.deck, "66", {
            "hands": [["herz ass", "herz zehn", "herz könig", "herz ober", "eichel neun",
                       "laub neun"],
                      ["schellen ass", "schellen zehn", "schellen könig", "schellen ober",
                       "eichel unter", "laub unter"]],
            "trump": "eichel ass",
            "talon": ["eichel zehn", "eichel könig", "eichel ober", "laub ass", "laub zehn",
                      "laub könig", "laub ober", "herz unter", "schellen unter", "herz neun",
                      "schellen neun"]})

    def test_a_bare_decke_asks_and_no_changes_nothing(self):
        before = self.deck.db.match
        questions, _ = asked(self, table_moves.CmdDecke(), "", "n", "Gut, es bleibt")
        assert questions == [CLOSE_QUESTION] and self.deck.db.match == before
        questions, _ = asked(self, table_moves.CmdDecke(), "", "j", "Du drehst",
                             cmdstring="zudrehen")
        assert questions == [CLOSE_QUESTION]

    def test_decke_stapel_closes_at_once(self):
        questions, _ = asked(self, table_moves.CmdDecke(), "stapel", None, "Du drehst")
        assert questions == []

    def test_the_zudrehen_button_and_link_send_the_form_that_asks(self):
        from game.cardgames.tablestate import move_entries
        close = [entry for entry in move_entries(self.deck.match.game.moves(0))
                 if entry["kind"] == "close"]
        assert [entry["command"] for entry in close] == ["⟨C:decke⟩"]
        questions, _ = asked(self, table_moves.CmdDecke(), "", "n", "Gut, es bleibt",
                             cmdstring="decke")
        assert questions == [CLOSE_QUESTION]

    def test_genug_asks_only_when_it_may_be_said_and_ja_says_it(self):
        questions, _ = asked(self, table_moves.CmdGenug(), "", None)
        assert questions == []  # not allowed now: refused at once, as before
        self.call(table_moves.CmdMelde(), "herz", "Du meldest")
        questions, _ = asked(self, table_moves.CmdGenug(), "", "n", "Gut, es bleibt")
        assert questions == [GENUG_QUESTION]
        questions, _ = asked(self, table_moves.CmdGenug(), "", "j", "Du sagst")
        assert questions == [GENUG_QUESTION] and self.deck.settling.is_open()


class TestRat(DeckTest):
    def setUp(self):
        super().setUp()
        asking(self)
        self.seat_both()
        self.start()

    def test_the_first_rat_says_what_it_costs_and_asks_before_advising(self):
        questions, text = asked(self, table_moves.CmdRat(), "", "n", "Gut, es bleibt")
        assert len(questions) == 1 and questions[0].startswith(
            "Vorweg: Mit Rat zählt dieses Spiel nicht mehr für die Bestenliste")
        assert questions[0].endswith("Willst du trotzdem fragen? (j/n)")
        assert "Der Rat:" not in text and not self.deck.had_advice()
        questions, text = asked(self, table_moves.CmdRat(), "", "j", "Der Rat:")
        assert len(questions) == 1 and "Vorweg" not in text and self.deck.had_advice()
        with patch("time.monotonic", return_value=10 ** 9):
            questions, text = asked(self, table_moves.CmdRat(), "", None, "Der Rat:")
        assert questions == []  # the second advice of the game: nothing more to lose
