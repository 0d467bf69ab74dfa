"""A lesson of the card schools and how it runs, without the world around it.

A `Lesson` is data: a fixed deal (through the engine's `deal=`), the moves
played before the student takes over (the prelude), the teacher's moves,
comments on the student's moves, when the lesson stops and its test question.
The functions here play it through the engine; the practice table
(game/typeclasses/school.py) calls them and tells the student what happens.
Seat 0 is the student, seat 1 the teacher.
"""

from dataclasses import dataclass, field

from game.cardgames import new_game
from game.cardgames.kinds import MoveKind

STUDENT, TEACHER = 0, 1
#: card value by rank word, to let the teacher throw its cheapest card
VALUES = {"ass": 11, "zehn": 10, "könig": 4, "ober": 3, "unter": 2, "neun": 0, "sieben": 0}
#: moves past the intended line after which a lesson stops anyway
SPARE_MOVES = 4


@dataclass(frozen=True)
class Answer:
    """One numbered answer of the test question; `why` says why it is wrong
    (empty for the right one)."""
    text: str
    why: str = ""


@dataclass(frozen=True)
class Lesson:
    """One lesson: see the module docstring."""
    key: str
    title: str
    preset: str
    deal: dict
    intro: str
    question: str
    answers: tuple
    right: int                  # 1-based number of the right answer
    model: tuple                # the student's intended moves (tests play them)
    teacher: tuple = ()         # the teacher's moves in order; else its cheapest card
    prelude: tuple = ()         # moves played before the student takes over
    dealer: int = 1             # 1: the student leads the first trick
    tricks: int = 0             # stop after this many tricks of the lesson (0: at the end)
    comments: dict = field(default_factory=dict)   # student's command -> comment
    missed: dict = field(default_factory=dict)     # student's move number -> hint if
                                                   # the move was not the model's
    outro: str = ""             # said when the lesson stops
    outro_lost: str = ""        # said instead when the game ends and the student lost

    def right_answer(self):
        return self.answers[self.right - 1]


def start(lesson, names=None):
    """The lesson's game with its prelude played: the student's moment."""
    game = new_game(lesson.preset, deal=lesson.deal, dealer=lesson.dealer, names=names)
    for command in lesson.prelude:
        game.act(game.to_act, command)
    return game


def tricks_played(game):
    return sum(game.view(STUDENT)["tricks_won"])


def teacher_move(lesson, game, number):
    """The teacher's `number`-th move (0-based): the script's if it is legal now,
    else its cheapest card (never `aus`, `genug` or closing by itself)."""
    moves = game.moves(TEACHER)
    if number < len(lesson.teacher) and lesson.teacher[number] in [m.command for m in moves]:
        return lesson.teacher[number]
    cards = [move for move in moves if move.kind is MoveKind.CARD]
    if not cards:
        return next(move.command for move in moves if move.kind is not MoveKind.AUS)
    return min(cards, key=lambda move: (VALUES[move.card.split()[-1]], cards.index(move))).command


def comment(lesson, number, command):
    """What the teacher says to the student's `number`-th move (0-based), or ""."""
    if command in lesson.comments:
        return lesson.comments[command]
    if number < len(lesson.model) and command != lesson.model[number]:
        return lesson.missed.get(number, "")
    return ""


def finished(lesson, game, tricks_at_start, student_moves):
    """True once the lesson has shown what it is about: the game is over, the
    lesson's tricks are played, or the student strayed far from its line."""
    if game.result is not None:
        return True
    if lesson.tricks and tricks_played(game) - tricks_at_start >= lesson.tricks:
        return True
    return student_moves >= len(lesson.model) + SPARE_MOVES


def student_lost(game):
    """True if the game is over and the student's side did not win it."""
    return game.result is not None and STUDENT not in game.result.winners


def answer_text(lesson):
    """The question with its numbered answers."""
    lines = [f"|wPrüffrage:|n {lesson.question}"]
    lines += [f"  |w{number}|n) {answer.text}" for number, answer in
              enumerate(lesson.answers, 1)]
    lines.append("Antworte mit |wantwort <nummer>|n.")
    return "\n".join(lines)
