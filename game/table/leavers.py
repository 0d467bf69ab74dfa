"""Someone left a running match with other people in it: wait, or claim the win.

When a stand-in takes over a person's seat (turns.py: gone past the grace
time, or too long away at their turn) while other people play at the table,
the seat's entry keeps `left`: the match's seed and the moment the person
went (the grace time and, for a turn that ran out, the think time count as
waited). The others read that they may wait or, CLAIM_AFTER seconds after
that moment, say `sieg beanspruchen`: the match ends as a loss for the leaver
(booked as leaving early, with the penalty of RULES.md section 6 once; the
rating books it as a lost game, as it does a match given up or left for good:
books/rating.py hears every such end) and a win for the others. If the leaver is
back before a claim, they take their seat back and play goes on. Against
computer players alone nothing changes: they wait, the match is kept.
"""

import time

from django.db import transaction

from game.cardgames import ranking
from game.cardgames.result import join_names

from game.common import gameend
from game.common.tableerror import TableError
from game.faces import tabledata
from game.faces.grammar import ACC, person
from game.table import turns

#: seconds after leaving until the others may claim the win
CLAIM_AFTER = 120


def clock():
    """Now, in seconds (tests advance it)."""
    return time.time()


def present_people(table, but=None):
    """Seats of the people who play here themselves now (no stand-in), except `but`."""
    return [seat for seat, entry in enumerate(table.seats.entries())
            if entry and not entry["npc"] and not entry["stand_in"] and seat != but]


def note_left(table, seat, waited):
    """A stand-in just took `seat`, whose person is gone since `waited` seconds;
    with other people at the table, they learn they may wait or claim the win."""
    if not table.match or not present_people(table, but=seat):
        return
    seats = table.seats.copies()
    entry = seats[seat]
    since = clock() - waited
    entry["left"] = {"seed": table.match.seed, "at": since}
    table.seats.store(seats)
    name = entry["name"]
    wait = max(0, round(since + CLAIM_AFTER - clock()))
    when = "ab jetzt" if not wait else f"in {wait} Sekunden"
    tell_others(table, seat, f"Ihr könnt warten, ob {name} zurückkommt, oder {when} mit "
                f"|wsieg beanspruchen|n die Partie gewinnen; für {person(name, ACC)} ist sie "
                f"dann verloren. Kommt {name} vorher zurück, geht das Spiel weiter.")
    if wait:
        turns.delay(wait, claim_ready, table, seat, since)  # a plain reactor call


def claim_ready(table, seat, since):
    """The wait is over: those still at the table hear that they may claim."""
    left = gone_since(table, seat)
    if left is None or left != since:
        return
    name = table.seats.entries()[seat]["name"]
    tell_others(table, seat, f"{name} ist seit {duration_text(CLAIM_AFTER)} weg: mit "
                "|wsieg beanspruchen|n gewinnt ihr die Partie, oder ihr wartet weiter.")


def duration_text(seconds):
    """`2 Minuten`, `1 Minute`, `90 Sekunden`."""
    if seconds % 60:
        return f"{seconds} Sekunde{'' if seconds == 1 else 'n'}"
    minutes = seconds // 60
    return f"{minutes} Minute{'' if minutes == 1 else 'n'}"


def tell_others(table, seat, text):
    for other in present_people(table, but=seat):
        obj = table.seats.occupant(other)
        if obj:
            obj.msg(text)


def gone_since(table, seat):
    """When the person at `seat` left this match (a stand-in plays for them), or None."""
    entry = table.seats.entries()[seat]
    left = entry.get("left") if entry else None
    if (not table.playing() or not entry or entry["npc"] or not entry["stand_in"]
            or not left or left.get("seed") != table.match.seed):
        return None
    return left["at"]


def claim(table, obj):
    """`sieg beanspruchen`: end the match as won against the person who left."""
    seat = table.seats.of(obj)
    if seat is None or not table.playing():
        raise TableError("Du spielst hier gerade keine Partie.")
    party = parties(table)
    gone = [(other, since) for other in range(len(party))
            if party[other] != party[seat] and (since := gone_since(table, other)) is not None]
    if not gone:
        raise TableError("Niemand von der Gegenseite hat die Partie verlassen; den Sieg "
                         "beanspruchen kannst du nur gegen jemanden, der gegangen ist.")
    ready = [(other, since) for other, since in gone if clock() >= since + CLAIM_AFTER]
    if not ready:
        other, since = gone[0]
        wait = max(1, round(since + CLAIM_AFTER - clock()))
        raise TableError(f"{table.seats.entries()[other]['name']} ist erst kurz weg: den Sieg "
                         f"kannst du in {wait} Sekunden beanspruchen – oder warten.")
    leaver = ready[0][0]
    names = join_names(table.seats.entries()[s]["name"] for s, _ in ready)
    winners = table.winners_text(table.seats.others_than(leaver))
    with transaction.atomic():  # rated as lost for the leaver by the match's end (rating.py)
        table.announce(f"{obj.key} beansprucht den Sieg: {names} hat die Partie verlassen. "
                       f"|wDie Partie ist aus. {winners}|n Die Karten werden eingesammelt.")
        table.end_match(gameend.MatchEnd.LEFT, quitter=leaver)


def parties(table):
    game = table.match.game
    return ranking.parties([game.view(s)["side"] for s in range(game.seats)])


# --- giving up, leaving for good, a match abandoned ----------------------------

def give_up(table, obj):
    """End the running match; the other side wins, nothing more is played."""
    seat = table.seats.of(obj)
    if seat is None or not table.playing():
        raise TableError("Du spielst hier gerade keine Partie.")
    winners = table.winners_text(table.seats.others_than(seat))
    table.announce(f"{obj.key} gibt die Partie auf. |wDie Partie ist aus. {winners}|n "
                   "Die Karten werden eingesammelt.")
    table.end_match(gameend.MatchEnd.GIVEN_UP, quitter=seat)


def leave_for_good(table, obj):
    """`obj` is deleted: it loses its seat; a running match ends for it as
    leaving (the others win it, as if it had given up)."""
    seat = table.seats.of(obj)
    if seat is None:
        return
    if table.playing():
        winners = table.winners_text(table.seats.others_than(seat))
        table.announce(f"{obj.key} ist nicht mehr im Spiel. |wDie Partie ist aus. "
                       f"{winners}|n Die Karten werden eingesammelt.", exclude=obj)
        table.end_match(gameend.MatchEnd.LEFT, quitter=seat)
    seats = table.seats.copies()
    seats[seat] = None
    table.seats.store(seats)
    table.seats.release_if_alone()  # computer players kept for this person go too
    tabledata.send_seats(table)


def abandon(table, reason):
    """End a running match without scoring (furniture removed, ...); tell the table."""
    if table.playing():
        table.announce(reason)
        table.end_match(gameend.MatchEnd.ABANDONED)
    else:
        table.end_match()
