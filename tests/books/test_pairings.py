"""The staff's view of repeated pairings (books/pairings.py, issue 48): today's
rated games between the same two people, most first, and accounts that came
from one address (kept at every login, Evennia keeping only the address of an
account's making and of its live sessions)."""

from types import SimpleNamespace
from unittest.mock import patch

from evennia.server.signals import SIGNAL_ACCOUNT_POST_LOGIN
from evennia.utils.ansi import strip_ansi

from game.books import pairings, rating, records
from tests.helpers.decks import RecordTest

DAY = 1_800_000_000.0


def login(account, address):
    """Evennia's login signal, as sessionhandler.login sends it."""
    SIGNAL_ACCOUNT_POST_LOGIN.send(sender=account, session=SimpleNamespace(address=address))


class PairingTest(RecordTest):
    def setUp(self):
        super().setUp()
        self.char1.db.creator_id = self.account.id  # as Evennia's create_character
        self.char2.db.creator_id = self.account2.id
        self.char2.location = self.room1
        clock = patch.object(rating, "clock", lambda: DAY)
        clock.start()
        self.addCleanup(clock.stop)

    def give_up_matches(self, count):
        for _ in range(count):
            for obj in (self.char1, self.char2):
                if self.deck.seats.of(obj) is None:
                    self.deck.seats.sit(obj)
            self.deck.start(target=7)
            self.deck.give_up(self.char2)


class TestTodaysPairs(PairingTest):
    def test_rated_games_between_two_accounts_are_counted_once_per_game(self):
        self.give_up_matches(3)
        keys = sorted((f"a{self.account.id}", f"a{self.account2.id}"))
        assert pairings.todays_pairs() == [(3, "66", *keys)]

    def test_the_pairs_come_most_first(self):
        today = {"day": rating.today(), "met": {"a901": 2, "a902": 7, "a903": 4}}
        records.update(self.char1, "66", "test", lambda rec: dict(rec, games=13, pairings=today))
        assert [(games, other) for games, _, _, other in pairings.todays_pairs()] == \
            [(7, "a902"), (4, "a903"), (2, "a901")]

    def test_yesterday_s_games_are_not_today_s(self):
        self.give_up_matches(2)
        with patch.object(rating, "clock", lambda: DAY + 86_400):
            assert pairings.todays_pairs() == []

    def test_games_against_computer_players_are_no_pairing(self):
        self.seat_both()
        self.deck.start(target=7)
        self.deck.give_up(self.char1)
        assert rating.rating_of(self.char1, "66")["games"] == 1
        assert pairings.todays_pairs() == []


class TestAddresses(PairingTest):
    def test_every_login_keeps_its_address_newest_last_and_each_once(self):
        for address in (("10.0.0.7", 4000), "10.0.0.8", ("10.0.0.7", 4001)):
            login(self.account, address)
        kept = self.account.attributes.get(pairings.LOGIN_ADDRESSES)
        assert kept[-2:] == ["10.0.0.8", "10.0.0.7"] and kept.count("10.0.0.7") == 1
        for number in range(20):
            login(self.account, f"10.1.0.{number}")
        kept = self.account.attributes.get(pairings.LOGIN_ADDRESSES)
        assert len(kept) == pairings.KEPT_ADDRESSES and kept[-1] == "10.1.0.19"

    def test_accounts_of_one_address_are_listed_and_their_pairing_marked(self):
        self.give_up_matches(2)
        login(self.account, ("192.0.2.5", 4000))
        login(self.account2, "192.0.2.5")
        assert ("192.0.2.5", sorted([self.account.key, self.account2.key])) in \
            pairings.shared_addresses()
        text = strip_ansi(pairings.report())
        assert (f"2 × {self.account.key} und {self.account2.key} (66) – "
                "dieselbe Adresse (192.0.2.5)") in text
        assert f"192.0.2.5: {self.account.key}, {self.account2.key}" in text

    def test_accounts_made_from_one_address_count_too(self):
        self.account.db.creator_ip = "198.51.100.3"
        self.account2.db.creator_ip = "198.51.100.3"
        assert ("198.51.100.3", sorted([self.account.key, self.account2.key])) in \
            pairings.shared_addresses()
