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

A full Lokal (more than LIST_EXTRA tables opened on demand) lists its own tables,
the looker's and the people who are not at an extra table by name, the rest by
number ("und 147 weitere Tische", "An den weiteren Tischen: 150 Gäste und 150
Computerspieler"): three hundred names are nobody's reading, and the look stays
as cheap as in a quiet room. The people at those extra tables read their tables,
not the room: who comes and goes, and what someone elsewhere in the room says,
does not reach them (`elsewhere`); the house's own lines do.
"""

from evennia.objects.objects import DefaultRoom
from evennia.utils.utils import is_iter, iter_to_str, make_iter

from game.common.stored import read_once, seat_ids
from game.common.things import forget_sitting, is_card_player, is_card_table, seated_at, sitting
from game.faces.grammar import ACC, DAT, capital, phrase, towards
from game.house.rooms import extra_tables
from game.typeclasses.objects import ObjectParent

#: extra tables a look names one by one; more are counted
LIST_EXTRA = 4


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

    def at_object_receive(self, moved_obj, source_location, move_type="move", **kwargs):
        super().at_object_receive(moved_obj, source_location, move_type=move_type, **kwargs)
        if is_card_table(moved_obj):
            forget_sitting(self)

    def at_object_leave(self, moved_obj, target_location, move_type="move", **kwargs):
        super().at_object_leave(moved_obj, target_location, move_type=move_type, **kwargs)
        if is_card_table(moved_obj):
            forget_sitting(self)

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

    def msg_contents(self, text=None, exclude=None, from_obj=None, mapping=None,
                     raise_funcparse_errors=False, **kwargs):
        """As Evennia's, but only to who can read it (no card table, no computer
        player), and in a full Lokal not to the people at the extra tables unless
        it comes from their own table (`elsewhere`)."""
        skip = set(make_iter(exclude)) if exclude else set()
        skip.update(obj for obj in self.contents if is_card_table(obj) or is_card_player(obj))
        moving = is_iter(text) and len(text) > 1 and (text[1] or {}).get("type")
        skip.update(self.elsewhere(from_obj, moving))
        super().msg_contents(text, exclude=skip, from_obj=from_obj, mapping=mapping,
                             raise_funcparse_errors=raise_funcparse_errors, **kwargs)

    def for_contents(self, func, exclude=None, **kwargs):
        """As Evennia's (the greetings of who logs in and out go through it), and in
        a full Lokal not to the people at the extra tables (`elsewhere`)."""
        skip = self.elsewhere(kwargs.get("from_obj"), True)
        if skip:
            exclude = list(make_iter(exclude or [])) + skip
        super().for_contents(func, exclude=exclude, **kwargs)

    def elsewhere(self, sender, always=False):
        """Who in a full Lokal does not read a line of the room from `sender` (a
        person, or a table about itself; or, `always`, a line of no one: who comes
        and goes): the people at the extra tables, but for the sender's own table.
        A quiet Lokal: nobody."""
        if sender is None and not always:
            return []
        busy = self.crowd()[1]
        if not busy:
            return []
        if sender is not None:  # a person's table, or a table itself (its line)
            tables = [sender] if is_card_table(sender) else seated_at(sender, self)
            mates = {dbid for table in tables for dbid in read_once(table, "seats", seat_ids)}
            busy = busy - mates
        return [obj for obj in self.contents if obj.id in busy]

    def crowd(self, looker=None):
        """(tables, ids): the extra tables a look (of `looker`) counts instead of
        naming them (not the looker's own), and the ids of who sits there; both
        empty while the room has at most LIST_EXTRA extra tables."""
        extra = extra_tables(self)
        if len(extra) <= LIST_EXTRA:
            return [], set()
        mine = seated_at(looker, self) if looker else []
        mine = {table.id for table in mine}
        counted = [table for table in extra if table.id not in mine]
        skip = {table.id for table in counted}
        return counted, {dbid for dbid, tables in sitting(self).items()
                         if any(table.id in skip for table in tables)}

    def return_appearance(self, looker, **kwargs):
        kwargs["crowd"] = self.crowd(looker)
        return super().return_appearance(looker, **kwargs)

    def get_display_characters(self, looker, crowd=((), ()), **kwargs):
        """Who is here: people while connected (a character nobody plays, like a
        never-used admin character, stays out of the list) and computer players;
        in a full Lokal those at the counted tables by number."""
        _, busy = crowd
        here = self.contents_get(content_type="character")
        found = self.filter_visible([obj for obj in here if obj.id not in busy], looker,
                                    **kwargs)
        names = german_list([obj.get_display_name(looker, **kwargs) for obj in found
                             if getattr(obj, "is_present", lambda: True)()])
        lines = [f"|wAnwesend:|n {names}"] if names else []
        away = [obj for obj in here if obj.id in busy]
        if away:  # people at the counted tables
            players = sum(1 for obj in away if is_card_player(obj))
            guests = sum(1 for obj in away if not is_card_player(obj) and obj.is_present())
            counts = ([f"{guests} {'Gast' if guests == 1 else 'Gäste'}"] if guests else []) + (
                [f"{players} Computerspieler"] if players else [])
            if counts:
                lines.append(f"|wAn den weiteren Tischen:|n {german_list(counts)}; "
                             "„wo“ sagt, wer wo spielt.")
        return "\n".join(lines)

    def get_display_things(self, looker, crowd=((), ()), **kwargs):
        counted, _ = crowd
        skip = {table.id for table in counted}
        found = self.filter_visible([obj for obj in self.contents_get(content_type="object")
                                     if obj.id not in skip], looker, **kwargs)
        names = sorted(obj.get_display_name(looker, **kwargs) for obj in found)
        if counted:
            names.append(f"{len(counted)} weitere Tische")
        return f"|wDu siehst:|n {german_list(names)}" if names else ""
