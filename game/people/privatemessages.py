"""Private messages between accounts, kept as Evennia's pages.

A message is a `Msg` tagged ("page", "comms") with the locks Evennia's `page`
gives it, so Evennia's page history (and `page` for staff) sees it. An account
that is not connected gets it at its next login: its id waits in the
Attribute `waiting_messages` until `deliver_waiting` shows it.

What one person can load onto another is bounded (issue 49): a message goes to
at most RECIPIENTS people, each once; at most FROM_ONE unread messages of one
sender wait for one person, and at most WAITING in all; a message beyond either
is not kept for that person, and the sender reads so (`Sent.not_kept`), never
an older message of someone else is dropped for it. Every page is deleted after
KEPT_DAYS days (`sweep`, from the house keeper; a waiting one vanishes with it).
"""

from dataclasses import dataclass, field

from django.utils import timezone
from evennia.comms.models import Msg
from evennia.utils import create

from game.faces.grammar import DAT, person
from game.people.ignoring import ignores

PAGE_TAG = ("page", "comms")
#: the most unread messages kept for an account that is away
WAITING = 50
#: the most unread messages of one sender kept for one account that is away
FROM_ONE = 5
#: the most people one message goes to
RECIPIENTS = 5
#: days a message is kept (then `sweep` deletes it)
KEPT_DAYS = 30
#: seconds between two sweeps at most once
SWEEP_EVERY = 3600
_SWEPT = {"at": None}


def pages_of(account, received=True):
    """The account's pages (received, or sent), newest first."""
    found = (Msg.objects.get_messages_by_receiver(account) if received
             else Msg.objects.get_messages_by_sender(account))
    return found.filter(db_tags__db_key__iexact=PAGE_TAG[0],
                        db_tags__db_category__iexact=PAGE_TAG[1]).order_by("-db_date_created")


def all_pages():
    return Msg.objects.filter(db_tags__db_key__iexact=PAGE_TAG[0],
                              db_tags__db_category__iexact=PAGE_TAG[1])


def received_line(sender, text):
    """What the receiver reads."""
    return f"|wNachricht von {person(sender, DAT)}:|n {text}"


def distinct(accounts):
    """`accounts` in their order, each once."""
    out = []
    for account in accounts:
        if account not in out:
            out.append(account)
    return out


@dataclass
class Sent:
    """What became of a message: who reads it later (`away`), and for whom it was
    not kept (`not_kept`: [(account, German reason)])."""

    away: list = field(default_factory=list)
    not_kept: list = field(default_factory=list)


def waiting_ids(account):
    """The ids of the messages waiting for `account` that still exist."""
    waiting = list(account.db.waiting_messages or [])
    if not waiting:
        return []
    alive = set(Msg.objects.filter(id__in=waiting).values_list("id", flat=True))
    return [number for number in waiting if number in alive]


def no_room(target, sender):
    """Why no further message of `sender` waits for `target` (German), or "". The
    messages of people `target` ignores wait unseen (so their sender reads the same
    notes as anyone) and leave the room of the others' messages alone."""
    senders = list(Msg.objects.filter(id__in=waiting_ids(target))
                   .values_list("db_sender_accounts", flat=True))
    ignored = set(target.attributes.get("ignored", default=None) or ())
    if senders.count(sender.id) >= FROM_ONE:
        return (f"Für {target.key} warten schon {FROM_ONE} ungelesene Nachrichten von dir; "
                f"diese wird nicht aufbewahrt. Erst wenn {target.key} sie gelesen hat, "
                "wartet wieder eine.")
    if sum(1 for number in senders if number not in ignored) >= WAITING:
        return (f"Für {target.key} warten schon {WAITING} ungelesene Nachrichten; diese wird "
                f"nicht aufbewahrt. Schreib wieder, wenn {target.key} da ist (|wwer|n).")
    return ""


def send(sender, targets, text):
    """Write `text` from `sender` to the accounts `targets` (each once) as one
    page; those connected read it now, the others at their next login, if there
    is room for it (`no_room`). Returns a `Sent`. A target who ignores the sender
    (ignoring.py) never reads it, now or later, nor finds it in their list; the
    sender is told as for anyone else (so the room it would take counts too)."""
    targets = distinct(targets)
    permitted = " or ".join(f"id({account.id})" for account in [*targets, sender])
    page = create.create_message(
        sender, text, receivers=targets,
        locks=(f"read:{permitted} or perm(Admin);delete:id({sender.id}) or perm(Admin);"
               f"edit:id({sender.id}) or perm(Admin)"),
        tags=[PAGE_TAG])
    deaf = [target for target in targets if ignores(target, sender)]
    if deaf:
        page.db_hide_from_accounts.add(*deaf)
    sent = Sent()
    for target in targets:
        if target.sessions.count():
            if target not in deaf:
                hint = "" if target.ndb.reply_hinted else " (|wantworte <text>|n schreibt zurück)"
                target.ndb.reply_hinted = True
                target.msg(received_line(sender, text) + hint)
            continue
        why = no_room(target, sender)
        if why:
            sent.not_kept.append((target, why))
            page.db_receivers_accounts.remove(target)
            continue
        target.db.waiting_messages = waiting_ids(target) + [page.id]
        sent.away.append(target)
    if not page.db_receivers_accounts.exists():
        page.delete()  # kept for nobody
    return sent


def last_writer(account):
    """The account that last wrote to `account` (not itself), or None."""
    for page in pages_of(account)[:20]:
        writers = [writer for writer in page.senders
                   if writer != account and not ignores(account, writer)]
        if writers:
            return writers[0]
    return None


def deliver_waiting(account):
    """At login: the messages that came while the account was away, then forgotten
    (those of people it ignores never shown)."""
    waiting = account.db.waiting_messages
    if not waiting:
        return
    account.db.waiting_messages = []
    pages = Msg.objects.filter(id__in=waiting).order_by("db_date_created")
    lines = [f"{timezone.localtime(page.date_created):%d.%m. %H:%M} " + received_line(page.senders[0], page.message)
             for page in pages if page.senders and not ignores(account, page.senders[0])]
    if lines:
        head = ("Während du weg warst, kam eine Nachricht:" if len(lines) == 1 else
                f"Während du weg warst, kamen {len(lines)} Nachrichten:")
        account.msg("\n".join([f"|w{head}|n", *lines,
                               "Zurückschreiben: |wantworte <text>|n."]))


def sweep(now=None, force=False):
    """Delete the pages older than KEPT_DAYS days (at most once in SWEEP_EVERY
    seconds unless `force`); returns how many went."""
    now = now or timezone.now()
    last = _SWEPT["at"]
    if not force and last is not None and (now - last).total_seconds() < SWEEP_EVERY:
        return 0
    _SWEPT["at"] = now
    old = all_pages().filter(db_date_created__lt=now - timezone.timedelta(days=KEPT_DAYS))
    ids = list(old.values_list("id", flat=True))
    if ids:
        Msg.objects.filter(id__in=ids).delete()
    return len(ids)
