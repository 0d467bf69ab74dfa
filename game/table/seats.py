"""
The seats of a card table: who sits where, sitting down, getting up.

`table.seats` (a handler on CardTable, like `turns` and `settling`). Each seat
holds None (free) or an entry: the sitter's id and name, whether it is a
computer player (`npc`), its strength (a person's: the stand-in's), whether a
stand-in plays for the person now (`stand_in`) and in which games of the match
one did (`stood_in`). The entries live in the table's Attribute `seats`; they
are read once per change of it (stored.read_once) and written only here:
`store` takes a changed list of `copies()` (or a fresh one) from whoever
changed it.
"""

from game.cardgames import ranking
from game.cardgames.result import join_names

from game.books import tournaments
from game.books.rating import seat_rating
from game.common.stored import frozen_seats, read_once, seat_ids
from game.common.tableerror import TableError
from game.common.things import is_card_player
from game.common.things import by_id, note_seats
from game.faces import tabledata
from game.faces.grammar import DAT
from game.people import friends
from game.table.turns import STAND_IN_STRENGTH


class Seats:
    """The seats of `table`."""

    def __init__(self, table):
        self.table = table

    # --- reading ------------------------------------------------------------

    def copies(self):
        """Plain copies of the seat entries (None for a free seat), to change and
        store again (`store`)."""
        return [dict(entry) if entry else None for entry in self.entries()]

    def entries(self):
        """The seat entries to read (read-only mappings, None for a free seat),
        unpickled once per change of the seats."""
        return read_once(self.table, "seats", frozen_seats)

    def of(self, obj):
        """The seat of `obj` (0-based), or None if it does not sit here."""
        ids = read_once(self.table, "seats", seat_ids)
        return ids.index(obj.id) if obj.id in ids else None

    def occupant(self, seat):
        """The object sitting at `seat`, or None."""
        return by_id(read_once(self.table, "seats", seat_ids)[seat])

    def rating(self, seat):
        """The rating of whoever sits at `seat`, as the table state carries it
        (rating.seat_rating; None for a free seat)."""
        table = self.table
        preset = table.match.preset if table.match else table.db.preset
        return seat_rating(table, seat, ranking.game_kind(preset))

    def present(self, obj):
        """True if `obj` is connected and in the table's room."""
        return bool(obj and obj.sessions.count() and obj.location == self.table.location)

    def humans(self):
        """Seated characters of players (not computer players)."""
        found = [self.occupant(seat) for seat, entry in enumerate(self.entries())
                 if entry and not entry["npc"]]
        return [obj for obj in found if obj]

    def others_than(self, seat):
        """The seats not of `seat`'s party in the running game: who wins when
        `seat` gives up."""
        game = self.table.match.game
        party = ranking.parties([game.view(s)["side"] for s in range(game.seats)])
        return [s for s in range(game.seats) if party[s] != party[seat]]

    # --- changing -------------------------------------------------------------

    def store(self, seats):
        """Write the seat entries (a list as long as the table's seats: an entry
        dict or None each); the one writer of the table's Attribute `seats`. The
        room's index of who sits where (things.sitting) follows."""
        table = self.table
        before = read_once(table, "seats", seat_ids)
        table.db.seats = list(seats)
        note_seats(table, before, seat_ids(seats))

    def clear(self, count=None):
        """Every seat free: `count` seats (the table's seat count by default)."""
        self.store([None] * (self.table.seat_count() if count is None else count))

    def sit(self, obj, seat=None):
        """Seat `obj` (a character or a computer player); returns the seat."""
        table = self.table
        if self.of(obj) is not None:
            raise TableError("Du sitzt schon an diesem Tisch.")
        tournaments.check_sit(table, obj)  # a tournament's table: only its board's players
        seats = self.copies()
        if seat is None:
            free = [i for i, entry in enumerate(seats) if entry is None]
            if not free:
                names = ", ".join(entry["name"] for entry in seats)
                raise TableError(f"Alle Plätze sind besetzt ({names}). Mit „zuschauen“ "
                                 "siehst du der Partie zu.")
            seat = free[0]
        if not 0 <= seat < len(seats):
            places = "1 und 2" if len(seats) == 2 else f"1 bis {len(seats)}"
            raise TableError(f"Dieser Tisch hat die Plätze {places}.")
        if seats[seat]:
            raise TableError(f"Platz {seat + 1} ist schon besetzt.")
        seats[seat] = {"id": obj.id, "name": obj.key, "npc": is_card_player(obj),
                       "strength": obj.db.strength or STAND_IN_STRENGTH, "stand_in": False}
        self.store(seats)
        table.watch(obj, False)  # a spectator who sits down plays now, and hears everything once
        if not table.playing():
            tabledata.send_seats(table)  # everyone at the table sees the seat taken
        elif not is_card_player(obj):
            tabledata.send_state(table, [obj])
        if not is_card_player(obj):
            friends.tell_seated(obj, table)  # their friends elsewhere hear it (friends.py)
        tournaments.seated(table)  # a tournament's board starts once all its players sit
        return seat

    def stand(self, obj):
        """Free the seat of `obj`; not while a match runs."""
        table = self.table
        seat = self.of(obj)
        if seat is None:
            raise TableError("Du sitzt nicht an diesem Tisch.")
        if table.playing():
            raise TableError("Mitten in der Partie steht man nicht auf – "
                             "mit „aufgeben“ beendest du sie.")
        seats = self.copies()
        seats[seat] = None
        self.store(seats)
        tabledata.send_left(table, [obj])
        tabledata.send_seats(table)

    def release_computer_players(self):
        """After a match the computer players get up; people stay seated."""
        table = self.table
        seats = self.copies()
        for index, entry in enumerate(seats):
            if entry and entry["npc"]:
                seats[index] = None
                if table.location:
                    # from the table: not to a full Lokal's other extra tables
                    table.location.msg_contents(
                        f"{entry['name']} steht {table.named(DAT, 'von')} auf.",
                        from_obj=table)
        self.store(seats)

    def free_absent(self):
        """Between matches: people who are not connected (or not here) lose their seat,
        so nobody starts a match against an absent person's stand-in."""
        table = self.table
        if table.playing():
            return
        seats = self.copies()
        gone = []
        for index, entry in enumerate(seats):
            if entry and not entry["npc"] and not self.present(self.occupant(index)):
                seats[index] = None
                gone.append(entry["name"])
        if gone:
            self.store(seats)
            verb = "ist" if len(gone) == 1 else "sind"
            table.announce(f"{join_names(gone)} {verb} nicht mehr da; "
                           f"{'der Platz ist' if len(gone) == 1 else 'die Plätze sind'} "
                           "wieder frei.")
            tabledata.send_seats(table)
