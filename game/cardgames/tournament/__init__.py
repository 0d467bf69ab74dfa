"""Tournaments of card matches: entrants, rounds, pairings, standings.

Plain data, no Evennia: a `Tournament` keeps everything as a JSON-safe dict
(`to_dict` / `from_dict`), so the world layer stores it after every change.
Pairings come from the caissify-pairings package (FIDE Dutch Swiss system,
FIDE Berger tables); tables of three or four are grouped by score.
"""

from .pairings import System
from .standings import Row, standings
from .tournament import Status, Tournament, TournamentError

__all__ = ["Row", "Status", "System", "Tournament", "TournamentError", "standings"]
