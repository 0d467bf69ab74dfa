"""The server takes the portal's messages one per turn of the reactor, in the
order they came (server/conf/nodelay.py): the answer to the first of a batch
need not wait until the last is handled. Evennia's AMP factory builds that
class, as AMP_CLIENT_PROTOCOL_CLASS says."""

import unittest
from unittest import mock

from evennia.server.amp_client import AMPServerClientProtocol

from server.conf import nodelay


class Reactor:
    """As Twisted's: a call made for now during a turn runs in the next turn."""

    def __init__(self):
        self.due = []

    def callLater(self, delay, function, *args):
        self.due.append((function, args))

    def turn(self):
        due, self.due = self.due, []
        for function, args in due:
            function(*args)


class TestOnePerTurn(unittest.TestCase):
    def setUp(self):
        self.clock = Reactor()
        self.handled = []
        patches = [mock.patch.object(nodelay, "reactor", self.clock),
                   mock.patch.object(AMPServerClientProtocol, "_commandReceived",
                                     lambda protocol, box: self.handled.append(box))]
        for patch in patches:
            patch.start()
            self.addCleanup(patch.stop)
        self.link = nodelay.AMPClient()

    def test_a_batch_is_handled_one_per_turn_in_order(self):
        for box in ("schau", "lege 1", "weiter"):  # one read of the link
            self.link._commandReceived(box)
        self.assertEqual(self.handled, ["schau"])  # the first at once
        self.clock.turn()
        self.assertEqual(self.handled, ["schau", "lege 1"])
        self.clock.turn()
        self.clock.turn()
        self.assertEqual(self.handled, ["schau", "lege 1", "weiter"])
        self.assertFalse(self.link.handling)

    def test_a_message_on_a_quiet_link_is_handled_at_once(self):
        self.link._commandReceived("schau")
        self.clock.turn()
        self.assertFalse(self.link.handling)
        self.link._commandReceived("hand")
        self.assertEqual(self.handled, ["schau", "hand"])


class TestTheSettingHolds(unittest.TestCase):
    def test_the_factory_builds_the_class_the_setting_names(self):
        from types import SimpleNamespace

        from evennia.server.amp_client import AMPClientFactory

        server = SimpleNamespace(amp_protocol=None)
        factory = AMPClientFactory(server)
        server.amp_service = SimpleNamespace(args=("127.0.0.1", 0, factory))
        nodelay.start_plugin_services(server)
        protocol = factory.buildProtocol(None)
        self.assertIsInstance(protocol, nodelay.AMPClient)
        self.assertIs(server.amp_protocol, protocol)
        self.assertIs(protocol.factory, factory)
