"""The proof of the seam: Zwölferle, a family that exists only under tests/,
registered by the test, is played through the seam and at a table of the test
world (commands, `warum`, the three text faces, the GMCP state, the records)
with no line outside tests/ written for it."""

import json

import pytest

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import records
from game.cardgames import Game, IllegalMove, new_game, new_match
from game.cardgames.families import family_of
from game.cardgames.kinds import MoveKind, Refusal
from game.commands import records as record_cmds
from game.commands.table import after as table_after, looking as table_looking, moves as table_moves
from game.commands.table import seats as table_seats
from game.faces.readers import MODE_ATTRIBUTE
from tests import toy
from tests.helpers.tables import connect, quick_tables

from tests.toy.family import FAMILY


@pytest.fixture(autouse=True, scope="module")
def toy_family():
    """Zwölferle is in the registry while these tests run, and only then."""
    with toy.registered():
        yield
#: seat 0 holds Eichel König and Ober; the dealer (seat 1) shows Herz Ober: Herz is trump
DEAL = {"hands": [["eichel könig", "eichel ober", "laub ass", "herz ass", "schellen ass",
                   "schellen ober"],
                  ["eichel ass", "laub könig", "laub ober", "herz könig", "schellen könig",
                   "herz ober"]]}


def toy_game():
    return new_game("zwoelferle", deal=DEAL, dealer=1, names=["Anna", "Ben"])


# --- the seam -------------------------------------------------------------------

def test_the_toy_family_is_found_through_the_registry():
    assert family_of("zwoelferle") is FAMILY
    assert new_match("zwoelferle", target=3, seed=1).game.family is FAMILY


def test_a_meld_an_out_of_turn_aus_and_the_json_round_trip():
    g = toy_game()
    kinds = {m.command: m.kind for m in g.moves(0)}
    assert kinds["melde eichel"] is MoveKind.MELD and kinds["aus"] is MoveKind.AUS
    assert [m.command for m in g.moves(1)] == ["aus"]  # Ben may only call, out of turn
    assert g.moves(1)[0].out_of_turn
    events = g.act(0, "melde eichel")
    assert events[0]["text"] == "Anna meldet 20 in Eichel."
    g.act(0, "lege eichel ober")
    with pytest.raises(IllegalMove) as refused:
        g.act(1, "lege laub könig")
    assert refused.value.reason is Refusal.CARD_NOT_ALLOWED
    assert str(refused.value) == "Du musst Eichel bedienen."
    g.act(1, "lege eichel ass")  # Ben takes it: 11 + 3
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    g.act(0, "aus")  # Anna has 20 of 40: too early, out of turn
    assert g.result.winners == [1] and g.result.points == [0, 2]
    assert "Anna ruft Aus zu früh" in g.result.reason


# --- the table in the test world --------------------------------------------------

class ToyTableTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        from tests.toy.table import ToyTable

        connect(self.char2)
        self.timers = quick_tables(self)
        self.table = create_object(ToyTable, key="Zwölfertisch", location=self.room1)
        self.table.seats.sit(self.char1)
        self.table.seats.sit(self.char2)
        self.table.start(target=3, seed=1)
        match = self.table.match
        match.game = new_game("zwoelferle", deal=DEAL, dealer=1,
                              names=[self.char1.key, self.char2.key])
        self.table.save_match(match)

    def face(self, mode, obj=None):
        obj = obj or self.char1
        obj.attributes.add(MODE_ATTRIBUTE, mode)
        return strip_ansi(self.table.table_text_for(obj))

    def test_played_at_a_table_with_commands_warum_and_the_faces(self):
        self.call(table_moves.CmdMelde(), "eichel", "Char meldet 20 in Eichel.")
        for mode in ("kurz", "lang", "blind"):
            text = self.face(mode)
            assert "Eichel" in text and "Herz" in text, (mode, text)
            assert "Laub König" not in text  # Ben's hand stays his
        self.call(table_moves.CmdLege(), "eichel ober", "Char legt Eichel Ober.")
        said = self.call(table_looking.CmdWarum(), "laub könig", "Laub König darfst du jetzt "
                         "nicht legen.", caller=self.char2)
        assert "Eichel bedienen" in said
        self.call(table_moves.CmdLege(), "eichel ass", "Char2 legt Eichel Ass.",
                  caller=self.char2)
        said = self.call(table_moves.CmdAus(), "", "Char ruft: Aus!")  # out of turn, too early
        assert "Char ruft Aus zu früh" in said and "Stand der Partie (Punkte): Char 0, Char2 2" \
            in said
        assert self.table.match.score == [0, 2] and self.table.settling.is_open()
        assert records.record_of(self.char1, "zwoelferle")["games"] == 1

    def test_regeln_verlauf_and_bestenliste_of_the_toy_game(self):
        assert "Zwölf Karten: Ass (11 Augen)" in self.call(table_looking.CmdRegeln(), "")
        self.call(table_moves.CmdAus(), "", "Char ruft: Aus!")  # 0 of 40: Char2 wins
        course = self.call(table_looking.CmdVerlauf(), "letztes")
        assert "So war ausgeteilt:" in course and "Char2: Eichel-A, Laub-K" in course
        board = self.call(record_cmds.CmdBestenliste(), "zwoelferle", "Bestenliste Zwölferle")
        assert "1.     Char2" in board
        assert records.record_of(self.char1, "zwoelferle")["games"] == 1

    def test_the_gmcp_state_carries_the_toy_games_moves(self):
        sent = []
        self.char1.msg = lambda *args, **kwargs: sent.append(kwargs)
        self.char1.sessions.all = lambda: [type("S", (), {"protocol_key": "websocket",
                                                          "protocol_flags": {}})()]
        from game.faces import tabledata

        tabledata.send_state(self.table, [self.char1])
        state = next(kw["kartenrunde_tisch"][1] for kw in sent if "kartenrunde_tisch" in kw)
        state = json.loads(json.dumps(state))
        assert state["game"] == "zwoelferle" and state["trump"]["suit"] == "herz"
        kinds = {action["kind"] for action in state["actions"]}
        assert kinds == {"meld", "aus"}
        assert len(state["hand"]) == 6 and all(card["playable"] for card in state["hand"])
        assert "laub könig" not in json.dumps(state)


# --- computer players, `rat` and `analyse`: through the family's AI -----------------

def family_choice(view, legal, strength, seed, budget):
    """A computer player's move through the family's players, in this process."""
    import random

    from twisted.internet import defer

    from game.cardgames import ai

    return defer.succeed(ai.choose(view, legal, strength, random.Random(seed)))


def in_process(function, args, budget, fallback, what=""):
    from twisted.internet import defer

    return defer.succeed(function(*args))


class ToyComputerTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        from unittest.mock import patch

        from game.typeclasses.cardplayers import CardPlayer
        from tests.toy.table import ToyTable

        connect(self.char1)
        self.timers = quick_tables(self)
        for p in (patch("game.thinking.think", family_choice),
                  patch("game.thinking.ask", in_process)):
            p.start()
            self.addCleanup(p.stop)
        self.table = create_object(ToyTable, key="Zwölfertisch", location=self.room1)
        self.bot = create_object(CardPlayer, key="Sepp", location=self.room1)
        self.bot.db.strength = "stark"
        self.call(table_seats.CmdSit(), "", "Du setzt dich")
        self.call(table_seats.CmdInvite(), "Sepp", "Sepp nimmt")
        self.table.start(target=3, seed=1)
        match = self.table.match
        match.game = new_game("zwoelferle", deal=DEAL, dealer=1, names=["Char", "Sepp"])
        self.table.save_match(match)

    def test_rat_a_computer_player_and_analyse_after_the_game(self):
        advice = strip_ansi(self.call(table_moves.CmdRat(), "", "Vorweg: "))
        assert "Der Rat:" in advice or "rät" in advice.lower(), advice
        game = self.table.match.game
        while game.result is None:
            if game.to_act == 0:
                self.table.play(self.char1, next(m.command for m in game.moves(0)
                                                 if not m.out_of_turn))
            else:
                assert self.timers.fire("npc_move") or self.timers.fire("npc_call_out")
            game = self.table.match.game
        assert game.log[-1][0] == 1 or "aus" not in game.log[-1][1]  # Sepp played along
        text = strip_ansi(self.call(table_after.CmdAnalyse(), ""))
        assert "Der starke Computerspieler geht dein Spiel durch" in text, text
        assert "Analyse deines Spiels vom" in text and "Zwölferle" in text, text
