"""Fuzzing: thousands of odd lines to every card and everyday command, never a traceback.

A player (no builder rights) sits at a 66 table with a running match and
sends seeded random lines through Evennia's real command handler:
Unicode digits, braces and format fields, control bytes, markup, very long
words and lines, and extreme screen widths in between. Every answer must be
German and must not be the "something went wrong" reply (which would mean
an exception escaped a command).
"""

import random
import re
from unittest.mock import patch

import evennia
from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest

from game.commands.account import ACCOUNT_COMMANDS, CmdEnde
from game.commands.default_cmdsets import CARD_COMMANDS
from game.commands.everyday import EVERYDAY_COMMANDS
from game.commands.help import CmdHilfe
from game.commands.records import RECORD_COMMANDS
from game.commands.who import CmdWer
from game.common.safety import OOPS, number
from game.typeclasses.carddecks import SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from server.conf.serversession import BoundedFlags
from tests.helpers.tables import TimerLog, first_legal

LINES = int(__import__("os").environ.get("FUZZ_LINES", 3000))
SEED = 1414
WORDS = [
    "²", "³", "①", "٣", "५", "１２", "Ⅻ", "½", "-1", "0", "3", "7", "11", "99999999999",
    "9" * 5000, "{", "}", "{x}", "{0}", "{name}", "{{", "%s", "%(x)s", "$you()", "$pron(du)",
    "|r", "|", "||", "|lcquit|ltx|le", "\\", "'", '"', "=", ",", ":", "=x", "a=", "ä", "ß",
    "Ünd", "🂡", "\u200b", "\u202e", "\ufeff", "\x00", "\x07", "\x1b[31m", "\x7f", "\t",
    "herz", "eichel", "ass", "zehner", "könig", "ober", "unter", "dame", "bube", "bis", "zu",
    "hat", "alte", "sofort", "ferdl", "char2", "alle", "hier", "kaffeehaus", "#1", "*", "me",
    "x" * 300,
]
ENGLISH = re.compile(
    r"\b(the|you|your|not|found|could|please|cannot|can't|must|usage|invalid|what do|"
    r"error|entered|string|too long|nothing|there is|who|which|here|command)\b", re.I)
PLAYER_TEXT = re.compile(r"„[^“]*“|'[^']*'|\"[^\"]*\"")  # a player's own words, echoed


def own_words_removed(text, line):
    """The answer without what the player typed (which may be echoed back)."""
    text = PLAYER_TEXT.sub("", text)
    for word in sorted(line.split() + WORDS, key=len, reverse=True):
        text = text.replace(word, "")
    return text


def command_words():
    """Every key and alias of the card, record, everyday and account commands."""
    words = []
    for command in (CARD_COMMANDS + RECORD_COMMANDS + EVERYDAY_COMMANDS + ACCOUNT_COMMANDS
                    + [CmdHilfe, CmdWer, CmdEnde]):
        words.append(command.key)
        words.extend(command.aliases)
    return sorted(set(words))


def random_line(rng, commands):
    """A command word (sometimes garbled) followed by odd arguments."""
    roll = rng.random()
    if roll < 0.02:  # the longest line the portal lets through (MAX_CHAR_LIMIT)
        return rng.choice(commands) + " " + rng.choice("xä{9") * rng.randrange(100, 5990)
    if roll < 0.07:
        return "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(1, 40)))
    head = rng.choice(commands)
    if roll < 0.15:
        head = head + rng.choice(WORDS)
    args = [rng.choice(WORDS) for _ in range(rng.randrange(0, 5))]
    joiner = rng.choice((" ", "", "  ", "\t"))
    return head + (" " if args else "") + joiner.join(args)


class TestFuzz(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        for who in (self.char1, self.account):
            who.permissions.remove("Developer")
            who.permissions.add("Player")
        self.deck = create_object(SixtySixDeck, key="66-Kartenspiel", location=self.room1)
        create_object(CardPlayer, key="Ferdl", location=self.room1)
        self.timers = TimerLog()
        for target, stand_in in (("game.table.turns.delay", self.timers),
                                 ("game.thinking.think", first_legal),
                                 ("game.cardgames.ai.hint", lambda view, legal, *a, **k:
                                  (legal[0], "ein Test"))):
            stub = patch(target, stand_in)
            stub.start()
            self.addCleanup(stub.stop)
        self.account.puppet_object(self.session, self.char1)

    def send(self, line):
        """Run one line as the player types it; the texts the player got back."""
        evennia.SESSION_HANDLER.data_out.reset_mock()
        self.char1.execute_cmd(line, session=self.session)
        texts = []
        for call in evennia.SESSION_HANDLER.data_out.mock_calls:
            text = call.kwargs.get("text")
            if isinstance(text, (tuple, list)):
                text = text[0]
            if text is not None:
                texts.append(strip_ansi(str(text)))
        return texts

    def test_random_lines_get_german_answers_and_no_traceback(self):
        rng = random.Random(SEED)
        commands = command_words()
        self.send("setzen")
        self.send("einladen Ferdl")
        self.send("spiel")
        assert self.deck.match is not None
        problems = []
        for count in range(LINES):
            if count % 100 == 0:
                width = rng.choice((0, 1, 5, 80, 10_000, 65_535))
                self.session.protocol_flags["SCREENWIDTH"] = {0: width}
            if not self.deck.match or not self.deck.match.game:
                self.send("spiel")  # a finished or given-up match starts again
            self.timers.let_computers_play()
            line = random_line(rng, commands)
            for text in self.send(line):
                if "Traceback" in text or OOPS[2:30] in text:
                    problems.append(("Fehler", line[:80], text[:300]))
                elif ENGLISH.search(own_words_removed(text, line)):
                    problems.append(("Englisch", line[:80], text[:300]))
        assert not problems, f"{len(problems)} problems, first: {problems[:5]}"

    def test_the_known_crashers_get_a_german_refusal(self):
        self.send("setzen")
        for line in ("bedenkzeit ²", "höher hat ①", "ge-elfen ³", "lege ²", "spiel bis ²",
                     "emote }", "emote {x}", "sag {x}", "bedenkzeit " + "9" * 5000):
            texts = self.send(line)
            assert texts and not any("Traceback" in t or OOPS[2:30] in t for t in texts), line

    def test_an_emote_shows_braces_and_dollar_functions_as_typed(self):
        assert self.send("emote zeigt {x}, } und $you() her") == ["Char zeigt {x}, } und $you() her"]
        assert self.send("sag {name} $you()") == ['Du sagst: "{name} $you()"']

    def test_a_count_of_five_thousand_digits_is_part_of_the_name(self):
        texts = self.send("nimm " + "9" * 5000 + " karten")
        assert texts and "Traceback" not in texts[0] and OOPS[2:30] not in texts[0]

    def test_extreme_screen_widths_still_give_help(self):
        for width in (0, 65_535):
            self.session.protocol_flags["SCREENWIDTH"] = {0: width}
            texts = self.send("hilfe")
            assert any("Befehle" in text for text in texts), texts
            assert not any(OOPS[2:30] in text for text in texts)


def test_numbers_are_decimal_digits_only():
    assert number("12") == 12 and number(" 3 ") == 3 and number("٣") == 3
    for word in ("²", "①", "Ⅻ", "-1", "1.5", "", "9" * 5000, None):
        assert number(word) is None


def test_screen_sizes_are_bounded():
    flags = BoundedFlags({"SCREENWIDTH": {0: 0}, "ENCODING": "utf-8"})
    flags.update(SCREENHEIGHT={0: 65535})
    flags["SCREENWIDTH"] = {0: "x"}
    assert flags == {"SCREENWIDTH": {0: 80}, "SCREENHEIGHT": {0: 200}, "ENCODING": "utf-8"}
    flags["SCREENWIDTH"] = {0: 65535}
    assert flags["SCREENWIDTH"] == {0: 200}


def test_production_settings_show_no_tracebacks_and_answer_in_german():
    from server.conf import settings as production

    assert production.IN_GAME_ERRORS is False
    assert "zu lang" in production.MAX_CHAR_LIMIT_WARNING
    assert "zu schnell" in production.COMMAND_RATE_WARNING
