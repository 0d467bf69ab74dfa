"""The puzzle as data (`Kartenrunde.Raetsel`): the position as the seat sees it plus
the other hand the puzzle states, never another card; the answers are moves the
engine takes as they are sent; after the answer the verdict, the rating and the
streak, in the reader's card names."""

import re

import pytest

from game.cardgames import rating
from game.cardgames.ai import puzzles as engine
from game.puzzles import collection, telling
from game.puzzles.puzzledata import ANSWERED, ASKING, puzzle_state

#: a card in canonical words or as a label (German or French names), in any text
CARD = re.compile(r"\b(eichel|laub|herz|schellen|kreuz|pik|karo)[ -]"
                  r"(ass|zehn|könig|ober|unter|neun|acht|sieben|dame|bube)\b", re.I)
FRENCH = {"kreuz": "eichel", "pik": "laub", "karo": "schellen", "dame": "ober", "bube": "unter"}

ALL = [p for family in collection.families() for p in collection.puzzles_of(family)]


def canonical(suit, rank):
    return f"{FRENCH.get(suit.lower(), suit.lower())} {FRENCH.get(rank.lower(), rank.lower())}"


def cards_in(data) -> set:
    """Every card the message names: in a `card` field or in any text."""
    found = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "card" and value:
                found.add(value)
            found |= cards_in(value)
    elif isinstance(data, list):
        for value in data:
            found |= cards_in(value)
    elif isinstance(data, str):
        found |= {canonical(*m) for m in CARD.findall(data)}
    return found


def stated_view(puzzle) -> set:
    """What the seat may know: its view's hand, trick, played tricks and face-up
    trump card, and the other hand the puzzle states."""
    view = engine.position(puzzle).view(puzzle["seat"])
    seen = set(view["hand"]) | {c["card"] for c in view["trick"] if c.get("card")}
    seen |= {c["card"] for trick in view["tricks"] for c in trick["cards"] if c.get("card")}
    if view.get("trump_card") and view["talon"] and not view.get("closed"):
        seen.add(view["trump_card"])
    return seen | set(engine.known_cards(puzzle))


def hidden(puzzle) -> set:
    """The deal's cards the seat may not see (none once a position is a puzzle:
    every hidden card follows from the cards gone; kept as a guard)."""
    deal = puzzle["deal"]
    dealt = {c for hand in deal["hands"] for c in hand} | set(deal["talon"]) | {deal["trump"]}
    return dealt - stated_view(puzzle)


def result_of(puzzle, command, rated=True, streak=1):
    """An answer's result as solving.PuzzleBook.answer gives it (no database)."""
    before = rating.rating_from(None)
    right = command == puzzle["best"]
    after = rating.rate([[before], [rating.rating_from(None)]], [1, 2] if right else [2, 1])[0][0]
    graded = engine.grade(puzzle, command) if command else {"command": None, "right": False}
    return dict(graded, puzzle=puzzle, rated=rated, before=before, after=after,
                streak=streak if right else 0)


@pytest.mark.parametrize("family", ["66", "gaigel"])
def test_every_puzzle_s_message_holds_no_card_outside_the_stated_view(family):
    for puzzle in collection.puzzles_of(family):
        for names in ("deutsch", "französisch"):
            named = cards_in(puzzle_state(puzzle, names))
            assert named <= stated_view(puzzle), (puzzle["number"], named - stated_view(puzzle))
            assert not named & hidden(puzzle)


@pytest.mark.parametrize("puzzle", ALL[::12], ids=lambda p: f"{p['family']}-{p['number']}")
def test_the_verdict_names_no_card_outside_the_stated_view(puzzle):
    for command in (puzzle["best"], puzzle["tempting"], None):
        data = puzzle_state(puzzle, result=result_of(puzzle, command))
        assert cards_in(data) <= stated_view(puzzle), command


def test_beyond_the_seat_s_own_view_only_the_stated_other_hand_is_named():
    for puzzle in ALL[::7]:
        own = stated_view(puzzle) - set(engine.known_cards(puzzle))
        beyond = cards_in(puzzle_state(puzzle)) - own
        assert beyond and beyond <= set(engine.known_cards(puzzle)), puzzle["number"]


def test_the_check_finds_a_card_the_seat_has_not_seen():
    puzzle = collection.puzzle("66", 1)  # 66 is played without Siebener
    data = puzzle_state(puzzle)
    data["notes"].append("Im Stapel liegt Herz Sieben.")
    assert cards_in(data) - stated_view(puzzle) == {"herz sieben"}


def test_the_position_is_the_seat_s_view_with_the_other_hand_stated():
    puzzle = collection.puzzle("66", 1)
    view = engine.position(puzzle).view(puzzle["seat"])
    data = puzzle_state(puzzle)
    position = data["position"]
    assert data["state"] == ASKING and data["verdict"] is None
    assert data["family"] == "66" and data["number"] == 1 and data["count"] == 240
    assert data["title"] == engine.title(puzzle) == "Genug ansagen oder weiterspielen?"
    assert data["heading"] == "Rätsel: 66 Nr. 1 – Genug ansagen oder weiterspielen?"
    assert [c["card"] for c in position["hand"]] == view["hand"]
    assert position["hand"][0]["label"] == "Eichel Neun"
    assert [c["card"] for c in position["known"]] == engine.known_cards(puzzle)
    assert position["points"] == {"own": 69, "other": 59}
    assert position["tricks_won"] == {"own": 5, "other": 2}
    assert position["trump"] == {"suit": "eichel", "label": "Eichel"}
    assert position["talon"] == {"count": 0, "closed": False, "closer": None}
    assert position["trump_card"] is None and position["trick"] == []
    assert len(position["played"]) == 7 and position["played"][0]["won"] is True
    assert {"mine": True, "suit": "schellen", "label": "Schellen", "points": 20} \
        in position["marriages"]
    assert data["next"] == "rätsel 66" and data["solution"] == "rätsel lösung"


def test_the_answers_are_the_position_s_moves_and_each_card_says_its_own():
    puzzle = collection.puzzle("66", 1)
    data = puzzle_state(puzzle)
    legal = engine.position(puzzle).legal(puzzle["seat"])
    assert [a["command"] for a in data["answers"]] == legal
    genug = next(a for a in data["answers"] if a["kind"] == "announce")
    assert genug == {"command": "genug", "kind": "announce", "name": "Genug!",
                     "label": "Genug ansagen (66 erreicht)", "card": None}
    assert all(c["answer"] == f"lege {c['card']}" for c in data["position"]["hand"])


@pytest.mark.parametrize("puzzle", ALL[::20], ids=lambda p: f"{p['family']}-{p['number']}")
def test_every_answer_is_sent_as_the_engine_takes_it_in_either_card_names(puzzle):
    for names in ("deutsch", "französisch"):
        data = puzzle_state(puzzle, names)
        taken = [engine.answer_of(puzzle, a["command"]) for a in data["answers"]]
        assert taken == engine.position(puzzle).legal(puzzle["seat"])


def test_french_names_write_labels_and_commands_in_french():
    puzzle = next(p for p in collection.puzzles_of("66")
                  if any(" ober" in c for c in engine.position(p).view(p["seat"])["hand"]))
    data = puzzle_state(puzzle, "französisch")
    ober = next(c for c in data["position"]["hand"] if c["card"].endswith(" ober"))
    assert "Dame" in ober["label"] and ober["answer"].endswith(" dame")
    assert data["card_names"] == "französisch"


def test_the_trick_shows_the_card_led_by_the_other_seat():
    puzzle = next(p for p in ALL if engine.position(p).view(p["seat"])["trick"])
    led = engine.position(puzzle).view(puzzle["seat"])["trick"][0]["card"]
    trick = puzzle_state(puzzle)["position"]["trick"]
    assert [(c["card"], c["mine"]) for c in trick] == [(led, False)]


def test_the_own_move_just_before_is_named():
    puzzle = next(p for p in ALL if p["log"] and p["log"][-1][0] == p["seat"])
    data = puzzle_state(puzzle)
    assert data["position"]["last_move"] == puzzle["log"][-1][1]
    assert data["notes"][0].startswith("Dein Zug eben war „")


def test_a_right_answer_carries_verdict_explanation_rating_and_streak():
    puzzle = collection.puzzle("66", 2)
    data = puzzle_state(puzzle, daily=True, result=result_of(puzzle, puzzle["best"], streak=3))
    verdict = data["verdict"]
    assert data["state"] == ANSWERED and data["daily"] is True
    assert data["heading"].startswith("Rätsel des Tages: 66 Nr. 2 – ")
    assert verdict["right"] is True and verdict["given_up"] is False
    assert verdict["head"] == "Richtig!" and verdict["command"] == verdict["best"] == puzzle["best"]
    assert verdict["explanation"][0].startswith("Richtig ist ") and "⟨" not in str(verdict)
    assert verdict["rating"]["change"] > 0 and verdict["rating"]["provisional"] is True
    assert verdict["rating"]["change"] == round(verdict["rating"]["after"]
                                                - verdict["rating"]["before"], 1)
    assert verdict["streak"] == 3 and verdict["lines"][-1] == "Richtig in Folge: 3."


def test_a_wrong_answer_and_giving_up_are_told_so():
    puzzle = collection.puzzle("66", 2)
    wrong = puzzle_state(puzzle, result=result_of(puzzle, puzzle["tempting"]))["verdict"]
    assert wrong["right"] is False and wrong["head"] == "Leider nicht der beste Zug."
    assert wrong["rating"]["change"] < 0 and wrong["lines"][-1] == "Deine Serie beginnt von vorn."
    assert any("dagegen" in line for line in wrong["explanation"])
    given_up = puzzle_state(puzzle, result=result_of(puzzle, None))["verdict"]
    assert given_up["given_up"] is True and given_up["command"] is None
    assert given_up["head"] == "Die Lösung:"


def test_a_puzzle_tried_before_says_it_no_longer_counts():
    puzzle = collection.puzzle("gaigel", 3)
    data = puzzle_state(puzzle, tried=True)
    assert data["tried"] is True and data["family_name"] == "Gaigel zu zweit"
    assert any("schon versucht" in line for line in data["notes"])
    again = puzzle_state(puzzle, result=result_of(puzzle, puzzle["best"], rated=False))
    assert again["verdict"]["rating"] is None and again["verdict"]["rated"] is False
    assert again["verdict"]["lines"] == [
        "Dieses Rätsel hattest du schon; es zählt nur der erste Versuch."]


def test_a_game_of_one_s_own_here_makes_it_unanswerable_and_says_why():
    data = puzzle_state(collection.puzzle("66", 3), answerable=False)
    assert data["answerable"] is False and data["notes"][-1] == telling.NOT_HERE
