"""A connection that waits in Evennia's connection queue reads German, not the stock
"… DoS protection is active. You are queued to connect in 0.1 seconds …" (issue 47;
server/conf/portal_input.py sets the line Evennia's PortalSessionHandler.connect sends)."""

import re
from collections import deque
from types import SimpleNamespace

import evennia
from evennia.server.portal import portalsessionhandler as stock
from twisted.internet.task import Clock

from server.conf.portal_input import PortalSessionHandler


def test_a_queued_connection_is_told_in_german(monkeypatch):
    monkeypatch.setattr(stock, "_CONNECTION_QUEUE", deque([SimpleNamespace(sessid=99)]))
    monkeypatch.setattr(stock, "reactor", Clock())
    monkeypatch.setattr(evennia, "EVENNIA_PORTAL_SERVICE", SimpleNamespace(amp_protocol=None),
                        raising=False)
    told = []
    session = SimpleNamespace(sessid=None, data_out=lambda **kwargs: told.append(kwargs))
    PortalSessionHandler().connect(session)
    assert len(told) == 1
    line = told[0]["text"][0][0]
    assert "DoS" not in line and "seconds" not in line and "queued" not in line, line
    assert not re.search(r"\d", line), line  # no fraction of a second to read
    assert "Augenblick" in line
