"""The talk channels' record: Evennia's channel log files, read back.

Evennia writes every channel line to its log (`server/logs/channel_<key>.log`,
DefaultChannel.at_post_msg): `24-05-12 18:30:01 [-] Bertram: Hallo`. This
module reads the last lines of that file: for `plausch verlauf` and the lines
shown on joining (talk.py), and for a complaint's quote of what someone said
(complaints.py), which is the server's record, not the reporter's words.
The file is read from its end (a few kilobytes), so a long log costs nothing.
"""

import os
import re

from django.conf import settings

#: bytes read from the end of a log for its last lines
TAIL_BYTES = 32 * 1024
#: `24-05-12 18:30:01 [-] Bertram: Hallo` (Evennia's logger.timeformat: a two-digit
#: year, a time zone after the seconds unless it is UTC)
LINE = re.compile(r"^(\d{2,4}-\d\d-\d\d) (\d\d:\d\d)(?::\d\d)?(?:[+-][\d:]+)? \[-\] "
                  r"(?:(.+?): )?(.*)$")


def log_path(channel):
    filename = channel.get_log_filename()
    return os.path.join(settings.LOG_DIR, filename) if filename else None


def tail(path, count):
    """The last `count` lines of the file at `path` ([] if there is none)."""
    if not path or not os.path.exists(path):
        return []
    with open(path, "rb") as handle:
        handle.seek(0, os.SEEK_END)
        size = handle.tell()
        handle.seek(max(0, size - TAIL_BYTES))
        text = handle.read().decode("utf-8", errors="replace")
    lines = [line for line in text.splitlines() if line.strip()]
    if size > TAIL_BYTES:
        lines = lines[1:]  # the first may be cut
    return lines[-count:] if count else lines


def entries(channel, count=20, sender=None):
    """The channel's last lines as (day, time, sender, text), oldest first; only
    `sender`'s (a name, any case) when given."""
    found = []
    for line in tail(log_path(channel), 0 if sender else count):
        match = LINE.match(line)
        if not match:
            continue
        day, moment, name, text = match.groups()
        if sender and (name or "").lower() != sender.lower():
            continue
        found.append((day, moment, name or "", text))
    return found[-count:]


def line_text(entry):
    """` 18:30 Bertram: Hallo` (a pose, `:winkt`, as „Bertram winkt“)."""
    _day, moment, name, text = entry
    if text.startswith((":", ";")):
        return f" {moment} {name} {text[1:].lstrip()}"
    return f" {moment} {name}: {text}" if name else f" {moment} {text}"
