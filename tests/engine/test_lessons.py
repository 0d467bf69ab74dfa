"""Every lesson of both schools runs through the engine: its deal and prelude are
legal, its intended line is legal against the teacher's moves, and the situation
the lesson is about really arises."""

import pytest

from game.school import gaigel, lessons, sixtysix
from game.school.schools import SCHOOLS

ALL = [(school, lesson) for school, spec in SCHOOLS.items() for lesson in spec["lessons"]]


def play(lesson, moves=None):
    """Play the lesson's line (the model unless `moves`) as the table does."""
    game = lessons.start(lesson, names=["Anna", "Lehrer"])
    start, student, teacher = lessons.tricks_played(game), 0, 0
    moves = list(lesson.model if moves is None else moves)
    seen = []
    while not lessons.finished(lesson, game, start, student):
        if game.to_act == lessons.TEACHER:
            move, teacher = lessons.teacher_move(lesson, game, teacher), teacher + 1
            seat = lessons.TEACHER
        else:
            assert moves, f"{lesson.key}: the model ends before the lesson does"
            move, student, seat = moves.pop(0), student + 1, lessons.STUDENT
            assert move in game.legal(seat), f"{lesson.key}: {move} not in {game.legal(seat)}"
        seen.append((seat, move, game.view(lessons.STUDENT)))
        game.act(seat, move)
    return game, seen


def test_at_least_eight_gaigel_and_five_66_lessons():
    assert len(gaigel.LESSONS) >= 8 and len(sixtysix.LESSONS) >= 5
    topics = {lesson.key for lesson in gaigel.LESSONS}
    assert {"ge-elfen", "höher hat", "andere alte", "melden", "rauben", "gleiche karten", "stichzwang",
            "aus", "übergaigel", "gaigel"} <= topics
    assert {l.key for l in sixtysix.LESSONS} == {"talon", "melden", "tauschen", "zudrehen",
                                                 "ansagen"}


@pytest.mark.parametrize("school,lesson", ALL, ids=[f"{s}-{l.key}" for s, l in ALL])
def test_every_lesson_plays_its_line_through_the_engine(school, lesson):
    game, seen = play(lesson)
    assert seen, "the lesson has moves"
    assert 1 <= lesson.right <= len(lesson.answers)
    for number, answer in enumerate(lesson.answers, 1):
        assert bool(answer.why) == (number != lesson.right), "every wrong answer says why"
    for command in lesson.comments:
        assert command.split()[0] in ("lege", "melde", "raube", "genug", "aus", "decke",
                                      "ge-elfen", "höher", "andere")


def view_after(lesson, moves):
    game, _ = play(lesson, moves)
    return game


def lesson_of(school, key):
    return next(l for l in SCHOOLS[school]["lessons"] if l.key == key)


def test_ge_elfen_wins_the_first_trick_for_the_forehand():
    game, _ = play(lesson_of("gaigel", "ge-elfen"))
    assert game.view(0)["tricks_won"] == [1, 0]


def test_hoeher_hat_teacher_holds_only_trumps_and_cannot_win():
    lesson = lesson_of("gaigel", "höher hat")
    game = lessons.start(lesson)
    assert all(card.startswith("eichel") for card in game.view(1)["hand"])
    assert game.view(0)["trump"] == "eichel"
    game, _ = play(lesson)
    assert game.view(0)["tricks_won"] == [1, 0]


def test_andere_alte_the_second_equal_ace_takes_the_first_trick():
    game, seen = play(lesson_of("gaigel", "andere alte"))
    assert seen[0][1] == "andere alte schellen ass"
    assert game.view(0)["tricks_won"] == [0, 1]


def test_melden_refused_before_the_first_trick_then_twenty():
    lesson = lesson_of("gaigel", "melden")
    game = lessons.start(lesson)
    assert "melde herz" not in game.legal(0)
    game, seen = play(lesson)
    assert any(move == "melde herz" for _, move, _ in seen)
    assert game.view(0)["points"][0] >= 20 + 13


def test_rauben_swaps_the_seven_for_the_face_up_ace():
    game, _ = play(lesson_of("gaigel", "rauben"))
    assert "eichel ass" in game.view(0)["hand"] or "eichel ass" in game.view(0)["taken"][0]


def test_equal_cards_the_first_one_wins():
    lesson = lesson_of("gaigel", "gleiche karten")
    game, _ = play(lesson, ["lege herz sieben", "lege schellen zehn"])
    assert game.view(0)["tricks_won"] == [0, 2]


def test_empty_talon_duty_to_follow_and_take():
    lesson = lesson_of("gaigel", "stichzwang")
    game = lessons.start(lesson)
    assert game.view(0)["talon"] == 0 and game.to_act == 0
    assert max(game.view(0)["points"]) < 101
    game.act(0, "lege laub ass")
    assert game.legal(1)[:1] == ["lege eichel ober"]  # no Laub: must trump
    game.act(1, "lege eichel ober")
    game.act(1, "lege herz könig")
    assert "lege herz unter" not in game.legal(0) and "lege herz zehn" in game.legal(0)


def test_aus_lesson_really_reaches_101_and_wins():
    lesson = lesson_of("gaigel", "aus")
    game = lessons.start(lesson)
    assert game.view(0)["points"][0] < 101 and game.view(0)["tricks_won"][1] >= 1
    game, _ = play(lesson)
    assert game.result.winners == [0] and game.result.striche == [0, 1]
    assert game.view(0)["points"][0] >= 101


def test_aus_too_early_is_untergaigel():
    game, _ = play(lesson_of("gaigel", "aus"), ["aus"])
    assert game.result.winners == [1] and game.result.striche[0] == 2


def test_uebergaigel_when_the_marriage_is_not_called_in_its_trick():
    lesson = lesson_of("gaigel", "übergaigel")
    game, _ = play(lesson)
    assert game.result.winners == [0]
    game, _ = play(lesson, ["melde eichel", "lege eichel könig"])
    assert game.result.winners == [1] and game.result.striche[0] == 2
    assert "übergaigel" in game.result.reason.lower()


def test_gaigel_lesson_wins_double_against_a_trickless_teacher():
    game, _ = play(lesson_of("gaigel", "gaigel"))
    assert game.result.striche == [0, 2] and "Gaigel" in game.result.reason


def test_66_talon_empty_must_follow_and_beat():
    lesson = lesson_of("66", "talon")
    game = lessons.start(lesson)
    assert game.view(0)["talon"] == 0 and game.to_act == 1
    game.act(1, "lege herz könig")
    assert game.legal(0) == ["lege herz zehn"]


def test_66_marriage_counts_with_the_first_trick():
    lesson = lesson_of("66", "melden")
    game = lessons.start(lesson)
    game.act(0, "melde herz")
    game.act(0, "lege herz ober")
    game.act(1, "lege herz ass")
    assert game.view(0)["points"][0] == 0  # pending without a trick
    game.act(1, "lege schellen neun")
    game.act(0, "lege schellen zehn")
    assert game.view(0)["points"][0] == 30


def test_66_trump_nine_exchange_after_a_trick():
    lesson = lesson_of("66", "tauschen")
    game = lessons.start(lesson)
    assert "raube" not in game.legal(0)
    game, _ = play(lesson)
    assert "eichel neun" not in game.view(0)["hand"]


def test_66_closing_scores_three_against_a_trickless_teacher():
    game, _ = play(lesson_of("66", "zudrehen"))
    assert game.result.winners == [0] and game.result.points == [3, 0]


def test_66_announcing_gives_two_when_the_teacher_is_under_33():
    game, _ = play(lesson_of("66", "ansagen"))
    assert game.result.winners == [0] and game.result.points == [2, 0]
