"""Provable deals (docs/MISCHUNG.md): the engine's shuffle, the standalone checker
beside it on every preset, the commitment, and a provable match."""

import ast
import contextlib
import importlib.util
import io
import pathlib
import random
import subprocess
import sys

import pytest

from game.cardgames import Match, new_match
from game.cardgames.families import BY_PRESET
from game.cardgames.provable import (
    DealStream, commitment, deal_key, deal_lines, deal_message, normal_seed, recomputed,
    seed_bytes, shuffled_deck)
from game.cardgames.replay import deal_of

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHECKER = ROOT / "tools" / "pruefe_mischung.py"
SEED = bytes(range(32))


def checker():
    spec = importlib.util.spec_from_file_location("pruefe_mischung", CHECKER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def checker_lines(preset, server_seed, seeds, number, dealer, extra=()):
    out = io.StringIO()
    args = ["--spiel", preset, "--server", server_seed.hex(), "--nummer", str(number),
            "--geber", str(dealer + 1), *extra]
    for seed in seeds:
        args += ["--samen", seed]
    with contextlib.redirect_stdout(out):
        status = checker().main(args)
    return status, out.getvalue().splitlines()


def flip(raw: bytes, bit: int) -> bytes:
    out = bytearray(raw)
    out[bit // 8] ^= 1 << (bit % 8)
    return bytes(out)


def test_the_same_inputs_give_the_same_deal():
    deck = list(range(24))
    assert shuffled_deck(deck, SEED, ["a", "b"], 1) == shuffled_deck(deck, SEED, ["a", "b"], 1)
    assert sorted(shuffled_deck(deck, SEED, ["a", "b"], 1)) == deck


@pytest.mark.parametrize("bit", [0, 77, 255])
def test_one_changed_bit_of_the_server_seed_changes_the_deal(bit):
    deck = list(range(24))
    assert shuffled_deck(deck, flip(SEED, bit), ["a", "b"], 1) != shuffled_deck(
        deck, SEED, ["a", "b"], 1)


def test_a_changed_player_seed_or_deal_number_changes_the_deal():
    deck = list(range(48))
    plain = shuffled_deck(deck, SEED, ["Anna", "Ferdl"], 1)
    assert shuffled_deck(deck, SEED, ["Anno", "Ferdl"], 1) != plain
    assert shuffled_deck(deck, SEED, ["Anna", "Ferdl "], 1) == plain  # outer spaces drop
    assert shuffled_deck(deck, SEED, ["Ferdl", "Anna"], 1) != plain  # seats in order
    assert shuffled_deck(deck, SEED, ["Anna", "Ferdl"], 2) != plain


def test_seeds_are_length_prefixed_so_no_two_splits_give_one_message():
    assert deal_message(["ab", "c"], 1) != deal_message(["a", "bc"], 1)


def test_seeds_are_written_in_nfc_so_both_spellings_of_an_umlaut_agree():
    assert deal_message(["Jo\u0308rg"], 1) == deal_message(["J\u00f6rg"], 1)


def test_a_seed_must_have_one_to_a_hundred_characters():
    with pytest.raises(ValueError, match="mindestens ein Zeichen"):
        normal_seed("   ")
    with pytest.raises(ValueError, match="höchstens 100"):
        normal_seed("x" * 101)


def test_the_worked_example_of_the_doc_is_what_the_code_computes():
    doc = (ROOT / "docs" / "MISCHUNG.md").read_text()
    assert commitment(SEED) in doc
    assert deal_message(["Anna", "Ferdl"], 1).hex() in doc
    key = deal_key(SEED, ["Anna", "Ferdl"], 1)
    assert key.hex() in doc
    assert DealStream(key).take(8).hex() in doc
    order, deal = recomputed("66", None, 1, SEED, ["Anna", "Ferdl"], 1)
    for line in deal_lines(order, deal, 1)[2:5]:
        assert line.replace("Platz 1: ", "- Platz 1: ").split("- ")[-1] in doc


def test_rejection_sampling_throws_away_the_top_values_and_draws_again():
    stream = DealStream(b"k" * 32)
    stream.buffer = (2 ** 32 - 1).to_bytes(4, "big") + (7).to_bytes(4, "big")
    stream.counter = 10 ** 6  # no new block is needed for this
    assert stream.below(3) == 7 % 3  # 2**32-1 is at the limit of 3 and is thrown away
    stream.buffer = (2 ** 32 - 2).to_bytes(4, "big")
    assert stream.below(2) == 0  # 2**32 is a multiple of 2: nothing is thrown away


def test_every_deal_is_a_permutation_and_every_position_gets_every_card():
    seen = [set() for _ in range(24)]
    for n in range(1, 400):
        order = shuffled_deck(range(24), SEED, ["x"], n)
        for pos, card in enumerate(order):
            seen[pos].add(card)
    assert all(len(s) == 24 for s in seen)


@pytest.mark.parametrize("preset", sorted(BY_PRESET))
def test_the_standalone_checker_deals_what_the_engine_deals(preset):
    rng = random.Random(preset)
    module = checker()
    seats = module.PRESETS[preset][1]
    for _ in range(12):
        server_seed = bytes(rng.randrange(256) for _ in range(32))
        seeds = [rng.choice(["Anna", "Jörg", "😀 Glück", "x" * 100, " Ferdl"]) for _ in range(seats)]
        dealer, number = rng.randrange(seats), rng.randrange(1, 12)
        order, deal = recomputed(preset, None, dealer, server_seed, seeds, number)
        status, lines = checker_lines(preset, server_seed, seeds, number, dealer)
        assert status == 0
        assert lines == deal_lines(order, deal, dealer)


def test_the_checker_follows_a_table_option_that_changes_the_deck():
    options = {"deck": 20, "hand_size": 5, "deal_pattern": [3, 2], "exchange_card": "unter"}
    order, deal = recomputed("66", options, 1, SEED, ["a", "b"], 3)
    _, lines = checker_lines("66", SEED, ["a", "b"], 3, 1, ["--karten", "20", "--packen", "3,2"])
    assert lines == deal_lines(order, deal, 1)


def test_the_checker_says_whether_the_hash_matches():
    status, lines = checker_lines("66", SEED, ["a", "b"], 1, 1, ["--hash", commitment(SEED)])
    assert status == 0 and lines[0].startswith("Hash stimmt:")
    status, lines = checker_lines("66", SEED, ["a", "b"], 1, 1, ["--hash", "00" * 32])
    assert status == 1 and lines[0].startswith("Hash stimmt NICHT")


def test_the_checker_uses_the_standard_library_only_and_runs_on_its_own():
    tree = ast.parse(CHECKER.read_text())
    names = {alias.name.split(".")[0] for node in ast.walk(tree)
             if isinstance(node, ast.Import) for alias in node.names}
    names |= {node.module.split(".")[0] for node in ast.walk(tree)
              if isinstance(node, ast.ImportFrom)}
    assert names <= set(sys.stdlib_module_names), names
    run = subprocess.run(
        [sys.executable, "-I", str(CHECKER), "--spiel", "gaigel4", "--server", SEED.hex(),
         "--nummer", "2", "--geber", "3", "--samen", "a", "--samen", "b", "--samen", "c",
         "--samen", "d"], capture_output=True, text=True, cwd="/", check=True)
    order, deal = recomputed("gaigel4", None, 2, SEED, ["a", "b", "c", "d"], 2)
    assert run.stdout.splitlines() == deal_lines(order, deal, 2)


def test_the_hash_shown_before_is_sha256_of_the_seed_revealed_after():
    import hashlib

    assert commitment(SEED) == hashlib.sha256(SEED).hexdigest()
    assert seed_bytes(SEED.hex()) == SEED
    with pytest.raises(ValueError):
        seed_bytes("abc")


FAIR = {"hash": commitment(SEED), "seeds": ["Anna", "Ferdl"]}


def test_a_provable_match_deals_every_game_by_the_documented_shuffle():
    match = new_match("66", target=99, fair=FAIR, server_seed=SEED)
    for _ in range(4):
        dealer, number = match.dealer, match.deal_number
        assert deal_of(match.game) == recomputed("66", None, dealer, SEED, FAIR["seeds"], number)[1]
        game = match.game
        while game.result is None:
            game.act(game.to_act, game.legal(game.to_act)[0])
        stored = match.to_json()
        assert SEED.hex() not in stored and "server_seed" not in stored
        match = Match.from_json(stored, server_seed=SEED)  # as a reload would
        match.next_game()


def test_a_provable_match_refuses_to_deal_with_a_seed_that_is_not_the_committed_one():
    with pytest.raises(ValueError, match="passt nicht"):
        new_match("66", fair=FAIR, server_seed=flip(SEED, 3))
    with pytest.raises(ValueError, match="fehlt"):
        new_match("66", fair=FAIR)
    with pytest.raises(ValueError, match="Jeder Platz"):
        new_match("gaigel4", fair=FAIR, server_seed=SEED)
