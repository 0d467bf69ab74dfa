"""`kartennamen französisch`: every line a player reads at the table uses French card names.

Narration, trick reasons, refusals with the moves possible, settlements, the
table, `rat` and `verlauf` are written per reader; a German reader at the
same table keeps the German names.
"""

import re
from unittest.mock import patch

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.table import looking as table_looking, moves as table_moves, seats as table_seats, settings as table_settings
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import DEAL_66, deal_fixed, quick_tables

GERMAN_ONLY = re.compile(r"\b(Eichel|Laub|Schellen|Ober|Unter|eichel|laub|schellen)\b|-[OU]\b")
FRENCH_ONLY = re.compile(r"\b(Kreuz|Pik|Karo|Dame|Bube|kreuz|pik|karo)\b|-[DB]\b")


def heard(mock):
    """Everything sent to a patched `msg`, one string per call."""
    out = []
    for call in mock.call_args_list:
        text = call.args[0] if call.args else call.kwargs.get("text", "")
        out.append(text[0] if isinstance(text, tuple) else str(text))
    return out


class CardNamesTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        self.call(table_settings.CmdKartennamen(), "französisch", "Du siehst die Karten ab jetzt")

    def play_out(self, table, limit=400):
        """Char plays its first legal move until the first game is settled."""
        index = table.match.index
        for _ in range(limit):
            match = table.match
            if match is None or match.index != index or match.game.result is not None:
                return  # settled: the Abrechnung waits for `weiter`
            game = match.game
            if game.to_act == 0:
                moves = [c for c in game.legal(0) if c != "aus"]
                table.play(self.char1, moves[0])
            elif game.to_act is None:
                assert self.timers.fire("end_grace")
            else:
                self.timers.let_computers_play()
        raise AssertionError("the game did not end")


class TestSixtySixInFrench(CardNamesTest):
    def setUp(self):
        super().setUp()
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        create_object(CardPlayer, key="Ferdl", location=self.room1)
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdInvite(), "Ferdl", "Ferdl nimmt")
        self.call(table_seats.CmdZuschauen(), "", "Du schaust", caller=self.char2)
        self.deck.start(seed=1)
        deal_fixed(self.deck, "66", DEAL_66)

    def test_narration_refusals_and_the_table_follow_each_readers_names(self):
        self.call(table_moves.CmdMelde(), "karo", "Du hast kein Paar in Karo: dir fehlen Karo König "
                                            "und Karo Dame.")
        with patch.object(self.char1, "msg") as french, patch.object(self.char2, "msg") as german:
            self.deck.play(self.char1, "lege pik zehn")
        assert "Du legst Pik Zehn." in heard(french)  # the mover reads its own deed so
        assert "Char legt Laub Zehn." in heard(german)
        self.timers.let_computers_play()
        text = self.call(table_moves.CmdLege(), "kreuz ass", "Du hast Kreuz Ass nicht auf der Hand.")
        text = self.call(table_moves.CmdLege(), "herz elf", "Einen Rang „elf“ gibt es nicht")
        assert "Möglich ist jetzt: lege " in text and not GERMAN_ONLY.search(text), text
        table = self.call(table_looking.CmdHand(), "", "Trumpf Kreuz")
        assert not GERMAN_ONLY.search(table), table

    def test_a_whole_game_and_its_settlement_read_french(self):
        with patch.object(self.char1, "msg") as french, patch.object(self.char2, "msg") as german:
            self.play_out(self.deck)
        mine, theirs = "\n".join(heard(french)), "\n".join(heard(german))
        assert "Abrechnung:" in mine and "Abrechnung:" in theirs
        assert not GERMAN_ONLY.search(mine), GERMAN_ONLY.search(mine)
        assert not FRENCH_ONLY.search(theirs), FRENCH_ONLY.search(theirs)
        last = self.call(table_looking.CmdVerlauf(), "letztes", "Das letzte Spiel:")
        assert not GERMAN_ONLY.search(last)

    def test_advice_names_the_cards_in_french(self):
        text = self.call(table_moves.CmdRat(), "", "Vorweg: ")
        assert "Der Rat: " in text
        assert not GERMAN_ONLY.search(text), text


class TestGaigelInFrench(CardNamesTest):
    def test_a_whole_game_of_gaigel_for_four_reads_french(self):
        table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        for name in ("Gottlob", "Frieda", "Karle"):
            create_object(CardPlayer, key=name, location=self.room1)
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdFill(), "", "Gottlob setzt sich")
        table.start(seed=3)
        with patch.object(self.char1, "msg") as french:
            self.play_out(table)
        mine = "\n".join(heard(french))
        assert "Abrechnung:" in mine and re.search(r"Trumpf (\|w)?(Kreuz|Pik|Herz|Karo)", mine)
        assert not GERMAN_ONLY.search(mine), GERMAN_ONLY.search(mine)


def test_french_suits_have_french_colours():
    from game.faces.tabletext import FRENCH, GERMAN, card_label

    assert card_label("laub ass", GERMAN).startswith("|g")
    assert card_label("laub ass", FRENCH) == "|wPik-A|n"
    assert card_label("schellen ober", FRENCH) == "|RKaro-D|n"
