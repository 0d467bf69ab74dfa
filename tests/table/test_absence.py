"""A dropped connection past the grace time (issue 27): the stand-in plays as
„Computer für Char2“ in every line; back, the person reads what happened meanwhile
(the Abrechnung, the score, the match counted as left early, with the penalty) and
never „spielst selbst weiter … Das Spiel ist vorbei“; taking the character over from a
second client is one line at the table."""

import re
from types import SimpleNamespace
from unittest.mock import patch

from game.commands.table import moves as table_moves
from game.table import absence
from tests.helpers.decks import StandIn, disconnect, play_out, reconnect, said, texts


class TestStandInNames(StandIn):
    def test_the_stand_in_plays_as_computer_for_the_absent_person(self):
        with said(self.char1) as msg:
            self.stand_in_for_char2()
            self.call(table_moves.CmdLege(), "1", "Du legst")
            self.timers.let_computers_play()
        lines = texts(msg)
        assert any("Computer für Char2 legt" in line for line in lines), lines
        assert not any(re.search(r"(?<!für )Char2 legt", line) for line in lines), lines
        assert any("Am Tisch heißt er „Computer für Char2“; für Char2 zählt die Partie als "
                   "vorzeitig verlassen." in line for line in lines)

    def test_the_abrechnung_of_a_stand_ins_game_names_the_stand_in(self):
        self.stand_in_for_char2()
        play_out(self.deck, {0: self.char1}, self.game_over)
        settlement = self.deck.db.last_game["settlement"]
        assert "Computer für Char2" in settlement

    def test_back_the_seat_has_the_persons_own_name_again(self):
        self.stand_in_for_char2()
        assert self.deck.match.game.names == ["Char", "Computer für Char2"]
        reconnect(self.char2, self.room1)
        assert self.deck.match.game.names == ["Char", "Char2"]
        self.deck.forget_match()  # as after a reload: the name was saved
        assert self.deck.match.game.names == ["Char", "Char2"]


class TestBackAfterAStandIn(StandIn):
    def test_back_mid_game_reads_that_the_match_counts_as_left_early_with_the_penalty(self):
        self.stand_in_for_char2()
        self.call(table_moves.CmdLege(), "1", "Du legst")
        self.timers.let_computers_play()
        with said(self.char2) as msg:
            reconnect(self.char2, self.room1)
        text = "\n".join(texts(msg))
        assert "Während du weg warst, hat ein Computerspieler als „Computer für Char2“" in text
        assert ("Für dich zählt die Partie als vorzeitig verlassen: kein Sieg, kein Platzbonus "
                "und 10 Punkte weniger in der Bestenliste") in text
        assert "Stand der Partie (Punkte): Char 0, Char2 0" in text
        assert "Du sitzt noch am 66-Kartenspiel und spielst selbst weiter." in text

    def test_back_during_the_abrechnung_reads_it_and_not_that_the_game_is_over(self):
        self.stand_in_for_char2()
        play_out(self.deck, {0: self.char1}, self.game_over)
        assert self.deck.settling.is_open()
        with said(self.char2) as msg:
            reconnect(self.char2, self.room1)
        text = "\n".join(texts(msg))
        assert "Abrechnung:" in text and "Stand der Partie (Punkte):" in text
        assert "vorzeitig verlassen" in text
        assert "Mit „weiter“ geht es zum nächsten Spiel" in text
        assert "Das Spiel ist vorbei" not in text and "spielst selbst weiter" not in text
        assert self.deck.seats.of(self.char2) in self.deck.settling.awaited()

    def test_back_after_the_match_ended_reads_its_end_and_that_the_seat_is_free(self):
        self.stand_in_for_char2(target=1)
        play_out(self.deck, {0: self.char1}, lambda: not self.deck.playing())
        assert self.deck.seats.of(self.char2) is None
        with said(self.char2) as msg:
            reconnect(self.char2, self.room1)
        text = "\n".join(texts(msg))
        assert "Während du weg warst" in text and "Abrechnung:" in text
        assert "Die Partie ist aus. Es gewinnt" in text and "vorzeitig verlassen" in text
        assert "Dein Platz ist wieder frei." in text
        with said(self.char2) as msg:
            reconnect(self.char2, self.room1)
        assert not any("Während du weg warst" in line for line in texts(msg))  # told once

    def test_alone_with_computer_players_the_match_costs_no_points(self):
        assert "10 Punkte" not in absence.records_text(with_people=False)
        assert "kein Sieg und kein Platzbonus" in absence.records_text(with_people=False)

    def test_someone_who_stayed_and_acts_again_gets_no_news_later(self):
        self.seat_people()
        self.deck.start(seed=5)
        self.timers.fire("turn_timeout")
        self.timers.fire("take_over")  # Char dozed off; a stand-in played for a moment
        self.call(table_moves.CmdLege(), "1", "Du spielst wieder selbst weiter.")
        assert absence.note_of(self.char1) is None


class TestAnotherClient(StandIn):
    def take_over_from_a_second_client(self, obj):
        """Evennia logs the account in again: the old connection closes, the new one
        takes the character (MULTISESSION_MODE 0)."""
        account = obj.account
        with patch.object(account.sessions, "all", lambda: [SimpleNamespace(puppet=obj)]):
            account.at_pre_login()
        obj.sessions.count = lambda: 0
        obj.at_post_unpuppet()
        obj.sessions.count = lambda: 1
        obj.at_post_puppet()
        account.at_post_login()

    def test_taking_over_ones_own_character_from_another_client_is_one_line_at_the_table(self):
        self.seat_people()
        self.deck.start(seed=5)
        with said(self.char1) as msg, said(self.char2) as mine:
            self.take_over_from_a_second_client(self.char2)
        about = [line for line in texts(msg) if "Char2" in line]
        assert about == ["Char2 spielt jetzt über eine andere Verbindung weiter."], about
        assert self.char2.location == self.room1 and not self.deck.seats.copies()[1].get("away")
        assert not [cb for _, cb, _ in self.timers.pending if cb.__name__ == "take_over"]
        assert any("Du sitzt noch am 66-Kartenspiel" in line for line in texts(mine))

    def test_a_takeover_that_gets_no_new_connection_is_a_lost_connection(self):
        self.seat_people()
        self.deck.start(seed=5)
        account = self.char2.account
        with patch.object(account.sessions, "all", lambda: [SimpleNamespace(puppet=self.char2)]):
            account.at_pre_login()
        self.char2.sessions.count = lambda: 0
        self.char2.at_post_unpuppet()
        with said(self.char1) as msg:
            account.at_post_login()
        assert any("Char2 ist nicht mehr verbunden." in line for line in texts(msg))


class TestBackWithinTheGraceTime(StandIn):
    def test_back_during_the_abrechnung_without_a_stand_in_reads_it_and_the_score(self):
        self.seat_people()
        self.deck.start(seed=5)
        self.deck.timers = self.timers
        play_out(self.deck, {0: self.char1, 1: self.char2}, self.game_over)
        assert self.deck.settling.is_open()
        disconnect(self.char2)
        with said(self.char2) as msg:
            reconnect(self.char2, self.room1)
        text = "\n".join(texts(msg))
        assert "Abrechnung:" in text and "Stand der Partie (Punkte):" in text
        assert "Mit „weiter“ geht es zum nächsten Spiel" in text
        assert "Das Spiel ist vorbei" not in text and "spielst selbst weiter" not in text


class TestWaitingForOne(StandIn):
    def test_a_spectator_reads_that_the_next_game_waits_for_one_who_sagt_weiter(self):
        from evennia.utils.create import create_object

        from game.typeclasses.characters import Character
        from tests.helpers.tables import connect

        self.seat_people()
        self.deck.start(seed=5)
        play_out(self.deck, {0: self.char1, 1: self.char2}, self.game_over)
        self.deck.settling.ready(self.char1)
        onlooker = create_object(Character, key="Zenzi", location=self.room1)
        connect(onlooker)
        text = self.deck.settling.opening_text(onlooker)
        assert "sobald Char2 „weiter“ sagt" in text


class TestGreeting(StandIn):
    def test_back_at_a_running_match_the_table_hears_it_once_the_room_as_ever(self):
        from evennia.utils.create import create_object

        from game.typeclasses.characters import Character
        from tests.helpers.tables import connect

        passer = create_object(Character, key="Zenzi", location=self.room1)
        connect(passer)
        self.seat_people()
        self.deck.start(seed=5)
        disconnect(self.char2)
        with said(self.char1) as table, said(passer) as room:
            reconnect(self.char2, self.room1)
        at_table = [line for line in texts(table) if "Char2" in line]
        assert at_table == ["Char2 ist wieder da."], at_table
        assert any("Char2" in line for line in texts(room))
