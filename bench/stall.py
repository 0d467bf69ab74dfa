"""
Can a few players stall the server?  Another player's `schau` while 10 players
send `rat`, `wer` and `bestenliste` as fast as they may.

Starts a private test server (free ports, its own database), puts 10 players
each at a table of their own with a strong computer player (their turn, so
`rat` has something to think about), adds RECORDS characters with card
records (a long leaderboard), and measures the round trip of `schau` over
telnet for a measuring player: first with the 10 connected but quiet (the
baseline), then while each of them sends `rat`, `wer`, `bestenliste` in a
loop, every command as soon as the answer to the last one came (and 0.1 s
after the portal refused one as too fast: the game's MAX_COMMAND_RATE, which
the test servers' settings lift, holds here).  The measuring player, too,
stays below that rate.  Prints median and 95th percentile side by side and
the commands the 10 got through.

    .venv/bin/python bench/stall.py [--samples 200] [--records 200] [--rate N]
"""

import argparse
import secrets
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.sampling import round_trips, table  # noqa: E402

NAMES = ["Anton", "Berta", "Cilli", "Dora", "Emil", "Franzi", "Gustl", "Hanni", "Ida", "Jakob"]
WATCHER = "Zenzi"
SETUP = ("py from bench.stall import set_up; set_up(me.location, {names!r}, {records}); "
         "print('EINGE' + 'RICHTET')")  # split: the echo must not match
THROTTLED, THROTTLED_PAUSE = "zu schnell", 0.1  # COMMAND_RATE_WARNING of the game
SCHAU = ("schau", ("Ausgänge:",))  # --only schau: the same load with the plainest command
LOOP = (("rat", ("Du überlegst", "Nicht so hastig", "Der Rat:", "kein Rat", "ausgelastet",
                 "nicht am Zug")),
        ("wer", ("Personen da:",)),
        ("bestenliste", ("Bestenliste 66", "in der Bestenliste")))


def set_up(room, names, records):
    """Runs inside the server: a table and a strong computer player for each
    of `names` (their turn), and `records` characters with a card record."""
    from evennia.utils.create import create_object
    from evennia.utils.search import search_object

    from game.books import records as booked

    for index, name in enumerate(names):
        person = [obj for obj in search_object(name) if obj.location == room][0]
        deck = create_object("game.typeclasses.carddecks.SixtySixDeck",
                             key=f"Banktisch {name}", location=room)
        bot = create_object("game.typeclasses.cardplayers.CardPlayer",
                            key=f"Rechner {name}", location=room)
        bot.db.strength = "stark"
        deck.seats.sit(person)
        deck.seats.sit(bot)
        deck.db.think_time = 3600
        deck.start(target=99)
    for index in range(records):
        who = create_object("game.typeclasses.characters.Character", key=f"Stammgast{index}")
        who.attributes.add("cardrecords", {"66": {"games": index + 1, "won": index // 2,
                                                   "score": 3 * index, "experience": index}})
        who.tags.add(*booked.RECORD_TAG)


def login(port, name, password, create, source=None):
    """A logged-in player; `source` a local address of its own (the server caps
    connections per address)."""
    from tests.harness.telnet import TelnetClient

    client = TelnetClient(port, timeout=120, source=source)
    client.read_until("connect <name> <passwort>")
    if create:
        client.command(f"create {name} {password}", "[J]/N")
        client.command("j", f"connect {name}")
    client.command(f"connect {name} {password}", "Ausgänge:")
    client.read_until("\n")
    return client


def measure(client, samples, rate):
    """Round trips of `schau` in milliseconds, below `rate` commands a second."""
    return round_trips(client, SCHAU[0], SCHAU[1][0], samples, pause=1.2 / rate)


def hammer(client, stop, done, refused, loop=LOOP):
    """Send rat, wer, bestenliste round and round, each after the last answer;
    a line the portal refuses as too fast (MAX_COMMAND_RATE) is counted in
    `refused`, and the next follows THROTTLED_PAUSE later (a flooder gains
    nothing by sending faster than it may: the portal drops the excess)."""
    while not stop.is_set():
        for line, answers in loop:
            client.send(line)
            marker, _ = client.expect(*answers, THROTTLED, timeout=120)
            if marker == THROTTLED:
                refused.append(line)
                time.sleep(THROTTLED_PAUSE)
            else:
                done.append(line)


def game_command_rate():
    """The game's MAX_COMMAND_RATE (server/conf/settings.py), which the test
    servers' settings lift."""
    from server.conf import settings

    return settings.MAX_COMMAND_RATE


def start(server, tries=3):
    """Start the server; a start-up that is slow on a busy machine is tried again."""
    for attempt in range(tries):
        try:
            return server.start()
        except (RuntimeError, OSError):  # not ready (its log may not even exist yet)
            server.stop()
            if attempt == tries - 1:
                raise


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--records", type=int, default=200)
    parser.add_argument("--rate", type=float, default=None,
                        help="MAX_COMMAND_RATE of the server (default: the game's setting)")
    parser.add_argument("--only", choices=[line for line, _ in LOOP + (SCHAU,)],
                        help="send only this command (to see what each one costs)")
    args = parser.parse_args()
    sys.path.insert(0, str(REPO))
    from tests.harness.gameserver import GameServer

    rate = args.rate or game_command_rate()
    password = secrets.token_urlsafe(12)
    with tempfile.TemporaryDirectory() as tmp:
        server = GameServer(Path(tmp) / "server", extra_settings=f"MAX_COMMAND_RATE = {rate}")
        server.migrate()
        start(server)
        try:
            port = server.ports["telnet"]
            players = {}
            for number, name in enumerate(NAMES + [WATCHER]):
                players[name] = login(port, name, password, create=True,
                                      source=f"127.0.0.{number + 2}")
                players[name].command("kaffeehaus", "Du siehst:")
                players[name].read_until("\n")
            admin = login(port, *server.admin, create=False)
            admin.command("kaffeehaus", "Du siehst:")
            admin.send(SETUP.format(names=NAMES, records=args.records))
            admin.read_until("EINGERICHTET", timeout=300)
            watcher = players[WATCHER]
            measure(watcher, 10, rate)  # warm up
            baseline = measure(watcher, args.samples, rate)
            stop, done, refused = threading.Event(), [], []
            loop = [step for step in LOOP + (SCHAU,) if args.only == step[0]] or list(LOOP)
            threads = [threading.Thread(target=hammer, args=(players[name], stop, done, refused, loop),
                                        daemon=True) for name in NAMES]
            for thread in threads:
                thread.start()
            time.sleep(2)
            started, count, dropped = time.perf_counter(), len(done), len(refused)
            busy = measure(watcher, args.samples, rate)
            elapsed, count = time.perf_counter() - started, len(done) - count
            dropped = len(refused) - dropped
            stop.set()
            for thread in threads:
                thread.join(timeout=130)
        finally:
            server.stop()
    print(f"schau round trip over telnet, {args.samples} samples each (ms); "
          f"{args.records} characters on the leaderboard; MAX_COMMAND_RATE {rate:g} a second")
    print(table((("baseline (10 players connected, quiet)", baseline),
                 (f"10 players: {', '.join(line for line, _ in loop)}", busy))))
    print(f"the 10 got {count} commands answered in {elapsed:.1f} s "
          f"({count / elapsed:.0f} a second); {dropped} refused as too fast")


if __name__ == "__main__":
    main()
