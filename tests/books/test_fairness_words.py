"""`mischung prüfen` in words a player reads (issue 47): the cards capitalised
(„1. Schellen-Ass“), and where the checker for home is (the file in the game's
source, and that it writes the cards in small letters)."""

import re

import pytest

from game.books import fairness
from game.cardgames import provable

SEED = bytes(range(32))
CARD = r"[A-ZÄÖÜ][a-zäöü]+-[A-ZÄÖÜ][a-zäöü]+"


def record_of(preset, seats=("Annas Samen", "Ferdls Samen"), dealer=1):
    _, deal = provable.recomputed(preset, None, dealer, SEED, list(seats), 1)
    return {"preset": preset, "title": preset, "when": 1_700_000_000, "dealer": dealer,
            "deal": deal, "mischung": {"hash": provable.commitment(SEED), "seeds": list(seats),
                                       "number": 1, "server_seed": SEED.hex()}}


@pytest.mark.parametrize("preset,seats", [("66", 2), ("gaigel3", 3)])
def test_the_dealt_cards_read_capitalised(preset, seats):
    text = fairness.check_text(record_of(preset, [f"Samen {n}" for n in range(seats)]), 1)
    assert "Die Mischung stimmt:" in text
    lines = {line.split(":")[0]: line for line in text.splitlines()}
    order = lines["Kartenfolge nach dem Mischen"].split(": ", 1)[1].split(", ")
    assert all(re.fullmatch(rf"\d+\. {CARD}", card) for card in order), order
    for seat in range(seats):
        hand = lines[f"Platz {seat + 1}"].split(": ", 1)[1].split(", ")
        assert all(re.fullmatch(CARD, card) for card in hand), hand
    if preset == "66":
        assert re.fullmatch(rf"Trumpf aufgedeckt: {CARD}", lines["Trumpf aufgedeckt"])
        talon = lines["Stapel, von oben"].split(": ", 1)[1].split(", ")
        assert all(re.fullmatch(CARD, card) for card in talon), talon


def test_it_says_where_the_checker_is():
    text = fairness.check_text(record_of("66"), 1)
    assert "Das Prüfprogramm ist die Datei tools/pruefe_mischung.py im Quelltext des Spiels" in text
    assert "docs/MISCHUNG.md" in text and "klein" in text
    command = next(line for line in text.splitlines() if line.startswith("  python3 "))
    assert command.strip().startswith(fairness.CHECKER + " --spiel 66 --geber 2 --nummer 1 ")


def test_a_card_word():
    assert fairness.card_word("schellen ass") == "Schellen-Ass"
    assert fairness.card_word("herz sieben") == "Herz-Sieben"
