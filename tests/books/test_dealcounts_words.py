"""`statistik` speaks to players (issue 47): no library's name, the test called
„Chi-Quadrat-Test“ and said in one sentence what it measures and what p means."""

from types import SimpleNamespace

from game.books import dealcounts


def statistik(monkeypatch):
    monkeypatch.setattr(dealcounts, "trump_summary", lambda per_kind: {
        "games": 20, "observed": {0: 4}, "expected_counts": {0: 3.3},
        "test": {"p": 0.4, "statistic": 1.0, "bins": 3}})
    monkeypatch.setattr(dealcounts, "summary", lambda section: {
        "trumps": {"mean": 1.3, "expected": 1.3, "hands": 20,
                   "test": {"p": 0.4, "statistic": 1.0, "bins": 3}}})
    obj = SimpleNamespace(key="Anna", attributes=SimpleNamespace(
        get=lambda *args, **kwargs: {"66": {}}))
    return dealcounts.text(obj, ["66"])


def test_no_library_name_but_the_chi_square_test_and_what_it_means(monkeypatch):
    text = statistik(monkeypatch)
    assert "scipy" not in text and "chisquare" not in text
    note = text.splitlines()[-1]
    assert "Chi-Quadrat-Test: Er misst, wie weit die gezählten Hände von den zu erwartenden " \
           "abweichen, und p sagt, wie oft der reine Zufall eine mindestens so große " \
           "Abweichung brächte" in note
    assert "p unter 0,05" in note and "mischung prüfen" in note
