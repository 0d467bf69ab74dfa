"""Seats through a player's comings and goings: spectators who sit down, dropped
connections, stand-ins, deleted characters, rooms with two tables, giving up,
table talk and the texts at the table (issues 13 and 14)."""

import random
from unittest.mock import patch

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from twisted.internet import defer

from game.books import records
from game.cardgames.presets import make_options
from game.commands.table import looking as table_looking, moves as table_moves, seats as table_seats, settings as table_settings
from game.typeclasses.carddecks import GaigelTable
from game.typeclasses.cardplayers import CardPlayer, fits_game
from tests.helpers.decks import DeckTest, TwoPeople, disconnect, play_out, reconnect, said, texts


class TestSpectatorSitsDown(TwoPeople):
    def test_a_spectator_who_sits_down_hears_every_line_once(self):
        self.seat_both()
        self.start()
        self.call(table_seats.CmdZuschauen(), "", "Du schaust am 66-Kartenspiel zu.", caller=self.char2)
        self.deck.give_up(self.char1)  # Ferdl stays for Char alone, and makes room for Char2
        self.call(table_seats.CmdSit(), "", "Ferdl steht vom 66-Kartenspiel auf und macht Platz.|"
                  "Du setzt dich an das 66-Kartenspiel (Platz 2).", caller=self.char2)
        with said(self.char2) as msg:
            self.deck.announce("Eine Zeile für alle.")
        assert texts(msg) == ["Eine Zeile für alle."]

    def test_a_full_table_names_who_sits_there_and_offers_watching(self):
        self.seat_both()
        self.call(table_seats.CmdSit(), "", "Alle Plätze sind besetzt (Char, Ferdl). Mit „zuschauen“ "
                  "siehst du der Partie zu.", caller=self.char2)

    def test_leaving_the_room_stops_watching(self):
        self.call(table_seats.CmdZuschauen(), "", "Du schaust", caller=self.char2)
        self.char2.move_to(self.room2, quiet=True)
        assert not self.deck.watching(self.char2)

    def test_a_seated_player_does_not_watch_as_well(self):
        self.seat_both()
        self.call(table_seats.CmdZuschauen(), "", "Du sitzt selbst am 66-Kartenspiel und spielst mit.")
        assert not self.deck.watching(self.char1)


class TestDroppedConnection(TwoPeople):
    def test_the_table_hears_that_the_connection_is_gone_and_how_long_the_seat_waits(self):
        self.seat_people()
        self.start()
        with said(self.char1) as msg:
            disconnect(self.char2)
        assert ("Char2 ist nicht mehr verbunden. Der Platz wird 60 Sekunden lang frei "
                "gehalten; danach spielt ein Computerspieler für Char2 weiter.") in texts(msg)
        assert not any("verlassen" in text or "left the game" in text for text in texts(msg))
        assert self.char2.location is None and self.char2.db.prelogout_location == self.room1
        assert any(name == "take_over" for _, cb, _ in self.timers.pending
                   for name in [cb.__name__])

    def test_a_returning_player_gets_the_seat_before_the_stand_in_moves_again(self):
        self.seat_both()
        self.start()
        assert self.deck.match.game.to_act == 0
        self.timers.fire("turn_timeout")
        self.timers.fire("take_over")  # Char was away too long: the stand-in will play
        assert self.deck.seats.copies()[0]["stand_in"]
        with said(self.char1) as msg:
            self.deck.turns.player_returned(self.char1)
        assert "Du sitzt noch am 66-Kartenspiel und spielst selbst weiter." in texts(msg)[0]
        assert not self.deck.seats.copies()[0]["stand_in"]
        self.timers.fire("npc_move")  # the stand-in's pending turn: void now
        assert self.deck.match.game.log == []
        self.call(table_moves.CmdLege(), "1", "Du legst")

    def test_a_worker_answer_that_comes_after_the_return_is_dropped(self):
        self.seat_both()
        self.start()
        self.timers.fire("turn_timeout")
        self.timers.fire("take_over")
        token = self.deck.turns.token()
        self.deck.turns.player_returned(self.char1)
        self.deck.turns.npc_answer(self.deck.match.game.legal(0)[0], 0, token)
        assert self.deck.match.game.log == []

    def test_logging_in_again_takes_the_seat_back(self):
        self.seat_people()
        self.start()
        disconnect(self.char2)
        self.timers.fire("take_over")
        assert self.deck.seats.copies()[1]["stand_in"]
        with said(self.char1) as msg:
            reconnect(self.char2, self.room1)
        assert not self.deck.seats.copies()[1]["stand_in"]
        assert "Char2 ist wieder da und spielt selbst weiter." in texts(msg)

    def test_between_matches_a_dropped_connection_frees_the_seat(self):
        self.seat_people()
        with said(self.char1) as msg:
            disconnect(self.char2)
        assert self.deck.seats.of(self.char2) is None
        assert "Char2 ist nicht mehr da; der Platz ist wieder frei." in texts(msg)

    def test_nobody_starts_a_match_against_an_absent_persons_stand_in(self):
        self.seat_people()
        self.char2.sessions.count = lambda: 0  # gone without a word (a crash)
        text = self.call(table_seats.CmdStart(), "", "Char2 ist nicht mehr da; der Platz ist wieder frei.")
        assert "Es fehlen noch Mitspieler (frei ist Platz 2)." in text
        assert self.deck.match is None and self.deck.seats.of(self.char2) is None

    def test_after_a_match_the_seats_of_absent_people_are_freed(self):
        self.seat_people()
        self.deck.start(seed=5, target=1)
        self.deck.timers = self.timers
        disconnect(self.char2)
        self.timers.fire("take_over")
        play_out(self.deck, {0: self.char1}, lambda: not self.deck.playing())
        assert self.deck.seats.of(self.char2) is None and self.deck.seats.of(self.char1) == 0

    def test_a_stand_ins_match_is_no_win_for_the_absent_person_and_costs_10_once(self):
        self.seat_people()
        self.deck.start(seed=5, target=1)
        self.deck.timers = self.timers
        disconnect(self.char2)
        self.timers.fire("take_over")
        play_out(self.deck, {0: self.char1}, lambda: not self.deck.playing())
        self.deck.resume()  # a restart books nothing twice
        rec = records.record_of(self.char2, "66")
        assert rec["games"] == 1 and rec["won"] == 0 and rec["points"] == 0  # a lost game
        assert rec["experience"] == 0
        assert rec["matches"] == 1 and rec["matches_won"] == 0 and rec["score"] == -10
        assert records.record_of(self.char1, "66")["matches"] == 1

    def test_a_new_match_starts_without_stand_ins(self):
        self.seat_both()
        seats = self.deck.seats.copies()
        seats[0].update(stand_in=True, stood_in=[0])  # left over from the last match
        self.deck.db.seats = seats
        self.start()
        assert not self.deck.seats.copies()[0]["stand_in"] and not self.deck.seats.copies()[0]["stood_in"]

    def test_a_stand_in_plays_at_normal_strength(self):
        asked = []

        def think(view, legal, strength, seed, budget):
            asked.append(strength)
            return defer.succeed(legal[0])

        self.npc.db.strength = "leicht"
        self.seat_both()
        self.start()
        with patch("game.thinking.think", think):
            self.timers.fire("turn_timeout")
            self.timers.fire("take_over")
            self.timers.fire("npc_move")
        assert asked[0] == "normal"  # then Ferdl (leicht) already thinks of his answer


class TestDeletedCharacter(TwoPeople):
    def test_a_deleted_character_leaves_its_seat_and_its_match_ends(self):
        self.seat_people()
        self.start()
        with said(self.char1) as msg:
            self.char2.delete()
        assert not self.deck.playing()
        assert [entry["name"] if entry else None for entry in self.deck.seats.copies()] == ["Char", None]
        assert any("Char2 ist nicht mehr im Spiel. Die Partie ist aus. Es gewinnt Char!" in text
                   for text in texts(msg))
        assert records.record_of(self.char1, "66")["matches_won"] == 1

    def test_a_deleted_character_between_matches_frees_the_seat(self):
        self.seat_people()
        self.char2.delete()
        assert self.deck.seats.copies() == [self.deck.seats.copies()[0], None]


class TestTwoTables(DeckTest):
    def setUp(self):
        super().setUp()
        self.corner = create_object(GaigelTable, key="Ecktisch", location=self.room1)
        self.corner.set_preset("gaigel2")

    def test_without_a_name_a_table_where_someone_waits_comes_first(self):
        self.corner.seats.sit(self.npc)
        self.call(table_seats.CmdSit(), "", "Du setzt dich an den Ecktisch (Platz 2).")
        self.call(table_seats.CmdSit(), "", "Du setzt dich an das 66-Kartenspiel (Platz 1).",
                  caller=self.char2)

    def test_without_a_name_and_no_free_table_the_table_is_asked_for_in_german(self):
        for table in (self.deck, self.corner):
            table.seats.store([{"id": 0, "name": "Ferdl", "npc": True, "strength": "normal",
                                "stand_in": False}] * 2)
        self.call(table_seats.CmdSit(), "", "Hier stehen mehrere Tische: das 66-Kartenspiel und der "
                  "Ecktisch. Sag, welchen du meinst, zum Beispiel „setzen ecktisch“.")
        assert self.deck.seats.of(self.char1) is None and self.corner.seats.of(self.char1) is None

    def test_every_card_command_takes_the_tables_name(self):
        self.call(table_seats.CmdSit(), "ecktisch", "Du setzt dich an den Ecktisch (Platz 1).")
        self.call(table_seats.CmdSit(), "2 ecktisch", "Du setzt dich an den Ecktisch (Platz 2).",
                  caller=self.char2)
        self.call(table_seats.CmdStart(), "", "Du nennst keine Spielart, also gilt Gaigel zu zweit")
        assert self.corner.playing() and not self.deck.match
        self.call(table_looking.CmdHand(), "", "Trumpf ")  # the table one sits at
        self.call(table_looking.CmdHand(), "66-kartenspiel", "An diesem Tisch läuft gerade keine Partie;")
        self.call(table_looking.CmdHand(), "ecktisch", "Trumpf ")
        self.call(table_seats.CmdSit(), "66-Kartenspiel", "Du sitzt schon am Ecktisch; steh erst auf")

    def test_watching_a_named_table_makes_it_the_default(self):
        self.corner.seats.sit(self.char1)
        self.corner.seats.sit(self.npc)
        self.corner.start(seed=3)
        self.call(table_seats.CmdZuschauen(), "ecktisch", "Du schaust am Ecktisch zu.", caller=self.char2)
        self.call(table_looking.CmdStapel(), "", "Trumpf ist", caller=self.char2)

    def test_a_name_shared_by_two_tables_is_asked_for(self):
        self.deck.aliases.add("tisch")
        self.corner.aliases.add("tisch")
        self.call(table_seats.CmdSit(), "tisch", "„tisch“ passt auf mehrere Tische: das "
                  "66-Kartenspiel und der Ecktisch. Nenn den Tisch mit seinem Namen, zum "
                  "Beispiel „setzen ecktisch“.")
        self.corner.aliases.add("66-kartenspiel")  # a name beats an alias
        self.call(table_seats.CmdSit(), "66-Kartenspiel", "Du setzt dich an das 66-Kartenspiel")

    def test_a_game_word_is_never_read_as_a_table(self):
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.npc)
        self.call(table_seats.CmdStart(), "66", "Eine Partie Sechsundsechzig beginnt")


class TestStartAndLeave(DeckTest):
    def test_spiel_without_a_variant_says_the_one_played_last(self):
        self.seat_both()
        self.call(table_seats.CmdStart(), "", "Du nennst keine Spielart, also gilt Sechsundsechzig "
                  "(die Spielart dieses Tisches).")
        self.deck.give_up(self.char1)  # Ferdl stays seated for the next match
        self.call(table_seats.CmdStart(), "schnapsen", "Eine Partie Schnapsen beginnt")
        self.deck.give_up(self.char1)
        self.call(table_seats.CmdStart(), "", "Du nennst keine Spielart, also gilt Schnapsen "
                  "(wie zuletzt an diesem Tisch).")

    def test_hilfe_spiel_says_which_variant_starts(self):
        assert "zuletzt gespielt" in table_seats.CmdStart.__doc__

    def test_standing_up_is_said_before_the_next_rooms_description(self):
        self.seat_both()
        self.room2.db.desc = "Ein zweiter Raum mit Aussicht."
        with said(self.char1) as msg:
            self.exit.at_traverse(self.char1, self.room2)
        lines = texts(msg)
        standing = next(i for i, t in enumerate(lines) if "Du stehst vom 66-Kartenspiel auf." in t)
        room = next(i for i, t in enumerate(lines) if "Ein zweiter Raum mit Aussicht." in t)
        assert standing < room

    def test_giving_up_tells_the_opponents_who_won(self):
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.start()
        with said(self.char2) as msg:
            self.call(table_seats.CmdAufgeben(), "", "Char gibt die Partie auf.", inputs=["ja"])
        assert any("Die Partie ist aus. Es gewinnt Char2!" in text for text in texts(msg))

    def test_winners_of_a_team_are_named_in_the_plural(self):
        self.seat_both()
        self.start()
        assert self.deck.winners_text([0, 1]) == "Es gewinnen Char und Ferdl!"
        assert self.deck.winners_text([1]) == "Es gewinnt Ferdl!"

    def test_free_seats_agree_in_number(self):
        gaigel = create_object(GaigelTable, key="Gaigeltisch", location=self.room2)
        assert "Alle 4 Plätze sind frei" in strip_ansi(gaigel.get_display_desc(self.char1))
        gaigel.seats.sit(self.char1)
        assert "drei Plätze sind noch frei" in strip_ansi(gaigel.get_display_desc(self.char1))


class TestTableTalk(DeckTest):
    def test_no_nine_jokes_in_schnapsen_and_no_closing_talk_without_a_talon(self):
        nine, close = "Die Neun war doch Trumpf, oder?", "Ich dreh zu, wenn's mir passt."
        assert fits_game(nine, make_options("66")) and fits_game(close, make_options("66"))
        assert not fits_game(nine, make_options("schnapsen"))
        assert not fits_game(nine, make_options("klassisch"))
        assert not fits_game(close, make_options("vierer"))
        assert not fits_game("Mir send glei bei hundertoins.", make_options("66"))
        assert not fits_game("Hab ich jetzt schon 66?", make_options("gaigel4"))

    def test_the_same_line_never_comes_twice_in_a_row(self):
        self.npc.db.talk = ["Hoppla!", "Wer gibt?"]
        heard = []
        with patch.object(self.room1, "msg_contents", lambda text, **kw: heard.append(text)):
            for seed in range(30):
                self.npc.chatter(make_options("66"), chance=1, rng=random.Random(seed), pause=0)
        assert len(heard) == 30
        assert all(a != b for a, b in zip(heard, heard[1:]))

    def test_after_a_line_the_player_keeps_quiet_for_a_while(self):
        self.npc.db.talk = ["Hoppla!", "Wer gibt?"]
        heard = []
        with patch.object(self.room1, "msg_contents", lambda text, **kw: heard.append(text)):
            for now in (0, 1, 59, 61):
                self.npc.chatter(make_options("66"), chance=1, pause=60, clock=lambda: now)
        assert len(heard) == 2  # at 0 and at 61

    def test_a_schnapsen_table_hears_no_nine_joke(self):
        self.npc.db.talk = ["Die Neun war doch Trumpf, oder?"]
        with patch.object(self.room1, "msg_contents") as msg:
            self.npc.chatter(make_options("schnapsen"), chance=1)
        assert not msg.called

    def test_ruhe_turns_the_talk_off_for_oneself_only(self):
        self.npc.db.talk = ["Hoppla!"]
        self.call(table_settings.CmdRuhe(), "", "Ruhe am Tisch: die Sprüche der Computerspieler")
        with said(self.char1) as mine, said(self.char2) as theirs:
            self.npc.chatter(make_options("66"), chance=1)
        assert texts(mine) == [] and texts(theirs) == ['Ferdl sagt: "Hoppla!"']
        self.call(table_settings.CmdRuhe(), "aus", "Du hörst das Tischgespräch")
        self.npc.ndb.last_talk = self.npc.ndb.quiet_until = None
        with said(self.char1) as mine:
            self.npc.chatter(make_options("66"), chance=1)
        assert texts(mine) == ['Ferdl sagt: "Hoppla!"']


class TestFill(DeckTest):
    def test_fill_never_says_nobody_has_time_helpers_of_the_house_come(self):
        self.npc.move_to(self.room2, quiet=True)
        gaigel = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        self.deck.delete()
        gaigel.seats.sit(self.char1)
        self.call(table_seats.CmdFill(), "stark", "Hans Becker setzt sich an den Gaigeltisch.")
        computers = [entry for entry in gaigel.seats.entries() if entry["npc"]]
        assert len(computers) == 3 and {e["strength"] for e in computers} == {"stark"}
        self.call(table_seats.CmdFill(), "", "Es ist kein Platz mehr frei.")
        self.call(table_seats.CmdFill(), "zackig", "„zackig“ verstehe ich nicht")


class TestFewerSeats(DeckTest):
    """A full Gaigel table for four, and the player asks for Gaigel zu zweit."""

    def setUp(self):
        super().setUp()
        self.deck.delete()
        self.gaigel = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        self.gaigel.seats.sit(self.char1)

    def test_computer_players_give_way_for_a_smaller_game(self):
        for name in ("Gottlob", "Frieda", "Karle"):
            self.gaigel.seats.sit(create_object(CardPlayer, key=name, location=self.room1))
        text = self.call(table_seats.CmdStart(), "zu zweit")
        assert "Frieda und Karle stehen vom Gaigeltisch auf – für Gaigel zu zweit braucht es "\
            "nur zwei." in text
        assert self.gaigel.playing() and self.gaigel.match.game.names == ["Char", "Gottlob"]

    def test_too_many_people_are_told_why_and_nothing_changes(self):
        self.gaigel.seats.sit(self.char2)
        self.gaigel.seats.sit(create_object(self.character_typeclass, key="Char3", location=self.room1))
        self.gaigel.seats.sit(self.npc)
        self.call(table_seats.CmdStart(), "zu zweit", "Für Gaigel zu zweit sitzen hier zu "
                  "viele Personen (drei für zwei Plätze); jemand muss erst aufstehen.")
        assert len(self.gaigel.seats.copies()) == 4 and self.gaigel.db.preset == "gaigel4"


class TestBackWithoutLeaving(TwoPeople):
    def test_a_second_login_is_not_announced_as_a_return(self):
        self.seat_people()
        self.start()
        with said(self.char1) as msg:
            self.deck.turns.player_returned(self.char2)
        assert not any("wieder da" in text for text in texts(msg))

    def test_back_within_the_grace_time_is_announced(self):
        self.seat_people()
        self.start()
        disconnect(self.char2)
        with said(self.char1) as msg:
            reconnect(self.char2, self.room1)
        assert "Char2 ist wieder da." in texts(msg)
        assert not self.deck.seats.copies()[1]["stand_in"]


def test_bestenliste_help_says_what_a_stand_in_match_counts():
    from game.commands.records import CmdBestenliste

    assert "gilt als vorzeitig verlassen" in CmdBestenliste.__doc__


class TestSpectatorSeesTheDeal(DeckTest):
    def test_a_spectator_sees_the_public_table_when_a_game_is_dealt(self):
        self.seat_both()
        self.call(table_seats.CmdZuschauen(), "", "Du schaust", caller=self.char2)
        with said(self.char2) as msg:
            self.start()
        seen = "\n".join(texts(msg))
        assert "Trumpf " in seen and "Deine Karten" not in seen
        assert seen.count("Trumpf ") == 1
