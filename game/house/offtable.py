"""The staff's `vom tisch`: a person is taken off a table; the game goes on for the others.

Between matches the seat is simply freed. During a match a computer player of
the house (helpers.py: a regular of the room or a helper) takes the seat for
good: the seat's entry becomes theirs (through the seats handler), the game calls
the seat by their name from now on, and the turn clock hands them the move if it
is the seat's turn. Unlike a stand-in (turns.py), the person cannot take the seat
back by coming back or moving again: they no longer sit there. The match is
neither ended nor lost for the others; the person who was taken off is not booked
for it (their seat ends as the computer player's).
"""

from game.common.tableerror import TableError
from game.common.things import all_tables
from game.faces import tabledata
from game.faces.grammar import DAT
from game.house import helpers


def table_of(obj):
    """The card table `obj` sits at (anywhere in the world), or None."""
    return next((table for table in all_tables() if table.seats.of(obj) is not None), None)


def take_off(obj, why=""):
    """Take `obj` off its table; returns (table, the computer player or None).
    TableError in German when `obj` sits nowhere."""
    table = table_of(obj)
    if table is None:
        raise TableError(f"{obj.key} sitzt an keinem Tisch.")
    seat = table.seats.of(obj)
    note = f" ({why})" if why else ""
    if not table.playing():
        table.seats.stand(obj)
        obj.msg(f"|rDie Aufsicht hat dich {table.named(DAT, 'von')} genommen.|n{note}")
        table.announce(f"Die Aufsicht hat {obj.key} vom Tisch genommen.", exclude=obj)
        return table, None
    entry = table.seats.entries()[seat]
    player = helpers.fetch(table, 1, entry.get("strength") if entry else None)[0]
    seats = table.seats.copies()
    seats[seat] = {"id": player.id, "name": player.key, "npc": True,
                   "strength": player.db.strength or "normal", "stand_in": False}
    table.seats.store(seats)
    match = table.match
    match.game.names[seat] = player.key
    match.names = list(match.game.names)
    table.save_match(match)
    table.watch(obj, False)
    obj.msg(f"|rDie Aufsicht hat dich {table.named(DAT, 'von')} genommen.|n{note} "
            f"{player.key} spielt deinen Platz zu Ende.")
    table.announce(f"Die Aufsicht hat {obj.key} vom Tisch genommen; {player.key} übernimmt "
                   "den Platz, und die Partie geht weiter.", exclude=obj)
    tabledata.send_state(table)
    table.ndb.clock = (table.ndb.clock or 0) + 1  # the person's think time stops
    table.turns.schedule()
    return table, player
