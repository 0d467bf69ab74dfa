"""The game's end as signals (gameend.py): a subscriber hears each game's and
match's end once, inside the move's transaction, also across a resume; the
records, the kept games and the tour are such subscribers."""

from django.dispatch import receiver

from game.common import gameend
from game.common.gameend import MatchEnd
from tests.helpers.decks import RecordTest


class Heard:
    """A subscriber for one test: what each signal brought."""

    def __init__(self, test):
        self.games, self.matches = [], []
        uid = f"test-{id(self)}"

        @receiver(gameend.game_ended, dispatch_uid=uid + "-game")
        def game(sender, match, key, practice, **kwargs):
            assert match.game.result is not None
            self.games.append((sender, key, practice))

        @receiver(gameend.match_ended, dispatch_uid=uid + "-match")
        def matched(sender, match, key, outcome, quitter, **kwargs):
            self.matches.append((sender, key, outcome, quitter))

        self.receivers = (game, matched)  # Django keeps weak references
        for signal, suffix in ((gameend.game_ended, "-game"), (gameend.match_ended, "-match")):
            test.addCleanup(signal.disconnect, dispatch_uid=uid + suffix)


class TestGameEndSignals(RecordTest):
    def test_each_game_and_the_match_end_are_sent_once_with_their_keys(self):
        heard = Heard(self)
        self.seat_both()
        self.deck.start(seed=5, target=2)
        match = self.deck.match
        first = gameend.game_key(match)
        self.play_game()
        assert heard.games == [(self.deck, first, False)] and heard.matches == []
        while self.deck.playing():
            if self.deck.settling.is_open():
                self.deck.settling.ready(self.char1)
            self.play_game()
        keys = [key for _, key, _ in heard.games]
        assert len(keys) == len(set(keys)) == match.index + 1
        assert heard.matches == [(self.deck, gameend.match_key(match), MatchEnd.PLAYED, None)]
        self.deck.resume()  # a reload after the end sends nothing again
        assert len(heard.games) == match.index + 1 and len(heard.matches) == 1

    def test_a_game_left_unsent_by_a_crash_is_sent_at_the_resume(self):
        heard = Heard(self)
        self.seat_both()
        self.deck.start(seed=5, target=1)
        match = self.deck.match
        while match.game.result is None:  # played out, then the server died
            seat = match.game.to_act
            match.game.act(seat, match.game.legal(seat)[0])
        self.deck.db.match = match.to_json()
        self.deck.resume()
        self.deck.resume()
        assert [key for _, key, _ in heard.games] == [gameend.game_key(match)]
        assert [outcome for _, _, outcome, _ in heard.matches] == [MatchEnd.PLAYED]
        assert self.rec(self.char1)["matches"] == 1 and self.deck.db.last_game

    def test_giving_up_and_abandoning_send_the_match_end_with_how(self):
        heard = Heard(self)
        self.seat_both()
        self.deck.start(seed=5, target=7)
        seed = gameend.match_key(self.deck.match)
        self.deck.give_up(self.char1)
        assert heard.matches == [(self.deck, seed, MatchEnd.GIVEN_UP, 0)]
        assert heard.games == []  # no game was finished
        assert self.rec(self.char1)["matches"] == 1  # the records heard it
        assert self.deck.seats.of(self.npc) == 1  # Ferdl stays for Char's next match
        self.deck.start(seed=6, target=7)
        self.deck.abandon("Der Tisch wird abgebaut.")
        assert heard.matches[-1][2] is MatchEnd.ABANDONED
        assert self.rec(self.char1)["matches"] == 1  # abandoned: not booked

    def test_a_subscriber_that_fails_undoes_the_move_that_ended_the_game(self):
        self.seat_both()
        self.deck.start(seed=5, target=7)

        @receiver(gameend.game_ended, dispatch_uid="test-fails")
        def fails(sender, **kwargs):
            raise RuntimeError("rating down")
        self.addCleanup(gameend.game_ended.disconnect, dispatch_uid="test-fails")
        with self.assertRaises(RuntimeError):
            self.play_game()
        assert self.deck.match.game.result is None  # read back as saved: before the move
        assert self.rec(self.char1)["games"] == 0 and self.deck.db.last_game is None
        gameend.game_ended.disconnect(dispatch_uid="test-fails")
        self.play_game()
        assert self.rec(self.char1)["games"] == 1 and self.deck.db.last_game
