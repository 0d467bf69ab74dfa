"""A person's puzzles: the open one, a rating per family, the streak, what was tried.

`PuzzleBook(obj)` owns the character's Attribute `puzzles` and is its only
writer: {"open": [family, number] or None, "ratings": {family: rating},
"tried": {family: [numbers]}, "streak": n, "best_streak": n,
"days": {family: "YYYY-MM-DD" of the last puzzle of the day answered}}.

Only the first answer to a puzzle is rated (ratings.py books the puzzle's side
too) and counts for the streak; a puzzle tried before may be played again for
practice. Giving up (`rätsel lösung`) counts as a wrong answer.
"""

from evennia.utils.dbserialize import deserialize

from game.cardgames import rating
from game.cardgames.ai import puzzles as engine

from game.puzzles import collection, ratings

ATTRIBUTE = "puzzles"


def empty() -> dict:
    return {"open": None, "ratings": {}, "tried": {}, "streak": 0, "best_streak": 0,
            "days": {}}


class PuzzleBook:
    """One person's puzzles (see the module text)."""

    def __init__(self, obj):
        self.obj = obj

    @property
    def state(self) -> dict:
        stored = deserialize(self.obj.attributes.get(ATTRIBUTE) or {})  # plain, not saving
        state = empty()
        state.update({key: stored[key] for key in state if key in stored})
        return state

    def _store(self, state):
        self.obj.attributes.add(ATTRIBUTE, state)

    # --- reading ---------------------------------------------------------------

    def current(self):
        """The open puzzle, or None (read without copying the state: every move
        command asks, commands/puzzles.py)."""
        stored = self.obj.attributes.get(ATTRIBUTE)
        got = stored.get("open") if stored else None
        return collection.puzzle(*got) if got else None

    def rating(self, family) -> dict:
        return rating.rating_from(self.state["ratings"].get(family))

    def tried(self, puzzle) -> bool:
        return puzzle["number"] in self.state["tried"].get(puzzle["family"], [])

    def next_for(self, family):
        """The untried puzzle of `family` whose rating is nearest the person's
        (the lowest number among equals), or None when all were tried."""
        mine = self.rating(family)["mu"]
        tried = set(self.state["tried"].get(family, []))
        known = ratings.all_ratings()
        open_ = [p for p in collection.puzzles_of(family) if p["number"] not in tried]
        if not open_:
            return None
        return min(open_, key=lambda p: (abs(rating.rating_from(
            known.get(ratings.key_of(p)))["mu"] - mine), p["number"]))

    # --- writing ---------------------------------------------------------------

    def open(self, puzzle):
        state = self.state
        state["open"] = [puzzle["family"], puzzle["number"]]
        self._store(state)

    def answer(self, text) -> dict:
        """Grade `text` for the open puzzle and close it: {"puzzle", "command",
        "right", "rated", "before", "after", "streak"}. IllegalMove (German,
        the puzzle stays open) when the words are no move there."""
        puzzle = self.current()
        graded = engine.grade(puzzle, text)
        return dict(graded, **self._close(puzzle, graded["right"]))

    def give_up(self) -> dict:
        """Close the open puzzle as not solved."""
        puzzle = self.current()
        return dict(command=None, right=False, **self._close(puzzle, False))

    def _close(self, puzzle, right) -> dict:
        state = self.state
        family, number = puzzle["family"], puzzle["number"]
        before = rating.rating_from(state["ratings"].get(family))
        first = number not in state["tried"].get(family, [])
        after = before
        if first:
            after = ratings.book(before, puzzle, right)
            state["ratings"][family] = after
            state["tried"].setdefault(family, []).append(number)
            state["streak"] = state["streak"] + 1 if right else 0
            state["best_streak"] = max(state["best_streak"], state["streak"])
        daily = collection.of_the_day(family)
        if daily is not None and daily["number"] == number:
            state["days"][family] = collection.today().isoformat()
        state["open"] = None
        self._store(state)
        return {"puzzle": puzzle, "rated": first, "before": before, "after": after,
                "streak": state["streak"]}


def book_of(obj) -> PuzzleBook:
    return PuzzleBook(obj)
