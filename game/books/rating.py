"""The playing-strength rating of people, booked once per finished game or match.

The API (also for the tournaments, whose games are ordinary table games):

- `rate_game(table, match)`: the table's current game is over: rate it for
  every person who played it, once (the key `<table>:<seed>:wertung<index>`,
  kept with the records in the character's `cardrecords`, so reload, restart
  and kill -9 never rate a game twice). Called when the table's game ends
  (the signal gameend.game_ended, inside the move's transaction). `nochmal`
  deals (`db.practice`) and lessons (tables whose `rated` is False) are not
  rated. Advice never helps: a game in which a person asked `rat` is rated
  for them if they lost it and not if they won it. A stand-in never plays
  for the absent person's rating: a game a stand-in played (part of) for a
  person counts for that person as lost, whatever the stand-in made of it
  (the others are rated against the stand-in, a computer player of its strength).
- `rate_forfeit(table, match, leaver)`: a match that ended early because
  `leaver` gave up (`aufgeben`), left for good or was claimed against
  (`sieg beanspruchen`): rated once (the key `<table>:<seed>:wertung-verlassen`)
  as a game the leaver's party lost and every other party won. Called by the
  signal gameend.match_ended, in the transaction that removes the match.
- Repeated pairings: the first FREE_PAIRINGS rated games of a day between the
  same two people (by account) count fully; each further one moves the
  ratings by half as much as the one before (`pairing_weight`), so an account
  that loses on purpose feeds another's rating little.
- `rating_of(obj, kind)`: the rating dict of a person (game/cardgames/rating.py)
  or the fixed anchor of a computer player; `kind` is "66" or "gaigel".
- `shown(obj, kind)`: the value players read (mu - 3 sigma), a float;
  `shown_text(obj, kind)` the German text („12,4“, „3,1 (vorläufig)“).

A person's rating lives in their record of that kind (records.py) under
`rating`, the day's pairings under `pairings`; computer players are never
written, their anchors are fixed.
"""

import time
from datetime import date

from django.db import transaction

from game.cardgames import rating, ranking

from game.books import records
from game.common import gameend

#: rated games a day between the same two people that count fully
FREE_PAIRINGS = 5


def clock():
    """Now, in seconds (tests advance it)."""
    return time.time()


def rating_of(obj, kind) -> dict:
    """`obj`'s rating in game `kind`: a person's booked one (a newcomer's if
    none), a computer player's anchor."""
    if records.is_computer_player(obj):
        return rating.anchor(kind, obj.db.strength)
    return rating.rating_from(records.record_of(obj, kind).get("rating"))


def shown(obj, kind) -> float:
    """The shown value of `obj` in `kind` (mu - 3 sigma)."""
    return rating.shown(rating_of(obj, kind))


def shown_text(obj, kind) -> str:
    return rating.shown_text(rating_of(obj, kind))


def key_of(table, match) -> str:
    """The booking key of the match's current game (as the records' keys)."""
    return f"{table.id}:{match.seed}:wertung{match.index}"


def counts(table) -> bool:
    """Whether games at `table` are rated now: not a lesson, not a game `nochmal`."""
    return bool(table.rated and not table.db.practice)


# --- repeated pairings -----------------------------------------------------------

def player_key(obj) -> str:
    """Who plays, for counting pairings: the account that made the character
    (one person's characters count as one), else the character.

    Not `obj.account`: Evennia clears it when the last session lets go of the
    character (Account.unpuppet_object), so a person who left would count under
    another key than while present. `db.creator_id` is what Evennia's
    create_character writes once, at the character's making, and nothing
    changes it afterwards."""
    creator = obj.attributes.get("creator_id", default=None)
    return f"a{creator}" if creator else f"c{obj.id}"


def today() -> str:
    return date.fromtimestamp(clock()).isoformat()


def met_today(record, other) -> int:
    """Rated games today against `other` (a player_key) as `record` counts them."""
    pairings = record.get("pairings") or {}
    return int((pairings.get("met") or {}).get(other, 0)) if pairings.get("day") == today() else 0


def pairing_weight(before) -> float:
    """How much a rated game moves ratings after `before` rated games today
    between the same two people: fully for the first FREE_PAIRINGS, then half,
    a quarter, ... (the tenth game of a day: 1/32)."""
    extra = before - FREE_PAIRINGS + 1
    return 1.0 if extra <= 0 else 0.5 ** extra


def weighted(before, after, weight) -> dict:
    """`after` moved only `weight` of the way from `before` (one game more either way)."""
    if weight >= 1.0:
        return after
    return {"mu": before["mu"] + weight * (after["mu"] - before["mu"]),
            "sigma": before["sigma"] + weight * (after["sigma"] - before["sigma"]),
            "games": after["games"]}


def count_met(record, others) -> dict:
    """`record`'s pairings of today with one more game against each of `others`."""
    day = today()
    pairings = record.get("pairings") or {}
    met = dict(pairings.get("met") or {}) if pairings.get("day") == day else {}
    for other in others:
        met[other] = met.get(other, 0) + 1
    return {"day": day, "met": met}


# --- booking ---------------------------------------------------------------------

class Rated:
    """One rated outcome at a table: the sides (lists of seats), their places,
    each seat's rating before and the person to write (None: not written)."""

    def __init__(self, booking, kind, people, ratings):
        self.booking = booking
        self.kind = kind
        self.people = people  # seat -> person to rate, None for none
        self.ratings = ratings  # seat -> rating before (anchors for computers)

    def new_ratings(self, sides, ranks):
        """Seat -> rating after, by openskill (sides: lists of seats)."""
        new = rating.rate([[self.ratings[seat] for seat in side] for side in sides], ranks)
        return {seat: after for side, new_side in zip(sides, new)
                for seat, after in zip(side, new_side)}

    def opponents(self, seat, sides):
        """The player keys of the people on the other sides of `seat`."""
        mine = next(side for side in sides if seat in side)
        return [player_key(self.booking.people[other]) for side in sides if side is not mine
                for other in side if self.booking.people[other] is not None
                and not self.booking.entries[other]["npc"]]


def seat_ratings(booking, kind, index, as_themselves=()):
    """(person to rate or None, rating) per seat for the game `index`: a seat a
    stand-in played counts as a computer player of the stand-in's strength,
    unless it is in `as_themselves` (rated as the person)."""
    people, ratings = [], []
    for seat, entry in enumerate(booking.entries):
        person = booking.people[seat]
        if entry["npc"]:
            people.append(None)
            ratings.append(rating.anchor(kind, entry["strength"]))
        elif person is None or (booking.stood_in(seat, index) and seat not in as_themselves):
            people.append(None)
            ratings.append(rating.anchor(kind, None))
        else:
            people.append(person)
            ratings.append(rating_of(person, kind))
    return people, ratings


def write(kind, key, rated, after_by_seat, sides, only=None):
    """Write each rated person's new rating (weighted for repeated pairings) under
    `key`, once per person; all or none. `only`: the seats to write."""
    out = {}
    with transaction.atomic():
        for seat, person in enumerate(rated.people):
            if person is None or (only is not None and seat not in only):
                continue
            before, after = rated.ratings[seat], after_by_seat[seat]
            others = rated.opponents(seat, sides)

            def change(rec, before=before, after=after, others=others):
                weight = min([pairing_weight(met_today(rec, o)) for o in others] or [1.0])
                value = weighted(before, after, weight)
                return dict(rec, rating={k: value[k] for k in ("mu", "sigma", "games")},
                            pairings=count_met(rec, others))
            if records.update(person, kind, key, change):
                out[person] = rating_of(person, kind)
    return out


def rate_game(table, match):
    """Rate the table's finished current game for every person who played it,
    once; all of them or none (one transaction). Returns {person: new rating}."""
    if match is None or match.game.result is None or not counts(table):
        return {}
    booking = records.Booking(table, match)
    kind, index = booking.kind, match.index
    result = match.game.result
    places = rating.ranks_of(result.winners, result.striche, booking.sides)
    order = sorted(places)
    sides = [[seat for seat, side in enumerate(booking.sides) if side == s] for s in order]
    people, ratings = seat_ratings(booking, kind, index)
    rated = Rated(booking, kind, people, ratings)
    # who played (not the seat sitting out in 66 zu dritt); advice never helps:
    # a won game with advice is not rated for the advised
    only = {seat for seat, person in enumerate(people) if person is not None
            and booking.sides[seat] != -1
            and not (booking.advice(seat, index) and seat in result.winners)}
    plans = [(rated, rated.new_ratings(sides, [places[s] for s in order]), only)] if only else []
    for seat in absent_seats(booking, index):  # all from the ratings before the game
        plans.append(loss_plan(booking, kind, seat, sides, index))
    key = key_of(table, match)
    out = {}
    with transaction.atomic():
        for plan, after, seats in plans:
            out.update(write(kind, key, plan, after, sides, seats))
    return out


def absent_seats(booking, index):
    """Seats of people for whom a stand-in played (part of) the game `index`."""
    return [seat for seat, side in enumerate(booking.sides) if side != -1
            and booking.people[seat] is not None and booking.stood_in(seat, index)]


def loss_plan(booking, kind, seat, sides, index):
    """The game counts as lost for the person at `seat` (a stand-in played for
    them): their side last, every other side first; only they are written."""
    people, ratings = seat_ratings(booking, kind, index, as_themselves=(seat,))
    rated = Rated(booking, kind, people, ratings)
    ranks = [2 if seat in side else 1 for side in sides]
    return rated, rated.new_ratings(sides, ranks), {seat}


def rate_forfeit(table, match, leaver):
    """A match that ended early against `leaver` (given up, left, claimed):
    rated once as a game the leaver's party lost and every other party won,
    the leaver rated as themselves (though a stand-in played for them), anybody
    else a stand-in plays for as a computer player (never a winner).

    One loss per game: ended after a finished game that already counted as lost
    for the leaver (a stand-in played it), the forfeit is that game's loss (its
    key, the leaver only) and adds no second one."""
    if match is None or not counts(table):
        return {}
    booking = records.Booking(table, match)
    kind, index = booking.kind, match.index
    people, ratings = seat_ratings(booking, kind, index, as_themselves=(leaver,))
    if not any(people):
        return {}
    rated = Rated(booking, kind, people, ratings)
    party = booking.party
    order = sorted(set(party))
    sides = [[seat for seat, p in enumerate(party) if p == side] for side in order]
    ranks = [2 if party[leaver] == side else 1 for side in order]
    key, only = f"{table.id}:{match.seed}:wertung-verlassen", None
    if match.game.result is not None and leaver in absent_seats(booking, index):
        key, only = key_of(table, match), {leaver}
    return write(kind, key, rated, rated.new_ratings(sides, ranks), sides, only)


def game_ended(sender, match, **kwargs):
    """A game at a table is over (gameend.py): rate it."""
    rate_game(sender, match)


def match_ended(sender, match, outcome, quitter=None, **kwargs):
    """A match is over (gameend.py): one given up, left or claimed is rated as
    lost for the one who quit (`quitter`), won for the others."""
    if quitter is not None and gameend.scored(outcome) and outcome is not gameend.MatchEnd.PLAYED:
        rate_forfeit(sender, match, quitter)


def kinds():
    """The game kinds with a rating ("66", "gaigel")."""
    return list(ranking.KINDS)


def board(kind, with_computers=False):
    """(place, object, rating) by shown value, best first; ties share a place.

    People with at least one rated game; with `with_computers` also the
    computer players who played that game (at their anchors)."""
    rows = []
    for obj, _ in records.recorded(kind):
        computer = records.is_computer_player(obj)
        if computer and not with_computers:
            continue
        value = rating_of(obj, kind)
        if computer or value["games"]:
            rows.append((obj, value))
    rows.sort(key=lambda pair: (-rating.shown(pair[1]), pair[0].key.lower()))
    out = []
    for index, (obj, value) in enumerate(rows):
        tied = out and round(rating.shown(out[-1][2]), 1) == round(rating.shown(value), 1)
        out.append((out[-1][0] if tied else index + 1, obj, value))
    return out


#: what `wertung` and the help say the number means
EXPLAINED = (
    "Nach jedem fertigen Spiel wird sie neu geschätzt, getrennt für 66 und Gaigel: ein "
    "Sieg hebt sie, eine Niederlage senkt sie, umso mehr, je stärker oder schwächer die "
    "Gegner sind (im Gaigel zählt die Partei). Die Zahl ist die geschätzte Spielstärke "
    "minus dreimal ihre Unsicherheit; wer neu ist, beginnt bei 0. Computerspieler haben "
    "feste Werte (leicht, normal, stark). Wer aufgibt oder geht, verliert die Partie für "
    "die Wertung wie ein verlorenes Spiel, ebenso, gegen wen der Sieg beansprucht wird; "
    "die anderen gewinnen sie. Spielt ein Computer für dich zu Ende, weil du weg warst, "
    "zählt das Spiel als verloren; eines mit „rat“ zählt nur, wenn du es verlierst. Gegen "
    f"dieselbe Person zählen am Tag die ersten {FREE_PAIRINGS} Spiele voll, jedes weitere "
    "halb so viel wie das davor. Nicht gewertet: Spiele mit „nochmal“ und Lektionen."
)


def seat_rating(table, seat, kind):
    """The rating of whoever sits at `seat` as the table state carries it
    (docs/GMCP.md): `{"shown": 12.4, "provisional": bool, "text": "12,4"}`,
    None for a free seat."""
    obj = table.seats.occupant(seat)
    if obj is None:
        return None
    value = rating_of(obj, kind)
    return {"shown": round(rating.shown(value), 1), "provisional": rating.provisional(value),
            "text": rating.shown_text(value)}
