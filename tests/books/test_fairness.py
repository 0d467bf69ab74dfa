"""Provable deals at a table: the hash before, the seats' seeds, the reveal at the
match's end, `mischung prüfen`, and no server seed in any text, GMCP frame or
examine while its match runs."""

import json
import re

from evennia.commands.default.building import CmdExamine
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import dealcounts, fairness, gamelog
from game.cardgames import provable
from game.cardgames.replay import deal_of
from game.commands.fairness import CmdMischung, CmdStatistik
from game.faces import readers
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import connect, quick_tables
from tests.helpers.states import FakeSession, play_out_first_game

HEX = re.compile(r"[0-9a-f]{64}")


class Wire:
    """Everything a reader is sent (text and OOB), as a client would get it."""

    def __init__(self, obj, protocol="websocket"):
        self.frames, self.texts = [], []
        obj.sessions.all = lambda: [FakeSession(protocol)]
        obj.msg = self

    def __call__(self, text=None, **kwargs):
        kwargs.pop("session", None)
        kwargs.pop("options", None)
        self.frames.append(json.dumps([text, kwargs], ensure_ascii=False, default=str))
        if text is not None:
            self.texts.append(text[0] if isinstance(text, tuple) else text)

    def text(self):
        return "\n".join(self.frames)

    def lines(self):
        """The running text only (no OOB data)."""
        return "\n".join(self.texts)


class FairTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        connect(self.char1)
        connect(self.char2)
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.npc = create_object(CardPlayer, key="Ferdl", location=self.room1)

    def seat(self):
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.npc)

    def seed_hex(self):
        return fairness.server_seed(self.deck).hex()


class TestBeforeAndDuring(FairTest):
    def test_the_hash_is_there_before_the_first_deal_and_the_match_deals_from_it(self):
        self.seat()
        digest = fairness.commitment(self.deck)
        self.call(CmdMischung(), "", "Mischung am 66-Kartenspiel")
        assert digest in self.deck.get_display_desc(self.char1)
        self.call(CmdMischung(), "eigen  Glückskeks am Dienstag ", "Dein eigener Samen ist jetzt "
                  "„Glückskeks am Dienstag“")
        match = self.deck.start(target=3)
        assert match.fair["hash"] == digest
        assert match.fair["seeds"][0] == "Glückskeks am Dienstag"
        assert len(match.fair["seeds"][1]) == 16  # Ferdl's: drawn at random and shown
        order, deal = provable.recomputed("66", match.options, match.dealer,
                                          fairness.server_seed(self.deck), match.fair["seeds"], 1)
        assert deal_of(match.game) == deal

    def test_a_bad_own_seed_is_refused_and_changes_nothing(self):
        self.call(CmdMischung(), "eigen " + "x" * 101, "Ein eigener Samen hat höchstens 100")
        self.call(CmdMischung(), "eigen", "Welchen Samen?")
        assert fairness.own_seed(self.char1) is None

    def test_no_command_look_examine_or_gmcp_frame_shows_the_seed_while_the_match_runs(self):
        self.seat()
        me, watcher = Wire(self.char1), Wire(self.char2)
        self.deck.watch(self.char2)
        self.deck.start(target=99)
        secret = self.seed_hex()
        play_out_first_game(self, self.deck, {0})
        self.deck.settling.ready(self.char1)  # the second game is dealt from the same seed
        assert self.deck.match.index == 1
        for obj in (self.char1, self.char2):
            self.deck.get_display_desc(obj)
        shown = self.call(CmdMischung(), "", "Mischung am 66-Kartenspiel", caller=self.char2)
        checked = self.call(CmdMischung(), "prüfen 1", "Spiel 1", caller=self.char1)
        examined = self.call(CmdExamine(), "66-Kartenspiel", caller=self.char1)
        for text in (me.text(), watcher.text(), shown, checked, examined,
                     self.deck.get_display_desc(self.char1), self.deck.match.to_json(),
                     json.dumps(gamelog.games(self.char1), ensure_ascii=False)):
            assert secret not in text
        assert fairness.commitment(self.deck) in me.text() and fairness.commitment(
            self.deck) in shown  # the hash is public
        assert "erst an ihrem Ende aufgedeckt" in checked


class TestReveal(FairTest):
    def play_match_of_one_game(self):
        self.seat()
        self.deck.start(target=1)
        digest, secret = fairness.commitment(self.deck), self.seed_hex()
        with self.captureOnCommitCallbacks(execute=True):
            play_out_first_game(self, self.deck, {0})
            while not self.deck.match.over:  # a tie („niemand bekommt Punkte“): once more
                self.deck.settling.deal_on()
                play_out_first_game(self, self.deck, {0}, index=self.deck.match.index)
        return digest, secret

    def test_the_match_end_reveals_the_seed_whose_hash_was_shown_and_draws_a_new_one(self):
        me = Wire(self.char1)
        digest, secret = self.play_match_of_one_game()
        assert self.deck.match.over
        done = fairness.revealed(self.deck)[0]
        assert done["hash"] == digest and done["seed"] == secret
        assert provable.commitment(bytes.fromhex(secret)) == digest
        assert fairness.commitment(self.deck) != digest
        record = gamelog.games(self.char1)[0]
        assert record["mischung"]["server_seed"] == secret
        assert record["mischung"]["number"] == 1
        said = me.lines()
        assert "Die Mischung dieser Partie ist aufgedeckt: |lcmischung prüfen 1|ltMischung " \
            "nachprüfen|le" in said
        assert not HEX.search(said)  # one link, no hex digits in the running text
        shown = self.call(CmdMischung(), "", "Mischung am 66-Kartenspiel")
        assert f"Zuletzt aufgedeckt: Server-Samen {secret} zum Hash {digest}" in shown

    def test_telnet_reads_the_command_that_checks_and_no_hex_digits(self):
        me = Wire(self.char1, "telnet")
        watcher = Wire(self.char2, "telnet")
        self.deck.watch(self.char2)
        self.play_match_of_one_game()
        mine, theirs = me.lines(), watcher.lines()
        assert "aufgedeckt:|n |w|lcmischung prüfen 1|ltmischung prüfen 1|le|n rechnet dein " \
            "letztes Spiel nach" in mine
        assert "aufgedeckt:|n |wmischung|n zeigt den Samen" in theirs  # kept no game of it
        assert not HEX.search(mine) and not HEX.search(theirs)

    def test_a_screen_reader_reads_the_command_not_a_link(self):
        me = Wire(self.char1)
        self.char1.attributes.add(readers.MODE_ATTRIBUTE, "blind")
        self.play_match_of_one_game()
        assert "aufgedeckt: mischung prüfen 1 rechnet dein letztes Spiel nach" in me.lines()

    def test_mischung_pruefen_recomputes_the_stored_game_and_prints_the_checker_line(self):
        digest, secret = self.play_match_of_one_game()
        out = self.call(CmdMischung(), "prüfen 1", "Spiel 1")
        assert "Die Mischung stimmt:" in out
        assert secret in out and digest in out  # (the test's call drops "--" from its text)
        line = fairness.checker_line(gamelog.games(self.char1)[0], secret)
        assert line.startswith("python3 tools/pruefe_mischung.py --spiel 66 --geber 2 --nummer 1 "
                               f"--server {secret} --hash {digest} --samen ")

    def test_a_stored_deal_that_differs_from_the_recomputed_one_is_called_out(self):
        self.play_match_of_one_game()
        texts = list(self.char1.attributes.get(gamelog.ATTRIBUTE))
        record = json.loads(texts[-1])
        hands = record["deal"]["hands"]
        hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
        texts[-1] = json.dumps(record, ensure_ascii=False)
        self.char1.attributes.add(gamelog.ATTRIBUTE, texts)
        assert "stimmt NICHT" in self.call(CmdMischung(), "prüfen 1", "Spiel 1")

    def test_giving_up_reveals_the_seed_too(self):
        self.seat()
        self.deck.start(target=5)
        secret = self.seed_hex()
        self.deck.give_up(self.char1)
        assert fairness.revealed(self.deck)[0]["seed"] == secret

    def test_a_game_nochmal_is_no_shuffle_and_says_so(self):
        self.play_match_of_one_game()
        assert self.deck.seats.of(self.npc) == 1  # Ferdl stays for Char alone: no reseating
        self.deck.deal_again(self.char1)
        with self.captureOnCommitCallbacks(execute=True):
            play_out_first_game(self, self.deck, {0})
        assert "nicht gemischt" in self.call(CmdMischung(), "prüfen 1", "Spiel 1")

    def test_the_seal_in_the_database_is_not_the_seed(self):
        self.seat()
        fairness.commitment(self.deck)  # drawn when first asked for (here: by nobody's client)
        secret = self.seed_hex()
        assert secret not in json.dumps(dict(self.deck.db.deal_seed))


class TestGaigel(FairTest):
    def test_a_gaigel_match_for_four_deals_from_its_seeds(self):
        table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        table.seats.sit(self.char1)
        for name in ("Gottlob", "Frieda", "Karle"):
            table.seats.sit(create_object(CardPlayer, key=name, location=self.room1))
        match = table.start()
        _, deal = provable.recomputed(match.preset, match.options, match.dealer,
                                      fairness.server_seed(table), match.fair["seeds"], 1)
        assert deal_of(match.game) == deal
        assert table.db.deal_seed["hash"] in json.dumps(
            fairness.public_state(table)) and fairness.server_seed(table).hex() not in json.dumps(
            fairness.public_state(table))


class TestStatistics(FairTest):
    def play_games(self, count):
        self.seat()
        self.deck.start(target=999)
        for _ in range(count):
            index = self.deck.match.index
            for _ in range(400):
                game = self.deck.match.game
                if game.result is not None:
                    break
                seat = game.to_act
                if seat == 0:
                    self.deck.play(self.char1, game.legal(0)[0])
                else:
                    assert self.timers.fire("npc_move")
            self.deck.settling.ready(self.char1)
            assert self.deck.match.index == index + 1

    def test_statistik_after_twenty_games_shows_the_figures_and_what_chance_gives(self):
        self.play_games(20)
        data = dealcounts.stats_of(self.char1)
        assert len(data["booked"]) == 20
        mine = dealcounts.summary(data["66"]["me"])
        assert mine["trumps"]["hands"] == 20
        assert abs(mine["trumps"]["expected"] - 30 / 23) < 1e-9
        out = self.call(CmdStatistik(), "", "Ausgeteilt: deine Karten gegen den Zufall")
        assert "66 (20 Spiele)" in out
        assert "Trümpfe je Hand: " in out and "zu erwarten 1,30 (20 Hände)" in out
        assert "Hände der Computerspieler gegen dich" in out
        assert "Aufgedeckter Trumpf: Ass" in out and "(erwartet 3,33)" in out
        assert "p = " in out and "Chi-Quadrat" in out
        ferdl = self.call(CmdStatistik(), "Ferdl", "Ausgeteilt: die Karten von Ferdl")
        assert "(20 Spiele)" in ferdl

    def test_a_game_is_counted_once_also_when_its_end_comes_again(self):
        self.play_games(1)
        match = self.deck.match
        before = dealcounts.stats_of(self.char1)
        key = f"{match.seed}:0"
        assert not dealcounts.book(self.char1, f"{self.deck.id}:{key}", "66", None, [],
                                   ("012345", 0))
        assert dealcounts.stats_of(self.char1) == before

    def test_someone_elses_statistics_only_when_they_made_them_public(self):
        self.call(CmdStatistik(), "Char2", "Char2 zeigt die eigene Statistik nicht öffentlich.")
        self.call(CmdStatistik(), "öffentlich", "Deine Statistik sehen jetzt auch andere",
                  caller=self.char2)
        self.call(CmdStatistik(), "Char2", "Char2 hat noch kein gewertetes Spiel gespielt")

    def test_statistik_without_games_and_with_one_game_kind(self):
        self.call(CmdStatistik(), "gaigel", "Du hast noch kein gewertetes Spiel Gaigel gespielt")


def test_the_checker_is_told_each_dealing_option_a_table_changed_and_gaigel_needs_none():
    from game.books.fairness import checker_flags

    assert checker_flags({"preset": "66", "options": {}}) == []
    assert checker_flags({"preset": "66", "options": {"low_card": "sieben"}}) == [
        "--niedrig", "sieben"]
    assert checker_flags({"preset": "schnapsen", "options": {"deal_pattern": [2, 3]}}) == [
        "--packen", "2,3"]
    assert checker_flags({"preset": "gaigel4", "options": {}}) == []
