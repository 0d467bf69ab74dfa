"""Moves that understand (issue 47): `lege herz sau` plays the Ass; `lege 1 2`
and `lege -1` say back what was typed; `fünf` works as `hilfe` lists it; a word
no game knows gets the command line's answer („… kenne ich nicht.“); a move
from someone at no table says there is no game here, never which table."""

from evennia.commands.cmdparser import cmdparser
from evennia.utils.create import create_object

from game.cardgames.cards import card_text
from game.commands.default_cmdsets import CharacterCmdSet
from game.commands.table import moves as table_moves
from game.typeclasses.carddecks import GaigelTable
from tests.helpers.decks import DeckTest
from tests.helpers.tables import DEAL_66, deal_fixed

SEVENS = ["eichel sieben", "laub sieben", "herz sieben", "schellen sieben"]


def sevens_deal(hand):
    """Gaigel for two: seat 0 holds `hand` and leads, Herz Ass is the trump card."""
    rest = [card_text(c, "sieben") for c in range(48)]
    for card in hand + ["herz ass"]:
        rest.remove(card)
    return {"hands": [hand, rest[:5]], "trump": "herz ass", "talon": rest[5:]}


class TestMovesSayBackWhatWasTyped(DeckTest):
    def setUp(self):
        super().setUp()
        self.seat_both()
        self.start()
        deal_fixed(self.deck, "66", DEAL_66)  # Char holds herz ass ... laub zehn and leads

    def test_lege_herz_sau_plays_the_ass(self):
        self.call(table_moves.CmdLege(), "herz sau", "Du legst Herz Ass.", cmdstring="lege")

    def test_two_numbers_are_no_card_and_the_refusal_says_them(self):
        said = self.call(table_moves.CmdLege(), "1 2", cmdstring="lege")
        assert said.startswith("„lege 1 2“ nennt keine Karte"), said
        assert "ober" not in said.lower() and "zehn" not in said.lower(), said

    def test_a_negative_number_is_said_back_with_its_sign(self):
        said = self.call(table_moves.CmdLege(), "-1", cmdstring="lege")
        assert said == "Eine Karte -1 gibt es nicht: die Karten deiner Hand zählen von 1 bis 6."
        said = self.call(table_moves.CmdLege(), "0", cmdstring="lege")
        assert said.startswith("Eine Karte 0 gibt es nicht"), said

    def test_a_word_the_game_does_not_know_gets_the_command_lines_answer(self):
        said = self.call(table_moves.CmdRaube(), "quatsch", cmdstring="raube")
        assert said.startswith("„raube quatsch“ kenne ich nicht."), said


class TestFuenfSiebener(DeckTest):
    def setUp(self):
        super().setUp()
        self.deck.delete()
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        self.table.set_preset("gaigel2")
        self.table.seats.sit(self.char1)
        self.table.seats.sit(self.npc)
        self.table.start()

    def test_fuenf_alone_shows_five_sevens(self):
        deal_fixed(self.table, "gaigel2", sevens_deal(SEVENS + ["eichel sieben"]))
        self.call(table_moves.CmdFuenfSiebener(), "", cmdstring="fünf")
        assert self.table.match.game.log[-1][1] == "fünf siebener"

    def test_fuenf_alone_without_five_sevens_says_the_rule_not_an_unknown_word(self):
        deal_fixed(self.table, "gaigel2", sevens_deal(SEVENS + ["eichel ass"]))
        said = self.call(table_moves.CmdFuenfSiebener(), "", cmdstring="fünf")
        assert "kenne ich nicht" not in said and "Unbekannt" not in said, said
        assert not self.table.match.game.log

    def test_hilfe_lists_the_command_as_it_is_typed_and_both_forms_find_it(self):
        cmdset = CharacterCmdSet()
        cmdset.at_cmdset_creation()
        for typed in ("fünf", "fünf siebener", "Fünf Siebener", "fuenf"):
            match = cmdparser(typed, cmdset, self.char1)[0]
            assert isinstance(match[2], table_moves.CmdFuenfSiebener), typed
            assert not match[1].strip(), typed  # no words left over
        assert table_moves.CmdFuenfSiebener.key == "fünf siebener"

    def test_an_unknown_word_at_the_table_gets_the_command_lines_answer(self):
        said = self.call(table_moves.CmdDissle(), "quatsch", cmdstring="dissle")
        assert said.startswith("„dissle quatsch“ kenne ich nicht."), said


class TestSeveralTablesNoGame(DeckTest):
    def setUp(self):
        super().setUp()
        self.gaigel = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)

    def test_a_move_with_no_game_here_says_so_not_which_table(self):
        for args in ("2", "quatsch", "1 2"):
            said = self.call(table_moves.CmdLege(), args, cmdstring="lege")
            assert said.startswith("Hier läuft gerade keine Partie"), said
            assert "zum Beispiel" not in said, said

    def test_a_move_beside_other_peoples_game_says_one_plays_at_none(self):
        self.deck.seats.sit(self.char2)
        self.deck.seats.sit(self.npc)
        self.deck.start(seed=5)
        said = self.call(table_moves.CmdLege(), "2", cmdstring="lege")
        assert said.startswith("Du spielst an keinem der Tische hier mit."), said


class TestOneTable(DeckTest):
    def test_a_move_with_no_game_says_so_first(self):
        said = self.call(table_moves.CmdLege(), "1 2", cmdstring="lege")
        assert said.startswith("Hier läuft gerade keine Partie. Mit „setzen“"), said
