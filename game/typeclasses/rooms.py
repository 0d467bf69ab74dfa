"""Rooms of the world, described in German, with details one can look at.

A room knows how a sentence names it: `towards()` ("ins Kaffeehaus von
Sarasande"), `coming_from()` ("aus der Besenwirtschaft") and `inside()`
("im Kaffeehaus von Sarasande"), from its Attribute `gender` ("m", "f", "n")
or, for names that need more ("Am Wegkreuz"), from the Attributes `wohin`,
`woher` and `wo`. Builders set them with

    set here/gender = f
    set here/wohin = zum Wegkreuz
    set here/woher = vom Wegkreuz
    set here/wo = am Wegkreuz

Details are things named in the description (the signpost, the marble
tables): the Attribute `details` maps a word to its text; `schau wegweiser`
shows it. Builders add them with `detail <wort>[;<wort>...] = <text>`.

The list of exits names the direction of each way ("Kaffeehaus (Osten)"), and
a direction without a way is refused with the ways there are (`no_way`).
"""

from evennia.objects.objects import DefaultRoom
from evennia.utils.utils import iter_to_str

from game.faces.grammar import ACC, DAT, capital, phrase, towards
from game.typeclasses.objects import ObjectParent


def german_list(names):
    """'a', 'a und b', 'a, b und c'."""
    return iter_to_str(names, endsep=" und")


class Room(ObjectParent, DefaultRoom):
    """A place in the world; lists exits, people and things in German."""

    def towards(self):
        gender = self.db.gender
        return self.db.wohin or (phrase(self.key, gender, ACC, "in") if gender
                                 else f"nach {self.key}")

    def coming_from(self):
        gender = self.db.gender
        return self.db.woher or (phrase(self.key, gender, DAT, "aus") if gender
                                 else f"aus {self.key}")

    def inside(self):
        gender = self.db.gender
        return self.db.wo or (phrase(self.key, gender, DAT, "in") if gender
                              else f"in {self.key}")

    def detail(self, word):
        """The text of the detail called `word` (any case), or None."""
        details = self.attributes.get("details", default=None) or {}
        return details.get(word.strip().lower())

    def set_detail(self, words, text):
        """Add (or with an empty text remove) a detail under each of `words`."""
        details = dict(self.attributes.get("details", default=None) or {})
        for word in words:
            if text:
                details[word.strip().lower()] = text
            else:
                details.pop(word.strip().lower(), None)
        self.db.details = details

    def _visible(self, content_type, looker, **kwargs):
        found = self.filter_visible(self.contents_get(content_type=content_type), looker, **kwargs)
        return [obj.get_display_name(looker, **kwargs) for obj in found]

    def _visible_exits(self, looker, **kwargs):
        return self.filter_visible(self.contents_get(content_type="exit"), looker, **kwargs)

    def get_display_exits(self, looker, **kwargs):
        """'Ausgänge: Kaffeehaus (Osten) und Besenwirtschaft (Süden)'."""
        names = []
        for way in self._visible_exits(looker, **kwargs):
            direction = way.direction() if hasattr(way, "direction") else None
            name = way.get_display_name(looker, **kwargs)
            names.append(f"{name} ({direction.name})" if direction else name)
        return f"|wAusgänge:|n {german_list(names)}" if names else ""

    def ways_text(self, looker):
        """'nach Osten ins Kaffeehaus und in die Besenwirtschaft'; '' without a way."""
        ways = []
        for way in self._visible_exits(looker):
            if not way.destination:
                continue
            direction = way.direction() if hasattr(way, "direction") else None
            where = towards(way.destination)
            ways.append(f"{direction.towards()} {where}" if direction else where)
        return german_list(ways)

    def no_way(self, direction, looker):
        """The refusal when `looker` wants to go in a `direction` without a way."""
        ways = self.ways_text(looker)
        refusal = f"{capital(direction.towards())} geht es hier nicht weiter."
        if not ways:
            return f"{refusal} Einen Weg hinaus gibt es hier nicht."
        return f"{refusal} Von hier aus geht es {ways}."

    def get_display_characters(self, looker, **kwargs):
        """Who is here: people while connected (a character nobody plays, like a
        never-used admin character, stays out of the list) and computer players."""
        found = self.filter_visible(self.contents_get(content_type="character"), looker,
                                    **kwargs)
        names = german_list([obj.get_display_name(looker, **kwargs) for obj in found
                             if getattr(obj, "is_present", lambda: True)()])
        return f"|wAnwesend:|n {names}" if names else ""

    def get_display_things(self, looker, **kwargs):
        names = german_list(sorted(self._visible("object", looker, **kwargs)))
        return f"|wDu siehst:|n {names}" if names else ""
