"""End to end over telnet with GMCP: a client that asked for `Kartenrunde` gets
`Kartenrunde.Raetsel` when a puzzle is shown and again with the verdict after it
answered with a move taken from the state alone (the first card it may play);
the state names no card outside the seat's stated view. A client that did not
ask for the package gets none."""

import pytest

from game.puzzles import collection
from tests.e2e.test_gmcp import gmcp_player
from tests.puzzles.test_puzzledata import cards_in, stated_view

pytestmark = pytest.mark.server


def test_a_gmcp_client_answers_a_puzzle_from_the_state(players):
    client = gmcp_player(players, "Knobelmia", "Rätsel-Pik-Sieben-3")
    client.send("rätsel gaigel")
    shown = client.expect_gmcp("Kartenrunde.Raetsel", timeout=60)
    assert shown["version"] == 1 and shown["state"] == "frage" and shown["family"] == "gaigel"
    puzzle = collection.puzzle("gaigel", shown["number"])
    assert cards_in(shown) <= stated_view(puzzle)
    answer = next(c["answer"] for c in shown["position"]["hand"] if c["answer"])
    client.send(answer)
    answered = client.expect_gmcp("Kartenrunde.Raetsel", lambda d: d["state"] == "beantwortet",
                                  timeout=60)
    verdict = answered["verdict"]
    assert answered["number"] == shown["number"] and verdict["command"] == answer
    assert verdict["right"] == (answer == puzzle["best"]) and verdict["rated"] is True
    assert verdict["explanation"] and verdict["lines"]
    assert cards_in(answered) <= stated_view(puzzle)
    client.read_until("Das nächste: „rätsel“.", timeout=30)


def test_without_asking_no_puzzle_data_comes(players):
    client = gmcp_player(players, "Knobelstill", "Rätsel-Pik-Sieben-4", packages=("Char 1",))
    client.command("rätsel 66 5", "zeigt die Lösung.")
    assert not [name for name, _ in client.gmcp if name.startswith("Kartenrunde")]
