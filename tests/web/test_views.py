"""The website: what visitors may see, no HTTP 500, a throttled web login."""

import pytest
from django.test import Client
from evennia.accounts.accounts import LOGIN_THROTTLE
from evennia.utils.create import create_channel, create_object
from evennia.utils.test_resources import EvenniaTest
from evennia.utils.utils import get_evennia_version

from game.people.channels import kurier
from game.typeclasses.cardplayers import CardPlayer


class TestWebsite(EvenniaTest):
    def setUp(self):
        super().setUp()
        kurier()
        create_channel("Public", locks="control:perm(Admin);listen:all();send:all()")
        self.npc = create_object(CardPlayer, key="Ferdl", location=self.room1)
        self.visitor = Client(raise_request_exception=False)

    def test_visitors_see_no_recent_connections_no_numbers_no_version(self):
        page = self.visitor.get("/")
        body = page.content.decode()
        assert page.status_code == 200
        assert "Kartenrunde von Sarasande" in body
        for secret in ("Recently Connected", "Zuletzt da", self.account.username,
                       get_evennia_version()):
            assert secret not in body, secret

    def test_players_see_who_was_there(self):
        player = Client()
        player.force_login(self.account)
        body = player.get("/").content.decode()
        assert "Zuletzt da" in body and self.account.username in body

    def test_channels_need_a_login(self):
        for url in ("/channels/", "/channels/public/", "/channels/kurier/"):
            page = self.visitor.get(url)
            assert page.status_code == 302 and "/auth/login/" in page["Location"], url

    def test_no_page_answers_500(self):
        player = Client(raise_request_exception=False)
        player.force_login(self.account)
        urls = ["/channels/kurier/", "/channels/gibtsnicht/",
                f"/characters/detail/ferdl/{self.npc.id}/",
                f"/characters/detail/{self.char1.key.lower()}/{self.char1.id}/",
                "/characters/detail/niemand/99999/"]
        for client in (self.visitor, player):
            for url in urls:
                assert client.get(url).status_code < 500, url


@pytest.mark.django_db
def test_the_web_login_is_throttled_after_five_failures(settings):
    settings.LOGIN_THROTTLE_LIMIT = 5
    LOGIN_THROTTLE.limit = LOGIN_THROTTLE.cache_size = 5
    LOGIN_THROTTLE.storage.clear()
    client = Client(REMOTE_ADDR="10.9.8.7")
    for _ in range(5):
        page = client.post("/auth/login/", {"username": "Anna", "password": "falsch"})
        assert "Zu viele" not in page.content.decode()
    page = client.post("/auth/login/", {"username": "Anna", "password": "falsch"})
    assert "Zu viele falsche Anmeldungen" in page.content.decode()
    other = Client(REMOTE_ADDR="10.9.8.8").post("/auth/login/", {"username": "Anna",
                                                                  "password": "falsch"})
    assert "Zu viele" not in other.content.decode()
    LOGIN_THROTTLE.storage.clear()


class TestLoginAndHeader(EvenniaTest):
    """Issue 46: every page has the site's header; a login leads to the web client."""

    def test_login_register_and_logged_out_pages_have_the_site_header(self):
        visitor = Client()
        for url in ("/auth/login/", "/auth/register", "/auth/password_reset/"):
            body = visitor.get(url).content.decode()
            assert 'aria-label="Hauptmenü"' in body and "läuft mit" in body, url

    def test_a_logged_in_player_on_the_login_page_goes_on_to_the_client(self):
        player = Client()
        player.force_login(self.account)
        page = player.get("/auth/login/")
        assert page.status_code == 302 and page["Location"] == "/webclient/"

    def test_a_login_leads_to_the_client(self):
        self.account.set_password("Herz-Ass-Gewinnt-3")
        self.account.save()
        page = Client().post("/auth/login/", {"username": self.account.username,
                                              "password": "Herz-Ass-Gewinnt-3"})
        assert page.status_code == 302 and page["Location"] == "/webclient/"
