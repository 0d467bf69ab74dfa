"""Every character's card record, booked once when a game or match ends.

The table's game-end signals (gameend.py) reach `game_ended` and
`match_ended` below, inside the transaction of the move that ended it.

A character keeps one Attribute `cardrecords`: a record per game kind (see
game/cardgames/ranking.py) and the keys of what was booked lately.  Each
booking writes that one Attribute, record and key together, so a game booked
before a crash or reload is never booked again when the table picks up.
Reaching a higher rank is told to the player; the top rank goes out on the
Kurier.  The leaderboards are kept in memory and forgotten whenever a record
is written (booked, or changed by hand) or a character deleted, so
`bestenliste` reads the database only after a change.
"""

from functools import partial

from evennia.utils.search import search_tag

from game.cardgames import ranking
from game.cardgames.families import family_named
from game.cardgames.kinds import Outcome

from game.common import gameend
from game.common.stored import write_value
from game.common.things import is_card_player
from game.faces.hinting import told
from game.people.channels import kurier

RECORD_TAG = ("kartenbilanz", "kartenwelt")
KEEP_KEYS = 200


def place_bonus_rule(places=None) -> str:
    """The Platzbonus in one clause, the same words wherever it is explained
    (`hilfe bestenliste`, `bestenliste`, `rat`'s note before the first advice).
    `places`: how many places the game at hand has (its parties); without it
    the rule for every game, the third place named as only for three."""
    bonus = ranking.PLACEMENT_BONUS
    head = ("am Ende jeder Partie bringt der Platz deiner Partei Punkte für die "
            "Bestenliste: ")
    if places is None:
        return (head + f"{bonus[1]} für Platz 1, {bonus[2]} für Platz 2, und spielen drei "
                f"für sich, {bonus[3]} für Platz 3")
    named = [f"{bonus[place]} für Platz {place}"
             for place in range(1, places + 1) if bonus.get(place)]
    return head + (", ".join(named[:-1]) + " und " + named[-1] if len(named) > 1
                   else "".join(named))


def board_explained(kind) -> str:
    """What the Bestenliste of `kind` ranks, and that it is not the Wertung."""
    won = ("die Striche, die die Gegner in deinen gewonnenen Spielen bekommen"
           if family_named(kind).striche else "die Spielpunkte deiner gewonnenen Spiele")
    return (f"Gezählt werden Punkte: {won}; dazu kommt der Platzbonus – "
            f"{place_bonus_rule()}. Die Liste belohnt also, wer viel und erfolgreich "
            "spielt, auch gegen leichte Gegner; wie stark jemand spielt, zeigt die Wertung "
            "(|wbestenliste wertung|n, |wwertung|n).")


#: what `wertung` says beside the numbers: the two lists, and why a new rating is low
RATING_NOT_BOARD = (
    "Die Wertung misst, wie stark jemand spielt; die |wbestenliste|n dagegen zählt "
    "Spielpunkte und Platzbonus und belohnt, wer viel spielt.")
PROVISIONAL_LOW = (
    "„Vorläufig“ (unter {games} gewerteten Spielen): die Schätzung ist noch unsicher, und "
    "weil die Unsicherheit dreifach abgezogen wird, ist die Zahl anfangs niedrig; sie "
    "steigt mit jedem Spiel, auch wenn du nicht stärker wirst.")


def record_of(obj, kind) -> dict:
    """A copy of `obj`'s record for "66" or "gaigel" (zeros if none)."""
    stored = obj.attributes.get("cardrecords", default=None) or {}
    return dict(ranking.empty_record(), **dict(stored.get(kind) or {}))


def rank_of(obj, kind) -> int:
    return ranking.rank_index(record_of(obj, kind)["experience"])


def update(obj, kind, key, change):
    """Apply `change(record) -> record` once for `key`; False if booked before."""
    stored = obj.attributes.get("cardrecords", default=None) or {}
    data = {name: dict(value) if isinstance(value, dict) else value
            for name, value in dict(stored).items()}
    booked = list(data.get("booked") or [])
    if key in booked:
        return False
    before = record_of(obj, kind)
    after = change(before)
    data[kind] = after
    data["booked"] = (booked + [key])[-KEEP_KEYS:]
    write_value(obj, "cardrecords", data)  # one UPDATE (stored.py); the boards are forgotten below
    if not obj.tags.has(*RECORD_TAG):  # Evennia's add reloads every tag of obj, each time
        obj.tags.add(*RECORD_TAG)
    forget_leaderboards()
    announce_rank(obj, kind, before["experience"], after["experience"])
    return True


def announce_rank(obj, kind, old, new):
    """Tell a player who climbed a rank; the Kurier hears of a new Profi."""
    if ranking.rank_index(new) <= ranking.rank_index(old):
        return
    game = ranking.KINDS[kind]
    obj.msg(f"|gDu steigst auf: {ranking.rank_name(new)} im {game}.|n "
            f"{ranking.rank_line(new, kind)}")
    if ranking.rank_index(new) == len(ranking.RANKS) - 1:
        kurier().msg(f"{obj.key} ist im {game} zum Profi aufgestiegen – Hut ab!")


def recorded(kind):
    """Every character with a record of `kind`: (object, record) pairs."""
    out = []
    for obj in search_tag(RECORD_TAG[0], category=RECORD_TAG[1]):
        rec = record_of(obj, kind)
        if rec["games"] or rec["matches"]:
            out.append((obj, rec))
    return out


def is_computer_player(obj):
    """Whether `obj` is one of the world's computer players (by its class: a
    tag look-up would cost a query for every name on the leaderboard)."""
    return is_card_player(obj)


_BOARDS = {}  # (kind, with_computers) -> leaderboard rows, until a record changes


def forget_leaderboards(*args, **kwargs):
    """Drop the kept leaderboards (a record was written, a character deleted)."""
    _BOARDS.clear()


def record_written(sender, instance, **kwargs):
    """A record was written or deleted: the leaderboards are read again (game/receivers.py)."""
    if getattr(instance, "db_key", None) == "cardrecords":
        forget_leaderboards()




def leaderboard(kind, with_computers=False):
    """(place, object, record) by leaderboard points; ties share a place.

    People only, unless `with_computers`: then the computer players rank among them.
    Kept until the next change of a record (do not change the rows).
    """
    key = (kind, with_computers)
    if key not in _BOARDS:
        _BOARDS[key] = _ranked(kind, with_computers)
    rows = _BOARDS[key]
    if any(obj.pk is None for _, obj, _ in rows):  # deleted meanwhile
        rows = _BOARDS[key] = _ranked(kind, with_computers)
    return rows


def _ranked(kind, with_computers):
    rows = [(obj, rec) for obj, rec in recorded(kind)
            if with_computers or not is_computer_player(obj)]
    rows.sort(key=lambda pair: (-pair[1]["score"], pair[0].key.lower()))
    out = []
    for index, (obj, rec) in enumerate(rows):
        tied = out and out[-1][2]["score"] == rec["score"]
        out.append((out[-1][0] if tied else index + 1, obj, rec))
    return out


# --- booking from a table ----------------------------------------------------

class Booking:
    """What a table knows at the end of a game or match, seat by seat."""

    def __init__(self, table, match):
        self.table = table
        self.match = match
        self.kind = ranking.game_kind(match.preset)
        self.entries = table.seats.copies()
        self.people = [table.seats.occupant(seat) for seat in range(len(self.entries))]
        game = match.game
        self.sides = [game.view(seat)["side"] for seat in range(game.seats)]
        self.party = ranking.parties(self.sides)

    def key(self, what):
        return f"{self.table.id}:{self.match.seed}:{what}"

    def opponents(self, seat, sides):
        """Who played against `seat`, as ranking.weight wants them."""
        out = []
        for other, entry in enumerate(self.entries):
            if entry and sides[other] not in (sides[seat], -1):
                person = self.people[other]
                rank = rank_of(person, self.kind) if person and not entry["npc"] else 0
                out.append({"npc": entry["npc"], "strength": entry["strength"], "rank": rank})
        return out

    def stood_in(self, seat, index=None):
        """True if a stand-in played for the person at `seat` (in game `index`, or
        in any game of the match)."""
        entry = self.entries[seat]
        games = (entry.get("stood_in") or []) if entry and not entry["npc"] else []
        return bool(games) if index is None else index in games

    def away_now(self):
        """Seats of the people a stand-in plays for now (away past the grace)."""
        return [seat for seat, entry in enumerate(self.entries)
                if entry and not entry["npc"] and entry.get("stand_in")]

    def advice(self, seat, index):
        return not self.entries[seat]["npc"] and index in (self.table.db.advice or [])

    def on_the_board(self, seat, index):
        """True if `seat`'s leaderboard points of game `index` go on the Bestenliste
        (`book_game`): a game the seat played itself, without advice."""
        return not self.stood_in(seat, index) and not self.advice(seat, index)

    def book_game(self):
        """The current game of the match is over: book it for every seat that
        played. A game a stand-in played (part of) for a person is booked for
        them as lost (`lost_for_the_absent`), never as won."""
        res = self.match.game.result
        index = self.match.index
        for seat, obj in enumerate(self.people):
            if obj is None or self.sides[seat] == -1:
                continue
            if self.stood_in(seat, index):
                update(obj, self.kind, self.key(f"spiel{index}"), lost_for_the_absent)
                continue
            change = partial(
                ranking.book_game, won=seat in res.winners, points=res.leaderboard[seat],
                advice=self.advice(seat, index),
                opposition=ranking.opposition(self.opponents(seat, self.sides)))
            update(obj, self.kind, self.key(f"spiel{index}"), change)

    def book_match(self, quitter=None):
        """The match is over (or `quitter` gave it up): places, bonus, penalty.
        Whoever gave up, or left a stand-in to play for them, while other people
        played, left early; a stand-in's match is never its person's win or bonus."""
        match = self.match
        if quitter is None:
            places = ranking.placements(match.score, self.party, match.family.striche)
        else:
            places = [1 if p != self.party[quitter] else 2 for p in self.party]
        people_playing = sum(1 for entry in self.entries if entry and not entry["npc"])
        used_advice = bool(self.table.db.advice)  # cleared when a match starts
        for seat, obj in enumerate(self.people):
            if obj is None:
                continue
            away = self.stood_in(seat)  # left early: no win, no placement, once
            change = partial(
                ranking.book_match, won=places[seat] == 1 and not away,
                place=None if away else places[seat],
                opposition=ranking.opposition(self.opponents(seat, self.party)),
                advice=used_advice and not self.entries[seat]["npc"],
                left=(seat == quitter or away) and people_playing > 1,
                forfeit=quitter is not None)
            update(obj, self.kind, self.key("partie"), change)


def lost_for_the_absent(record):
    """A game a stand-in played for the person: one game more, lost, with no
    points and no experience (`bilanz` shows it; the Bestenliste never counts it)."""
    return dict(record, games=record["games"] + 1)


def book_game(table, match):
    Booking(table, match).book_game()


def book_match(table, match, quitter=None):
    Booking(table, match).book_match(quitter)


def game_ended(sender, match, practice, **kwargs):
    """A game is over (gameend.py): book it for every seat, and each person's
    personal records; a game `nochmal` counts for nothing."""
    if not practice:
        book_game(sender, match)
        book_personal(sender, match)


def match_ended(sender, match, outcome, quitter=None, **kwargs):
    """A match is over (gameend.py): places, bonus, penalty; none when abandoned."""
    if gameend.scored(outcome):
        book_match(sender, match, quitter=quitter)


# --- personal records („Meine Partien“, `bilanz rekorde`) ---------------------

#: kind -> (field, German label) of the personal records shown; a series field
#: `<name>_best` has its running count in `<name>_now`
PERSONAL = {
    "gaigel": (("clean_best", "längste Serie ohne Unter- oder Übergaigel"),
               ("gaigel_won", "mit Gaigel gewonnen"),
               ("aus_head", "Aus im Kopf gezählt")),
    "66": (("announce_best", "längste Serie richtiger Ansagen"),
           ("three_points", "mit drei Punkten gewonnen (Schwarz: die Gegenseite ohne Stich)"),
           ("closings", "erfolgreich zugedreht")),
}
PERSONAL_FIELDS = ("clean_now", "clean_best", "gaigel_won", "aus_head", "announce_now",
                   "announce_best", "three_points", "closings")


def personal_of(obj, kind) -> dict:
    """`obj`'s personal records of `kind` (zeros if none)."""
    return personal_of_record(record_of(obj, kind))


def personal_change(before, details, seat, sides, head):
    """The personal records after one game: `details` of the result, the seat's
    `sides`, `head` True if a correct Aus of this seat was counted in the head."""
    rec = dict(before)
    side = sides[seat]
    kind = str(details.get("kind"))
    caller = details.get("seat")
    if "winners" in details:  # Gaigel: winners are parties
        won = side in details["winners"]
        if kind in (Outcome.UNTERGAIGEL, Outcome.UEBERGAIGEL) and not won:
            rec["clean_now"] = 0
        else:
            rec["clean_now"] += 1
        rec["clean_best"] = max(rec["clean_best"], rec["clean_now"])
        if won and details.get("gaigel"):
            rec["gaigel_won"] += 1
        if kind == Outcome.AUS and caller == seat and won and head:
            rec["aus_head"] += 1
        return rec
    won = details.get("winner_side") == side
    if kind == Outcome.ANNOUNCE and caller == seat:
        rec["announce_now"] = rec["announce_now"] + 1 if won else 0
        rec["announce_best"] = max(rec["announce_best"], rec["announce_now"])
    if won and details.get("game_points") == 3:
        rec["three_points"] += 1
    if kind == Outcome.CLOSED and caller == seat and won:
        rec["closings"] += 1
    return rec


def counted_in_head(table, booking, seat, obj, index):
    """An Aus counts as „im Kopf gezählt“ with the points display off (or not
    shown: at a tournament's table, CardTable.engine_free), no Aus hint told in
    this game and no advice asked."""
    shown = obj.db.show_points and not table.engine_free()
    return not shown and not told(table, "aus", obj) and not booking.advice(seat, index)


def book_personal(table, match):
    """Book the finished game into every person's personal records, once."""
    booking = Booking(table, match)
    details = match.game.result.details
    index = match.index
    for seat, obj in enumerate(booking.people):
        entry = booking.entries[seat]
        if (obj is None or entry["npc"] or booking.sides[seat] == -1
                or booking.stood_in(seat, index)):
            continue
        head = counted_in_head(table, booking, seat, obj, index)

        def change(record, seat=seat, head=head):
            record = dict(record)
            before = personal_of_record(record)
            record["personal"] = personal_change(before, details, seat, booking.sides, head)
            return record
        update(obj, booking.kind, booking.key(f"rekorde{index}"), change)


def personal_of_record(record):
    stored = record.get("personal") or {}
    return {name: int(stored.get(name) or 0) for name in PERSONAL_FIELDS}
