"""Running one tournament: what the Script on its card room does (`TournamentLogic`,
the behaviour of game/typeclasses/tournaments.TournamentScript), from the
sign-up to the last round, with its clock and timers.

The tournament itself is plain data (game/cardgames/tournament), kept as
JSON in the Script's Attribute `state` and written at every change (a sign-up,
a round called, a player seated, a result, a no-show), so reload, restart
and kill -9 resume it where it was. While it runs, the card tables of its
room that play its game belong to it (`db.tournament` on the table): board 1
sits at the first of them, and so on. Each round is called by name; the
computer players sit down at once, people present in the room too, and a
board's match starts when its seats are taken. Whoever has not come after
NO_SHOW_TIME loses the round without play and is withdrawn (`turnier
anmelden` brings them back). Results come from the tables' match ends
(books/tournaments.match_ended); after the last round the winner is posted on
the Kurier. Timers are reactor calls checked against the round (`resume`
starts them again after a start). Computer players a tournament brings
(`turnier auffüllen`) are its guests and leave with it.
"""


import json
import time

from django.conf import settings
from evennia.objects.models import ObjectDB
from evennia.utils.create import create_object
from twisted.internet import reactor

from game.cardgames import ranking
from game.cardgames.ai import STRENGTHS
from game.cardgames.result import join_names
from game.cardgames.tournament import Status, Tournament, TournamentError

from game.books import rating
from game.common.tableerror import TableError
from game.common.things import by_id, is_card_player, is_card_table
from game.faces import tabledata
from game.faces import tournamenttext as text
from game.faces.grammar import inside
from game.faces.hinting import ENGINE_FREE_AIDS
from game.people.channels import kurier

#: seconds a called player has to sit down before losing the round
NO_SHOW_TIME = 180
#: seconds between the end of a round and the call of the next one
ROUND_PAUSE = getattr(settings, "TOURNAMENT_ROUND_PAUSE", 20)
KEY = "turnier"
TYPECLASS = "game.typeclasses.tournaments.TournamentScript"
#: names of the computer players a tournament brings (`turnier auffüllen`)
GUEST_NAMES = ("Herr Brandl", "Frau Kössler", "Herr Moosbrugger", "Frau Pichler",
               "Herr Seidl", "Frau Wallner", "Herr Gruber", "Frau Haas", "Herr Leitner",
               "Frau Hofer", "Herr Schuster", "Frau Berger", "Herr Auer", "Frau Lechner")
PERMISSION = "Turnierleitung"
CARD_PLAYER = "game.typeclasses.cardplayers.CardPlayer"


def clock():
    """Now, in seconds (tests advance it)."""
    return time.time()


def delay(seconds, callback, *args):
    """`callback(*args)` in `seconds` on the reactor (tests fire it themselves)."""
    return reactor.callLater(max(0, seconds), callback, *args)


def may_direct(obj):
    """Builders and those with the permission `Turnierleitung` open and run tournaments."""
    return bool(obj.locks.check_lockstring(obj, f"dummy:perm(Builder) or perm({PERMISSION})"))


def tables_for(room, preset):
    """The card tables of `room` that play `preset` (not the Kartentour's), by name."""
    found = [obj for obj in room.contents if is_card_table(obj) and preset in obj.presets
             and not obj.attributes.get("tour", default=None)]
    return sorted(found, key=lambda t: (len(t.key), t.key))



class TournamentLogic:
    """One tournament of a card room: what its Script does (the room is the
    Script's `obj`, the state its Attribute `state`)."""

    # --- the state --------------------------------------------------------

    @property
    def tournament(self):
        if self.ndb.tournament is None:
            self.ndb.tournament = Tournament.from_dict(json.loads(self.db.state))
        return self.ndb.tournament

    def save_tournament(self, tour):
        """Write the whole state (after every change)."""
        self.ndb.tournament = tour
        self.db.state = json.dumps(tour.to_dict(), ensure_ascii=False)

    @property
    def room(self):
        return self.obj

    def place(self):
        """`im Turniersaal`."""
        return inside(self.room) if self.room else "irgendwo"

    def game_name(self):
        preset = self.tournament.data["preset"]
        tables = self.tables()
        return tables[0].presets.get(preset, preset) if tables else preset

    def tables(self):
        return tables_for(self.room, self.tournament.data["preset"]) if self.room else []

    def capacity(self):
        return len(self.tables()) * self.tournament.data["seats"]

    def rating(self, obj):
        """`obj`'s shown rating in this game, rounded, for the starting order."""
        return round(rating.shown(obj, ranking.game_kind(self.tournament.data["preset"])))

    def may_run(self, obj):
        return obj.id == self.db.organizer or may_direct(obj)

    def board_at(self, table):
        rnd = self.tournament.current()
        if rnd is None:
            return None
        return next((b for b in rnd["boards"] if b.get("table") == table.id
                     and b.get("result") is None), None)

    def people(self):
        """Connected human entrants and everybody in the room: who hears and gets data."""
        found = {}
        for entry in self.tournament.entrants():
            obj = None if entry["npc"] else by_id(entry["id"])
            if obj is not None and obj.sessions.count():
                found[obj.id] = obj
        for obj in (self.room.contents if self.room else []):
            if obj.has_account:
                found[obj.id] = obj
        return list(found.values())

    def tell(self, message, busy_too=True):
        """Everybody in the room and every entrant elsewhere hears `message`; with
        `busy_too` False not those in the middle of a match (another board's news
        would come between their own table's lines)."""
        for obj in self.people():
            if busy_too or not self.busy(obj):
                obj.msg(message)

    def busy(self, obj):
        """True while `obj` plays a match at a table of the room."""
        return any(is_card_table(t) and t.playing() and t.seats.of(obj) is not None
                   for t in (self.room.contents if self.room else []))

    def send_all(self):
        text.send_data(self.tournament, self.place(), self.game_name(), self.people())

    def changed(self, tour):
        self.save_tournament(tour)
        self.send_all()

    # --- before the start ------------------------------------------------

    def sign_up(self, obj):
        """`turnier anmelden` (also late, also back after a withdrawal)."""
        tour = self.tournament
        running = tour.status == Status.RUNNING
        known = tour.entrant(obj.id)
        try:
            tour.register(obj.id, obj.key, npc=is_card_player(obj),
                          strength=obj.db.strength if is_card_player(obj) else None,
                          rating=self.rating(obj), capacity=self.capacity())
        except TournamentError as err:
            raise TableError(str(err)) from None
        entry = tour.entrant(obj.id)
        self.changed(tour)
        if running and known:
            return "Du bist wieder dabei und spielst ab der nächsten Runde mit."
        if running:
            return text.late_text(entry["late"])
        return (f"Du bist für das Turnier angemeldet ({len(tour.entrants(active=True))} von "
                f"{self.capacity()} Plätzen).")

    def sign_off(self, obj):
        """`turnier abmelden`: before the start gone; later withdrawn (the points stay)."""
        tour = self.tournament
        board = tour.board_of(obj.id)
        if board and board.get("started"):
            raise TableError("Du spielst gerade deine Partie dieser Runde; erst wenn sie aus ist "
                             "(oder mit |waufgeben|n), kannst du dich abmelden.")
        try:
            tour.withdraw(obj.id)
        except TournamentError as err:
            raise TableError(str(err)) from None
        if board and board.get("result") is None:
            tour.forfeit(tour.current()["number"], board["board"], [obj.id])
            self.unseat(board)
        self.changed(tour)
        self.round_check()
        if tour.status == Status.OPEN:
            return "Du bist vom Turnier abgemeldet."
        return ("Du ziehst dich aus dem Turnier zurück; deine Punkte bleiben stehen. Mit "
                "|wturnier anmelden|n kommst du wieder dazu.")

    def fill(self, obj, strength, count=None):
        """`turnier auffüllen <stärke> [anzahl]`: computer players of that strength
        take the free places (or `count` of them)."""
        if not self.may_run(obj):
            raise TableError("Das Turnier füllt die Turnierleitung auf.")
        if strength not in STRENGTHS:
            raise TableError("Die Stärke ist leicht, normal oder stark.")
        tour = self.tournament
        if tour.status != Status.OPEN:
            raise TableError("Aufgefüllt wird vor dem Start des Turniers.")
        free = self.capacity() - len(tour.entrants(active=True))
        count = free if count is None else count
        if count < 1 or count > free:
            raise TableError(f"Frei {'ist' if free == 1 else 'sind'} noch {free} "
                             f"{'Platz' if free == 1 else 'Plätze'}.")
        names = self.guest_names(count)
        if len(names) < count:
            raise TableError("So viele Computerspieler haben gerade keine Zeit.")
        guests = []
        for name in names:
            guest = create_object(CARD_PLAYER, key=name, location=self.room)
            guest.db.strength = strength
            guest.db.desc = "Ein Gast, der für das Turnier gekommen ist."
            guest.db.tournament_guest = self.id
            tour.register(guest.id, guest.key, npc=True, strength=strength,
                          rating=self.rating(guest))
            guests.append(guest.key)
        self.changed(tour)
        self.tell(f"Zum Turnier {'kommt' if count == 1 else 'kommen'} {join_names(guests)} "
                  f"(Computer, {strength}).")

    def guest_names(self, count):
        taken = {o.key for o in self.room.contents} if self.room else set()
        free = [n for n in GUEST_NAMES if n not in taken
                and not ObjectDB.objects.filter(db_key__iexact=n).exists()]
        return free[:count]

    def begin(self, obj):
        """`turnier start`: close the sign-up, hold the tables, call round 1."""
        if not self.may_run(obj):
            raise TableError("Das Turnier startet die Turnierleitung.")
        tour = self.tournament
        busy = [t.key for t in self.tables() if t.playing()]
        if busy:
            raise TableError(f"An {join_names(busy)} läuft noch eine Partie; das Turnier "
                             "beginnt, wenn die Tische frei sind.")
        try:
            system = tour.start()
        except TournamentError as err:
            raise TableError(str(err)) from None
        for table in self.tables():
            table.db.tournament = self.id
        self.save_tournament(tour)
        self.tell(f"|wDas Turnier beginnt|n: {len(tour.entrants())} Teilnehmer, "
                  f"{text.SYSTEM_NAMES[system]}, {text.rounds_text(tour.data['rounds'])}.")
        self.call_round()

    # --- rounds -------------------------------------------------------------

    def call_round(self):
        """Pair and call the next round; seat who is here; start the clock."""
        tour = self.tournament
        if tour.status != Status.RUNNING or tour.current() is not None:
            return
        rnd = tour.pair_round()
        if rnd is None:
            self.finish()
            return
        tables = self.tables()
        for board in rnd["boards"]:
            board["table"] = tables[board["board"] - 1].id
        self.db.deadline = clock() + NO_SHOW_TIME
        self.db.next_at = None
        self.save_tournament(tour)
        self.tell(text.round_text(tour, rnd, self.game_name()))
        for board in rnd["boards"]:
            if board.get("result") is None:
                self.seat_board(board)
        self.send_all()
        delay(NO_SHOW_TIME, self.no_show_due, rnd["number"])
        self.round_check()

    def seat_board(self, board):
        """The computer players of `board` sit down, and the people in the room;
        the others are told where to go."""
        table = by_id(board["table"])
        tour = self.tournament
        seated = [table.seats.occupant(seat) for seat, entry in enumerate(table.seats.entries())
                  if entry and not entry["npc"]]
        table.seats.clear()
        # who sat here last round leaves this table first (Kartenrunde.Verlassen),
        # before any new table's state reaches them
        tabledata.send_left(table, [obj for obj in seated if obj is not None])
        table.set_preset(tour.data["preset"])
        for i in board["players"]:
            obj = by_id(i)
            if obj is None:
                continue
            if is_card_player(obj):
                if obj.location != self.room:
                    obj.move_to(self.room, quiet=True, move_type="teleport")
                table.seats.sit(obj)
            elif self.can_seat(obj, table):  # told first: the last to sit starts the deal
                obj.msg(f"Du sitzt für Runde {tour.current()['number']} an {table.key}.")
                table.seats.sit(obj)
            else:
                others = [text.name_of(tour, p) for p in board["players"] if p != i]
                obj.msg(text.call_text(self.place(), tour.current()["number"], table.key,
                                       others, NO_SHOW_TIME // 60))

    def can_seat(self, obj, table):
        """True if the person is here, connected and free to sit at `table`."""
        if obj.location != self.room or not obj.sessions.count():
            return False
        for other in self.room.contents:
            if is_card_table(other) and other != table and other.seats.of(obj) is not None:
                if other.playing():
                    return False
                other.seats.stand(obj)
        return True

    def try_start(self, table):
        """Start the board at `table` once all its players sit there."""
        board = self.board_at(table)
        if board is None or board.get("started"):
            return
        ids = [entry["id"] if entry else None for entry in table.seats.entries()]
        if sorted(i for i in ids if i) != sorted(board["players"]):
            return
        tour = self.tournament
        board["started"] = True
        board["players"] = ids  # by seat: the match's winners are seats
        self.save_tournament(tour)
        number = tour.current()["number"]
        table.announce(f"|wTurnier, Runde {number}, {table.key}|n. {ENGINE_FREE_AIDS}")
        try:
            table.start(target=tour.data["target"])
        except TableError as err:  # somebody went meanwhile: they may come back
            board["started"] = False
            self.save_tournament(tour)
            table.announce(f"Die Partie beginnt noch nicht: {err}")
            return
        self.send_all()

    def no_show_due(self, number):
        """The time to sit down is over: who is missing loses the round."""
        tour = self.tournament
        rnd = tour.current()
        if rnd is None or rnd["number"] != number:
            return
        left = (self.db.deadline or 0) - clock()
        if left > 1:
            delay(left, self.no_show_due, number)
            return
        for board in rnd["boards"]:
            if board.get("result") is not None or board.get("started"):
                continue
            table = by_id(board["table"])
            absent = [i for i in board["players"] if not self.sits_at(table, i)]
            if not absent:
                continue
            tour.forfeit(number, board["board"], absent)
            for i in absent:
                person = by_id(i)
                if person is not None:
                    person.msg(f"Du bist in Runde {number} des Turniers nicht an deinen Tisch "
                               "gekommen: die Runde ist verloren, und du bist vom Turnier "
                               "zurückgezogen. Mit |wturnier anmelden|n spielst du wieder mit.")
            self.tell(f"Turnier, Runde {number}: {text.result_words(tour, board)}.",
                      busy_too=False)
            self.unseat(board)
        self.save_tournament(tour)
        self.send_all()
        self.round_check()

    @staticmethod
    def sits_at(table, i):
        obj = by_id(i)
        return bool(table and obj and table.seats.of(obj) is not None)

    def unseat(self, board):
        """A board ended without play: its computer players get up."""
        table = by_id(board.get("table"))
        if table is not None and not table.playing():
            table.seats.release_computer_players()

    def board_over(self, table, match, winners, drawn=True):
        """A board's match ended (`winners`: seats; none: a draw, or with
        `drawn` False a board nobody won). Booked once."""
        tour = self.tournament
        rnd = tour.current()
        board = self.board_at(table)
        if rnd is None or board is None or not board.get("started"):
            return
        ids = [board["players"][seat] for seat in winners if seat < len(board["players"])]
        if not tour.record(rnd["number"], board["board"], ids, drawn=drawn):
            return
        self.save_tournament(tour)
        self.tell(f"Turnier, Runde {rnd['number']}, {table.key}: "
                  f"{text.result_words(tour, board)}.", busy_too=False)
        self.send_all()
        self.round_check()

    def round_check(self):
        """After every result: a finished round calls the next (after a pause) or
        ends the tournament."""
        tour = self.tournament
        if tour.status != Status.RUNNING or tour.current() is not None or not tour.rounds:
            return
        if tour.last_round_done():
            delay(0, self.finish)
            return
        if self.db.next_at:
            return
        number = tour.rounds[-1]["number"]
        self.db.next_at = clock() + ROUND_PAUSE
        self.tell(f"|wRunde {number} ist fertig.|n Der Stand:\n{text.standings_table(tour)}\n"
                  f"Runde {number + 1} beginnt in {ROUND_PAUSE} Sekunden.")
        delay(ROUND_PAUSE, self.next_round_due, number)

    def next_round_due(self, number):
        tour = self.tournament
        if tour.status != Status.RUNNING or len(tour.rounds) != number:
            return
        left = (self.db.next_at or 0) - clock()
        if left > 1:
            delay(left, self.next_round_due, number)
            return
        self.call_round()

    # --- the end -----------------------------------------------------------------

    def finish(self):
        """The last round is done (or no round can be paired any more): the winner
        on the Kurier, the tables free, the guests go."""
        tour = self.tournament
        if tour.status != Status.RUNNING:
            return
        winner = tour.finish()
        for table in self.tables():
            table.db.tournament = None
        self.db.next_at = None
        self.save_tournament(tour)
        rows = tour.standings()
        self.tell(f"|wDas Turnier ist aus.|n Der Endstand:\n{text.standings_table(tour)}")
        if winner is not None:
            first = [row for row in rows if row.place == 1]  # tied partners win together
            kurier().msg(text.winner_text(self.place(), self.game_name(), tour.data["target"],
                                          len(tour.rounds), first,
                                          [row.name for row in rows[len(first):len(first) + 2]]))
        self.send_all()
        delay(1, self.send_guests_home)

    def send_guests_home(self):
        """The computer players the tournament brought leave (not while seated)."""
        for guest in self.guests():
            if any(is_card_table(t) and t.seats.of(guest) is not None and t.playing()
                   for t in self.room.contents):
                continue
            for table in self.room.contents:
                if is_card_table(table) and table.seats.of(guest) is not None:
                    table.seats.stand(guest)
            guest.delete()

    def guests(self):
        return [obj for obj in (self.room.contents if self.room else [])
                if is_card_player(obj) and obj.db.tournament_guest == self.id]

    def abort(self, obj):
        """`turnier abbrechen`: the tournament ends without a winner."""
        if not self.may_run(obj):
            raise TableError("Abbrechen kann nur die Turnierleitung.")
        tour = self.tournament
        if tour.status == Status.OVER:
            raise TableError("Dieses Turnier ist schon zu Ende.")
        tour.data["status"] = Status.OVER.value
        for table in self.tables():
            table.db.tournament = None
        self.save_tournament(tour)
        self.tell(f"{obj.key} bricht das Turnier ab; es gibt keinen Sieger.")
        self.send_all()
        self.send_guests_home()

    # --- after a start ------------------------------------------------------------

    def resume(self):
        """After a reload or restart: timers again; boards whose match is gone."""
        tour = self.tournament
        if tour.status == Status.OVER:
            self.send_guests_home()
            return
        if tour.status != Status.RUNNING:
            return
        rnd = tour.current()
        if rnd is None:
            if tour.last_round_done():
                self.finish()
            elif self.db.next_at:
                delay(self.db.next_at - clock(), self.next_round_due, len(tour.rounds))
            else:
                self.call_round()
            return
        for board in rnd["boards"]:
            table = by_id(board.get("table"))
            if board.get("result") is not None or table is None:
                continue
            if board.get("started") and not table.playing():
                match = table.match  # the match ended before its result was written
                winners = match.winners if match and match.over else []
                self.board_over(table, match, winners)
            elif not board.get("started"):
                self.try_start(table)
        if tour.current() is rnd:
            delay((self.db.deadline or 0) - clock(), self.no_show_due, rnd["number"])
        self.send_all()
