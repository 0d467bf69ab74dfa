"""The website in German (issue 29): every page a visitor or a player reaches by
its links, and the pages behind the forms, has no English word outside names.

Walks the site with Django's test client (no server needed): from the front
page every internal link is followed (the admin and the web client aside, the
client is tested in the browser), as a visitor and as a logged-in player;
each page's visible text and its titles, labels and button values are read.
Registering logs the new player in and leads to the web client.
"""

import re
from html.parser import HTMLParser

from django.test import Client
from evennia.help.models import HelpEntry
from evennia.utils.create import create_help_entry
from evennia.utils.test_resources import EvenniaTest

from game.commands.default_cmdsets import AccountCmdSet, CharacterCmdSet, UnloggedinCmdSet
from tests.helpers.english import ENGLISH

#: names (of the engine, the game, people) that may stay as they are
NAMES = {"evennia", "sarasande", "telnet", "mud", "kaffeehaus", "besenwirtschaft"}


class Texts(HTMLParser):
    """The words a reader meets: text outside script/style, titles, labels, values."""

    ATTRS = ("title", "alt", "aria-label", "value", "placeholder")

    def __init__(self):
        super().__init__()
        self.parts, self.links, self.skip = [], [], 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("script", "style"):
            self.skip += 1
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])
        for name in self.ATTRS:
            if attrs.get(name) and not (tag == "input" and attrs.get("type") == "hidden"):
                if name == "value" and tag not in ("input", "button"):
                    continue
                self.parts.append(attrs[name])

    def handle_endtag(self, tag):
        if tag in ("script", "style") and self.skip:
            self.skip -= 1

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def english_words(html, allowed=()):
    parser = Texts()
    parser.feed(html)
    text = " ".join(parser.parts)
    words = {w.lower() for w in re.findall(r"[A-Za-zÄÖÜäöüß]+", text)}
    return sorted(words & ENGLISH - NAMES - {w.lower() for w in allowed}), parser.links


def walk(client, start=("/",), allowed=frozenset(), commands=frozenset()):
    """Every page reached from `start` by internal links: url -> English words.
    `commands` (command words) count as names on a help entry's page only."""
    todo, seen, found = list(start), set(), {}
    while todo:
        url = todo.pop().split("#")[0]
        if not url or url in seen or not url.startswith("/"):
            continue
        seen.add(url)
        if url.startswith(("/admin", "/webclient", "/static", "/media", "/api")):
            continue
        page = client.get(url, follow=True)
        assert page.status_code < 500, url
        if "html" not in page.get("Content-Type", ""):
            continue
        names = allowed | (commands if url.startswith("/help/") and url != "/help/" else set())
        bad, links = english_words(page.content.decode(), names)
        if bad:
            found[url] = bad
        todo.extend(links)
    return seen, found


class TestWebsiteGerman(EvenniaTest):
    def setUp(self):
        super().setUp()
        create_help_entry("Sechsundsechzig", "Wie man 66 spielt.", category="Kartenspiel")
        create_help_entry("Gaigel", "Wie man Gaigel spielt.", category="Kartenspiel")
        create_help_entry("Zuschauen", "Wie man zuschaut.", category="Kartenspiel")

    def allowed(self):
        """Names: the test's people."""
        return set(re.findall(r"\w+", " ".join([self.account.username, self.account2.username,
                                                self.char1.key, self.char2.key])))

    def commands(self):
        """Every command word (a help entry lists a command's aliases, some of them
        English for players used to other MUDs)."""
        words = set()
        for cmdset in (CharacterCmdSet(), AccountCmdSet(), UnloggedinCmdSet()):
            cmdset.at_cmdset_creation()
            for cmd in cmdset.commands:
                for word in [cmd.key, *cmd.aliases]:
                    words |= set(re.findall(r"\w+", word.lower()))
        return words

    def test_every_page_a_visitor_reaches_is_german(self):
        extra = ("/auth/register", "/auth/login/", "/auth/password_reset/",
                 "/gibt-es-nicht/", "/help/")
        seen, found = walk(Client(), ("/", *extra), self.allowed(), self.commands())
        assert {"/", "/auth/register", "/help/"} <= seen
        assert any(u.startswith("/help/kartenspiel/") for u in seen), seen
        assert not found, found

    def test_every_page_a_player_reaches_is_german(self):
        player = Client()
        player.force_login(self.account2)  # a player, not a developer
        seen, found = walk(player, ("/", "/help/", "/auth/password_change/"), self.allowed(), self.commands())
        assert not found, found

    def test_the_menu_and_the_footer(self):
        body = Client().get("/").content.decode()
        for word in ("Start", "Spielen", "Anmelden", "Registrieren", "Hilfe", "läuft mit"):
            assert word in body, word
        assert "Powered by" not in body

    def test_the_front_page_explains_both_games_and_how_to_start(self):
        body = Client().get("/").content.decode()
        assert "Sechsundsechzig" in body and "Gaigel" in body
        assert "Registrieren" in body and "Spielen" in body

    def test_a_help_entry_goes_back_and_on(self):
        index = Client().get("/help/").content.decode()
        assert "Kartenspiel" in index
        entry = HelpEntry.objects.get(db_key="Gaigel")
        page = Client().get(entry.web_get_detail_url()).content.decode()
        assert "Zurück" in page and "Weiter" in page, page

    def test_registering_logs_in_and_leads_to_the_client(self):
        client = Client()
        page = client.post("/auth/register", {"username": "Zenzi", "email": "",
                                              "password1": "Schellen-Unter-42",
                                              "password2": "Schellen-Unter-42"})
        assert page.status_code == 302, page.content.decode()[:2000]
        assert page["Location"].startswith("/webclient"), page["Location"]
        assert client.get("/").wsgi_request.user.is_authenticated

    def test_a_bad_registration_says_why_in_german(self):
        page = Client().post("/auth/register", {"username": "Zenzi", "email": "",
                                                "password1": "abc", "password2": "abd"})
        body = page.content.decode()
        assert page.status_code == 200
        bad, _ = english_words(body)
        assert not bad, bad
        assert "Passw" in body
