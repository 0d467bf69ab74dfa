"""Who sits at which card table, for the lists of people (`wer`, `wo`, `freunde`):
one look at every table of the world, not a look through every room for every
player."""

from game.common.things import all_tables


def seats_by_character():
    """{character id: [table, ...]} for every card table of the world, from one
    tag search (not a look through every room for every player)."""
    out = {}
    for table in all_tables():
        for entry in table.seats.entries():
            if entry:
                out.setdefault(entry["id"], []).append(table)
    return out


def at_table(character, seated=None):
    """`Gaigeltisch (spielt)` / `66-Kartenspiel (wartet)` / `–` for the `wer` list;
    `seated` as `seats_by_character()` gives it (looked up if not given)."""
    if character is None:
        return "–"
    seated = seats_by_character() if seated is None else seated
    tables = [table for table in seated.get(character.id, [])
              if table.location == character.location]
    if not tables:
        return "–"
    return ", ".join(f"{table.key} ({'spielt' if table.playing() else 'wartet'})"
                     for table in tables)
