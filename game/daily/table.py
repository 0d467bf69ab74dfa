"""The machinery of a daily table (typeclasses/daily.py is its thin shell): one
person, the day's computer player, the day's set dealt as one match.

`table.db.daily` ({"day", "preset", "person"}) says whose set of which day runs
here; this module is its only writer. The table's clock gives no think time
and no stand-in (the set waits for its person until midnight); its commit path
books each finished deal into the person's results (results.py) and keeps the
game, hidden from everybody else until the day is over (`hidden_until`, read
by books/gamepages.py), instead of the house's books (no Bestenliste, no
Wertung: the day has its own ranking). After midnight the set is closed: no
move, no next deal (the seed is public then).
"""

from django.db import transaction

from game import thinking
from game.books import gamelog
from game.common.stored import write_value
from game.common.tableerror import TableError
from game.daily import days, deals, opponent, ranking, results, seeds, standings, texts
from game.faces import readers, tabledata
from game.faces.change import audience, what_changed
from game.table import starting
from game.table.commit import CommitPath, deal_secret
from game.table.seats import Seats
from game.table.settlement import Settling
from game.table.turns import DEFAULT_TEMPO, TurnClock


def facts(table):
    """{"day": date, "preset", "person": id} of the set at `table`, or None."""
    found = table.attributes.get("daily", default=None)
    if not found:
        return None
    return {"day": days.from_key(found["day"]), "preset": found["preset"],
            "person": found["person"]}


def is_daily(table):
    return table is not None and facts(table) is not None


def expired(table, moment=None):
    """True once the day of the set at `table` is over."""
    found = facts(table)
    return bool(found) and days.today(moment) > found["day"]


# --- the handlers ------------------------------------------------------------------

class DailyClock(TurnClock):
    """The daily table's clock: the computer player thinks the same for everybody
    (its fixed work, seeded by the deal and the moves: opponent.py) and answers at
    the `normal` tempo; a person has no think time and no stand-in."""

    def tempo(self):
        return DEFAULT_TEMPO

    def npc_think(self, seat, token, strength):
        """Ask a worker for the computer player's move: fixed work (no time budget)
        and the position's seed, so the same deal and moves get the same reply."""
        match = self.table.match
        game = match.game
        answer = thinking.think(game.view(seat), game.legal(seat), strength,
                                opponent.position_seed(match), None)
        answer.addCallback(self.npc_answer, seat, token)
        answer.addErrback(self.npc_failed, seat, token)

    def start_clock(self, seat, token):
        """No think time: the set waits for its person as long as the day lasts."""

    def player_left(self, obj, connection=False):
        """The set waits; nobody stands in."""


class DailySettling(Settling):
    """The Abrechnung between two deals waits for `weiter`, without a timer (so
    there is nothing to hold open: no word of `pause`)."""

    def seconds(self):
        return None

    def when_text(self, note):
        return ""

    def pause(self, obj):
        self.seat_for(obj)
        raise TableError(texts.REFUSED["pause"])

    def seat_for(self, obj):
        if self.note() is None and not self.table.playing():  # `weiter` after the set
            raise TableError(why_no_match(self.table))
        return super().seat_for(obj)


class DailySeats(Seats):
    """The person's seat and the computer player's; nobody else sits down."""

    def sit(self, obj, seat=None):
        raise TableError(texts.REFUSED["setzen"])

    def stand(self, obj):
        if self.table.playing():
            raise TableError(texts.REFUSED["aufstehen"])
        return super().stand(obj)

    def release_computer_players(self):
        """The day's computer player stays."""


class DailyCommit(CommitPath):
    """The daily table's commit path: each finished deal is booked into the day's
    results and kept (hidden until midnight); the next deal after `weiter`."""

    def match(self):
        table = self.table
        match = table.__dict__.get("_match")
        if match is None and table.db.match:
            found = facts(table)
            seed = seeds.dealing_seed(found["day"]) if found else None
            match = table.__dict__["_match"] = deals.DailyMatch.from_json(
                table.db.match, secret=deal_secret(), server_seed=seed)
        return match

    def counts_for_leaderboard(self):
        """The day's deals count in the day's ranking, never for the Bestenliste."""
        return False

    def after_change(self, events):
        """A finished deal is booked before its end is shown, so the set's end
        knows the day's place (`set_end`); booking again in `settle` books nothing."""
        if self.table.match.game.result is not None:
            self.end_of_game()
        super().after_change(events)

    def end_of_game(self):
        """Keep the finished deal and book it (once: both are keyed)."""
        book(self.table, self.table.match)

    def settle(self):
        table = self.table
        match = table.match
        self.end_of_game()
        found = facts(table)
        person = table.seats.occupant(deals.PERSON)
        row = row_of(table, person)
        striche = match.family.striche
        if not match.over:
            readers.announce(table, texts.deal_over(match.deal_number, match.total, row,
                                                    striche))
            table.settling.open()
            return
        place = standings.place_of(person, found["day"], found["preset"]) if person else None
        readers.announce(table, texts.set_over(found["preset"], row, striche, place))
        tabledata.send_state(table)

    def deal_next(self):
        table = self.table
        if close_expired(table):
            return
        match = table.match
        match.next_game()
        with self.one_commit():
            table.save_match(match)
            dealer = match.game.names[match.dealer]
            readers.announce(table, texts.next_deal(match.deal_number, match.total, dealer))
            readers.show(what_changed(table, []))
            table.turns.schedule()

    def resume(self):
        if close_expired(self.table):
            return
        super().resume()


def row_of(table, person):
    """The person's row of the set at `table` so far (ranking.standing)."""
    found = facts(table)
    mine = results.set_of(person, found["day"], found["preset"]) if person else None
    return ranking.standing(person, mine or {"name": "", "deals": [], "done": False},
                            table.match.total)


def set_end(table, obj):
    """The web pane's end of the set for its person `obj` (texts.set_end: played
    for today, the day's place when known, the Bilanz, and what to do now), or
    None (anybody else, a set not played out)."""
    found = facts(table)
    person = table.seats.occupant(deals.PERSON)
    match = table.match
    if not found or person is None or obj != person or not match or not match.over:
        return None
    place = standings.place_of(person, found["day"], found["preset"])
    return texts.set_end(found["preset"], row_of(table, person), match.family.striche,
                         place)


# --- beginning, booking, closing ------------------------------------------------------

def begin(table, person, preset, moment=None):
    """Begin today's set of `preset` for `person` at `table`: once a day (the
    results refuse a second beginning, results.DailyError), dealt from the day's
    seed. Returns the match."""
    day = days.today(moment)
    digest = seeds.commitment(day, moment)
    seed = seeds.dealing_seed(day)
    if not digest or seed is None:
        raise TableError("Die Karten des Tages lassen sich gerade nicht geben; versuch es "
                         "gleich noch einmal.")
    player = opponent.opponent()
    entries = [{"id": person.id, "name": person.key, "npc": False, "strength": "normal",
                "stand_in": False, "stood_in": []},
               {"id": player.id, "name": player.key, "npc": True,
                "strength": opponent.STRENGTH, "stand_in": False, "stood_in": []}]
    match = deals.new_set(day, preset, [entry["name"] for entry in entries], person.id,
                          digest, seed)
    with transaction.atomic():
        results.begin(person, day, preset, moment)
        write_value(table, "daily", {"day": days.key(day), "preset": preset,
                                     "person": person.id})
        starting.begin(table, entries, preset, match, practice=False)
    table.announce(texts.begun(day, preset, digest))
    table.after_change([])
    return match


def book(table, match):
    """A deal of the set is over: keep the game (the table's last game, the
    person's copy, hidden from others until midnight) and book its result."""
    found = facts(table)
    person = table.seats.occupant(deals.PERSON)
    if found is None or person is None:
        return
    gamelog.game_ended(table, match, settlement=table.commit.settlement_text())
    record = (table.db.last_game or {}).get("record")
    game_id = record.get("id") if record else None
    if game_id:
        gamelog.mark(person, game_id, hidden_until=days.end(found["day"]),
                     tagesspiel={"day": days.key(found["day"]), "preset": found["preset"],
                                 "number": match.deal_number})
    result = match.game.result
    won, lost = deals.score_of(result, match.family.striche)
    augen, against = deals.augen_of(match.game)
    results.book(person, found["day"], found["preset"], {
        "n": match.deal_number, "won": won, "lost": lost, "net": won - lost, "augen": augen,
        "against": against, "reason": result.templates["reason"], "id": game_id})


def close_expired(table, moment=None):
    """After midnight: the set's running deal is put away unplayed (the seed is
    public now); True if it was. Said once to whoever is at the table."""
    if not expired(table, moment) or not table.match or table.match.over:
        return False
    found = facts(table)
    with table.one_commit():
        table.settling.close()
        table.save_match(None)
    for obj in audience(table):
        obj.msg(texts.expired(found["day"]))
    tabledata.send_left(table, audience(table))
    return True


# --- what the table refuses ---------------------------------------------------------

def why_no_match(table):
    """Why no match of one's own begins at the daily `table` (`spiel`, „Neue Partie“,
    `weiter` after the set): the set runs, it is played for today, or how to begin."""
    found = facts(table)
    match = table.match
    if found and table.playing():
        return texts.set_running(found["preset"], match.deal_number, match.total)
    if found and match and match.over and not expired(table):
        return texts.set_played(found["preset"])
    return texts.REFUSED["spiel"]


def check_engine_free(table, what):
    """Raise TableError (German) at a daily table: no `rat`, `nochmal`, `analyse`."""
    if is_daily(table):
        raise TableError(texts.REFUSED[what])


def check_record(record, moment=None):
    """Raise TableError for a kept game of the day's deals before that day is over
    (no `analyse` of it before midnight)."""
    until = (record or {}).get("hidden_until")
    if (record or {}).get("tagesspiel") and until and \
            (days.now() if moment is None else moment) < until:
        raise TableError(texts.REFUSED["analyse"])


def public_state(table, moment=None):
    """The provable deals' public facts for the data face (GMCP `mischung`): the
    day's hash and the seats' seeds; never a seed before its day is over."""
    found = facts(table)
    if not found:
        return None
    digest = seeds.commitment(found["day"], moment)
    seed_hex = seeds.revealed(found["day"], moment)
    return {"hash": digest, "seeds": deals.seat_seeds(found["day"], found["preset"]),
            "next_hash": seeds.commitment(found["day"] + days.ONE_DAY, moment),
            "revealed": {"hash": digest, "seed": seed_hex} if seed_hex else None,
            "check": "tagesspiel mischung", "help": "hilfe tagesspiel"}


def fairness_text(table, moment=None):
    """`mischung` at a daily table: the day's hash and seeds, told the day's way."""
    found = facts(table)
    today = days.today(moment)
    return texts.seed_text(found["day"], found["preset"], seeds.commitment(found["day"], moment),
                           seeds.revealed(found["day"], moment), today)
