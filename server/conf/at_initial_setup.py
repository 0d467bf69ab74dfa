"""
Runs once, the first time the server starts with a new database.

Builds the world (idempotent, see world/build.py). An exception here stops
the server, so the build must not fail on a second run.
"""

from world.build import build_world


def at_initial_setup():
    """Build the rooms and exits of the world."""
    build_world()
