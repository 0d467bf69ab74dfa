"""The Script that holds a tournament on its card room (its typeclass path is
kept in the database). What it does is game/books/tournament_run.py."""

from game.books.tournament_run import KEY, TournamentLogic
from game.typeclasses.scripts import Script


class TournamentScript(TournamentLogic, Script):
    """One tournament of a card room (the room is the Script's `obj`)."""

    def at_script_creation(self):
        self.key = KEY
        self.desc = "Ein Kartenturnier"
        self.persistent = True
