"""Complaints about a person, stored the way Evennia's `ingame_reports` contrib stores
its player reports, and told to the staff.

A complaint is a `Msg` from the reporter to the contrib's hub Script
(`player_reports`) and the reported account, tagged "report" and hidden from the
reported; a closed one carries the contrib's status tag "closed". So the
contrib's own `manage reports` menu (for Admins, English) reads the same data.
We use its storage but not its commands: they are English, menu-driven, tell
nobody, have no rate and no quote. Here:

- `file` stores the reporter's text and, in the Msg's header, the quote: what
  the reported person last said where the reporter could hear it, from the
  server's own record (the channel logs, channellog.py; the room's speech kept
  in memory by `remember`; the reported person's last private messages the
  reporter could read: never one hidden from the reporter, never one to someone
  else), never the reporter's own words; and the reported person's public
  description (`beschreibung`) as it was then;
- at most PER_HOUR complaints an hour per reporter;
- staff online are told at once (`tell_staff`); staff who were away read it at
  login (`tell_at_login`, the Attribute `complaints_told` of a staff account,
  written here only: the highest number they were told);
- `close` tags it closed and writes the note to the moderation log.
"""

import json
import time

import evennia
from django.utils import timezone
from evennia.comms.models import Msg
from evennia.objects.models import ObjectDB
from evennia.scripts.models import ScriptDB
from evennia.utils import create

from game.faces import portrait
from game.people import channellog, moderation
from game.people.channels import TALK_CHANNELS, talk_channel
from game.people.privatemessages import pages_of

#: the contrib's hub key for player reports (`<report type>_reports`)
HUB = "player_reports"
REPORT_TAG = "report"
CLOSED_TAG = "closed"
PER_HOUR = 3
#: lines quoted per source
QUOTED = 5
#: the room speech kept per person (in memory)
REMEMBERED = 12
READ_LOCK = f"read:perm(Builder) or perm({moderation.PERMISSION})"


def hub():
    """The contrib's hub Script of player reports (made on first use)."""
    found = ScriptDB.objects.filter(db_key=HUB).first()
    return found or create.create_script(key=HUB, persistent=True)


# --- what people said in rooms (for the quote) -----------------------------------

def remember(speaker, text, room, pose=False):
    """`speaker` (an account) said `text` in `room` (sag; an emote, `pose`; never a
    whisper)."""
    if speaker is None or room is None:
        return
    said = list(speaker.ndb.overheard or [])
    said.append((time.time(), room.id, f"{speaker.key} {text}" if pose else
                 f"{speaker.key}: {text}"))
    speaker.ndb.overheard = said[-REMEMBERED:]


def room_lines(reported, room):
    """What `reported` said lately in `room`."""
    if room is None:
        return []
    said = [(moment, text) for moment, room_id, text in reported.ndb.overheard or []
            if room_id == room.id]
    return [f" {time.strftime('%H:%M', time.localtime(moment))} {text}"
            for moment, text in said[-QUOTED:]]


def quote(reported, reporter, room=None):
    """{"where": [...], "lines": [...]}: the reported person's last words that
    `reporter` could hear: the talk channels the reporter hears, the room the
    reporter is in, the private messages to the reporter."""
    lines, where = [], []
    for spec in TALK_CHANNELS:
        channel = talk_channel(spec)
        if not channel.hears(reporter) and not channel.has_connection(reporter):
            continue
        said = channellog.entries(channel, QUOTED, sender=reported.key)
        if said:
            where.append(spec.key)
            lines += [f"[{spec.key}]" + channellog.line_text(entry) for entry in said]
    spoken = room_lines(reported, room)
    if spoken:
        where.append(room.key)
        lines += [f"[{room.key}]" + line for line in spoken]
    pages = [page for page in pages_of(reporter).exclude(db_hide_from_accounts=reporter)[:20]
             if reported in page.senders][:QUOTED]
    if pages:
        where.append("Nachrichten")
        lines += [f"[Nachricht] {timezone.localtime(page.date_created):%H:%M} "
                  f"{reported.key}: {page.message}" for page in reversed(pages)]
    return {"where": where, "lines": lines, "descriptions": descriptions(reported)}


def descriptions(reported):
    """[[character name, its description], ...] of the reported person's characters
    (what anyone sees on looking at them or on the website), cut at DESC_MAX."""
    found = ObjectDB.objects.filter(db_account=reported).order_by("id")
    return [[obj.key, obj.db.desc.strip()[:portrait.DESC_MAX]] for obj in found
            if isinstance(obj.db.desc, str) and obj.db.desc.strip()]


# --- filing, listing, closing --------------------------------------------------------

def filed_lately(reporter):
    """How many complaints `reporter` filed in the last hour."""
    since = timezone.now() - timezone.timedelta(hours=1)
    return Msg.objects.get_messages_by_sender(reporter).filter(
        db_tags__db_key=REPORT_TAG, db_date_created__gte=since).count()


def refusal(reporter, reported, text):
    """Why the complaint cannot be filed (German), or ""."""
    if not text.strip():
        return (f"Worüber beschwerst du dich? |wbeschwerde {reported.key} = <was war>|n. "
                "Nichts wurde gespeichert.")
    if reported == reporter:
        return "Über dich selbst kannst du dich nicht beschweren."
    if len(text) > 1000:
        return (f"Das sind {len(text)} Zeichen; höchstens 1000 gehen. Nichts wurde gespeichert.")
    if filed_lately(reporter) >= PER_HOUR:
        return (f"Du hast in der letzten Stunde schon {PER_HOUR} Beschwerden geschickt; die "
                "Aufsicht liest sie. Eine weitere geht erst später. Nichts wurde gespeichert.")
    return ""


def file(reporter, reported, text, room=None):
    """Store the complaint (the Msg) and tell the staff; returns it."""
    report = create.create_message(
        reporter, text.strip(), receivers=[hub(), reported], locks=READ_LOCK,
        tags=[REPORT_TAG], header=json.dumps(quote(reported, reporter, room)))
    report.db_hide_from_accounts.add(reported)
    tell_staff(report)
    return report


def open_ones():
    """The open complaints, oldest first."""
    return (Msg.objects.get_messages_by_receiver(hub()).filter(db_tags__db_key=REPORT_TAG)
            .exclude(db_tags__db_key=CLOSED_TAG).order_by("id"))


def numbered(number):
    """The open complaint of that number, or None."""
    return open_ones().filter(id=number).first()


def reported_of(report):
    """The account the complaint is about (None if it is gone)."""
    return next(iter(report.db_receivers_accounts.all()), None)


def quoted(report):
    try:
        return json.loads(report.header or "{}")
    except ValueError:
        return {}


def close(report, note, by):
    """Close the complaint with `note`; the reporter, if here, hears it."""
    report.tags.add(CLOSED_TAG)
    reported = reported_of(report)
    name = reported.key if reported else "?"
    moderation.log(by.key, f"Beschwerde {report.id} erledigt über", name, note)
    for reporter in report.senders:
        if hasattr(reporter, "sessions") and reporter.sessions.count():
            reporter.msg(f"|wAufsicht:|n Deine Beschwerde über {name} ist erledigt: {note}")


# --- telling the staff ---------------------------------------------------------------

def summary(report):
    """`Beschwerde 12 von Anna über Bertram (12.05. 18:30): text` and the quote."""
    reporter = report.senders[0].key if report.senders else "?"
    reported = reported_of(report)
    lines = [f"|wBeschwerde {report.id}|n von {reporter} über "
             f"{reported.key if reported else '?'} "
             f"({timezone.localtime(report.date_created):%d.%m. %H:%M}): {report.message}"]
    said = quoted(report).get("lines") or []
    if said:
        lines.append("  Zuletzt von ihr/ihm gehört (Aufzeichnung des Servers):")
        lines += [f"   {line}" for line in said]
    else:
        lines.append("  Keine Zeilen von ihr/ihm aufgezeichnet, die der Beschwerdeführer hören "
                     "konnte.")
    for name, desc in quoted(report).get("descriptions") or []:
        lines.append(f"  Beschreibung von {name} (damals): {desc}")
    return "\n".join(lines)


def staff_online():
    return [account for account in evennia.SESSION_HANDLER.all_connected_accounts()
            if moderation.is_staff(account)]


def mark_told(account, number):
    if number > (account.attributes.get("complaints_told", default=0) or 0):
        account.attributes.add("complaints_told", number)


def tell_staff(report):
    """Staff online read the new complaint at once."""
    for account in staff_online():
        account.msg(f"|rNeue Beschwerde:|n\n{summary(report)}\n"
                    f"Erledigen: |wbeschwerde erledigt {report.id} = <notiz>|n; alle offenen: "
                    "|wbeschwerden|n.")
        mark_told(account, report.id)


def tell_at_login(account):
    """A staff account logging in reads the open complaints that came meanwhile."""
    if not moderation.is_staff(account):
        return
    told = account.attributes.get("complaints_told", default=0) or 0
    new = list(open_ones().filter(id__gt=told))
    if not new:
        return
    head = ("Während du weg warst, kam eine Beschwerde:" if len(new) == 1 else
            f"Während du weg warst, kamen {len(new)} Beschwerden:")
    account.msg("\n".join([f"|r{head}|n", *(summary(report) for report in new),
                           "Alle offenen: |wbeschwerden|n."]))
    mark_told(account, new[-1].id)
