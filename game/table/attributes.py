"""Every Attribute a card table keeps, declared once: its key, who writes it and
what it holds; and the keys of older databases, moved to today's at start.

The keys are English; until the house was rebuilt five were German
(`abrechnung`, `mischung`, `mischung_offen`, `revanche`, `turnier`): a table of
an older database keeps its values, moved once by `migrate` when the server
starts (server/conf/at_server_startstop.py). tests/table/test_attributes.py
holds the writers to this list.
"""

#: key -> (the modules that write it, what it holds)
TABLE_ATTRIBUTES = {
    "preset": (("game/table/starting.py", "game/table/again.py", "game/typeclasses/tables.py",
                "game/typeclasses/carddecks.py", "game/typeclasses/school.py"),
               "the game (preset) of the next or running match"),
    "options": (("game/typeclasses/tables.py", "game/typeclasses/carddecks.py",
                 "game/commands/building.py"), "the table's house rules (a builder's choice)"),
    "target": (("game/typeclasses/tables.py",), "the match length a builder set, or None"),
    "seats": (("game/table/seats.py",), "who sits where (the seats handler's only)"),
    "match": (("game/table/commit.py",), "the match as JSON (the commit path's only)"),
    "booked": (("game/table/commit.py",), "the key of the last game whose end was sent"),
    "spectators": (("game/typeclasses/tables.py",), "ids of who watches"),
    "think_time": (("game/typeclasses/tables.py",), "seconds a person has for a move"),
    "away_grace": (("game/typeclasses/tables.py",), "seconds before a stand-in plays"),
    "tempo": (("game/typeclasses/tables.py",), "how quickly computer players act"),
    "advice": (("game/typeclasses/tables.py", "game/table/starting.py", "game/table/again.py"),
               "games of the match played with `rat`"),
    "practice": (("game/table/starting.py", "game/table/again.py"), "a game `nochmal` runs"),
    "last_preset": (("game/table/starting.py",), "what `spiel` without a variant starts"),
    "last_length": (("game/table/starting.py",),
                    "the last match's game, length and people: how long the next one goes"),
    "settlement": (("game/table/settlement.py",), "the open Abrechnung: who is ready"),
    "rematch": (("game/table/rematch.py",), "the rematch offered after a match"),
    "forfeited": (("game/table/forfeits.py",),
                  "the tournament game a stand-in's side lost (once per game)"),
    "hints_told": (("game/table/hints.py",), "the hints told in this game"),
    "deal": (("game/books/gamelog.py",), "the running game's deal, noted for after it"),
    "kept": (("game/books/gamelog.py",), "the key of the last game kept"),
    "last_game": (("game/books/gamelog.py", "game/books/fairness.py"),
                  "the last finished game's record"),
    "deal_seed": (("game/books/fairness.py",), "the sealed server seed and its hash"),
    "revealed_seeds": (("game/books/fairness.py",), "the seeds revealed, newest last"),
    "tournament": (("game/books/tournament_run.py",), "the id of the tournament holding it"),
    "tour": (("game/commands/building.py",), "the Kartentour's station number"),
    "desc": (("game/typeclasses/carddecks.py", "game/typeclasses/school.py",
              "game/typeclasses/daily.py", "game/house/rooms.py"), "the description"),
    "gender": (("game/typeclasses/school.py", "game/typeclasses/daily.py",
                "game/house/rooms.py"),
               "the name's grammatical gender"),
    # a lesson table's own (game/typeclasses/school.py)
    "school": (("game/typeclasses/school.py",), "the school of the lesson"),
    "lesson_number": (("game/typeclasses/school.py",), "the lesson's number"),
    "student_id": (("game/typeclasses/school.py",), "who takes the lesson"),
    "teacher_moves": (("game/typeclasses/school.py",), "the teacher's moves so far"),
    "student_moves": (("game/typeclasses/school.py",), "the student's moves so far"),
    "tricks_at_start": (("game/typeclasses/school.py",), "tricks played when it began"),
    "lesson_done": (("game/typeclasses/school.py",), "the lesson is over"),
    # a daily table's own (game/daily/table.py)
    "daily": (("game/daily/table.py",), "whose set of the day's deals runs here, which day"),
}

#: the key of an older database -> today's
RENAMED = {"abrechnung": "settlement", "mischung": "deal_seed",
           "mischung_offen": "revealed_seeds", "revanche": "rematch", "turnier": "tournament"}


def migrate(table):
    """Move the values of older keys to today's, once (a key already set stays)."""
    for old, new in RENAMED.items():
        found = table.attributes.get(old, return_obj=True)
        if found is None:
            continue
        if not table.attributes.has(new):
            table.attributes.add(new, found.value)
        table.attributes.remove(old)
