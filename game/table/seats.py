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

After a match the computer players get up, except where one person played
alone with them and may play again at once (`keeps_computer_players`): they
stay for „Neue Partie“ or „Revanche“, get up with that person (`stand`,
`free_absent`) and give their seat to another person who sits down
(`make_room`).
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
from game.table import rematch
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
        if seat is None:  # at a tournament's table: the seat in the order its call named
            seat = tournaments.board_seat(table, obj)
        seats = self.copies()
        if not is_card_player(obj) and not table.playing():
            seats = self.make_room(seats, seat)
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
        self.release_if_alone()
        tabledata.send_left(table, [obj])
        tabledata.send_seats(table)

    def release_computer_players(self):
        """After a match the computer players get up; people stay seated. A person
        who played alone with them keeps them (`keeps_computer_players`), and the
        table hears how the next match begins."""
        if not self.keeps_computer_players():
            self.computers_get_up()
            return
        if self.table.db.practice:
            return  # a game `nochmal` is no match: its end says how to go on (AGAIN_OVER)
        names = [entry["name"] for entry in self.entries() if entry and entry["npc"]]
        verb = "bleibt" if len(names) == 1 else "bleiben"
        self.table.announce(f"{join_names(names)} {verb} sitzen: mit |wneue partie|n beginnt "
                            "gleich die nächste Partie, so lang wie diese.")

    def computers_get_up(self):
        """Every computer player gets up; the room sees it."""
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

    def keeps_computer_players(self):
        """True if the computer players stay seated after the match that just ended:
        one person played alone with them, is still here and connected, and may
        play it again at once (the rematch's note for these very seats: played
        out or given up at a table of no tournament, not abandoned or left for
        good). A closed match end then shows a table ready for the next match,
        not empty seats; with other people at the table the seats free up as
        before, so nobody waits behind a computer player."""
        table = self.table
        entries = self.entries()
        people = [seat for seat, entry in enumerate(entries) if entry and not entry["npc"]]
        computers = [seat for seat, entry in enumerate(entries) if entry and entry["npc"]]
        if len(people) != 1 or not computers or table.db.tournament:
            return False
        if not self.present(self.occupant(people[0])):
            return False
        note = rematch.note(table)
        return bool(note) and seat_ids(note["seats"]) == seat_ids(entries)

    def release_if_alone(self):
        """Between matches, computer players do not sit on without a person: when
        the last person got up or went, they get up too. Returns True if they did."""
        table = self.table
        entries = self.entries()
        if (table.playing() or table.db.tournament
                or any(entry and not entry["npc"] for entry in entries)
                or not any(entry and entry["npc"] for entry in entries)):
            return False
        self.computers_get_up()
        return True

    def make_room(self, seats, seat):
        """A person sits down between matches where every seat (or the one asked
        for) is taken and a computer player kept from the last match holds one
        (`kept_seats`): the last such computer player gets up for them, and the
        room sees it. Returns the seats to sit in."""
        table = self.table
        if table.db.tournament or (seat is None and any(entry is None for entry in seats)):
            return seats  # a tournament's board keeps its players
        kept = [index for index in self.kept_seats(seats) if seat is None or index == seat]
        if not kept:
            return seats
        index = kept[-1]
        name = seats[index]["name"]
        seats[index] = None
        self.store(seats)
        if table.location:
            # from the table: not to a full Lokal's other extra tables (Room.elsewhere)
            table.location.msg_contents(
                f"{name} steht {table.named(DAT, 'von')} auf und macht Platz.", from_obj=table)
        return self.copies()

    def kept_seats(self, seats):
        """The seats of `seats` held between matches by computer players who stayed
        from the last match (on the same seat as in the rematch's note), or by any
        computer player where no person sits any more."""
        nobody = not any(entry and not entry["npc"] for entry in seats)
        last = (rematch.note(self.table) or {}).get("seats") or []
        return [index for index, entry in enumerate(seats)
                if entry and entry["npc"] and (nobody or (
                    index < len(last) and last[index] and last[index]["id"] == entry["id"]))]

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
            self.release_if_alone()  # the last person went: the computer players too
            tabledata.send_seats(table)
