"""The tournament's words (game/faces/tournamenttext.py)."""

from game.faces.tournamenttext import rounds_text


def test_one_round_is_a_runde_more_are_runden():
    assert rounds_text(1) == "1 Runde"
    assert rounds_text(4) == "4 Runden"
