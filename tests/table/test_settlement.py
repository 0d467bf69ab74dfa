"""Table conduct between and during games: the Abrechnung waits for every person's
`weiter` (pause, think time, reload), the table's tempo, and the partner's Aus."""

import random
from unittest.mock import patch

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.cardgames import new_game
from game.commands.table import looking as table_looking, moves as table_moves, seats as table_seats, settings as table_settings, settlement as table_settlement
from game.faces import tabledata
from game.table import settlement, turns
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import connect, quick_tables


def play_first_moves(table, count):
    """`count` first legal moves (never `aus`) of the running game, saved."""
    match = table.match
    game = match.game
    for _ in range(count):
        seat = game.to_act
        game.act(seat, next(c for c in game.legal(seat) if c != "aus"))
    table.save_match(match)


def seeded_game(table, seed):
    """The running Gaigel game replaced by the engine's repeatable deal `seed`."""
    match = table.match
    match.game = new_game(match.preset, seed=seed, names=match.game.names)
    table.save_match(match)


class TwoPeopleAtGaigel(EvenniaCommandTest):
    """Char and Char2 opposite each other's partners: Char (1) and Frieda (3)
    against Char2 (2) and Karle (4)."""

    target = None

    def setUp(self):
        super().setUp()
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        for name in ("Frieda", "Karle"):
            create_object(CardPlayer, key=name, location=self.room1)
        connect(self.char1)
        connect(self.char2)
        self.timers = quick_tables(self)
        self.table.seats.sit(self.char1)
        self.table.seats.sit(self.char2)
        self.call(table_seats.CmdFill(), "", "Frieda setzt sich")
        self.table.start(target=self.target)

    def settle_by_aus(self):
        """Char calls Aus with nothing: an Untergaigel ends the game at once."""
        self.table.play(self.char1, "aus")
        assert self.table.match.game.result is not None


class TestTheAbrechnungWaits(TwoPeopleAtGaigel):
    def test_the_next_game_comes_only_after_every_person_said_weiter(self):
        self.settle_by_aus()
        assert self.table.match.index == 0  # no new deal yet
        self.call(table_settlement.CmdWeiter(), "",
                  "Du bist bereit; es fehlt noch Char2.")
        assert self.table.match.index == 0
        self.call(table_settlement.CmdWeiter(), "", "Du hast schon „weiter“ gesagt; "
                  "es fehlt noch Char2.")
        text = self.call(table_settlement.CmdWeiter(), "", "Neues Spiel", caller=self.char2)
        assert self.table.match.index == 1 and self.table.db.settlement is None
        assert self.table.match.game.result is None

    def test_the_table_says_whom_it_waits_for(self):
        with patch.object(self.char2, "msg") as heard:
            self.settle_by_aus()
            said = " ".join(str(c.args[0]) for c in heard.call_args_list if c.args)
        assert ("Mit „weiter“ geht es zum nächsten Spiel|n, sobald alle bereit sind; "
                "es fehlen noch Char und du (von selbst in 140 Sekunden; „pause“ hält "
                "die Abrechnung offen).") in said
        self.call(table_settlement.CmdWeiter(), "", "Du bist bereit")
        self.call(table_moves.CmdLege(), "1", "Dieses Spiel ist aus, die Abrechnung steht "
                  "noch. Mit „weiter“ geht es zum nächsten Spiel.", caller=self.char2)
        hand = strip_ansi(self.call(table_looking.CmdHand(), "", caller=self.char2))
        assert hand.count("Das Spiel ist vorbei.") == 1 and "Dieses Spiel ist aus" not in hand
        assert hand.endswith("Mit „weiter“ geht es zum nächsten Spiel.")

    def test_the_table_state_names_who_is_awaited(self):
        self.settle_by_aus()
        assert tabledata.state_for(self.table, self.char1)["abrechnung"] == {
            "wartet_auf": ["Char", "Char2"], "pause": False,
            "sekunden": self.table.settling.seconds()}
        self.table.settling.ready(self.char2)
        assert tabledata.state_for(self.table, self.char1)["abrechnung"] == {
            "wartet_auf": ["Char"], "pause": False, "sekunden": self.table.settling.seconds()}
        self.table.settling.ready(self.char1)
        assert tabledata.state_for(self.table, self.char1)["abrechnung"] is None

    def test_with_a_think_time_the_table_goes_on_by_itself(self):
        self.table.db.think_time = 30
        self.settle_by_aus()
        seconds = [s for s, callback, _ in self.timers.pending if callback.__name__ == "time_up"]
        assert seconds == [settlement.READING_TIME + 30]
        assert self.timers.fire("time_up")
        assert self.table.match.index == 1

    def test_pause_holds_the_abrechnung_open_until_weiter(self):
        self.settle_by_aus()
        self.table.settling.ready(self.char1)
        self.call(table_settlement.CmdPause(), "", "Du hältst die Abrechnung offen: es geht "
                  "erst weiter, wenn alle „weiter“ gesagt haben; es fehlen noch Char2 und du.")
        assert self.timers.fire("time_up")
        assert self.table.match.index == 0  # the timer did nothing
        self.table.settling.ready(self.char2)
        assert self.table.match.index == 0
        self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")
        assert self.table.match.index == 1

    def test_a_reload_keeps_the_abrechnung_and_who_said_weiter(self):
        self.settle_by_aus()
        self.table.settling.ready(self.char2)
        self.table.forget_match()
        self.timers.pending.clear()
        self.table.resume()  # what at_server_start does after a reload or restart
        assert self.table.match.index == 0
        assert self.table.settling.state() == {"wartet_auf": ["Char"], "pause": False,
                                               "sekunden": self.table.settling.seconds()}
        assert [c.__name__ for _, c, _ in self.timers.pending] == ["time_up"]
        self.table.settling.ready(self.char1)
        assert self.table.match.index == 1

    def test_a_stand_in_does_not_hold_it_up(self):
        self.settle_by_aus()
        self.table.settling.ready(self.char1)
        self.char2.sessions.count = lambda: 0  # Char2 went away meanwhile
        self.table.turns.take_over(1, None, same_turn=False)
        assert self.table.match.index == 1

    def test_weiter_while_a_game_runs_says_so_and_changes_nothing(self):
        before = self.table.db.match
        self.call(table_settlement.CmdWeiter(), "", "Das Spiel läuft noch; „weiter“ und "
                  "„pause“ gibt es nach der Abrechnung.")
        assert self.table.db.match == before


class TestNothingWaitsAtTheEndOfAMatch(TwoPeopleAtGaigel):
    target = 1

    def test_the_last_game_ends_the_match_without_waiting(self):
        self.settle_by_aus()
        assert self.table.match.over and not self.table.db.settlement
        self.call(table_settlement.CmdWeiter(), "", "Hier wartet keine Abrechnung.")


class TestComputerPlayersNeverHoldItUp(EvenniaCommandTest):
    def test_alone_with_a_computer_player_one_weiter_deals_on(self):
        deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        create_object(CardPlayer, key="Ferdl", location=self.room1)
        connect(self.char1)
        quick_tables(self)
        deck.seats.sit(self.char1)
        self.call(table_seats.CmdFill(), "", "Ferdl setzt sich")
        deck.start()
        match = deck.match
        game = match.game
        while game.result is None:
            seat = game.to_act
            game.act(seat, game.legal(seat)[0])
        deck.save_match(match)
        deck.after_change([])
        assert deck.settling.state() == {"wartet_auf": ["Char"], "pause": False,
                                         "sekunden": deck.settling.seconds()}
        self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")
        assert deck.match.index == 1


class FixedPause(random.Random):
    def uniform(self, a, b):
        return (a + b) / 2


class TestTempo(TwoPeopleAtGaigel):
    def test_tempo_shows_and_sets_the_table_s_tempo_between_games(self):
        assert not self.char2.check_permstring("Builder")
        self.call(table_settings.CmdTempo(), "", "Tempo am Gaigeltisch: normal", caller=self.char2)
        self.call(table_settings.CmdTempo(), "schnell", "Das Tempo stellt ihr zwischen zwei "
                  "Spielen ein, nicht mitten im Spiel.", caller=self.char2)
        self.call(table_settings.CmdTempo(), "langsam", "Das Tempo ist ruhig, normal oder "
                  "schnell.", caller=self.char2)
        assert self.table.tempo() == "normal"
        self.settle_by_aus()
        self.call(table_settings.CmdTempo(), "ruhig", "Das Tempo am Gaigeltisch ist jetzt ruhig",
                  caller=self.char2)
        assert self.table.db.tempo == "ruhig"
        assert "Tempo ruhig" in self.table.get_display_desc(self.char2)

    def test_a_builder_sets_the_tempo_at_any_time(self):
        assert self.char1.check_permstring("Builder") and self.table.playing()
        self.call(table_settings.CmdTempo(), "schnell", "Das Tempo am Gaigeltisch ist jetzt "
                  "schnell")
        assert self.table.tempo() == "schnell"

    def test_ruhig_waits_longer_than_normal_and_after_a_trick_schnell_almost_not(self):
        rng = FixedPause()
        calm = turns.npc_wait("normal", rng, tempo="ruhig")
        usual = turns.npc_wait("normal", rng)
        quick = turns.npc_wait("normal", rng, tempo="schnell")
        assert calm > usual > quick
        assert turns.npc_wait("normal", rng, "ruhig", after_trick=True) > calm
        assert turns.npc_wait("normal", rng, "normal", after_trick=True) == usual
        assert turns.npc_pause("schnell", rng=rng) < 0.2 * turns.npc_pause("normal", rng=rng)

class OnePersonAtGaigel(EvenniaCommandTest):
    """Char (1) and Frieda (3) against Gottlob (2) and Karle (4)."""

    def setUp(self):
        super().setUp()
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        for name in ("Gottlob", "Frieda", "Karle"):
            create_object(CardPlayer, key=name, location=self.room1)
        connect(self.char1)
        self.timers = quick_tables(self)
        self.table.seats.sit(self.char1)
        self.call(table_seats.CmdFill(), "", "Gottlob setzt sich")
        self.table.start()
        seeded_game(self.table, 3)


class TestTheComputerTurnsTempo(OnePersonAtGaigel):
    def test_the_computer_player_s_turn_waits_at_the_table_s_tempo(self):
        waits = {}
        for tempo in ("ruhig", "normal", "schnell"):
            self.table.db.tempo = tempo
            self.timers.pending.clear()
            with patch.object(turns, "TIMING", FixedPause()):
                self.table.play(self.char1, next(c for c in self.table.match.game.legal(0)
                                                 if c.startswith("höher hat")))
            waits[tempo] = next(s for s, c, _ in self.timers.pending
                                if c.__name__ == "npc_move")
            seeded_game(self.table, 3)  # the same deal again for the next tempo
        assert waits["ruhig"] > waits["normal"] > waits["schnell"]




class TestThePartnersAus(OnePersonAtGaigel):
    def callers(self):
        return [args[0] for _, c, args in self.timers.pending if c.__name__ == "npc_call_out"]

    def test_the_computer_partner_of_a_person_waits_for_its_turn(self):
        seeded_game(self.table, 1)
        play_first_moves(self.table, 24)  # Char and Frieda have 101, Char leads
        game = self.table.match.game
        assert game.view(2)["reached_101"][0] and game.to_act == 0
        self.timers.pending.clear()
        self.table.turns.schedule()
        assert self.callers() == []  # Frieda leaves the call to Char
        self.table.play(self.char1, next(c for c in game.legal(0) if c != "aus"))
        assert self.timers.fire("npc_move")  # Gottlob plays; then it is Frieda's turn
        assert self.table.match.game.to_act == 2
        assert self.callers() == [2]
        assert not any(c.__name__ == "npc_move" and args[0] == 2
                       for _, c, args in self.timers.pending)  # she calls instead of playing
        assert self.timers.fire("npc_call_out")
        assert "Frieda" in self.table.match.game.result.reason

    def test_the_person_calls_while_the_computer_partner_waits(self):
        seeded_game(self.table, 1)
        play_first_moves(self.table, 24)
        self.table.turns.schedule()
        text = self.call(table_moves.CmdAus(), "", "Du rufst: Aus!")
        assert "Char" in self.table.match.game.result.reason
        assert "Untergaigel" not in text

    def test_a_party_of_computer_players_calls_at_once_out_of_turn(self):
        seeded_game(self.table, 0)
        play_first_moves(self.table, 24)  # Gottlob and Karle have 101, Karle leads
        game = self.table.match.game
        assert game.view(1)["reached_101"][1] and game.to_act == 3
        self.timers.pending.clear()
        self.table.turns.schedule()
        assert self.callers() == [1]  # Gottlob, out of turn
