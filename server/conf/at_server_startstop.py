"""
Hooks run when the server starts, reloads or stops.

At every start the card tables and computer players get the locks their
typeclasses give now (older databases), and the tables pick up their turn
where it was (computer players think again, human clocks run again); at a
stop the worker processes of the computer players are ended. Before all
that, log lines are made safe from players' control characters and lock checks
stop compiling their last step (server/conf/lockspeed.py), and an Attribute's
change is written once (server/conf/attributesave.py), a plain read comes
straight from the cache (server/conf/attrspeed.py) and the command handler merges
and searches each command set once (server/conf/cmdspeed.py). A SIGTERM
to the server process stops the game instead of counting as a crash
(server/conf/sigterm.py). Once the world is up, the garbage collector is set
to keep its pauses short (server/conf/collector.py).
"""

from evennia.utils.search import search_tag
from twisted.web import server as web_server

from game import receivers, thinking
from game.books import tournaments
from game.common.things import CARD_PLAYER_TAG, TABLE_TAG
from game.people.channels import ensure_channels
from game.table import attributes as table_attributes
from game.typeclasses.scripts import ensure_house_keeper
from world.build import mend_world

from . import attributesave, attrspeed, cmdspeed, collector, lockspeed, logsafety, sigterm


def at_server_init():
    """First of all: the game's signal receivers (game/receivers.py); nothing players
    type can put control characters into the log, and the website's HTTP header
    names no software versions."""
    receivers.connect()
    logsafety.install()
    lockspeed.install()
    attributesave.install()
    attrspeed.install()
    cmdspeed.install()
    web_server.version = b"Kartenrunde"


def at_server_start():
    """Mend the card world's locks, rooms' grammar and details; resume every card table."""
    sigterm.install()
    thinking.connect()  # a Dask cluster named in the settings: connect in the background
    mend_world()
    ensure_channels()  # the Kurier and the talk channels; Evennia's Public retired
    for player in search_tag(CARD_PLAYER_TAG[0], category=CARD_PLAYER_TAG[1]):
        player.set_locks()
    for table in search_tag(TABLE_TAG[0], category=TABLE_TAG[1]):
        table_attributes.migrate(table)  # keys of an older database (table/attributes.py)
        table.set_locks()
        table.resume()
    tournaments.resume_all()  # after the tables: rounds, no-show clocks, the next call
    ensure_house_keeper()  # clears empty extra tables, sends idle helpers home (game/house)
    collector.install()


def at_server_stop():
    """End the computer players' worker processes."""
    thinking.shutdown()
