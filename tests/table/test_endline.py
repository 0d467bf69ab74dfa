"""The rank reached with a match's last game is told before „Die Partie ist aus“
(issue 47), and the seed, the tour's stamp and the rematch come after that line."""

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import records
from game.commands.table import moves as table_moves, seats as table_seats
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.books.test_tour import WINNING_DEAL
from tests.helpers.tables import connect, deal_fixed, quick_tables


class TestEndLine(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        connect(self.char1)
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.deck.db.options = {"match_target": 3}
        create_object(CardPlayer, key="Ferdl", location=self.room1)

    def test_the_rank_line_comes_before_die_partie_ist_aus(self):
        records.update(self.char1, "66", "test:start", lambda rec: dict(rec, experience=28))
        self.call(table_seats.CmdSit(), "", None)
        self.call(table_seats.CmdFill(), "", None)
        self.call(table_seats.CmdStart(), "", None)
        deal_fixed(self.deck, "66", WINNING_DEAL)
        for command, args in ((table_moves.CmdDecke, "stapel"), (table_moves.CmdMelde, "eichel"),
                              (table_moves.CmdLege, "eichel könig"),
                              (table_moves.CmdLege, "eichel ass"),
                              (table_moves.CmdLege, "eichel zehn")):
            self.call(command(), args, None)
            self.timers.let_computers_play()
        text = strip_ansi(self.call(table_moves.CmdGenug(), "", None))
        assert "Du steigst auf: Kiebitz im 66." in text, text
        assert "Die Partie ist aus. Es gewinnt Char!" in text
        assert text.index("Du steigst auf") < text.index("Die Partie ist aus")
        assert text.index("Die Partie ist aus") < text.index("revanche")
