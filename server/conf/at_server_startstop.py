"""
Hooks run when the server starts, reloads or stops.

At every start the card tables pick up their turn where it was (computer
players think again, human clocks run again); at a stop the worker
processes of the computer players are ended.
"""

from evennia.utils.search import search_tag

from game import thinking
from game.typeclasses.tables import TABLE_TAG


def at_server_start():
    """Resume every card table."""
    for table in search_tag(TABLE_TAG[0], category=TABLE_TAG[1]):
        table.resume()


def at_server_stop():
    """End the computer players' worker processes."""
    thinking.shutdown()

