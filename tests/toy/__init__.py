"""Zwölferle, a toy family that exists only here: the proof that a third game
needs no line outside its folder (ARCHITECTURE.md, „Einen neuen Spieltyp
hinzufügen“). `registered()` puts it into the family registry
(game.cardgames.families.register) for the tests that use it and takes it
out afterwards, so no other test sees a third game.

core.py is its state machine, family.py its `FAMILY` (words, texts, events,
Abrechnung, moves, view), players.py its computer players (`FAMILY.ai`),
table.py a card table that offers it in the test world.
"""


from contextlib import contextmanager


@contextmanager
def registered():
    """Zwölferle in the family registry while the block runs; yields its FAMILY."""
    from game.cardgames.families import register, unregister

    from .family import FAMILY

    register(FAMILY)
    try:
        yield FAMILY
    finally:
        unregister(FAMILY)
