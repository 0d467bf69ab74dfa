"""The web proxy's idea of a visitor's address (server/conf/webguard.py)."""

from server.conf.webguard import visitor_address


def test_a_visitor_is_its_own_address_whatever_it_forwards():
    assert visitor_address("127.0.0.2", "10.20.30.40", []) == "127.0.0.2"
    assert visitor_address("127.0.0.1", "10.20.30.40", []) == "127.0.0.1"  # not even loopback


def test_a_trusted_proxy_names_the_last_address_that_is_no_proxy():
    trusted = ["10.0.0.5", "10.0.0.6"]
    assert visitor_address("10.0.0.5", "6.6.6.6, 1.2.3.4, 10.0.0.6", trusted) == "1.2.3.4"
    assert visitor_address("10.0.0.5", "", trusted) == "10.0.0.5"
    assert visitor_address("10.0.0.9", "1.2.3.4", trusted) == "10.0.0.9"
