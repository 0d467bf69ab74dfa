"""Commands that understand (issue 47): `lege herz sau`; `aufstehen` while only
watching stops watching; `fünf` works as `hilfe` lists it; an unknown word gets
the same answer from the engine as from the command line; `lege 1 2` and
`lege -1` say back what was typed; a move with no game running says so, not
which table; `setzen tisch 9` says there is no such table and names the ones
there are; `spiel doppelkopf` names the games there are."""

from game.cardgames.cards import card_text
from game.commands.table import moves as table_moves, seats as table_seats
from tests.helpers.decks import DeckTest
from tests.helpers.tables import DEAL_66, deal_fixed

HAND_GAIGEL = ["eichel sieben", "laub sieben", "herz sieben", "schellen sieben", "eichel ass"]


def five_sevens_deal():
    """Gaigel for two: seat 0 holds four sevens and an Ass, the trump card is a seven."""
    rest = [card_text(c, "sieben") for c in range(48)]
    for card in HAND_GAIGEL + ["eichel sieben"]:
        rest.remove(card)
    return {"hands": [HAND_GAIGEL, rest[:5]], "trump": "eichel sieben", "talon": rest[5:]}


class TestMovesSayBackWhatWasTyped(DeckTest):
    def setUp(self):
        super().setUp()
        self.seat_both()
        self.start()
        deal_fixed(self.deck, "66", DEAL_66)  # Char holds herz ass ... laub zehn and leads

    def test_lege_herz_sau_plays_the_ass(self):
        self.call(table_moves.CmdLege(), "herz sau", "Char legt Herz Ass.", cmdstring="lege")


class TestWatching(DeckTest):
    def test_aufstehen_while_only_watching_stops_watching(self):
        self.call(table_seats.CmdZuschauen(), "", "Du schaust am 66-Kartenspiel zu.")
        self.call(table_seats.CmdStand(), "", "Du schaust am 66-Kartenspiel nicht mehr zu.")
        assert not self.deck.watching(self.char1)
