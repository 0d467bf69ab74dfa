"""
The Abrechnung between two games of a match: `table.settling` (a lazy_property).

After a game the next one is dealt only once every person at the table has
said `weiter` (computer players and stand-ins never hold it up). With a
think time set, the table deals on by itself after READING_TIME plus the
think time; `pause` holds the Abrechnung open until the one who paused says
`weiter` too. At the end of a match nothing waits. The note lives in
`db.settlement` (`{"game": "<seed>:<index>", "ready": [seats], "pause": bool}`),
so reload and restart keep it; `CardTable.resume` starts its timer again.
"""

from game.cardgames.result import join_names

from game.common.stored import write_value
from game.common.tableerror import TableError
from game.faces import readers, tabledata
from game.faces.change import audience
from game.table import forfeits, turns

#: seconds to read the Abrechnung before the table's think time starts to run
READING_TIME = 20


class Settling:
    """The open Abrechnung of one table: who is ready, pause, the timer."""

    def __init__(self, table):
        self.table = table

    # --- the note ---------------------------------------------------------

    def note(self):
        """The open Abrechnung's note, or None (a game runs, the match is over)."""
        table = self.table
        note = table.db.settlement
        match = table.match
        if not note or not match or match.over or match.game.result is None:
            return None
        return dict(note) if note.get("game") == turns.game_key(match) else None

    def is_open(self):
        return self.note() is not None

    def awaited(self, note=None):
        """Seats of the people the Abrechnung still waits for."""
        note = note or self.note()
        ready = set(note["ready"]) if note else set()
        return [seat for seat, entry in enumerate(self.table.seats.entries())
                if entry and not entry["npc"] and not entry["stand_in"] and seat not in ready]

    def state(self):
        """For the table state (tabledata.py): `{"wartet_auf": [names], "pause": bool,
        "sekunden": int or None}` while the Abrechnung is open, else None;
        `sekunden`: how long the table waits at most (None: paused, or no think time)."""
        note = self.note()
        if note is None:
            return None
        return {"wartet_auf": [self.table.seats.entries()[s]["name"] for s in self.awaited(note)],
                "pause": bool(note["pause"]),
                "sekunden": None if note["pause"] else self.seconds()}

    def save(self, note):
        write_value(self.table, "settlement", note)

    # --- opening and closing ------------------------------------------------

    def open(self):
        """The game is settled, the match goes on: wait for the people (or deal now)."""
        match = self.table.match
        note = {"game": turns.game_key(match), "ready": [], "pause": False}
        self.save(note)
        if not self.awaited(note):
            self.deal_on()
            return
        self.tell_all(self.opening_text)
        tabledata.send_state(self.table)
        self.start_timer()

    def resume(self):
        """After a reload or restart: the table says again what it waits for."""
        if not self.awaited():
            self.deal_on()
            return
        self.tell_all(self.opening_text)
        self.start_timer()

    def seconds(self):
        """Seconds until the table deals on by itself; None without a think time."""
        think = self.table.db.think_time
        return READING_TIME + think if think else None

    def start_timer(self):
        note = self.note()
        if note and not note["pause"] and self.seconds():
            turns.delay(self.seconds(), self.time_up, note["game"])

    def time_up(self, key):
        """The reading time and the think time are over: deal on, unless paused."""
        note = self.note()
        if not note or note["game"] != key or note["pause"]:
            return
        self.table.announce("Die Zeit für die Abrechnung ist um – es geht weiter.")
        self.deal_on()

    def deal_on(self):
        """The next game, unless a tournament's player is still away: then the
        match is lost for them by forfeit (forfeits.py)."""
        self.save(None)
        if not forfeits.forfeit_absent(self.table):
            self.table.deal_next()

    def close(self):
        """The match ended otherwise (given up, removed): nothing waits any more."""
        self.save(None)

    # --- what the people say ----------------------------------------------

    def ready(self, obj):
        """`obj` says `weiter`; the next game comes once nobody is awaited."""
        seat = self.seat_for(obj)
        note = self.note()
        if seat not in self.awaited(note):
            raise TableError(f"Du hast schon „weiter“ gesagt; {self.missing_text(note, obj)}.")
        note["ready"] = list(note["ready"]) + [seat]
        self.save(note)
        if not self.awaited(note):
            self.deal_on()
            return
        name = obj.key
        self.tell_all(lambda reader, note=note: (
            f"{'Du bist' if reader == obj else name + ' ist'} bereit; "
            f"{self.missing_text(note, reader)}."))
        tabledata.send_state(self.table)

    def pause(self, obj):
        """`obj` holds the Abrechnung open: no timer, it waits for their `weiter` too."""
        seat = self.seat_for(obj)
        note = self.note()
        if note["pause"] and seat in self.awaited(note):
            raise TableError("Die Abrechnung bleibt schon offen, bis alle „weiter“ gesagt haben.")
        note.update(pause=True, ready=[s for s in note["ready"] if s != seat])
        self.save(note)
        name = obj.key
        self.tell_all(lambda reader, note=note: (
            f"{'Du hältst' if reader == obj else name + ' hält'} die Abrechnung offen: "
            f"es geht erst weiter, wenn alle „weiter“ gesagt haben; "
            f"{self.missing_text(note, reader)}."))
        tabledata.send_state(self.table)

    def seat_for(self, obj):
        """`obj`'s seat if an Abrechnung waits and `obj` plays here; else TableError."""
        table = self.table
        seat = table.seats.of(obj)
        if self.note() is None:
            if table.playing():
                raise TableError("Das Spiel läuft noch; „weiter“ und „pause“ gibt es nach "
                                 "der Abrechnung.")
            raise TableError("Hier wartet keine Abrechnung. Mit „spiel“ beginnt eine Partie.")
        if seat is None:
            raise TableError("„weiter“ und „pause“ sagen die Mitspieler; du schaust zu.")
        if table.seats.entries()[seat]["stand_in"]:
            table.turns.reclaim(seat)
        return seat

    def check(self):
        """A person's seat went to a stand-in: deal on if nobody else is awaited."""
        if self.is_open():
            if self.awaited():
                tabledata.send_state(self.table)
            else:
                self.deal_on()

    # --- the words --------------------------------------------------------

    def tell_all(self, make):
        """Tell every reader `make(reader)` (in their card names and face)."""
        for obj in audience(self.table):
            readers.tell(obj, lambda mode, obj=obj: make(obj))

    def opening_text(self, reader):
        """What the table says once the Abrechnung is open, for `reader`."""
        note = self.note()
        seated = self.table.seats.of(reader) is not None
        awaited = self.awaited(note)
        when = self.when_text(note)
        if not seated:
            names = join_names(self.table.seats.entries()[s]["name"] for s in awaited)
            verb = "sagt" if len(awaited) == 1 else "sagen"
            return f"Das nächste Spiel beginnt, sobald {names} „weiter“ {verb}{when}."
        if awaited == [self.table.seats.of(reader)]:
            return f"|wMit „weiter“ geht es zum nächsten Spiel|n{when}."
        return (f"|wMit „weiter“ geht es zum nächsten Spiel|n, sobald alle bereit sind; "
                f"{self.missing_text(note, reader)}{when}.")

    def when_text(self, note):
        """` (von selbst in 140 Sekunden; „pause“ hält die Abrechnung offen)`."""
        if note["pause"]:
            return ""
        seconds = self.seconds()
        if not seconds:
            return " („pause“ hält die Abrechnung offen)"
        return f" (von selbst in {seconds} Sekunden; „pause“ hält die Abrechnung offen)"

    def missing_text(self, note, reader):
        """`es fehlen noch Anna und Bernd`, `jetzt fehlst nur noch du`."""
        seats = self.awaited(note)
        mine = self.table.seats.of(reader)
        names = [self.table.seats.entries()[s]["name"] for s in seats if s != mine]
        if mine in seats and not names:
            return "jetzt fehlst nur noch du"
        if mine in seats:
            return f"es fehlen noch {join_names(names)} und du"
        return f"es {'fehlt' if len(names) == 1 else 'fehlen'} noch {join_names(names)}"
