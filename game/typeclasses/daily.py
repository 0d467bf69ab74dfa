"""The daily table and its room: a Tagesstube of one's own with one table where
the day's deals are played (game/daily: the machinery, the seeds, the results).

`tagesspiel 66` (game/commands/daily.py) takes a character into its Tagesstube
(made when missing) and begins the day's set there, or takes it back to the set
it began. Nobody else sits or watches there; `rat`, `nochmal`, `analyse`,
`aufgeben`, tempo and think time are refused. Leaving by `zurück` keeps the
room while the set still runs (it waits until midnight) and removes room,
table and exit once it is over.
"""

from evennia.utils.create import create_object
from evennia.utils.search import search_tag
from evennia.utils.utils import lazy_property

from game.cardgames import family_of
from game.daily import days, deals, standings, texts
from game.daily import table as daily
from game.faces import tabledata
from game.typeclasses.exits import Exit
from game.typeclasses.rooms import Room
from game.typeclasses.tables import CardTable, TableError

ROOM_CATEGORY = "tagesstube"


class DailyTable(CardTable):
    """The table of a Tagesstube: one person, the day's computer player, the day's set."""

    presets = dict(texts.TITLES)
    default_preset = "66"
    #: the day's games count in the day's ranking, not in the Wertung (rating.py)
    rated = False
    #: `aufgeben` is refused at once, with the reason (no question first)
    give_up_question = None

    @property
    def game_name(self):
        return family_of(self.db.preset or self.default_preset).name

    @property
    def score_unit(self):
        return texts.unit(family_of(self.db.preset or self.default_preset).striche).capitalize()

    def match_title(self, match):
        """`Tagesspiel 66, Spiel 2 von 6`: the web pane's head says which deal of the
        set, and once the set is played, the day's place (`Tagesspiel 66: Platz 2 von 5`)."""
        found = daily.facts(self)
        person = self.seats.occupant(deals.PERSON) if found and match.over else None
        place = standings.place_of(person, found["day"], found["preset"]) if person else None
        return texts.head(match.preset, match.deal_number, match.total, match.over, place)

    def match_end(self, obj):
        """The set is played for today: the day's place and what to do now, no
        „Neue Partie“ and no „Analyse“ (daily/table.py `set_end`)."""
        return daily.set_end(self, obj)

    @lazy_property
    def turns(self):
        return daily.DailyClock(self)

    @lazy_property
    def seats(self):
        return daily.DailySeats(self)

    @lazy_property
    def commit(self):
        return daily.DailyCommit(self)

    @lazy_property
    def settling(self):
        return daily.DailySettling(self)

    def at_object_creation(self):
        super().at_object_creation()
        self.db.desc = ("Ein runder Tisch mit einem frischen Blatt. Hier liegen die Karten "
                        "des Tages, für jeden dieselben.")

    # --- who may be here ----------------------------------------------------

    def owner_id(self):
        found = daily.facts(self)
        return found["person"] if found else None

    def listed_for(self, obj):
        """The lobby and `wo` list the table to its person only."""
        return obj is not None and obj.id == self.owner_id()

    def watch(self, obj, on=True):
        if on:
            raise TableError(texts.REFUSED["zuschauen"])
        return super().watch(obj, on)

    # --- what it refuses ----------------------------------------------------

    def start(self, target=None, options=None, seed=None, dealer=None):
        """No match of one's own choosing here (`spiel`, „Neue Partie“): the day's set
        begins with `tagesspiel`, and once it is played, tomorrow's."""
        raise TableError(daily.why_no_match(self))

    def match_options(self, preset, options=None):
        return self.start()

    def set_preset(self, preset):
        raise TableError(texts.REFUSED["spiel"])

    def deal_again(self, obj, swapped=False):
        raise TableError(texts.REFUSED["nochmal"])

    def check_advice(self, obj):
        raise TableError(texts.REFUSED["rat"])

    def set_tempo(self, obj, tempo):
        raise TableError(texts.REFUSED["tempo"])

    def set_think_time(self, obj, seconds):
        raise TableError(texts.REFUSED["tempo"])

    def give_up(self, obj):
        raise TableError(texts.REFUSED["aufgeben"])

    # --- playing ------------------------------------------------------------

    def playing(self):
        return super().playing() and not daily.expired(self)

    def play(self, obj, text):
        if daily.close_expired(self):
            raise TableError("Das Tagesspiel an diesem Tisch ist vorbei.")
        return super().play(obj, text)

    def begin(self, person, preset, moment=None):
        """Today's set of `preset` for `person` (daily.begin)."""
        if self.match and not self.match.over and not daily.expired(self, moment):
            raise TableError("Hier läuft schon ein Tagesspiel.")
        return daily.begin(self, person, preset, moment)

    def fair_state(self):
        return daily.public_state(self)

    def fairness_text(self, obj):
        return daily.fairness_text(self) if daily.facts(self) else super().fairness_text(obj)

    def get_display_desc(self, looker, **kwargs):
        lines = [self.db.desc or ""]
        found = daily.facts(self)
        if found and self.playing():
            match = self.match
            lines.append(f"Hier läuft das Tagesspiel {texts.title(found['preset'])} vom "
                         f"{days.label(found['day'])}: Spiel {match.deal_number} von "
                         f"{match.total} ({self.score_unit}: {self.score_text()}). Deine "
                         "Karten zeigt |whand|n, den Tisch |wstich|n.")
        else:
            lines.append("Ein neues Tagesspiel beginnt mit |wtagesspiel 66|n oder "
                         "|wtagesspiel gaigel|n; |wtagesspiel|n zeigt, was heute ansteht.")
        return "\n".join(lines)

    def leave_for_good(self, obj):
        """The person is deleted: the set is put away."""
        if obj.id == self.owner_id() and self.match:
            tabledata.send_left(self, [obj])
            self.save_match(None)


class DailyRoom(Room):
    """A Tagesstube: one character's room for the day's deals."""

    def at_object_creation(self):
        super().at_object_creation()
        self.db.gender = "f"


class DailyExit(Exit):
    """The way out of a Tagesstube: a running set waits; an ended one takes the
    room along."""

    def at_traverse(self, traversing_object, target_location, **kwargs):
        room = self.location
        source = traversing_object.location
        # not a "traverse": a running daily set does not hold its person here
        if traversing_object.move_to(target_location, move_type="tagesspiel", exit_obj=self):
            self.at_post_traverse(traversing_object, source)
            if all(not table.playing() for table in daily_tables(room)):
                close_daily_room(room)
        else:
            self.at_failed_traverse(traversing_object)


def daily_tables(room):
    return [obj for obj in (room.contents if room else []) if isinstance(obj, DailyTable)]


def daily_room_of(obj):
    """The Tagesstube of `obj`, or None."""
    found = search_tag(str(obj.id), category=ROOM_CATEGORY)
    return found[0] if found else None


def close_daily_room(room):
    """Remove a Tagesstube with its table and exit once nobody is in it."""
    if any(obj.has_account for obj in room.contents):
        return
    for obj in list(room.contents):
        if obj.destination or isinstance(obj, DailyTable):
            obj.delete()
    room.delete()


def running_set(obj):
    """The daily table where `obj`'s set still runs, or None."""
    room = daily_room_of(obj)
    tables = [table for table in daily_tables(room) if table.playing()]
    return tables[0] if tables else None


def enter(obj):
    """Take `obj` into its Tagesstube (made when missing); returns its table."""
    room = daily_room_of(obj)
    origin = obj.location
    if room is None:
        room = create_object(DailyRoom, key="Tagesstube", aliases=["stube"])
        room.db.desc = ("Eine stille Stube mit einem einzigen Tisch. Heute liegen hier für "
                        "jeden dieselben Karten; wer sie spielt, spielt sie allein gegen "
                        "Kaspar Tagwerk. Mit |wzurück|n gehst du wieder hinaus.")
        room.tags.add(str(obj.id), category=ROOM_CATEGORY)
        create_object(DailyExit, key="zurück", aliases=["hinaus", "raus"], location=room,
                      destination=origin)
        create_object(DailyTable, key="Tagesspieltisch", aliases=["tisch"], location=room)
    if origin != room and origin is not None:
        for way in room.contents:
            if isinstance(way, DailyExit):
                way.destination = origin
        obj.move_to(room, move_type="teleport")
    return daily_tables(room)[0]


def play_today(obj, preset, moment=None):
    """Begin today's set of `preset` for `obj` in its Tagesstube; returns the table."""
    if preset not in deals.SETS:
        raise TableError("Ein Tagesspiel gibt es für 66 und für Gaigel zu zweit.")
    table = enter(obj)
    table.begin(obj, preset, moment)
    return table
