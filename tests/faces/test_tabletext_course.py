"""`verlauf` names who played which card in each trick (issue 47), in every game
the same way: Gaigel zu viert, where the leader changes from trick to trick, and 66."""

from game.cardgames import new_game
from game.faces import tabletext

NAMES = ["Anna", "Gottlob", "Frieda", "Karle"]


def play_tricks(game, count):
    """Play the first legal card (or opening) until `count` tricks are done."""
    while len(game.view(0)["tricks"]) < count:
        seat = game.to_act
        move = next(m for m in game.legal(seat)
                    if m.startswith(("lege ", "höher hat ", "ge-elfen ", "andere alte ")))
        game.act(seat, move)


def test_gaigel_zu_viert_course_names_the_player_of_every_card():
    game = new_game("gaigel4", seed=3, names=NAMES)
    play_tricks(game, 3)
    view = game.view(0)
    lines = tabletext.course_text(view).splitlines()
    for number, trick in enumerate(view["tricks"], 1):
        line = next(line for line in lines if line.startswith(f"{number:2}. "))
        played = [f"{NAMES[c['seat']]}: {tabletext.shown(c['card'], view, tabletext.GERMAN)}"
                  for c in trick["cards"]]
        assert line == f"{number:2}. {', '.join(played)} → {NAMES[trick['winner']]}", line
    second = view["tricks"][1]
    assert lines[1].startswith(f" 2. {NAMES[second['leader']]}: ")


def test_66_course_names_the_player_of_every_card_too():
    game = new_game("66", seed=5, names=["Anna", "Ferdl"])
    play_tricks(game, 1)
    view = game.view(0)
    trick = view["tricks"][0]
    first, second = (NAMES[0] if c["seat"] == 0 else "Ferdl" for c in trick["cards"])
    line = tabletext.course_text(view).splitlines()[0]
    assert line.startswith(f" 1. {first}: ") and f", {second}: " in line, line
