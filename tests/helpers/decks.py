"""Bases of the tests at the 66 deck in Evennia's test room, and what they share.

`DeckTest`: the 66 deck and the computer player Ferdl in room1, Char2 connected,
the table's timers on the test's command (tables.quick_tables). `GaigelDeckTest`:
the Gaigeltisch in room1, Char at seat 1 and three computer players, a match
of Gaigel zu viert dealt (seed 3). `RecordTest` hands
those timers to the deck, so `play_out` can play a game to its end; `TwoPeople`
seats Char and Char2; `StandIn` lets Char2's connection drop past the grace time.
`said`, `texts` and `heard` read what a person was sent; `disconnect` and
`reconnect` do what Evennia's unpuppet and puppet do.
"""

from unittest.mock import patch

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.books import records
from game.commands.table import seats as table_seats
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import connect, quick_tables


class DeckTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        self.npc = create_object(CardPlayer, key="Ferdl", location=self.room1)
        connect(self.char2)
        self.timers = quick_tables(self)

    def seat_both(self):
        self.call(table_seats.CmdSit(), "", "Du setzt dich an das 66-Kartenspiel (Platz 1).")
        self.call(table_seats.CmdInvite(), "Ferdl", "Ferdl nimmt am 66-Kartenspiel Platz (Platz 2).")

    def start(self, seed=5):
        self.deck.start(seed=seed)

    def my_view(self):
        return self.deck.match.game.view(0)


class GaigelDeckTest(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.table = create_object(GaigelTable, key="Gaigeltisch", location=self.room1)
        for name in ("Gottlob", "Frieda", "Karle"):
            create_object(CardPlayer, key=name, location=self.room1)
        connect(self.char2)
        self.timers = quick_tables(self)
        self.call(table_seats.CmdSit(), "", "Du setzt dich an den Gaigeltisch (Platz 1).")
        self.call(table_seats.CmdFill(), "", "Gottlob setzt sich")
        self.table.start(seed=3)


def play_out(table, humans, game_over):
    """Humans take their first legal move, computer players think, grace ends;
    between two games the humans say `weiter`."""
    for _ in range(2000):
        if game_over():
            return
        match = table.match
        if not match:
            return
        if table.settling.is_open():
            for seat, obj in humans.items():
                if seat in table.settling.awaited():
                    table.settling.ready(obj)
            continue
        game = match.game
        for seat, obj in humans.items():
            legal = game.legal(seat)
            if legal and game.to_act == seat:
                table.play(obj, legal[0])
                break
        else:
            if not (table.timers.fire("npc_move") or table.timers.fire("npc_call_out")
                    or table.timers.fire("end_grace")):
                raise AssertionError("nobody moves")
    raise AssertionError("the game did not end")


class RecordTest(DeckTest):
    def setUp(self):
        super().setUp()
        self.deck.timers = self.timers

    def rec(self, obj, kind="66"):
        return records.record_of(obj, kind)

    def play_game(self, humans=None):
        index = self.deck.match.index
        play_out(self.deck, humans or {0: self.char1},
                 lambda: not self.deck.playing() or self.deck.match.index != index
                 or self.deck.match.game.result is not None)


def said(obj):
    """A patch of `obj.msg` that collects the plain texts it was sent."""
    return patch.object(obj, "msg")


def texts(mock):
    out = []
    for call in mock.call_args_list:
        arg = call.args[0] if call.args else call.kwargs.get("text")
        if isinstance(arg, tuple):
            arg = arg[0]
        if isinstance(arg, str):
            out.append(strip_ansi(arg))
    return out


def disconnect(obj):
    """`obj` drops the connection as Evennia unpuppets it: no session, out of the room."""
    obj.sessions.count = lambda: 0
    obj.at_post_unpuppet()


def reconnect(obj, room):
    """`obj` logs in again: Evennia puts it back and calls at_post_puppet."""
    obj.sessions.count = lambda: 1
    obj.location = room
    obj.at_post_puppet()


class TwoPeople(DeckTest):
    """Char and Char2 at the 66 deck (Char2 is connected, see DeckTest)."""

    def seat_people(self):
        self.deck.seats.sit(self.char1)
        self.deck.seats.sit(self.char2)


class StandIn(TwoPeople):
    def setUp(self):
        super().setUp()
        self.deck.timers = self.timers

    def stand_in_for_char2(self, **start):
        """Char and Char2 play; Char2's connection drops and the grace time passes."""
        self.seat_people()
        self.deck.start(seed=5, **start)
        disconnect(self.char2)
        self.timers.fire("take_over")
        assert self.deck.seats.copies()[1]["stand_in"]

    def game_over(self):
        return self.deck.match.game.result is not None


def heard(mock):
    """Everything a patched `msg` was given, as plain text."""
    return strip_ansi(" ".join(str(call.args[0] if call.args else call.kwargs.get("text"))
                               for call in mock.call_args_list))
