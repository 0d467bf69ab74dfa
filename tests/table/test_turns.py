"""A computer player's turn at the table: its answer time tells nothing about its
hand, and a worker that dies mid-turn does not stop the table."""

import os
import random
import signal
from unittest.mock import patch

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaTest
from twisted.internet import defer

from game import thinking
from game.cardgames import Match, new_game
from game.cardgames.ai import TABLE_BUDGET
from game.table import turns
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import FakeReactor, TimerLog

# Char leads; Ferdl holds one Herz, so after `decke stapel` he has one legal card.
DEAL = {
    "hands": [["herz ass", "eichel ass", "eichel zehn", "laub ass", "laub zehn", "schellen ass"],
              ["herz neun", "eichel neun", "eichel unter", "laub neun", "laub unter",
               "schellen neun"]],
    "trump": "schellen unter",
    "talon": ["herz zehn", "herz könig", "herz ober", "herz unter", "eichel könig",
              "eichel ober", "laub könig", "laub ober", "schellen zehn", "schellen könig",
              "schellen ober"],
}


class FixedPause(random.Random):
    """A timing source that always draws the same pause."""

    def uniform(self, a, b):
        return (a + b) / 2


class TurnTest(EvenniaTest):
    strength = "stark"

    def setUp(self):
        super().setUp()
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.npc = create_object(CardPlayer, key="Ferdl", location=self.room1)
        self.npc.db.strength = self.strength
        self.timers = TimerLog()
        for p in (patch("game.table.turns.delay", self.timers),
                  patch.object(turns, "TIMING", FixedPause())):
            p.start()
            self.addCleanup(p.stop)
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.npc)
        game = new_game("66", deal=DEAL, dealer=1, names=["Char", "Ferdl"])
        self.deck.save_match(Match("66", 7, "fest", {}, ["Char", "Ferdl"], 1, game=game))

    def moves(self):
        return list(self.deck.match.game.log)

    def npc_timer(self):
        (seconds,) = [s for s, callback, _ in self.timers.pending if callback.__name__ == "npc_move"]
        return seconds


class TestAnswerTime(TurnTest):
    def turn_of_ferdl(self, close):
        """Char plays Herz Ass (after closing the talon or not); Ferdl's answer is
        ready at once; returns his legal moves, the wait and whether he played early."""
        answers = []

        def instant(view, legal, strength, seed, budget):
            answers.append(legal)
            return defer.succeed(legal[0])

        with patch("game.thinking.think", instant):
            if close:
                self.deck.play(self.char1, "decke stapel")
            self.deck.play(self.char1, "lege herz ass")
            played_early = self.deck.match.game.to_act != 1
        return answers[-1], self.npc_timer(), played_early

    def test_one_legal_card_waits_as_long_as_many(self):
        one, wait_one, early_one = self.turn_of_ferdl(close=True)
        self.setUp_again()
        many, wait_many, early_many = self.turn_of_ferdl(close=False)
        assert len(one) == 1 and len(many) == 6
        assert wait_one == wait_many
        assert not early_one and not early_many

    def setUp_again(self):
        self.timers.pending.clear()
        game = new_game("66", deal=DEAL, dealer=1, names=["Char", "Ferdl"])
        self.deck.save_match(Match("66", 7, "fest2", {}, ["Char", "Ferdl"], 1, game=game))

    def test_the_wait_covers_the_whole_think_budget_plus_a_pause(self):
        _, wait, _ = self.turn_of_ferdl(close=True)
        low, high = turns.NPC_PAUSE
        assert wait == TABLE_BUDGET["stark"] * turns.NPC_BUDGET_WAIT + (low + high) / 2
        assert wait >= TABLE_BUDGET["stark"]

    def test_an_instant_answer_is_played_only_when_the_time_is_up(self):
        self.turn_of_ferdl(close=True)
        assert self.moves()[-1] == [0, "lege herz ass"]
        assert self.timers.fire("npc_move")
        assert self.moves()[-1] == [1, "lege herz neun"]

    def test_a_late_answer_is_played_on_arrival(self):
        pending = defer.Deferred()
        with patch("game.thinking.think", lambda *args: pending):
            self.deck.play(self.char1, "lege herz ass")
        before = self.moves()
        assert self.timers.fire("npc_move") and self.moves() == before  # still thinking
        pending.callback("lege herz neun")
        assert self.moves()[-1] == [1, "lege herz neun"]

    def test_the_tempo_paces_the_wait_but_never_the_strength(self):
        """Issue 46: the tempo changes the computer's pause; its thinking (and so
        its strength, which the rating's anchors assume) stays whole."""
        waits, budgets = {}, {}
        for tempo in ("ruhig", "normal", "schnell"):
            self.setUp_again()
            self.deck.db.tempo = tempo
            asked = []

            def instant(view, legal, strength, seed, budget):
                asked.append(budget)
                return defer.succeed(legal[0])

            with patch("game.thinking.think", instant), \
                    patch.object(turns, "NPC_BUDGET_WAIT", 1.0):
                self.deck.play(self.char1, "lege herz ass")
            waits[tempo], budgets[tempo] = self.npc_timer(), asked[-1]
            assert waits[tempo] >= budgets[tempo]  # the answer is there before the move
        assert waits["ruhig"] > waits["normal"] > waits["schnell"]
        assert budgets["ruhig"] == budgets["normal"] == budgets["schnell"] == TABLE_BUDGET["stark"]

    def test_the_wait_is_random(self):
        waits = {turns.npc_wait("normal", random.Random(seed)) for seed in range(5)}
        assert len(waits) == 5


class TestWorkerDiesMidTurn(TurnTest):
    strength = "normal"

    def test_a_killed_worker_mid_turn_and_the_table_goes_on_by_itself(self):
        fake = FakeReactor()
        with patch.object(thinking, "_call_from_thread", fake.call_from_thread), \
                patch.object(thinking, "_call_later", fake.call_later), \
                patch.object(thinking, "_log_error", fake.errors.append):
            try:
                self.deck.play(self.char1, "lege herz ass")  # Ferdl's turn: a worker thinks
                broken = thinking._POOL
                os.kill(thinking.worker_pids()[0], signal.SIGKILL)
                assert self.timers.fire("npc_move")          # his time is up, no answer yet
                assert self.deck.match.game.to_act == 1
                fake.run_while(lambda: len(self.moves()) < 2)
                healed = thinking._POOL
            finally:
                thinking.shutdown()
        assert healed is not None and healed is not broken
        assert self.moves()[0] == [0, "lege herz ass"] and self.moves()[1][0] == 1  # Ferdl played
        assert any("BrokenProcessPool" in text for text in fake.errors)
