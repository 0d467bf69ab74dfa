"""The day's deals (game/daily/deals.py): the same seats' seeds for everybody, the
dealer passing on, and every deal of a day what the standalone checker
(tools/pruefe_mischung.py) computes from the revealed seed and the printed
arguments."""

import contextlib
import datetime
import importlib.util
import io
import pathlib

from game.cardgames import provable
from game.cardgames.replay import deal_of
from game.daily import deals

ROOT = pathlib.Path(__file__).resolve().parents[2]
DAY = datetime.date(2025, 6, 3)
SEED = bytes(range(32))


def checker_main(words):
    spec = importlib.util.spec_from_file_location("pruefe_mischung",
                                                  ROOT / "tools" / "pruefe_mischung.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = module.main(words)
    return status, out.getvalue().splitlines()


def test_every_deal_of_the_day_is_what_the_checker_computes_from_its_printed_words():
    digest = provable.commitment(SEED)
    for preset, count in deals.SETS.items():
        for number in range(1, count + 1):
            order, deal = deals.recomputed(DAY, preset, number, SEED)
            status, lines = checker_main(deals.checker_words(DAY, preset, number, SEED.hex(),
                                                             digest))
            assert status == 0
            assert lines[0].startswith("Hash stimmt:")
            assert lines[1:] == provable.deal_lines(order, deal, deals.dealer_of(preset, number))


def test_a_wrong_seed_fails_the_checkers_hash():
    words = deals.checker_words(DAY, "66", 1, bytes(32).hex(), provable.commitment(SEED))
    status, lines = checker_main(words)
    assert status == 1 and lines[0].startswith("Hash stimmt NICHT")


def test_the_set_deals_what_recomputed_says_deal_by_deal_with_the_dealer_passing_on():
    match = deals.new_set(DAY, "66", ["Anna", "Kaspar"], 7, provable.commitment(SEED), SEED)
    for number in range(1, 7):
        assert match.deal_number == number
        assert match.dealer == deals.dealer_of("66", number)
        assert deal_of(match.game) == deals.recomputed(DAY, "66", number, SEED)[1]
        assert not match.over
        while match.game.result is None:
            seat = match.game.to_act
            match.game.act(seat, match.game.legal(seat)[0])
        if number < 6:
            match.next_game()
    assert match.over and match.winners


def test_the_person_leads_the_first_deal_and_deals_the_second():
    assert deals.dealer_of("66", 1) == deals.COMPUTER
    assert deals.dealer_of("66", 2) == deals.PERSON
    assert deals.dealer_of("gaigel2", 3) == deals.COMPUTER


def test_the_seats_seeds_are_the_days_and_the_games_not_the_persons():
    assert deals.seat_seeds(DAY, "66") == deals.seat_seeds(DAY, "66")
    assert deals.seat_seeds(DAY, "66") != deals.seat_seeds(DAY, "gaigel2")
    assert deals.seat_seeds(DAY, "66") != deals.seat_seeds(DAY + datetime.timedelta(days=1), "66")
    a = deals.new_set(DAY, "66", ["Anna", "K"], 1, provable.commitment(SEED), SEED)
    b = deals.new_set(DAY, "66", ["Bert", "K"], 2, provable.commitment(SEED), SEED)
    assert deal_of(a.game) == deal_of(b.game) and a.seed != b.seed


def test_a_set_survives_its_json_round_trip_as_a_daily_match():
    match = deals.new_set(DAY, "gaigel2", ["Anna", "K"], 1, provable.commitment(SEED), SEED)
    again = deals.DailyMatch.from_json(match.to_json(), server_seed=SEED)
    assert isinstance(again, deals.DailyMatch) and again.total == 4 and again.target is None
    assert deal_of(again.game) == deal_of(match.game)


def test_the_players_words_name_the_presets():
    assert deals.preset_of("Gaigel") == "gaigel2" and deals.preset_of("66") == "66"
    assert deals.preset_of("schnapsen") is None
