"""
Batchcode that (re)builds the world; safe to run again at any time.

In the game, as an admin:  batchcode batch_world
"""

#HEADER

from world.build import build_world

#CODE

rooms = build_world()
caller.msg("Die Welt ist vollständig: " + ", ".join(room.key for room in rooms.values()) + ".")
