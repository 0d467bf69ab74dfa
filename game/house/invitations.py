"""Invitations that reach people anywhere: `einladen <name>` from any room, and
`annehmen`, which walks the guest to the table and seats them.

An invitation is kept on the guest (`ndb.invitation`: the table's id, the
host's id, when), the last one counts; a reload forgets it (the host
invites again). It is refused with a German reason when the table has no
free seat, when the host invited the same person less than AGAIN_AFTER
seconds ago (the host's person keeps when, `ndb.invited`), or when the host may
say nothing now (it counts against the speech rate, people/speech.py). A guest who ignores the host never hears of it,
and the host reads the usual line (people/ignoring.py); nobody is seated by
an invitation at a table with someone they ignore or who ignores them.
"""

import time

import evennia

from game.common.tableerror import TableError
from game.common.things import by_id, tables_of_room
from game.faces.grammar import ACC, DAT, capital, inside, person
from game.house import quickstart, ways
from game.people import ignoring, speech

#: seconds an invitation stands
VALID_FOR = 600
#: seconds before the same host invites the same guest again
AGAIN_AFTER = 60


def online(name):
    """The connected character called `name` (any case), or None."""
    low = name.strip().lower()
    for session in evennia.SESSION_HANDLER.get_sessions():
        puppet = session.get_puppet() if session.logged_in else None
        if puppet and (puppet.key.lower() == low
                       or session.get_account().key.lower() == low):
            return puppet
    return None


def invite(host, guest, table):
    """`host` invites the person `guest` to `table`; TableError if it cannot be."""
    if guest == host:
        raise TableError("Dich selbst musst du nicht einladen.")
    if table.seats.of(guest) is not None:
        raise TableError(f"{guest.key} sitzt schon {table.named(DAT, 'an')}.")
    if not any(entry is None for entry in table.seats.entries()):
        raise TableError(f"{capital(table.named(DAT, 'an'))} ist kein Platz mehr frei.")
    text = f"{host.key} lädt dich {table.named(ACC, 'an')} {inside(table.location)} ein"
    sender, now = speech.speaker_of(host), speech.clock()
    invited = {guest_id: moment for guest_id, moment in (sender.ndb.invited or {}).items()
               if now - moment < AGAIN_AFTER}
    if guest.id in invited:
        wait = max(1, round(AGAIN_AFTER - (now - invited[guest.id])))
        raise TableError(f"Du hast {person(guest, ACC)} eben erst eingeladen; noch einmal "
                         f"geht es in {'einer Sekunde' if wait == 1 else f'{wait} Sekunden'}.")
    refused = speech.refusal(host, text)
    if refused:
        raise TableError(refused)
    sender.ndb.invited = {**invited, guest.id: now}
    if not ignoring.ignores(guest, host):
        guest.ndb.invitation = {"table": table.id, "host": host.id, "at": time.monotonic()}
        guest.msg(f"{text} – mit |wannehmen|n gehst du hin und setzt dich.")
    host.msg(f"Du lädst {person(guest, ACC)} {table.named(ACC, 'an')} ein.")


def accept(guest):
    """`annehmen`: walk `guest` to the table of its invitation and seat it; returns
    the table. TableError in German when there is none or it cannot be."""
    found = guest.ndb.invitation
    if not found or time.monotonic() - found["at"] > VALID_FOR:
        guest.ndb.invitation = None
        raise TableError("Dich hat gerade niemand an einen Tisch eingeladen.")
    table = by_id(found["table"])
    if table is None or table.location is None:
        guest.ndb.invitation = None
        raise TableError("Den Tisch, an den du eingeladen warst, gibt es nicht mehr.")
    if not any(entry is None for entry in table.seats.entries()):
        raise TableError(f"{capital(table.named(DAT, 'an'))} ist inzwischen kein Platz "
                         "mehr frei.")
    ignored = [other for other in table.seats.humans() if ignoring.ignores(guest, other)]
    if ignored:
        raise TableError(f"{capital(table.named(DAT, 'an'))} sitzt {ignored[0].key}, "
                         "den oder die du ignorierst; dorthin setzt du dich nicht.")
    if any(ignoring.ignores(other, guest) for other in table.seats.humans()):
        guest.ndb.invitation = None  # not told why (ignoring.py)
        raise TableError("Die Einladung gilt nicht mehr.")
    mine = [t for t in tables_of_room(guest.location) if t.seats.of(guest) is not None]
    if mine and mine[0] != table:
        raise TableError(f"Du sitzt schon {mine[0].named(DAT, 'an')}; steh erst auf "
                         "(„aufstehen“).")
    host = by_id(found["host"])
    if host is not None:
        host.msg(f"{guest.key} nimmt deine Einladung an.")
    if guest.location != table.location and not ways.walk(guest, table.location):
        raise TableError(f"Von hier führt kein Weg {inside(table.location)}.")
    guest.ndb.invitation = None
    quickstart.seat(guest, table)
    return table
