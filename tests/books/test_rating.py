"""The rating at the table: once per finished game, openskill's values, anchors fixed."""

from unittest.mock import patch

import pytest
from openskill.models import PlackettLuce

from game.books import rating, records
from game.cardgames import rating as maths
from game.commands.table import moves as table_moves
from game.typeclasses.school import LessonTable
from tests.helpers.decks import RecordTest


def openskill_after(me, foe, won):
    """openskill directly: one person against one other, won or lost."""
    model = PlackettLuce(limit_sigma=True)
    a = model.rating(mu=me["mu"], sigma=me["sigma"])
    b = model.rating(mu=foe["mu"], sigma=foe["sigma"])
    [[a], [b]] = model.rate([[a], [b]], ranks=[1, 2] if won else [2, 1])
    return a, b


def finish_game(table):
    """Play the current game to its end by the engine alone (a crash before the
    table heard of it)."""
    game = table.match.game
    while game.result is None:
        seat = game.to_act
        game.act(seat, game.legal(seat)[0])


class TestRatingBooked(RecordTest):
    def test_a_game_against_a_computer_player_is_rated_as_openskill_says(self):
        self.seat_both()
        self.deck.start(seed=5, target=7)
        game = self.deck.match.game
        before = rating.rating_of(self.char1, "66")
        assert before == maths.new_rating()
        anchor = rating.rating_of(self.npc, "66")
        self.play_game()
        won = 0 in game.result.winners
        want, _ = openskill_after(before, anchor, won)
        after = rating.rating_of(self.char1, "66")
        assert after["mu"] == pytest.approx(want.mu) and after["sigma"] == pytest.approx(want.sigma)
        assert after["games"] == 1
        assert rating.rating_of(self.npc, "66") == anchor  # the anchor is never written
        assert "rating" not in records.record_of(self.npc, "66")
        assert rating.rating_of(self.char1, "gaigel") == maths.new_rating()

    def test_two_people_are_rated_against_each_other(self):
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        records.update(self.char2, "66", "vorher", lambda rec: dict(
            rec, rating={"mu": 31.0, "sigma": 3.0, "games": 40}))
        self.deck.start(seed=5, target=7)
        game = self.deck.match.game
        one, two = rating.rating_of(self.char1, "66"), rating.rating_of(self.char2, "66")
        self.play_game(humans={0: self.char1, 1: self.char2})
        won = 0 in game.result.winners
        want_one, want_two = openskill_after(one, two, won)
        assert rating.rating_of(self.char1, "66")["mu"] == pytest.approx(want_one.mu)
        assert rating.rating_of(self.char2, "66")["mu"] == pytest.approx(want_two.mu)
        assert rating.rating_of(self.char2, "66")["sigma"] == pytest.approx(want_two.sigma)
        assert rating.rating_of(self.char2, "66")["games"] == 41

    def test_a_game_is_rated_once_across_resume_and_a_lost_table_mark(self):
        self.seat_both()
        self.deck.start(seed=5, target=7)
        finish_game(self.deck)
        saved = self.deck.match.to_json()
        self.deck.db.match = saved
        self.deck.resume()  # books and rates, opens the Abrechnung
        once = rating.rating_of(self.char1, "66")
        self.deck.resume()
        self.deck.db.match, self.deck.db.booked = saved, None  # the table forgot it booked
        self.deck.resume()
        assert rating.rating_of(self.char1, "66") == once and once["games"] == 1

    def test_a_failed_game_end_rates_nothing_and_the_move_again_rates_once(self):
        self.seat_both()
        self.deck.start(seed=5, target=7)
        with patch.object(records, "book_personal", side_effect=RuntimeError("disk full")):
            with self.assertRaises(RuntimeError):
                self.play_game()
        assert rating.rating_of(self.char1, "66")["games"] == 0
        self.play_game()
        assert rating.rating_of(self.char1, "66")["games"] == 1

    def test_a_game_lost_with_advice_is_rated(self):
        self.seat_both()
        self.deck.start(seed=5, target=7)
        self.call(table_moves.CmdRat(), "", "Vorweg:")
        self.play_game()  # seat 0 loses it (tests/books/test_rating_fairplay.py)
        assert rating.rating_of(self.char1, "66")["games"] == 1
        assert records.record_of(self.char1, "66")["advice"] == 1

    def test_a_game_nochmal_is_not_rated(self):
        self.seat_both()
        self.deck.start(seed=5, target=1)
        self.play_game()
        assert rating.rating_of(self.char1, "66")["games"] == 1
        self.deck.deal_again(self.char1)
        assert self.deck.db.practice
        self.play_game()
        assert self.deck.match.game.result is not None
        assert rating.rating_of(self.char1, "66")["games"] == 1

    def test_a_stand_in_s_game_is_a_lost_one_for_the_absent_person(self):
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.deck.start(seed=5, target=7)
        seats = self.deck.seats.copies()
        seats[0]["stand_in"] = True
        seats[0]["stood_in"] = [0]
        self.deck.db.seats = seats
        self.deck.turns.schedule()
        before = rating.rating_of(self.char2, "66")
        game = self.deck.match.game
        self.play_game(humans={1: self.char2})
        assert rating.rating_of(self.char1, "66")["games"] == 1  # a loss, whatever it made
        assert rating.rating_of(self.char1, "66")["mu"] < maths.START_MU
        won = 1 in game.result.winners
        want, _ = openskill_after(before, maths.anchor("66", "normal"), won)
        assert rating.rating_of(self.char2, "66")["mu"] == pytest.approx(want.mu)

    def test_lessons_are_never_rated(self):
        assert LessonTable.rated is False
        assert self.deck.rated is not False


class TestRatingShown(RecordTest):
    def give(self, obj, kind="66", **value):
        records.update(obj, kind, f"test:{obj.key}:{value}",
                       lambda rec: dict(rec, games=value["games"], rating=value))

    def test_bilanz_rang_and_wertung_show_the_value_provisional_below_20(self):
        from evennia.utils.ansi import strip_ansi
        from game.commands import records as cmds
        self.give(self.char1, mu=30.0, sigma=2.0, games=25)
        self.give(self.char1, "gaigel", mu=27.0, sigma=5.0, games=3)
        out = strip_ansi(self.call(cmds.CmdBilanz(), ""))
        assert "Wertung" in out and "24,0" in out and "12,0 (vorläufig)" in out
        out = strip_ansi(self.call(cmds.CmdRang(), ""))
        assert "Wertung: 24,0 (25 gewertete Spiele)" in out
        assert "Wertung: 12,0 (vorläufig, 3 gewertete Spiele)" in out
        out = strip_ansi(self.call(cmds.CmdWertung(), ""))
        assert "Deine Wertung" in out and "minus dreimal" in out and "vorläufig" in out
        out = strip_ansi(self.call(cmds.CmdWertung(), "Ferdl"))
        assert "fester Wert eines Computerspielers" in out

    def test_bestenliste_wertung_orders_by_shown_value_and_alle_adds_anchors(self):
        from evennia.utils.ansi import strip_ansi
        from game.commands import records as cmds
        self.give(self.char1, mu=30.0, sigma=2.0, games=25)
        self.give(self.char2, mu=35.0, sigma=2.5, games=40)
        records.update(self.npc, "66", "test:npc", lambda rec: dict(rec, games=3))
        out = strip_ansi(self.call(cmds.CmdBestenliste(), "wertung 66"))
        assert out.index("Char2") < out.index("Char ") and "27,5" in out and "24,0" in out
        assert "Ferdl" not in out and "Du stehst auf Platz 2 von 2." in out
        out = strip_ansi(self.call(cmds.CmdBestenliste(), "wertung alle"))
        assert "Ferdl" in out and "fester Wert" in out
        out = strip_ansi(self.call(cmds.CmdBestenliste(), "wertung gaigel"))
        assert "Im Gaigel hat noch niemand ein gewertetes Spiel." in out
        out = strip_ansi(self.call(cmds.CmdBestenliste(), "wertung skat"))
        assert "nach der Wertung: bestenliste wertung [66" in out
