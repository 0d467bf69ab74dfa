"""A person moved to another table for the next round leaves the old one first
(issue 48): `Kartenrunde.Verlassen` of last round's table reaches them before
the state of the new one, also when the old table is cleared for its new board."""

from unittest.mock import patch

from game.faces import tabledata
from tests.books.test_tournament_run import TournamentTest


class TestMovedForTheNextRound(TournamentTest):
    def test_last_round_s_table_is_left_before_the_next_table_s_state(self):
        self.open_and_fill("66 bis 3 runden 2", people=(self.char1, self.char2), count=2)
        self.turnier("start")
        before = {obj.id: next(t.key for t in self.decks if t.seats.of(obj) is not None)
                  for obj in (self.char1, self.char2)}
        self.play_round()
        sent = []

        def record(obj, **data):
            for name, value in data.items():
                value = value() if callable(value) else value
                sent.append((obj.id, name, value.get("table") if isinstance(value, dict) else None))
        with patch.object(tabledata, "send", record):
            self.next_round()
        for obj in (self.char1, self.char2):
            mine = [(name, table) for who, name, table in sent if who == obj.id]
            left = ("kartenrunde_verlassen", before[obj.id])
            assert left in mine, mine
            states = [i for i, (name, _) in enumerate(mine) if name == "kartenrunde_tisch"]
            assert all(mine.index(left) < i for i in states), mine
