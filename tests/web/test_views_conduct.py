"""The website and conduct: the Hausordnung page for every visitor, linked at
registration; a banned account cannot log in on the website and reads until when
and why, and can once the time ran out."""

from unittest.mock import patch

from django.test import Client
from evennia.accounts.accounts import LOGIN_THROTTLE
from evennia.utils.test_resources import EvenniaTest

from game.people import moderation


class TestHausordnung(EvenniaTest):
    def test_every_visitor_reads_the_hausordnung_and_registration_links_it(self):
        visitor = Client(raise_request_exception=False)
        page = visitor.get("/hausordnung/")
        body = page.content.decode()
        assert page.status_code == 200
        assert "Hausordnung" in body and "ignoriere &lt;name&gt;" in body
        assert "stumm" in body and "sperre" in body and "beschwerde" in body
        assert "|w" not in body and "|n" not in body
        assert 'href="/hausordnung/"' in visitor.get("/auth/register").content.decode()


class TestBannedWebLogin(EvenniaTest):
    def setUp(self):
        super().setUp()
        LOGIN_THROTTLE.storage.clear() if hasattr(LOGIN_THROTTLE, "storage") else None
        self.account2.set_password("Kartenglück-7")
        self.account2.save()
        self.now = [1_700_000_000.0]
        clock = patch.object(moderation, "clock", lambda: self.now[0])
        clock.start()
        self.addCleanup(clock.stop)

    def log_in(self):
        visitor = Client(raise_request_exception=False)
        page = visitor.post("/auth/login/", {"username": "TestAccount2",
                                             "password": "Kartenglück-7"})
        return page, visitor

    def test_a_banned_account_reads_until_when_and_why_and_is_not_logged_in(self):
        self.account2.moderation.ban(86400, "Beleidigungen", "Hanne")
        page, visitor = self.log_in()
        body = page.content.decode()
        assert page.status_code == 200
        assert "Dein Konto ist gesperrt bis" in body and "Beleidigungen" in body
        assert "_auth_user_id" not in visitor.session
        self.now[0] += 86401
        page, visitor = self.log_in()
        assert page.status_code == 302 and "_auth_user_id" in visitor.session
