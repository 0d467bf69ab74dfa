"""The tournament as data (game/cardgames/tournament): the Swiss rounds are what
caissify-pairings' FIDE Dutch engine pairs, round robin is its Berger table,
tables of three by score, byes, late entrants, no-shows, Buchholz, JSON."""

import json

from caissify_pairings import generate_pairings

from game.cardgames.tournament import Status, System, Tournament, TournamentError
from game.cardgames.tournament.standings import points_text


def tournament(count, rounds=3, seats=2):
    tour = Tournament.new("66", 3, rounds, seats)
    for i in range(1, count + 1):
        tour.register(i, f"P{i}", rating=2000 - i)
    tour.start()
    return tour


def play(tour, winner=min):
    """Every board of the new round: the lowest id (or `winner`) wins."""
    rnd = tour.pair_round()
    for board in rnd["boards"]:
        if board["result"] is None:
            tour.record(rnd["number"], board["board"], [winner(board["players"])])
    return rnd


def test_six_with_three_rounds_play_swiss_four_with_three_a_round_robin():
    assert tournament(6).system == System.SWISS
    assert tournament(4).system == System.ROUND_ROBIN
    assert tournament(5, rounds=5).system == System.ROUND_ROBIN
    assert tournament(7, rounds=7).system == System.SWISS  # more than six
    assert tournament(6, seats=3).system == System.GROUPS


def test_the_second_swiss_round_is_what_the_fide_dutch_engine_pairs():
    tour = tournament(6)
    first = play(tour)
    direct = generate_pairings("dutch", [
        {"id": i, "name": str(i), "score": tour.points()[i], "rating": 2000 - i,
         "starting_number": i, "color_hist": [colour(first, i)],
         "float_history": ["none"], "bye_count": 0} for i in range(1, 7)],
        {tuple(sorted(b["players"])) for b in first["boards"]}, 2, 3)
    second = tour.pair_round()
    assert [b["players"] for b in second["boards"]] == [
        [p["white_id"], p["black_id"]] for p in direct if p.get("black_id")]
    met = {tuple(sorted(b["players"])) for b in first["boards"]}
    assert not met & {tuple(sorted(b["players"])) for b in second["boards"]}


def colour(rnd, i):
    board = next(b for b in rnd["boards"] if i in b["players"])
    return "white" if board["players"][0] == i else "black"


def test_an_odd_swiss_field_gives_one_bye_worth_a_full_point_never_twice():
    tour = tournament(5, rounds=3)
    byes = []
    for _ in range(3):
        rnd = play(tour)
        assert len(rnd["byes"]) == 1
        byes += rnd["byes"]
    assert len(set(byes)) == 3
    points = tour.points()
    assert sum(points.values()) == 3 * 2 + 3  # two boards and one bye a round


#: FIDE Handbook C.05, Berger table for 4 players (seat 0 = White)
BERGER_4 = [{(1, 4), (2, 3)}, {(4, 3), (1, 2)}, {(2, 4), (3, 1)}]


def test_round_robin_of_four_follows_the_berger_tables():
    tour = tournament(4)
    assert tour.data["rounds"] == 3
    for number in (1, 2, 3):
        rnd = play(tour)
        assert {tuple(b["players"]) for b in rnd["boards"]} == BERGER_4[number - 1]
    assert tour.pair_round() is None


def test_round_robin_plays_a_withdrawn_entrant_s_boards_as_wins_without_play():
    tour = tournament(4)
    play(tour)
    tour.withdraw(4)
    rnd = tour.pair_round()
    board = next(b for b in rnd["boards"] if 4 in b["players"])
    assert board["forfeit"] and board["result"]["4"] == 0.0


def test_tables_of_three_put_the_leaders_together_at_board_one():
    tour = tournament(6, rounds=2, seats=3)
    play(tour)
    leaders = [row.id for row in tour.standings()][:3]
    rnd = tour.pair_round()
    assert rnd["boards"][0]["players"] == leaders


def test_tables_of_three_give_the_spare_entrant_a_bye_lowest_placed_first():
    tour = tournament(7, rounds=3, seats=3)
    rnd = play(tour)
    assert len(rnd["byes"]) == 1 and [len(b["players"]) for b in rnd["boards"]] == [3, 3]
    first_bye = rnd["byes"][0]
    rnd = play(tour)
    assert rnd["byes"] != [first_bye]


def test_a_late_entrant_gets_half_a_point_per_missed_round_until_half_time():
    tour = tournament(5, rounds=4)
    play(tour)
    entry = tour.register(9, "Spät")
    assert entry["late"] == 0.5 and tour.points()[9] == 0.5
    play(tour)
    try:
        tour.register(10, "Zu spät")
        raise AssertionError("taken after half the rounds")
    except TournamentError as err:
        assert "Hälfte der Runden" in str(err)


def test_a_no_show_loses_without_play_is_withdrawn_and_may_come_back():
    tour = tournament(6)
    rnd = tour.pair_round()
    board = rnd["boards"][0]
    absent, present = board["players"]
    tour.forfeit(1, 1, [absent])
    assert board["result"] == {str(absent): 0.0, str(present): 1.0}
    assert not tour.entrant(absent)["active"]
    tour.register(absent, "zurück")
    assert tour.entrant(absent)["active"]


def test_a_result_is_booked_once():
    tour = tournament(4)
    rnd = tour.pair_round()
    assert tour.record(1, 1, [rnd["boards"][0]["players"][0]])
    assert not tour.record(1, 1, [rnd["boards"][0]["players"][1]])


def test_a_board_nobody_won_scores_nothing_unless_drawn():
    tour = tournament(4)
    rnd = tour.pair_round()
    first, second = rnd["boards"]
    assert tour.record(1, 1, [], drawn=False)  # everybody away: nobody scores it
    assert set(first["result"].values()) == {0.0}
    assert tour.record(1, 2, [])  # a draw: half a point each
    assert set(second["result"].values()) == {0.5}


def test_buchholz_sums_the_points_of_the_opponents_met():
    tour = tournament(4)
    for _ in range(3):
        play(tour)  # the lowest id wins every board: 1 has 3, 2 has 2, 3 has 1, 4 has 0
    rows = {row.id: row for row in tour.standings()}
    assert [rows[i].points for i in (1, 2, 3, 4)] == [3, 2, 1, 0]
    assert rows[1].buchholz == 2 + 1 + 0
    assert rows[4].buchholz == 3 + 2 + 1
    assert tour.finish().id == 1 and tour.status == Status.OVER


def test_the_state_is_json_and_goes_on_identically_after_a_round_trip():
    tour = tournament(6)
    play(tour)
    again = Tournament.from_dict(json.loads(json.dumps(tour.to_dict())))
    assert again.pair_round() == tour.pair_round()


def test_points_read_as_a_card_table_writes_them():
    assert [points_text(p) for p in (0, 0.5, 1, 2.5)] == ["0", "½", "1", "2½"]


def test_a_bye_at_tables_of_three_scores_a_third_what_an_average_seat_there_scores():
    tour = tournament(7, rounds=3, seats=3)
    rnd = play(tour)
    bye = rnd["byes"][0]
    assert tour.points()[bye] == round(1 / 3, 9)
    assert tour.standings()[-1].points >= 0
    assert points_text(tour.points()[bye]) == "⅓"
    two = tournament(5, rounds=3)
    rnd = play(two)
    assert two.points()[rnd["byes"][0]] == 1.0  # at two seats the Swiss system's full point


def test_equal_points_and_buchholz_share_a_place():
    tour = tournament(4, rounds=1, seats=4)
    rnd = tour.pair_round()
    players = rnd["boards"][0]["players"]
    tour.record(1, 1, players[:2])  # partners win together
    rows = tour.standings()
    assert [row.place for row in rows] == [1, 1, 3, 3]


def test_points_in_thirds_and_quarters():
    assert [points_text(p) for p in (1 / 3, 2 / 3, 1 + 1 / 3, 0.25, 1.75)] == [
        "⅓", "⅔", "1⅓", "¼", "1¾"]
