"""Operator's guards: clean log lines, no channels made by players, no versions told."""

from unittest.mock import Mock, patch

import evennia
from evennia.comms.models import ChannelDB
from evennia.utils import logger
from evennia.utils.ansi import strip_ansi
from evennia.utils.test_resources import EvenniaCommandTest
from evennia.utils.utils import get_evennia_version

from server.conf import logsafety


def test_control_characters_never_reach_the_log():
    logsafety.install()
    logsafety.install()  # twice is the same as once
    sink = Mock()
    with patch.object(logger, "log", sink):
        logger.log_sec("Authentication Failure for 'Bö\x1b[31mse\x07\r\x00\u202e'")
        logger.log_info("zwei\nZeilen\x08")
    lines = [call.kwargs["line"] for call in sink.info.mock_calls]
    assert lines == ["Authentication Failure for 'Böse'", "zwei", "Zeilen"]


class TestPlayersLimits(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        for who in (self.char1, self.account):
            who.permissions.remove("Developer")
            who.permissions.add("Player")
        self.account.puppet_object(self.session, self.char1)

    def send(self, line):
        evennia.SESSION_HANDLER.data_out.reset_mock()
        self.char1.execute_cmd(line, session=self.session)
        return " ".join(strip_ansi(str(call.kwargs.get("text")))
                        for call in evennia.SESSION_HANDLER.data_out.mock_calls)

    def test_a_player_cannot_create_a_channel(self):
        self.send("channel/create Schwarzmarkt = Geheim")
        self.send("channel/create Schwarzmarkt")
        assert not ChannelDB.objects.filter(db_key__iexact="Schwarzmarkt").exists()

    def test_about_tells_players_no_versions(self):
        answer = self.send("about")
        assert get_evennia_version() not in answer
        assert "Twisted" not in answer and "Django" not in answer
