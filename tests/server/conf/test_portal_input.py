"""What a player sends, at the portal: control characters out, a burst paced, not dropped
(server/conf/portal_input.py). Time is a twisted Clock, advanced by the test."""

from types import SimpleNamespace

import pytest
from twisted.internet.task import Clock

from server.conf import portal_input
from server.conf.portal_input import PortalSessionHandler, without_controls


def test_terminal_escapes_go_colour_codes_and_umlauts_stay():
    line = "sag \x1b[2J\x1b]0;evil\x07hallo |rrot|n Grüße, Jörg!\tÄÖÜß\x9b5m\x7f\r\n"
    assert without_controls(line) == "sag [2J]0;evilhallo |rrot|n Grüße, Jörg!\tÄÖÜß5m\n"
    assert without_controls(["emote \x1b[5mblinkt", {"x": "\u202eevil"}]) == [
        "emote [5mblinkt", {"x": "evil"}]
    assert without_controls(7) == 7


class Recording(PortalSessionHandler):
    """The handler with Evennia's relay to the server replaced by a list."""

    def __init__(self):
        super().__init__()
        self.clock = Clock()
        self.passed, self.told = [], []

    def pass_on(self, session, kwargs):
        self.passed.append(kwargs["text"])

    def data_out(self, session, **kwargs):
        self.told.append(kwargs["text"][0][0])


@pytest.fixture
def handler(monkeypatch):
    monkeypatch.setattr(portal_input, "RATE", 5)
    monkeypatch.setattr(portal_input, "QUEUE_LIMIT", 20)
    return Recording()


def test_a_burst_of_ten_lines_ending_with_a_move_plays_the_move(handler):
    session = SimpleNamespace(sessid=1)
    for number in range(9):
        handler.data_in(session, text=f"schau {number}")
    handler.data_in(session, text="lege 1")
    assert len(handler.passed) == 5  # the rate: five at once
    handler.clock.advance(1.0)
    assert handler.passed[-1] == "lege 1" and len(handler.passed) == 10
    assert handler.told == []  # nothing refused, no warning


def test_a_flood_costs_no_more_than_the_rate_and_the_newest_line_survives(handler):
    session = SimpleNamespace(sessid=2)
    for number in range(100):
        handler.data_in(session, text=f"schau {number}")
    handler.data_in(session, text="lege 1")
    assert len(handler.passed) == 5
    assert len(handler.told) == 1  # warned once
    for second in range(1, 5):
        handler.clock.advance(1.0)
        assert len(handler.passed) == 5 * (second + 1)  # never more than the rate
    assert handler.passed[-1] == "lege 1"
    handler.clock.advance(10)
    assert len(handler.passed) == 25


def test_a_closed_connection_sends_nothing_more(handler, monkeypatch):
    session = SimpleNamespace(sessid=3)
    for number in range(8):
        handler.data_in(session, text=f"schau {number}")
    monkeypatch.setattr(portal_input.Stock, "disconnect", lambda self, session: None)
    handler.disconnect(session)
    handler.clock.advance(5)
    assert len(handler.passed) == 5 and not handler.clock.getDelayedCalls()
