"""
How far one machine carries: many telnet players while computer tables play,
on SQLite and on PostgreSQL side by side, and a login storm with the password
check inline (stock Evennia) and in a thread (ours), in one run.

Load (once per database, each its own private server on loopback): PLAYERS
players, PER_ROOM to a room, each at a 66 table of their own against a `leicht`
computer player, type `schau`, on their turn `lege <n>` (the first card the table takes) and `weiter` after a game,
about one command every PAUSE seconds, for SECONDS seconds, while 8 tables of
two `normal` computer players each play matches. Prints p50/p95/p99 of the
round trips of `schau` and `lege` (send -> the answer's line) and the processor
use of server, portal and AI workers, each in percent of one core. Every player
has typed `schau` once before the clock starts; with `--warmup S` they play S
seconds before it starts (all tables start together, so their first games end
together, and a fresh world's first game ends create every record: a wave that
is not the steady state; `--timeline` shows it). Accounts are made
with a fast hasher on these servers (setup only: the load is about play).

With `distributed` installed (the `cluster` extra) the SQLite load runs twice,
side by side: the computer players thinking in the server's local process pool,
then on a loopback Dask cluster (a scheduler and CLUSTER workers of one thread,
the server's CARD_AI_CLUSTER pointing at it; the `leicht` players' quick
questions stay in the local pool unless `--cluster-all`); `--skip-cluster` leaves
that out, `--skip-local` runs it alone. The loopback scheduler and workers stand
in for other machines: they run at a lower priority (`--cluster-nice`), as the
local pool's workers do.
Each load run prints the resident memory of server and portal before the
players connect and after, and what that makes per connected player.

Login storm (SQLite, Django's real PBKDF2 hasher): one seated player types
`schau` every 0.25 s while STORM accounts connect at once; its p95 and
maximum during the storm, first with PASSWORD_HASHING_IN_THREAD = False
(hashing on the reactor thread), then True, on the same server.

    .venv/bin/python -u bench/load.py [--players 100] [--per-room 10] [--seconds 60]
        [--storm 50] [--skip-pg] [--skip-storm] [--skip-cluster] [--cluster 2]
        [--cluster-all] [--cluster-nice N] [--skip-local] [--timeline PATH] [--warmup S]
        [--callbacks PATH] [--stalls PATH] [--profile PATH] [--spy PATH [--spy-gil]]
        [--baseline REV]

Arrivals (`--arrivals`, bench/arrivals.py; issue 45): the players come as newcomers
do instead: PLAYERS (default 300) log in over ARRIVE seconds into the start room
and ask for a game in a mix (`--mix`: `spiel 66`, two `suche 66`, `spiel gaigel
zu viert`, two `suche gaigel zu viert` and `jetzt`); the house walks them to the
Kaffeehaus or the Besenwirtschaft, opens tables and makes computer players on
demand. Prints each one's time from asking to their first hand, how many were
seated and refused, the tables and computer seats it took, memory per table, and
`schau`/`lege` while they play, under this load run at the same player count
(pre-seated) as the baseline, on SQLite, in one table of figures.

    .venv/bin/python -u bench/load.py --arrivals [--players 300] [--arrive 60]
        [--mix 4,2,2,2] [--settle 15] [--seconds 60] [--skip-local] [--spy PATH]
        [--profile PATH] [--callbacks PATH]

(`--baseline REV`, e.g. `--baseline main`: each database's local-pool load runs
first on the game of that git revision, then on this checkout, one after the
other in the same run: a change's effect measured side by side.)

(`--per-room 100` puts everybody into one room: the command handler and every
look then ask each of its 300 objects.)

Loopback only; bounded in players, time and storm size. Not part of CI.
"""

import argparse
import os
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.sampling import percentile  # noqa: E402

TURN = "Du bist am Zug"
FAST_HASHER = 'PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]'
# The game's own pace of computer players (the test servers' settings make them instant).
GAME_PACE = "CARD_NPC_PAUSE = (0.8, 2.0)\nCARD_NPC_BUDGET_WAIT = 1.0"
SETUP = ("py from bench.load import set_up; set_up(me, {players!r}, {password!r}, {robots}, "
         "{per_room}); "
         "print('EINGE' + 'RICHTET')")  # split: the echo must not match
ACCOUNTS = ("py from bench.load import make_accounts; make_accounts({names!r}, {password!r}); "
            "print('ANGE' + 'LEGT')")
SEAT = ("py from bench.load import seat; seat(me, {players!r}); print('GESE' + 'TZT')")
PROFILE = ("py from bench.load import profile_for; profile_for({seconds!r}, {path!r}); "
           "print('PROFI' + 'LIERT')")
CALLBACKS = ("py from bench.load import time_callbacks; time_callbacks({seconds!r}, {path!r}); "
             "print('GEMES' + 'SEN')")
STALLS = ("py from bench.load import watch_stalls; watch_stalls({seconds!r}, {path!r}); "
          "print('BEOBA' + 'CHTET')")
SWITCH = ("py from django.conf import settings; settings.PASSWORD_HASHING_IN_THREAD = {on}; "
          "print('GESCH' + 'ALTET')")


# --- inside the server (called through `py`) ---------------------------------

def make_accounts(names, password):
    """Accounts with characters, made with the server's hasher."""
    from django.conf import settings
    from evennia.utils.utils import class_from_module

    Account = class_from_module(settings.BASE_ACCOUNT_TYPECLASS)
    for name in names:
        account, errors = Account.create(username=name, password=password)
        assert account, errors


def set_up(admin, players, password, robots, per_room):
    """Accounts for `players`, their characters `per_room` to a room of their own
    (as people spread over a world's rooms), and `robots` tables of two `normal`
    computer players playing a match in the admin's room."""
    from evennia.objects.models import ObjectDB
    from evennia.utils.create import create_object

    make_accounts(players, password)
    room = admin.location

    def robot(key, strength):
        bot = create_object("game.typeclasses.cardplayers.CardPlayer", key=key, location=room)
        bot.db.strength = strength
        return bot

    rooms = {}
    for index, name in enumerate(players):
        number = index // per_room
        if number not in rooms:
            rooms[number] = create_object("game.typeclasses.rooms.Room", key=f"Lastraum {number}")
            create_object("game.typeclasses.exits.Exit", key="hinaus", location=rooms[number],
                          destination=room)  # the look ends with its exits
        person = ObjectDB.objects.get(db_key=name, db_typeclass_path__contains="characters")
        person.move_to(rooms[number], quiet=True)
    for index in range(robots):
        deck = create_object("game.typeclasses.carddecks.SixtySixDeck",
                             key=f"Rechnertisch {index}", location=room)
        deck.seats.sit(robot(f"Rechner {index}a", "normal"))
        deck.seats.sit(robot(f"Rechner {index}b", "normal"))
        deck.start(target=99)


def seat(admin, players):
    """Once `players` are connected: each at a table of their own in their room with
    a `leicht` computer player, match started (a table does not seat people who are away)."""
    from evennia.objects.models import ObjectDB
    from evennia.utils.create import create_object

    for index, name in enumerate(players):
        person = ObjectDB.objects.get(db_key=name, db_typeclass_path__contains="characters")
        deck = create_object("game.typeclasses.carddecks.SixtySixDeck",
                             key=f"Lasttisch {index}", location=person.location)
        bot = create_object("game.typeclasses.cardplayers.CardPlayer",
                            key=f"Lastgegner {index}", location=person.location)
        bot.db.strength = "leicht"
        deck.seats.sit(person)
        deck.seats.sit(bot)
        deck.db.think_time = 3600
        deck.start(target=99)


def profile_for(seconds, path):
    """cProfile the server's reactor thread for `seconds`, then write the stats to `path`."""
    import cProfile

    from twisted.internet import reactor

    profile = cProfile.Profile()
    profile.enable()

    def done():
        profile.disable()
        profile.dump_stats(path)

    reactor.callLater(seconds, done)


SECTIONS = [
    "game.typeclasses.tables.CardTable.perform", "game.typeclasses.tables.CardTable.save_match",
    "game.cardgames.match.Match.to_json", "game.table.commit.CommitPath.after_change",
    "game.faces.change.what_changed", "game.faces.readers.show",
    "game.faces.readers.show_blocks", "game.faces.tabledata.send_change",
    "game.table.hints.due", "game.table.turns.TurnClock.schedule",
    "game.thinking.think", "game.typeclasses.tables.CardTable.change",
    "game.table.commit.CommitPath.end_of_game",
    "game.commands.table.base.TableCommand.func", "game.commands.everyday.CmdSchau.func",
    "evennia.typeclasses.attributes.NickHandler.nickreplace",
    "evennia.commands.cmdhandler.get_and_merge_cmdsets",
    "evennia.server.sessionhandler.ServerSessionHandler.data_out",
    # the house (issue 45: --arrivals)
    "game.commands.table.seats.CmdStart.func", "game.commands.house.CmdSuche.func",
    "game.commands.house.CmdJetzt.func", "game.commands.login.CmdAnmelden.func",
    "game.house.quickstart.play_now", "game.house.quickstart.rooms_for",
    "game.house.quickstart.take_table", "game.house.quickstart.seat",
    "game.house.waiting.join", "game.house.waiting.seat_together", "game.house.waiting.entries",
    "game.house.helpers.fill", "game.house.helpers.idle", "game.house.helpers.make_helper",
    "game.house.helpers.unused_name", "game.house.rooms.open_table",
    "game.house.rooms.keep_one_free", "game.house.rooms.table_for", "game.house.rooms.free_table",
    "game.house.rooms.card_rooms", "game.house.ways.walk",
    "game.commands.table.base.TableCommand.find_table",
    "game.typeclasses.rooms.Room.get_display_characters",
    "game.typeclasses.rooms.Room.get_display_things",
    "evennia.objects.objects.DefaultObject.msg_contents",
    "evennia.objects.objects.DefaultObject.return_appearance",
    "evennia.prototypes.spawner.spawn",
]  # (commands handled and Evennia's Attribute saves are counted per turn by time_callbacks)


class time_sections(dict):
    """Inclusive wall time and count of each function in `paths` (module.Class.name
    or module.name), until `restore()`. Functions looked up by name at call time."""

    def __init__(self, paths):
        import importlib

        super().__init__()
        self.undo = []
        for path in paths:
            parts = path.split(".")
            for split in range(len(parts) - 1, 0, -1):
                try:
                    owner = importlib.import_module(".".join(parts[:split]))
                except ImportError:
                    continue
                for name in parts[split:-1]:
                    owner = getattr(owner, name)
                break
            name = parts[-1]
            original = getattr(owner, name, None)
            if original is None:  # renamed since: say so in the figures, measure the rest
                self[path + " (not found)"] = [0, 0.0, 0.0]
                continue
            own = not isinstance(owner, type) or name in owner.__dict__
            self[path] = [0, 0.0, 0.0]
            setattr(owner, name, self.wrap(path, original))
            self.undo.append((owner, name, original if own else None))

    def wrap(self, path, original):
        import functools

        entry = self[path]

        @functools.wraps(original)
        def timed(*args, **kwargs):
            start, cpu = time.perf_counter(), time.thread_time()
            try:
                return original(*args, **kwargs)
            finally:
                entry[0] += 1
                entry[1] += time.perf_counter() - start
                entry[2] += time.thread_time() - cpu
        return timed

    def restore(self):
        for owner, name, original in self.undo:
            if original is None:
                delattr(owner, name)  # inherited: the parent's again
            else:
                setattr(owner, name, original)


def time_callbacks(seconds, path):
    """For `seconds`: how long each turn of work on the reactor thread takes (a read
    or write on a connection, a timer's call), written to `path` as a histogram with
    the longest turns and what they did (commands handled, attributes saved)."""
    import gc

    from evennia.server.sessionhandler import SESSIONS
    from evennia.typeclasses.attributes import Attribute
    from twisted.internet import reactor

    turns, current = [], {"commands": 0, "saves": 0}
    read_or_write, call_later, from_thread = (reactor._doReadOrWrite, reactor.callLater,
                                              reactor.callFromThread)
    data_in, attribute_save = SESSIONS.data_in, Attribute.save

    def timed(label, function, *args, **kwargs):
        current.update(commands=0, saves=0)
        start = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            turns.append(((time.perf_counter() - start) * 1000, label,
                          current["commands"], current["saves"]))

    def counted_data_in(*args, **kwargs):
        current["commands"] += 1
        return data_in(*args, **kwargs)

    def counted_save(self, *args, **kwargs):
        current["saves"] += 1
        return attribute_save(self, *args, **kwargs)

    def on_connection(selectable, fd, event):
        label = type(getattr(selectable, "protocol", selectable)).__name__
        return timed(label, read_or_write, selectable, fd, event)

    def later(delay, function, *args, **kwargs):
        label = getattr(function, "__qualname__", type(function).__name__)
        return call_later(delay, timed, label, function, *args, **kwargs)

    def handed_back(function, *args, **kwargs):
        label = "thread: " + getattr(function, "__qualname__", type(function).__name__)
        return from_thread(timed, label, function, *args, **kwargs)

    collections, started = [], {}

    def collecting(phase, info):
        if phase == "start":
            started["at"] = time.perf_counter()
        elif "at" in started:
            collections.append((info["generation"], (time.perf_counter() - started.pop("at")) * 1000))

    gc.callbacks.append(collecting)

    def done():
        sections.restore()
        gc.callbacks.remove(collecting)
        reactor._doReadOrWrite, reactor.callLater = read_or_write, call_later
        reactor.callFromThread = from_thread
        SESSIONS.data_in, Attribute.save = data_in, attribute_save
        durations = sorted(turn[0] for turn in turns)
        with open(path, "w") as out:
            out.write(f"{len(turns)} turns in {seconds} s, busy {sum(durations) / 10 / seconds:.0f}% "
                      f"of the time; p50 {percentile(durations, 0.5):.2f} p95 "
                      f"{percentile(durations, 0.95):.2f} p99 {percentile(durations, 0.99):.2f} ms\n")
            for limit in (5, 10, 20, 50, 100):
                longer = [d for d in durations if d > limit]
                out.write(f"  over {limit:3d} ms: {len(longer):6d} turns, {sum(longer) / 1000:.2f} s\n")
            by_label = {}
            for took, label, *_ in turns:
                by_label.setdefault(label, []).append(took)
            out.write(f"  objects the collector tracks: {len(gc.get_objects())}, frozen: "
                      f"{gc.get_freeze_count()}\n")
            for generation in range(3):
                times = [took for gen, took in collections if gen == generation]
                if times:
                    out.write(f"  garbage collections of generation {generation}: {len(times)}, "
                              f"{sum(times) / 1000:.2f} s, max {max(times):.1f} ms\n")
            out.write("by kind (count, total s, p95 ms, max ms):\n")
            for label, times in sorted(by_label.items(), key=lambda item: -sum(item[1]))[:15]:
                out.write(f"  {label[:50]:50} {len(times):6d} {sum(times) / 1000:7.2f} "
                          f"{percentile(times, 0.95):7.1f} {max(times):7.1f}\n")
            out.write("inside the turns (count, total s, mean ms, mean processor ms of the "
                      "thread; inclusive, nested):\n")
            for name, (count, total, cpu) in sorted(sections.items(), key=lambda item: -item[1][1]):
                if count or name.endswith("(not found)"):
                    out.write(f"  {name[:58]:58} {count:6d} {total:7.2f} "
                              f"{total * 1000 / max(1, count):7.2f} "
                              f"{cpu * 1000 / max(1, count):7.2f}\n")
            out.write("longest (ms, kind, commands, attribute saves):\n")
            for turn in sorted(turns, reverse=True)[:30]:
                out.write(f"  {turn[0]:7.1f} {turn[1][:50]:50} {turn[2]:3d} {turn[3]:3d}\n")

    reactor._doReadOrWrite, reactor.callLater = on_connection, later
    reactor.callFromThread = handed_back
    sections = time_sections(SECTIONS)
    SESSIONS.data_in, Attribute.save = counted_data_in, counted_save
    call_later(seconds, done)


def watch_stalls(seconds, path, limit=0.06):
    """For `seconds`: whenever the reactor has not come round for `limit` seconds,
    note where its thread is (the stack, once per stall) in `path`."""
    import traceback

    from twisted.internet import reactor, task

    main = threading.get_ident()
    beat = [time.monotonic()]
    beating = task.LoopingCall(lambda: beat.__setitem__(0, time.monotonic()))
    beating.start(0.02)
    end = time.monotonic() + seconds

    def watch():
        noted = None
        with open(path, "w") as out:
            while time.monotonic() < end:
                time.sleep(0.05)
                late = time.monotonic() - beat[0]
                if late > limit and noted != beat[0]:
                    noted = beat[0]
                    frame = sys._current_frames().get(main)
                    out.write(f"--- reactor {late * 1000:.0f} ms late:\n")
                    out.write("".join(traceback.format_stack(frame)[-14:]))
                    for ident, other in sys._current_frames().items():
                        if ident not in (main, threading.get_ident()):
                            out.write(f"  [thread {ident}]\n" + "".join(
                                traceback.format_stack(other)[-6:]))
                    out.flush()
        reactor.callFromThread(beating.stop)

    threading.Thread(target=watch, daemon=True).start()

    from django.db import connection

    slow = open(path + ".queries", "w")

    def timed(execute, sql, params, many, context):
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            return execute(sql, params, many, context)
        finally:
            took = time.perf_counter() - wall
            if took > 0.02:
                slow.write(f"{took * 1000:.0f} ms (cpu {(time.thread_time() - cpu) * 1000:.0f} ms) "
                           f"{sql[:90]}\n")
                slow.flush()

    connection.execute_wrappers.append(timed)


# --- the players (in this process) -----------------------------------------

def await_setup(admin, marker, timeout):
    """Wait for `marker` from a `py` line; its error shown if one comes instead."""
    found, text = admin.expect(marker, "Traceback", "Error", timeout=timeout)
    if found != marker:
        raise RuntimeError(text + admin.read_until("\n", timeout=5))


def connect(port, name, password, source):
    from tests.harness.telnet import TelnetClient

    client = TelnetClient(port, timeout=120, source=source)
    client.read_until("connect <name> <passwort>")
    client.command(f"connect {name} {password}", "Ausgänge:")
    client.read_until("\n")
    return client


def source(index):
    """A loopback address of its own (the server caps connections per address)."""
    return f"127.0.{1 + index // 200}.{2 + index % 200}"


def play(client, name, deadline, pause, schau, lege, seen, timeline, measure_from,
         early=None, window=4000, noise=()):
    """`schau`, `lege` on our turn and `weiter` after a game, one command every
    `pause` seconds (`seen`: what the player has read before, of which the last
    `window` characters are kept); round trips are noted from `measure_from`
    (time.monotonic) on, before it in `early` ((schau, lege) lists) if given.
    A line holding one of `noise` (the room's comings and goings, its look) is no
    answer and is not kept."""
    from tests.harness.player import HAND, WEITER, cards_in, next_line

    try:
        while time.monotonic() < deadline:
            start = time.perf_counter()
            text = client.command("schau", "Ausgänge:")
            text += client.read_until("\n")
            if time.monotonic() >= measure_from:
                schau.append((time.perf_counter() - start) * 1000)
                timeline.append((time.monotonic(), schau[-1]))
            elif early is not None:
                early[0].append((time.perf_counter() - start) * 1000)
            if noise:  # the crowded room's look and comings and goings: not kept
                text = "\n".join(line for line in text.split("\n")
                                 if not any(word in line for word in noise))
            seen = (seen + text)[-window:]
            time.sleep(pause)
            if seen.rfind(WEITER) > seen.rfind(TURN):  # the Abrechnung waits for us
                client.send("weiter")
                seen = ""
                continue
            if seen.rfind(TURN) > seen.rfind(f"{name} legt "):
                hands = HAND.findall(seen[seen.rfind(TURN):])
                for number in range(1, (cards_in(hands[-1]) if hands else 1) + 1):
                    client.buffer = ""  # what came before is no answer to this line
                    start = time.perf_counter()
                    client.send(f"lege {number}")
                    line = next_line(client)
                    while any(word in line for word in noise):
                        line = next_line(client)
                    if time.monotonic() >= measure_from:
                        lege.append((time.perf_counter() - start) * 1000)
                    elif early is not None:
                        early[1].append((time.perf_counter() - start) * 1000)
                    time.sleep(pause)
                    if f"{name} legt " in line or "nicht am Zug" in line:
                        break
                seen = f"{name} legt "
    except (AssertionError, OSError):
        pass  # a slow answer ends this player's run; the others go on


# --- processor use -------------------------------------------------------------

def cpu_seconds(parts):
    """User + system seconds of each process in `parts` ({"server": pid, ...}); the
    children of the server (its AI workers) under "AI"."""
    tick = os.sysconf("SC_CLK_TCK")

    def stat(pid):
        try:
            return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None

    def seconds(fields):
        return (int(fields[11]) + int(fields[12])) / tick if fields else 0.0

    out = {name: seconds(stat(pid)) for name, pid in parts.items()}
    out["AI"] = 0.0
    for entry in os.listdir("/proc"):
        fields = stat(entry) if entry.isdigit() else None
        if fields and int(fields[1]) == parts.get("server"):
            out["AI"] += seconds(fields)
    return out


def resident_mb(pid):
    """Resident memory of process `pid` in MB (VmRSS), 0 when it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def summary(label, values):
    if not values:
        return f"{label:28}     (none)"
    return (f"{label:28}{len(values):7d}{percentile(values, 0.5):9.1f}"
            f"{percentile(values, 0.95):9.1f}{percentile(values, 0.99):9.1f}{max(values):9.1f}")


# --- the runs ---------------------------------------------------------------------

def start(server, tries=3):
    for attempt in range(tries):
        try:
            return server.start()
        except (RuntimeError, OSError):
            server.stop()
            if attempt == tries - 1:
                raise


def load_run(server, args, password, cluster=None):
    """Set up, play SECONDS seconds, return (schau ms, lege ms, processor use in % of
    a core by process, this process's %, memory {process: (MB before, MB after)}).
    `cluster`: the DaskCluster the server thinks on (its processes counted too)."""
    port = server.ports["telnet"]
    admin = connect(port, *server.admin, source="127.0.0.1")
    names = [f"Last{index:03d}" for index in range(args.players)]
    admin.send(SETUP.format(players=names, password=password, robots=args.robots,
                            per_room=args.per_room))
    await_setup(admin, "EINGERICHTET", 900)
    from server.mud import running_pids  # here: the game's copy inside the server has no mud.py

    parts = running_pids(server.root / "server")
    memory = {name: [resident_mb(pid)] for name, pid in parts.items()}
    clients = [connect(port, name, password, source(index)) for index, name in enumerate(names)]
    admin.send(SEAT.format(players=names))
    await_setup(admin, "GESETZT", 900)
    seen = []  # each has typed once (the first command reads a person's nicks)
    for client in clients:
        seen.append(client.command("schau", "Ausgänge:") + client.read_until("\n"))
    for name, pid in parts.items():  # connected, seated, looked once: a player's whole weight
        memory[name].append(resident_mb(pid))
    if cluster is not None:
        parts["scheduler"] = cluster.scheduler.pid
        for number, worker in enumerate(cluster.workers):
            parts[f"worker {number}"] = worker.pid
    schau, lege = [], []
    timeline = []  # (when, schau's round trip) of every player, for --timeline
    measure_from = time.monotonic() + args.warmup
    deadline = measure_from + args.seconds
    threads = [threading.Thread(target=play, args=(client, name, deadline, args.pause, schau, lege,
                                                   text, timeline, measure_from), daemon=True)
               for client, name, text in zip(clients, names, seen)]
    for thread in threads:
        thread.start()
        time.sleep(args.pause / len(threads))  # spread out, as people are
    time.sleep(max(0.0, measure_from - time.monotonic()))  # the warm-up is not measured
    spy = None
    if args.spy:  # sampled from outside: no cost inside the server, unlike --profile
        spy = subprocess.Popen([py_spy(), "record", "--pid", str(parts["server"]), "--duration",
                                str(int(args.seconds)), "--rate", "100", "--nonblocking",
                                "--format", "raw", "--output", f"{args.spy}.{server.root.name}"]
                               + (["--gil"] if args.spy_gil else []),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if args.profile:
        admin.send(PROFILE.format(seconds=args.seconds, path=f"{args.profile}.{server.root.name}"))
        await_setup(admin, "PROFILIERT", 60)
    if args.callbacks:
        admin.send(CALLBACKS.format(seconds=args.seconds, path=f"{args.callbacks}.{server.root.name}"))
        await_setup(admin, "GEMESSEN", 60)
    if args.stalls:
        admin.send(STALLS.format(seconds=args.seconds, path=f"{args.stalls}.{server.root.name}"))
        await_setup(admin, "BEOBACHTET", 60)
    cpu_before, wall_before = cpu_seconds(parts), time.monotonic()
    own_before = sum(os.times()[:2])
    for thread in threads:
        thread.join(timeout=args.warmup + args.seconds + 300)
    wall = time.monotonic() - wall_before
    if args.timeline:
        write_timeline(timeline, wall_before, f"{args.timeline}.{server.root.name}")
    if spy is not None:
        spy.wait(timeout=120)
    cpu = {name: 100 * (took - cpu_before.get(name, 0.0)) / wall
           for name, took in cpu_seconds(parts).items()}
    own = 100 * (sum(os.times()[:2]) - own_before) / wall
    for client in clients + [admin]:
        client.close()
    return schau, lege, cpu, own, memory


def write_timeline(timeline, start, path):
    """Per second of the load: how many `schau`, their median and longest round
    trip, how many took over 100 ms (shows whether slow answers come in waves,
    e.g. when many games end at once)."""
    seconds = {}
    for when, took in timeline:
        seconds.setdefault(int(when - start), []).append(took)
    with open(path, "w") as out:
        out.write("second  count  p50 ms  max ms  over 100 ms\n")
        for second, times in sorted(seconds.items()):
            times.sort()
            out.write(f"{second:6d} {len(times):6d} {times[len(times) // 2]:7.1f} {times[-1]:7.1f} "
                      f"{sum(1 for took in times if took > 100):12d}\n")


def storm_run(server, args, password):
    """The seated player's `schau` times during a storm, inline and threaded."""
    port = server.ports["telnet"]
    admin = connect(port, *server.admin, source="127.0.0.1")
    admin.send(SETUP.format(players=["Sitzer"], password=password, robots=0, per_room=1))
    await_setup(admin, "EINGERICHTET", 300)
    stormers = [f"Sturm{index:02d}" for index in range(args.storm)]
    admin.send(ACCOUNTS.format(names=stormers, password=password))
    await_setup(admin, "ANGELEGT", 900)
    seated = connect(port, "Sitzer", password, "127.0.0.250")
    admin.send(SEAT.format(players=["Sitzer"]))
    await_setup(admin, "GESETZT", 300)
    results = {}
    for on in (False, True):
        admin.send(SWITCH.format(on=on))
        admin.read_until("GESCHALTET")
        if args.callbacks:
            admin.send(CALLBACKS.format(seconds=20.0, path=f"{args.callbacks}.storm-{on}"))
            await_setup(admin, "GEMESSEN", 60)
        times, storming = [], threading.Event()
        clients = []

        def storm(index, name):
            from tests.harness.telnet import TelnetClient

            client = TelnetClient(port, timeout=300, source=source(index))
            client.read_until("connect <name> <passwort>")
            storming.wait()
            client.command(f"connect {name} {password}", "Ausgänge:")
            clients.append(client)

        threads = [threading.Thread(target=storm, args=(index, name), daemon=True)
                   for index, name in enumerate(stormers)]
        for thread in threads:
            thread.start()
        time.sleep(3)  # every connection screen shown
        started = time.monotonic()
        storming.set()
        while any(thread.is_alive() for thread in threads) and time.monotonic() < started + 300:
            begin = time.perf_counter()
            seated.command("schau", "Ausgänge:")
            seated.read_until("\n")
            times.append((time.perf_counter() - begin) * 1000)
            time.sleep(0.25)
        results[on] = (times, time.monotonic() - started, len(clients))
        for client in clients:
            client.close()
        time.sleep(3)  # the sessions are gone before the next storm
    seated.close()
    admin.close()
    return results


def baseline_code(revision, into):
    """The game of git revision `revision` of this checkout, unpacked under `into`
    (its bench/ is not used: the load is set up by this checkout's)."""
    into.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(REPO), "archive", revision],
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def py_spy():
    """The py-spy program (the `bench` extra): on PATH or beside this Python."""
    import shutil

    return shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")


def cluster_installed():
    """True when `distributed` (the `cluster` extra) can be imported."""
    import importlib.util

    return importlib.util.find_spec("distributed") is not None


def print_row(row, args):
    """One run's round trips, processor use and memory."""
    label, schau, lege, cpu, own, memory = row
    parts = ", ".join(f"{name} {share:.0f}%" for name, share in cpu.items())
    weights = ", ".join(f"{name} {before:.0f} -> {after:.0f} MB "
                        f"({(after - before) * 1024 / max(1, args.players):.0f} KB a player)"
                        for name, (before, after) in memory.items())
    print("\n".join([
        label, summary("  schau", schau), summary("  lege", lege),
        f"  processor use, % of one core: {parts}; the players' telnet clients "
        f"(this process) {own:.0f}% ({os.cpu_count()} cores)",
        f"  resident memory before and after {args.players} players connected: {weights}"]),
        flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=None,
                        help="100; 300 with --arrivals")
    parser.add_argument("--robots", type=int, default=8, help="tables of computer players only")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--pause", type=float, default=2.0, help="seconds between a player's commands")
    parser.add_argument("--warmup", type=float, default=0.0,
                        help="seconds the players play before the clock starts (a fresh world's "
                             "first game ends create the records: not the steady state)")
    parser.add_argument("--storm", type=int, default=50)
    parser.add_argument("--per-room", type=int, default=10,
                        help="players (each at a table with a computer player) to a room")
    parser.add_argument("--skip-pg", action="store_true")
    parser.add_argument("--skip-storm", action="store_true")
    parser.add_argument("--skip-cluster", action="store_true",
                        help="no second SQLite run with the thinking on a loopback Dask cluster")
    parser.add_argument("--cluster", type=int, default=2, help="Dask workers of that run")
    parser.add_argument("--cluster-nice", type=int, default=10,
                        help="niceness of the loopback scheduler and workers: they stand in for "
                             "other machines, so they yield this one's processor to the game "
                             "(as the local pool's workers do); 0: as they come")
    parser.add_argument("--cluster-all", action="store_true",
                        help="every question to the cluster, the `leicht` player's quick ones "
                             "too (CARD_AI_CLUSTER_MIN_BUDGET = 0)")
    parser.add_argument("--skip-local", action="store_true",
                        help="no SQLite run with the local pool (the cluster's run alone)")
    parser.add_argument("--baseline", metavar="REV",
                        help="first the same load on the game of git revision REV (side by side)")
    parser.add_argument("--stalls", metavar="PATH",
                        help="note where the reactor was whenever it came round late (PATH.<database>)")
    parser.add_argument("--callbacks", metavar="PATH",
                        help="time each turn of work on the reactor thread (PATH.<database>)")
    parser.add_argument("--timeline", metavar="PATH",
                        help="per second: count, median and longest `schau` (PATH.<database>)")
    parser.add_argument("--spy", metavar="PATH",
                        help="sample the server with py-spy during the load (PATH.<database>, "
                             "collapsed stacks; python bench/stacks.py PATH.<database> sums them)")
    parser.add_argument("--spy-gil", action="store_true",
                        help="with --spy: sample only the thread holding the GIL (who keeps the "
                             "event loop waiting)")
    parser.add_argument("--profile", metavar="PATH",
                        help="cProfile the server's reactor during the load (PATH.<database>)")
    parser.add_argument("--arrivals", action="store_true",
                        help="players arrive as newcomers do and ask for a game (spiel, suche, "
                             "jetzt; bench/arrivals.py), beside this load run as the baseline "
                             "(SQLite only; --skip-local leaves the baseline out)")
    parser.add_argument("--arrive", type=float, default=60,
                        help="with --arrivals: seconds over which the players log in")
    parser.add_argument("--mix", default="4,2,2,2",
                        help="with --arrivals: shares of the players who type `spiel 66`, `suche 66` "
                             "(pairs), `spiel gaigel zu viert`, `suche gaigel zu viert` + `jetzt` "
                             "(pairs)")
    parser.add_argument("--settle", type=float, default=15,
                        help="with --arrivals: seconds after the last arrival before the clock of "
                             "the play starts")
    args = parser.parse_args()
    if args.players is None:
        args.players = 300 if args.arrivals else 100
    args.players, args.storm = min(args.players, 400), min(args.storm, 200)  # bounded
    args.arrive, args.settle = min(args.arrive, 600), min(args.settle, 300)
    if args.arrivals:
        return arrivals_main(args)
    args.seconds, args.warmup = min(args.seconds, 600), min(args.warmup, 600)
    from tests.harness.gameserver import GameServer
    from tests.harness.postgres import Postgres, bin_dir

    password = secrets.token_urlsafe(12)
    print(f"Load: {args.players} telnet players, {args.per_room} to a room (schau, and lege on "
          f"their turn, one command every {args.pause:g} s) + {args.robots} computer tables, "
          f"{args.seconds:g} s" + (f" after {args.warmup:g} s of warm-up" if args.warmup else "")
          + "; round trips in ms")
    print(f"{'':28}{'count':>7}{'p50':>9}{'p95':>9}{'p99':>9}{'max':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        runs = [] if args.skip_local else [("sqlite", False, None)]
        if not args.skip_cluster and cluster_installed():
            runs.append(("sqlite", True, None))
        if not args.skip_pg and bin_dir() is not None:
            runs.append(("postgresql", False, None))
        if args.baseline:  # before each local-pool run the same on the baseline's code
            code = baseline_code(args.baseline, Path(tmp) / "baseline")
            paired = []
            for run in runs:
                if not run[1]:
                    paired.append((run[0], False, code))
                paired.append(run)
            runs = paired
        for backend, on_cluster, code in runs:
            label = backend + (f", {args.cluster} Dask workers" + (
                " (every question)" if args.cluster_all else " (leicht's quick questions local)")
                if on_cluster else ", local pool")
            if args.baseline:
                label += f", {args.baseline}" if code else ", this checkout"
            postgres = Postgres() if backend == "postgresql" else None
            cluster = None
            try:
                env, settings = {}, FAST_HASHER + "\n" + GAME_PACE
                if postgres:
                    postgres.start()
                    env = {"MUD_DATABASE_URL": postgres.url}
                if on_cluster:
                    from tests.harness.daskcluster import DaskCluster

                    cluster = DaskCluster(Path(tmp) / "dask", niceness=args.cluster_nice).start(
                        workers=args.cluster)
                    settings += f'\nCARD_AI_CLUSTER = "{cluster.address}"'
                    if args.cluster_all:
                        settings += "\nCARD_AI_CLUSTER_MIN_BUDGET = 0"
                name = backend + ("-cluster" if on_cluster else "") + ("-baseline" if code else "")
                server = GameServer(Path(tmp) / name, extra_settings=settings, extra_env=env,
                                    code=code or REPO)
                server.migrate()
                start(server)
                try:
                    # printed as soon as it is over: a later run that hangs loses nothing
                    print_row((label, *load_run(server, args, password, cluster)), args)
                finally:
                    server.stop()
            finally:
                if cluster:
                    cluster.stop()
                if postgres:
                    postgres.stop()
        storm = None
        if not args.skip_storm:
            server = GameServer(Path(tmp) / "storm")
            server.migrate()
            start(server)
            try:
                storm = storm_run(server, args, password)
            finally:
                server.stop()

    if storm is None:
        return
    print(f"\nLogin storm: {args.storm} accounts connect at once (PBKDF2) while a seated player "
          "types schau every 0.25 s; its round trips in ms")
    print(f"{'':28}{'count':>7}{'p50':>9}{'p95':>9}{'p99':>9}{'max':>9}")
    for on, label in ((False, "hashing inline (stock)"), (True, "hashing in a thread")):
        times, took, done = storm[on]
        print(summary(label, times) + f"   storm over in {took:.1f} s, {done} logged in")


def arrivals_main(args):
    """The load run (players pre-seated) as the baseline, then the arrivals, each on a
    fresh SQLite server; one table of figures."""
    from bench.arrivals import arrival_run, parse_mix, print_arrivals
    from tests.harness.gameserver import GameServer

    parse_mix(args.mix)  # a wrong --mix stops here, before any server starts
    password = secrets.token_urlsafe(12)
    load = os.getloadavg()
    print(f"Arrivals (issue 45): {args.players} players, {args.arrive:g} s of arrivals, mix "
          f"{args.mix} (spiel 66, suche 66, spiel gaigel zu viert, suche gaigel zu viert + "
          f"jetzt), then {args.seconds:g} s of play ({args.settle:g} s after the last arrival; "
          f"one command every {args.pause:g} s); {args.robots} computer tables beside; baseline: "
          f"the load run, the same players pre-seated {args.per_room} to a room; SQLite; "
          f"round trips in ms; load average before {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print(f"{'':28}{'count':>7}{'p50':>9}{'p95':>9}{'p99':>9}{'max':>9}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name in ([] if args.skip_local else ["sqlite"]) + ["arrivals"]:
            server = GameServer(Path(tmp) / name, extra_settings=FAST_HASHER + "\n" + GAME_PACE)
            server.migrate()
            start(server)
            try:
                if name == "sqlite":
                    print_row(("pre-seated (today's load run)",
                               *load_run(server, args, password)), args)
                else:
                    print_arrivals(arrival_run(server, args, password), args, summary)
            finally:
                server.stop()
    load = os.getloadavg()
    print(f"load average after {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


if __name__ == "__main__":
    main()
