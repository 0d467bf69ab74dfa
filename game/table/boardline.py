"""The Abrechnung's Bestenliste line for people only.

A family's Abrechnung may end with a line „Bestenliste: …“ naming every seat
that gained leaderboard points; the Bestenliste lists people only, so the
table writes that line again from `result.leaderboard`, naming only the
seats people hold (no line when no person gained). Family-neutral: it only
replaces a line the family wrote.
"""

from game.cardgames.result import join_names

HEAD = "Bestenliste: "


def people_only(template, table):
    """`template` (the settlement) with its Bestenliste line naming people only."""
    lines = template.split("\n")
    if not any(line.startswith(HEAD) for line in lines):
        return template
    board = table.match.game.result.leaderboard or []
    entries = table.seats.entries()
    shown = [f"{entry['name']} {points} {'Punkt' if points == 1 else 'Punkte'}"
             for seat, (entry, points) in enumerate(zip(entries, board))
             if entry and not entry["npc"] and points]
    kept = [line for line in lines if not line.startswith(HEAD)]
    if shown:
        kept.append(HEAD + join_names(shown) + ".")
    return "\n".join(kept)
