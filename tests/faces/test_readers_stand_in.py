"""While a stand-in plays for a person who is still connected, nobody tells that
person „Du bist am Zug“ (issue 47): the turn's block is not sent to them, the
table they look at says who plays for them, the web state's my_turn is false;
the stand-in's cards are told in the third person, not as the person's own."""

from game.faces import readers, tabledata
from tests.helpers.decks import DeckTest, said, texts


class TestNoTurnPromptForAStoodInSeat(DeckTest):
    def setUp(self):
        super().setUp()
        self.seat_both()
        self.start()
        assert self.deck.match.game.to_act == 0
        assert self.timers.fire("turn_timeout")
        assert self.timers.fire("take_over")  # Char sent nothing: the stand-in plays
        assert self.deck.seats.copies()[0]["stand_in"]

    def test_the_stand_in_plays_and_char_is_never_told_it_is_his_turn(self):
        with said(self.char1) as told:
            for _ in range(6):  # several of Char's turns, each played by the stand-in
                assert self.timers.fire("npc_move")
        read = "\n".join(texts(told))
        assert self.deck.match.game.log[0][0] == 0 and read  # Char sees the game go on
        assert "Du bist am Zug" not in read, read
        # the computer plays Char's cards: Char reads it so, not „Du legst …“
        assert "Computer für Char legt " in read and "Du legst" not in read, read

    def test_a_look_at_the_table_says_who_plays_for_char(self):
        for mode in ("kurz", "lang", "blind"):
            text = readers.table_text(self.deck, self.char1, mode)
            assert "Du bist am Zug" not in text, (mode, text)
            assert "spielt gerade ein Computerspieler für dich" in text, (mode, text)

    def test_the_web_state_says_it_is_not_his_turn(self):
        state = tabledata.state_for(self.deck, self.char1)
        assert state["to_act"] == 0 and state["my_turn"] is False
