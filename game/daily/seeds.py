"""The day's server seed: drawn for today and tomorrow when first asked for,
its SHA-256 public from then on (so tomorrow's hash can be read today), the
seed itself secret until the day is over and public after its midnight.

The seeds live in Evennia's ServerConfig under `daily_seeds` (one dict: day ->
{"hash", "sealed", "since"}), sealed like a table's (XOR with an HMAC of the
server's SECRET_KEY, books/fairness.py), so no look into the database shows
a seed before its day is over. A day nobody asked for before it ended has no
seed and had no deals. Nothing here is written but through `_save`.
"""

import hashlib
import hmac
import secrets

from django.conf import settings
from evennia.server.models import ServerConfig

from game.books import fairness, gamelog
from game.cardgames import provable
from game.daily import days

KEY = "daily_seeds"
#: days a seed is kept after its day (its games can be checked that long)
KEEP_DAYS = 400


def _pad(digest_hex):
    return hmac.new(settings.SECRET_KEY.encode(), b"kartenwelt:tagesspiel-siegel:"
                    + digest_hex.encode(), hashlib.sha256).digest()


def _xor(raw, pad):
    return bytes(a ^ b for a, b in zip(raw, pad))


def _all():
    stored = ServerConfig.objects.conf(KEY, default=None) or {}
    return {day: dict(entry) for day, entry in dict(stored).items()}


def _save(entries):
    ServerConfig.objects.conf(KEY, entries)


def _drawn(moment):
    seed = secrets.token_bytes(provable.SERVER_SEED_BYTES)
    digest = provable.commitment(seed)
    return {"hash": digest, "sealed": _xor(seed, _pad(digest)).hex(), "since": moment}


def entry(day, moment=None):
    """The seed entry of `day` ({"hash", "since"}, without the seal), or None. The
    entries of today and tomorrow are drawn when missing (asking for today's
    draws tomorrow's too, so its hash is out a day before); any other day's are
    only read."""
    moment = days.now() if moment is None else moment
    today = days.today(moment)
    entries = _all()
    wanted = [today, today + days.ONE_DAY] if day in (today, today + days.ONE_DAY) else []
    missing = [d for d in wanted if days.key(d) not in entries]
    if missing:
        for d in missing:
            entries[days.key(d)] = _drawn(moment)
        oldest = days.key(today - KEEP_DAYS * days.ONE_DAY)
        _save({d: e for d, e in entries.items() if d >= oldest})
    found = entries.get(days.key(day))
    return {"hash": found["hash"], "since": found["since"]} if found else None


def commitment(day, moment=None):
    """The hash of `day`'s seed (drawn for today and tomorrow), or None."""
    found = entry(day, moment)
    return found["hash"] if found else None


def dealing_seed(day):
    """`day`'s secret seed, to deal from (never to be shown before the day is
    over), or None (no seed, or sealed under another SECRET_KEY)."""
    found = _all().get(days.key(day))
    if not found:
        return None
    seed = _xor(bytes.fromhex(found["sealed"]), _pad(found["hash"]))
    return seed if provable.commitment(seed) == found["hash"] else None


def revealed(day, moment=None):
    """`day`'s seed in hex once the day is over (its midnight has passed), else None."""
    moment = days.now() if moment is None else moment
    if moment < days.end(day):
        return None
    seed = dealing_seed(day)
    return seed.hex() if seed else None


def reveal_into_games(obj, moment=None):
    """Write the seeds of days that are over into `obj`'s kept games of the day's
    deals that lack them, so `mischung prüfen <nr>` rechecks them like any game."""
    found = {}
    for record in gamelog.games(obj):
        mark, fair = record.get("tagesspiel"), record.get("mischung") or {}
        if mark and fair.get("hash") and not fair.get("server_seed"):
            seed_hex = revealed(days.from_key(mark["day"]), moment)
            if seed_hex:
                found[fair["hash"]] = seed_hex
    for digest, seed_hex in found.items():
        fairness.write_seed_into_games(obj, {"hash": digest, "seed": seed_hex})
    return bool(found)
