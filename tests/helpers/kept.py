"""A game of 66 played to its end at a table, kept by the one person who played
it (Char, against the computer player Ferdl): the base of the tests of kept
games' pages (tests/web/test_partie.py, tests/commands/test_partie.py)."""

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import gamelog
from game.commands.table import seats as table_seats, settlement as table_settlement
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import DEAL_66, connect, deal_fixed, quick_tables


class KeptGameTest(EvenniaCommandTest):
    """Char and Ferdl at a 66 table; `play_game()` plays DEAL_66 to its end."""

    def setUp(self):
        super().setUp()
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.npc = create_object(CardPlayer, key="Ferdl", location=self.room1)
        connect(self.char1)
        self.timers = quick_tables(self)
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdInvite(), "Ferdl", "Ferdl nimmt")

    def start(self, target=7):
        """A match begins, its first game dealt DEAL_66 (Char leads)."""
        self.deck.start(target=target, seed=3)
        deal_fixed(self.deck, "66", DEAL_66)

    def finish_game(self):
        """Both seats play their first legal move until the game is over."""
        while self.deck.match.game.result is None:
            game = self.deck.match.game
            if game.to_act == 0:
                self.deck.play(self.char1, game.legal(0)[0])
            else:
                self.timers.let_computers_play()

    def play_game(self):
        """One whole game; returns Char's copy of it (gamelog.py)."""
        self.start()
        self.finish_game()
        return gamelog.games(self.char1)[0]

    def next_game(self):
        """After the Abrechnung: the match's next game is dealt (`weiter`); its id."""
        self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")
        return self.deck.db.deal["id"]
