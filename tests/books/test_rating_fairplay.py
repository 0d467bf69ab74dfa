"""Nothing escapes the rating (issue 48): a match given up, left or claimed is
rated as lost for the one who quit, once; advice rates a lost game and never a
won one; a stand-in's game counts for the absent person as lost; repeated
pairings of a day count less."""

from unittest.mock import patch

import pytest
from evennia.utils.ansi import strip_ansi
from openskill.models import PlackettLuce

from game.books import rating, records
from game.cardgames import rating as maths
from game.commands import records as record_cmds
from game.commands.table import moves as table_moves
from tests.helpers.decks import RecordTest

MODEL = PlackettLuce(limit_sigma=True)


def after(me, foe, won):
    """openskill directly: (me, foe) after one game of `me` against `foe`."""
    a = MODEL.rating(mu=me["mu"], sigma=me["sigma"])
    b = MODEL.rating(mu=foe["mu"], sigma=foe["sigma"])
    [[a], [b]] = MODEL.rate([[a], [b]], ranks=[1, 2] if won else [2, 1])
    return a, b


#: the first game of seed 5 with every seat taking its first legal move: seat 1
#: wins it (checked in test_seat_1_wins_the_first_game_of_seed_5)
SEED = 5


class FairTest(RecordTest):
    def seat(self, *objs):
        for obj in objs:
            obj.location = self.room1
            self.deck.seats.sit(obj)

    def two_people(self):
        self.seat(self.char1, self.char2)
        self.deck.start(seed=SEED, target=7)

    def stand_in_for(self, seat):
        seats = self.deck.seats.copies()
        seats[seat]["stand_in"] = True
        seats[seat]["stood_in"] = [self.deck.match.index]
        self.deck.db.seats = seats
        self.deck.turns.schedule()


class TestEveryMatchEndsRated(FairTest):
    def test_giving_up_against_a_person_is_rated_as_a_loss_once(self):
        self.two_people()
        one, two = rating.rating_of(self.char1, "66"), rating.rating_of(self.char2, "66")
        game = self.deck.match.game
        self.deck.play(self.char1, game.legal(0)[0])  # a move, then `aufgeben`
        self.deck.give_up(self.char2)
        a, b = after(one, two, won=True)
        assert rating.rating_of(self.char1, "66")["mu"] == pytest.approx(a.mu)
        assert rating.rating_of(self.char2, "66")["mu"] == pytest.approx(b.mu)
        assert rating.rating_of(self.char2, "66")["games"] == 1
        assert not self.deck.playing()

    def test_giving_up_against_a_computer_player_is_rated_as_a_loss(self):
        self.seat_both()
        self.deck.start(seed=SEED)
        before = rating.rating_of(self.char1, "66")
        self.deck.give_up(self.char1)
        a, _ = after(before, maths.anchor("66", self.npc.db.strength), won=False)
        now = rating.rating_of(self.char1, "66")
        assert now["mu"] == pytest.approx(a.mu) and now["mu"] < before["mu"]
        assert now["games"] == 1

    def test_a_forfeit_is_rated_once_even_if_its_end_is_sent_again(self):
        from game.common import gameend
        self.two_people()
        match = self.deck.match
        self.deck.give_up(self.char2)
        once = rating.rating_of(self.char2, "66")
        rating.match_ended(self.deck, match, gameend.MatchEnd.GIVEN_UP, quitter=1)
        assert rating.rating_of(self.char2, "66") == once and once["games"] == 1

    def test_leaving_for_good_is_rated_as_a_loss(self):
        self.two_people()
        before = rating.rating_of(self.char1, "66")
        self.deck.leave_for_good(self.char2)
        assert rating.rating_of(self.char1, "66")["mu"] > before["mu"]
        assert rating.rating_of(self.char1, "66")["games"] == 1

    def test_a_game_nochmal_given_up_is_not_rated(self):
        self.seat_both()
        self.deck.start(seed=SEED, target=1)
        self.play_game()
        self.deck.deal_again(self.char1)
        self.deck.give_up(self.char1)
        assert rating.rating_of(self.char1, "66")["games"] == 1  # the first game only

    def test_wertung_and_hilfe_aufgeben_say_it(self):
        from game.commands.table import seats as seat_cmds
        out = strip_ansi(self.call(record_cmds.CmdWertung(), ""))
        assert "Wer aufgibt oder geht, verliert die Partie für die Wertung wie ein verlorenes " \
            "Spiel, ebenso, gegen wen der Sieg beansprucht wird" in out
        assert "Wer aufgibt, verliert die Partie für die Wertung wie ein verlorenes Spiel" \
            in seat_cmds.CmdAufgeben.__doc__.replace("\n    ", " ")


class TestAdvice(FairTest):
    def test_seat_1_wins_the_first_game_of_seed_5(self):
        self.seat_both()
        self.deck.start(seed=SEED)
        game = self.deck.match.game
        self.play_game()
        assert game.result.winners == [1]

    def test_rat_then_lose_moves_the_rating(self):
        self.seat_both()  # seat 0: loses the first game of SEED
        self.deck.start(seed=SEED, target=7)
        before = rating.rating_of(self.char1, "66")
        self.call(table_moves.CmdRat(), "", "Vorweg:")
        game = self.deck.match.game
        self.play_game()
        assert game.result.winners == [1]
        a, _ = after(before, maths.anchor("66", self.npc.db.strength), won=False)
        assert rating.rating_of(self.char1, "66")["mu"] == pytest.approx(a.mu)
        assert records.record_of(self.char1, "66")["advice"] == 1

    def test_rat_then_win_does_not_move_it(self):
        self.npc.location = self.room1
        self.deck.seats.sit(self.npc)
        self.deck.seats.sit(self.char1)  # seat 1: wins the first game of SEED
        self.deck.start(seed=SEED, target=7)
        self.timers.let_computers_play()  # Ferdl leads
        self.call(table_moves.CmdRat(), "", "Vorweg:")
        game = self.deck.match.game
        self.play_game(humans={1: self.char1})
        assert game.result.winners == [1]
        assert rating.rating_of(self.char1, "66") == maths.new_rating()
        rec = records.record_of(self.char1, "66")
        assert rec["advice"] == 1 and rec["score"] == 0  # the Bestenliste keeps its rule

    def test_rat_says_both_before_it_answers(self):
        self.seat_both()
        self.deck.start(seed=SEED)
        out = strip_ansi(self.call(table_moves.CmdRat(), ""))
        assert out.index("nur, wenn du es verlierst") < out.index("Der Rat:")
        assert out.index("nicht mehr für die Bestenliste") < out.index("Der Rat:")
        assert "15 für Platz 2." in out and "Platz 3" not in out  # two play: two places
        question = strip_ansi(table_moves.advice_warning())
        assert "nur, wenn du es verlierst" in question and "Platzbonus" in question


class TestStandIn(FairTest):
    def test_a_stand_in_s_won_game_is_lost_for_the_absent_person(self):
        self.two_people()
        self.stand_in_for(1)  # seat 1 (Char2) wins the first game of SEED
        one, two = rating.rating_of(self.char1, "66"), rating.rating_of(self.char2, "66")
        game = self.deck.match.game
        self.play_game(humans={0: self.char1})
        assert game.result.winners == [1]
        _, b = after(one, two, won=True)
        assert rating.rating_of(self.char2, "66")["mu"] == pytest.approx(b.mu)
        assert rating.rating_of(self.char2, "66")["mu"] < two["mu"]
        rec = records.record_of(self.char2, "66")
        assert rec["won"] == 0 and rec["score"] == 0  # records and Bestenliste: never won
        # the one who played lost against a computer player of the stand-in's strength
        a, _ = after(one, maths.anchor("66", "normal"), won=False)
        assert rating.rating_of(self.char1, "66")["mu"] == pytest.approx(a.mu)

    def test_the_loss_is_rated_once_across_a_resume(self):
        self.two_people()
        self.stand_in_for(1)
        self.play_game(humans={0: self.char1})
        once = rating.rating_of(self.char2, "66")
        self.deck.db.booked = None  # the table forgot it booked
        self.deck.resume()
        assert rating.rating_of(self.char2, "66") == once and once["games"] == 1


class TestSittingOut(FairTest):
    def test_a_person_sitting_out_in_66_zu_dritt_is_not_rated(self):
        self.deck.set_preset("dreier")
        self.seat(self.char1, self.char2, self.npc)
        self.deck.start(seed=5, target=7, dealer=1)  # Char2 deals and sits out
        assert self.deck.match.game.view(1)["side"] == -1
        self.play_game(humans={0: self.char1})
        assert self.deck.match.game.result is not None
        assert rating.rating_of(self.char2, "66")["games"] == 0
        assert rating.rating_of(self.char1, "66")["games"] == 1


class TestOneLossPerGame(FairTest):
    def test_leaving_after_a_game_a_stand_in_lost_for_you_adds_no_second_loss(self):
        self.two_people()
        self.stand_in_for(1)
        self.play_game(humans={0: self.char1})
        once = rating.rating_of(self.char2, "66")
        assert once["games"] == 1 and self.deck.playing()  # the Abrechnung is open
        self.deck.leave_for_good(self.char2)
        assert not self.deck.playing()
        assert rating.rating_of(self.char2, "66") == once

    def test_giving_up_after_a_game_you_played_is_still_rated(self):
        self.two_people()
        self.play_game(humans={0: self.char1, 1: self.char2})
        assert rating.rating_of(self.char2, "66")["games"] == 1 and self.deck.playing()
        self.deck.give_up(self.char2)
        assert rating.rating_of(self.char2, "66")["games"] == 2


class TestRepeatedPairings(FairTest):
    def test_a_pairing_key_does_not_change_when_the_person_leaves(self):
        self.char2.db.creator_id = self.account2.id  # Evennia's create_character writes it
        self.char2.account = self.account2
        present = rating.player_key(self.char2)
        del self.char2.account  # what Account.unpuppet_object does at the last session
        assert rating.player_key(self.char2) == present == f"a{self.account2.id}"

    def test_a_character_no_account_made_counts_as_itself(self):
        assert rating.player_key(self.npc) == f"c{self.npc.id}"


    def give_up_matches(self, count):
        for _ in range(count):
            for obj in (self.char1, self.char2):
                if self.deck.seats.of(obj) is None:
                    self.deck.seats.sit(obj)
            self.deck.start(target=7)
            self.deck.give_up(self.char2)

    def test_the_first_five_a_day_count_fully_then_each_half_as_much(self):
        self.char2.location = self.room1
        with patch.object(rating, "clock", lambda: 1_800_000_000.0):
            self.give_up_matches(9)
            one, two = rating.rating_of(self.char1, "66"), rating.rating_of(self.char2, "66")
            self.give_up_matches(1)  # the tenth of the day: 1/32
        a, b = after(one, two, won=True)
        now = rating.rating_of(self.char1, "66")
        weight = rating.pairing_weight(9)
        assert weight == 1 / 32
        assert now["mu"] == pytest.approx(one["mu"] + weight * (a.mu - one["mu"]))
        assert rating.rating_of(self.char2, "66")["mu"] == pytest.approx(
            two["mu"] + weight * (b.mu - two["mu"]))
        assert now["games"] == 10

    def test_a_new_day_counts_fully_again(self):
        self.char2.location = self.room1
        with patch.object(rating, "clock", lambda: 1_800_000_000.0):
            self.give_up_matches(9)
        one, two = rating.rating_of(self.char1, "66"), rating.rating_of(self.char2, "66")
        with patch.object(rating, "clock", lambda: 1_800_000_000.0 + 86_400):
            self.give_up_matches(1)
        a, _ = after(one, two, won=True)
        assert rating.rating_of(self.char1, "66")["mu"] == pytest.approx(a.mu)

    def test_weights(self):
        assert [rating.pairing_weight(n) for n in range(7)] == [1, 1, 1, 1, 1, 0.5, 0.25]
