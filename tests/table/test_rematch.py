"""`revanche`: a new match with the same people, agreed by all, refused by one."""

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object

from game.commands.table import competition
from game.typeclasses.carddecks import GaigelTable
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.decks import RecordTest


class RematchTest(RecordTest):
    def two_people(self, target=1):
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.deck.start(seed=5, target=target)
        self.play_game(humans={0: self.char1, 1: self.char2})
        assert not self.deck.playing() and self.deck.db.rematch

    def say(self, cmd, args="", caller=None):
        return strip_ansi(self.call(cmd(), args, caller=caller or self.char1))


class TestRematch(RematchTest):
    def test_agreed_by_both_a_new_match_with_the_dealer_moved_on(self):
        self.two_people()
        old = self.deck.match
        out = self.say(competition.CmdRevanche, "bis 3")
        assert "Char bietet eine Revanche an (bis 3)" in out
        assert not self.deck.playing()
        self.say(competition.CmdJa, caller=self.char2)
        match = self.deck.match
        assert self.deck.playing() and match.seed != old.seed and match.target == 3
        assert match.dealer == (old.dealer + 1) % 2 and match.index == 0
        assert [e["name"] for e in self.deck.seats.copies()] == ["Char", "Char2"]
        assert self.deck.db.rematch is None

    def test_both_saying_revanche_starts_it_with_the_same_length(self):
        self.two_people()
        self.say(competition.CmdRevanche)
        self.say(competition.CmdRevanche, caller=self.char2)
        assert self.deck.playing() and self.deck.match.target == 1

    def test_nein_withdraws_the_offer(self):
        self.two_people()
        self.say(competition.CmdRevanche)
        out = self.say(competition.CmdNein, caller=self.char2)
        assert "Char2 will keine Revanche" in out
        assert not self.deck.playing()
        out = self.say(competition.CmdJa)
        assert "Gerade ist keine Revanche angeboten" in out
        assert not self.deck.playing()

    def test_refused_when_someone_left_or_before_any_match(self):
        out = self.say(competition.CmdRevanche)
        assert "keine Partie zu Ende gegangen" in out
        self.two_people()
        self.deck.seats.stand(self.char2)
        out = self.say(competition.CmdRevanche)
        assert "Für eine Revanche fehlt jemand: Char2" in out and not self.deck.playing()

    def test_bad_words_change_nothing(self):
        self.two_people()
        assert "Benutzung: revanche" in self.say(competition.CmdRevanche, "bis morgen")
        assert "Gespielt wird bis 3, 7 oder 11." in self.say(competition.CmdRevanche, "bis 5")
        assert not self.deck.playing() and self.deck.db.rematch["offer"] is None

    def test_against_a_computer_player_it_starts_at_once_with_it_still_seated(self):
        self.seat_both()
        self.deck.start(seed=5, target=1)
        self.play_game()
        assert self.deck.seats.copies()[1]["name"] == "Ferdl"  # kept for Char alone
        out = self.say(competition.CmdRevanche)
        assert "Revanche!" in out and self.deck.playing() and self.deck.match.target == 1
        assert "setzt sich wieder dazu" not in out
        assert self.deck.seats.copies()[1]["name"] == "Ferdl"

    def test_with_two_people_the_computer_players_sit_down_again(self):
        table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        table.timers = self.timers
        self.char2.location = self.room1
        table.seats.sit(self.char1)
        table.seats.sit(self.char2)
        for name in ("Gottlob", "Frieda"):
            table.seats.sit(create_object(CardPlayer, key=name, location=self.room1))
        table.start(seed=3, target=3)
        table.give_up(self.char1)
        assert [entry["name"] if entry else None for entry in table.seats.copies()] == [
            "Char", "Char2", None, None]  # they got up: other people may sit down
        strip_ansi(self.call(competition.CmdRevanche(), "gaigeltisch", caller=self.char1))
        out = strip_ansi(self.call(competition.CmdJa(), "gaigeltisch", caller=self.char2))
        assert "Gottlob setzt sich wieder dazu." in out and "Revanche!" in out
        assert table.playing() and table.match.target == 3
        assert [entry["name"] for entry in table.seats.copies()] == [
            "Char", "Char2", "Gottlob", "Frieda"]

    def test_after_giving_up_a_rematch_is_offered_too(self):
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        self.deck.start(seed=5, target=7)
        self.deck.give_up(self.char2)
        self.say(competition.CmdRevanche)
        self.say(competition.CmdJa, caller=self.char2)
        assert self.deck.playing() and self.deck.match.target == 7


class TestRematchButton(RematchTest):
    def test_the_last_abrechnung_of_a_match_carries_the_button_for_seated_people(self):
        from tests.helpers.states import RoomRecorder
        self.char2.location = self.room1
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)
        me = RoomRecorder(self.deck, self.char1)
        self.deck.start(seed=5, target=7)
        self.play_game(humans={0: self.char1, 1: self.char2})
        results = [data for (name, _, data), _ in me.messages if name == "kartenrunde_ergebnis"]
        assert results[-1]["match_over"] is False and results[-1]["revanche"] is None
        self.deck.settling.ready(self.char1)
        self.deck.settling.ready(self.char2)
        self.deck.give_up(self.char2)  # no Abrechnung after giving up
        self.deck.start(seed=5, target=1)
        self.play_game(humans={0: self.char1, 1: self.char2})
        results = [data for (name, _, data), _ in me.messages if name == "kartenrunde_ergebnis"]
        assert results[-1]["match_over"] is True
        assert results[-1]["revanche"] == {"command": "revanche", "label": "Revanche"}
