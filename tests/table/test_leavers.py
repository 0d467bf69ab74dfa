"""`sieg beanspruchen`: a person left a match with other people; after 2 minutes
(time advanced, never slept) the others may claim the win, booked once; a return
before the claim lets play go on; against computer players alone nothing changes."""

from unittest.mock import patch

import pytest
from evennia.utils.ansi import strip_ansi
from openskill.models import PlackettLuce

from game.books import rating, records
from game.commands.table import competition
from game.table import leavers
from tests.helpers.decks import StandIn, disconnect, reconnect, said, texts


class Clock:
    def __init__(self):
        self.now = 1_000_000.0

    def __call__(self):
        return self.now


class LeaverTest(StandIn):
    def setUp(self):
        super().setUp()
        self.clock = Clock()
        p = patch.object(leavers, "clock", self.clock)
        p.start()
        self.addCleanup(p.stop)

    def claim(self, caller=None):
        return strip_ansi(self.call(competition.CmdSiegBeanspruchen(), "",
                                    caller=caller or self.char1))


class TestClaim(LeaverTest):
    def test_the_others_read_they_may_wait_or_claim_after_two_minutes(self):
        self.deck.db.away_grace = 60
        with said(self.char1) as msg:
            self.stand_in_for_char2()
        text = strip_ansi("\n".join(texts(msg)))
        assert "Ihr könnt warten, ob Char2 zurückkommt, oder in 60 Sekunden mit sieg " \
               "beanspruchen die Partie gewinnen" in text
        with said(self.char1) as msg:
            assert self.timers.fire("claim_ready")
        assert "Char2 ist seit 2 Minuten weg" in strip_ansi("\n".join(texts(msg)))

    def test_a_claim_too_early_is_refused_and_changes_nothing(self):
        self.deck.db.away_grace = 60
        self.stand_in_for_char2()
        self.clock.now += 30
        out = self.claim()
        assert "Char2 ist erst kurz weg: den Sieg kannst du in 30 Sekunden beanspruchen" in out
        assert self.deck.playing()

    def test_after_the_wait_the_claim_ends_the_match_penalty_once_rating_a_loss(self):
        self.deck.db.away_grace = 60
        self.stand_in_for_char2()
        one, two = rating.rating_of(self.char1, "66"), rating.rating_of(self.char2, "66")
        self.clock.now += 60
        out = self.claim()
        assert "Char beansprucht den Sieg: Char2 hat die Partie verlassen." in out
        assert "Die Partie ist aus. Es gewinnt Char!" in out
        assert not self.deck.playing()
        mine, theirs = records.record_of(self.char1, "66"), records.record_of(self.char2, "66")
        assert mine["matches_won"] == 1 and theirs["matches_won"] == 0
        assert theirs["score"] == -records.ranking.LEAVING_PENALTY and mine["score"] == 0
        model = PlackettLuce(limit_sigma=True)
        [[a], [b]] = model.rate([[model.rating(one["mu"], one["sigma"])],
                                 [model.rating(two["mu"], two["sigma"])]], ranks=[1, 2])
        assert rating.rating_of(self.char1, "66")["mu"] == pytest.approx(a.mu)
        assert rating.rating_of(self.char2, "66")["mu"] == pytest.approx(b.mu)
        assert rating.rating_of(self.char2, "66")["games"] == 1
        # nothing is booked twice: the match is gone, a second claim is refused
        assert "Du spielst hier gerade keine Partie." in self.claim()
        assert records.record_of(self.char2, "66")["score"] == -records.ranking.LEAVING_PENALTY

    def test_think_time_counts_as_waited_for_a_turn_that_ran_out(self):
        self.seat_people()
        self.deck.db.think_time, self.deck.db.away_grace = 90, 60
        self.deck.start(seed=5)
        game = self.deck.match.game
        if game.to_act == 0:
            self.deck.play(self.char1, game.legal(0)[0])
        while self.timers.fire("turn_timeout"):  # stale ones (an earlier turn) do nothing
            pass
        while not self.deck.seats.entries()[1]["stand_in"] and self.timers.fire("take_over"):
            pass
        assert self.deck.seats.entries()[1]["stand_in"]
        assert "Char beansprucht den Sieg" in self.claim()  # 90 + 60 seconds went by

    def test_back_before_the_claim_play_goes_on(self):
        self.stand_in_for_char2()
        self.clock.now += 300
        reconnect(self.char2, self.room1)
        out = self.claim()
        assert "Niemand von der Gegenseite hat die Partie verlassen" in out
        assert self.deck.playing() and records.record_of(self.char2, "66")["score"] == 0

    def test_a_claim_without_anyone_gone_is_refused(self):
        self.seat_people()
        self.deck.start(seed=5)
        assert "Niemand von der Gegenseite hat die Partie verlassen" in self.claim()


class TestAloneWithComputers(LeaverTest):
    def test_against_computer_players_alone_nothing_changes(self):
        from game.typeclasses.cardplayers import CardPlayer
        from evennia.utils.create import create_object
        ferdl = create_object(CardPlayer, key="Ferdl", location=self.room1)
        self.deck.seats.sit(self.char2)
        self.deck.seats.sit(ferdl)
        self.deck.start(seed=5)
        disconnect(self.char2)
        self.timers.fire("take_over")
        entry = self.deck.seats.entries()[0]
        assert entry["stand_in"] and not entry.get("left")
        assert not any(callback.__name__ == "claim_ready"
                       for _, callback, _ in self.timers.pending)
        assert self.deck.playing()
