"""A match that ends before it is played out sends its end as data too
(tabledata.match_ended, a receiver of gameend.match_ended): after `aufgeben`
every reader gets `kartenrunde_ergebnis` with who gave up (`ending`), who won
and the score, once the end is committed (the web pane takes it before or after
the seats); a match abandoned without scoring sends none. The receiver is
connected here by the test itself (game/receivers.py lists the game's
receivers)."""

from evennia.utils.create import create_object

from game.common import gameend
from game.faces import tabledata
from game.typeclasses.carddecks import SixtySixDeck
from tests.helpers.states import FakeSession, RoomRecorder, StateTest


class WebSession(FakeSession):
    """A web client's session that has sent no command yet (the turn clock counts them)."""

    cmd_total = 0


def names(recorder):
    return [wire[0] for wire, _ in recorder.messages]


def last(recorder, name):
    return [wire[2] for wire, _ in recorder.messages if wire[0] == name][-1]


class TestMatchEndAsData(StateTest):
    def setUp(self):
        super().setUp()
        gameend.match_ended.connect(tabledata.match_ended, dispatch_uid="test-tabledata-end")
        self.addCleanup(gameend.match_ended.disconnect, dispatch_uid="test-tabledata-end")
        self.table = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.seat(self.table, ["Ferdl"])
        self.me = RoomRecorder(self.table, self.char1)
        self.watcher = RoomRecorder(self.table, self.char2)
        for obj in (self.char1, self.char2):
            obj.sessions.all = lambda: [WebSession("websocket")]

    def test_giving_up_sends_who_gave_up_and_who_won(self):
        self.table.start(seed=11)
        with self.captureOnCommitCallbacks(execute=True):
            self.table.give_up(self.char1)
        assert {"kartenrunde_ergebnis", "kartenrunde_plaetze"} <= set(names(self.me))
        end = last(self.me, "kartenrunde_ergebnis")
        assert end["match_over"] is True
        assert end["ending"] == {"kind": "given_up", "seat": 0, "gaigel": False}
        assert end["names"] == ["Char", "Ferdl"] and end["winners"] == [1]
        assert end["reason"] == "Char gibt die Partie auf."
        assert [p["score"] for p in end["score"]["parties"]] == [0, 0]
        assert end["revanche"] == {"command": "revanche", "label": "Revanche"}
        assert end["ende"] is None  # the pane's own end: who won, Neue Partie, Analyse
        watched = last(self.watcher, "kartenrunde_ergebnis")
        assert watched["winners"] == [1] and watched["revanche"] is None  # a spectator

    def test_a_match_abandoned_without_scoring_sends_no_end(self):
        self.table.start(seed=11)
        with self.captureOnCommitCallbacks(execute=True):
            self.table.abandon("Der Tisch wird abgebaut; die Partie endet ohne Wertung.")
        assert "kartenrunde_ergebnis" not in names(self.me)
