"""A move's label is words the game reads (words.py and the families' notation):
a player who types what the table offers („Du kannst auch: Laub melden (20).“)
makes that move, in either card names; a remark in brackets is left out."""

import random

import pytest

from game.cardgames import IllegalMove, new_game
from game.cardgames.kinds import MoveKind, Refusal
from game.cardgames.words import parse_command

from .test_rules_gaigel import aus_game

PRESETS = ("66", "schnapsen", "dreier", "vierer", "klassisch", "sarasande", "vu",
           "gaigel2", "gaigel3", "gaigel4", "gaigel6")


def labels_name_their_moves(g, seat):
    """(label, wanted command, made command) of each move of `seat` whose label,
    typed as it reads, makes another move or none."""
    wrong = []
    for move in g.moves(seat):
        for family in ("deutsch", "französisch"):
            typed = move.label_for(family)
            copy = g.clone()
            try:
                copy.act(seat, typed)
            except IllegalMove as exc:
                wrong.append((typed, move.command, str(exc)))
                continue
            if copy.log[-1][1] != move.command:
                wrong.append((typed, move.command, copy.log[-1][1]))
    return wrong


@pytest.mark.parametrize("preset", PRESETS)
def test_every_label_typed_as_it_reads_makes_its_move(preset):
    rng = random.Random(7)
    for seed in range(4):
        g = new_game(preset, seed=seed)
        while g.result is None and g.to_act is not None:
            seat = g.to_act
            assert labels_name_their_moves(g, seat) == []
            g.act(seat, rng.choice(g.legal(seat)))


@pytest.mark.parametrize("typed, canonical", [
    ("Laub melden (20)", "melde laub"), ("laub melden", "melde laub"),
    ("Pik melden (40)", "melde laub"), ("melde 20 in laub", "melde laub"),
    ("Stapel zudrehen", "decke stapel"), ("den Stapel zudrehen", "decke stapel"),
    ("Trumpfkarte rauben", "raube"), ("raube die Trumpfkarte", "raube"),
    ("Genug ansagen (66 erreicht)", "genug"), ("genug ansagen", "genug"),
    ("Legen: Herz Ass", "lege herz ass"), ("herz ass", "lege herz ass"),
])
def test_the_words_of_a_label_read_as_its_canonical_command(typed, canonical):
    assert parse_command(typed) == parse_command(canonical)


@pytest.mark.parametrize("typed", ["Aus rufen (wer 101 hat)", "aus rufen", "Aus rufen"])
def test_aus_rufen_as_the_label_says_it_calls_aus(typed):
    g = aus_game()
    events = g.act(1, typed)
    assert g.log[-1] == [1, "aus"] and events


def test_words_that_are_no_move_are_still_refused_in_german():
    g = new_game("66", seed=1)
    before = g.to_json()
    for typed, said in (("laub quatsch melden", "verstehe ich nicht"),
                        ("quatsch melden", "quatsch"), ("stapel tanzen", "kenne ich nicht"),
                        ("(20)", "Du hast nichts geschrieben")):
        with pytest.raises(IllegalMove) as exc:
            g.act(0, typed)
        assert exc.value.reason is Refusal.NOT_UNDERSTOOD and said in str(exc.value), typed
    assert g.to_json() == before


def test_move_named_finds_the_move_without_making_it():
    g = new_game("66", seed=1)
    before = g.to_json()
    close = g.move_named(0, "stapel zudrehen")
    assert close.kind is MoveKind.CLOSE and close.question and g.to_json() == before
    with pytest.raises(IllegalMove) as exc:
        g.move_named(1, "stapel zudrehen")  # a move, out of turn
    assert exc.value.reason is Refusal.NOT_YOUR_TURN
    with pytest.raises(IllegalMove) as exc:
        g.move_named(1, "schua")  # no move, also out of turn
    assert exc.value.reason is Refusal.NOT_UNDERSTOOD
