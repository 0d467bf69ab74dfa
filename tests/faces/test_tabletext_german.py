"""German, checked over every sentence the families write (issue 27).

Seeded games of every preset of both families are played with random legal
moves (and now and then an out-of-turn call); at every step every command
either family knows is tried, so every refusal the position allows is
written; every event, every trick reason and each Abrechnung is kept, in
German and French card names. The table's own lines built from the same
views are added: every face of every seat (kurz, lang, bildschirmleser, now
and then), the Aus hint, the drawn-card line. Each sentence is then checked:
no English word, no placeholder left, the verb agrees with one name or two,
„Gegner“ is singular where there is one, a suit's highest card is called a
card („höchste Herz-Karte“, not „höchste Herz“), no doubled blanks, lines or
punctuation, „Stapel“ and never „Talon“.
"""

import random
import re

import pytest

from game.cardgames import GAIGEL_PRESETS, PRESETS, IllegalMove, new_game
from game.cardgames.cards import SUITS, card_text

ALL_PRESETS = list(PRESETS) + list(GAIGEL_PRESETS)
#: single names, one of them two words (a computer player's)
NAMES = ["Anna", "Wengerter Gottlob", "Jörg", "Mizzi", "Karle", "Frieda"]
SEEDS = range(16)

#: words that are English (or code) and never German, as whole words
ENGLISH = ("the", "and", "of", "to", "is", "trick", "tricks", "player", "players", "seat",
           "card", "cards", "talon", "none", "None", "true", "True", "false", "False", "null",
           "exit", "draw", "points", "winner", "score", "turn", "trump", "game", "you", "your",
           "with", "without")
#: German verbs in the plural (3rd person) that a single name must not take
PLURAL = ("sagen", "gewinnen", "bekommen", "haben", "hatten", "sind", "waren", "machen",
          "spielen", "ziehen", "nehmen", "müssen", "dürfen", "können", "rufen", "melden",
          "legen", "verlieren", "setzen", "geben")
SINGULAR = ("sagt", "gewinnt", "bekommt", "hat", "hatte", "ist", "war", "macht", "spielt",
            "zieht", "nimmt", "muss", "darf", "kann", "ruft", "meldet", "legt", "verliert",
            "setzt", "gibt")
#: „Gegner“ in the plural: wrong with a single opponent
PLURAL_GEGNER = re.compile(r"\b(die|deine|eure|ihre|seine|alle|beide|zwei) Gegner\b|\bGegnern\b",
                           re.I)


def all_commands(game):
    low = game.core.rules.low_name
    cards = [card_text(c, low) for c in range(24)]
    return ([f"{verb} {c}" for verb in ("lege", "ge-elfen", "höher hat", "andere alte")
             for c in cards] + [f"melde {s}" for s in SUITS]
            + ["raube", "tausche", "decke stapel", "genug", "fünf siebener", "dissle", "aus"])


def refusals(game, seat, commands):
    out = []
    for command in commands:
        try:
            game.clone().act(seat, command)
        except IllegalMove as exc:
            out += [exc.text("deutsch"), exc.text("französisch")]
    return out


def event_texts(events):
    from game.cardgames.cards import render

    out = []
    for event in events:
        out += [event["text"], render(event["template"], "französisch")]
        if event.get("reason"):
            out.append(event["reason"])
    return out


def faces(game, step):
    """Every face of every seat (and the spectator's) at this moment, the Aus hint
    where a party has reached it, the drawn-card line: plain text."""
    from evennia.utils.ansi import strip_ansi, strip_mxp

    from game.cardgames.cards import render
    from game.cardgames.tablestate import model_of
    from game.faces import hinting as hints
    from game.faces import drawn, tablefaces, tabletext

    out = []
    for seat in list(range(game.seats)) + [None]:
        view = game.public_view() if seat is None else game.view(seat)
        new = view["hand"][-1:]
        for family in (tabletext.GERMAN, tabletext.FRENCH):
            model = model_of(game, seat, tabletext.words_of(family), show_points=True, new=new)
            out.append(tablefaces.compact_text(model, family, mark_playable=True,
                                               prompt=step % 2 == 0))
            out.append(tabletext.table_text(model, family))
        for words in ("deutsch", "französisch"):
            model = model_of(game, seat, words, show_points=True, new=new)
            out.append(tablefaces.linear_text(model, words, prompt=step % 2 == 1))
        out.append(tabletext.last_trick_text(view))
        out.append(tabletext.course_text(view))
        if seat is not None and view["side"] is not None and view["side"] >= 0:
            partners = len(view["teams"][view["side"]]) > 1
            if (view.get("reached_101") or [False] * 9)[view["side"]]:
                out.append(hints.aus_text(view, partners))
            if new:
                out.append(render(drawn.drawn_line({"kind": "draw", "drawn": [new] * game.seats},
                                                     seat, view["hand"])))
    return [FACE + strip_ansi(strip_mxp(text)) for text in out]


#: marks a face's text: its hand line keeps cards apart by two blanks (layout)
FACE = "\x00"


#: how a seeded game is played: 0 any legal move, 1 the special moves first
#: (melden, rauben, zudrehen, ansagen, Dissle), 2 cards only (played out)
STYLES = 3
SPECIAL = ("melde", "raube", "decke", "genug", "dissle", "fünf")


def choose(game, rng, style):
    legal = game.legal(game.to_act)
    plain = [c for c in legal if c not in game.family.out_of_turn]
    cards = [c for c in plain if not c.startswith(SPECIAL)]
    special = [c for c in plain if c.startswith(SPECIAL)]
    if style == 1 and special and rng.random() < 0.6:
        return rng.choice(special)
    if style == 2 and cards:
        return rng.choice(cards)
    if not plain or rng.random() < 0.02:
        return legal[-1]  # now and then an early `aus`
    return rng.choice(plain)


def play(preset, seed):
    """(sentences, two_sided) of one seeded game: two_sided when each side is one seat."""
    seats = new_game(preset, seed=seed).seats
    style = seed % STYLES
    options = {"dissle": True} if preset in GAIGEL_PRESETS and seed % 2 else {}
    if preset in GAIGEL_PRESETS and style == 2 and seed % 4 == 2:
        options = {"aus_points": 1000}  # nobody reaches Aus: the grace time ends it
    game = new_game(preset, seed=seed, names=NAMES[:seats], options=options)
    rng = random.Random(seed)
    commands = all_commands(game)
    texts = []
    for step in range(400):
        if game.result is not None:
            break
        if step % 4 == 0:
            texts += faces(game, step)
        for seat in range(game.seats):  # every move word, and a sample of the cards
            texts += refusals(game, seat, commands[96:] + rng.sample(commands[:96], 12))
        if game.to_act is None:
            events = game.end_grace_time() if style == 2 or rng.random() < 0.7 else game.act(
                rng.randrange(game.seats), "aus")
        else:
            events = game.act(game.to_act, choose(game, rng, style))
        texts += event_texts(events)
    res = game.result
    texts += [res.text("reason"), res.text("settlement"), res.text("reason", "französisch"),
              res.text("settlement", "französisch")]
    view = game.view(0)
    two_sided = all(len(team) == 1 for team in view["teams"])
    return texts, two_sided


@pytest.fixture(scope="module")
def sentences():
    """preset -> (every sentence written, whether each side is one seat)."""
    out = {}
    for preset in ALL_PRESETS:
        texts, two = [], True
        for seed in SEEDS:
            got, two = play(preset, seed)
            texts += got
        out[preset] = (sorted(set(texts)), two)
    return out


def bad(sentences, check):
    found = []
    for preset, (texts, two) in sentences.items():
        for text in texts:
            why = check(text, two)
            if why:
                found.append(f"{preset}: {why}: {text!r}")
    return sorted(set(found))[:40]


def test_no_english_word_and_no_placeholder_left_in_any_sentence(sentences):
    words = re.compile(rf"\b({'|'.join(ENGLISH)})\b")

    def check(text, two):
        if words.search(text):
            return f"English {words.search(text).group(0)!r}"
        for left in ("⟨", "⟩", "{", "}", "None", "[", "]", "_"):
            if left in text:
                return f"left over {left!r}"
        return None
    assert bad(sentences, check) == []


def test_one_name_takes_a_singular_verb_two_names_a_plural(sentences):
    one = [re.compile(rf"(?<!und )(?<!, )\b{re.escape(n)} ({'|'.join(PLURAL)})\b") for n in NAMES]
    two = re.compile(rf"\b({'|'.join(map(re.escape, NAMES))}) und "
                     rf"({'|'.join(map(re.escape, NAMES))}) ({'|'.join(SINGULAR)})\b")

    def check(text, _):
        for pattern in one:
            if pattern.search(text):
                return f"one name, plural verb {pattern.search(text).group(0)!r}"
        if two.search(text):
            return f"two names, singular verb {two.search(text).group(0)!r}"
        return None
    assert bad(sentences, check) == []


def test_gegner_is_singular_where_there_is_one_opponent(sentences):
    def check(text, two):
        if two and PLURAL_GEGNER.search(text):
            return f"plural Gegner {PLURAL_GEGNER.search(text).group(0)!r}"
        return None
    assert bad(sentences, check) == []


def test_no_doubled_blanks_lines_or_punctuation(sentences):
    def check(text, _):
        inner = "\n".join(line.strip() for line in text.split("\n"))  # indenting is layout
        if "  " in inner and not text.startswith(FACE):
            return "doubled blank"
        text = text.lstrip(FACE)
        for wrong in ("\n\n\n", " .", " ,", " :", "..", ",,", ". .", "( ", " )", "!.",
                      "?.", ".,"):
            if wrong in text.replace("…", ""):
                return f"doubled or loose {wrong!r}"
        lines = [line for line in text.split("\n") if line.strip()]
        if len(lines) != len(set(lines)):
            return "a line said twice"
        if text != text.rstrip() or text.startswith("\n"):
            return "blank at an end"
        return None
    assert bad(sentences, check) == []


def test_the_highest_card_of_a_suit_is_called_a_card(sentences):
    suits = "Eichel|Laub|Herz|Schellen|Kreuz|Pik|Karo"
    wrong = re.compile(rf"\bhöchster?s? ({suits})\b(?!-)")

    def check(text, _):
        return f"bare suit {wrong.search(text).group(0)!r}" if wrong.search(text) else None
    assert bad(sentences, check) == []


def test_one_takes_the_singular_and_more_the_plural(sentences):
    nouns = {"Punkt": "Punkte", "Strich": "Striche", "Stich": "Stiche", "Karte": "Karten",
             "Sekunde": "Sekunden"}
    one = re.compile(rf"(?<![\d,])\b1 ({'|'.join(nouns.values())})\b")
    more = re.compile(rf"(?<![\d,])\b(0|[2-9]|\d\d+) ({'|'.join(nouns)})\b(?!-)")

    def check(text, _):
        found = one.search(text) or more.search(text)
        return f"number and noun {found.group(0)!r}" if found else None
    assert bad(sentences, check) == []


def test_stapel_never_talon(sentences):
    def check(text, _):
        return "Talon" if "talon" in text.lower() else None
    assert bad(sentences, check) == []
