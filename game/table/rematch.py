"""The rematch (`revanche`): a new match with the same people at the same table.

When a match ends (played out or given up, gameend.match_ended) the table
keeps a note in `db.rematch`: the preset, target and options of that match,
who sat where (people by id, the computer players' seat entries) and the next
dealer. `revanche` (or `revanche bis 11`) of a person who played it offers a
new match; it starts once every seated person said `revanche` or `ja`, with
the computer players back on their old seats and the dealer moved on by one.
`nein` of any seated person withdraws the offer. The note is dropped when
another match starts; an offer needs the same people on the same seats.
"""


from game.cardgames.presets import check_match_target
from game.cardgames.result import join_names

from game.books import tour
from game.common import gameend
from game.common.tableerror import TableError
from game.table import again

#: how a match may have ended to be played again
AGAIN_AFTER = (gameend.MatchEnd.PLAYED, gameend.MatchEnd.GIVEN_UP)
HINT = ("Mit |wrevanche|n (oder |wrevanche bis <zahl>|n) bietest du eine neue Partie mit "
        "denselben Leuten an.")


def match_ended(sender, match, outcome, **kwargs):
    """Keep what a rematch needs; the people read that they may ask for one."""
    table = sender
    if outcome not in AGAIN_AFTER or not table.rated or table.db.tournament:  # not in a tournament
        table.db.rematch = None
        return
    entries = table.seats.copies()
    if not any(entry and not entry["npc"] for entry in entries):
        return
    table.db.rematch = {
        "preset": match.preset, "target": match.target, "options": dict(match.options),
        "dealer": (match.dealer + 1) % len(entries),
        "seats": [dict(entry) if entry else None for entry in entries],
        "offer": None,
    }
    table.announce(HINT)


def note(table):
    return dict(table.db.rematch) if table.db.rematch else None


def people_of(note_):
    """Seat -> id of every person of the last match."""
    return {seat: entry["id"] for seat, entry in enumerate(note_["seats"])
            if entry and not entry["npc"]}


def missing(table, note_):
    """Names of the last match's people who no longer sit on their seat."""
    now = table.seats.copies()
    out = []
    for seat, dbid in people_of(note_).items():
        entry = now[seat] if seat < len(now) else None
        if not entry or entry["npc"] or entry["id"] != dbid:
            out.append(note_["seats"][seat]["name"])
    return out


def check(table, obj):
    """The note of a rematch `obj` may ask for now (TableError otherwise)."""
    if table.playing():
        raise TableError("Hier läuft gerade eine Partie; eine Revanche gibt es danach.")
    note_ = note(table)
    if table.db.tournament:
        raise TableError("Dieser Tisch gehört gerade zu einem Turnier; eine Revanche gibt es "
                         "danach.")
    if note_ is None:
        raise TableError("Hier ist keine Partie zu Ende gegangen, für die es eine Revanche "
                         "gäbe. Mit „spiel“ beginnt eine neue.")
    seat = table.seats.of(obj)
    if seat is None or people_of(note_).get(seat) != obj.id:
        raise TableError("Eine Revanche bieten nur die an, die die letzte Partie hier "
                         "gespielt haben und noch auf ihrem Platz sitzen.")
    gone = missing(table, note_)
    if gone:
        verb = "sitzt" if len(gone) == 1 else "sitzen"
        raise TableError(f"Für eine Revanche fehlt jemand: {join_names(gone)} {verb} nicht "
                         "mehr auf dem alten Platz. Mit „spiel“ beginnt eine neue Partie.")
    if table.db.preset != note_["preset"]:
        raise TableError("Der Tisch ist inzwischen auf ein anderes Spiel umgestellt; mit "
                         "„spiel“ beginnt eine neue Partie.")
    return seat, note_


def offer(table, obj, target=None):
    """`revanche [bis N]`: offer a rematch or agree to the one offered."""
    seat, note_ = check(table, obj)
    if target is not None:
        try:
            check_match_target(target)
        except ValueError as err:
            raise TableError(str(err)) from None
        tour.check_choice(table, target=target)  # a station's length is fixed
    current = note_["offer"]
    wanted = target if target is not None else (current or {}).get("target", note_["target"])
    if current and wanted == current["target"]:
        if seat in current["said"]:
            raise TableError(f"Du hast schon „revanche“ gesagt; {waiting_text(table, current, obj)}.")
        current["said"] = list(current["said"]) + [seat]
        table.announce(f"{obj.key} nimmt die Revanche an.")
    else:
        current = {"target": wanted, "said": [seat]}
        table.announce(f"|w{obj.key} bietet eine Revanche an|n (bis {wanted}). Wer mitspielt, "
                       "sagt „revanche“ oder „ja“, wer nicht will, „nein“.")
    note_["offer"] = current
    table.db.rematch = note_
    if not awaited(table, current):
        return start(table, note_)
    for person in table.seats.humans():
        if table.seats.of(person) not in current["said"]:
            person.msg(asked_text(table, current, person))
    return None


def answer(table, obj, yes):
    """`ja` / `nein` to the offered rematch."""
    note_ = note(table)
    if not note_ or not note_.get("offer") or table.playing():
        raise TableError("Gerade ist keine Revanche angeboten; „revanche“ bietet eine an.")
    if yes:
        return offer(table, obj)
    check(table, obj)
    note_["offer"] = None
    table.db.rematch = note_
    table.announce(f"{obj.key} will keine Revanche. Mit „spiel“ beginnt eine neue Partie.")
    return None


def awaited(table, current):
    """Seats of the people who did not agree yet."""
    return [seat for seat, entry in enumerate(table.seats.copies())
            if entry and not entry["npc"] and seat not in current["said"]]


def others_awaited(table, current, reader):
    """Names of the people besides `reader` who did not agree yet."""
    return [table.seats.copies()[seat]["name"] for seat in awaited(table, current)
            if table.seats.occupant(seat) != reader]


def waiting_text(table, current, reader):
    """`es fehlt noch Anna` / `es fehlen noch Anna und Berta` (`reader` said yes)."""
    names = others_awaited(table, current, reader)
    return f"es {'fehlt' if len(names) == 1 else 'fehlen'} noch {join_names(names)}"


def asked_text(table, current, reader):
    """What a person who has not answered yet reads, once: „Es fehlt nur noch deine
    Antwort: ja oder nein.“, or with the others who still have to answer."""
    names = others_awaited(table, current, reader)
    if not names:
        return "Es fehlt nur noch deine Antwort: |wja|n oder |wnein|n."
    verb = "hat" if len(names) == 1 else "haben"
    return (f"Deine Antwort fehlt noch: |wja|n oder |wnein|n. Außer dir {verb} auch "
            f"{join_names(names)} noch nicht geantwortet.")


def start(table, note_):
    """Everybody agreed: the computer players sit down again, the match begins,
    the dealer one seat on."""
    again.reseat_computer_players(table, {"seats": note_["seats"]})
    table.db.rematch = None
    table.announce("|wRevanche!|n Alle sind dabei.")
    return table.start(target=note_["offer"]["target"], options=note_["options"],
                       dealer=note_["dealer"])
