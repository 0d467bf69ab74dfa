"""The website's forms lose control characters as the portal strips them from what a
player types (web/controls.py, server/conf/portal_input.py; issue 47): a name chosen
at /auth/register is the name telnet would make, a password typed with a stray
control character logs in as over telnet, and nothing answers in English."""

from django.test import Client
from evennia.accounts.models import AccountDB
from evennia.utils.test_resources import EvenniaTest

from game.common.controls import without_controls


class TestFormsWithoutControls(EvenniaTest):
    def test_registering_strips_control_characters_from_name_and_password(self):
        page = Client().post("/auth/register", {
            "username": "Zen\x00zi\x1b", "email": "",
            "password1": "Schellen\x07-Unter-42", "password2": "Schellen-Unter-42\u202e"})
        assert page.status_code == 302, page.content.decode()[:3000]
        account = AccountDB.objects.get(username="Zenzi")
        assert account.check_password("Schellen-Unter-42")

    def test_the_login_strips_them_as_telnet_does(self):
        self.account.set_password("Herz-Ass-Gewinnt-3")
        self.account.save()
        page = Client().post("/auth/login/", {"username": f"\x1b{self.account.username}\x07",
                                              "password": "Herz-Ass\x08-Gewinnt-3\x7f"})
        assert page.status_code == 302 and page["Location"] == "/webclient/"

    def test_the_same_characters_go_as_at_the_portal(self):
        from server.conf import portal_input

        text = "a\x00b\x07c\td\ne\x1bf\x7fg\x85h\u202ei\u2066jäö|r"
        assert without_controls(text) == portal_input.without_controls(text) == "abc\td\nefghijäö|r"
