"""`kartenrunde_verlassen`: a reader who got up or stopped watching is told that
the table's state no longer comes (the web client hides its table pane then);
whose match was ended still sits or watches and gets the seats instead."""

from evennia.utils.create import create_object

from game.typeclasses.carddecks import SixtySixDeck
from tests.helpers.states import RoomRecorder, StateTest


def names(recorder):
    return [wire[0] for wire, _ in recorder.messages]


class TestLeaving(StateTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.seat(self.table, ["Ferdl"])
        self.me = RoomRecorder(self.table, self.char1)
        self.watcher = RoomRecorder(self.table, self.char2)

    def test_stopping_to_watch_and_getting_up_send_it(self):
        self.table.watch(self.char2, False)
        assert names(self.watcher)[-1] == "kartenrunde_verlassen"
        self.table.watch(self.char2, False)  # not watching any more: nothing new
        assert names(self.watcher).count("kartenrunde_verlassen") == 1
        self.table.seats.stand(self.char1)
        wire = self.me.messages[-1][0]
        assert wire == ["kartenrunde_verlassen", [], {"version": 1, "table": "66-Kartenspiel"}]

    def test_a_match_given_up_tells_every_reader(self):
        self.table.start(seed=11)
        assert names(self.me)[-1] == "kartenrunde_tisch"
        self.table.give_up(self.char1)
        assert names(self.me)[-1] == "kartenrunde_plaetze"
        assert names(self.watcher)[-1] == "kartenrunde_plaetze"
