"""Moves that understand (issue 47): `lege herz sau` plays the Ass; `lege 1 2`
and `lege -1` say back what was typed; `fünf` works as `hilfe` lists it; a word
no game knows gets the command line's answer („… kenne ich nicht.“); a move
from someone at no table says there is no game here, never which table."""

from unittest.mock import patch

from evennia.commands.cmdparser import cmdparser
from evennia.utils.create import create_object

from game.cardgames.cards import card_text
from game.commands.default_cmdsets import CharacterCmdSet
from game.commands.table import moves as table_moves
from game.commands.table.looking import CmdStapel
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

    def test_the_labels_words_show_five_sevens_and_call_aus(self):
        """As the table offers them: „Fünf Siebener zeigen“, „Aus rufen (wer 101 hat)“."""
        deal_fixed(self.table, "gaigel2", sevens_deal(SEVENS + ["eichel sieben"]))
        self.char1.execute_cmd("Fünf Siebener zeigen")
        assert self.table.match.game.log[-1] == [0, "fünf siebener"]

    def test_aus_rufen_as_the_label_says_it_calls_aus(self):
        deal_fixed(self.table, "gaigel2", sevens_deal(SEVENS + ["eichel ass"]))
        self.char1.execute_cmd("Aus rufen (wer 101 hat)")
        assert self.table.match.game.log[-1] == [0, "aus"]

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


class TestMovesInTheWordsOfTheirLabels(DeckTest):
    """Play-test over telnet: the table offers „Du kannst auch: Laub melden (20).“, and
    a newcomer who types „laub melden“ read „… kenne ich nicht“. A line the game reads
    as a move is that move, whatever its first word; other words get the command
    line's answer."""

    def setUp(self):
        super().setUp()
        self.seat_both()
        self.start()
        deal_fixed(self.deck, "66", DEAL_66)  # Char holds herz könig and ober and leads

    def typed(self, line):
        """What Char reads after typing `line` as over telnet (the whole cmdhandler)."""
        with patch.object(self.char1, "msg") as told:
            self.char1.execute_cmd(line)
        return " ".join(str(c.args[0]) if c.args else str(c.kwargs.get("text", ""))
                        for c in told.call_args_list)

    def test_the_label_melden_as_typed_melds(self):
        said = self.typed("herz melden")
        assert "kenne ich nicht" not in said and "Du meldest" in said, said
        assert self.deck.match.game.log[-1] == [0, "melde herz"]

    def test_the_label_copied_with_its_points_melds(self):
        self.typed("Herz melden (20)")
        assert self.deck.match.game.log[-1] == [0, "melde herz"]

    def test_a_bare_card_plays_it(self):
        said = self.typed("herz ass")
        assert self.deck.match.game.log[-1] == [0, "lege herz ass"], said

    def test_stapel_zudrehen_closes_the_talon_and_a_bare_stapel_still_shows_it(self):
        said = self.typed("stapel")
        assert "Karten" in said and not self.deck.match.game.log, said
        self.typed("Stapel zudrehen")
        assert self.deck.match.game.log[-1] == [0, "decke stapel"]

    def test_stapel_zudrehen_asks_first_as_zudrehen_does(self):
        with patch("game.commands.table.moves.asks_first", lambda obj: True):
            said = self.typed("stapel zudrehen")
            assert "Den Stapel wirklich zudrehen?" in said and not self.deck.match.game.log
            self.call(CmdStapel(), " zudrehen", "Du drehst zu", cmdstring="stapel",
                      inputs=["j"])
        assert self.deck.match.game.log[-1] == [0, "decke stapel"]

    def test_a_move_out_of_turn_says_whose_turn_it_is(self):
        self.typed("herz ass")
        said = self.typed("laub melden")
        assert "Du bist nicht am Zug – Ferdl ist dran." in said, said

    def test_a_meld_the_rules_refuse_says_why(self):
        said = self.typed("laub melden")
        assert "kenne ich nicht" not in said and "Laub" in said, said
        assert not self.deck.match.game.log

    def test_words_no_game_knows_get_the_command_lines_answer(self):
        said = self.typed("laub quatsch")
        assert said.startswith("„laub quatsch“ kenne ich nicht."), said
        said = self.typed("schua")
        assert "kenne ich nicht. Meintest du" in said and "schau" in said, said
        assert not self.deck.match.game.log

    def test_who_plays_no_game_here_reads_that_the_words_are_unknown(self):
        with patch.object(self.char2, "msg") as told:
            self.char2.execute_cmd("herz melden")
        assert "„herz melden“ kenne ich nicht." in str(told.call_args_list)
        assert not self.deck.match.game.log
