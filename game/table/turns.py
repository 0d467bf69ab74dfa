"""
The turn clock of a card table: `table.turns` (an Evennia lazy_property).

Owns everything that waits for time at a table: a computer player's think
time and its move (thinking in worker processes, see game/thinking.py) at
the table's tempo, a person's think time with reminder and stand-in, seats
held for people who are away, and Gaigel's grace time for `aus` after the
last trick. (The Abrechnung between two games, which waits for every
person's `weiter`, is settlement.py: `table.settling`.)
Timers are plain reactor calls (`delay` below) checked against a token of
the match position, so a stale timer does nothing; after a reload `CardTable.resume` starts
the clock again. What the clock persists lives in the table's seats
(`stand_in`, `stood_in`, `away`) and `db.tempo`; its pending answer lives
in `ndb`. While a stand-in plays a seat, the game names the seat „Computer für
Anna“ (every event, view and Abrechnung says who really plays); what the person
missed is told when they are back (absence.py).
"""

import random

from django.conf import settings
from evennia.utils import logger
from twisted.internet import reactor

from game import thinking
from game.cardgames import IllegalMove
from game.cardgames.ai import TABLE_BUDGET, call_out
from game.cardgames.kinds import MoveKind

from game.faces import tabledata
from game.faces.grammar import ACC, person
from game.table import absence, forfeits


def delay(seconds, callback, *args):
    """`callback(*args)` in `seconds`, on the reactor. Evennia's `delay` files every
    timer in its TaskHandler, which walks all its tasks on each new one (a hot spot
    once a hundred tables tick); ours are never cancelled (they check a token) and
    need no keeping over a reload (`CardTable.resume` starts them again)."""
    return reactor.callLater(max(0, seconds), callback, *args)


STAND_IN_STRENGTH = "normal"
# seconds of human-like hesitation a computer player adds to its full budget
NPC_PAUSE = getattr(settings, "CARD_NPC_PAUSE", (0.8, 2.0))
# share of the think budget every answer waits for (tests lower it)
NPC_BUDGET_WAIT = getattr(settings, "CARD_NPC_BUDGET_WAIT", 1.0)
#: Where a computer player's answer time comes from (tests put a fake in).
TIMING = random.SystemRandom()
GRACE_TIME = 10  # seconds to call `aus` after Gaigel's last trick
#: tempo -> (share of its strength's TABLE_BUDGET a computer player thinks,
#: share of NPC_PAUSE it hesitates before it acts, extra rest after a finished
#: trick as a share of NPC_PAUSE's longest pause). Every tempo thinks the whole
#: budget: a computer player plays as strong as its strength says (the rating's
#: anchors were measured so), „schnell“ only drops the hesitation.
TEMPOS = {"ruhig": (1.0, 2.0, 1.0), "normal": (1.0, 1.0, 0.0), "schnell": (1.0, 0.1, 0.0)}
DEFAULT_TEMPO = "normal"


def tempo_shares(tempo):
    """(budget share, pause share, rest share) of `tempo` (an unknown one: normal's)."""
    return TEMPOS.get(tempo, TEMPOS[DEFAULT_TEMPO])


def think_budget(strength, tempo=DEFAULT_TEMPO):
    """Seconds a computer player of `strength` thinks at a table of `tempo`."""
    return TABLE_BUDGET[strength] * tempo_shares(tempo)[0]


def npc_pause(tempo=DEFAULT_TEMPO, after_trick=False, rng=None):
    """The human-like hesitation of a computer player at `tempo` (seconds)."""
    _, share, rest = tempo_shares(tempo)
    pause = (rng or TIMING).uniform(*NPC_PAUSE) * share
    return pause + (rest * NPC_PAUSE[1] if after_trick else 0.0)


def npc_wait(strength, rng=None, tempo=DEFAULT_TEMPO, after_trick=False):
    """Seconds from a computer player's turn to its move: its whole think budget
    at the table's tempo plus a random pause at that tempo, the same however many
    moves it has, so the time tells nothing about its hand."""
    return (think_budget(strength, tempo) * NPC_BUDGET_WAIT
            + npc_pause(tempo, after_trick, rng))


def game_key(match):
    """Names the current game of `match` (the Abrechnung note and the records use it)."""
    return f"{match.seed}:{match.index}"


def aus_move(game, seat):
    """`seat`'s call out (a move of kind AUS, Gaigel's `aus`) if it may make one now, else None."""
    return next((move for move in game.moves(seat) if move.kind is MoveKind.AUS), None)


def sent_so_far(obj):
    """(id, commands, looks): the commands `obj`'s sessions sent so far (Evennia's
    count, without keep-alives) and how many of them were looks (note_look)."""
    if not obj:
        return (None, 0, 0)
    return (obj.id, sum(getattr(session, "cmd_total", 0) for session in obj.sessions.all()),
            obj.ndb.looks or 0)


def note_look(obj):
    """`obj` looked around (`schau`): a look alone does not say they are at the table."""
    obj.ndb.looks = (obj.ndb.looks or 0) + 1


class TurnClock:
    """Timers, computer turns, stand-ins and grace time of one table."""

    def __init__(self, table):
        self.table = table

    @property
    def seats(self):
        return self.table.seats.entries()

    def token(self):
        """Identifies the position in the match; stale timers compare it."""
        match = self.table.match
        return [match.index, len(match.game.log)] if match else None

    def tempo(self):
        """How quickly the computer players act here: ruhig, normal or schnell."""
        tempo = self.table.db.tempo
        return tempo if tempo in TEMPOS else DEFAULT_TEMPO

    def schedule(self):
        """Let a computer seat think, or start the human's clock."""
        table = self.table
        if not table.playing():
            return
        game = table.match.game
        token = self.token()
        if self.npcs_call_out(token):
            return  # the computer player to act calls Aus instead of moving
        if game.grace_time:
            delay(table.db.grace_time or GRACE_TIME, self.end_grace, token)
            return
        seat = game.to_act
        if seat is None:
            return
        entry = self.seats[seat]
        if entry["npc"] or entry["stand_in"]:
            strength = entry["strength"] if entry["npc"] else STAND_IN_STRENGTH
            view = game.view(seat)
            after_trick = bool(view["tricks"]) and not view["trick"]
            table.ndb.npc_turn = {"token": token, "answer": None, "due": False}
            delay(npc_wait(strength, tempo=self.tempo(), after_trick=after_trick),
                  self.npc_move, seat, token)
            self.npc_think(seat, token, strength)
        else:
            self.start_clock(seat, token)

    # --- computer players ---------------------------------------------------

    def npcs_call_out(self, token):
        """Gaigel: a computer player whose party has 101 calls `aus` after a
        moment (a `leicht` one sometimes fails to notice). A party of computer
        players alone calls at once, also out of turn; one whose party includes
        a person waits until it is itself to act, so the person has time to call
        (in the grace time after the last trick: halfway through it).

        True if the seat to act calls instead of moving."""
        game = self.table.match.game
        for seat, entry in enumerate(self.seats):
            if entry and self.computer_plays(seat) and aus_move(game, seat):
                with_person = self.party_has_person(seat)
                if with_person and game.to_act != seat and not game.grace_time:
                    continue
                strength = entry["strength"] if entry["npc"] else STAND_IN_STRENGTH
                if call_out(game.view(seat), game.legal(seat), strength, random.Random()):
                    wait = npc_pause(self.tempo())
                    if with_person and game.grace_time:
                        wait = (self.table.db.grace_time or GRACE_TIME) / 2
                    delay(wait, self.npc_call_out, seat, token)
                    return game.to_act == seat
        return False

    def party_has_person(self, seat):
        """True if a person plays (not a computer, not a stand-in) in `seat`'s party."""
        game = self.table.match.game
        team = next((t for t in game.view(seat)["teams"] if seat in t), [seat])
        return any(self.seats[s] and not self.computer_plays(s) for s in team if s != seat)

    def npc_call_out(self, seat, token):
        if self.token() == token and self.table.playing() and self.computer_plays(seat):
            move = aus_move(self.table.match.game, seat)
            if move:
                self.mark_stood_in(seat)
                self.table.perform(seat, move.command)

    def end_grace(self, token):
        """The grace time after the last trick is over: the engine settles."""
        table = self.table
        if self.token() != token or not table.playing():
            return
        table.end_grace_time()

    def npc_think(self, seat, token, strength):
        """Ask a worker for the computer seat's move (thinking as long as the
        table's tempo lets it); it is played at `npc_move`."""
        game = self.table.match.game
        answer = thinking.think(game.view(seat), game.legal(seat), strength,
                                random.randrange(2**31), think_budget(strength, self.tempo()))
        answer.addCallback(self.npc_answer, seat, token)
        answer.addErrback(self.npc_failed, seat, token)

    def npc_turn(self, seat, token):
        """This turn's note (the answer once it came, whether its time is up); None
        once the game moved on or the person took the seat back."""
        turn = self.table.ndb.npc_turn
        if not turn or turn["token"] != token or self.token() != token:
            return None
        return turn if self.computer_plays(seat) else None

    def npc_answer(self, command, seat, token):
        """The worker's answer: played now if its time is up, else at `npc_move`."""
        turn = self.npc_turn(seat, token)
        if turn is None:
            return
        turn["answer"] = command
        if turn["due"]:
            self.npc_play(seat, token)

    def npc_move(self, seat, token):
        """The computer player's time is up: play the answer (or on its arrival)."""
        turn = self.npc_turn(seat, token)
        if turn is None:
            return
        turn["due"] = True
        if turn["answer"] is not None:
            self.npc_play(seat, token)

    def npc_play(self, seat, token):
        table = self.table
        command = table.ndb.npc_turn["answer"]
        table.ndb.npc_turn = None
        self.mark_stood_in(seat)
        try:
            events = table.perform(seat, command)
        except IllegalMove as err:
            logger.log_err(f"Computer player at {table} sent an illegal move: {err}")
            game = table.match.game
            events = table.perform(seat, thinking.quick_choice(game.view(seat), game.legal(seat)))
        entry = self.seats[seat]  # None once the match ended and the player got up
        player = table.seats.occupant(seat) if entry and entry["npc"] else None
        if player and table.match:
            player.talk_after_move(table, seat, events)  # a line that fits the move

    def npc_failed(self, failure, seat, token):
        """Only if the table's own answer handling broke: log it, play a quick move."""
        logger.log_err(f"Computer player at {self.table} failed:\n{failure.getTraceback()}")
        turn = self.npc_turn(seat, token)
        if turn is not None:
            game = self.table.match.game
            turn["answer"] = thinking.quick_choice(game.view(seat), game.legal(seat))
            if turn["due"]:
                self.npc_play(seat, token)

    def computer_plays(self, seat):
        """True if a computer moves for `seat`: a computer player or a stand-in."""
        entry = self.seats[seat]
        return bool(entry) and (entry["npc"] or entry["stand_in"])

    # --- people: think time, absence, stand-ins ---------------------------

    def start_clock(self, seat, token):
        """A person's think time begins: what they sent so far is noted, so only a
        command sent during it counts (typed_during_turn)."""
        table = self.table
        table.ndb.clock_base = sent_so_far(table.seats.occupant(seat))
        table.ndb.clock = clock = (table.ndb.clock or 0) + 1  # an earlier clock's timers stop
        delay(table.db.think_time, self.turn_timeout, seat, token, clock)

    def typed_during_turn(self, obj):
        """True if `obj` is connected and sent a command since their think time
        began that was more than a look (`schau`): a person who types is there,
        even if a move of theirs was refused. A client's keep-alive is no command."""
        base = self.table.ndb.clock_base
        if not obj or base is None or base[0] != obj.id:
            return False
        _, commands, looks = sent_so_far(obj)
        return commands - base[1] > looks - base[2]

    def turn_timeout(self, seat, token, clock=None):
        """The human's think time is over: remind, then a stand-in takes over (only
        the latest clock of the turn reminds: never twice). Who typed during it is
        there: one line says the think time begins again, and no stand-in is threatened
        (the reminder and „beginnt von vorn“ at once contradicted each other)."""
        table = self.table
        if self.token() != token or clock not in (None, table.ndb.clock):
            return
        obj = table.seats.occupant(seat)
        if self.typed_during_turn(obj):
            self.think_again(obj, seat, token)
            return
        if obj:
            obj.msg(f"|y{obj.key}, du bist am Zug!|n In {table.db.away_grace} Sekunden "
                    "übernimmt sonst ein Computerspieler deinen Platz.")
        delay(table.db.away_grace, self.take_over, seat, token, True, clock)

    def think_again(self, obj, seat, token):
        """`obj` typed during their turn, so they are there: their think time begins
        again, told in one line."""
        obj.msg(f"|y{obj.key}, du bist immer noch am Zug.|n Die Bedenkzeit beginnt von vorn "
                f"({self.table.db.think_time} Sekunden).")
        self.start_clock(seat, token)

    def mark_stood_in(self, seat):
        """Note that a stand-in plays the current game for a person: that game is
        not booked as theirs, and the match counts as left early (records.py)."""
        table = self.table
        seats = table.seats.copies()
        entry = seats[seat]
        if not entry or entry["npc"] or not entry["stand_in"] or not table.match:
            return
        games = list(entry.get("stood_in") or [])
        if table.match.index not in games:
            entry["stood_in"] = games + [table.match.index]
            table.seats.store(seats)

    def take_over(self, seat, token, same_turn=True, clock=None):
        """A computer stands in for an absent human (until they are back)."""
        table = self.table
        if same_turn and (self.token() != token or clock not in (None, table.ndb.clock)):
            return
        if not table.playing():
            return
        obj = table.seats.occupant(seat)
        if not same_turn and table.seats.present(obj):
            return  # came back in time
        if same_turn and self.typed_during_turn(obj):
            self.think_again(obj, seat, token)  # typed after the reminder: not absent
            return
        seats = table.seats.copies()
        if not seats[seat] or seats[seat]["stand_in"] or seats[seat]["npc"]:
            return  # a computer player sits there now (the staff's `vom tisch`)
        seats[seat]["stand_in"] = True
        table.seats.store(seats)
        self.mark_stood_in(seat)
        self.name_seat(seat, stand_in=True)
        name = seats[seat]["name"]
        if obj:
            people = sum(1 for entry in seats if entry and not entry["npc"])
            absence.note_stand_in(obj, table, with_people=people > 1,
                                  tournament=forfeits.holds(table))
        rule = (f". {forfeits.stand_in_rule(name)}" if forfeits.holds(table) else
                f"; für {person(name, ACC)} zählt die Partie als vorzeitig verlassen.")
        table.announce(f"{name} ist nicht da; ein Computerspieler spielt vorerst für "
                       f"diesen Platz. Am Tisch heißt er „{absence.stand_in_name(name)}“{rule}",
                       exclude=obj)
        waited = table.db.away_grace + (table.db.think_time or 0 if same_turn else 0)
        table.stand_in_came(seat, waited)  # the others may wait or claim the win (leavers.py)
        if obj and obj.sessions.count():  # still connected, only too slow: told as du
            obj.msg(f"Du warst zu lange nicht da: ein Computerspieler spielt vorerst für "
                    f"dich („{absence.stand_in_name(name)}“). Mit deinem nächsten Zug "
                    f"spielst du wieder selbst; die Partie zählt für dich als vorzeitig "
                    f"verlassen.")
        if table.settling.is_open():
            table.settling.check()  # a stand-in never holds up the Abrechnung
            return
        self.schedule()

    def player_left(self, obj, connection=False):
        """A seated player lost the connection (`connection`) or was moved away.
        During a match the seat is held a while, then a stand-in plays; between
        matches the seat is freed."""
        table = self.table
        seat = table.seats.of(obj)
        if seat is None:
            return
        if not table.playing():
            table.seats.free_absent()
            return
        if self.seats[seat]["stand_in"]:
            return  # a stand-in plays already
        self.mark_away(seat, True)
        grace = table.db.away_grace
        gone = "ist nicht mehr verbunden" if connection else "ist nicht mehr am Tisch"
        table.announce(f"{obj.key} {gone}. Der Platz wird {grace} Sekunden lang frei gehalten; "
                       f"danach spielt ein Computerspieler für {person(obj, ACC)} weiter.")
        delay(grace, self.take_over, seat, self.token(), False)

    def player_returned(self, obj, new_connection=False):
        """A seated player is back: the seat is theirs again at once, before a
        stand-in moves again; they read what they missed and see the table.
        `new_connection`: they took their character over from another connection
        of theirs (never gone): the table hears one line of it."""
        table = self.table
        seat = table.seats.of(obj)
        if seat is not None and not table.playing():
            tabledata.send_seats(table, [obj])  # between matches: the seats
        if seat is None or not table.playing():
            return
        was_away = self.seats[seat].get("away")
        note = absence.take_note(obj, table)  # before reclaim: it forgets the note
        self.mark_away(seat, False)
        took_back = self.reclaim(seat, exclude=obj)
        if new_connection and not took_back:
            table.announce(f"{obj.key} spielt jetzt über eine andere Verbindung weiter.",
                           exclude=obj)
        elif was_away and not took_back:
            table.announce(f"{obj.key} ist wieder da.", exclude=obj)
        game = table.match.game
        if took_back and game.to_act == seat and not game.grace_time:
            self.start_clock(seat, self.token())
        absence.tell_back(obj, table, note)

    def mark_away(self, seat, away):
        """Remember that the person at `seat` was announced as gone (or is back)."""
        table = self.table
        seats = table.seats.copies()
        if seats[seat] and bool(seats[seat].get("away")) != away:
            seats[seat]["away"] = away
            table.seats.store(seats)

    def reclaim(self, seat, exclude=None):
        """A human who is back (or acts again) takes the seat back from the stand-in;
        True if a stand-in played for them."""
        table = self.table
        seats = table.seats.copies()
        if not (seats[seat] and seats[seat]["stand_in"]):
            return False
        seats[seat]["stand_in"] = False
        table.seats.store(seats)
        self.name_seat(seat, stand_in=False)
        obj = table.seats.occupant(seat)
        if obj:
            absence.forget(obj)  # acting again here: they saw what the stand-in did
        table.announce(f"{seats[seat]['name']} ist wieder da und spielt selbst weiter.",
                       exclude=exclude or obj)
        if obj and exclude is None:
            obj.msg("Du spielst wieder selbst weiter.")
        return True

    def name_seat(self, seat, stand_in):
        """The name the game gives `seat` in its events, views and Abrechnung: the
        person's own, or „Computer für Anna“ while a stand-in plays it."""
        match, entry = self.table.match, self.seats[seat]
        if not match or not entry or entry["npc"]:
            return
        name = absence.stand_in_name(entry["name"]) if stand_in else entry["name"]
        if match.game.names[seat] != name:
            match.game.names[seat] = name
            match.names = list(match.game.names)
            self.table.save_match(match)
