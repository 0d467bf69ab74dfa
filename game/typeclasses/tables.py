"""
Card tables: the persisted class of every table, a thin shell over the table's
machinery (game/table).

A table keeps its match as JSON in an Attribute, written after every
accepted action, so reload, restart or a crash resume the same game. The
engine decides every rule; a table only seats people, passes their words
on and tells everybody what happened. Its handlers: `table.seats` (who sits
where, table/seats.py), `table.turns` (the turn clock: computer players,
think time, stand-ins, grace time; table/turns.py), `table.commit` (the match
and its one commit path, table/commit.py) and `table.settling` (the
Abrechnung, table/settlement.py); starting a match is table/starting.py,
giving up and leaving table/leavers.py. A game's end goes to the subscribers
of common/gameend.py; how the table reads is game/faces. Hidden cards reach
only the seat that holds them.
"""

from evennia.utils.utils import lazy_property

from game.cardgames.presets import make_options
from game.cardgames.result import join_names

from game.books import fairness, gamelog, tournaments
from game.common.stored import id_set, read_once
from game.common.tableerror import TableError  # noqa: F401 - callers import it from here too
from game.common.things import TABLE_TAG, by_id
from game.faces import readers, tabledata, tabletext
from game.faces.grammar import ACC, NOM, people, phrase, seats_free_text
from game.table import again, forfeits, leavers, starting
from game.table.commit import CommitPath
from game.table.seats import Seats
from game.table.settlement import Settling
from game.table.turns import DEFAULT_TEMPO, TEMPOS, TurnClock
from game.typeclasses.objects import Object


#: the shortest and longest think time (seconds) a table may be set to
THINK_TIMES = (30, 600)
#: the think time a table starts with and a new guest finds again
THINK_TIME = 120


class CardTable(Object):
    """A place to play: a deck or table with seats and one match at a time."""

    LOCKS = ("get:perm(Builder);teleport:perm(Builder);puppet:false();delete:perm(Builder);"
             "edit:perm(Builder);control:perm(Builder)")

    #: marks a card table without a database look-up (common/things.is_card_table)
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
    #: what `aufgeben` asks first (j or n): what giving up here costs
    give_up_question = ("Willst du die Partie wirklich aufgeben? Dann gewinnt die Gegenseite "
                        "die Partie.")

    @lazy_property
    def turns(self):
        """The turn clock: timers, computer turns, stand-ins, grace time (turns.py)."""
        return TurnClock(self)

    @lazy_property
    def seats(self):
        """Who sits where; sitting down and getting up (seats.py)."""
        return Seats(self)

    @lazy_property
    def commit(self):
        """The match and the one commit path of its changes (table/commit.py)."""
        return CommitPath(self)

    @lazy_property
    def settling(self):
        """The Abrechnung between two games, waiting for `weiter` (settlement.py)."""
        return Settling(self)

    # --- creation and persistence ------------------------------------------

    def at_object_creation(self):
        self.db.preset = self.default_preset
        self.db.options = {}
        self.db.target = None
        self.seats.clear()
        self.commit.clear()
        self.db.spectators = []
        self.db.think_time = THINK_TIME
        self.db.away_grace = 60
        self.db.advice = []
        self.db.tempo = DEFAULT_TEMPO
        self.set_locks()
        self.tags.add(*TABLE_TAG)

    def match_title(self, match):
        """What the web pane's head calls the running `match`: its game (a table
        with more to say names more, e.g. the day's deal: typeclasses/daily.py)."""
        return self.presets.get(match.preset, match.preset)

    def match_end(self, obj):
        """The web pane's end of a played match for `obj`, when this table says
        more than who won and offers other things than „Neue Partie“ and „Analyse“
        (`ende` of kartenrunde_ergebnis, docs/GMCP.md; the day's set:
        typeclasses/daily.py); None: the pane's own end."""
        return None

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
        word = {2: "zweit", 3: "dritt", 4: "viert", 6: "sechst"}.get(count, count)
        raise TableError(f"Zu {word} spielt man an diesem Tisch nicht.")

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
        """The running or last match (table/commit.py)."""
        return self.commit.match()

    def forget_match(self):
        self.commit.forget()

    def save_match(self, match):
        self.commit.save(match)

    def noted_deal(self):
        """The deal noted for the running game (books/gamelog.py), or None."""
        return gamelog.noted_deal(self, self.match) if self.match else None

    def fair_state(self):
        """The provable deals' public facts (books/fairness.py) for the data face."""
        return fairness.public_state(self)

    def fairness_text(self, obj):
        """`mischung` here: the hash, the seats' seeds, the last reveal (fairness.py)."""
        return fairness.show_text(self, obj)

    def sides_text(self):
        """` Es spielen A und C gegen B und D.` in team games, else ""."""
        game = self.match.game
        teams = game.view(0)["teams"]
        if all(len(team) == 1 for team in teams):
            return ""
        first, *rest = [[game.names[seat] for seat in team] for team in teams]
        return " Es spielen " + " gegen ".join(
            [join_names(first)] + [people(team, ACC) for team in rest]) + "."

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

    def next_target(self, default):
        """How long the next match here goes when nobody says: as long as the last
        where starting.last_length says so, else `default` (the game's own)."""
        return starting.last_length(self, None) or default

    def set_preset(self, preset):
        """Choose the game for the next match; seats follow its player count."""
        starting.set_preset(self, preset)

    def start(self, target=None, options=None, seed=None, dealer=None):
        """Deal the first game of a new match; every seat must be taken (`dealer`:
        the first game's dealer, by default the last seat)."""
        return starting.start(self, target, options, seed, dealer)

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
        """Apply `step(game)` and commit it (table/commit.py)."""
        return self.commit.change(step)

    def one_commit(self):
        return self.commit.one_commit()

    def after_change(self, events):
        self.commit.after_change(events)

    def deal_next(self):
        self.commit.deal_next()

    def winners_text(self, winners):
        """`Es gewinnt Anna!`, `Es gewinnen Anna und Ferdl!`."""
        names = [self.match.game.names[seat] for seat in winners]
        return tabletext.winners_text(names) if names else "Sie endet unentschieden."

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
        """After a start or reload: pick up the turn where it was (table/commit.py)."""
        self.commit.resume()

    def engine_free(self):
        """True while a running tournament holds this table: no advice, no analysis,
        and no aid but those every player there gets alike (the rules' own: which
        card may be played and why, the tricks as the table tells them); the
        personal ones, own Augen and hints, are off (faces/hinting.aids_on)."""
        return forfeits.holds(self)

    def check_advice(self, obj):
        """Raise TableError unless `obj` may ask the strong player for advice now:
        not at a running tournament's table (engine-free), a seated player, the
        only person at the table (advice among people would be a hidden partner)."""
        tournaments.check_engine_free(self, "rat")
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

    def to_defaults(self, preset=None):
        """A new guest at a table nobody sits at finds the house's game (`preset`,
        if given), think time and tempo, not the last guest's (house/rooms.py)."""
        if self.playing() or any(self.seats.entries()):
            return
        if preset and preset != self.db.preset:
            self.set_preset(preset)
        if self.db.think_time != THINK_TIME:
            self.db.think_time = THINK_TIME
        if self.db.tempo != DEFAULT_TEMPO:
            self.db.tempo = DEFAULT_TEMPO

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

    def had_advice(self):
        """True once the current game was played with the strong player's advice."""
        return bool(self.match) and self.match.index in (self.db.advice or [])

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
        """End the running match; the other side wins (leavers.py)."""
        leavers.give_up(self, obj)

    def leave_for_good(self, obj):
        """`obj` is deleted: it loses its seat, a running match ends for it (leavers.py)."""
        leavers.leave_for_good(self, obj)

    def abandon(self, reason):
        """End a running match without scoring (furniture removed, ...) (leavers.py)."""
        leavers.abandon(self, reason)

    def end_match(self, outcome=None, quitter=None):
        """Collect the cards (table/commit.py); an `outcome` ends a running match early."""
        self.commit.end_match(outcome, quitter)
