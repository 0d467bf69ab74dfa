"""Puzzles for people (`rätsel`): the shipped collection and the puzzle of the day
(collection.py), the puzzles' own ratings (ratings.py) and each person's open
puzzle, rating, streak and what they tried (solving.py). The positions and their
grading come from the engine (game/cardgames/ai/puzzles.py)."""
