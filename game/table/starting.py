"""Starting at a card table: the game chosen for the next match (the seats follow
its player count) and the first deal of a new match (every seat taken, the
provable deal's seeds, the start announced), and what every new match
writes (`begin`, a game `nochmal` too). CardTable.set_preset and
CardTable.start delegate here; a lesson table has its own.
"""

from game.cardgames import new_match
from game.cardgames.result import join_names

from game.books import fairness, tour
from game.common.tableerror import TableError
from game.faces import tabledata, tabletext
from game.faces.grammar import DAT, NUMBER_WORDS, list_words
from game.table.commit import deal_secret


def set_preset(table, preset):
    """Choose the game for the next match; seats follow its player count."""
    if preset not in table.presets:
        names = ", ".join(table.presets)
        raise TableError(f"An diesem Tisch spielt man {names}.")
    if table.playing():
        raise TableError("Erst muss die laufende Partie zu Ende sein.")
    count = table.seat_count(preset)
    seated = [entry for entry in table.seats.copies() if entry]
    people = [entry for entry in seated if not entry["npc"]]
    if len(people) > count:
        raise TableError(f"Für {table.presets[preset]} sitzen hier zu viele Personen "
                         f"({NUMBER_WORDS.get(len(people), len(people))} für "
                         f"{NUMBER_WORDS.get(count, count)} Plätze); jemand muss erst "
                         "aufstehen.")
    gone = []
    while len(seated) > count:  # computer players give way, the last one seated first
        last = max(i for i, entry in enumerate(seated) if entry["npc"])
        gone.append(seated.pop(last)["name"])
    table.db.preset = preset
    table.seats.store(seated + [None] * (count - len(seated)))
    if gone and table.location:
        verb = "steht" if len(gone) == 1 else "stehen"
        table.location.msg_contents(
            f"{join_names(gone[::-1])} {verb} {table.named(DAT, 'von')} auf – für "
            f"{table.presets[preset]} braucht es nur {NUMBER_WORDS.get(count, count)}.",
            from_obj=table)  # not to a full Lokal's other extra tables (Room.elsewhere)
    tabledata.send_seats(table)


def start(table, target=None, options=None, seed=None, dealer=None):
    """Deal the first game of a new match; every seat must be taken (`dealer`:
    the first game's dealer, by default the last seat)."""
    if table.playing():
        raise TableError("Hier läuft schon eine Partie.")
    table.seats.free_absent()
    seats = table.seats.copies()
    if any(entry is None for entry in seats):
        free = [i + 1 for i, entry in enumerate(seats) if entry is None]
        where = (f"frei ist Platz {free[0]}" if len(free) == 1
                 else f"frei sind die Plätze {list_words(free)}")
        raise TableError(f"Es fehlen noch Mitspieler ({where}). "
                         "Mit „einladen <name>“ oder „auffüllen“ holst du welche.")
    opts = table.match_options(table.db.preset, options)
    target = last_length(table, target)
    tour.check_start(table)  # a station of the Kartentour: only with the stamps before it
    names = [entry["name"] for entry in seats]
    fair, server_seed = fairness.for_match(table, seats) if seed is None else (None, None)
    match = new_match(table.db.preset, target=target, seed=seed, options=opts, names=names,
                      secret=deal_secret(), dealer=dealer, fair=fair,
                      server_seed=server_seed)
    begin(table, seats, table.db.preset, match, practice=False)
    table.db.last_preset = table.db.preset  # `spiel` without a variant starts it again
    table.db.last_length = None if table.db.tournament else {  # and as long (last_length)
        "preset": table.db.preset, "target": match.target,
        "people": [entry["id"] for entry in seats if not entry["npc"]]}
    sides = table.sides_text()
    table.announce(f"|wEine Partie {table.presets[table.db.preset]} beginnt|n "
                   f"({', '.join(names)}; {tabletext.target_text(match)}).{sides}")
    table.after_change([])
    return match


def last_length(table, target):
    """How long the new match goes: `target` where one is asked for; else as long as
    the last match here (Neue Partie, Revanche, `spiel`) where it was the same game
    and one of its people sits here again, so a stranger at the table gets the
    game's own length; else None (the game's own)."""
    last = table.db.last_length
    if target is not None or not last or last["preset"] != table.db.preset:
        return target
    people = {entry["id"] for entry in table.seats.entries() if entry and not entry["npc"]}
    return last["target"] if people & set(last["people"]) else None


def begin(table, seats, preset, match, practice):
    """A new match (`practice`: a game `nochmal`) at `table`: the seats as given,
    everybody playing for themselves again, no advice asked yet; the match saved."""
    for entry in seats:
        if entry:
            entry.update(stand_in=False, stood_in=[])
    table.seats.store(seats)
    table.db.preset = preset
    table.db.advice = []
    table.db.practice = practice
    table.save_match(match)
