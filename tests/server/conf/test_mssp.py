"""The MSSP answer a MUD listing crawler gets: our name, German, card games, GMCP on."""

from unittest.mock import MagicMock

from twisted.internet import defer


def crawled_table():
    """Run Evennia's MSSP negotiation against a fake telnet protocol; the table sent."""
    from evennia.server.portal import mssp

    protocol = MagicMock()
    protocol.will.return_value = defer.Deferred()
    protocol.sessionhandler.count_loggedin.return_value = 3
    protocol.sessionhandler.uptime = 60
    handler = mssp.Mssp(protocol)
    handler.do_mssp(None)
    raw = protocol.requestNegotiation.call_args[0][1]
    table = {}
    for part in raw.split(mssp.MSSP_VAR)[1:]:
        name, *values = part.split(mssp.MSSP_VAL)
        table.setdefault(name.decode(), []).extend(v.decode() for v in values)
    return table


def test_mssp_tells_crawlers_the_real_game():
    table = crawled_table()
    assert table["NAME"] == ["Kartenrunde Sarasande"]
    assert table["LANGUAGE"] == ["German"]
    assert table["SUBGENRE"] == ["Card Games"]
    assert table["GAMEPLAY"] == ["Player versus Player", "Social", "Strategy"]
    assert table["GMCP"] == ["1"] and table["MSDP"] == ["1"]
    assert table["PLAYERS"] == ["3"] and table["UPTIME"] == ["60"]
    assert table["CODEBASE"][0].startswith("Evennia")
