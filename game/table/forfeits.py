"""At a tournament's table a stand-in never scores for the absent person.

While a running tournament holds a table (books/tournaments.of_table), a game
in which a stand-in played (part of it) for a person (turns.py: the seat's
`stood_in`) counts as lost for that person's side: if that side won it on the
board, the match's score gives the game to the others instead (`game_lost`,
in the transaction that ends the game, once per game: the table's
`forfeited`). A person still away when the round's next game would be dealt
loses the match by forfeit (`forfeit_absent`: it ends as left, the others
present win the board, the records and the rating book it as left; with
everybody away nobody wins it and nobody scores the board). Elsewhere the
stand-in's play counts on the board as ever; what it means for the absent
person's rating and records is books/rating.py and books/records.py.
"""

from game.books import rating, records, tournaments
from game.cardgames.result import join_names
from game.common import gameend
from game.common.stored import write_value
from game.faces.grammar import ACC, people, person


def holds(table):
    """True while a running tournament holds `table` (not for a game `nochmal`)."""
    return bool(table.db.tournament) and not table.db.practice \
        and tournaments.of_table(table) is not None


def given_to_others(gained, sides, lost, striche):
    """Each seat's gain once the game counts as lost for the `lost` sides: in
    points (66) the others take the winner's points and the lost sides none; in
    Striche (fewest win) the lost sides take the most any side got, the others
    none. A seat sitting the game out (side -1) gains nothing."""
    top = max(gained)
    return [0 if side == -1 else (top if (side in lost) == striche else 0) for side in sides]


def game_lost(table, tell=True):
    """The finished game at a tournament table: a side a stand-in played for
    that won it on the board loses it, the others score it (the match's score
    is changed, the table told, or with `tell` False told later by `tell_lost`,
    once the game's end is shown). True if it changed something."""
    match = table.match
    if not match or match.game.result is None or not holds(table):
        return False
    key = gameend.game_key(match)
    if table.db.forfeited == key:
        return False
    game, result = match.game, match.game.result
    sides = [game.view(seat)["side"] for seat in range(game.seats)]
    absent = rating.absent_seats(records.Booking(table, match), match.index)
    lost = {sides[seat] for seat in absent}
    if not any(sides[seat] in lost for seat in result.winners):
        return False
    striche = match.family.striche
    gained = list(result.striche if striche else result.points)
    new = given_to_others(gained, sides, lost, striche)
    match.committed = [c + n - g for c, n, g in zip(match.committed, new, gained)]
    write_value(table, "forfeited", key)
    table.save_match(match)
    if tell:
        tell_lost(table)
    return True


def tell_lost(table):
    """The table hears that the game a stand-in won counts as lost (game_lost)."""
    match = table.match
    absent = rating.absent_seats(records.Booking(table, match), match.index)
    whom = people([table.seats.entries()[seat]["name"] for seat in absent], ACC)
    table.announce(f"|wIm Turnier zählt dieses Spiel für {whom} als verloren|n: ein "
                   f"Computer hat für {whom} gespielt, die Gegenseite bekommt das Spiel.")


def forfeit_absent(table):
    """Before the round's next game at a tournament table: people a stand-in
    still plays for lose the match by forfeit; the parties with nobody away
    win it, and with everybody away nobody does (the match ends as left with
    no quitter: nobody scores the board, tournaments.forfeit_winners). True
    if the match ended so."""
    if not table.playing() or not holds(table):
        return False
    match = table.match
    gone = records.Booking(table, match).away_now()
    if not gone:
        return False
    winners = tournaments.forfeit_winners(table, match, gone[0])
    names = [table.seats.entries()[seat]["name"] for seat in gone]
    who, whom = join_names(names), people(names, ACC)
    came = "ist" if len(names) == 1 else "sind"
    end = table.winners_text(winners) if winners else "Niemand gewinnt sie."
    table.announce(f"{who} {came} vor dem nächsten Spiel nicht zurückgekommen: im Turnier "
                   f"ist die Partie für {whom} damit verloren. |wDie Partie ist aus. {end}|n "
                   "Die Karten werden eingesammelt.")
    table.end_match(gameend.MatchEnd.LEFT, quitter=gone[0] if winners else None)
    table.seats.free_absent()  # their seat is free; back, they read what happened (absence.py)
    return True


def stand_in_rule(name):
    """What a stand-in means at a tournament's table, for the table to hear."""
    return (f"Im Turnier zählt jedes Spiel, das der Computer für {person(name, ACC)} spielt, "
            f"als verloren, und ist {name} vor dem nächsten Spiel nicht zurück, auch die "
            "Partie.")
