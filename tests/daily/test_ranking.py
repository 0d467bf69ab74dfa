"""The day's ranking and the month's board (game/daily/ranking.py): Bilanz first,
Augen break ties, equal both share a place; running sets wait while the day
runs; after it a missing deal scores the day's worst on it."""

from game.daily import ranking


def deal(n, net, augen=60):
    return {"n": n, "won": max(net, 0), "lost": max(-net, 0), "net": net, "augen": augen}


def finished(name, *nets, augen=60):
    return {"name": name, "deals": [deal(n, net, augen) for n, net in enumerate(nets, 1)],
            "done": True}


def test_the_ranking_goes_by_bilanz_then_augen_and_equal_ones_share_a_place():
    sets = {"a": finished("Anna", 3, -1, augen=70), "b": finished("Bert", 1, 1, augen=80),
            "c": finished("Cora", 2, 0, augen=70), "d": finished("Dora", 2, 0, augen=50)}
    ranked, running = ranking.day_ranking(sets, 2, final=False)
    assert [(place, row.name) for place, row in ranked] == [
        (1, "Bert"), (2, "Anna"), (2, "Cora"), (4, "Dora")]
    assert running == []
    assert ranked[0][1].net == 2 and ranked[0][1].won == 2 and ranked[0][1].lost == 0


def test_while_the_day_runs_an_unfinished_set_is_listed_apart():
    sets = {"a": finished("Anna", 1, 1), "b": {"name": "Bert", "deals": [deal(1, 3)],
                                               "done": False}}
    ranked, running = ranking.day_ranking(sets, 2, final=False)
    assert [row.name for _, row in ranked] == ["Anna"]
    assert [(row.name, row.played) for row in running] == [("Bert", 1)]


def test_after_the_day_a_missing_deal_scores_the_worst_played_on_it():
    sets = {"a": finished("Anna", 1, -3), "c": finished("Cora", 1, -1),
            "b": {"name": "Bert", "deals": [deal(1, 3)], "done": False}}
    ranked, _ = ranking.day_ranking(sets, 2, final=True)
    bert = next(row for _, row in ranked if row.name == "Bert")
    assert bert.net == 3 - 3 and bert.played == 1
    assert [(place, row.name) for place, row in ranked] == [
        (1, "Bert"), (1, "Cora"), (3, "Anna")]


def test_stopping_after_a_good_start_gains_nothing_over_the_worst_player():
    sets = {"a": finished("Anna", 3, -3, -3), "b": {"name": "Bert", "deals": [deal(1, 3)],
                                                   "done": False}}
    ranked, _ = ranking.day_ranking(sets, 3, final=True)
    assert [(place, row.name) for place, row in ranked] == [(1, "Anna"), (1, "Bert")]


def test_the_month_sums_the_days_and_counts_the_days_won():
    day1 = ranking.day_ranking({"a": finished("Anna", 2), "b": finished("Bert", 1)}, 1, True)[0]
    day2 = ranking.day_ranking({"b": finished("Bert", 3)}, 1, True)[0]
    board = ranking.month_board([day1, day2])
    assert [(place, row.name, row.net, row.days, row.best_days) for place, row in board] == [
        (1, "Bert", 4, 2, 1), (2, "Anna", 2, 1, 1)]
