"""Issue 34: no password reset by mail (no mail server); a builder sets a new password."""

import re

import pytest
from django.core import mail
from django.test import Client
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.account import CmdPasswort
from game.typeclasses.accounts import Account


@pytest.mark.django_db
def test_the_reset_page_says_whom_to_ask_and_sends_nothing():
    for path in ("/auth/password_reset/", "/auth/password_reset/done/", "/auth/reset/done/"):
        page = Client().get(path)
        body = page.content.decode()
        assert page.status_code == 200, path
        assert "Eine Mail mit einem neuen Passwort verschickt die Kartenrunde nicht" in body
        assert "passwort setzen &lt;name&gt;" in body and "Reset" not in body
    page = Client().post("/auth/password_reset/", {"email": "anna@example.org"})
    assert "verschickt die Kartenrunde nicht" in page.content.decode()
    assert mail.outbox == []


class TestPasswortSetzen(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.anna, _ = Account.create(username="Anna", password="Herz-Dame-77")

    def test_a_builder_gives_someone_a_new_password(self):
        self.account.permissions.add("Builder")
        text = self.call(CmdPasswort(), "setzen anna", "Anna hat jetzt das Passwort",
                         caller=self.account)
        new = re.search(r"das Passwort (\S+)\.", text).group(1)
        assert re.fullmatch(r"[a-km-zA-HJ-NP-Z2-9]{6}-[a-km-zA-HJ-NP-Z2-9]{6}", new), new
        self.anna.refresh_from_db()
        assert self.anna.check_password(new) and not self.anna.check_password("Herz-Dame-77")

    def test_a_player_may_not_and_nothing_changes(self):
        self.account.is_superuser = False
        self.account.save()
        self.account.permissions.remove("Developer")
        self.account.permissions.remove("Admin")
        self.account.permissions.remove("Builder")
        self.call(CmdPasswort(), "setzen Anna", "Ein fremdes Passwort setzen dürfen nur Builder",
                  caller=self.account)
        self.anna.refresh_from_db()
        assert self.anna.check_password("Herz-Dame-77")

    def test_an_unknown_name_changes_nothing(self):
        self.call(CmdPasswort(), "setzen Niemand", "Ein Konto „Niemand“ gibt es nicht",
                  caller=self.account)
