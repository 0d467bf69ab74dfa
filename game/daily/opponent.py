"""The day's computer player: one for everybody, always `stark`, made when first
needed (found again by its Tag). It lives in no room: it sits at every daily
table at once, like a teacher at the practice tables, and says nothing (table
talk needs a room), so nobody learns a thing about a deal from it elsewhere."""

from evennia.utils.create import create_object
from evennia.utils.search import search_tag

TAG = ("tagesspieler", "kartenwelt")
NAME = "Kaspar Tagwerk"
STRENGTH = "stark"
TYPECLASS = "game.typeclasses.cardplayers.CardPlayer"
DESC = ("Kaspar Tagwerk spielt jeden Tag dieselben Karten mit jedem, der mag, und er "
        "spielt sie stark. Er sitzt an jedem Tagesspieltisch zugleich und schweigt dabei.")


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
