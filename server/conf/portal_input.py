"""
What a player sends, at the portal, before anything else sees it
(settings.PORTAL_SESSION_HANDLER_CLASS): cleaned and paced.

Clean: every input (telnet lines, web client messages, GMCP/OOB data alike)
loses its control characters (C0 except tab and line feed, ESC, DEL, C1)
and the Unicode direction overrides (game/common/controls.py; the website's
forms lose the same: web/controls.py), so no player can write a terminal
escape (clear screen, window title, blinking) or reversed text onto another
player's screen. Evennia's own `|` colour codes are plain characters and stay
(the game decides what they may do); umlauts and every other letter stay.

Queued: a connection that waits to be let in (Evennia's connection rate) reads
QUEUED, in German.

Paced: one connection gets at most MAX_COMMAND_RATE inputs a second through
to the server, as with Evennia's own throttle, but what comes faster waits
in a short queue and follows at that rate instead of being dropped: a burst
of lines that ends with a move still plays the move. Only when more than
COMMAND_QUEUE_LIMIT inputs wait does the oldest waiting one go (with
COMMAND_RATE_WARNING), so a flood still costs the server no more than the
rate and the newest line, the one typed last, is never the one lost.
"""

import time
from collections import deque

from django.conf import settings
from evennia.server.portal import portalsessionhandler as stock_handler
from evennia.server.portal.portalsessionhandler import PortalSessionHandler as Stock
from twisted.internet import reactor

from game.common.controls import without_controls  # one rule, the website's too

#: what a new connection reads while it waits in Evennia's connection queue (more than
#: MAX_CONNECTION_RATE a second): Evennia's PortalSessionHandler.connect formats its
#: module's DOS_PROTECTION_MSG, whose stock text is English at the portal (translated
#: before Django's languages are ready) and counts fractions of a second ("DoS
#: protection is active … in 0.1 seconds"); {servername} and {num} may stay unused.
QUEUED = "Gerade kommen viele auf einmal herein – einen Augenblick, du bist gleich dran …"
stock_handler.DOS_PROTECTION_MSG = QUEUED
RATE = max(1, int(getattr(settings, "MAX_COMMAND_RATE", 80)))
QUEUE_LIMIT = getattr(settings, "COMMAND_QUEUE_LIMIT", 4 * RATE)


class Pacer:
    """The inputs of one connection: at most RATE a second pass, the rest wait."""

    def __init__(self):
        self.sent = deque()  # when the last RATE inputs went on (clock seconds)
        self.waiting = deque()  # kwargs of inputs that wait
        self.call = None  # the pending release
        self.warned = False
        self.gone = False  # the connection closed: nothing more goes on


class PortalSessionHandler(Stock):
    """Evennia's portal session handler with clean input and a queue instead of drops."""

    clock = reactor  # tests pass a twisted.internet.task.Clock

    def pacer(self, session):
        pacer = getattr(session, "input_pacer", None)
        if pacer is None:
            pacer = session.input_pacer = Pacer()
        return pacer

    def clean_senddata(self, session, kwargs):
        return without_controls(super().clean_senddata(session, kwargs))

    def data_in(self, session, **kwargs):
        if not session:
            return super().data_in(session, **kwargs)
        pacer = self.pacer(session)
        pacer.waiting.append(kwargs)
        if len(pacer.waiting) > QUEUE_LIMIT:
            pacer.waiting.popleft()  # the oldest waiting input goes, never the newest
            if not pacer.warned:
                pacer.warned = True
                self.data_out(session, text=[[settings.COMMAND_RATE_WARNING], {}])
        self.release(session)

    def release(self, session):
        """Pass on what may go now; come back when the next may."""
        pacer = self.pacer(session)
        pacer.call = None
        now = self.clock.seconds()
        while pacer.sent and now - pacer.sent[0] >= 1.0:
            pacer.sent.popleft()
        while pacer.waiting and len(pacer.sent) < RATE:
            pacer.sent.append(now)
            self.pass_on(session, pacer.waiting.popleft())
        if not pacer.waiting:
            pacer.warned = False
        elif pacer.call is None and not pacer.gone:
            pacer.call = self.clock.callLater(max(0.0, pacer.sent[0] + 1.0 - now),
                                              self.release, session)

    def pass_on(self, session, kwargs):
        """Evennia's data_in, its own rate count cleared (this one is paced already)."""
        session.command_counter_reset = time.time()
        session.command_counter = 0
        super().data_in(session, **kwargs)

    def disconnect(self, session):
        pacer = getattr(session, "input_pacer", None)
        if pacer:
            pacer.gone = True
            pacer.waiting.clear()
            if pacer.call and pacer.call.active():
                pacer.call.cancel()
        return super().disconnect(session)
