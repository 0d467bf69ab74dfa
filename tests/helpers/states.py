"""Readers of the table as data (OOB, GMCP, the web pane) in the table tests.

`Recorder` stands in for a reader's `msg` and keeps every OOB message with the
cards it must not contain at that moment (`RoomRecorder` takes the room's
messages too); `StateTest` seats Char with computer players and Char2 watching,
both recorded; `faces_in` finds card faces in a message; `play_out_first_game`
plays game 1 to its end; `run` runs a command as Evennia's handler would.
"""

import json
import re

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaTest

from game.cardgames.cards import FRENCH_RANKS, FRENCH_SUITS, RANKS, SUITS
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import connect, quick_tables


ALL_FACES = [f"{s} {r}" for s in SUITS for r in RANKS + ("sieben",)]
FRENCH = dict(zip(SUITS + RANKS[3:5], FRENCH_SUITS + FRENCH_RANKS[3:5]))


def french(face):
    return " ".join(FRENCH.get(w, w) for w in face.split())


def faces_in(text):
    """Every card face named anywhere in a decoded message (German or French words)."""
    low = text.lower()
    found = set()
    for face in ALL_FACES:
        for words in {face, french(face)}:
            if re.search(rf"\b{words}\b", low):
                found.add(face)
    return found


class FakeSession:
    def __init__(self, key):
        self.protocol_key = key
        self.protocol_flags = {}


class Recorder:
    """Stands in for a reader's msg: keeps every OOB message, decoded from JSON as
    a client would, with the cards it must not contain at that moment."""

    def __init__(self, table, obj):
        self.table, self.obj, self.messages = table, obj, []
        obj.sessions.all = lambda: [FakeSession("websocket")]
        obj.msg = self

    def __call__(self, text=None, **kwargs):
        kwargs.pop("session", None)
        kwargs.pop("options", None)
        for name, (args, data) in kwargs.items():
            wire = json.loads(json.dumps([name, list(args), data]))
            self.messages.append((wire, self.forbidden()))

    def forbidden(self):
        """Faces of other hands (and others' face-down cards) this reader may not
        see now, less those it may see anyway (own hand: Gaigel has two of each);
        between matches (no game) there is nothing to hide."""
        if not self.table.match:
            return set()
        game = self.table.match.game
        me = self.table.seats.of(self.obj)
        views = [game.view(s) for s in range(game.seats)]
        hidden = set()
        for seat, view in enumerate(views):
            if seat == me:
                continue
            hidden |= set(view["hand"])
            hidden |= {c["card"] for c in view["trick"]
                       if c.get("face_down") and c["seat"] == seat}
        mine = views[me] if me is not None else self.table.public_view()
        visible = set(mine["hand"]) | {c["card"] for c in mine["trick"] if c["card"]}
        visible |= {c["card"] for t in mine["tricks"] for c in t["cards"]}
        if mine.get("trump_card"):
            visible.add(mine["trump_card"])
        return hidden - visible


def play_out_first_game(test, table, humans, index=0):
    """Humans take their first legal move, computers theirs, until game 1 (or the
    game of number `index`, counted from 0) ends."""
    for _ in range(400):
        match = table.match
        if match is None or match.index > index or match.game.result is not None:
            return  # settled: the Abrechnung waits for `weiter`
        game = match.game
        seat = game.to_act
        if getattr(game, "grace_time", False):
            test.timers.fire("end_grace")
        elif seat is not None and seat in humans:
            table.play(table.seats.occupant(seat), game.legal(seat)[0])
        else:
            assert test.timers.fire("npc_move") or test.timers.fire("npc_call_out")
    raise AssertionError("the game did not end")


class StateTest(EvenniaTest):
    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        connect(self.char1)
        connect(self.char2)

    def seat(self, table, computers):
        table.seats.sit(self.char1)
        for name in computers:
            table.seats.sit(create_object(CardPlayer, key=name, location=self.room1))
        self.me = Recorder(table, self.char1)
        self.watcher = Recorder(table, self.char2)
        table.watch(self.char2)

    def assert_no_leak(self, recorder):
        assert recorder.messages
        for wire, forbidden in recorder.messages:
            if wire[0] == "kartenrunde_ergebnis":  # the game is over: its deal is shown
                wire = [wire[0], wire[1], dict(wire[2], deal=None)]
            if wire[0] == "kartenrunde_abgelehnt":  # the card you named yourself is no news
                forbidden = forbidden - faces_in(wire[2]["command"])
            leaked = faces_in(json.dumps(wire, ensure_ascii=False)) & forbidden
            assert not leaked, (wire[0], leaked)

    def states(self, recorder):
        return [data for (name, _, data), _ in recorder.messages if name == "kartenrunde_tisch"]


class RoomRecorder(Recorder):
    """Also takes the room's messages (`msg_contents` passes `from_obj`)."""

    def __call__(self, text=None, **kwargs):
        kwargs.pop("from_obj", None)
        super().__call__(text, **kwargs)

    def forbidden(self):
        return super().forbidden() if self.table.match else set()


def run(test, cmd_class, caller, args):
    """Run a command as Evennia's command handler would; returns the text it said
    (the OOB messages still reach the caller's Recorder)."""
    said, recorder = [], caller.msg

    def msg(text=None, **kwargs):
        if text is not None:
            said.append(text if isinstance(text, str) else text[0])
        if kwargs:
            recorder(**kwargs)

    caller.msg = msg
    try:
        cmd = cmd_class()
        cmd.caller = cmd.obj = caller
        cmd.session, cmd.account = None, None
        cmd.cmdstring, cmd.args = cmd.key, " " + args if args else ""
        cmd.raw_string = f"{cmd.key}{cmd.args}"
        cmd.cmdset = None
        if cmd.at_pre_cmd():
            return "\n".join(said)
        cmd.parse()
        cmd.func()
    finally:
        caller.msg = recorder
    return "\n".join(said)
