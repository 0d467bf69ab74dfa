"""How much text a seat reads: lines per card played by others over whole games
(issue 16: at most three), and the screen-reader face of a whole trick."""

import random
import re

from evennia.utils.ansi import strip_ansi
from evennia.utils.create import create_object
from evennia.utils.test_resources import EvenniaCommandTest, EvenniaTest

from game.commands.table import looking as table_looking, settings as table_settings

from game.typeclasses.carddecks import GaigelTable, SixtySixDeck
from game.typeclasses.cardplayers import CardPlayer
from tests.helpers.tables import connect, quick_tables

SEEDS = (1, 2, 3, 4)
#: the computer moves and clocks a seat waits for while others play
OTHERS = ("npc_move", "npc_call_out", "end_grace")


#: the first words of the commands that put a card on the table
CARD_WORDS = ("lege", "ge-elfen", "höher", "andere")


def keep_playing(legal, rng):
    """A person's choice that plays the game out: a card, never an early end."""
    cards = [c for c in legal if c.split()[0] in CARD_WORDS]
    return rng.choice(cards or legal)


class Reader:
    """Stands in for a seat's msg: keeps every text, split into lines."""

    def __init__(self, obj):
        self.lines, self.texts = [], []
        obj.msg = self

    def __call__(self, text=None, **kwargs):
        if isinstance(text, tuple):
            text = text[0]
        if text:
            self.texts.append(text)
            self.lines.extend(text.split("\n"))


class LinesTest(EvenniaTest):
    table_class = SixtySixDeck
    computers = ("Ferdl",)

    def setUp(self):
        super().setUp()
        self.timers = quick_tables(self)
        connect(self.char1)
        self.char1.db.quiet_talk = True  # the computer players' table talk is not the table
        self.table = create_object(self.table_class, key="Tisch", location=self.room1)
        self.table.seats.sit(self.char1)
        for name in self.computers:
            self.table.seats.sit(create_object(CardPlayer, key=name, location=self.room1))
        self.reader = Reader(self.char1)

    def play_one_game(self, seed):
        """The first game of a match, seat 0 a person; returns (lines a seat got
        while others moved, cards others played)."""
        rng = random.Random(seed)
        self.table.save_match(None)  # the last seed's match is put away, seats stay
        self.timers.pending.clear()
        self.table.start(seed=seed)
        others_lines, others_cards = 0, 0
        for _ in range(500):
            match = self.table.match
            if match is None or match.index > 0 or match.game.result is not None:
                return others_lines, others_cards  # settled: the Abrechnung waits
            game = match.game
            if game.to_act == 0 and not getattr(game, "grace_time", False):
                self.table.play(self.char1, keep_playing(game.legal(0), rng))
                continue
            before = len(self.reader.lines), len(game.log)
            assert any(self.timers.fire(name) for name in OTHERS)
            got = self.reader.lines[before[0]:]
            if game.result is not None:  # the settlement and the next deal: once a game
                got = got[:next(i for i, line in enumerate(got) if "Abrechnung" in line)]
            others_lines += len(got)
            others_cards += sum(1 for seat, command in game.log[before[1]:]
                                if seat != 0 and command.split()[0] in CARD_WORDS)
        raise AssertionError("the game did not end")


#: box and line drawing (U+2500..U+259F) and the symbols a screen reader reads out
NOT_SPOKEN = re.compile(r"[\u2500-\u259f\u2190-\u21ff*·•–—|]|\x1b\[")


class TestSixtySix(LinesTest):
    def test_at_most_three_lines_per_card_of_the_others(self):
        lines, cards = map(sum, zip(*(self.play_one_game(seed) for seed in SEEDS)))
        print(f"66: {lines} lines for {cards} cards of others: {lines / cards:.2f}")
        assert lines <= 3 * cards


class TestGaigel(LinesTest):
    table_class = GaigelTable
    computers = ("Gottlob", "Frieda", "Karle")

    def test_at_most_three_lines_per_card_of_the_others(self):
        lines, cards = map(sum, zip(*(self.play_one_game(seed) for seed in SEEDS)))
        print(f"gaigel4: {lines} lines for {cards} cards of others: {lines / cards:.2f}")
        assert lines <= 3 * cards



class TestScreenReader(LinesTest):
    def one_trick(self):
        """Texts from the deal through one whole trick and the next turn."""
        self.table.start(seed=5)
        game = self.table.match.game
        if game.to_act != 0:
            assert self.timers.fire("npc_move")
        self.table.play(self.char1, self.table.match.game.legal(0)[0])
        while self.table.match.game.to_act != 0:
            assert self.timers.fire("npc_move")
        return self.reader.texts

    def assert_linear(self, texts):
        text = "\n".join(texts)
        assert not NOT_SPOKEN.search(text), NOT_SPOKEN.search(text)
        assert not re.search(r"\b(Eichel|Laub|Herz|Schellen)-", text)  # no short labels
        assert re.search(r"^1: (Eichel|Laub|Herz|Schellen) ", text, re.M)  # a numbered hand
        assert re.search(r"(nimmt|Du nimmst) den Stich", text)

    def test_anzeige_blind_reads_a_whole_trick_without_colours_boxes_or_symbols(self):
        self.char1.db.table_display = "blind"
        self.assert_linear(self.one_trick())

    def test_the_screenreader_option_of_the_session_reads_the_same(self):
        for session in self.char1.sessions.all():
            session.protocol_flags["SCREENREADER"] = True
        assert self.char1.sessions.all()
        self.assert_linear(self.one_trick())

    def test_the_default_face_is_in_colour_with_short_card_labels(self):
        text = "\n".join(self.one_trick())
        assert "|r" in text and re.search(r"\b(Eichel|Laub|Herz|Schellen)-", strip_ansi(text))


class TestLinks(LinesTest):
    def test_on_your_turn_exactly_the_legal_cards_are_links(self):
        from evennia.utils.ansi import parse_ansi

        self.table.start(seed=5)
        while self.table.match.game.to_act != 0:
            assert self.timers.fire("npc_move")
        prompt = self.reader.texts[-1]
        sent = set(re.findall(r"\|lc(.*?)\|lt", prompt))
        legal = set(self.table.match.game.legal(0))
        assert {c for c in sent if c.startswith("lege ")} == {c for c in legal
                                                              if c.startswith("lege ")}
        asking = {move.asking: move.command for move in self.table.match.game.moves(0)
                  if move.asking}  # a move that asks first is linked by its asking form
        assert {asking.get(c, c) for c in sent} <= legal
        plain = parse_ansi(prompt, strip_ansi=True, mxp=False)  # a client without MXP
        assert "|l" not in plain and "Deine Karten: 1 " in plain and "Du bist am Zug." in plain

    def test_not_your_turn_no_links(self):
        self.table.start(seed=5)
        if self.table.match.game.to_act == 0:
            self.table.play(self.char1, self.table.match.game.legal(0)[0])
        assert "|lc" not in self.table.table_text_for(self.char1)


class TestAnzeige(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        quick_tables(self)
        connect(self.char1)
        self.table = create_object(SixtySixDeck, key="Tisch", location=self.room1)
        self.table.seats.sit(self.char1)
        self.table.seats.sit(create_object(CardPlayer, key="Ferdl", location=self.room1))
        self.table.start(seed=5)

    def test_anzeige_lang_brings_back_the_fuller_block(self):
        short = self.call(table_looking.CmdHand(), "")
        assert "Karten in der Hand" not in short and len(short.splitlines()) <= 4
        self.call(table_settings.CmdAnzeige(), "lang", "Ab jetzt siehst du den Tisch ausführlich")
        full = self.call(table_looking.CmdHand(), "")
        assert "Karten in der Hand: Ferdl 6" in full and "Trumpf ist" in full
        self.call(table_settings.CmdAnzeige(), "", "Du siehst den Tisch ausführlich")
        self.call(table_settings.CmdAnzeige(), "kurz", "Ab jetzt siehst du den Tisch kurz")
        assert self.call(table_looking.CmdHand(), "") == short

    def test_anzeige_blind_and_bad_words(self):
        self.call(table_settings.CmdAnzeige(), "blind", "Ab jetzt liest du den Tisch für")
        text = self.call(table_looking.CmdHand(), "")
        assert re.search(r"^1: \w+ \w+\.$", text, re.M) and not NOT_SPOKEN.search(text)
        self.call(table_settings.CmdAnzeige(), "bunt", "Benutzung: anzeige kurz, lang oder blind")
        assert self.char1.db.table_display == "blind"


ROBBING_DEAL = {"hands": [["herz neun", "eichel ass", "eichel zehn", "laub ass", "laub zehn",
                           "schellen ass"],
                          ["eichel könig", "eichel ober", "laub könig", "laub ober",
                           "schellen könig", "schellen ober"]],
                "trump": "herz ass"}


def test_the_screen_reader_turn_names_the_face_up_card_when_it_may_be_robbed():
    from game.cardgames import new_game
    from game.cardgames.cards import RANKS, SUITS
    from game.cardgames.tablestate import model_of
    from game.faces.tablefaces import linear_text

    dealt = set(sum(ROBBING_DEAL["hands"], [])) | {"herz ass"}
    talon = [f"{s} {r}" for s in SUITS for r in RANKS if f"{s} {r}" not in dealt]
    game = new_game("66", deal=dict(ROBBING_DEAL, talon=talon),
                    options={"exchange_anytime": True})
    turn = linear_text(model_of(game, 0), prompt=True)
    assert "Aufgedeckt liegt: Herz Ass." in turn and "Du kannst auch: Trumpfkarte rauben." in turn
    assert "Trumpf: Herz." not in turn and " hat 6 Karten" not in turn  # unchanged: left out
    game.act(0, "lege eichel ass")
    assert "Aufgedeckt liegt" not in linear_text(model_of(game, 1), prompt=True)


def test_verlauf_names_robbing_and_closing():
    """The course of a game says who robbed which card and who closed (the
    tricks alone leave the robbed card unaccounted for)."""
    from game.cardgames import new_game
    from game.faces.tabletext import course_text

    for seed in range(200):
        g = new_game("66", seed=seed, names=["Anna", "Ferdl"])
        robbed = closed = False
        while g.to_act is not None and not (robbed and closed):
            legal = g.legal(g.to_act)
            if "raube" in legal and not robbed:
                g.act(g.to_act, "raube")
                robbed = True
            elif "decke stapel" in legal and robbed:
                g.act(g.to_act, "decke stapel")
                closed = True
            else:
                g.act(g.to_act, keep_playing(legal, random.Random(seed)))
        if robbed and closed:
            break
    view = g.public_view()
    text = strip_ansi(course_text(view))
    robber = view["names"][view["exchange"]["seat"]]
    trump = view["trump"].capitalize()
    assert re.search(rf"^Geraubt: {robber} gibt {trump}-9 für {trump}-\S+$", text, re.M), text
    assert f"Zugedreht hat {view['names'][view['closer']]}." in text
