"""What one change of a game is for the people at its table, worked out once.

The commit path (game/table/commit.py) makes a `Change` after every accepted
step, at a new deal and at a game's end, and hands it to the readers
(readers.show): who reads the table (seated people and spectators, once each),
the events, the line a seat that drew reads about its cards, the hints due,
what a lesson's teacher says about the move, whether a deal or a trick came
and whether the game is over; and, made when a face first needs them, each
reader's table model (the text faces and the data face read the same one) and
the table's public facts for the data face. Nobody on the way out looks the
table's people up again.
"""

from dataclasses import dataclass, field

from game.faces.drawn import drawn_line, note_drawn, reset_drawn


def audience(table, exclude=None):
    """Seated people and spectators, once each (without `exclude`)."""
    told = {exclude.id} if exclude else set()
    out = []
    for obj in table.seats.humans() + table.spectators():
        if obj.id not in told:
            told.add(obj.id)
            out.append(obj)
    return out


@dataclass
class Change:
    """One change of the game at `table`, as its readers need it."""

    table: object
    events: list
    readers: list
    #: seat -> the line it reads about the cards it drew (drawn.drawn_line)
    drawn: dict = field(default_factory=dict)
    #: (person, text): the hints due now (table/hints.py)
    hints: list = field(default_factory=list)
    #: lines said after the events, before the table (a lesson teacher's comment)
    remarks: list = field(default_factory=list)
    #: said instead of the table block: the settlement, a lesson's end
    closing: str = None
    #: the game's settlement: the data face sends the result, not the table
    settled: bool = False
    #: reader id -> its table model, made once when a face first needs it (tabledata.model)
    models: dict = field(default_factory=dict)
    #: the table's public facts for the data face (tabledata.world), made when first needed
    facts: dict = field(default_factory=dict)

    def settle(self, text):
        """The game is over: its settlement `text` closes the change."""
        self.closing, self.settled = text, True

    @property
    def game(self):
        return self.table.match.game

    @property
    def ended(self):
        return self.game.result is not None

    @property
    def deal(self):
        """A new deal: no events, or the last game's end."""
        return not self.events or any(e["kind"] == "end" for e in self.events)

    @property
    def trick(self):
        return self.deal or any(e["kind"] == "trick" for e in self.events)

    @property
    def draw(self):
        return next((e for e in self.events if e["kind"] == "draw"), None)

    def seat_of(self, obj):
        return self.table.seats.of(obj)

    def own_seat(self, obj):
        """The seat `obj` plays itself now (None: watching, or a stand-in plays it)."""
        seat = self.seat_of(obj)
        if seat is None:
            return None
        entry = self.table.seats.entries()[seat]
        return None if entry is None or entry.get("stand_in") else seat


def what_changed(table, events, hints=(), remarks=()):
    """The `Change` of `events` at `table`; notes what each seat drew (drawn.py),
    and forgets every mark at a new deal that is shown."""
    note_drawn(table, events)
    change = Change(table, list(events), audience(table), hints=list(hints),
                    remarks=list(remarks))
    game = change.game
    draw = change.draw
    if draw is not None and draw.get("drawn"):
        for seat in range(game.seats):
            line = drawn_line(draw, seat, game.view(seat)["hand"])
            if line:
                change.drawn[seat] = line
    if change.deal and not change.ended:  # a new deal: nothing is new in any hand
        reset_drawn(table)
    return change
