"""
Card tables: seats, spectators and the match from its start to its end.

A table keeps its match as JSON in an Attribute, written after every
accepted action, so reload, restart or a crash resume the same game. The
engine decides every rule; a table only seats people, passes their words
on and tells everybody what happened. Its seats are `table.seats`
(seats.py); its turn clock (computer players, think time, stand-ins, grace
time) is `table.turns` (turns.py); a game's end goes to the subscribers of
gameend.py (records, kept games, tour, rating); how the table reads as text
is tabletext.py, as data tabledata.py. Hidden cards reach only the seat that
holds them.
"""

import hashlib
import hmac
from contextlib import contextmanager

from django.conf import settings
from django.db import transaction
from evennia.utils.utils import lazy_property

from game.cardgames import Match, new_match
from game.cardgames.result import join_names
from game.cardgames.presets import make_options

from game.books import fairness, gamelog, tour
from game.common import gameend
from game.faces import readers, tabledata, tabletext
from game.table import again, leavers
from game.faces.grammar import DAT, NOM, NUMBER_WORDS, list_words, phrase, seats_free_text
from game.common.things import TABLE_TAG, by_id
from game.typeclasses.objects import Object
from game.common.tableerror import TableError  # noqa: F401 - callers import it from here too
from game.table.seats import Seats
from game.table.settlement import Settling
from game.common.stored import forget_unsaved, id_set, read_once, seat_ids, write_value
from game.table.turns import DEFAULT_TEMPO, TEMPOS, TurnClock

def deal_secret():
    """The server's secret for repeatable deals (`start(seed=...)`): 256 bits
    derived from SECRET_KEY, so no seed alone tells a deal."""
    return hmac.new(settings.SECRET_KEY.encode(), b"kartenwelt:deals", hashlib.sha256).digest()


#: the shortest and longest think time (seconds) a table may be set to
THINK_TIMES = (30, 600)


class CardTable(Object):
    """A place to play: a deck or table with seats and one match at a time."""

    LOCKS = ("get:perm(Builder);teleport:perm(Builder);puppet:false();delete:perm(Builder);"
             "edit:perm(Builder);control:perm(Builder)")

    #: marks a card table without a database look-up (objects.is_card_table)
    card_table = True
    #: grammatical gender of the name (der Tisch); a builder's article overrides it
    gender = "m"
    #: preset -> German name, the presets this kind of table offers
    presets = {}
    default_preset = None
    game_name = ""
    score_unit = "Punkte"
    #: whether finished games here count for the rating (rating.py; not lessons)
    rated = True

    @lazy_property
    def turns(self):
        """The turn clock: timers, computer turns, stand-ins, grace time (turns.py)."""
        return TurnClock(self)

    @lazy_property
    def seats(self):
        """Who sits where; sitting down and getting up (seats.py)."""
        return Seats(self)

    @lazy_property
    def settling(self):
        """The Abrechnung between two games, waiting for `weiter` (settlement.py)."""
        return Settling(self)

    # --- creation and persistence ------------------------------------------

    def at_object_creation(self):
        self.db.preset = self.default_preset
        self.db.options = {}
        self.db.target = None
        self.db.seats = [None] * self.seat_count()
        self.db.match = None
        self.db.spectators = []
        self.db.think_time = 120
        self.db.away_grace = 60
        self.db.advice = []
        self.db.tempo = DEFAULT_TEMPO
        self.set_locks()
        self.tags.add(*TABLE_TAG)

    def named(self, case=NOM, preposition=""):
        """The name with its article: `named(DAT, "an")` -> "am Gaigeltisch"."""
        return phrase(self.key, self.db.gender or self.gender, case, preposition)

    def seat_count(self, preset=None):
        return make_options(preset or self.db.preset)["players"]

    @classmethod
    def preset_for_players(cls, count):
        """The preset of this kind of table played by `count` players."""
        for preset in cls.presets:
            if make_options(preset)["players"] == count:
                return preset
        raise TableError(f"Zu {count} spielt man an diesem Tisch nicht.")

    def match_options(self, preset, options=None):
        """The table's options with the player's; TableError if `preset` refuses them."""
        merged = dict(self.db.options or {}, **(options or {}))
        try:
            make_options(preset, merged)
        except ValueError as err:
            raise TableError(str(err)) from None
        return merged

    def score_text(self):
        """`Anna 3, Ferdl 5`: the match's score by name; partners once, as a party."""
        game, score = self.match.game, self.match.score
        teams = game.view(0)["teams"]
        if sum(len(team) for team in teams) != len(score):  # 66 zu dritt: each alone
            teams = [[seat] for seat in range(len(score))]
        return ", ".join(f"{join_names(game.names[s] for s in team)} {score[team[0]]}"
                         for team in teams)

    @property
    def match(self):
        """The running or last match, cached between actions on the object itself
        (like `ndb`, gone with a reload; read some twenty times a move, and `ndb`
        costs a dozen µs a read)."""
        match = self.__dict__.get("_match")
        if match is None and self.db.match:
            match = self.__dict__["_match"] = Match.from_json(
                self.db.match, secret=deal_secret(), server_seed=fairness.server_seed(self))
        return match

    def forget_match(self):
        """Read the match from the database again the next time (after a rollback,
        at a resume)."""
        self.__dict__.pop("_match", None)

    def save_match(self, match):
        """Write the match (after every accepted action)."""
        self.__dict__["_match"] = match
        write_value(self, "match", match.to_json() if match else None)
        gamelog.note_deal(self, match)  # the deal, for after the game (gamelog.py)

    def noted_deal(self):
        """The deal noted for the running game (books/gamelog.py), or None."""
        return gamelog.noted_deal(self, self.match) if self.match else None

    def fair_state(self):
        """The provable deals' public facts (books/fairness.py) for the data face."""
        return fairness.public_state(self)

    def sides_text(self):
        """` Es spielen A und C gegen B und D.` in team games, else ""."""
        game = self.match.game
        teams = game.view(0)["teams"]
        if all(len(team) == 1 for team in teams):
            return ""
        return " Es spielen " + " gegen ".join(
            join_names(game.names[seat] for seat in team) for team in teams) + "."

    def playing(self):
        """True while a match runs at this table (a game `nochmal` runs for one game)."""
        match = self.match
        if self.db.practice and match and match.game.result is not None:
            return False
        return bool(match) and not match.over

    def get_display_desc(self, looker, **kwargs):
        """The description plus who sits here and how the match stands."""
        desc = super().get_display_desc(looker, **kwargs)
        seated = [entry["name"] for entry in self.seats.entries() if entry]
        free = sum(1 for entry in self.seats.entries() if not entry)
        lines = [desc, f"Gespielt wird hier: {self.presets.get(self.db.preset, self.db.preset)}."]
        if self.playing():
            invite = (" Deine Karten zeigt |whand|n, den Tisch |wstich|n."
                      if self.seats.of(looker) is not None
                      else " Mit |wzuschauen|n kannst du kiebitzen.")
            lines.append(f"Es läuft eine Partie ({self.score_unit}: {self.score_text()})."
                         f"{self.sides_text()}{invite}")
        elif seated:
            lines.append(f"Am Tisch {'sitzt' if len(seated) == 1 else 'sitzen'} "
                         f"{join_names(seated)}; {seats_free_text(free, len(self.seats.entries()))}.")
        else:
            lines.append(f"{seats_free_text(free, free)} – |wsetzen|n, und los geht's.")
        lines.append(f"Bedenkzeit {self.db.think_time} Sekunden, Tempo {self.tempo()} "
                     "(|wbedenkzeit|n, |wtempo|n).")
        lines.append(fairness.look_line(self))
        return "\n".join(lines)

    # --- starting ---------------------------------------------------------

    def set_preset(self, preset):
        """Choose the game for the next match; seats follow its player count."""
        if preset not in self.presets:
            names = ", ".join(self.presets)
            raise TableError(f"An diesem Tisch spielt man {names}.")
        if self.playing():
            raise TableError("Erst muss die laufende Partie zu Ende sein.")
        count = self.seat_count(preset)
        seated = [entry for entry in self.seats.copies() if entry]
        people = [entry for entry in seated if not entry["npc"]]
        if len(people) > count:
            raise TableError(f"Für {self.presets[preset]} sitzen hier zu viele Personen "
                             f"({NUMBER_WORDS.get(len(people), len(people))} für "
                             f"{NUMBER_WORDS.get(count, count)} Plätze); jemand muss erst "
                             "aufstehen.")
        gone = []
        while len(seated) > count:  # computer players give way, the last one seated first
            last = max(i for i, entry in enumerate(seated) if entry["npc"])
            gone.append(seated.pop(last)["name"])
        self.db.preset = preset
        self.db.seats = seated + [None] * (count - len(seated))
        if gone and self.location:
            verb = "steht" if len(gone) == 1 else "stehen"
            self.location.msg_contents(
                f"{join_names(gone[::-1])} {verb} {self.named(DAT, 'von')} auf – für "
                f"{self.presets[preset]} braucht es nur {NUMBER_WORDS.get(count, count)}.")
        tabledata.send_seats(self)

    def start(self, target=None, options=None, seed=None, dealer=None):
        """Deal the first game of a new match; every seat must be taken (`dealer`:
        the first game's dealer, by default the last seat)."""
        if self.playing():
            raise TableError("Hier läuft schon eine Partie.")
        self.seats.free_absent()
        seats = self.seats.copies()
        if any(entry is None for entry in seats):
            free = [i + 1 for i, entry in enumerate(seats) if entry is None]
            where = (f"frei ist Platz {free[0]}" if len(free) == 1
                     else f"frei sind die Plätze {list_words(free)}")
            raise TableError(f"Es fehlen noch Mitspieler ({where}). "
                             "Mit „einladen <name>“ oder „auffüllen“ holst du welche.")
        opts = self.match_options(self.db.preset, options)
        tour.check_start(self)  # a station of the Kartentour: only with the stamps before it
        names = [entry["name"] for entry in seats]
        fair, server_seed = fairness.for_match(self, seats) if seed is None else (None, None)
        match = new_match(self.db.preset, target=target, seed=seed, options=opts, names=names,
                          secret=deal_secret(), dealer=dealer, fair=fair,
                          server_seed=server_seed)
        for entry in seats:  # a new match: everybody plays for themselves again
            entry.update(stand_in=False, stood_in=[])
        self.db.seats = seats
        self.db.advice = []
        self.db.practice = False
        self.db.last_preset = self.db.preset  # `spiel` without a variant starts it again
        self.save_match(match)
        sides = self.sides_text()
        self.announce(f"|wEine Partie {self.presets[self.db.preset]} beginnt|n "
                      f"({', '.join(names)}; {tabletext.target_text(match)}).{sides}")
        self.after_change([])
        return match

    def deal_again(self, obj, swapped=False):
        """`nochmal`: the last finished game's cards once more (again.py)."""
        return again.deal_again(self, obj, swapped)

    # --- playing ----------------------------------------------------------

    def play(self, obj, text):
        """`obj` sends a game command; returns the events or raises."""
        seat = self.seats.of(obj)
        if seat is None:
            raise TableError("Du sitzt nicht an diesem Tisch.")
        if not self.playing():
            raise TableError("Hier läuft gerade keine Partie. Mit „spiel“ beginnt eine.")
        if self.settling.is_open():
            raise TableError("Dieses Spiel ist aus, die Abrechnung steht noch. Mit „weiter“ "
                             "geht es zum nächsten Spiel.")
        self.turns.reclaim(seat)
        return self.perform(seat, text)

    def perform(self, seat, text):
        """Apply a command of `seat` (a person's, a computer player's or a stand-in's)."""
        return self.change(lambda game: game.act(seat, text))

    def end_grace_time(self):
        """Gaigel's grace time is over (the turn clock's timer): the engine settles."""
        return self.change(lambda game: game.end_grace_time())

    def change(self, step):
        """The one commit path of a game: `step(game)` changes it (IllegalMove goes
        to the caller, nothing changed); then save and tell everyone in one
        transaction: a game's end (the match, the records, the last game, the
        Abrechnung) is written by one commit, all or nothing; when it fails, the
        table and its players forget what was not saved and the change is undone."""
        match = self.match
        events = step(match.game)
        with self.one_commit():
            self.save_match(match)
            self.after_change(events)
        return events

    @contextmanager
    def one_commit(self):
        """One transaction for a change of the game; when it fails, the table and its
        players forget what was not saved (the match is read back as it was)."""
        seated = read_once(self, "seats", seat_ids)  # before a match's end frees seats
        try:
            with transaction.atomic():
                yield
        except Exception:
            self.forget_match()
            forget_unsaved([self, *filter(None, map(by_id, seated))])
            raise

    def after_change(self, events):
        """Tell the table what happened; deal on or finish; next turn. A game's
        end goes to the subscribers of gameend.py (records, kept games, tour)."""
        match = self.match
        readers.tell_events(self, events)  # not the end: the settlement says it
        gameend.game_changed.send(sender=self, match=match, events=events)  # hints.py
        game = match.game
        if game.result is None:
            self.show_hands(events)
            self.turns.schedule()
            return
        self.announce(game.result.templates["settlement"])
        tabledata.send_result(self)
        if self.db.practice:  # a game `nochmal` is no match
            self.end_of_game()
            self.announce(again.OVER)
        elif not match.over:
            self.announce(f"|wStand der Partie ({self.score_unit}):|n {self.score_text()} "
                          f"({tabletext.target_text(match)}).")
            self.end_of_game()
            self.settling.open()  # the next game once the people said `weiter`
            return
        else:
            self.announce(f"|wStand der Partie ({self.score_unit}):|n {self.score_text()} "
                          f"({tabletext.target_text(match)}).")
            self.announce(f"|wDie Partie ist aus. {self.winners_text(match.winners)}|n "
                          + again.AFTER)
            self.end_of_game()
        tabledata.send_state(self)
        self.seats.release_computer_players()
        self.seats.free_absent()
        tabledata.send_seats(self)  # the seats as they are for the next match

    def end_of_game(self):
        """Send the finished game's end (and the match's, when it is over) to the
        subscribers (gameend.py), once per game: the key sent is kept in
        `db.booked`, in the same transaction as the move."""
        match = self.match
        key = gameend.game_key(match)
        if self.db.booked == key:
            return
        practice = bool(self.db.practice)
        gameend.game_ended.send(sender=self, match=match, key=key, practice=practice)
        if match.over and not practice:
            gameend.match_ended.send(sender=self, match=match, key=gameend.match_key(match),
                                     outcome=gameend.MatchEnd.PLAYED, quitter=None)
        write_value(self, "booked", key)

    def deal_next(self):
        """Deal the next game of the running match (the Abrechnung is over), in
        one transaction."""
        match = self.match
        match.next_game()
        with self.one_commit():
            self.save_match(match)
            for seat in range(len(self.seats.entries())):
                self.turns.mark_stood_in(seat)  # a stand-in plays this game too
            dealer = match.game.names[match.dealer]
            self.announce(f"Neues Spiel, {dealer} gibt.")
            self.show_hands([])
            self.turns.schedule()

    def winners_text(self, winners):
        """`Es gewinnt Anna!`, `Es gewinnen Anna und Ferdl!`."""
        names = [self.match.game.names[seat] for seat in winners]
        return tabletext.winners_text(names) if names else "Sie endet unentschieden."

    def show_hands(self, events):
        """The table block to those who need it now (readers.py); the data face
        (tabledata.py) to every reader, after every change."""
        readers.show_blocks(self, events)
        tabledata.send_state(self)

    def table_text_for(self, obj, session=None):
        """The table as `obj` sees it, in its face (in `session`, if given)."""
        return readers.table_text(self, obj, readers.mode_of(obj, session))

    def public_view(self):
        """What a spectator may see: the engine's public view (no hand, no face-down card)."""
        return self.match.game.public_view()

    def announce(self, text, exclude=None):
        """Tell everybody at the table, once each: seated humans and spectators,
        each in their card names (cards.render) and face (readers.py)."""
        readers.announce(self, text, exclude)

    # --- spectators ---------------------------------------------------------

    def spectators(self):
        out = []
        for dbid in self.db.spectators or []:
            found = by_id(dbid)
            if found and found.location == self.location:
                out.append(found)
        return out

    def watch(self, obj, on=True):
        was = self.watching(obj)
        ids = [i for i in (self.db.spectators or []) if i != obj.id]
        self.db.spectators = ids + [obj.id] if on else ids
        if on:
            tabledata.send_state(self, [obj])
        elif was:
            tabledata.send_left(self, [obj])

    def watching(self, obj):
        """True if `obj` watches this table."""
        return obj.id in read_once(self, "spectators", id_set)

    def resume(self):
        """After a start or reload: pick up the turn where it was (a crash between
        the end of a game and the next deal: settle and deal now)."""
        self.forget_match()
        match = self.match
        finished = bool(match) and match.game.result is not None
        if finished and (match.over or self.db.practice):
            with self.one_commit():
                self.end_of_game()  # the crash came right at the end of the match
        elif finished and self.settling.is_open():
            self.settling.resume()  # still waiting for `weiter`
        elif finished:
            with self.one_commit():
                self.after_change([])  # books the game, opens the Abrechnung
        else:
            self.turns.schedule()
        tabledata.send_state(self)

    def check_advice(self, obj):
        """Raise TableError unless `obj` may ask the strong player for advice now:
        a seated player, the only person at the table (advice among people would
        be a hidden partner)."""
        if self.seats.of(obj) is None:
            raise TableError("Rat gibt es nur für Mitspieler.")
        if len(self.seats.humans()) > 1:
            raise TableError("Mit anderen Menschen am Tisch gibt es keinen Rat.")

    def set_think_time(self, obj, seconds):
        """The players set the table's think time between two matches (THINK_TIMES)."""
        low, high = THINK_TIMES
        if seconds is None or not low <= seconds <= high:
            raise TableError(f"Die Bedenkzeit ist eine Zahl von {low} bis {high} Sekunden.")
        if self.seats.of(obj) is None or self.playing():
            raise TableError("Die Bedenkzeit stellen die Mitspieler zwischen zwei Partien ein.")
        self.db.think_time = seconds

    def set_tempo(self, obj, tempo):
        """How quickly the computer players act here (turns.TEMPOS): a seated
        player between two games, a builder at any time."""
        if tempo not in TEMPOS:
            raise TableError("Das Tempo ist ruhig, normal oder schnell.")
        builder = obj.check_permstring("Builder")
        if not builder and self.seats.of(obj) is None:
            raise TableError("Das Tempo stellen die Mitspieler ein.")
        if not builder and self.playing() and not self.settling.is_open():
            raise TableError("Das Tempo stellt ihr zwischen zwei Spielen ein, nicht mitten "
                             "im Spiel.")
        self.db.tempo = tempo

    def tempo(self):
        """The table's tempo: ruhig, normal or schnell."""
        return self.turns.tempo()

    def mark_advice(self):
        """The current game was played with the strong player's advice.

        Returns True the first time in this game (the player is warned then)."""
        index = self.match.index
        if index in (self.db.advice or []):
            return False
        self.db.advice = list(self.db.advice or []) + [index]
        return True

    # --- giving up -------------------------------------------------------

    def stand_in_came(self, seat, waited):
        """A stand-in took the seat of a person gone `waited` seconds (turns.py):
        with other people here, they may wait or claim the win (leavers.py)."""
        leavers.note_left(self, seat, waited)

    def claim_win(self, obj):
        """`sieg beanspruchen`: the match won against someone who left (leavers.py)."""
        leavers.claim(self, obj)

    def give_up(self, obj):
        """End the running match; the other side wins, nothing more is played."""
        seat = self.seats.of(obj)
        if seat is None or not self.playing():
            raise TableError("Du spielst hier gerade keine Partie.")
        winners = self.winners_text(self.seats.others_than(seat))
        self.announce(f"{obj.key} gibt die Partie auf. |wDie Partie ist aus. {winners}|n "
                      "Die Karten werden eingesammelt.")
        self.end_match(gameend.MatchEnd.GIVEN_UP, quitter=seat)

    def leave_for_good(self, obj):
        """`obj` is deleted: it loses its seat; a running match ends for it as
        leaving (the others win it, as if it had given up)."""
        seat = self.seats.of(obj)
        if seat is None:
            return
        if self.playing():
            winners = self.winners_text(self.seats.others_than(seat))
            self.announce(f"{obj.key} ist nicht mehr im Spiel. |wDie Partie ist aus. "
                          f"{winners}|n Die Karten werden eingesammelt.", exclude=obj)
            self.end_match(gameend.MatchEnd.LEFT, quitter=seat)
        seats = self.seats.copies()
        seats[seat] = None
        self.db.seats = seats
        tabledata.send_seats(self)

    def abandon(self, reason):
        """End a running match without scoring (furniture removed, ...); tell the table."""
        if self.playing():
            self.announce(reason)
            self.end_match(gameend.MatchEnd.ABANDONED)
        else:
            self.end_match()

    def end_match(self, outcome=None, quitter=None):
        """Collect the cards: no match any more, the computer players get up;
        who still sits or watches sees the seats (tabledata.send_seats). With an
        `outcome` (a running match ended early), its end goes to the subscribers
        (gameend.match_ended) in the same transaction as the match's removal."""
        with self.one_commit():
            if outcome is not None:
                match = self.match
                gameend.match_ended.send(sender=self, match=match,
                                         key=gameend.match_key(match), outcome=outcome,
                                         quitter=quitter)
            self.settling.close()
            self.save_match(None)
            self.seats.release_computer_players()
        tabledata.send_seats(self)
