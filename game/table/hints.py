"""
The table's hints to a player who asked for them (`anzeige 66-hinweis`,
`anzeige aus-hinweis`): „Du hast 66 – du kannst jetzt ansagen.“ once the
credited points reach 66 and `genug` is allowed; in Gaigel, once the party
has 101, that it must call Aus and by when (RULES.md: by the end of the
next trick, within the same trick after a marriage).

Each hint is told once per game and player; what was told is kept on the
table (`db.hints_told`), so a reload or restart never tells it twice, and
the records know whether an Aus was counted in the head (records.py).
Which hint applies is read from the seat's view and legal moves (a view
with `reached_101` knows Aus, a legal move of kind ANNOUNCE allows announcing
and says the Augen it needs), never
from the game's name. The commit path asks for the hints due
after every change of the game (`due`) and hands them to the readers.
"""


from game.faces.hinting import due_hints, game_key


def due(table):
    """After a change: (person, text) for each seated person whose hint is due
    now, each marked told (`hints_told`) so it comes once; the commit path hands
    them to the readers (faces/change.py)."""
    match = table.match
    game = match.game
    if game.result is not None:
        return []
    out = []
    for seat, entry in enumerate(table.seats.entries()):
        if not entry or entry["npc"] or entry.get("stand_in"):
            continue
        obj = table.seats.occupant(seat)
        if obj is None:
            continue
        view = game.view(seat)
        if view["side"] < 0:  # sits this game out
            continue
        out += [(obj, text, what) for what, text in due_hints(table, obj, view, game.moves(seat))]
    if out:
        kept = table.db.hints_told or {}
        key = game_key(match)
        said = list(kept.get("told", [])) if kept.get("game") == key else []
        table.db.hints_told = {"game": key, "told": said + [f"{what}:{obj.id}"
                                                            for obj, _, what in out]}
    return [(obj, text) for obj, text, _ in out]
