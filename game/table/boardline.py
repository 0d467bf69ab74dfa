"""The Abrechnung's Bestenliste line as the table's readers read it.

A family's Abrechnung may end with a line „Bestenliste: …“ naming every seat
that gained leaderboard points; the Bestenliste lists people only, so the
table writes that line again from `result.leaderboard`, naming only the
seats people hold whose points are booked (no line when no such person
gained): not the seat of a person who asked `rat` in the game or for whom a
stand-in played, nor anybody where the game is booked for no Bestenliste
at all (a game `nochmal`, the day's deals). Family-neutral: it only replaces
a line the family wrote. The commit path (commit.py `settlement_text`) is its
one caller, so the text, the web's Abrechnung and the kept game read the same
lines.
"""

from game.cardgames.result import join_names

HEAD = "Bestenliste: "


def people_only(template, table, counted):
    """`template` (the settlement) with its Bestenliste line naming people only,
    and of them only the seats `counted`; without the line when no person
    counted gained."""
    lines = template.split("\n")
    if not any(line.startswith(HEAD) for line in lines):
        return template
    board = table.match.game.result.leaderboard or []
    entries = table.seats.entries()
    shown = [f"{entry['name']} {points} {'Punkt' if points == 1 else 'Punkte'}"
             for seat, (entry, points) in enumerate(zip(entries, board))
             if entry and not entry["npc"] and points and seat in counted]
    kept = [line for line in lines if not line.startswith(HEAD)]
    if shown:
        kept.append(HEAD + join_names(shown) + ".")
    return "\n".join(kept)
