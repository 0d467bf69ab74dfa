"""The AMP link reads its boxes from the stream whatever the TCP reads are
(server/conf/ampframing.py): a read may end right after a box's closing
NUL NUL plus the next key's first length byte, and the link must not take the
next read for HTTP and close. Only a connection's first read is checked."""

import pytest
from twisted.internet.testing import StringTransport
from twisted.protocols import amp

from server.conf import ampframing, nodelay, portal_guard

BOXES = [amp.AmpBox(_ask=b"%d" % n, _command=b"MsgPortal2Server", packed_data=b"x" * 40 * n)
         for n in range(1, 4)]
STREAM = b"".join(box.serialize() for box in BOXES)


def _link(cls, monkeypatch):
    """A protocol of `cls` on a string transport that records the boxes it reads."""
    link = cls()
    link.transport = StringTransport()
    link.received = []
    link.boxReceiver = link
    monkeypatch.setattr(link, "ampBoxReceived", link.received.append, raising=False)
    return link


def _cuts_after_box_ends():
    """Every place a read could end next to a box's end: just before, at, and one or
    two bytes after its closing NUL NUL."""
    ends, at = [], 0
    for box in BOXES[:-1]:
        at += len(box.serialize())
        ends += [at - 1, at, at + 1, at + 2]
    return ends


@pytest.mark.parametrize("cls", [nodelay.AMPClient, portal_guard.AMPServer], ids=["server", "portal"])
@pytest.mark.parametrize("cut", _cuts_after_box_ends())
def test_a_read_split_anywhere_near_a_box_end_keeps_the_link(cls, cut, monkeypatch):
    link = _link(cls, monkeypatch)
    link.dataReceived(STREAM[:cut])
    link.dataReceived(STREAM[cut:])
    assert link.received == BOXES
    assert not link.transport.disconnecting


@pytest.mark.parametrize("cls", [nodelay.AMPClient, portal_guard.AMPServer], ids=["server", "portal"])
def test_a_stream_read_byte_by_byte_gives_every_box(cls, monkeypatch):
    link = _link(cls, monkeypatch)
    for at in range(len(STREAM)):
        link.dataReceived(STREAM[at:at + 1])
    assert link.received == BOXES
    assert not link.transport.disconnecting


def test_the_stock_code_drops_the_link_at_such_a_split(monkeypatch):
    """Why the patch is there: Evennia's own check closes the link."""
    monkeypatch.setattr(ampframing, "_OK", False)
    link = _link(nodelay.AMPClient, monkeypatch)
    cut = len(BOXES[0].serialize()) + 1  # the box's NUL NUL and the next key's first NUL
    link.dataReceived(STREAM[:cut])
    link.dataReceived(STREAM[cut:])
    assert link.transport.disconnecting
    assert link.received == BOXES[:1]


def test_http_on_a_new_link_is_still_refused(monkeypatch):
    link = _link(portal_guard.AMPServer, monkeypatch)
    link.dataReceived(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    assert link.transport.disconnecting
    assert b"HTTP/1.1 200 OK" in link.transport.value()  # Evennia's warning
    assert link.received == []
