"""
How fast another player's `look` is answered while computer players think.

Starts a private test server (free ports, its own database), measures the
round trip of `look` over telnet with no card games running (the baseline),
then with N tables where only computer players (`stark`) play each other,
and prints median and 95th percentile side by side.

    .venv/bin/python bench/look_latency.py [--tables 4] [--samples 200]
"""

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.sampling import round_trips, table  # noqa: E402

SETUP = "py from bench.look_latency import computer_tables; computer_tables(me.location, {})"
COUNT = ("py from bench.look_latency import moves_played; "
         "print('ZU' + f'EGE={moves_played()}')")  # split: the echo must not match


def computer_tables(room, count):
    """Runs inside the server: `count` decks where two strong computer players play."""
    from evennia.utils.create import create_object

    for index in range(count):
        deck = create_object("game.typeclasses.carddecks.SixtySixDeck",
                             key=f"Tisch {index + 1}", location=room)
        for letter in "ab":
            bot = create_object("game.typeclasses.cardplayers.CardPlayer",
                                key=f"Bot {index + 1}{letter}", location=room)
            bot.db.strength = "stark"
            deck.seats.sit(bot)
        deck.start(target=11)


def moves_played():
    """Runs inside the server: moves of all tables' current games."""
    from evennia.utils.search import search_tag

    tables = search_tag("kartentisch", category="kartenwelt")
    return sum(len(t.match.game.log) for t in tables if t.match)


def measure(client, samples):
    """Round trips of `look` in milliseconds."""
    return round_trips(client, "look", "Ausgänge:", samples)


def login(port, name, password):
    from tests.harness.telnet import TelnetClient

    client = TelnetClient(port, timeout=60)
    client.read_until("connect <name> <passwort>")
    client.command(f"connect {name} {password}", "Ausgänge:")
    client.read_until("\n")
    return client


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=4)
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args()
    sys.path.insert(0, str(REPO))
    from tests.harness.gameserver import GameServer

    with tempfile.TemporaryDirectory() as tmp:
        server = GameServer(Path(tmp) / "server")
        server.migrate()
        server.start()
        try:
            admin = login(server.ports["telnet"], *server.admin)
            admin.command("kaffeehaus", "Du siehst:")
            baseline = measure(admin, args.samples)
            admin.send(SETUP.format(args.tables))
            admin.read_until("computer_tables", timeout=60)
            time.sleep(2)
            busy = measure(admin, args.samples)
            moves = admin.command(COUNT, "ZUEGE=") + admin.read_until("\n")
        finally:
            server.stop()
    print(f"look round trip over telnet, {args.samples} samples each (ms)")
    print(table((("baseline (no games)", baseline),
                 (f"{args.tables} computer tables", busy)), width=28))
    print("moves in the tables' current games at the end:", moves.split("ZUEGE=")[-1].strip())


if __name__ == "__main__":
    main()
