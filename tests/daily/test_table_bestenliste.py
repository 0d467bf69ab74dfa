"""The day's deals are no Bestenliste games (the day has its own ranking): their
Abrechnung has no Bestenliste line, in the text, in the web's
`kartenrunde_ergebnis` and in the kept game, also when the person wins a
Gaigel game there (play-test: the pane read „Bestenliste: Kaspar Tagwerk 2
Punkte.“; DailyCommit.counts_for_leaderboard)."""

import random
from types import SimpleNamespace
from unittest.mock import patch

from game.books import gamelog
from game.cardgames.ai import hint
from tests.helpers.daily import DailyTest
from tests.helpers.states import FakeSession


#: the day's server seed, fixed: a set in which Char, well advised, wins a deal with a Gaigel
SEED_BYTE = 4


class WebSession(FakeSession):
    cmd_total = 0


class TestNoBestenlisteAtTheDailyTable(DailyTest):
    def setUp(self):
        super().setUp()
        fixed = patch("game.daily.seeds.secrets",
                      SimpleNamespace(token_bytes=lambda size: bytes([SEED_BYTE]) * size))
        fixed.start()
        self.addCleanup(fixed.stop)
        self.said, self.results, self.raw = [], [], []
        self.char1.sessions.all = lambda: [WebSession("websocket")]
        self.char1.msg = self.record

    def record(self, text=None, **kwargs):
        if text is not None:
            self.said.append(text[0] if isinstance(text, tuple) else text)
        if "kartenrunde_ergebnis" in kwargs:
            self.results.append(kwargs["kartenrunde_ergebnis"][1])

    def play_well(self, table):
        """Char takes the strong player's advice (seeded), Kaspar his first legal
        move, `weiter` between deals, until the set is played; the family's own
        Abrechnung of every deal is kept in `raw`."""
        for _ in range(3000):
            match = table.match
            if match.game.result is not None and len(self.raw) < match.deal_number:
                self.raw.append(match.game.result.templates["settlement"])
            if match.over:
                return
            if table.settling.is_open():
                table.settling.ready(self.char1)
                continue
            game = match.game
            if game.to_act == 0:
                command, _ = hint(game.view(0), game.legal(0), rng=random.Random(1), samples=20)
                table.play(self.char1, command)
            else:
                assert (self.timers.fire("npc_move") or self.timers.fire("npc_call_out")
                        or self.timers.fire("end_grace"))
        raise AssertionError("the set did not end")

    def test_a_person_who_wins_gaigel_there_reads_no_bestenliste_line(self):
        table = self.begin(self.char1, "gaigel2")
        self.play_well(table)
        assert any("Gaigel, das zählt doppelt" in raw and "Bestenliste: Char 2 Punkte" in raw
                   for raw in self.raw)  # the family's line for Char's Gaigel
        assert len(self.results) == len(self.raw) == table.match.total
        assert all("Abrechnung:" in result["text"] for result in self.results)
        assert not any("Bestenliste" in result["text"] for result in self.results)
        assert not any("Bestenliste" in line for line in self.said)
        assert not any("Bestenliste" in record["settlement"]
                       for record in gamelog.games(self.char1))

    def test_a_computer_players_points_are_no_line_either(self):
        table = self.begin(self.char1, "gaigel2")
        self.play_set(table, self.char1)  # first legal moves: Kaspar wins
        assert self.results and not any("Bestenliste" in result["text"]
                                        for result in self.results)
