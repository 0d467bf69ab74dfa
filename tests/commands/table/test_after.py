"""After the game: the whole deal shown (never before), the stored games, `nochmal`."""

import json
from functools import wraps
from unittest.mock import patch

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest
from twisted.internet import defer

from game import thinking
from game.books import gamelog
from game.cardgames.ai import analysis
from game.commands.table import after as table_after, looking as table_looking, seats as table_seats
from game.commands.table import settlement as table_settlement
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import DEAL_66, connect, deal_fixed, quick_tables


class AfterGameTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.npc = create_object(CardPlayer, key="Ferdl", location=self.room1)
        connect(self.char1)
        self.timers = quick_tables(self)
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdInvite(), "Ferdl", "Ferdl nimmt")

    def start(self, target=7):
        self.deck.start(target=target, seed=3)
        deal_fixed(self.deck, "66", DEAL_66)

    def finish_game(self):
        """Both seats play their first legal move until the game is over (settled:
        between two games the Abrechnung then waits for `weiter`)."""
        while self.deck.match.game.result is None:
            game = self.deck.match.game
            if game.to_act == 0:
                self.deck.play(self.char1, game.legal(0)[0])
            else:
                self.timers.let_computers_play()

    def out(self, cmd, args=""):
        return strip_ansi(self.call(cmd, args))


class TestWholeDeal(AfterGameTest):
    def test_verlauf_never_shows_the_deal_while_the_game_runs(self):
        self.start()
        self.deck.play(self.char1, self.deck.match.game.legal(0)[0])
        self.timers.let_computers_play()
        text = self.out(table_looking.CmdVerlauf())
        assert "ausgeteilt" not in text and "Stapel, von oben" not in text
        assert "Laub-A" not in text  # a card of the other hand, not played yet

    def test_verlauf_letztes_shows_every_hand_and_the_talon_after_the_game(self):
        self.start()
        self.finish_game()
        text = self.out(table_looking.CmdVerlauf(), "letztes")
        assert "So war ausgeteilt:" in text, text
        assert "Char: Eichel-9, Laub-10, Herz-A, Herz-K, Herz-O, Schellen-10" in text
        assert "Ferdl: Eichel-A, Eichel-10, Eichel-K, Eichel-O, Laub-A, Laub-K" in text
        assert "Trumpf aufgedeckt: Eichel-U" in text
        assert "Stapel, von oben: Laub-O, Laub-U, Laub-9, Herz-10" in text
        # the next game runs: its deal stays hidden
        self.call(table_settlement.CmdWeiter(), "", "Neues Spiel")
        text = self.out(table_looking.CmdVerlauf())
        assert "ausgeteilt" not in text

    def test_the_last_game_of_a_finished_match_shows_its_deal(self):
        self.start(target=1)
        self.finish_game()
        assert self.deck.match.over
        text = self.out(table_looking.CmdVerlauf())
        assert "So war ausgeteilt:" in text and "Ferdl: Eichel-A" in text


class TestStoredGames(AfterGameTest):
    def test_a_finished_game_is_stored_listed_and_read_back(self):
        self.start()
        self.finish_game()
        kept = gamelog.games(self.char1)
        assert len(kept) == 1 and kept[0]["seat"] == 0
        assert kept[0]["deal"]["hands"][1][0] == "eichel ass"
        assert kept[0]["log"] and kept[0]["result"]["winners"]
        assert gamelog.games(self.npc) == []  # computer players keep nothing
        text = self.out(table_after.CmdPartien())
        assert "Deine letzten Spiele (1" in text and "  1. " in text and "gegen Ferdl" in text
        assert "vor seinem Ende aufgegeben wird, wird nicht aufgehoben" in text
        text = self.out(table_looking.CmdVerlauf(), "1")
        assert "Du warst Char" in text and "So war ausgeteilt:" in text
        assert " 1. " in text  # the first trick of the course

    def test_a_game_given_up_is_not_kept_and_partien_says_so(self):
        self.start()
        self.deck.give_up(self.char1)
        assert gamelog.games(self.char1) == []
        text = self.out(table_after.CmdPartien())
        assert "vor seinem Ende aufgegeben wird, wird nicht aufgehoben" in text

    def test_verlauf_of_a_game_not_stored_says_so(self):
        text = self.out(table_looking.CmdVerlauf(), "3")
        assert "noch kein Spiel zu Ende gespielt" in text
        self.start()
        self.finish_game()
        text = self.out(table_looking.CmdVerlauf(), "3")
        assert "Ein Spiel Nummer 3 hast du nicht" in text

    def test_only_the_last_fifty_stay(self):
        for number in range(gamelog.KEEP + 3):
            gamelog.store(self.char1, {"n": number})
        kept = gamelog.games(self.char1)
        assert len(kept) == gamelog.KEEP
        assert kept[0]["n"] == gamelog.KEEP + 2 and kept[-1]["n"] == 3

    def test_stored_games_are_in_the_database(self):
        self.start()
        self.finish_game()
        from evennia.typeclasses.attributes import Attribute

        row = Attribute.objects.get(db_key=gamelog.ATTRIBUTE, objectdb=self.char1)
        assert len(row.value) == 1 and json.loads(row.value[0])["preset"] == "66"
        self.char1.attributes.reset_cache()
        assert len(gamelog.games(self.char1)) == 1


def in_process(function, args, budget, fallback, what=""):
    """The worker pool stood in by this process (tests only)."""
    return defer.succeed(function(*args))


def quick_judge(position, seed=0, samples=None):
    return analysis.judge_position.__wrapped__(position, seed, samples=4)


class TestNochmal(AfterGameTest):
    def test_nochmal_deals_the_same_cards_to_the_same_seats_and_counts_for_nothing(self):
        self.start(target=1)
        self.finish_game()
        assert not self.deck.playing() and self.deck.seats.of(self.npc) == 1  # kept for Char
        booked = gamelog.plain(self.char1.attributes.get("cardrecords"))
        text = self.out(table_after.CmdNochmal())
        assert "setzt sich wieder dazu" not in text  # Ferdl never got up
        assert "Nochmal dieselben Karten (Char, Ferdl)" in text and "zählt nicht" in text
        game = self.deck.match.game
        assert sorted(game.view(0)["hand"]) == sorted(DEAL_66["hands"][0])
        assert game.view(0)["trump_card"] == "eichel unter"
        self.finish_game()
        assert "Das Spiel „nochmal“ ist aus" in self.out(table_looking.CmdHand())
        assert not self.deck.playing()
        assert gamelog.plain(self.char1.attributes.get("cardrecords")) == booked
        kept = gamelog.games(self.char1)
        assert kept[0]["practice"] and not kept[1]["practice"]
        assert "(nochmal)" in self.out(table_after.CmdPartien())

    def test_nochmal_getauscht_gives_each_the_other_seats_cards(self):
        self.start(target=1)
        self.finish_game()
        text = self.out(table_after.CmdNochmal(), "getauscht")
        assert "die Plätze getauscht" in text
        assert self.deck.seats.of(self.char1) == 1 and self.deck.seats.of(self.npc) == 0
        game = self.deck.match.game
        assert sorted(game.view(1)["hand"]) == sorted(DEAL_66["hands"][1])
        assert game.names == ["Ferdl", "Char"]

    def test_nochmal_is_refused_during_a_match_and_before_any_game(self):
        text = self.out(table_after.CmdNochmal())
        assert "noch kein Spiel zu Ende gegangen" in text
        self.start()
        self.finish_game()
        match = self.deck.match.to_json()
        text = self.out(table_after.CmdNochmal())
        assert "Mitten in einer Partie geht das nicht" in text
        assert self.deck.match.to_json() == match
        assert "verstehe ich hier nicht" in self.out(table_after.CmdNochmal(), "bitte")


class TestAnalyse(AfterGameTest):
    def setUp(self):
        super().setUp()
        for p in (patch("game.thinking.ask", in_process),
                  patch("game.cardgames.ai.analysis.judge_position",
                        wraps(analysis.judge_position)(quick_judge))):
            p.start()
            self.addCleanup(p.stop)

    def test_analyse_goes_through_the_last_game_and_is_no_advice(self):
        self.start()
        self.finish_game()
        text = self.out(table_after.CmdAnalyse())
        assert "Der starke Computerspieler geht dein Spiel durch (" in text
        assert "Analyse läuft … " in text and " %" in text
        assert "Analyse deines Spiels vom" in text and "(Sechsundsechzig, gegen Ferdl;" in text
        assert "Entscheidungen" in text and "Stich  dein Zug" in text
        assert self.deck.db.advice == []
        assert not thinking.analysis_busy()

    def test_the_web_client_can_tell_the_progress_lines_from_the_answer(self):
        """The progress lines and the answer carry their class (`cls`), so the web
        client drops the progress once the answer is there (kartentisch_tafeln.js)."""
        self.start()
        self.finish_game()
        sent = []
        self.char1.msg = lambda text=None, **kwargs: sent.append(text)
        self.addCleanup(lambda: self.char1.__dict__.pop("msg", None))
        self.call(table_after.CmdAnalyse(), "", receiver=self.char2)
        progress = [t[0] for t in sent if isinstance(t, tuple) and t[1] == table_after.PROGRESS]
        done = [t[0] for t in sent if isinstance(t, tuple) and t[1] == table_after.DONE]
        assert progress[0].startswith("Der starke Computerspieler geht dein Spiel durch (")
        assert all(t.startswith("Analyse läuft … ") for t in progress[1:]) and progress[1:]
        assert len(done) == 1 and "Analyse deines Spiels vom" in done[0]
        assert sent[-1][1] == table_after.DONE  # the answer comes last
        assert table_after.PROGRESS["cls"].split() == ["out", "kt-laeuft"]
        assert table_after.DONE["cls"].split() == ["out", "kt-fertig"]

    def test_analyse_a_stored_game_by_number(self):
        self.start()
        self.finish_game()
        text = self.out(table_after.CmdAnalyse(), "1")
        assert "Analyse deines Spiels vom" in text
        assert "Ein Spiel Nummer 2 hast du nicht" in self.out(table_after.CmdAnalyse(), "2")

    def test_analyse_without_a_finished_game_or_by_an_onlooker(self):
        assert "noch kein Spiel zu Ende" in self.out(table_after.CmdAnalyse())
        self.start()
        self.finish_game()
        other = self.char2
        other.location = self.room1
        self.call(table_after.CmdAnalyse(), "", caller=other)
        assert "hast du nicht mitgespielt" in strip_ansi(self.call(table_after.CmdAnalyse(), "",
                                                                   caller=other))


class TestDealAsData(AfterGameTest):
    def test_the_result_state_carries_the_deal_and_the_table_state_never(self):
        sent = []
        with patch("game.faces.tabledata.send",
                   lambda obj, **data: sent.append(
                       {name: made() if callable(made) else made for name, made in data.items()})):
            self.start()
            self.finish_game()
        results = [d["kartenrunde_ergebnis"] for d in sent if "kartenrunde_ergebnis" in d]
        assert results and all(r["deal"] for r in results)
        deal = results[0]["deal"]
        assert [e["card"] for e in deal["hands"][1]] == DEAL_66["hands"][1]
        assert deal["trump"]["card"] == "eichel unter"
        assert [e["card"] for e in deal["talon"]] == DEAL_66["talon"]
        assert not any("deal" in d.get("kartenrunde_tisch", {}) for d in sent)


class TestNochmalGaigel(EvenniaCommandTest):
    """Gaigel for four: `nochmal getauscht` gives each party the other party's cards."""

    def setUp(self):
        super().setUp()
        from game.typeclasses.carddecks import GaigelTable

        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        for name in ("Gottlob", "Frieda", "Karle"):
            create_object(CardPlayer, key=name, location=self.room1)
        connect(self.char1)
        self.timers = quick_tables(self)
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdFill(), "", "Gottlob setzt sich")
        self.table.start(seed=3, target=1)

    def finish(self):
        for _ in range(400):
            match = self.table.match
            if not self.table.playing():
                return
            game, mine = match.game, self.table.seats.of(self.char1)
            if game.to_act == mine:
                self.table.play(self.char1, next(c for c in game.legal(mine) if c != "aus"))
            elif not self.timers.fire("npc_move") and not self.timers.fire("npc_call_out"):
                assert self.timers.fire("end_grace")
        raise AssertionError("the game did not end")

    def test_nochmal_getauscht_moves_everybody_one_seat_on(self):
        self.finish()
        dealt = gamelog.games(self.char1)[0]["deal"]
        names = gamelog.games(self.char1)[0]["names"]
        text = self.out(table_after.CmdNochmal(), "getauscht")
        assert "Nochmal dieselben Karten" in text and "die Plätze getauscht" in text
        game = self.table.match.game
        assert game.names == names[-1:] + names[:-1]
        assert self.table.seats.of(self.char1) == 1
        assert sorted(game.view(1)["hand"]) == sorted(dealt["hands"][1])
        assert game.view(0)["trump_card"] == dealt["trump"]
        self.finish()
        assert gamelog.games(self.char1)[0]["practice"]

    def out(self, cmd, args=""):
        return strip_ansi(self.call(cmd, args))


def test_partien_says_whose_points_a_lost_game_gave():
    record = {"names": ["Anna", "Ferdl"],
              "result": {"winners": [1], "points": [0, 3], "striche": [0, 0]}}
    assert gamelog.outcome_for(record, 1) == "gewonnen, 3 Punkte"
    assert gamelog.outcome_for(record, 0) == "verloren, Ferdl bekommt 3 Punkte"
