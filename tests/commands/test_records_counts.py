"""`rang` counts what is missing to the next rank in the right number (issue 47):
„bis Kiebitz fehlt 1“, „bis Kiebitz fehlen 30“."""

from unittest.mock import patch

from evennia.utils.test_resources import EvenniaCommandTest

from game.books import records
from game.cardgames import ranking
from game.commands.records import CmdRang


class TestRangCounts(EvenniaCommandTest):
    def rang_with(self, experience):
        def record_of(obj, kind):
            return dict(ranking.empty_record(), experience=experience)
        with patch.object(records, "record_of", record_of):
            return self.call(CmdRang(), "")

    def test_one_point_missing_is_singular(self):
        assert "bis Kiebitz fehlt 1)" in self.rang_with(29)

    def test_more_points_missing_are_plural(self):
        assert "bis Kiebitz fehlen 30)" in self.rang_with(0)
