"""The 66 deck in the world: seats, starting, playing, persistence, no leaks."""

from unittest.mock import patch

from evennia.utils.ansi import strip_ansi
from twisted.internet import defer

from game.cardgames import Match
from game.commands.table import looking as table_looking, moves as table_moves, seats as table_seats, settings as table_settings, settlement as table_settlement
from tests.helpers.decks import DeckTest


class TestSeats(DeckTest):
    def test_sit_and_invite_a_computer_player(self):
        self.seat_both()
        seats = self.deck.seats.copies()
        assert seats[0]["name"] == "Char" and not seats[0]["npc"]
        assert seats[1]["name"] == "Ferdl" and seats[1]["npc"]

    def test_sitting_twice_is_refused(self):
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdSit(), "", "Du sitzt schon an diesem Tisch.")

    def test_start_needs_every_seat(self):
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdStart(), "", "Es fehlen noch Mitspieler (frei ist Platz 2).")
        assert self.deck.match is None

    def test_start_unknown_word_changes_nothing(self):
        self.seat_both()
        self.call(table_seats.CmdStart(), "skat", "„skat“ verstehe ich nicht.")
        assert self.deck.match is None and self.deck.db.preset == "66"

    def test_start_with_preset_target_and_exchange_option(self):
        self.seat_both()
        self.call(table_seats.CmdStart(), "schnapsen bis 3 sofort rauben", "Eine Partie Schnapsen")
        match = self.deck.match
        assert match.preset == "schnapsen" and match.target == 3
        assert match.options["exchange_anytime"] is True

    def test_fill_takes_free_computer_players(self):
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdFill(), "", "Ferdl setzt sich an das 66-Kartenspiel.")

    def test_leaving_the_room_between_matches_frees_the_seat(self):
        self.seat_both()
        self.exit.at_traverse(self.char1, self.room2)
        assert self.char1.location == self.room2
        assert self.deck.seats.of(self.char1) is None

    def test_stand_up_refused_during_a_match(self):
        self.seat_both()
        self.start()
        self.call(table_seats.CmdStand(), "", "Mitten in der Partie steht man nicht auf")


class TestPlay(DeckTest):
    def setUp(self):
        super().setUp()
        self.seat_both()
        self.start()

    def test_lege_by_number_plays_the_card_shown_there(self):
        third = self.my_view()["hand"][2]
        self.call(table_moves.CmdLege(), "3", "Du legst")
        played = self.deck.match.game.view(0)["trick"]
        assert played[0]["card"] == third

    def test_unknown_card_gets_german_reason_and_changes_nothing(self):
        before = self.deck.db.match
        self.call(table_moves.CmdLege(), "herz elf", "Einen Rang „elf“ gibt es nicht")
        assert self.deck.db.match == before

    def test_card_number_out_of_range(self):
        before = self.deck.db.match
        self.call(table_moves.CmdLege(), "9", "Du hast nur 6 Karten; Karte 9 gibt es nicht.")
        assert self.deck.db.match == before

    def test_not_your_turn(self):
        self.call(table_moves.CmdLege(), "1", "Du legst")
        before = self.deck.db.match
        self.call(table_moves.CmdLege(), "1", "Du bist nicht am Zug")
        assert self.deck.db.match == before

    def test_computer_player_answers_through_the_worker(self):
        self.call(table_moves.CmdLege(), "1", "Du legst")
        self.timers.let_computers_play()
        view = self.deck.match.game.view(0)
        assert len(view["tricks"]) == 1 and view["to_act"] == 0 or view["trick"]

    def test_state_is_written_after_every_action_and_survives_reload(self):
        self.call(table_moves.CmdLege(), "1", "Du legst")
        saved = Match.from_json(self.deck.db.match)
        self.deck.forget_match()  # what a reload forgets
        assert self.deck.match.to_json() == saved.to_json()
        assert self.deck.match.game.view(0)["trick"]

    def test_not_seated_cannot_play(self):
        self.call(table_moves.CmdLege(), "1", "Du sitzt nicht an diesem Tisch.", caller=self.char2)

    def test_hand_shows_numbered_cards_and_trump(self):
        text = strip_ansi(self.deck.table_text_for(self.char1))
        assert "Trumpf " in text and "Deine Karten: 1" in text

    def test_spectator_sees_the_table_but_no_hand(self):
        self.call(table_seats.CmdZuschauen(), "", "Du schaust am 66-Kartenspiel zu.", caller=self.char2)
        text = self.deck.table_text_for(self.char2)
        assert "Deine Karten" not in text
        hidden = self.deck.match.game.view(1)["hand"]
        from game.faces.tabletext import card_label
        for card in hidden:
            assert card_label(card) not in text

    def test_french_card_names_are_a_player_setting(self):
        self.call(table_settings.CmdKartennamen(), "französisch", "Du siehst die Karten ab jetzt französisch: Kreuz")
        text = self.deck.table_text_for(self.char1)
        assert any(suit in text for suit in ("Kreuz", "Pik", "Karo")) or "Herz" in text
        assert "Eichel" not in text and "Schellen" not in text

    def test_a_whole_game_ends_with_settlement_and_next_deal(self):
        game_index = self.deck.match.index
        for _ in range(200):
            game = self.deck.match.game
            if self.deck.match.index != game_index or self.deck.match.over:
                break
            if game.result is not None:  # the Abrechnung waits for Char's `weiter`
                self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")
            elif game.to_act == 0:
                self.deck.play(self.char1, game.legal(0)[0])
            self.timers.let_computers_play()
        assert self.deck.match.index == game_index + 1 or self.deck.match.over

    def test_the_last_finished_game_can_be_read_afterwards(self):
        self.call(table_looking.CmdVerlauf(), "letztes", "An diesem Tisch ist noch kein Spiel zu Ende")
        game_index = self.deck.match.index
        while self.deck.match.game.result is None:
            game = self.deck.match.game
            if game.to_act == 0:
                self.deck.play(self.char1, game.legal(0)[0])
            self.timers.let_computers_play()
        text = self.call(table_looking.CmdVerlauf(), "letztes", "Das letzte Spiel:")
        assert " 1. " in text and "Abrechnung" in text
        self.call(table_seats.CmdAufgeben(), "", "Char gibt die Partie auf.", inputs=["ja"])
        self.call(table_looking.CmdVerlauf(), "", "Hier läuft gerade kein Spiel")
        self.call(table_looking.CmdVerlauf(), "letztes", "Das letzte Spiel:")

    def test_give_up_asks_first_and_only_j_or_ja_gives_up(self):
        for answer in ("n", "jein", "", "y"):
            self.call(table_seats.CmdAufgeben(), "", "Gut, du spielst weiter.", inputs=[answer])
            assert self.deck.playing()
        text = self.call(table_seats.CmdAufgeben(), "", "Char gibt die Partie auf.", inputs=["j"])
        assert not self.deck.playing()
        assert "Die Partie ist aus. Es gewinnt Ferdl!" in text

    def test_timeout_lets_a_stand_in_play_until_the_human_returns(self):
        assert self.deck.match.game.to_act == 0
        assert self.timers.fire("turn_timeout")  # the reminder
        assert self.timers.fire("take_over")
        assert self.deck.seats.copies()[0]["stand_in"]
        assert self.timers.fire("npc_move")     # the stand-in plays Char's card
        assert self.deck.match.game.log[0][0] == 0
        self.timers.let_computers_play()
        game = self.deck.match.game
        if game.to_act == 0:
            self.deck.play(self.char1, game.legal(0)[0])
            assert not self.deck.seats.copies()[0]["stand_in"]


class TestRulesAndHelp(DeckTest):
    def test_read_rules(self):
        self.call(table_looking.CmdRegeln(), "", "Sechsundsechzig (66)")

    def test_overview(self):
        self.call(table_looking.CmdBefehle(), "", "Kartenbefehle")


class TestAbsence(DeckTest):
    def setUp(self):
        super().setUp()
        self.seat_both()
        self.start()

    def test_disconnect_keeps_the_seat_then_a_stand_in_plays(self):
        self.deck.turns.player_left(self.char1)
        assert not self.deck.seats.copies()[0]["stand_in"]
        with patch.object(type(self.char1.sessions), "count", return_value=0):
            assert self.timers.fire("take_over")
        assert self.deck.seats.copies()[0]["stand_in"]

    def test_returning_in_time_keeps_the_seat_human(self):
        self.deck.turns.player_left(self.char1)
        with patch.object(type(self.char1.sessions), "count", return_value=1):
            assert self.timers.fire("take_over")
        assert not self.deck.seats.copies()[0]["stand_in"]

    def test_walking_out_of_a_running_match_is_refused(self):
        with patch.object(self.char1, "msg") as msg:
            self.exit.at_traverse(self.char1, self.room2)
        assert self.char1.location == self.room1
        assert len(msg.call_args_list) == 1
        assert "mitten in einer Partie" in msg.call_args[0][0]
        assert self.deck.seats.of(self.char1) == 0

    def test_moved_away_the_seat_is_held_then_a_stand_in_plays_until_back(self):
        self.char1.move_to(self.room2, move_type="teleport")
        assert self.deck.seats.of(self.char1) == 0 and not self.deck.seats.copies()[0]["stand_in"]
        with patch.object(type(self.char1.sessions), "count", return_value=1):
            assert self.timers.fire("take_over")   # connected, but not at the table
        assert self.deck.seats.copies()[0]["stand_in"]
        with patch.object(self.char1, "msg") as msg:
            self.char1.move_to(self.room1, move_type="teleport")
        assert any("Du sitzt noch am 66-Kartenspiel" in call[0][0]
                   for call in msg.call_args_list if call[0])

    def test_returning_player_sees_the_table(self):
        with patch.object(self.char1, "msg") as msg:
            self.deck.turns.player_returned(self.char1)
        assert "Du sitzt noch am 66-Kartenspiel" in msg.call_args[0][0]


class TestBadInput(DeckTest):
    def test_seat_number_out_of_range(self):
        self.call(table_seats.CmdSit(), "7", "Dieser Tisch hat die Plätze 1 und 2.")

    def test_match_length_must_be_3_7_or_11(self):
        self.seat_both()
        self.call(table_seats.CmdStart(), "bis 5", "Gespielt wird bis 3, 7 oder 11.")
        assert self.deck.match is None

    def test_invite_without_a_name(self):
        self.call(table_seats.CmdInvite(), "", "Wen möchtest du einladen?")

    def test_invite_a_computer_player_already_seated(self):
        self.seat_both()
        self.call(table_seats.CmdInvite(), "Ferdl", "Ferdl sitzt schon an einem Tisch.")

    def test_play_without_a_match(self):
        self.seat_both()
        self.call(table_moves.CmdLege(), "herz ass", "Hier läuft gerade keine Partie.")

    def test_hand_without_a_match(self):
        self.call(table_looking.CmdHand(), "", "An diesem Tisch läuft gerade keine Partie;")

    def test_hand_after_the_match_says_how_a_new_one_starts(self):
        from tests.helpers.decks import play_out

        self.seat_both()
        self.deck.timers = self.timers
        self.deck.start(seed=5, target=3)
        self.call(table_looking.CmdHand(), "", "Trumpf")
        play_out(self.deck, {0: self.char1}, lambda: not self.deck.playing())
        text = self.call(table_looking.CmdHand(), "", "Trumpf")
        assert text.endswith("Die Partie ist aus. Mit „spiel“ beginnt eine neue."), text

    def test_hand_after_giving_up_says_that_no_match_runs(self):
        self.seat_both()
        self.start()
        self.deck.give_up(self.char1)
        self.call(table_looking.CmdHand(), "", "An diesem Tisch läuft gerade keine Partie; "
                  "mit „spiel“ beginnt eine.")

    def test_advice_refused_with_another_human_at_the_table(self):
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdSit(), "", "Du setzt dich", caller=self.char2)
        self.deck.start(seed=1)
        self.call(table_moves.CmdRat(), "", "Mit anderen Menschen am Tisch gibt es keinen Rat.")

    def test_advice_marks_the_game(self):
        self.seat_both()
        self.deck.start(seed=1)
        first = self.call(table_moves.CmdRat(), "", "Vorweg: Mit Rat zählt dieses Spiel nicht "
                          "mehr für die Bestenliste")  # the warning comes before the advice
        assert self.deck.db.advice == [0]
        assert "Am Ende jeder Partie bringt der Platz deiner Partei" in first
        assert first.index("Vorweg") < first.index("Der Rat: ")
        self.char1.ndb.rat_next = None  # past the cooldown
        again = self.call(table_moves.CmdRat(), "", "Der Rat: ")
        assert "Bestenliste" not in again and self.deck.db.advice == [0]

    def test_unknown_preset_for_this_table(self):
        self.seat_both()
        self.call(table_seats.CmdStart(), "gaigel", "Das 66-Kartenspiel hat dieses Spiel nicht. Steh auf")

    def test_card_names_setting_needs_a_choice(self):
        self.call(table_settings.CmdKartennamen(), "latein", "Benutzung: kartennamen")

    def test_display_setting(self):
        self.call(table_settings.CmdAnzeige(), "spielbar an", "Ab jetzt markiert ein * die Karten")
        assert self.char1.db.show_playable is True

    def test_no_table_in_the_room(self):
        self.char2.move_to(self.room2, quiet=True)
        self.call(table_seats.CmdSit(), "", "Hier gibt es keinen Kartentisch.", caller=self.char2)


class TestThinkTime(DeckTest):
    def test_set_between_matches(self):
        self.seat_both()
        self.call(table_seats.CmdBedenkzeit(), "45", "Die Bedenkzeit am 66-Kartenspiel ist jetzt 45")
        assert self.deck.db.think_time == 45

    def test_refused_during_a_match_and_out_of_range(self):
        self.seat_both()
        self.call(table_seats.CmdBedenkzeit(), "5", "Die Bedenkzeit ist eine Zahl von 30 bis 600")
        self.start()
        self.call(table_seats.CmdBedenkzeit(), "60", "Die Bedenkzeit stellen die Mitspieler")
        assert self.deck.db.think_time == 120


class TestLook(DeckTest):
    def test_look_invites_to_read_the_rules_and_shows_the_seats(self):
        text = strip_ansi(self.deck.return_appearance(self.char2))
        assert "lies regeln" in text and "hilfe 66" in text
        assert "Beide Plätze sind frei" in text
        self.deck.seats.sit(self.char1)
        assert "Am Tisch sitzt Char; ein Platz ist noch frei." in strip_ansi(self.deck.return_appearance(self.char2))

    def test_look_during_a_match_shows_the_score_but_no_card(self):
        self.seat_both()
        self.start()
        text = strip_ansi(self.deck.return_appearance(self.char2))
        assert "Es läuft eine Partie (Punkte: Char 0, Ferdl 0)" in text
        assert "zuschauen" in text  # char2 stands by: may watch
        own = strip_ansi(self.deck.return_appearance(self.char1))
        assert "zuschauen" not in own and "Deine Karten zeigt hand" in own  # char1 plays
        from game.faces.tabletext import card_label
        for card in self.deck.match.game.view(0)["hand"] + self.deck.match.game.view(1)["hand"]:
            assert strip_ansi(card_label(card)) not in text


class TestMoveCommands(DeckTest):
    """Each move command reaches the engine; refusals come back in German, nothing changes."""

    def setUp(self):
        super().setUp()
        self.seat_both()
        self.start(seed=87)  # trump Eichel; Char: laub könig, laub ober, ...

    def refused(self, command, args, expected):
        before = self.deck.db.match
        self.call(command, args, expected)
        assert self.deck.db.match == before

    def test_genug_only_after_own_trick_or_marriage(self):
        self.refused(table_moves.CmdGenug(), "", "Ansagen darfst du nur direkt nach deinem eigenen Stich")

    def test_raube_needs_the_trump_nine(self):
        self.refused(table_moves.CmdRaube(), "", "Zum Rauben brauchst du Eichel Neun")

    def test_melde_needs_the_pair(self):
        self.refused(table_moves.CmdMelde(), "herz", "Du hast kein Paar in Herz")

    def test_decke_stapel_closes_the_talon(self):
        self.call(table_moves.CmdDecke(), "stapel", "Du drehst zu")
        assert self.deck.match.game.view(0)["closed"]

    def test_stapel_stich_verlauf_show_the_public_state(self):
        self.call(table_looking.CmdStapel(), "", "Trumpf ist Eichel")
        self.call(table_looking.CmdStich(), "", "Es wurde noch kein Stich gespielt.")
        self.call(table_moves.CmdLege(), "2", "Du legst Laub Ober.")
        self.timers.let_computers_play()
        self.call(table_looking.CmdStich(), "", "Letzter Stich: Char: Laub-O")
        self.call(table_looking.CmdVerlauf(), "", "1. Char: Laub-O")


class TestStartRefusals(DeckTest):
    def test_not_seated_cannot_start_or_change_the_game(self):
        self.call(table_seats.CmdStart(), "schnapsen", "Setz dich erst an den Tisch", caller=self.char2)
        assert self.deck.db.preset == "66"

    def test_presets_of_other_tables_are_not_offered(self):
        self.seat_both()
        self.call(table_seats.CmdStart(), "vu", "„vu“ verstehe ich nicht.")
        assert self.deck.db.preset == "66" and self.deck.match is None


class TestResume(DeckTest):
    def test_resume_deals_on_when_a_crash_came_between_game_end_and_next_deal(self):
        self.seat_both()
        self.start()
        match = self.deck.match
        game = match.game
        while game.result is None:  # play the game out, without the table
            seat = game.to_act
            game.act(seat, game.legal(seat)[0])
        self.deck.db.match = match.to_json()  # saved just before the crash
        self.deck.resume()  # settles the game; the Abrechnung waits for `weiter`
        resumed = self.deck.match
        assert resumed.over or resumed.index == 0 and self.deck.settling.is_open()
        if not resumed.over:
            self.deck.settling.ready(self.char1)
            assert self.deck.match.index == 1


class TestDealsUnpredictable(DeckTest):
    """The table deals from the OS; a repeatable deal needs the server's secret."""

    def deal(self):
        state = self.deck.match.game.to_json()
        self.deck.end_match()      # Ferdl gets up with the end of the match
        self.deck.seats.sit(self.npc)
        return state

    def test_two_tables_started_the_same_way_deal_differently(self):
        self.seat_both()
        deals = set()
        for _ in range(3):
            self.deck.start()
            deals.add(self.deal())
        assert len(deals) == 3

    def test_a_seeded_deal_repeats_on_one_server_and_differs_with_another_secret(self):
        self.seat_both()
        self.deck.start(seed=5)
        first = self.deal()
        self.deck.start(seed=5)
        assert self.deal() == first
        with self.settings(SECRET_KEY="another-server-another-secret"):
            self.deck.start(seed=5)
            assert self.deal() != first


class TestAdviceInAWorker(DeckTest):
    """`rat` never thinks on the reactor: a worker answers later; one at a time."""

    def setUp(self):
        super().setUp()
        self.seat_both()
        self.deck.start(seed=1)
        self.asked = []

        def advise(view, legal, family="deutsch"):
            self.asked.append(defer.Deferred())
            return self.asked[-1]

        p = patch("game.thinking.advise", advise)
        p.start()
        self.addCleanup(p.stop)

    def test_rat_answers_while_the_worker_thinks_and_then_gives_the_advice(self):
        self.call(table_moves.CmdRat(), "", "Du überlegst …")
        self.call(table_moves.CmdRat(), "", "Du überlegst noch – einen Moment")
        assert len(self.asked) == 1
        legal = self.deck.match.game.legal(0)
        with patch.object(self.char1, "msg") as told:
            self.asked[0].callback((legal[0], "Weil es gut ist."))
        assert "Der Rat: " in told.call_args[0][0] and self.deck.db.advice == [0]

    def test_rat_again_at_once_is_refused_with_the_seconds_to_wait(self):
        self.call(table_moves.CmdRat(), "", "Du überlegst …")
        self.asked[0].callback((self.deck.match.game.legal(0)[0], "Darum."))
        self.call(table_moves.CmdRat(), "", "Nicht so hastig: Rat gibt es wieder in")
        assert len(self.asked) == 1

    def test_advice_that_comes_after_the_move_is_not_given(self):
        self.call(table_moves.CmdRat(), "", "Du überlegst …")
        legal = self.deck.match.game.legal(0)
        self.deck.play(self.char1, legal[0])
        with patch.object(self.char1, "msg") as told:
            self.asked[0].callback((legal[0], "Darum."))
        assert "zu spät" in told.call_args[0][0]


class TestTypingIsNotAbsent(DeckTest):
    """Issue 34: a connected person who types during their turn is not booked as away."""

    def setUp(self):
        super().setUp()
        self.seat_both()
        self.start()

    def test_a_player_who_typed_during_the_turn_gets_the_think_time_again(self):
        assert self.deck.match.game.to_act == 0
        self.session.update_session_counters()  # typed (a move refused, say)
        assert self.timers.fire("turn_timeout")  # the think time begins again
        assert not self.timers.fire("take_over")
        assert not self.deck.seats.copies()[0]["stand_in"]
        assert self.timers.fire("turn_timeout")  # a new think time runs
        self.deck.play(self.char1, self.deck.match.game.legal(0)[0])
        assert self.deck.match.game.log[0][0] == 0 and not self.deck.seats.copies()[0]["stand_in"]

    def test_who_typed_reads_one_line_not_the_reminder_and_begins_again(self):
        """Play-test: „du bist am Zug! In 60 Sekunden übernimmt sonst ein
        Computerspieler …“ came together with „… immer noch am Zug. Die Bedenkzeit
        beginnt von vorn.“; who typed during the think time reads the second only."""
        self.session.update_session_counters()  # typed (a move refused, say)
        with patch.object(self.char1, "msg") as told:
            assert self.timers.fire("turn_timeout")
            while self.timers.fire("take_over"):
                pass
        lines = [str(c.args[0]) for c in told.call_args_list]
        assert len(lines) == 1, lines
        assert "immer noch am Zug" in lines[0] and "Bedenkzeit beginnt von vorn" in lines[0]
        assert "übernimmt" not in lines[0]

    def test_who_typed_after_the_reminder_reads_that_the_time_begins_again(self):
        with patch.object(self.char1, "msg") as told:
            assert self.timers.fire("turn_timeout")
        assert "übernimmt sonst ein Computerspieler" in str(told.call_args_list)
        self.session.update_session_counters()  # typed after reading it
        with patch.object(self.char1, "msg") as told:
            assert self.timers.fire("take_over")
        assert len(told.call_args_list) == 1
        assert "Bedenkzeit beginnt von vorn" in str(told.call_args_list)
        assert not self.deck.seats.copies()[0]["stand_in"]

    def test_a_player_who_typed_nothing_still_gets_a_stand_in(self):
        assert self.timers.fire("turn_timeout")
        assert self.timers.fire("take_over")
        assert self.deck.seats.copies()[0]["stand_in"]

    def test_a_turn_started_twice_reminds_once_and_keeps_its_word(self):
        """Issue 47 play-test: two clocks for one turn read „du bist am Zug!“ twice,
        then „Die Bedenkzeit beginnt von vorn“ and at once the stand-in."""
        token = self.deck.turns.token()
        self.deck.turns.start_clock(0, token)  # a second clock for the same turn
        with patch.object(self.char1, "msg") as told:
            while self.timers.fire("turn_timeout"):
                pass
        reminders = [c for c in told.call_args_list if "du bist am Zug!" in str(c)]
        assert len(reminders) == 1
        self.session.update_session_counters()  # the player typed meanwhile
        with patch.object(self.char1, "msg") as told:
            while self.timers.fire("take_over"):
                pass
        assert "Die Bedenkzeit beginnt von vorn" in str(told.call_args_list)
        assert not self.deck.seats.copies()[0]["stand_in"]

    def test_keep_alives_and_a_look_are_no_sign_of_being_there(self):
        """Issue 47: the reminder was followed by „du bist immer noch am Zug“ and no
        stand-in for a player who sent nothing but their client's keep-alive."""
        assert self.deck.match.game.to_act == 0
        self.session.update_session_counters(idle=True)  # a client's keep-alive
        self.char1.execute_cmd("schau")
        self.session.update_session_counters()  # ... counted as the command it was
        assert self.timers.fire("turn_timeout")
        assert self.timers.fire("take_over")
        assert self.deck.seats.copies()[0]["stand_in"]
