"""
Players arrive as newcomers do (issue 45), for `bench/load.py --arrivals`.

PLAYERS accounts log in one after the other over ARRIVE seconds, each into the
start room („Am Wegkreuz“), and ask for a game at once, in a mix (`--mix`,
shares of the players, default 4,2,2,2):

- `spiel 66`: alone against the computer (walked to the Kaffeehaus, a free or
  new Marmortisch, a computer player of the house sits down, the match starts);
- `suche 66` by two people who came together, the second completing the
  table (whoever else waits for 66 may be the partner: the waiting list pairs
  the two that wait);
- `spiel gaigel zu viert`: one person, three computer players (Besenwirtschaft);
- `suche gaigel zu viert` by two people, then the second types `jetzt`
  (computer players take the two free seats). One such pair at a time goes
  through suche -> jetzt (a lock in this process): otherwise a third and
  fourth seeker would complete the table by themselves and the `jetzt` would
  be refused for a reason that is the bench's, not the game's.

Each person's time runs from sending their own asking command (`spiel` or
`suche`) to the first table block that shows them their cards (`Deine Karten:`
or `Du bist am Zug:`). Until then every line they read that begins in red (the
game's refusals, `|r...`) or holds a known refusal text counts as a refusal.
Then they play as the load run's players do (`schau`, `lege` on their turn,
`weiter` after a game, one command every PAUSE seconds); the round trips count
from SETTLE seconds after the last arrival on, for SECONDS seconds.

The world's card rooms hold 30 tables each (game/house/rooms.py MOST), and
`@tische ... höchstens N` takes at most 100; the mix may need more in one
room, so before the players come the bench raises each card room's `most`
(its Attribute `card_tables`) to what the mix needs plus a margin, by `py`
as the admin, and prints it.

Inside the server (through `py`): `set_up_arrivals`, `house_figures`.
"""

import json
import os
import random
import re
import threading
import time

#: (kind, commands of the group's people in order, people)
KINDS = {
    "spiel 66": 1, "suche 66": 2, "spiel gaigel zu viert": 1, "suche gaigel zu viert": 2,
}
ORDER = list(KINDS)
#: what shows a seated player their cards (tablefaces.compact_text)
HAND_MARKS = ("Deine Karten: ", "Du bist am Zug: ")
#: the answer of `suche` while not enough people wait („Du wartest jetzt auf Mitspieler …“)
WAITING = "Du wartest"
#: refusals the house says without red (or whose colour a client may lose)
REFUSAL_TEXTS = ("kenne ich nicht", "verstehe ich nicht", "ist jeder Tisch besetzt",
                 "kein Lokal an", "kein Weg", "keiner Warteliste", "Du sitzt schon",
                 "versperrt", "Traceback")
#: a line that begins in red: Evennia's |r (bold red) or |R
RED_LINE = re.compile(r"(?:^|\n)\r?((?:\x1b\[[0-9;]*m)*\x1b\[(?:[0-9;]*;)?31m[^\n]*)")
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")

SET_UP = ("py from bench.arrivals import set_up_arrivals; set_up_arrivals(me, {players!r}, "
          "{password!r}, {robots}, {most!r}); print('EINGE' + 'RICHTET')")
FIGURES = ("py from bench.arrivals import house_figures; house_figures({players!r})")
FIGURES_MARK = "HAUS" + "ZAHLEN "


# --- inside the server (called through `py`) ---------------------------------

def set_up_arrivals(admin, players, password, robots, most):
    """Accounts for `players` (their characters in the start room), `robots` tables
    of two `normal` computer players in a room of their own (the admin goes there
    too: the start room stays as newcomers find it), and each card room's most
    tables raised to `most[game]` (the game it offers) where that is more than it has."""
    from evennia.utils.create import create_object

    from bench.load import make_accounts
    from game.house import rooms

    make_accounts(players, password)
    room = create_object("game.typeclasses.rooms.Room", key="Rechnerstube")
    admin.move_to(room, quiet=True)
    for index in range(robots):
        deck = create_object("game.typeclasses.carddecks.SixtySixDeck",
                             key=f"Rechnertisch {index}", location=room)
        for side in "ab":
            bot = create_object("game.typeclasses.cardplayers.CardPlayer",
                                key=f"Rechner {index}{side}", location=room)
            bot.db.strength = "normal"
            deck.seats.sit(bot)
        deck.start(target=99)
    for card_room in rooms.card_rooms():
        found = dict(rooms.setting(card_room))
        wanted = max((count for game, count in most.items() if rooms.offers(card_room, game)),
                     default=None)
        if wanted and wanted > found["most"]:
            found["most"] = wanted
            card_room.attributes.add(rooms.SETTING, found)


def house_figures(players):
    """One line: per card room its tables (all, taken, extra), most and computer
    players; how many of `players` sit at a table, and the computer seats at the
    tables where they sit."""
    from evennia.objects.models import ObjectDB

    from game.faces.whereabouts import seats_by_character
    from game.house import helpers, rooms

    ids = set(ObjectDB.objects.filter(db_key__in=players, db_typeclass_path__contains="characters")
              .values_list("id", flat=True))
    seated = seats_by_character()
    out = {"seated": sum(1 for pid in ids if pid in seated), "rooms": {}}
    computer, tables_with_players = 0, 0
    for room in rooms.card_rooms():
        tables = rooms.room_tables(room)
        taken = [table for table in tables if any(table.seats.entries())]
        mine = [table for table in taken
                if any(entry and entry["id"] in ids for entry in table.seats.entries())]
        tables_with_players += len(mine)
        computer += sum(1 for table in mine for entry in table.seats.entries()
                        if entry and entry["npc"])
        out["rooms"][room.key] = {
            "tables": len(tables), "taken": len(taken), "with players": len(mine),
            "extra": sum(1 for t in tables if t.tags.has(rooms.EXTRA_TAG[0],
                                                         category=rooms.EXTRA_TAG[1])),
            "most": rooms.setting(room)["most"], "contents": len(room.contents),
            "helpers": sum(1 for obj in room.contents if helpers.is_helper(obj))}
    out["tables with players"], out["computer seats"] = tables_with_players, computer
    # the seats as the card rooms' tables hold them (a cross-check of seats_by_character)
    out["seated at tables"] = len(
        {entry["id"] for room in rooms.card_rooms() for table in rooms.room_tables(room)
         for entry in table.seats.entries() if entry and entry["id"] in ids})
    print(FIGURES_MARK + json.dumps(out))


# --- the plan ----------------------------------------------------------------------

def parse_mix(text):
    """`4,2,2,2` -> shares of the four kinds (ORDER)."""
    shares = [float(part) for part in text.split(",")]
    if len(shares) != len(ORDER) or any(share < 0 for share in shares) or not sum(shares):
        raise SystemExit(f"--mix: four shares for {', '.join(ORDER)}")
    return shares


def plan(players, mix, arrive, seed=45):
    """[(second after the start, kind, [names])] for `players` people: the mix
    of people per kind (the pairs' kinds even), groups in random order, the people
    arriving evenly over `arrive` seconds (a pair at once)."""
    shares = parse_mix(mix) if isinstance(mix, str) else mix
    total = sum(shares)
    people = {}
    for kind, share in zip(ORDER, shares):
        count = int(players * share / total)
        people[kind] = count - count % KINDS[kind]
    people[ORDER[0]] += players - sum(people.values())  # the rest plays alone
    groups = [kind for kind in ORDER for _ in range(people[kind] // KINDS[kind])]
    random.Random(seed).shuffle(groups)
    out, index = [], 0
    for kind in groups:
        names = [f"Gast{index + number:03d}" for number in range(KINDS[kind])]
        out.append((arrive * index / max(1, players), kind, names))
        index += KINDS[kind]
    return out


def tables_needed(groups):
    """{game: tables} the plan takes at most (a table for each group), plus one
    kept free and the room's own table."""
    sixty = sum(1 for _, kind, _ in groups if kind in ("spiel 66", "suche 66"))
    gaigel = sum(1 for _, kind, _ in groups if "gaigel" in kind)
    return {"66": sixty + 2, "gaigel4": gaigel + 2}


# --- the players (in the bench's process) -----------------------------------------

def red_client(port, name, password, source):
    """A logged-in TelnetClient that also keeps the lines it read that begin in red
    (`client.red`) while `client.watch_red` is True."""
    from tests.harness.telnet import IAC_SEQUENCE, TelnetClient

    class Client(TelnetClient):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.watch_red, self.red, self.partial = True, [], ""

        def _feed(self, data):
            if self.watch_red:
                text = self.partial + IAC_SEQUENCE.sub(b"", data).decode("utf-8", "replace")
                cut = text.rfind("\n") + 1
                self.partial = text[cut:]
                self.red += [ANSI.sub("", line).strip()
                             for line in RED_LINE.findall("\n" + text[:cut])]
            return super()._feed(data)

    client = Client(port, timeout=120, source=source)
    client.read_until("connect <name> <passwort>")
    client.command(f"connect {name} {password}", "Ausgänge:")
    client.read_until("\n")
    return client


class Person:
    """One arriving player: the client, when they asked, when they saw their cards,
    what they read meanwhile."""

    def __init__(self, name, kind):
        self.name, self.kind = name, kind
        self.client, self.asked, self.hand, self.text, self.error = None, None, None, "", None
        self.refusals = []

    def ask(self, command, *answers, timeout=120):
        """Send `command` (the clock starts with the first), wait for one of `answers`
        or the cards; the marker found."""
        self.client.send(command)
        if self.asked is None:
            self.asked = time.monotonic()
        return self.wait(*answers, timeout=timeout)

    def wait(self, *answers, timeout=120):
        """Read until one of `answers` or the cards (the marker found); AssertionError
        at a known refusal (it counts) or when nothing came in `timeout` seconds."""
        found, text = self.client.expect(*answers, *HAND_MARKS, *REFUSAL_TEXTS,
                                         timeout=timeout)
        self.text += text
        if found in REFUSAL_TEXTS:
            self.text += self.client.read_until("\n", timeout=10)
            raise AssertionError("refused: " + self.text.strip().splitlines()[-1])
        if found in HAND_MARKS and self.hand is None:
            self.hand = time.monotonic()
            self.text += self.client.read_until("\n", timeout=timeout)
            self.done_asking()
        return found

    def wait_hand(self, timeout=120):
        if self.hand is None:
            self.wait(timeout=timeout)

    def done_asking(self):
        """Seated: the refusals read until now are counted, no more red kept."""
        client = self.client
        plain = [line for line in self.text.splitlines()
                 if any(word in line for word in REFUSAL_TEXTS)]
        self.refusals = list(dict.fromkeys(client.red + plain))
        client.watch_red, client.red = False, []

    @property
    def took(self):
        return None if self.asked is None or self.hand is None else self.hand - self.asked


def arrive(group, people, port, password, sources, lock, start, play):
    """One group's people log in at their time, ask, wait for their cards; then
    each plays (`play(person)`, a thread for the second of a pair)."""
    at, kind, names = group
    mine = [people[name] for name in names]
    time.sleep(max(0.0, start + at - time.monotonic()))
    try:
        for person in mine:
            person.client = red_client(port, person.name, password, sources[person.name])
        if kind in ("spiel 66", "spiel gaigel zu viert"):
            mine[0].ask(kind)
        elif kind == "suche 66":
            first, second = mine
            first.ask(kind, WAITING)
            second.ask(kind, WAITING)
            first.wait_hand()
            second.wait_hand()
        else:  # a Gaigel pair: suche, suche, jetzt (one pair at a time)
            first, second = mine
            with lock:
                first.ask(kind, WAITING)
                second.ask(kind, WAITING)
                second.client.send("jetzt")
                second.wait_hand()
                first.wait_hand()
    except (AssertionError, OSError) as err:
        for person in mine:
            if person.hand is None:
                person.error = str(err).splitlines()[0][:200]
                if person.client is not None:
                    person.done_asking()
        return
    helper = None
    if len(mine) == 2:
        helper = threading.Thread(target=play, args=(mine[1],), daemon=True)
        helper.start()
    play(mine[0])
    if helper is not None:
        helper.join()


def summary_rows(people):
    """[(label, seconds list)] of the first-hand times, all and per kind."""
    rows = [("first hand, all", [p.took for p in people if p.took is not None])]
    for kind in ORDER:
        rows.append((f"  {kind}", [p.took for p in people
                                   if p.kind == kind and p.took is not None]))
    return rows


def read_figures(admin, players):
    """The server's house_figures for `players` (a dict)."""
    admin.send(FIGURES.format(players=players))
    admin.read_until(FIGURES_MARK, timeout=300)
    return json.loads(admin.read_until("\n", timeout=60))


# --- the run --------------------------------------------------------------------------

#: lines of a card room's comings and goings, not the answer to a `lege`
NOISE = (" kommt vom ", " kommt aus ", " setzt sich an ", "Die Bedienung ", " kommt herein",
         " geht ins ", " geht in die ", " geht zum ", " hat das Spiel betreten",
         " hat das Spiel verlassen", " verabschiedet sich", " steht vom ", " steht von ",
         "Es geht los: ", "Es geht los", "du gehst hin", " wartet jetzt auch auf ",
         "Es spielen ", "Anwesend: ", "Du siehst: ")
#: how much of what a playing person read they keep to find their turn (without the
#: NOISE lines)
WINDOW = 20_000


def arrival_run(server, args, password):
    """The arrivals on `server`, then play; a dict of what was seen (see print_arrivals)."""
    import subprocess

    from bench.load import (CALLBACKS, PROFILE, await_setup, connect, cpu_seconds, play,
                            py_spy, resident_mb, source)
    from server.mud import running_pids

    port = server.ports["telnet"]
    admin = connect(port, *server.admin, source="127.0.0.1")
    groups = plan(args.players, args.mix, args.arrive)
    names = [name for _, _, group in groups for name in group]
    before = read_figures(admin, names)
    most = {game: count + 3 for game, count in tables_needed(groups).items()}
    admin.send(SET_UP.format(players=names, password=password, robots=args.robots, most=most))
    await_setup(admin, "EINGERICHTET", 900)
    parts = running_pids(server.root / "server")
    memory = {"before": resident_mb(parts["server"])}
    people = {name: Person(name, kind) for _, kind, group in groups for name in group}
    sources = {name: source(index) for index, name in enumerate(names)}
    window = args.arrive + args.settle
    for option, command, marker, suffix in ((args.profile, PROFILE, "PROFILIERT", "arrivals"),
                                            (args.callbacks, CALLBACKS, "GEMESSEN", "arrivals")):
        if option:
            admin.send(command.format(seconds=window - 1, path=f"{option}.{suffix}"))
            await_setup(admin, marker, 60)
    spies = []

    def spy(seconds, suffix):  # sampled from outside (py-spy): no cost inside the server
        if args.spy:
            spies.append(subprocess.Popen(
                [py_spy(), "record", "--pid", str(parts["server"]), "--duration",
                 str(int(seconds)), "--rate", "100", "--nonblocking", "--format", "raw",
                 "--output", f"{args.spy}.{suffix}"] + (["--gil"] if args.spy_gil else []),
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

    spy(window, "arrivals")
    start = time.monotonic() + 0.5
    measure_from = start + window
    deadline = measure_from + args.seconds
    schau, lege, early_schau, early_lege, timeline = [], [], [], [], []

    def playing(person):
        play(person.client, person.name, deadline, args.pause, schau, lege, person.text,
             timeline, measure_from, early=(early_schau, early_lege), window=WINDOW,
             noise=NOISE)

    lock = threading.Lock()
    threads = [threading.Thread(target=arrive, args=(group, people, port, password, sources,
                                                     lock, start, playing), daemon=True)
               for group in groups]
    cpu_start, own_start = cpu_seconds(parts), sum(os.times()[:2])
    for thread in threads:
        thread.start()
    while time.monotonic() < measure_from - 5 and not all(
            person.hand or person.error for person in people.values()):
        time.sleep(0.5)
    all_in = time.monotonic() - start
    memory["after"] = resident_mb(parts["server"])
    figures = read_figures(admin, names)
    time.sleep(max(0.0, measure_from - time.monotonic()))
    cpu_arrivals, own_arrivals = cpu_seconds(parts), sum(os.times()[:2])
    spy(args.seconds, "arrivals-play")
    for option, command, marker in ((args.profile, PROFILE, "PROFILIERT"),
                                    (args.callbacks, CALLBACKS, "GEMESSEN")):
        if option:
            admin.send(command.format(seconds=args.seconds, path=f"{option}.arrivals-play"))
            await_setup(admin, marker, 60)
    for thread in threads:
        thread.join(timeout=max(1.0, deadline - time.monotonic()) + 300)
    cpu_end, own_end = cpu_seconds(parts), sum(os.times()[:2])
    for process in spies:
        process.wait(timeout=120)
    final = read_figures(admin, names)
    for person in people.values():
        if person.client is not None:
            person.client.close()
    admin.close()

    def share(first, second, seconds):
        return {name: 100 * (second.get(name, 0.0) - first.get(name, 0.0)) / seconds
                for name in second}

    return {"people": list(people.values()), "groups": groups, "before": before,
            "figures": figures, "final": final, "memory": memory, "all_in": all_in,
            "schau": schau, "lege": lege, "early_schau": early_schau, "early_lege": early_lege,
            "cpu_arrivals": share({**cpu_start, "bench": own_start},
                                  {**cpu_arrivals, "bench": own_arrivals}, window + 0.5),
            "cpu_play": share({**cpu_arrivals, "bench": own_arrivals},
                              {**cpu_end, "bench": own_end}, args.seconds)}


def print_arrivals(result, args, summary):
    """The arrivals' rows under the baseline's, then seats, refusals, tables, memory
    and the goals."""
    people = result["people"]
    print(f"arriving: {len(people)} log in over {args.arrive:g} s and ask (spiel/suche/jetzt)")
    for label, took in summary_rows(people):
        print(summary(label + " (ms)", [seconds * 1000 for seconds in took]))
    print(summary("  schau during arrivals", result["early_schau"]))
    print(summary("  lege during arrivals", result["early_lege"]))
    print(summary("  schau", result["schau"]))
    print(summary("  lege", result["lege"]), flush=True)
    cpu = ", ".join(f"{name} {result['cpu_arrivals'][name]:.0f}/{result['cpu_play'][name]:.0f}%"
                    for name in result["cpu_play"])
    print(f"  processor use, % of one core, arrivals/play: {cpu} (bench: the players' "
          f"telnet clients, this process; {os.cpu_count()} cores)")
    figures, before, final = result["figures"], result["before"], result["final"]
    seated = [p for p in people if p.hand is not None]
    refusals = [(p.name, line) for p in people for line in p.refusals]
    print(f"  seated: {len(seated)} of {len(people)} saw their cards (the server: "
          f"{figures['seated']} seated {result['all_in']:.0f} s after the first arrival, "
          f"{final['seated']} at the end"
          + ("" if final["seated"] == final["seated at tables"] else
             f"; but the rooms' tables seat {final['seated at tables']}: "
             "whereabouts.seats_by_character missed some")
          + "); not seated: "
          + (", ".join(f"{p.name} ({p.kind}: {p.error or 'no cards'})"
                       for p in people if p.hand is None)[:600] or "none"))
    print(f"  refusals: {len(refusals)}" + ("" if not refusals else ": " + "; ".join(
        f"{name}: {line}" for name, line in refusals[:8])))
    for room, now in figures["rooms"].items():
        was = before["rooms"].get(room, {})
        opened = now["tables"] - was.get("tables", 0)
        print(f"  {room}: {now['tables']} tables ({was.get('tables', 0)} before, {opened} "
              f"opened, {now['with players']} with arriving players), most "
              + (f"{was.get('most')} -> {now['most']} (raised by the bench, py as admin), "
                 if now["most"] != was.get("most") else f"{now['most']} (as built), ")
              + f"{now['helpers']} helpers of the house, {now['contents']} things in the room")
    print(f"  computer seats at the players' tables: {figures['computer seats']} "
          f"({figures['tables with players']} tables with players)")
    memory = result["memory"]
    grown = memory["after"] - memory["before"]
    print(f"  server resident memory {memory['before']:.0f} -> {memory['after']:.0f} MB: "
          f"{grown * 1024 / max(1, figures['tables with players']):.0f} KB a table with players "
          f"({grown * 1024 / max(1, len(seated)):.0f} KB a player; sessions, helpers included)")
    from bench.sampling import percentile

    took = sorted(p.took for p in seated)
    commands = result["schau"] + result["lege"]
    goals = [
        ("all seated", len(seated) == len(people)),
        ("first hand p95 < 5 s", bool(took) and percentile(took, 0.95) < 5),
        ("no refusal", not refusals),
        ("command p95 < 100 ms", bool(commands) and percentile(commands, 0.95) < 100)]
    print("  goals: " + ", ".join(f"{name} {'met' if ok else 'MISSED'}" for name, ok in goals)
          + (f" (command p95 {percentile(commands, 0.95):.0f} ms over schau and lege)"
             if commands else ""), flush=True)
