"""Augen and Punkte (issue 47): one word for each everywhere players read.

Augen are the card points within one game (tricks and marriages); Punkte are
the game points of a 66 match (and of the Bestenliste); a Gaigel match counts
Striche (RULES.md). The corpus here is what a player reads at the table and
from `rat`: the advice sentences of the strong player (and Gaigel's rules of
thumb) over seeded games of both families, every face of every seat at many
moments (with the own Augen shown), the refusals, events and Abrechnungen of
the same games, and every text of the card schools' lessons.

The check (`card_points_called_punkte`) reads a sentence the way a player
does: the noun Punkt/Punkte/Punkten names card points when the word before it
that tells what is counted is about a game's cards (hol, melde, gib, im
Stich, Stich mit ...) rather than about the match (bekommt, gewinnt,
Bestenliste, bis, Stand, Partie ...); the reader's own points in a game
(„Deine Punkte“, „Eure Punkte“) are always Augen. The command word of
`anzeige punkte` is lower case and never matched.
"""

import random
import re

import pytest

from game.cardgames import GAIGEL_PRESETS, new_game
from game.cardgames.ai import hint
from game.cardgames.ai.gaigel import rules as gaigel_rules
from game.cardgames.cards import render
from game.cardgames.tablestate import model_of

from tests.faces.test_tabletext_german import all_commands, event_texts, refusals

#: the noun (never the command word `punkte`, never Spielpunkte or Prozentpunkte)
PUNKT = re.compile(r"\bPunkt(?:e|en)?\b")
#: the reader's (or the party's) own count in a game: Augen, whatever follows
OWN = re.compile(r"\b(?:Deine|Eure|Eigene|Ihre|Seine|Meine|Unsere)\s+Punkte\b")
#: words that say a game's card points are counted next
CARD_CUES = (r"hol\w*", r"meld\w*", r"gemeldet", r"gib", r"gibst", r"gebt", r"schmier\w*",
             r"im Stich", r"Stich mit", r"sticht\w*")
#: words that say the match's (or the Bestenliste's) points are counted next
GAME_CUES = (r"bekomm\w*", r"gewinn\w*", r"gewonnen", r"verlier\w*", r"verloren",
             r"Bestenliste", r"bis", r"Partie\w*", r"Stand", r"Platz\w*", r"Schwarz",
             r"Schneider", r"kost\w*", r"Mittel", r"gibt es", r"gibt das", r"Runde\w*",
             r"Turnier\w*", r"Sieg\w*", r"Spielpunkt\w*", r"Wertung")
CUE = re.compile(rf"\b(?:(?P<card>{'|'.join(CARD_CUES)})|(?P<game>{'|'.join(GAME_CUES)}))\b",
                 re.I)
#: game points called Augen: „bekommt 3 Augen“, „bis 7 Augen)“, „(Augen, bis 1)“
AUGEN_AS_GAME = re.compile(r"\b(?:bekomm\w*|gibt es)\s+(?:je\s+)?\d+\s+Augen\b"
                           r"|\bbis \d+ Augen\)|\(Augen[,:)]|Stand der Partie \(Augen")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n")


def card_points_called_punkte(text):
    """The places in `text` where card points (Augen) are called Punkte, or game
    points Augen: a list of short excerpts (empty when the words are right)."""
    found = [m.group(0) for m in OWN.finditer(text)]
    found += [m.group(0) for m in AUGEN_AS_GAME.finditer(text)]
    for sentence in SENTENCE_END.split(text):
        for word in PUNKT.finditer(sentence):
            before = list(CUE.finditer(sentence, 0, word.start()))
            if before and before[-1].group("card"):
                found.append(sentence[before[-1].start():word.end()])
    return found


# --- the check itself: precise on the sentences the issue names ----------------

WRONG = ["Stich mit Herz Ass und hol dir 7 Punkte.",
         "Melde Herz: 20 Punkte.",
         "Melde Eichel: 40 Punkte, sie zählen mit deinem nächsten Stich.",
         "Deine Punkte: 44.", "Eure Punkte: 12 (+20 gemeldet, noch offen).",
         "Dein Partner hat den Stich – gib ihm Punkte.",
         "Anna bekommt 3 Augen.", "Stand: Anna 0 – Ferdl 1 (Augen, bis 1)"]
RIGHT = ["Stich mit Herz Ass und hol dir 7 Augen – im Schnitt +1,0 Spielpunkte in 8 "
         "durchgerechneten Verteilungen.",
         "Melde Herz: 20 Augen.", "Deine Augen: 44.", "Eure Augen: 12.",
         "Anna sagt mit 72 Augen richtig an und bekommt 3 Punkte, weil Ferdl keinen Stich hat.",
         "Alle Karten gespielt, Anna macht den letzten Stich und bekommt 1 Punkt (Ferdl war "
         "mit 51 Augen aus dem Schneider).",
         "Anna hat zugedreht, aber nur 56 Augen erreicht – es fehlten 10 Augen: Ferdl bekommt "
         "3 Punkte für das misslungene Zudrehen.",
         "Bestenliste: Anna 1 Punkt; Ferdl 2 Punkte.",
         "Die Partie Sechsundsechzig beginnt (Anna, Ferdl; gespielt wird bis 7 Punkte).",
         "Stand der Partie (Punkte): Anna 2, Ferdl 1",
         "Stand des Gegners beim Zudrehen: ohne Stich 3 Punkte, unter 33 Augen 2, sonst 1.",
         "3 Punkte, weil er beim Zudrehen noch ohne Stich war.",
         "Im 5. Stich: Herz Zehn statt Herz Ass kostete im Mittel 0,6 Punkte.",
         "Eine gewonnene Partie zählt 1 Punkt, eine unentschiedene ½.",
         "Eigene Augen (anzeige punkte): an."]


@pytest.mark.parametrize("text", WRONG)
def test_the_check_finds_card_points_called_punkte(text):
    assert card_points_called_punkte(text)


@pytest.mark.parametrize("text", RIGHT)
def test_the_check_leaves_game_points_and_the_command_word_alone(text):
    assert card_points_called_punkte(text) == []


# --- the corpus: advice, faces, refusals, events, Abrechnungen -----------------

PRESETS = ("66", "schnapsen", "sarasande", "dreier", "vierer", "gaigel2", "gaigel3",
           "gaigel4")
SEEDS = range(3)
NAMES = ["Anna", "Ferdl", "Mizzi", "Karle"]
#: the strong player's samples per move in `rat` here (fixed work: repeatable)
SAMPLES = 4


def plain(text):
    from evennia.utils.ansi import strip_ansi, strip_mxp

    return strip_ansi(strip_mxp(text))


def faces(game, step):
    """Every face of every seat and the spectator's, with the own Augen shown."""
    from game.faces import hinting, tablefaces, tabletext

    out = []
    for seat in list(range(game.seats)) + [None]:
        for words in ("deutsch", "französisch"):
            model = model_of(game, seat, words, show_points=True)
            family = tabletext.family_of(words)
            out += [tablefaces.compact_text(model, family, prompt=step % 2 == 0),
                    tabletext.table_text(model, family),
                    tablefaces.linear_text(model, words, prompt=step % 2 == 1)]
        if seat is not None:
            view = game.view(seat)
            out += [tabletext.course_text(view), tabletext.last_trick_text(view)]
            side = view["side"]
            if side is not None and side >= 0 and (view.get("reached_101") or [0] * 9)[side]:
                out.append(hinting.aus_text(view, len(view["teams"][side]) > 1))
    return [plain(text) for text in out]


def advice(game, seat, rng):
    """What `rat` says to `seat` now (the strong player), and in Gaigel the rules
    of thumb the gentle players and the tie-break use."""
    view, legal = game.view(seat), game.legal(seat)
    out = [hint(view, legal, samples=SAMPLES, family=words)[1]
           for words in ("deutsch", "französisch")]
    if game.preset in GAIGEL_PRESETS and seat == game.to_act:
        out.append(render(gaigel_rules.choose(view, legal, "normal", rng)[1], "deutsch"))
    return out


def next_move(game, rng):
    """Melden whenever it can (so `rat` has marriages to advise), else a card or
    a special move at random; never a wrong `genug` or `aus`."""
    legal = game.legal(game.to_act)
    melds = [c for c in legal if c.startswith("melde")]
    if melds:
        return melds[0]
    plain_moves = [c for c in legal if c not in ("genug", "aus")] or legal
    return rng.choice(plain_moves)


def play(preset, seed):
    """(advice sentences, other sentences) of one seeded game."""
    game = new_game(preset, seed=seed, names=NAMES[:new_game(preset, seed=seed).seats])
    rng = random.Random(seed)
    commands = all_commands(game)
    told, texts = [], []
    for step in range(400):
        if game.result is not None:
            break
        if game.to_act is None:  # Gaigel's grace time: nobody calls
            texts += faces(game, step)
            texts += event_texts(game.end_grace_time())
            continue
        if step % 3 == 0:
            texts += faces(game, step)
        seat = game.to_act
        told += advice(game, seat, rng)
        texts += refusals(game, seat, commands[96:] + rng.sample(commands[:96], 6))
        texts += event_texts(game.act(seat, next_move(game, rng)))
    res = game.result
    texts += [res.text("reason"), res.text("settlement")]
    return told, texts


@pytest.fixture(scope="module")
def corpus():
    """{"advice": sentences of `rat`, "table": every other sentence}, each set sorted."""
    told, texts = set(), set()
    for preset in PRESETS:
        for seed in SEEDS:
            got_told, got_texts = play(preset, seed)
            told.update(got_told)
            texts.update(got_texts)
    return {"advice": sorted(told), "table": sorted(texts)}


def wrong_words(texts):
    return sorted({f"{hit!r} in {text!r}" for text in texts
                   for hit in card_points_called_punkte(text)})[:20]


def test_rat_calls_card_points_augen(corpus):
    assert wrong_words(corpus["advice"]) == []


def test_the_corpus_reaches_the_advice_that_counts_card_points(corpus):
    """The advice above includes the sentences that name Augen: a marriage, a trick
    to take, a partner's trick (so the test keeps reading them)."""
    said = "\n".join(corpus["advice"])
    for start in ("Melde ", "und hol dir ", "Dein Partner hat den Stich"):
        assert start in said, start


def test_the_table_calls_card_points_augen(corpus):
    assert wrong_words(corpus["table"]) == []


def test_the_table_shows_the_own_augen(corpus):
    said = "\n".join(corpus["table"])
    assert re.search(r"\bDeine Augen: \d+", said) and re.search(r"\bEure Augen: \d+", said)


def test_the_lessons_call_card_points_augen_and_game_points_punkte():
    from game.school.lessons import answer_text
    from game.school.schools import SCHOOLS

    texts = []
    for spec in SCHOOLS.values():
        for lesson in spec["lessons"]:
            texts += [lesson.title, lesson.intro, lesson.question, lesson.outro,
                      lesson.outro_lost, answer_text(lesson), *lesson.comments.values(),
                      *lesson.missed.values(), *(a.text for a in lesson.answers),
                      *(a.why for a in lesson.answers)]
    assert wrong_words([plain(render(t, "deutsch")) for t in texts if t]) == []


@pytest.mark.parametrize("preset, unit", [("66", "Punkte"), ("gaigel2", "Striche")])
def test_a_lessons_match_counts_punkte_in_66_and_striche_in_gaigel(preset, unit):
    """The header of a lesson's table („Stand: … (Striche, bis 1)“) takes the
    table's unit: a Gaigel lesson counts Striche, like every Gaigel table."""
    from types import SimpleNamespace

    from game.typeclasses.school import LessonTable

    table = SimpleNamespace(db=SimpleNamespace(preset=preset),
                            default_preset=LessonTable.default_preset)
    assert LessonTable.score_unit.fget(table) == unit
