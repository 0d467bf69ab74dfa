"""Command links for the web client as data, not inline JavaScript (the CSP forbids it)."""

from evennia.utils.text2html import TextToHTMLparser

from server.conf import weblinks


def test_a_command_link_carries_its_command_as_data_and_no_onclick(monkeypatch):
    monkeypatch.setattr(TextToHTMLparser, "sub_mxp_links", TextToHTMLparser.sub_mxp_links)
    weblinks.install()
    html = TextToHTMLparser().parse('Spiel |lclege 1|ltEichel-Ass|le oder |lcsag "Grüß Gott"|ltgrüßen|le')
    assert "onclick" not in html
    assert 'data-command="lege 1">Eichel-Ass</a>' in html
    assert 'data-command="sag &quot;Grüß Gott&quot;">grüßen</a>' in html
