"""The tournament's words (game/faces/tournamenttext.py)."""

from game.faces import tournamenttext
from game.faces.tournamenttext import rounds_text


def test_one_round_is_a_runde_more_are_runden():
    assert rounds_text(1) == "1 Runde"
    assert rounds_text(4) == "4 Runden"


class Tour:
    def __init__(self, names):
        self.names = names

    def entrant(self, i):
        return {"name": self.names[i]}


def test_a_board_nobody_won_reads_so_and_a_draw_as_a_draw():
    tour = Tour(["Anna", "Herr Brandl"])
    lost = {"players": [0, 1], "result": {"0": 0.0, "1": 0.0}}
    assert tournamenttext.result_words(tour, lost) == \
        "Anna und Herr Brandl: niemand gewinnt, beide gehen leer aus"
    drawn = {"players": [0, 1], "result": {"0": 0.5, "1": 0.5}}
    assert tournamenttext.result_words(tour, drawn) == "Anna und Herr Brandl: unentschieden"
