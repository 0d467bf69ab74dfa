"""The day's computer player (game/daily/opponent.py): each deal against the same
player at the same strength, so two people with the same cards who make the
same moves meet the same replies, however busy the server is."""

from unittest.mock import patch

from twisted.internet import defer

from game.cardgames.ai.jobs import choose_job
from game.daily import deals, opponent, seeds
from tests.helpers.daily import DAY, DailyTest


class TestTheDaysOpponent(DailyTest):
    def replies(self, obj, preset, count):
        """The computer player's first `count` replies to `obj` (who always takes the
        first legal move) at the real AI, with what each question asked for."""
        asked = []

        def think(view, legal, strength, seed, budget):
            asked.append((strength, seed, budget))
            return defer.succeed(choose_job(view, legal, strength, seed, budget))

        def moves():
            return [entry for entry in table.match.game.log if entry[0] == deals.COMPUTER]

        table = self.begin(obj, preset)
        with patch("game.thinking.think", think):
            while len(moves()) < count:
                game = table.match.game
                if game.to_act == deals.PERSON:
                    table.play(obj, game.legal(deals.PERSON)[0])
                elif not self.timers.fire("npc_move"):
                    raise AssertionError("nobody moves")
        self.timers.pending.clear()  # this table stops: its computer player must not
        # move on (and ask) while the next person plays
        return moves(), asked[:count]

    def check_the_same_for_two(self, preset, count):
        first, asked_first = self.replies(self.char1, preset, count)
        second, asked_second = self.replies(self.char2, preset, count)
        assert first == second and len(first) == count
        assert asked_first == asked_second  # the same seeds: the deal and moves, no name
        assert all(strength == opponent.STRENGTH and budget is None
                   for strength, _, budget in asked_first)  # fixed work, no time budget

    def test_the_same_moves_get_the_same_replies_in_66(self):
        self.check_the_same_for_two("66", 4)

    def test_the_same_moves_get_the_same_replies_in_gaigel(self):
        self.check_the_same_for_two("gaigel2", 3)

    def test_the_seed_is_the_deal_and_its_moves_not_the_person(self):
        digest = seeds.commitment(DAY)  # draws the day's seed
        seed = seeds.dealing_seed(DAY)
        anna = deals.new_set(DAY, "66", ["Anna", opponent.NAME], 1, digest, seed)
        bert = deals.new_set(DAY, "66", ["Bert", opponent.NAME], 2, digest, seed)
        assert opponent.position_seed(anna) == opponent.position_seed(bert)
        anna.game.act(0, anna.game.legal(0)[0])
        assert opponent.position_seed(anna) != opponent.position_seed(bert)
        bert.game.act(0, bert.game.legal(0)[0])
        assert opponent.position_seed(anna) == opponent.position_seed(bert)
