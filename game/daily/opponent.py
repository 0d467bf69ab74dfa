"""The day's computer player: one for everybody, always `stark`, made when first
needed (found again by its Tag). It lives in no room: it sits at every daily
table at once, like a teacher at the practice tables, and says nothing (table
talk needs a room), so nobody learns a thing about a deal from it elsewhere.

It plays each deal the same way for everybody: it thinks its strength's fixed
work (the AI's deterministic mode: fixed sample counts, no time budget, so a
busy server makes it slower, never weaker or different), with a random
generator seeded by the deal and the moves made in it (`position_seed`), never
by who plays. The same cards and the same moves get the same replies; the
fixed work is the tables' work without their deadline, so it is as strong as
`stark` anywhere (66: the same move evaluations, which the tables' 1.6 s of
search cut short only in the slowest decisions; Gaigel: 144 sampled deals, the
tables stop after 1.6 s or 160). Measured on this machine: 0.5 s a decision on
average, at most 4.4 s (66, four cards left to draw)."""

import hashlib
import json

from evennia.utils.create import create_object
from evennia.utils.search import search_tag

TAG = ("tagesspieler", "kartenwelt")
NAME = "Kaspar Tagwerk"
STRENGTH = "stark"
TYPECLASS = "game.typeclasses.cardplayers.CardPlayer"
DESC = ("Kaspar Tagwerk spielt jeden Tag dieselben Karten mit jedem, der mag, und er "
        "spielt sie stark. Er sitzt an jedem Tagesspieltisch zugleich und schweigt dabei.")


def position_seed(match) -> int:
    """The seed of the computer player's decision in `match` now: the day's
    commitment, the game, the deal's number and the moves made in it so far
    (commands only, no names), so it is the same at everybody's table."""
    fair = match.fair or {}
    text = json.dumps([fair.get("hash"), fair.get("seeds"), match.preset, match.deal_number,
                       match.game.log], ensure_ascii=False)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:4], "big") >> 1


def opponent():
    """The day's computer player (made now if missing)."""
    found = [obj for obj in search_tag(TAG[0], category=TAG[1])]
    if found:
        player = found[0]
    else:
        player = create_object(TYPECLASS, key=NAME, location=None, home=None)
        player.tags.add(*TAG)
        player.db.desc = DESC
        player.db.favourite = "66"
    if player.db.strength != STRENGTH:
        player.db.strength = STRENGTH
    return player
