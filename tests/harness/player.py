"""A scripted player over telnet: log in, sit down, read the table, play, leave.

Shared by the end-to-end tests (and `bench/`): each step waits for the text a
player would read, never for a fixed time.
"""

import re

from tests.harness.telnet import TelnetClient

SCREEN = "connect <name> <passwort>"
#: the hand as the table shows it: asked for (`hand`), on a deal, or on your turn
HAND = re.compile(r"(?:Deine Karten|Du bist am Zug): (.*)")
#: begins the line that says it is your turn (`Du bist am Zug: 1 ...` or `... am Zug.`)
TURN = "Du bist am Zug"
CARD_LABEL = re.compile(r"\b\d+ \S+-\S+")
#: the Abrechnung between two games waits for `weiter`
WEITER = "Mit „weiter“ geht es zum nächsten Spiel"


def login(port, name, password, create=True, client=None, timeout=60, source=None):
    """A logged-in player standing in the start room; `create` makes the account
    first. `client`: a fresh client of another kind (GMCP, one that keeps what
    it read) instead of a plain TelnetClient."""
    client = client or TelnetClient(port, timeout=timeout, source=source)
    client.read_until(SCREEN)
    if create:
        question = client.command(f"create {name} {password}", "[J]/N")
        assert password not in question, question  # a new password is never echoed
        client.command("j", f"connect {name}")
    client.command(f"connect {name} {password}", "Ausgänge:")
    client.read_until("\n")
    return client


def go_to(client, exit_name):
    """Walk through `exit_name`; return the room's description up to its contents."""
    text = client.command(exit_name, "Du siehst:")
    return text + client.read_until("\n")


def sit_with(client, npc, room="kaffeehaus"):
    """Walk to `room` (None: stay), take seat 1 and invite the computer player `npc`;
    the table's answer to the invitation."""
    if room:
        go_to(client, room)
    client.command("setzen", "Du setzt dich")
    client.read_until("(Platz 1)")
    return client.command(f"einladen {npc}", "(Platz 2)")


def cards_in(line):
    """How many cards a `Deine Karten:` line lists."""
    return len(CARD_LABEL.findall(line))


def next_line(client):
    """The next non-empty line that is not table talk."""
    while True:
        line = client.read_until("\n", timeout=30)
        if line.strip() and " sagt: " not in line:
            return line


def fresh_hand(client, mark):
    """The table as `hand` shows it now: everything that arrived before is
    read first (a `sag` marks the end), so no older turn line is taken."""
    client.send("hand")
    text = client.command(f"sag Stand {mark}", f'Du sagst: "Stand {mark}"')
    return text[text.rfind("Deine Karten:"):]


def current_hand(client):
    """The `Deine Karten:` line that `hand` shows now."""
    return HAND.findall(client.command("hand", "Deine Karten:") + client.read_until("\n"))[-1]


def play_first_card(client, name, hand, openings=("lege",), stop=()):
    """Offer the cards of `hand` in order, each with each opening, until the table
    says `name` plays it (or answers with a line holding one of `stop`); the
    answers read. AssertionError if no card is taken."""
    answers = []
    for number in range(1, cards_in(hand) + 1):
        for verb in openings:
            client.send(f"{verb} {number}")
            answers.append(next_line(client))
            last = answers[-1]
            if last.startswith(("Du legst ", "Du eröffnest ")) or f"{name} legt " in last \
                    or f"{name} eröffnet" in last or any(word in last for word in stop):
                return answers
    raise AssertionError(f"no card of {hand!r} was accepted:\n" + "".join(answers))


def expect_turn(client, *others, timeout=60):
    """(marker, text) for the next turn, its whole line read, or one of `others`."""
    marker, text = client.expect(TURN, *others, timeout=timeout)
    if marker == TURN:
        text += client.read_until("\n")
    return marker, text


def play_game(client, play, end="Abrechnung", max_turns=200, timeout=90):
    """Answer every turn with `play(hand)` (the hand line
    just read; it returns the answers it read) until `end` comes; everything
    seen up to and including `end`. Between two games it says `weiter`."""
    seen = []
    for _ in range(max_turns):
        marker, text = expect_turn(client, end, WEITER, timeout=timeout)
        seen.append(text)
        if marker == end:
            return "".join(seen)
        if marker == WEITER:
            client.send("weiter")
            continue
        seen += play(HAND.findall(text)[-1])
    raise AssertionError(f"{end!r} never came:\n" + "".join(seen)[-3000:])


def play_match(client, name, max_turns=500):
    """Answer every 'Du bist am Zug' with the first card the table accepts;
    return everything the player saw once the match is over."""
    text = play_game(client, lambda hand: play_first_card(client, name, hand),
                     end="Die Partie ist aus.", max_turns=max_turns, timeout=60)
    return text + client.read_until("\n")


def leave_table(client):
    """Give up the match being played here (if any) and stand up (if seated), so
    the table is free for whoever comes next."""
    client.send("aufgeben")
    marker, _ = client.expect("(j/n)", "keine Partie", "keinen Kartentisch", timeout=30)
    if marker == "(j/n)":
        client.command("j", "Partie auf", timeout=30)
    client.send("aufstehen")
    client.expect("Du stehst", "Du sitzt nicht", "keinen Kartentisch", timeout=30)


class Roster:
    """The players one test logs in on a shared server: `roster(name, password)`
    logs one in; `leave_all()` (at the test's end) has each give up and stand up,
    on a new connection if its own is gone, so no table stays taken."""

    def __init__(self, port):
        self.port = port
        self.people = []  # (name, password, client or None)

    def __call__(self, name, password, create=True, **kwargs):
        client = login(self.port, name, password, create=create, **kwargs)
        self.people.append((name, password, client))
        return client

    def leave_at_end(self, name, password):
        """`name` plays by other means (a browser): only leave the table at the end."""
        self.people.append((name, password, None))

    def leave_all(self):
        for name, password, client in self.people:
            try:
                if client is None:
                    raise OSError("no telnet connection of its own")
                client.command("sag Aufbruch", 'Du sagst: "Aufbruch"')  # older text read
                leave_table(client)
            except (AssertionError, OSError):
                client = login(self.port, name, password, create=False)
                leave_table(client)
            client.close()
