"""The web's end of the day's set (play-test: the pane said „Die Partie gewinnt …“
and offered „Neue Partie“ and „Analyse“, both refused there): the last deal's
`kartenrunde_ergebnis` carries the set's own end (`ende`, docs/GMCP.md): played
for today, the day's place, and the day's ranking, the last deal's course and
the way out as commands; earlier deals and other tables carry none."""

from tests.helpers.daily import DailyTest
from tests.helpers.states import FakeSession


class WebSession(FakeSession):
    cmd_total = 0


class TestTheSetsEndAsData(DailyTest):
    def setUp(self):
        super().setUp()
        self.results = []
        self.char1.sessions.all = lambda: [WebSession("websocket")]
        self.char1.msg = self.record

    def record(self, text=None, **kwargs):
        if "kartenrunde_ergebnis" in kwargs:
            self.results.append(kwargs["kartenrunde_ergebnis"][1])

    def test_the_last_deal_says_the_set_is_played_with_the_days_place(self):
        table = self.begin(self.char1)
        self.play_set(table, self.char1)
        *before, last = self.results
        assert len(before) == table.match.total - 1
        assert all(result["ende"] is None for result in before)
        end = last["ende"]
        assert end["titel"] == "Dein Tagesspiel Sechsundsechzig ist für heute gespielt."
        assert end["zeilen"][0] == "Heute stehst du auf Platz 1 von 1."
        assert end["zeilen"][1].startswith("Bilanz: ")
        commands = [action["command"] for action in end["aktionen"]]
        assert commands == ["tagesspiel rangliste", "verlauf letztes", "zurück"]
        assert [action["label"] for action in end["aktionen"]] == [
            "Rangliste", "Verlauf", "Hinausgehen"]
        assert last["revanche"] is None

    def test_the_place_counts_the_others_who_played_today(self):
        self.play_set(self.begin(self.char2), self.char2)
        table = self.begin(self.char1)
        self.play_set(table, self.char1)
        place = self.results[-1]["ende"]["zeilen"][0]
        assert place in ("Heute stehst du auf Platz 1 von 2.",
                         "Heute stehst du auf Platz 2 von 2.")
