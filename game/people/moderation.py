"""Moderation: who is staff, mutes and timed bans of accounts, bans of addresses, and
the moderation log that records every staff action with who did it and why.

`Moderation` is the account's handler (`account.moderation`), the only writer of
its Attributes `muted` ({channel key or "*": {"until", "reason", "by"}}) and
`banned` ({"until", "reason", "by"}). Kept on the account, a mute or ban holds
for every character and every client (telnet, web client). An entry whose time
has run out counts as gone; it is dropped at the next change.

Account bans are our own (with an end and a reason the person reads after their
password, game/commands/login.py, web/views.py, Account.at_post_login). Address
bans, against floods of new accounts, are Evennia's own `server_bans` list
(checked by Evennia before a login or an account is made, as its `ban` command
writes them); this module adds their end (ServerConfig `address_ban_ends`) and
takes them out of Evennia's list once run out (`prune_address_bans`).

The log is kept in the ServerConfig `moderation_log` (written here only), the
newest LOG_KEPT entries: {"at", "by", "action", "who", "reason", "until"}.
"""

import math
from datetime import UTC, datetime
import re
import time

from django.conf import settings
from django.utils import timezone
from evennia.server.models import ServerConfig

#: the permission that makes someone staff for moderation, beside Builder and above
PERMISSION = "Aufsicht"
STAFF_LOCK = f"dummy:perm(Builder) or perm({PERMISSION})"
LOG_KEY = "moderation_log"
LOG_KEPT = 2000
ADDRESS_ENDS = "address_ban_ends"
#: everything muted at once
EVERYWHERE = "*"

#: German words of time -> seconds
UNITS = (
    (("minute", "minuten", "min"), 60),
    (("stunde", "stunden", "std", "h"), 3600),
    (("tag", "tage", "tagen", "d"), 86400),
    (("woche", "wochen"), 7 * 86400),
)
NUMBER_WORDS = {"ein": 1, "eine": 1, "einen": 1, "einer": 1, "zwei": 2, "drei": 3,
                "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9,
                "zehn": 10, "zwölf": 12, "vierzehn": 14, "dreißig": 30}
#: the longest ban or mute one command gives
LONGEST = 365 * 86400


def clock():
    """Seconds since the epoch (tests replace it)."""
    return time.time()


def is_staff(obj):
    """True for builders (and above) and those with the permission `Aufsicht`
    (an account, or a character played by one)."""
    return bool(obj is not None and obj.locks.check_lockstring(obj, STAFF_LOCK))


def parse_duration(text):
    """Seconds for `3 tage`, `2 Stunden`, `eine woche`, `90 minuten`; None if the
    words name no time (or more than a year)."""
    match = re.fullmatch(r"\s*(\d+|[a-zäöüß]+)\s*([a-zäöüß]+)\s*", (text or "").lower())
    if not match:
        return None
    count, unit = match.groups()
    number = int(count) if count.isdigit() else NUMBER_WORDS.get(count)
    if not number:
        return None
    for words, seconds in UNITS:
        if unit in words:
            return number * seconds if number * seconds <= LONGEST else None
    return None


def until_text(moment):
    """`bis 14.05. um 18:30 Uhr`."""
    local = timezone.localtime(datetime.fromtimestamp(moment, tz=UTC))
    return f"bis {local:%d.%m.} um {local:%H:%M} Uhr"


def remaining_text(moment, now=None):
    """`noch eine Minute`, `noch 40 Minuten`, `noch 5 Stunden`, `noch 3 Tage`: what is
    left until `moment`."""
    left = max(0, moment - (clock() if now is None else now))
    minutes = math.ceil(left / 60)
    if minutes < 2:
        return "noch eine Minute"
    if minutes < 120:
        return f"noch {minutes} Minuten"
    hours = round(left / 3600)
    if hours < 48:
        return f"noch {hours} Stunden"
    return f"noch {round(left / 86400)} Tage"


class Moderation:
    """The mutes and the ban of one account."""

    def __init__(self, account):
        self.account = account

    def _active(self, entry, now=None):
        return bool(entry) and entry["until"] > (clock() if now is None else now)

    # --- mutes -----------------------------------------------------------------

    def mutes(self):
        """The mutes still running: {channel key or EVERYWHERE: entry}."""
        stored = self.account.attributes.get("muted", default=None) or {}
        now = clock()
        return {key: dict(entry) for key, entry in stored.items() if self._active(entry, now)}

    def muted_on(self, channel_key):
        """The mute that keeps the person quiet on `channel_key` (or everywhere), or None."""
        running = self.mutes()
        return running.get(EVERYWHERE) or running.get(channel_key)

    def mute(self, channel_key, seconds, reason, by):
        """Mute on `channel_key` (None: every channel) for `seconds`; returns the end."""
        running = self.mutes()
        until = clock() + seconds
        running[channel_key or EVERYWHERE] = {"until": until, "reason": reason, "by": by}
        self.account.attributes.add("muted", running)
        return until

    def unmute(self, channel_key=None):
        """Lift the mute on `channel_key` (None: every mute); False if there was none."""
        running = self.mutes()
        if channel_key is None:
            lifted = bool(running)
            running = {}
        else:
            lifted = running.pop(channel_key, None) is not None
        self.account.attributes.add("muted", running)
        return lifted

    # --- the ban ---------------------------------------------------------------

    def ban_entry(self):
        """The running ban ({"until", "reason", "by"}), or None."""
        entry = self.account.attributes.get("banned", default=None)
        return dict(entry) if self._active(entry) else None

    def ban(self, seconds, reason, by):
        until = clock() + seconds
        self.account.attributes.add("banned", {"until": until, "reason": reason, "by": by})
        return until

    def unban(self):
        """Lift the ban; False if none was running."""
        running = self.ban_entry() is not None
        self.account.attributes.remove("banned")
        return running


def ban_text(entry):
    """What a banned person reads when they try to log in."""
    return (f"|rDein Konto ist gesperrt {until_text(entry['until'])}.|n "
            f"Grund: {entry['reason']} "
            "Wenn du das für einen Irrtum hältst, schreib an die Aufsicht (siehe "
            "„Hausordnung“ auf der Webseite).")


def login_refusal(account):
    """The German text that keeps a banned account out, or ""."""
    entry = Moderation(account).ban_entry() if account is not None else None
    return ban_text(entry) if entry else ""


# --- the newcomers' wait on the Plausch -------------------------------------------

#: a new account speaks on the Plausch after one game or this many seconds (the
#: setting PLAUSCH_NEWCOMER_WAIT; end-to-end test servers set 0)
NEWCOMER_WAIT = 3600


def newcomer_seconds():
    return getattr(settings, "PLAUSCH_NEWCOMER_WAIT", NEWCOMER_WAIT)


def age(account):
    """Seconds since `account` was made."""
    return max(0.0, clock() - account.date_created.timestamp())


def established(account, played):
    """True if `account` may speak on the Plausch: staff, an hour old, or `played(account)`
    (one game played, the caller asks the books)."""
    return is_staff(account) or age(account) >= newcomer_seconds() or played(account)


def newcomer_wait(account, played):
    """Seconds `account` must still wait before speaking on the Plausch (0: none).
    Staff, accounts an hour old or with a game played, and friends of an established
    player (both on each other's friends list) speak at once."""
    if established(account, played):
        return 0
    for friend in account.friends.all():
        if friend.friends.has(account) and established(friend, played):
            return 0
    return newcomer_seconds() - age(account)


# --- address bans: Evennia's list with an end -------------------------------------

ADDRESS = re.compile(r"^(\d{1,3}|\*)(\.(\d{1,3}|\*)){3}$")


def address_pattern(address):
    """Evennia's ban regex for `1.2.3.*`, anchored at both ends."""
    return re.compile("^" + address.replace(".", r"\.").replace("*", "[0-9]{1,3}") + "$")


def ban_address(address, seconds, reason, by):
    """Ban `address` (wildcards `*` allowed) for `seconds` in Evennia's ban list."""
    prune_address_bans()
    bans = [ban for ban in (ServerConfig.objects.conf("server_bans") or []) if ban[1] != address]
    bans.append(("", address, address_pattern(address), time.ctime(), reason))
    ServerConfig.objects.conf("server_bans", bans)
    ends = dict(ServerConfig.objects.conf(ADDRESS_ENDS, default=None) or {})
    until = clock() + seconds
    ends[address] = {"until": until, "reason": reason, "by": by}
    ServerConfig.objects.conf(ADDRESS_ENDS, ends)
    return until


def address_ban(address):
    """The running ban of `address` ({"until", "reason", "by"}), or None."""
    entry = (ServerConfig.objects.conf(ADDRESS_ENDS, default=None) or {}).get(address)
    return dict(entry) if entry and entry["until"] > clock() else None


def unban_address(address):
    """Take `address` out of Evennia's ban list; False if it was not in it."""
    bans = list(ServerConfig.objects.conf("server_bans") or [])
    kept = [ban for ban in bans if ban[1] != address]
    ServerConfig.objects.conf("server_bans", kept)
    ends = dict(ServerConfig.objects.conf(ADDRESS_ENDS, default=None) or {})
    ends.pop(address, None)
    ServerConfig.objects.conf(ADDRESS_ENDS, ends)
    return len(kept) != len(bans)


def prune_address_bans():
    """Address bans whose end has come leave Evennia's list (a ban without an end,
    one of Evennia's `ban`, stays)."""
    ends = dict(ServerConfig.objects.conf(ADDRESS_ENDS, default=None) or {})
    now = clock()
    over = {address for address, entry in ends.items() if entry["until"] <= now}
    if not over:
        return
    bans = [ban for ban in (ServerConfig.objects.conf("server_bans") or [])
            if ban[1] not in over]
    ServerConfig.objects.conf("server_bans", bans)
    ServerConfig.objects.conf(ADDRESS_ENDS, {address: entry for address, entry in ends.items()
                                             if address not in over})


# --- the log -----------------------------------------------------------------------

def log(by, action, who, reason="", until=None):
    """Write one staff action to the moderation log."""
    entries = list(ServerConfig.objects.conf(LOG_KEY, default=None) or [])
    entries.append({"at": clock(), "by": by, "action": action, "who": who,
                    "reason": reason, "until": until})
    ServerConfig.objects.conf(LOG_KEY, entries[-LOG_KEPT:])


def log_entries(count=20, who=None):
    """The newest `count` entries (of `who` only, if given), oldest first."""
    entries = list(ServerConfig.objects.conf(LOG_KEY, default=None) or [])
    if who:
        entries = [entry for entry in entries if entry["who"].lower() == who.lower()]
    return entries[-count:]


def log_line(entry):
    """` 12.05. 18:30 Hanne: stumm Bertram (bis …) – Grund`."""
    local = timezone.localtime(datetime.fromtimestamp(entry["at"], tz=UTC))
    until = f" ({until_text(entry['until'])})" if entry.get("until") else ""
    reason = f" – {entry['reason']}" if entry.get("reason") else ""
    return f" {local:%d.%m. %H:%M} {entry['by']}: {entry['action']} {entry['who']}{until}{reason}"
