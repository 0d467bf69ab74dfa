"""Every card-command example in the help texts works when a player types it.

The examples are read out of the help entries, the rules pages, the
`befehle` overview and every command's docstring (`|w...|n` spans, "z. B."
lists, "Beispiel:" lines); each one is typed through its command at a table
with a fixed deal where it is allowed, and must be accepted by the engine.
"""

import re

from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.cardgames.cards import card_text
from game.commands import default_cmdsets
from game.commands.default_cmdsets import CharacterCmdSet
from game.commands.table import looking as table_looking, moves as table_moves, seats as table_seats
from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import DEAL_66, deal_fixed, quick_tables
from world.help_entries import HELP_ENTRY_DICTS, RULES_GAIGEL

#: the first word of a card example -> the command class that runs it
ACTION_WORDS = {"lege", "melde", "raube", "decke", "zudrehen", "genug", "aus", "ge-elfen",
                "höher", "andere", "fünf", "dissle", "spiel"}
GAIGEL_ONLY = {"aus", "ge-elfen", "höher", "andere", "fünf", "dissle"}
NEEDS_ARGUMENT = {"lege", "melde", "ge-elfen", "höher", "höher hat", "andere", "andere alte"}
PLACEHOLDERS = {"<ass>": "eichel ass", "<karte>": "laub zehn", "<farbe>": "herz",
                "<nummer>": "1", "<bild>": "ass"}

HAND_GAIGEL = ["eichel ass", "laub zehn", "herz könig", "herz ober", "schellen sieben"]
#: what must happen before an example is allowed (in the same deal)
PREPARE = {"genug": ["melde herz"]}


def gaigel_deal():
    """Gaigel for two: seat 0 (Char) holds HAND_GAIGEL, Schellen is trump."""
    rest = [card_text(c, "sieben") for c in range(48)]
    for card in HAND_GAIGEL + ["schellen ass"]:
        rest.remove(card)
    return {"hands": [HAND_GAIGEL, rest[:5]], "trump": "schellen ass", "talon": rest[5:]}


def help_texts():
    """(source name, text) of every help text a player can read."""
    out = [(f"hilfe {entry['key']}", entry["text"]) for entry in HELP_ENTRY_DICTS]
    out.append(("befehle", table_looking.OVERVIEW))
    cmdset = CharacterCmdSet()
    cmdset.at_cmdset_creation()
    for command in cmdset.commands:
        out.append((f"hilfe {command.key}", type(command).__doc__ or ""))
    return out


def examples(text):
    """Card-command examples in one help text, placeholders filled in."""
    found = re.findall(r"\|w(.+?)\|n", text)
    for line in text.splitlines():
        for marker in ("z. B.", "Beispiel:"):
            if marker in line:
                tail = line.split(marker, 1)[1]
                found.extend(part.strip(" .„“") for part in re.split(r",| oder ", tail))
    out = []
    for example in found:
        example = re.sub(r"\|.", "", example).strip()
        words = example.lower().split()
        if not words or words[0] not in ACTION_WORDS or example[0].isupper():
            continue  # no card command, or a heading (|wAus!|n, |wFünf Siebener|n)
        if example.lower() in NEEDS_ARGUMENT or "[" in example or "|" in example:
            continue  # a command's name or its usage pattern, not an example
        for placeholder, filler in PLACEHOLDERS.items():
            example = example.replace(placeholder, filler)
        if "<" not in example:
            out.append(example)
    return out


def all_examples():
    seen = {}
    for source, text in help_texts():
        for example in examples(text):
            gaigel = (text is RULES_GAIGEL or example.split()[0].lower() in GAIGEL_ONLY
                      or "gaigel" in example.lower())
            seen.setdefault((example, gaigel), source)
    return seen


def command_for(word):
    for command in default_cmdsets.CARD_COMMANDS:
        if word == command.key or word in command.aliases:
            return command
    raise AssertionError(f"no command for {word!r}")


def test_the_help_examples_are_found():
    found = {example for example, _ in all_examples()}
    assert {"lege schelle 10", "lege herz ass", "lege h a", "melde herz", "decke stapel",
            "spiel schnapsen bis 3", "ge-elfen eichel ass"} <= found


class TestHelpExamples(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        for name in ("Ferdl", "Gottlob"):
            create_object(CardPlayer, key=name, location=self.room1)

    def table(self, gaigel):
        for obj in self.room1.contents:
            if isinstance(obj, (SixtySixDeck, GaigelTable)):
                obj.end_match()
                obj.delete()
        kind, key = (GaigelTable, "Gaigeltisch") if gaigel else (SixtySixDeck, "66-Kartenspiel")
        table = create_object(kind, key=key, location=self.room1)
        if gaigel:
            table.set_preset("gaigel2")
        table.seats.sit(self.char1)
        table.seats.sit(create_object(CardPlayer, key="Resi", location=self.room1))
        return table

    def deal(self, table, gaigel):
        """A match with the fixed deal: Char holds the example's cards and leads."""
        table.start(options={} if gaigel else {"exchange_anytime": True})
        if gaigel:
            deal_fixed(table, "gaigel2", gaigel_deal())
        else:
            deal_fixed(table, "66", DEAL_66, options={"exchange_anytime": True})
        return table.seats.of(self.char1)

    def run_example(self, example, gaigel):
        table = self.table(gaigel)
        words = example.split()
        command = command_for(words[0].lower())
        if command is table_seats.CmdStart:
            text = self.call(command(), " ".join(words[1:]), cmdstring=words[0])
            if table.match is None and "Es fehlen noch Mitspieler" in text:
                # a game for more players than sit here (`spiel gaigel`): as one would
                self.call(table_seats.CmdFill(), "")
                text = self.call(command(), " ".join(words[1:]), cmdstring=words[0])
            assert table.match is not None, (example, text)
            return
        seat = self.deal(table, gaigel)
        assert table.match.game.to_act == seat
        for step in PREPARE.get(example.lower(), []):
            table.play(self.char1, step)
        match = table.match
        before = (match.index, len(match.game.log))
        text = self.call(command(), " ".join(words[1:]), cmdstring=words[0])
        match = table.match
        after = (match.index, len(match.game.log)) if match else None
        assert after != before, f"„{example}“ was refused: {text}"

    def test_every_card_example_in_the_help_is_accepted(self):
        for (example, gaigel), source in sorted(all_examples().items()):
            with self.subTest(example=example, source=source):
                self.run_example(example, gaigel)

    def test_after_a_suit_a_number_is_the_rank_and_alone_a_position(self):
        for typed, card in (("schelle 10", "schellen zehn"), ("schellen 10", "schellen zehn"),
                            ("eichel 9", "eichel neun"), ("sch 10", "schellen zehn")):
            table = self.table(False)
            self.deal(table, False)
            self.call(table_moves.CmdLege(), typed, "Du legst", cmdstring="lege")
            assert table.match.game.view(0)["trick"][0]["card"] == card, typed
        table = self.table(False)
        self.deal(table, False)
        self.call(table_moves.CmdLege(), "6", "Du legst Schellen Zehn.", cmdstring="lege")
        self.call(table_moves.CmdLege(), "10", "Du hast nur 5 Karten; Karte 10 gibt es nicht.",
                  cmdstring="lege")
