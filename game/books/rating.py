"""The playing-strength rating of people, booked once per finished game.

The API (also for the tournaments, whose games are ordinary table games):

- `rate_game(table, match)`: the table's current game is over: rate it for
  every person who played it, once (the key `<table>:<seed>:wertung<index>`,
  kept with the records in the character's `cardrecords`, so reload, restart
  and kill -9 never rate a game twice). Called when the table's game ends
  (the signal gameend.game_ended, inside the move's transaction);
  games with advice (`rat`), `nochmal` deals (`db.practice`) and lessons
  (tables whose `rated` is False) are not rated.
- `rating_of(obj, kind)`: the rating dict of a person (game/cardgames/rating.py)
  or the fixed anchor of a computer player; `kind` is "66" or "gaigel".
- `shown(obj, kind)`: the value players read (mu - 3 sigma), a float;
  `shown_text(obj, kind)` the German text („12,4“, „3,1 (vorläufig)“).

A person's rating lives in their record of that kind (records.py) under
`rating`; computer players are never written, their anchors are fixed. A seat
where a stand-in played for an absent person counts as a computer player of
the stand-in's strength and the absent person is not rated.
"""

from django.db import transaction

from game.cardgames import rating, ranking

from game.books import records


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


def counts(table, match) -> bool:
    """Whether the finished current game is rated: not a lesson or practice
    table, not a game `nochmal`, no advice asked in it."""
    return (table.rated and not table.db.practice
            and match.index not in (table.db.advice or []))


def seat_ratings(booking, kind, index):
    """Per seat: (person to rate or None, rating) for the game `index`."""
    out = []
    for seat, entry in enumerate(booking.entries):
        person = booking.people[seat]
        if entry["npc"]:
            out.append((None, rating.anchor(kind, entry["strength"])))
        elif booking.stood_in(seat, index) or person is None:
            out.append((None, rating.anchor(kind, None)))
        else:
            out.append((person, rating_of(person, kind)))
    return out


def rate_game(table, match):
    """Rate the table's finished current game for every person who played it,
    once; all of them or none (one transaction). Returns {person: new rating}."""
    if match is None or match.game.result is None or not counts(table, match):
        return {}
    booking = records.Booking(table, match)
    kind = booking.kind
    result = match.game.result
    places = rating.ranks_of(result.winners, result.striche, booking.sides)
    seats = seat_ratings(booking, kind, match.index)
    if not any(person for person, _ in seats):
        return {}
    order = sorted(places)
    members = [[seat for seat, side in enumerate(booking.sides) if side == s] for s in order]
    teams = [[seats[seat][1] for seat in team] for team in members]
    new = rating.rate(teams, [places[s] for s in order])
    key = key_of(table, match)
    out = {}
    with transaction.atomic():
        for team, new_team in zip(members, new):
            for seat, after in zip(team, new_team):
                person = seats[seat][0]
                if person is None:
                    continue
                if records.update(person, kind, key, lambda rec, after=after: dict(
                        rec, rating={k: after[k] for k in ("mu", "sigma", "games")})):
                    out[person] = after
    return out


def rate_forfeit(table, match, leaver):
    """A match won by a claim against `leaver` (leavers.py): rated once as a game
    the leaver's party lost and every other party won, the leaver rated as
    themselves (though a stand-in played for them)."""
    if match is None or not table.rated or table.db.practice:
        return {}
    booking = records.Booking(table, match)
    kind = booking.kind
    party = booking.party
    people = {}
    ratings = []
    for seat, entry in enumerate(booking.entries):
        person = booking.people[seat]
        if entry["npc"] or person is None:
            ratings.append(rating.anchor(kind, entry["strength"] if entry["npc"] else None))
        else:
            people[seat] = person
            ratings.append(rating_of(person, kind))
    if not people:
        return {}
    order = sorted(set(party))
    members = [[seat for seat, p in enumerate(party) if p == side] for side in order]
    ranks = [2 if party[leaver] == side else 1 for side in order]
    new = rating.rate([[ratings[seat] for seat in team] for team in members], ranks)
    return book(kind, f"{table.id}:{match.seed}:wertung-verlassen",
                {seat: after for team, new_team in zip(members, new)
                 for seat, after in zip(team, new_team)}, people)


def book(kind, key, after_by_seat, people):
    """Write each person's new rating under `key`, once; all or none."""
    out = {}
    with transaction.atomic():
        for seat, person in people.items():
            after = after_by_seat[seat]
            if records.update(person, kind, key, lambda rec, after=after: dict(
                    rec, rating={k: after[k] for k in ("mu", "sigma", "games")})):
                out[person] = after
    return out


def game_ended(sender, match, **kwargs):
    """A game at a table is over (gameend.py): rate it."""
    rate_game(sender, match)


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
    "Die Wertung sagt, wie stark jemand spielt, getrennt für 66 und Gaigel. Nach jedem "
    "fertigen Spiel wird sie neu geschätzt: ein Sieg hebt sie, eine Niederlage senkt sie, "
    "und zwar umso mehr, je stärker oder schwächer die Gegner sind (im Gaigel zählt die "
    "Partei, zu dritt spielt jeder für sich). Die Zahl ist vorsichtig gerechnet: die "
    "geschätzte Spielstärke minus dreimal die Unsicherheit der Schätzung. Wer neu ist, "
    "beginnt bei 0; mit jedem Spiel wird die Schätzung sicherer. Unter 20 gewerteten "
    "Spielen steht „vorläufig“ dabei. Die Computerspieler haben feste Werte (leicht, "
    "normal, stark, an ihren Spielen gegeneinander gemessen), ein Sieg gegen einen "
    "starken zählt also mehr. Nicht gewertet werden Spiele mit „rat“, Spiele mit "
    "„nochmal“ und Lektionen."
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
