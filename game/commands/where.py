"""`wo`: every card table of the world with its game, seats and players, and who
is online where, so people find each other. Only what everyone may see: names,
seats and whether a match runs, never a card; of someone `unsichtbar` only what
their friends and the staff may see (people/friends.py `shows_where`).
"""

import evennia
from evennia.commands.default.muxcommand import MuxCommand

from game.common.things import all_tables
from game.faces.grammar import capital, inside, list_words, seats_free_text
from game.faces.lobbydata import listed

from game.faces.whereabouts import at_table, seats_by_character
from game.house.waiting import waiting_text
from game.people.friends import hidden_characters, shows_where
from game.people.speech import account_of

#: an `unsichtbar` person's seat in the list of tables
SOMEONE = "jemand"


def table_order(table):
    """„Marmortisch“, „Marmortisch 2“, …, „Marmortisch 10“: by name, then by number."""
    words = table.key.rsplit(" ", 1)
    if len(words) == 2 and words[1].isdigit():
        return (words[0].lower(), int(words[1]))
    return (table.key.lower(), 0)


def seat_text(entry, hidden=frozenset()):
    """`Anna`, `Ferdl (Computer)`, `Anna (vom Computer vertreten)`; `jemand` for
    someone whose character id is in `hidden`."""
    if entry["id"] in hidden and not entry["npc"]:
        return SOMEONE
    if entry["npc"]:
        return f"{entry['name']} (Computer)"
    if entry.get("stand_in"):
        return f"{entry['name']} (vom Computer vertreten)"
    return entry["name"]


def table_line(table, hidden=frozenset()):
    """One table: name, game, whether it plays, who sits there, the free seats."""
    entries = table.seats.entries()
    game = table.presets.get(table.db.preset, table.db.preset)
    seated = [seat_text(entry, hidden) for entry in entries if entry]
    free = sum(1 for entry in entries if not entry)
    state = "es läuft eine Partie" if table.playing() else "wartet"
    people = f"; es {'sitzt' if len(seated) == 1 else 'sitzen'} {list_words(seated)}" \
        if seated else ""
    seats = seats_free_text(free, len(entries))
    return f"  |w{table.key}|n: {game}, {state}{people}; {seats[:1].lower()}{seats[1:]}."


def tables_text(viewer=None):
    """The tables by room: rooms where someone sits first, then by name (a table
    private to someone else, a school's practice table, is left out)."""
    rooms = {}
    for table in all_tables():
        if table.location and listed(table, viewer):
            rooms.setdefault(table.location, []).append(table)
    if not rooms:
        return "In der ganzen Kartenwelt steht kein Kartentisch."

    def order(room):
        empty = not any(entry for table in rooms[room] for entry in table.seats.entries())
        return empty, room.key.lower()

    hidden = hidden_characters(account_of(viewer))
    lines = ["|wDie Kartentische:|n"]
    for room in sorted(rooms, key=order):
        lines.append(capital(inside(room)) + ":")
        lines.extend(table_line(table, hidden) for table in sorted(rooms[room],
                                                                   key=table_order))
    return "\n".join(lines)


def people_text(viewer=None):
    """Who is connected, and where (room and table); someone hiding from `viewer`
    (an account or a character) is left out."""
    seated = seats_by_character()
    looker = account_of(viewer)
    rows = {}
    for session in evennia.SESSION_HANDLER.get_sessions():
        if not session.logged_in:
            continue
        account, puppet = session.get_account(), session.get_puppet()
        if not shows_where(account, looker):
            continue
        if puppet and puppet.location:
            table = at_table(puppet, seated)
            where = inside(puppet.location) + ("" if table == "–" else f", am Tisch: {table}")
        else:
            where = "ohne Spielfigur unterwegs"
        rows[account.key] = where
    count = len(rows)
    head = "Verbunden ist eine Person:" if count == 1 else f"Verbunden sind {count} Personen:"
    return "\n".join([f"|w{head}|n"] + [f"  {name} – {rows[name]}"
                                         for name in sorted(rows, key=str.lower)])


class CmdWo(MuxCommand):
    """
    Sehen, wo in der Kartenwelt gespielt wird und wer wo ist.

    Benutzung:
      wo

    Zeigt jeden Kartentisch mit Raum, Spiel, wer dort sitzt (Computerspieler
    sind markiert) und wie viele Plätze frei sind, wer auf Mitspieler wartet
    (|wsuche|n), und danach alle, die gerade verbunden sind, mit ihrem Ort.
    Karten zeigt es keine. Wer |wunsichtbar|n ist, fehlt in der Liste und
    heißt am Tisch „jemand“ (außer für Freunde).
    """

    key = "wo"
    aliases = ["where", "tische"]
    locks = "cmd:all()"
    help_category = "Unterhaltung"

    def func(self):
        waiting = waiting_text()
        self.msg(tables_text(self.caller) + "\n" + (waiting + "\n" if waiting else "")
                 + people_text(self.caller))
