"""The rating's maths is openskill's: fixed results give openskill's own values."""

import pytest
from openskill.models import PlackettLuce

from game.cardgames import rating


def direct(teams, ranks):
    """openskill itself, as its documentation calls it."""
    model = PlackettLuce(limit_sigma=True)
    made = [[model.rating(mu=r["mu"], sigma=r["sigma"]) for r in team] for team in teams]
    return [[(p.mu, p.sigma) for p in team] for team in model.rate(made, ranks=ranks)]


def person(mu=25.0, sigma=25 / 3, games=0):
    return {"mu": mu, "sigma": sigma, "games": games}


CASES = [
    ([[person()], [rating.anchor("66", "normal")]], [1, 2]),
    ([[person(30, 4, 12)], [person(22, 6, 3)]], [2, 1]),
    ([[person(), rating.anchor("gaigel", "stark")],
      [rating.anchor("gaigel", "leicht"), person(27, 5, 30)]], [1, 2]),
    ([[person(), person(26, 3, 40), person(20, 7, 2)],
      [rating.anchor("gaigel", "normal")] * 3], [2, 1]),
    ([[person(24, 5, 7)], [person()], [rating.anchor("gaigel", "stark")]], [1, 2, 3]),
    ([[person(24, 5, 7)], [person()], [rating.anchor("gaigel", "stark")]], [1, 2, 2]),
    ([[person()], [rating.anchor("gaigel", "normal")]], [1, 1]),  # a draw
]


@pytest.mark.parametrize("teams,ranks", CASES)
def test_rate_gives_openskills_values_and_keeps_anchors(teams, ranks):
    got = rating.rate(teams, ranks)
    want = direct(teams, ranks)
    for team, new_team, want_team in zip(teams, got, want):
        for before, after, (mu, sigma) in zip(team, new_team, want_team):
            if before.get("anchor"):
                assert after == before  # an anchor never moves
            else:
                assert after["mu"] == pytest.approx(mu, abs=1e-12)
                assert after["sigma"] == pytest.approx(sigma, abs=1e-12)
                assert after["games"] == before["games"] + 1


@pytest.mark.parametrize("mu,sigma", [(25, 25 / 3), (35, 2), (10, 6), (25, 0.9), (40, 8)])
@pytest.mark.parametrize("strength", ["leicht", "normal", "stark"])
def test_a_loss_never_lifts_and_a_win_never_lowers_the_shown_value(mu, sigma, strength):
    me = person(mu, sigma, 5)
    for kind in ("66", "gaigel"):
        foe = rating.anchor(kind, strength)
        lost = rating.rate([[me], [foe]], [2, 1])[0][0]
        won = rating.rate([[me], [foe]], [1, 2])[0][0]
        assert lost["sigma"] <= sigma and won["sigma"] <= sigma
        assert lost["mu"] < mu < won["mu"]
        assert rating.shown(lost) <= rating.shown(me) <= rating.shown(won)


def test_anchors_rise_with_strength_in_both_games():
    for kind in ("66", "gaigel"):
        values = [rating.anchor(kind, s)["mu"] for s in ("leicht", "normal", "stark")]
        assert values == sorted(values) and len(set(values)) == 3


def test_places_winners_first_then_by_striche_and_a_draw_shares():
    assert rating.ranks_of([1], [0, 0], [0, 1]) == {0: 2, 1: 1}
    # Gaigel zu dritt: the winner, the one without Strich, the one with it
    assert rating.ranks_of([2], [1, 0, 0], [0, 1, 2]) == {2: 1, 1: 2, 0: 3}
    # Gaigel zu viert, partners opposite
    assert rating.ranks_of([0, 2], [0, 2, 0, 2], [0, 1, 0, 1]) == {0: 1, 1: 2}
    assert rating.ranks_of([], [0, 0], [0, 1]) == {0: 1, 1: 1}
    # 66 zu dritt: the dealer sits the game out
    assert rating.ranks_of([0], [0, 0, 0], [0, 1, -1]) == {0: 1, 1: 2}


def test_shown_value_is_mu_minus_three_sigma_provisional_below_20_games():
    assert rating.shown(person(30, 2, 20)) == 24
    assert rating.shown_text(person(30, 2, 20)) == "24,0"
    assert rating.shown_text(person(30, 2.05, 19)) == "23,9 (vorläufig)"
    assert rating.shown_text(rating.new_rating()) == "0,0 (vorläufig)"
    assert rating.shown_text(person(20, 8, 3)) == "−4,0 (vorläufig)"
    assert not rating.provisional(rating.anchor("66", "stark"))
