"""
What a person missed at a card table while a computer played for them.

When a stand-in takes a person's seat (turns.py), the person's character keeps a
note (`stood_in_note`: the table, since when, whether other people play). When
they are back they read at once what happened meanwhile: the Abrechnung of every
game the stand-in finished (from their kept games, gamelog.py), the score or the
end of the match, and what the stand-in means for their records (records.py: the
match counts as left early; with other people at the table it costs the leaving
penalty; rating.py: the stand-in's games are lost ones), then where things stand now: playing on, the open Abrechnung, or a
free seat after the match.
"""

import time

from game.cardgames import ranking
from game.cardgames.cards import render

from game.books import gamelog
from game.common.things import is_card_table
from game.faces import readers, tabledata, tabletext
from game.faces.grammar import ACC, DAT, person
from game.table import forfeits

NOTE = "stood_in_note"
#: Abrechnungen told on return at most (the latest ones)
MISSED_SHOWN = 3


def stand_in_name(name):
    """How the table names a seat while a stand-in plays it: „Computer für Anna“."""
    return f"Computer für {person(name, ACC)}"


def note_stand_in(obj, table, with_people, tournament=False):
    """A stand-in now plays `obj`'s seat at `table` (kept until `obj` is told);
    `tournament`: the table belongs to a running tournament (forfeits.py)."""
    seed = table.match.seed if table.match else None
    note = obj.attributes.get(NOTE, default=None)
    if note and note.get("table") == table.id and note.get("seed") == seed:
        return  # stood in before in this match and not told yet: the earlier moment counts
    obj.attributes.add(NOTE, {"table": table.id, "since": time.time(), "seed": seed,
                              "with_people": bool(with_people), "tournament": bool(tournament)})


def note_of(obj):
    note = obj.attributes.get(NOTE, default=None)
    return dict(note) if note else None


def take_note(obj, table):
    """`obj`'s note of a stand-in at `table` (None without one); it is cleared."""
    note = note_of(obj)
    if not note or note.get("table") != table.id:
        return None
    forget(obj)
    return note


def forget(obj):
    """`obj` needs no news any more (they are back, or saw it themselves)."""
    if obj.attributes.has(NOTE):
        obj.attributes.remove(NOTE)


def missed_games(obj, table, since):
    """`obj`'s kept games finished at `table` since `since`, oldest first."""
    kept = [record for record in gamelog.games(obj)
            if record.get("table") == table.key and record.get("when", 0) >= since
            and not record.get("practice")]
    return kept[::-1]


def records_text(with_people, tournament=False):
    """What the stand-in means for the person's records (ranking.py) and, at a
    tournament's table, in the tournament (forfeits.py)."""
    cost = (f", kein Platzbonus und {ranking.LEAVING_PENALTY} Punkte weniger in der "
            "Bestenliste" if with_people else " und kein Platzbonus")
    text = (f"Für dich zählt die Partie als vorzeitig verlassen: kein Sieg{cost}; die Spiele "
            "des Computers zählen für deine Wertung als verloren und sonst nicht für dich.")
    if tournament:
        text += (" Im Turnier zählen sie als verlorene Spiele, und wer vor dem nächsten Spiel "
                 "nicht zurück ist, verliert auch die Partie.")
    return text


def news_lines(obj, table, note):
    """What happened at `table` while the stand-in played (German lines, card references)."""
    name = stand_in_name(obj.key)
    lines = [f"|wWährend du weg warst|n, hat ein Computerspieler als „{name}“ für dich "
             f"{table.named(DAT, 'an')} gespielt."]
    games = missed_games(obj, table, note["since"])
    if len(games) > MISSED_SHOWN:
        lines.append(f"Er hat {len(games)} Spiele zu Ende gespielt; hier die letzten "
                     f"{MISSED_SHOWN}.")
    lines += [record["settlement"] for record in games[-MISSED_SHOWN:]
              if record.get("settlement")]
    match = table.match
    if match and match.seed == note.get("seed"):
        score = (f"|wStand der Partie ({table.score_unit}):|n {table.score_text()} "
                 f"({tabletext.target_text(match)}).")
        if match.over:
            score = (f"{score} |wDie Partie ist aus. "
                     f"{table.winners_text(match.winners)}|n")
        lines.append(score)
    else:
        lines.append("Die Partie ist inzwischen zu Ende.")
    lines.append(records_text(note.get("with_people"), note.get("tournament")))
    return lines


def open_settlement_lines(table):
    """The finished game's Abrechnung and the score, while the table waits for `weiter`."""
    last = table.db.last_game or {}
    lines = [last["settlement"]] if last.get("settlement") else []
    return lines + [f"|wStand der Partie ({table.score_unit}):|n {table.score_text()} "
                    f"({tabletext.target_text(table.match)})."]


def now_text(obj, table, mode):
    """Where things stand for `obj` at `table` now, in the reader's face."""
    if table.seats.of(obj) is None and forfeits.holds(table):  # the tournament seats people
        return "Dein Platz ist wieder frei. Wie es im Turnier steht, zeigt |wturnier stand|n."
    if table.seats.of(obj) is None:
        return ("Dein Platz ist wieder frei. Mit |wsetzen|n spielst du die nächste Partie "
                "mit.")
    if not table.playing():
        return (f"Du sitzt noch {table.named(DAT, 'an')}; mit |wspiel|n beginnt eine neue "
                "Partie.")
    if table.settling.is_open():
        return table.settling.opening_text(obj)
    return (f"Du sitzt noch {table.named(DAT, 'an')} und spielst selbst weiter.\n"
            + readers.table_text(table, obj, mode))


def tell_back(obj, table, note=None):
    """`obj` is back at `table` (seated again, or their seat was freed at the match's
    end): with a stand-in's `note`, the news since it took over; then how things
    stand, and the table's data face."""
    lines = news_lines(obj, table, note) if note else []
    if not note and table.playing() and table.settling.is_open():
        lines = open_settlement_lines(table)  # the game may have ended while they were off
    head = render("\n".join(lines), obj.db.card_names) + "\n" if lines else ""
    readers.tell(obj, lambda mode: head + render(now_text(obj, table, mode), obj.db.card_names))
    if table.seats.of(obj) is not None:
        tabledata.send_state(table, [obj])


def tell_missed(obj, room):
    """`obj` is back in `room` and no longer sits at the table a stand-in played at
    there (its match ended meanwhile): the news of it. Looks at the room only when
    there is a note (this runs on every move)."""
    note = note_of(obj)
    if not note or not room:
        return
    for table in room.contents:
        if table.id == note.get("table") and is_card_table(table) and table.seats.of(obj) is None:
            tell_back(obj, table, take_note(obj, table))
            return
