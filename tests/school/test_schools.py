"""The test questions of both card schools (game/school): the right answer cannot be
guessed from its length, every wrong answer says why, and the lessons speak of the
Stapel as the table does (issue 27)."""

import pytest

from game.school.schools import SCHOOLS


def lengths(lesson):
    return [len(answer.text) for answer in lesson.answers]


@pytest.mark.parametrize("school", sorted(SCHOOLS))
def test_the_right_answer_is_the_longest_in_at_most_half_of_a_schools_questions(school):
    lessons = SCHOOLS[school]["lessons"]
    longest = [lesson.key for lesson in lessons
               if lengths(lesson)[lesson.right - 1] == max(lengths(lesson))]
    assert len(longest) <= len(lessons) // 2, longest


@pytest.mark.parametrize("school", sorted(SCHOOLS))
def test_the_right_answer_is_the_shortest_in_at_most_half_of_a_schools_questions(school):
    lessons = SCHOOLS[school]["lessons"]
    shortest = [lesson.key for lesson in lessons
                if lengths(lesson)[lesson.right - 1] == min(lengths(lesson))]
    assert len(shortest) <= len(lessons) // 2, shortest


def test_no_question_of_any_school_gives_the_right_answer_away_by_its_length():
    lessons = [lesson for spec in SCHOOLS.values() for lesson in spec["lessons"]]
    longest = sum(lengths(l)[l.right - 1] == max(lengths(l)) for l in lessons)
    assert longest < len(lessons) / 2


@pytest.mark.parametrize("school", sorted(SCHOOLS))
def test_every_wrong_answer_says_why_and_the_right_one_needs_no_reason(school):
    for lesson in SCHOOLS[school]["lessons"]:
        assert 1 <= lesson.right <= len(lesson.answers) >= 3, lesson.key
        for number, answer in enumerate(lesson.answers, 1):
            assert bool(answer.why) == (number != lesson.right), (lesson.key, number)


@pytest.mark.parametrize("school", sorted(SCHOOLS))
def test_the_lessons_say_stapel_as_the_table_does_never_talon(school):
    for lesson in SCHOOLS[school]["lessons"]:
        texts = [lesson.title, lesson.intro, lesson.question, lesson.outro, lesson.outro_lost,
                 *lesson.comments.values(), *lesson.missed.values(),
                 *(a.text for a in lesson.answers), *(a.why for a in lesson.answers)]
        assert not [t for t in texts if "Talon" in t], lesson.key


def test_no_answer_starts_with_a_bare_was_ich_will():
    for spec in SCHOOLS.values():
        for lesson in spec["lessons"]:
            assert not [a for a in lesson.answers if a.text.startswith("Was ich will")]


def test_the_schools_call_the_trump_exchange_rauben_as_the_table_does():
    """`raube` is the table's word (tausche its alias): a school text that says
    tauschen says rauben too."""
    for spec in SCHOOLS.values():
        for lesson in spec["lessons"]:
            texts = [lesson.title, lesson.intro, lesson.question, *lesson.comments.values(),
                     *lesson.missed.values(), *(a.text for a in lesson.answers),
                     *(a.why for a in lesson.answers)]
            for text in texts:
                if "tausch" in text.lower():
                    assert "raub" in text.lower(), (lesson.key, text)
