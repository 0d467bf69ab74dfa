"""Private messages between accounts, kept as Evennia's pages.

A message is a `Msg` tagged ("page", "comms") with the locks Evennia's `page`
gives it, so Evennia's page history (and `page` for staff) sees it. An account
that is not connected gets it at its next login: its id waits in the
Attribute `waiting_messages` until `deliver_waiting` shows it.
"""

from django.utils import timezone
from evennia.comms.models import Msg
from evennia.utils import create

from game.faces.grammar import DAT, person
from game.people.ignoring import ignores

PAGE_TAG = ("page", "comms")
#: the most messages kept for an account that is away (the newest)
WAITING = 50


def pages_of(account, received=True):
    """The account's pages (received, or sent), newest first."""
    found = (Msg.objects.get_messages_by_receiver(account) if received
             else Msg.objects.get_messages_by_sender(account))
    return found.filter(db_tags__db_key__iexact=PAGE_TAG[0],
                        db_tags__db_category__iexact=PAGE_TAG[1]).order_by("-db_date_created")


def received_line(sender, text):
    """What the receiver reads."""
    return f"|wNachricht von {person(sender, DAT)}:|n {text}"


def send(sender, targets, text):
    """Write `text` from `sender` to the accounts `targets` as one page; those
    connected read it now, the others at their next login. The targets not
    connected are returned. A target who ignores the sender (ignoring.py) never
    reads it, now or later, nor finds it in their list; the sender is told as for
    anyone else."""
    permitted = " or ".join(f"id({account.id})" for account in [*targets, sender])
    page = create.create_message(
        sender, text, receivers=targets,
        locks=(f"read:{permitted} or perm(Admin);delete:id({sender.id}) or perm(Admin);"
               f"edit:id({sender.id}) or perm(Admin)"),
        tags=[PAGE_TAG])
    deaf = [target for target in targets if ignores(target, sender)]
    if deaf:
        page.db_hide_from_accounts.add(*deaf)
    away = []
    for target in targets:
        if target in deaf:
            if not target.sessions.count():
                away.append(target)
        elif target.sessions.count():
            hint = "" if target.ndb.reply_hinted else " (|wantworte <text>|n schreibt zurück)"
            target.ndb.reply_hinted = True
            target.msg(received_line(sender, text) + hint)
        else:
            waiting = (target.db.waiting_messages or []) + [page.id]
            target.db.waiting_messages = waiting[-WAITING:]
            away.append(target)
    return away


def last_writer(account):
    """The account that last wrote to `account` (not itself), or None."""
    for page in pages_of(account)[:20]:
        writers = [writer for writer in page.senders
                   if writer != account and not ignores(account, writer)]
        if writers:
            return writers[0]
    return None


def deliver_waiting(account):
    """At login: the messages that came while the account was away, then forgotten."""
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
