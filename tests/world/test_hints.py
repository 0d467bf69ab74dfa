"""Issue 18 at the table: the low card's name per game, `warum`, the 66 and
Aus hints, counting in the head and the personal records („Meine Partien“)."""

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands import table_moves, table_seats
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.world.helpers import DEAL_66, deal_fixed, quick_tables


class SixtySixTable(EvenniaCommandTest):
    """Char at a 66 table against the computer player Ferdl, DEAL_66 dealt:
    Char leads with Herz Ass, König, Ober, Schellen Zehn, Eichel Neun, Laub Zehn."""

    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        create_object(CardPlayer, key="Ferdl", location=self.room1)
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdInvite(), "Ferdl", "Ferdl nimmt")
        self.deck.start(seed=1)
        deal_fixed(self.deck, "66", DEAL_66)


class TestLowCardNames(SixtySixTable):
    def test_lege_sieben_in_66_is_refused_not_played_as_the_nine(self):
        before = self.deck.match.game.to_json()
        self.call(table_moves.CmdLege(), "eichel sieben", "In diesem Spiel gibt es keine Sieben.")
        assert self.deck.match.game.to_json() == before
        self.call(table_moves.CmdLege(), "eichel neun", "Char legt Eichel Neun.")
