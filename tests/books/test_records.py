"""Records in the world: booked once per game and match, commands, Kurier, look."""

from unittest.mock import patch

from evennia.commands.default.general import CmdLook
from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from game.books import records
from game.cardgames import ranking
from game.commands import records as record_cmds
from game.commands.table import moves as table_moves
from game.people.channels import kurier
from game.typeclasses.carddecks import GaigelTable
from game.typeclasses.characters import Character
from tests.helpers.decks import RecordTest, play_out


class TestBooking(RecordTest):
    def test_a_finished_game_is_booked_for_every_seat(self):
        self.seat_both()
        self.deck.start(seed=5, target=7)
        game = self.deck.match.game
        self.play_game()
        res = game.result
        for seat, obj in ((0, self.char1), (1, self.npc)):
            rec = self.rec(obj)
            assert rec["games"] == 1 and rec["won"] == int(seat in res.winners)
            assert rec["score"] == res.leaderboard[seat] == rec["points"]
        assert self.rec(self.char1)["matches"] == 0

    def test_a_game_is_booked_once_also_when_the_table_resumes(self):
        self.seat_both()
        self.deck.start(seed=5, target=7)
        match = self.deck.match
        while match.game.result is None:  # played out, then the server died
            seat = match.game.to_act
            match.game.act(seat, match.game.legal(seat)[0])
        saved = match.to_json()
        self.deck.db.match = saved
        self.deck.resume()  # books, deals on
        self.deck.resume()
        self.deck.db.match, self.deck.db.booked = saved, None  # even without the table's mark
        self.deck.resume()
        assert self.rec(self.char1)["games"] == 1 and self.rec(self.npc)["games"] == 1

    def test_a_game_end_is_written_all_or_nothing(self):
        """The last move, the match and the records are one transaction: when the
        booking fails halfway, the database still holds the game before that move."""
        from evennia.typeclasses.attributes import Attribute

        def stored(obj, key):
            rows = Attribute.objects.filter(objectdb=obj, db_key=key).values_list("db_value")
            return rows[0][0] if rows else None

        self.seat_both()
        self.deck.start(seed=5, target=7)
        with patch.object(records, "book_personal", side_effect=RuntimeError("disk full")):
            with self.assertRaises(RuntimeError):
                self.play_game()
        assert stored(self.char1, "cardrecords") is None  # book_game's write rolled back
        assert stored(self.npc, "cardrecords") is None
        assert stored(self.deck, "last_game") is None
        kept = stored(self.deck, "match")
        assert kept and kept == self.deck.match.to_json()  # memory follows the database
        assert self.deck.match.game.result is None
        assert self.rec(self.char1)["games"] == 0 and self.deck.db.last_game is None
        self.play_game()  # the move again, now booked
        assert self.rec(self.char1)["games"] == 1 and self.rec(self.npc)["games"] == 1
        assert stored(self.char1, "cardrecords")["66"]["games"] == 1

    def test_a_crash_right_at_the_end_of_a_match_books_it_at_start(self):
        self.seat_both()
        self.deck.start(seed=5, target=1)
        match = self.deck.match
        while match.game.result is None:  # the last game, then the server died
            seat = match.game.to_act
            match.game.act(seat, match.game.legal(seat)[0])
        self.deck.db.match = match.to_json()
        self.deck.resume()
        assert self.rec(self.char1)["matches"] == self.rec(self.npc)["matches"] == 1
        assert self.rec(self.char1)["games"] == 1

    def test_match_end_books_placement_bonus_and_match(self):
        self.seat_both()
        self.deck.start(seed=5, target=1)
        game = self.deck.match.game
        self.play_game()
        winner = game.result.winners[0]
        people = [self.char1, self.npc]
        win, lose = self.rec(people[winner]), self.rec(people[1 - winner])
        assert win["matches"] == win["matches_won"] == 1 and lose["matches_won"] == 0
        assert win["score"] == game.result.leaderboard[winner] + 30
        assert lose["score"] == 15
        weight = 4 if winner == 0 else 2  # Ferdl plays "normal"; Char is a Neuling
        assert win["experience"] == 1 + weight + 3 * weight
        # a resume after the end books nothing twice
        self.deck.resume()
        assert self.rec(people[winner]) == win

    def test_game_with_advice_does_not_count_and_the_match_gets_no_bonus(self):
        self.seat_both()
        self.deck.start(seed=5, target=1)
        assert "Der Rat:" in self.call(table_moves.CmdRat(), "", "Vorweg:")
        self.play_game()
        rec = self.rec(self.char1)
        assert rec["advice"] == 1 and rec["score"] == 0 and rec["matches"] == 1
        assert self.rec(self.npc)["score"] > 0  # the computer player asked nobody

    def test_giving_up_against_a_computer_player_costs_nothing(self):
        self.seat_both()
        self.deck.start(seed=5)
        self.deck.give_up(self.char1)
        mine, theirs = self.rec(self.char1), self.rec(self.npc)
        assert mine["matches"] == 1 and mine["matches_won"] == 0 and mine["score"] == 0
        assert theirs["matches_won"] == 1 and theirs["score"] == 0
        assert self.deck.seats.copies()[1]["name"] == "Ferdl"  # it stays for Char's next match

    def test_giving_up_a_match_with_another_person_costs_10(self):
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.deck.start(seed=5)
        self.deck.give_up(self.char1)
        assert self.rec(self.char1)["score"] == -10
        assert self.rec(self.char2)["score"] == 0 and self.rec(self.char2)["matches_won"] == 1

    def test_leaving_a_stand_in_to_finish_a_match_with_another_person_costs_10(self):
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.deck.start(seed=5, target=1)
        seats = self.deck.seats.copies()
        seats[0]["stand_in"] = True  # Char went away; a computer plays for Char
        self.deck.db.seats = seats
        self.deck.turns.schedule()
        self.play_game(humans={1: self.char2})
        rec = self.rec(self.char1)  # the stand-in's game is a lost one, the match never won
        assert rec["matches"] == 1 and rec["matches_won"] == 0
        assert (rec["games"], rec["won"], rec["experience"]) == (1, 0, 0)
        assert rec["score"] == -10 and rec["points"] == 0

    def test_a_game_a_stand_in_won_is_booked_as_lost_for_the_absent_person(self):
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.deck.start(seed=5, target=7)
        seats = self.deck.seats.copies()
        seats[1]["stand_in"] = True  # Char2 went away; a computer plays for Char2
        seats[1]["stood_in"] = [0]
        self.deck.db.seats = seats
        self.deck.turns.schedule()
        game = self.deck.match.game
        self.play_game(humans={0: self.char1})
        assert game.result.winners == [1] and game.result.leaderboard[1] > 0  # the stand-in won
        rec = self.rec(self.char2)
        assert (rec["games"], rec["won"], rec["points"], rec["score"], rec["experience"]) == \
            (1, 0, 0, 0, 0)
        records.book_game(self.deck, self.deck.match)  # sent again: booked once
        assert self.rec(self.char2)["games"] == 1

    def test_gaigel_game_books_the_striche_given(self):
        table = create_object(GaigelTable, key="Gaigeltisch", location=self.room2)
        table.timers = self.timers
        self.char1.location = self.room2
        self.npc.location = self.room2
        table.set_preset("gaigel2")
        table.seats.sit(self.char1)
        table.seats.sit(self.npc)
        table.start(seed=3, target=7)
        game = table.match.game
        play_out(table, {0: self.char1}, lambda: table.match.game.result is not None)
        res = game.result
        for seat, obj in ((0, self.char1), (1, self.npc)):
            rec = records.record_of(obj, "gaigel")
            assert rec["games"] == 1 and rec["score"] == res.leaderboard[seat]
            assert rec["points"] == (sum(res.striche) if seat in res.winners else 0)


class TestCommands(RecordTest):
    def give(self, obj, kind="66", **values):
        records.update(obj, kind, f"test:{obj.key}:{values}",
                       lambda rec: dict(rec, **values))

    def test_bilanz_shows_a_table_of_both_games(self):
        self.give(self.char1, games=4, won=3, score=12, experience=40)
        out = strip_ansi(self.call(record_cmds.CmdBilanz(), ""))
        assert "Deine Bilanz" in out and "Gaigel" in out and "Kiebitz" in out
        assert "12" in out and "Neuling" in out  # Gaigel not played yet
        # the 66 column holds points won, not given: the label says which is which
        assert "Punkte geholt / Striche verteilt" in out and "Punkte / Striche gegeben" not in out

    def test_bilanz_of_somebody_unknown(self):
        self.call(record_cmds.CmdBilanz(), "Niemand", "Einen Kartenspieler namens „Niemand“")

    def test_bestenliste_shows_the_top_ten_and_my_place_below(self):
        for i in range(12):
            other = create_object(Character, key=f"Spieler{i:02d}", location=self.room1)
            self.give(other, games=1, score=100 + i)
        self.give(self.char1, games=1, score=5)
        out = strip_ansi(self.call(record_cmds.CmdBestenliste(), "66"))
        assert "Spieler11" in out and "Spieler02" in out and "Spieler01" not in out
        assert "13." in out and "Du stehst auf Platz 13 von 13." in out

    def test_bestenliste_ties_share_a_place_and_gaigel_is_separate(self):
        self.give(self.char1, games=1, score=9)
        self.give(self.char2, games=1, score=9)
        out = strip_ansi(self.call(record_cmds.CmdBestenliste(), "66"))
        assert out.count("1.") == 2
        self.call(record_cmds.CmdBestenliste(), "gaigel", "Für Gaigel steht noch niemand")

    def test_bestenliste_unknown_game(self):
        self.call(record_cmds.CmdBestenliste(), "skat", "Benutzung: bestenliste [66|gaigel]")
        self.call(record_cmds.CmdBestenliste(), "66 gaigel", "Benutzung: bestenliste")

    def test_bestenliste_lists_people_and_alle_adds_computer_players(self):
        from game.typeclasses.cardplayers import CardPlayer

        robot = create_object(CardPlayer, key="Blechle", location=self.room1)
        self.give(robot, games=5, score=300)
        self.give(self.char1, games=1, score=9)
        people = strip_ansi(self.call(record_cmds.CmdBestenliste(), "66"))
        assert "Blechle" not in people and "nur Menschen" in people
        assert "Du stehst auf Platz 1 von 1." in people and "bestenliste alle" in people
        for args in ("alle", "66 alle", "alle 66"):
            everyone = strip_ansi(self.call(record_cmds.CmdBestenliste(), args))
            assert "Blechle" in everyone and "mit Computerspielern" in everyone, args
            assert "Du stehst auf Platz 2 von 2." in everyone, args

    def test_rang_shows_rank_progress_and_line(self):
        self.give(self.char1, games=1, experience=130)
        out = strip_ansi(self.call(record_cmds.CmdRang(), ""))
        assert "66: Stammgast (130 Erfahrung; bis Kenner fehlen 220)" in out
        assert ranking.rank_line(130, "66") in out
        self.call(record_cmds.CmdRang(), "Char2", "Rang von Char2")

    def test_looking_at_a_character_shows_the_rank_line(self):
        self.give(self.char2, "gaigel", games=1, experience=400)
        out = strip_ansi(self.call(CmdLook(), "Char2"))
        assert "Beim Gaigel fürchtet die Runde die Trümpfe von Char2." in out


class TestKurier(RecordTest):
    def test_reaching_profi_is_heard_by_another_player_on_the_kurier(self):
        assert kurier().has_connection(self.account)  # joined at login
        records.update(self.char2, "66", "test", lambda rec: dict(rec, experience=795))
        with patch.object(type(self.account), "msg") as heard:
            records.update(self.char2, "66", "spiel:x",
                           lambda rec: ranking.book_game(rec, won=True, points=3, advice=False,
                                                         opposition=6))
        texts = " ".join(str(call) for call in heard.call_args_list)
        assert "Char2 ist im 66 zum Profi aufgestiegen" in texts

    def test_kurier_off_and_on(self):
        self.call(record_cmds.CmdKurier(), "aus", "Du hast den Kurier abbestellt")
        assert not kurier().has_connection(self.account)
        self.call(record_cmds.CmdKurier(), "", "Du hörst nicht den Kurier.")
        self.call(record_cmds.CmdKurier(), "an", "Du hörst den Kurier wieder.")
        assert kurier().has_connection(self.account)
        self.call(record_cmds.CmdKurier(), "vielleicht", "Benutzung: kurier [an|aus]")

    def test_login_joins_the_kurier_unless_switched_off(self):
        self.account.db.kurier_off = True
        kurier().disconnect(self.account)
        self.account.at_post_login(session=self.session)
        assert not kurier().has_connection(self.account)
        self.account.db.kurier_off = False
        self.account.at_post_login(session=self.session)
        assert kurier().has_connection(self.account)
