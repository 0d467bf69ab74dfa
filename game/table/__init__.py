"""The table's machinery: seats, the turn clock, the Abrechnung, a game again,
leavers, rematches, what an absent person missed, the hints told at the table.

Each module is a handler or a set of functions a card table
(game/typeclasses/tables.py) delegates to; it owns the table Attributes it
writes (the seats handler writes `seats`, the turn clock `turn_*`, ...). It may
use the books, people, faces and the common ground below it, never a typeclass.
"""
