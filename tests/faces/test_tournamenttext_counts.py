"""Counted words in the tournament's texts (issue 47): one round is „1 Runde“,
a late entrant who missed one round reads of „der verpassten Runde“, a winner
with one point has „1 Punkt“."""

from types import SimpleNamespace

from game.faces.tournamenttext import call_text, late_text, rounds_text, winner_text


def test_a_late_entrant_reads_how_many_rounds_were_missed_in_the_right_number():
    assert late_text(0.5) == ("Du steigst nachträglich ein und bekommst einen halben Punkt "
                              "für die verpasste Runde; ab der nächsten Runde spielst du mit.")
    assert "bekommst 1 Punkt für die 2 verpassten Runden;" in late_text(1.0)
    assert "bekommst 1½ Punkte für die 3 verpassten Runden;" in late_text(1.5)
    assert late_text(0.0) == "Du steigst nachträglich ein; ab der nächsten Runde spielst du mit."


def test_one_round_one_point_one_minute():
    assert rounds_text(1) == "1 Runde"
    one = winner_text("im Turniersaal", "66", 3, 1, SimpleNamespace(name="Anna", points=1.0),
                      ["Ferdl"])
    assert one == "Turnier im Turniersaal (66 bis 3, 1 Runde): Anna gewinnt mit 1 Punkt vor Ferdl!"
    assert "Runden" not in one
    assert "nach 1 Minute verlierst du" in call_text("hier", 1, "Tisch 1", ["Ferdl"], 1)
    assert "nach 3 Minuten verlierst du" in call_text("hier", 1, "Tisch 1", ["Ferdl"], 3)


def test_partners_sharing_the_first_place_win_together_in_the_kurier():
    rows = [SimpleNamespace(name="Frau Kössler", points=1.0),
            SimpleNamespace(name="Hiltrud", points=1.0)]
    news = winner_text("im Turniersaal", "Gaigel", 7, 1, rows, ["Herr Brandl"])
    assert "Frau Kössler und Hiltrud gewinnen mit 1 Punkt vor" in news
    assert "vor Hiltrud" not in news
