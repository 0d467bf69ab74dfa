"""A tournament as data: entrants, rounds and boards, from the first
`anmelden` to the winner.

`Tournament` wraps one JSON-safe dict (`to_dict`, `from_dict`); every method
changes it and the caller stores it. A refused step raises TournamentError
with a German sentence and changes nothing. Which board sits at which card
table, who is called and when time is up is the world layer's business.
"""

from __future__ import annotations

from enum import StrEnum

from . import pairings
from .pairings import BLACK, NONE, WHITE, NoPairing, System
from .standings import points_of, standings

VERSION = 1


class TournamentError(ValueError):
    """A refused step; the message is German and meant for the player."""


class Status(StrEnum):
    OPEN = "open"        # entrants sign up
    RUNNING = "running"  # rounds are played
    OVER = "over"        # the winner is known


class Tournament:
    """One tournament; `data` is its whole state."""

    def __init__(self, data):
        self.data = data

    @classmethod
    def new(cls, preset, target, rounds, seats):
        if not 1 <= rounds <= 11:
            raise TournamentError("Ein Turnier hat 1 bis 11 Runden.")
        return cls({"version": VERSION, "preset": preset, "target": target, "rounds": rounds,
                    "seats": seats, "system": None, "status": Status.OPEN.value,
                    "entrants": [], "rounds_played": [], "winner": None})

    @classmethod
    def from_dict(cls, data):
        return cls(data)

    def to_dict(self):
        return self.data

    # --- reading -----------------------------------------------------------

    @property
    def status(self):
        return Status(self.data["status"])

    @property
    def system(self):
        return System(self.data["system"]) if self.data["system"] else None

    @property
    def rounds(self):
        return self.data["rounds_played"]

    def state(self):
        """The dict standings.py reads (entrants and rounds)."""
        return {"entrants": self.data["entrants"], "rounds": self.rounds,
                "seats": self.data["seats"]}

    def entrant(self, i):
        return next((e for e in self.data["entrants"] if e["id"] == i), None)

    def entrants(self, active=None):
        return [e for e in self.data["entrants"] if active is None or e["active"] == active]

    def standings(self):
        return standings(self.state())

    def current(self):
        """The round being played (None before the first and after the last)."""
        if self.status != Status.RUNNING or not self.rounds:
            return None
        last = self.rounds[-1]
        return None if self.round_complete(last) else last

    @staticmethod
    def round_complete(rnd):
        return all(board.get("result") is not None for board in rnd["boards"])

    def board_of(self, i, rnd=None):
        """The board of entrant `i` in the current round, or None."""
        rnd = rnd or self.current()
        if rnd is None:
            return None
        return next((b for b in rnd["boards"] if i in b["players"]), None)

    def board(self, round_number, board_number):
        rnd = self.rounds[round_number - 1]
        return rnd["boards"][board_number - 1]

    def last_round_done(self):
        """True once the last round has all its results."""
        return (len(self.rounds) >= self.data["rounds"] and bool(self.rounds)
                and self.round_complete(self.rounds[-1]))

    def late_entry_open(self):
        """Late entrants may come until half the rounds are played (not in a round
        robin, whose schedule is fixed)."""
        done = sum(1 for rnd in self.rounds if self.round_complete(rnd))
        return self.system != System.ROUND_ROBIN and done * 2 < self.data["rounds"]

    # --- entrants ----------------------------------------------------------

    def register(self, i, name, npc=False, strength=None, rating=0, capacity=None):
        """Sign up `i`; during the tournament as a late entrant (½ point for every
        round missed) or, after a withdrawal, back into the next round."""
        status = self.status
        known = self.entrant(i)
        if status == Status.OVER:
            raise TournamentError("Dieses Turnier ist schon zu Ende.")
        if known and known["active"]:
            raise TournamentError(f"{name} ist schon angemeldet.")
        late = 0.0
        if status == Status.RUNNING and not known:
            if not self.late_entry_open():
                raise TournamentError("Nachmelden geht nur, bis die Hälfte der Runden gespielt "
                                      "ist." if self.system != System.ROUND_ROBIN else
                                      "In ein Turnier jeder gegen jeden steigt niemand mehr "
                                      "ein, wenn es begonnen hat.")
            late = 0.5 * len(self.rounds)
        if capacity is not None and len(self.entrants(active=True)) >= capacity:
            raise TournamentError(f"Das Turnier ist voll: {capacity} Plätze, alle vergeben.")
        if known:  # back after a withdrawal or a no-show
            known["active"] = True
            return known
        number = max((e["number"] for e in self.data["entrants"]), default=0) + 1
        entry = {"id": i, "name": name, "npc": bool(npc), "strength": strength,
                 "rating": int(rating or 0), "number": number, "active": True, "late": late}
        self.data["entrants"].append(entry)
        return entry

    def withdraw(self, i):
        """Before the start the entrant is gone; later they keep their points and
        are paired no more (until they sign up again)."""
        entry = self.entrant(i)
        if entry is None or not entry["active"]:
            raise TournamentError("Du bist für dieses Turnier nicht angemeldet.")
        if self.status == Status.OPEN:
            self.data["entrants"].remove(entry)
        else:
            entry["active"] = False
        return entry

    # --- rounds ------------------------------------------------------------

    def start(self):
        """Close the sign-up; the system follows from the entrants and seats."""
        if self.status != Status.OPEN:
            raise TournamentError("Das Turnier läuft schon.")
        count = len(self.data["entrants"])
        seats = self.data["seats"]
        if count < max(2, seats):
            raise TournamentError(f"Für ein Turnier braucht es mindestens {max(2, seats)} "
                                  f"Angemeldete; angemeldet {'ist' if count == 1 else 'sind'} "
                                  f"{count}.")
        system = pairings.choose_system(seats, count, self.data["rounds"])
        if system == System.ROUND_ROBIN:
            self.data["rounds"] = pairings.round_robin_rounds(count)
        ordered = sorted(self.data["entrants"], key=lambda e: (-e["rating"], e["number"]))
        for number, entry in enumerate(ordered, 1):
            entry["number"] = number
        self.data["entrants"].sort(key=lambda e: e["number"])
        self.data["system"] = system.value
        self.data["status"] = Status.RUNNING.value
        return system

    def pair_round(self):
        """Pair the next round and return it; None when no round can be paired
        any more (then the tournament is over: `finish`)."""
        if self.status != Status.RUNNING or self.current() is not None:
            raise TournamentError("Die laufende Runde ist noch nicht fertig.")
        if len(self.rounds) >= self.data["rounds"]:
            return None
        number = len(self.rounds) + 1
        try:
            pairs, byes = self.pairs_for(number)
        except NoPairing:
            return None
        if not pairs:
            return None
        boards = [{"board": n, "players": list(players), "result": None, "forfeit": False,
                   "table": None, "started": False} for n, players in enumerate(pairs, 1)]
        rnd = {"number": number, "boards": boards, "byes": list(byes)}
        self.rounds.append(rnd)
        if self.system == System.ROUND_ROBIN:  # withdrawn entrants stay in the schedule
            for board in boards:
                absent = [i for i in board["players"] if not self.entrant(i)["active"]]
                if absent:
                    self.forfeit(number, board["board"], absent)
        return rnd

    def pairs_for(self, number):
        active = self.entrants(active=True)
        if self.system == System.ROUND_ROBIN:
            return pairings.round_robin({e["id"]: e["number"] for e in self.data["entrants"]},
                                        number)
        ranked = [row.id for row in self.standings() if row.active]
        if self.system == System.GROUPS:
            if len(ranked) < self.data["seats"]:
                return [], []
            return pairings.groups(ranked, self.data["seats"], self.byes_had())
        return pairings.swiss(self.swiss_players(active), self.met(), number,
                              self.data["rounds"])

    def byes_had(self):
        had = {}
        for rnd in self.rounds:
            for i in rnd["byes"]:
                had[i] = had.get(i, 0) + 1
        return had

    def met(self):
        """Pairs of ids that met at a board (played or not)."""
        return {(a, b) for rnd in self.rounds for board in rnd["boards"]
                for a in board["players"] for b in board["players"] if a < b}

    def swiss_players(self, active):
        """What the Dutch engine needs per entrant, rebuilt from the rounds."""
        colours = {e["id"]: [] for e in self.data["entrants"]}
        floats = {e["id"]: [] for e in self.data["entrants"]}
        running = {e["id"]: float(e["late"]) for e in self.data["entrants"]}
        for rnd in self.rounds:
            before = dict(running)
            seen = set()
            for board in rnd["boards"]:
                white, black = board["players"]
                seen.update(board["players"])
                colours[white].append(WHITE)
                colours[black].append(BLACK)
                a, b = before.get(white, 0.0), before.get(black, 0.0)
                floats[white].append("down" if a > b else "up" if a < b else NONE)
                floats[black].append("down" if b > a else "up" if b < a else NONE)
                for key, value in (board.get("result") or {}).items():
                    running[int(key)] = running.get(int(key), 0.0) + value
            for i in rnd["byes"]:
                running[i] = running.get(i, 0.0) + 1.0
            for i in colours:
                if i not in seen:
                    colours[i].append(NONE)
                    floats[i].append(NONE)
        byes = self.byes_had()
        return [{"id": e["id"], "score": running[e["id"]], "rating": e["rating"],
                 "number": e["number"], "colours": colours[e["id"]], "floats": floats[e["id"]],
                 "byes": byes.get(e["id"], 0)} for e in active]

    # --- results -----------------------------------------------------------

    def record(self, round_number, board_number, winners, drawn=True):
        """A board's match is over: `winners` (ids) get 1 each, the others 0;
        no winner: ½ for everybody, or 0 unless `drawn` (a board lost by all,
        e.g. everybody away)."""
        board = self.board(round_number, board_number)
        if board.get("result") is not None:
            return False  # booked once
        players = board["players"]
        if winners or not drawn:
            board["result"] = {str(i): (1.0 if i in winners else 0.0) for i in players}
        else:
            board["result"] = {str(i): 0.5 for i in players}
        return True

    def forfeit(self, round_number, board_number, absent):
        """Who did not come loses without play and is withdrawn; whoever came wins."""
        board = self.board(round_number, board_number)
        if board.get("result") is not None:
            return False
        board["result"] = {str(i): (0.0 if i in absent else 1.0) for i in board["players"]}
        board["forfeit"] = True
        for i in absent:
            self.entrant(i)["active"] = False
        return True

    def finish(self):
        """The tournament is over: the winner is the first of the standings."""
        rows = self.standings()
        self.data["status"] = Status.OVER.value
        self.data["winner"] = rows[0].id if rows else None
        return rows[0] if rows else None

    def points(self):
        return points_of(self.state())
