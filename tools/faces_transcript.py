#!/usr/bin/env python
"""
A transcript of everything players read and get as data at the card tables,
for comparing two checkouts of the game (e.g. before and after moving modules).

Run from a checkout's root, with the game's venv:

    cd <checkout> && /work/main/.venv/bin/python tools/faces_transcript.py --out FILE

then compare two transcripts with `cmp` or `diff`. The script sets up Django
and Evennia as the unit tests do (tests/settings.py: an in-memory SQLite
database, created here with Django's test-database creation), builds one room
per preset of every table kind (`SixtySixDeck.presets`, `GaigelTable.presets`)
and plays seeded matches there:

* people: one or two human characters (with accounts) seated by `setzen`,
  each reading in a different face (Attribute `table_display`: kurz, lang,
  blind), and one spectator (`table.watch`); the faces rotate from preset to
  preset, so every face is read seated and watching; every other table one
  reader has French card names, every fourth the first player sees points and
  playable cards; the first player turns the table's hints on (`anzeige
  66-hinweis an`, `anzeige aus-hinweis an`); `auffüllen` seats computer players;
* a first match `table.start(seed=..., target=3)`: the people play through
  the command handler (`execute_cmd`), the computer players through the turn
  clock, whose timers this script keeps and fires (no clock runs). A move is
  chosen deterministically from `game.legal(seat)` by a hash of the preset, the
  game and the move number (the computer players' by a hash of their view):
  `genug` and `aus` only when the seat has reached the goal (the engine's
  own `ai.call_out` says so for Aus, also out of turn and in Gaigel's grace
  time), `decke` now and then. Before the first move: a card of another hand
  (`lege <card>`, and `table.play` of it), a card number out of range, a move
  out of turn (in Gaigel then that seat's first legal move, an early `aus`);
  looks (`hand`, `stich`, `verlauf`, `mischung`, `schau`). Each Abrechnung
  is closed by every person's `weiter`; at the first one a spectator's
  `weiter` is refused, at the second one `pause` comes first, the third one
  ends by its timer. A reload (timers, `ndb` and cached handlers dropped,
  `table.resume()`) once mid-game and once while the first Abrechnung waits;
* after the match: `verlauf letztes`, `partien`, `mischung prüfen 1`,
  `nochmal` (the last game once more, played out); a second match by the
  command `spiel bis 3` (a provable deal from the seeded server seed) played
  until its first game is over, `mischung`, `aufgeben` answered `n`, then
  `aufgeben` answered `j` (the seed is revealed), `mischung prüfen 1`;
* two people at the table: `revanche`, `nein`, `revanche bis 3`, `ja`; in the
  rematch one person's think time runs out (reminder, stand-in) and their
  move takes the seat back, then the other's, and `sieg beanspruchen`; both
  get up, the spectator stops watching;
* Gaigel's grace time after the last trick comes only when no party reached
  101 before it: a last gaigel3 table deals seeded matches until a first game
  has it (the tries before are cut from the transcript; what they leave in the
  database is the same in every run) and plays that match out.

Captured, in order, one line each (`<recipient>\\t<kind>\\t<payload>`):

* `out`: every message to a session of a person: what
  `DefaultObject.msg` (and `DefaultAccount.msg`) hands to the session's
  `data_out`, i.e. text and every OOB command with its arguments, as sorted
  JSON (a session object given as `from_obj` is written as its key);
* `state`: after every step, for every reader of the table (seated people and
  spectators), `tabledata.state_for(table, obj)` while there is a match and
  `tabledata.seats_state(table, obj)` between matches, written when it
  changed since that reader's last `state` line;
* `step`: what the script did (`cmd`, `call`, `start`, `timer`, `reload` ...),
  and `refused` for an exception a direct call raised (its class and text).

Made deterministic or masked (the same in both checkouts):

* the provable deals' server seed and the seats' random seeds come from
  `secrets` (books/fairness.py, formerly typeclasses/fairness.py): that
  module's `secrets` is replaced by one drawing from a seeded random.Random,
  so hashes and revealed seeds are repeatable;
* `time.time` is frozen (fairness's `since`/`when`, the think clock, the
  kept games' `when`, a leaver's moment); `datetime.now` (Django's
  `db_date_created` ...) is not, so any `YYYY-MM-DD`, `D.M.YYYY` and
  `HH:MM[:SS]` in a payload is masked as `<date>` / `<time>`;
* the turn clock's `random` (the seed handed to a computer player's worker,
  `random.Random()` for Gaigel's call of Aus) is a seeded random.Random;
  the computer players' "worker" (`game.thinking.think`) answers in this
  process with a legal move chosen by a hash of its view and legal moves;
  the hesitation times (SystemRandom) only set when a timer would fire and
  are not written;
* a command's question (`aufgeben`) gets its answer through Evennia's
  `deferLater(reactor, 0, ...)`; no reactor runs, so it is called at once;
* database ids are the same when both checkouts create the same objects in
  the same order; as a safety net a dbref `#<id>` is written relative to the
  first object this script created (`#+<n>`). The payloads hold no other ids.

The script imports nothing from the test tree (tests/ moves around).
"""

import argparse
import hashlib
import json
import os
import random
import re
import sys
import time
import types

SEED = 20240611
TARGET = 3
FROZEN_TIME = 1_700_000_000.0

OUT = []          # transcript lines
LAST_STATE = {}   # reader key -> last written state payload
ID_BASE = [0]     # the first object id the script created


# --- set-up -------------------------------------------------------------------

def setup():
    """Django and Evennia as the unit tests have them, on a fresh in-memory database."""
    root = os.getcwd()
    if root not in sys.path:
        sys.path.insert(0, root)
    os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"
    import django
    django.setup()
    from django.db import connection
    from django.test.utils import setup_test_environment
    setup_test_environment()
    connection.creation.create_test_db(verbosity=0, autoclobber=True, serialize=False)
    import evennia
    evennia._init()
    import game
    if not os.path.abspath(game.__file__).startswith(os.path.join(root, "")):
        sys.exit(f"game is imported from {game.__file__}, not from {root}")
    try:
        from game import receivers
    except ImportError:
        receivers = None
    if receivers is not None and hasattr(receivers, "connect"):
        receivers.connect()
    else:
        import game.typeclasses.tables  # noqa: F401 - the old tree connects them on import


def first_module(*names):
    """The first of the module paths that imports (old and new layout)."""
    import importlib
    for name in names:
        try:
            return importlib.import_module(name)
        except ImportError:
            continue
    raise ImportError(f"none of {names}")


# --- fakes: sessions, timers, worker, randomness ------------------------------

class FakeSession:
    """A web client's session of a person: records what it is sent."""

    protocol_key = "websocket"
    cmd_last = 0

    def __init__(self, obj, sessid):
        self.obj, self.sessid = obj, sessid
        self.protocol_flags = {}
        self.puppet = obj
        self.account = None

    def data_out(self, **kwargs):
        record(self.obj.key, "out", kwargs)

    def __repr__(self):
        return f"<session of {self.obj.key}>"


SESSIONS = {}  # object id -> [FakeSession]


class TimerLog:
    """Stands in for the turn clock's `delay`: timers kept, fired on demand."""

    def __init__(self):
        self.pending = []

    def __call__(self, seconds, callback, *args, **kwargs):
        self.pending.append((callback, args))

    def fire(self, name):
        for index, (callback, args) in enumerate(self.pending):
            if callback.__name__ == name:
                del self.pending[index]
                step("timer", name)
                callback(*args)
                return True
        return False

    def fire_last(self, name):
        """Fire the newest pending timer called `name` (the current turn's)."""
        for index in range(len(self.pending) - 1, -1, -1):
            callback, args = self.pending[index]
            if callback.__name__ == name:
                del self.pending[index]
                step("timer", name)
                callback(*args)
                return True
        return False

    def clear(self):
        self.pending = []


TIMERS = TimerLog()
RNG = random.Random(SEED)


def pick(items, *salt):
    """One of `items`, chosen by a hash of `salt` (the same in every run)."""
    items = list(items)
    digest = hashlib.sha256(json.dumps([items, *salt], sort_keys=True, default=str)
                            .encode()).hexdigest()
    return items[int(digest, 16) % len(items)]


#: moves that end a game at once or close the talon: chosen only when they are
#: right (`genug` with 66 Augen, `aus` when the engine's own computer player
#: would call it), `decke` now and then
ABRUPT = ("genug", "decke", "aus")


def wise_call(view, legal):
    """`genug` or `aus` if the seat has reached the goal (else None)."""
    from game.cardgames.ai import call_out
    if "genug" in legal and view["points"][view["side"]] >= 66:
        return "genug"
    if "aus" in legal and call_out(view, legal, "stark", random.Random(0)) == "aus":
        return "aus"
    return None


def choose(view, legal, *salt):
    """A legal move of the seat whose `view` it is, chosen by hash of `salt`."""
    legal = list(legal)
    call = wise_call(view, legal)
    if call:
        return call
    closing = [move for move in legal if move.split()[0] == "decke"]
    if closing and pick(range(6), *salt, "decke") == 0:
        return closing[0]
    calm = [move for move in legal if move.split()[0] not in ABRUPT]
    return pick(calm or legal, *salt)


def think(view, legal, strength, seed, budget):
    """The computer players' worker, in this process: a legal move chosen by hash."""
    from twisted.internet import defer
    return defer.succeed(choose(view, legal, view, "npc"))


def advise(view, legal, family="deutsch"):
    from twisted.internet import defer
    from game.cardgames.ai import hint
    return defer.succeed(hint(view, legal, family=family))


def patch_everything():
    """Sessions, msg, timers, worker, randomness, time: see the module's docstring."""
    from evennia.objects.objects import ObjectSessionHandler

    def get(self, sessid=None):
        sessions = SESSIONS.get(self.obj.id, [])
        return [s for s in sessions if sessid is None or s.sessid == sessid]

    ObjectSessionHandler.get = get
    ObjectSessionHandler.all = lambda self: get(self)
    ObjectSessionHandler.count = lambda self: len(get(self))

    from evennia.accounts.accounts import AccountSessionHandler

    def account_get(self, sessid=None):
        sessions = SESSIONS.get(("account", self.account.id), [])
        return [s for s in sessions if sessid is None or s.sessid == sessid]

    AccountSessionHandler.get = account_get
    AccountSessionHandler.all = lambda self: account_get(self)
    AccountSessionHandler.count = lambda self: len(account_get(self))

    time.time = lambda: FROZEN_TIME

    turns = first_module("game.table.turns", "game.typeclasses.turns")
    turns.delay = TIMERS
    seeded = types.SimpleNamespace(
        Random=lambda *args: random.Random(args[0] if args else RNG.random()),
        randrange=RNG.randrange, random=RNG.random, uniform=RNG.uniform,
        SystemRandom=random.SystemRandom)
    turns.random = seeded
    import game.thinking as thinking
    thinking.think = think
    thinking.advise = advise

    # a command's question (`aufgeben`: „wirklich? (j/n)“): Evennia hands the answer
    # on with deferLater(reactor, 0, ...); no reactor runs here, so at once
    from evennia.commands import cmdhandler
    from twisted.internet import defer

    def at_once(reactor, seconds, func, *args, **kwargs):
        func(*args, **kwargs)
        return defer.succeed(None)

    cmdhandler.deferLater = at_once

    # moves that ask first (`genug`, `aus`, a bare `decke`, the first `rat`): the
    # transcript plays as after `anzeige nachfragen aus`, so it compares with older code
    moves = first_module("game.commands.table.moves")
    if hasattr(moves, "asks_first"):
        moves.asks_first = lambda obj: False

    fairness = first_module("game.books.fairness", "game.typeclasses.fairness")
    fairness.secrets = types.SimpleNamespace(
        token_bytes=lambda n=32: RNG.randbytes(n),
        token_hex=lambda n=32: RNG.randbytes(n).hex())


# --- the transcript -----------------------------------------------------------

DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\.\d{1,2}\.\d{4}\b")
CLOCK = re.compile(r"\b\d{1,2}:\d{2}(:\d{2})?\b")
DBREF = re.compile(r"#(\d+)\b")


def plain(value):
    """`value` as JSON can hold it: objects by key, tuples as lists."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set)):
        return [plain(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, FakeSession):
        return f"<session {value.obj.key}>"
    key = getattr(value, "key", None)
    if key is not None:
        return f"<{type(value).__name__} {key}>"
    return repr(value)


def masked(text):
    text = DATE.sub("<date>", text)
    text = CLOCK.sub("<time>", text)
    return DBREF.sub(lambda m: f"#+{int(m.group(1)) - ID_BASE[0]}", text)


def dump(value):
    return masked(json.dumps(plain(value), sort_keys=True, ensure_ascii=False))


def record(who, kind, payload):
    OUT.append(f"{who}\t{kind}\t{dump(payload)}")


def step(kind, *what):
    record("-", "step", [kind, *what])


# --- the world ----------------------------------------------------------------

FACES = ("kurz", "lang", "blind")
#: the tables' names as the world has them (one table a room)
TABLE_NAMES = {"SixtySixDeck": "66-Kartenspiel", "GaigelTable": "Gaigeltisch"}


class Scene:
    """One room with one table of a kind, set to one preset."""

    def __init__(self, cls, preset, number):
        from evennia.utils.create import create_account, create_object
        from django.conf import settings
        from game.typeclasses.cardplayers import CardPlayer

        self.cls, self.preset, self.number = cls, preset, number
        self.saw_grace = self.reloaded_game = False
        self.settlements = 0
        self.room = create_object(settings.BASE_ROOM_TYPECLASS, key=f"Stube {number}")
        if not ID_BASE[0]:
            ID_BASE[0] = self.room.id
        self.table = create_object(cls, key=TABLE_NAMES[cls.__name__], location=self.room)
        seats = self.table.seat_count(preset)
        humans = 1 if seats == 2 else 2
        faces = FACES[number % 3:] + FACES[:number % 3]
        names = [f"Anna{number}", f"Bernd{number}", f"Clara{number}"]
        self.people = []
        for index, name in enumerate(names[:humans] + names[2:]):
            obj = create_object(settings.BASE_CHARACTER_TYPECLASS, key=name,
                                location=self.room, home=self.room)
            obj.attributes.add("table_display", faces[index])
            account = create_account(name, email=f"{name.lower()}@example.org",
                                     password="faces-transcript",
                                     typeclass=settings.BASE_ACCOUNT_TYPECLASS)
            obj.account = account
            account.db._last_puppet = obj
            SESSIONS[obj.id] = SESSIONS["account", account.id] = [FakeSession(obj, 1000 + obj.id)]
            self.people.append(obj)
        self.players, self.spectator = self.people[:humans], self.people[-1]
        if number % 2:  # French card names for one reader of every other table
            self.people[1].attributes.add("card_names", "französisch")
        if number % 4 == 2:  # the points and the playable cards shown to one player
            self.players[0].attributes.add("show_points", True)
            self.players[0].attributes.add("show_playable", True)
        self.npcs = [create_object(CardPlayer, key=f"Kalle{number}x{i}", location=self.room)
                     for i in range(seats - humans)]
        step("scene", cls.__name__, preset, [
            (o.key, o.attributes.get("table_display"), o.attributes.get("card_names"),
             o.attributes.get("show_points")) for o in self.people])

    # --- reading and acting -------------------------------------------------

    def readers(self):
        table = self.table
        out = [obj for obj in self.people
               if table.seats.of(obj) is not None or table.watching(obj)]
        return out

    def snapshot(self):
        tabledata = first_module("game.faces.tabledata", "game.typeclasses.tabledata")
        table = self.table
        for obj in self.readers():
            state = {}
            if table.match:
                state["state_for"] = tabledata.state_for(table, obj)
            if not table.playing():
                state["seats_state"] = tabledata.seats_state(table, obj)
            if table.match and table.match.game.grace_time:
                self.saw_grace = True
            payload = dump(state)
            if LAST_STATE.get(obj.key) != payload:
                LAST_STATE[obj.key] = payload
                OUT.append(f"{obj.key}\tstate\t{payload}")

    def cmd(self, obj, text):
        step("cmd", obj.key, text)
        obj.execute_cmd(text)
        self.snapshot()

    def call(self, what, func, *args):
        """A direct call of the table; its refusal recorded."""
        step("call", what)
        try:
            result = func(*args)
        except Exception as err:  # TableError, IllegalMove: what a caller would show
            record("-", "refused", [type(err).__name__, str(err)])
            result = None
        self.snapshot()
        return result

    def reload(self, why):
        """What a server reload does to the table: timers, `ndb` and the cached
        handlers and match are gone; at the start `table.resume()` (as
        at_server_start does) picks the turn up again."""
        table = self.table
        step("reload", why)
        TIMERS.clear()
        table.nattributes.clear()
        for name in ("turns", "seats", "settling", "commit", "_match"):
            table.__dict__.pop(name, None)
        table.resume()
        self.snapshot()

    def computers(self):
        while TIMERS.fire("npc_move") or TIMERS.fire("npc_call_out"):
            self.snapshot()

    # --- playing ------------------------------------------------------------

    def seat_everybody(self):
        table = self.table
        self.call("set_preset", table.set_preset, self.preset)
        for obj in self.players:
            self.cmd(obj, "setzen")
        first = self.players[0]  # the table's hints for the first player, the settings read
        for text in ("anzeige 66-hinweis an", "anzeige aus-hinweis an", "anzeige"):
            self.cmd(first, text)
        self.call("watch", table.watch, self.spectator)
        self.cmd(self.players[0], "auffüllen")

    def looks(self, obj):
        for text in ("hand", "stich", "verlauf", "mischung", f"schau {self.table.key}"):
            self.cmd(obj, text)

    def refusals(self):
        """A card of another hand, a move out of turn, a direct illegal play."""
        table = self.table
        game = table.match.game
        seat = game.to_act
        mover = table.seats.occupant(seat) if seat is not None else None
        human = mover if mover in self.players else self.players[0]
        mine = table.seats.of(human)
        hands = [game.view(s)["hand"] for s in range(game.seats)]
        foreign = next((c for s, hand in enumerate(hands) if s != mine for c in hand), None)
        if foreign:
            self.cmd(human, f"lege {foreign}")
            self.call("play illegal", table.play, human, f"lege {foreign}")
        self.cmd(human, "lege 9")
        idle = next((p for p in self.players if table.seats.of(p) != game.to_act), None)
        if idle is not None:  # out of turn: refused; in Gaigel then a too early `aus`
            self.cmd(idle, "lege 1")
            legal = game.legal(table.seats.of(idle))
            if legal:
                self.cmd(idle, legal[0])

    def settle(self):
        """The open Abrechnung: the first time a reload while it waits and a
        spectator's `weiter`, the second time `pause` first, the third time its
        timer; then every person's `weiter`."""
        table = self.table
        self.settlements += 1
        if self.settlements == 1:
            self.reload("Abrechnung")
            self.cmd(self.spectator, "weiter")
        elif self.settlements == 2:
            self.cmd(self.players[0], "pause")
        elif self.settlements == 3 and TIMERS.fire_last("time_up"):
            self.snapshot()
            return
        waiting = table.settling.awaited()
        if not waiting:
            raise RuntimeError("Abrechnung open, nobody awaited")
        for seat in waiting:
            self.cmd(table.seats.occupant(seat), "weiter")

    def people_call_out(self):
        """A person whose party reached the goal calls `aus`, also out of turn."""
        game = self.table.match.game
        for obj in self.players:
            seat = self.table.seats.of(obj)
            if seat is not None and seat != game.to_act:
                legal = game.legal(seat)
                if legal and wise_call(game.view(seat), legal):
                    self.cmd(obj, wise_call(game.view(seat), legal))
                    return True
        return False

    def play_out(self, limit=4000, one_game=False, until=None):
        """Play until the match is over (`one_game`: until a game is over; `until`:
        until `until(game)` holds)."""
        table = self.table
        for _ in range(limit):
            self.computers()
            match = table.match
            if match is None or not table.playing():
                return
            game = match.game
            if one_game and game.result is not None:
                return
            if until is not None and until(game):
                return
            if table.settling.is_open():
                self.settle()
                continue
            if game.result is not None:
                raise RuntimeError("game over but no Abrechnung")
            if self.people_call_out():
                continue
            seat = game.to_act
            if seat is None:
                if game.grace_time and TIMERS.fire("end_grace"):
                    self.snapshot()
                    continue
                raise RuntimeError(f"nobody to act at {self.preset}: {TIMERS.pending}")
            obj = table.seats.occupant(seat)
            if obj not in self.players:
                raise RuntimeError(f"computer seat {seat} did not move at {self.preset}")
            if not self.reloaded_game and len(game.log) >= 5:
                self.reloaded_game = True
                self.reload("mid-game")
                continue
            move = choose(game.view(seat), game.legal(seat), self.preset, match.index,
                          len(game.log))
            self.cmd(obj, move)
        raise RuntimeError(f"no end at {self.preset}")

    def run(self):
        table = self.table
        self.seat_everybody()
        step("start", self.preset)
        self.call("start", lambda: table.start(seed=SEED + self.number, target=TARGET))
        self.computers()
        self.looks(self.players[-1])
        if table.playing() and not table.settling.is_open():
            self.refusals()
        self.play_out()
        self.looks(self.players[0])
        for text in ("verlauf letztes", "partien", "mischung prüfen 1"):
            self.cmd(self.players[-1], text)
        self.cmd(self.players[0], "nochmal")
        if table.match is not None and table.db.practice:
            self.play_out()
        self.cmd(self.players[0], "auffüllen")
        self.cmd(self.players[0], f"spiel bis {TARGET}")
        self.play_out(one_game=True)
        self.cmd(self.spectator, "mischung")
        self.cmd(self.players[0], "mischung prüfen 1")
        if table.playing():
            self.cmd(self.players[-1], "aufgeben")
            self.cmd(self.players[-1], "n")
            self.cmd(self.players[-1], "aufgeben")
            self.cmd(self.players[-1], "j")
        self.looks(self.players[0])
        for text in ("partien", "mischung prüfen 1"):
            self.cmd(self.players[0], text)
        if len(self.players) > 1:
            self.extras()
        TIMERS.clear()

    def turn_of(self, obj):
        """A condition for play_out: `obj`'s own turn (no Abrechnung open)."""
        seat = self.table.seats.of(obj)
        return lambda game: game.result is None and game.to_act == seat

    def extras(self):
        """Two people at the table: a rematch (refused, then agreed), one person's
        think time running out (reminder, stand-in) and the seat taken back by
        their move, the other's too, the win claimed; both get up, the spectator
        leaves."""
        table = self.table
        first, second = self.players[0], self.players[1]
        for obj, text in ((first, "revanche"), (second, "nein"), (first, "revanche bis 3"),
                          (second, "ja")):
            self.cmd(obj, text)
        if not table.playing():
            step("no rematch")
            return
        self.play_out(until=self.turn_of(first))
        if not table.playing():
            return
        for name in ("turn_timeout", "take_over"):
            TIMERS.fire_last(name)
            self.snapshot()
        game = table.match.game
        seat = table.seats.of(first)
        if game.to_act == seat:  # back before the stand-in moved: the seat is theirs again
            self.cmd(first, choose(game.view(seat), game.legal(seat), "back", len(game.log)))
        self.play_out(until=self.turn_of(second))
        if not table.playing():
            return
        for name in ("turn_timeout", "take_over"):
            TIMERS.fire_last(name)
            self.snapshot()
        self.computers()
        self.cmd(first, "sieg beanspruchen")
        self.looks(first)
        for obj in self.players:
            self.cmd(obj, "aufstehen")
        self.call("watch off", table.watch, self.spectator, False)

    def hunt_grace(self, tries=60):
        """Gaigel's grace time (after the last trick, for `aus`) comes only when a
        party reaches the goal with the last trick: seeded matches are dealt until
        a first game has it, then that match is played out. The tries before are
        cut from the transcript (what they leave in the database, records and
        kept games, is the same in every run)."""
        table = self.table
        self.seat_everybody()
        for attempt in range(tries):
            mark, states = len(OUT), dict(LAST_STATE)
            self.saw_grace = False
            step("start", self.preset, "grace time", attempt)
            self.call("start", lambda: table.start(seed=SEED + 1000 + attempt, target=TARGET))
            self.play_out(one_game=True)
            if self.saw_grace:
                self.play_out()
                self.looks(self.players[0])
                TIMERS.clear()
                return
            self.call("end_match", table.end_match)
            self.cmd(self.players[0], "auffüllen")
            TIMERS.clear()
            del OUT[mark:]
            LAST_STATE.clear()
            LAST_STATE.update(states)
        step("no grace time", self.preset, tries)


def presets():
    from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
    return [(cls, preset) for cls in (SixtySixDeck, GaigelTable) for preset in cls.presets]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="the transcript file to write")
    parser.add_argument("--only", help="only presets whose name contains this")
    args = parser.parse_args()
    setup()
    patch_everything()
    RNG.seed(SEED)
    for number, (cls, preset) in enumerate(presets()):
        if args.only and args.only not in preset:
            continue
        Scene(cls, preset, number).run()
    if not args.only or args.only in "gaigel3":
        from game.typeclasses.carddecks import GaigelTable
        Scene(GaigelTable, "gaigel3", number + 1).hunt_grace()
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(OUT) + "\n")
    print(f"{len(OUT)} lines -> {args.out}")


if __name__ == "__main__":
    main()
