"""Which of the table's hints a person gets and their words: the settings
(`anzeige 66-hinweis`, `anzeige aus-hinweis`), whether a hint is due and was
told in this game (read from the table's `hints_told`, which only
game/table/hints.py writes), and the sentences. Read by the text faces, the
data face (websettings.py) and the records (an Aus counted in the head).
"""

from game.cardgames.kinds import MoveKind

#: the character's settings: True/False; None: the default
HINT_66 = "hint_66"
HINT_AUS = "hint_aus"
#: computer players a beginner plays with: the Aus hint is on by default with them
GENTLE = ("leicht", "normal")


#: what a player reads at a tournament's table about the personal aids (aids_on)
ENGINE_FREE_AIDS = ("Am Turniertisch zählt jeder selbst: der Tisch zeigt dort weder deine "
                    "Augen noch Hinweise, und einen Rat gibt es nicht.")


def aids_on(table):
    """The personal aids (the own Augen, the hints) count at `table`: not at an
    engine-free one (a running tournament's, CardTable.engine_free), where each
    player gets only what all get alike."""
    return not table.engine_free()


def hint_66_on(obj):
    """The 66 hint is off until the player turns it on."""
    return bool(obj.attributes.get(HINT_66))


def aus_hint_default(table):
    """On for the only person at a table of gentle computer players."""
    entries = [entry for entry in table.seats.entries() if entry]
    people = [entry for entry in entries if not entry["npc"]]
    computers = [entry for entry in entries if entry["npc"]]
    return len(people) == 1 and bool(computers) and all(
        entry.get("strength") in GENTLE for entry in computers)


def aus_hint_on(table, obj):
    """The player's choice, else the table's default (aus_hint_default)."""
    chosen = obj.attributes.get(HINT_AUS)
    return aus_hint_default(table) if chosen is None else bool(chosen)


def game_key(match):
    return f"{match.seed}:{match.index}"


def told(table, what, obj):
    """True if hint `what` ("66" or "aus") was told to `obj` in the current game."""
    kept = table.db.hints_told or {}
    return kept.get("game") == game_key(table.match) and f"{what}:{obj.id}" in kept.get("told", [])


def due_hints(table, obj, view, moves):
    """(what, text) of the hints `obj` should hear now (not yet told); `moves`:
    the seat's legal moves (Game.moves), whose announcing names the Augen it needs."""
    if not aids_on(table):
        return []
    side = view["side"]
    partners = len(view["teams"][side]) > 1
    out = []
    announce = next((m for m in moves if m.kind is MoveKind.ANNOUNCE), None)
    if (announce and view["points"][side] >= (announce.points or 0) and hint_66_on(obj)
            and not told(table, "66", obj)):
        who = "Ihr habt" if partners else "Du hast"
        out.append(("66", f"|y{who} {announce.points} – du kannst jetzt ansagen.|n"))
    reached = view.get("reached_101") or []
    if (side < len(reached) and reached[side] and aus_hint_on(table, obj)
            and not told(table, "aus", obj)):
        out.append(("aus", "|y" + aus_text(view, partners) + "|n"))
    return out


def aus_text(view, partners):
    """`Deine Partei hat 103 Augen – ruf „aus“, spätestens bis der nächste Stich
    zu Ende ist, …`: the party's Augen now and the deadline as the moment has it
    (the view's `aus_deadline`: the trick by whose end Aus must be called; that
    is the next trick after the one that reached 101, this one after a meld)."""
    side = view["side"]
    have = view["points"][side]
    who = f"Deine Partei hat {have} Augen" if partners else f"Du hast {have} Augen"
    if view.get("grace_time"):
        return f"{who} – ruf jetzt „aus“, bevor die Nachspielzeit um ist."
    current = len(view["tricks"]) + 1
    deadlines = view.get("aus_deadline") or []
    deadline = (deadlines[side] if side < len(deadlines) else None) or current
    mine = set(view["teams"][side])
    melded_now = any(m["seat"] in mine and m.get("trick") == current
                     for m in view["marriages"])
    if melded_now or (deadline <= current and view["trick"]):
        return f"{who} – ruf „aus“ noch in diesem Stich, sonst ist es ein Übergaigel."
    return (f"{who} – ruf „aus“, spätestens bis der nächste Stich zu Ende ist, sonst ist es "
            "ein Übergaigel.")
