"""The Gaigel table: four seats, computer players, face-down cards, Aus, grace time."""


from game.commands.table import moves as table_moves, seats as table_seats, settlement as table_settlement
from tests.helpers.decks import GaigelDeckTest


class GaigelTest(GaigelDeckTest):

    def test_four_seats_one_human_three_computer_players(self):
        seats = self.table.seats.copies()
        assert [s["npc"] for s in seats] == [False, True, True, True]
        assert self.table.match.preset == "gaigel4"

    def test_the_start_says_who_plays_with_whom(self):
        self.table.give_up(self.char1)
        assert all(self.table.seats.copies())  # the computer players stay for Char alone
        text = self.call(table_seats.CmdStart(), "", "Du nennst keine Spielart, also gilt Gaigel zu "
                         "viert (wie zuletzt an diesem Tisch).")
        assert "Eine Partie Gaigel zu viert beginnt" in text
        assert "Es spielen Char und Frieda gegen Gottlob und Karle." in text
        look = self.table.get_display_desc(self.char2)
        assert "Es läuft eine Partie (Striche: Char und Frieda 0, Gottlob und Karle 0)." in look
        assert "Es spielen Char und Frieda gegen Gottlob und Karle." in look

    def test_the_low_card_shows_as_seven(self):
        from game.cardgames.tablestate import model_of
        from game.faces.tabletext import hand_line
        game = self.table.match.game
        seat = next(s for s in range(4) if any(c.endswith("sieben") for c in game.view(s)["hand"]))
        view = game.view(seat)
        line = hand_line(model_of(game, seat))
        sevens = [c for c in view["hand"] if c.endswith("sieben")]
        assert "-9" not in line and line.count("-7") == len(sevens)

    def test_plain_lege_refused_in_the_opening_with_the_three_choices(self):
        before = self.table.db.match
        self.call(table_moves.CmdLege(), "1", "Im ersten Stich eröffnest du mit „ge-elfen")
        assert self.table.db.match == before

    def test_face_down_opening_stays_hidden_from_spectators(self):
        game = self.table.match.game
        opening = next(c for c in game.legal(0) if c.startswith("höher hat"))
        self.table.play(self.char1, opening)
        self.call(table_seats.CmdZuschauen(), "", "Du schaust", caller=self.char2)
        card = opening[len("höher hat "):]
        text = self.table.table_text_for(self.char2)
        assert "(verdeckt)" in text
        from game.faces.tabletext import card_label
        assert card_label(card) not in text

    def test_aus_out_of_turn_is_passed_to_the_engine(self):
        self.table.play(self.char1, next(c for c in self.table.match.game.legal(0)
                                         if c.startswith("höher hat")))
        assert self.table.match.game.to_act == 1
        # called under 101 and out of turn: an Untergaigel, the next game is dealt
        text = self.call(table_moves.CmdAus(), "", "Du rufst: Aus!|Abrechnung:")
        assert "Spielende: Char ruft mit nur 0 Augen" in text and text.count("Spielende") == 1
        self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")
        assert self.table.match.index == 1
        assert self.table.match.score == [2, 0, 2, 0]

    def test_a_game_runs_to_its_settlement_and_the_grace_time_ends_it(self):
        start_index = self.table.match.index
        for _ in range(300):
            game = self.table.match.game
            if self.table.match.index != start_index:
                break
            if game.result is not None:  # the Abrechnung waits for Char's `weiter`
                self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")
            elif game.to_act == 0:
                choice = next(c for c in game.legal(0) if c != "aus")
                self.table.play(self.char1, choice)
            elif not self.timers.fire("npc_move") and not self.timers.fire("npc_call_out"):
                assert self.timers.fire("end_grace")
        assert self.table.match.index == start_index + 1
        assert sum(self.table.match.score) > 0

    def test_special_games_refused_with_the_reason(self):
        before = self.table.db.match
        hand = self.table.match.game.view(0)["hand"]
        self.call(table_moves.CmdFuenfSiebener(), "", "Dafür brauchst du fünf Siebener")
        self.call(table_moves.CmdDissle(), "", "Auf Dissle wird an diesem Tisch nicht gespielt")
        trump = self.table.match.game.view(0)["trump"]
        trumps = [number for number, card in enumerate(hand, 1) if card.startswith(trump)]
        if trumps and len(trumps) < len(hand):
            self.call(table_moves.CmdGeElfen(), str(trumps[0]), "Im ersten Stich ist Trumpf verboten")
            self.call(table_moves.CmdAndereAlte(), f"alte {trumps[0]}", "Im ersten Stich ist Trumpf")
        assert self.table.db.match == before


class TestAdviceOutOfTurn(GaigelTest):
    def test_out_of_turn_advice_says_there_is_nothing_to_do(self):
        game = self.table.match.game
        self.table.play(self.char1, next(c for c in game.legal(0) if c != "aus"))
        assert self.table.match.game.to_act != 0
        self.call(table_moves.CmdRat(), "", "Du bist gerade nicht am Zug – jetzt gibt es für dich "
                                      "nichts zu tun.")
        assert not self.table.db.advice
