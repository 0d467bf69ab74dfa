"""The text seam: the one `Game` and `new_game`, for both families.

`Game` checks the seat, runs the act pipeline (the family turns the text
into a core move or a German `IllegalMove`; the move is applied, logged and
told as table events), builds the shared part of the view and the JSON
round trip.  Everything that differs between the games it asks the family
object found in the registry (families.py): sixtysix/family.py or
gaigel/family.py.  The fast core is `Game.core`.
"""

from __future__ import annotations

import json
import random

from .cards import card_text, suit_name
from .errors import IllegalMove
from .kinds import Refusal
from .families import family_of
from .presets import make_options
from .result import rendered

JSON_VERSION = 1


def default_names(seats: int) -> list:
    return [f"Platz {i + 1}" for i in range(seats)]


def card_family(names) -> str:
    """The naming family a view is written in: "deutsch" or "französisch"."""
    return "französisch" if names in ("französisch", "franzoesisch", "french") else "deutsch"


def new_game(preset="66", seed=None, options=None, deal=None, dealer=None,
             names=None, rng=None):
    """A new game of any preset: shuffled (seed or rng) or from a fixed deal.

    Args:
        preset: a preset of either family ("66", "schnapsen", "dreier", "vierer",
            "klassisch", "sarasande", "vu", "gaigel4", "gaigel2", "gaigel3", "gaigel6").
        seed: seeds a `random.Random` for the shuffle (ignored with `rng` or `deal`).
        options: overrides of the preset's options (presets.py); checked.
        deal: a fixed deal {"hands": [[card text, ...] per seat], "trump": text,
            "talon": [texts, top first]}; in `vierer` no trump key (the dealer's
            last card sets trump); in Gaigel 5 cards a hand and every card twice
            (both copies written the same).
        dealer: the dealing seat, an int in 0..seats-1; defaults to the last seat.
        names: the players' names per seat (default "Platz 1", ...).
        rng: a `random.Random` to shuffle with.
    Returns:
        A `Game`.  Raises ValueError for an unknown preset, a bad option,
        dealer or deal.
    """
    opts, rules = _rules(preset, options)
    family = family_of(preset)
    n = rules.players
    if dealer is None:
        dealer = n - 1
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
        raise ValueError(f"Geber {dealer!r} gibt es nicht.")
    if deal is not None:
        state = family.from_deal(rules, dealer, deal)
    else:
        state = family.shuffled(rules, dealer, rng or random.Random(seed))
    return Game(preset, opts, state, names=names)


#: preset -> (options, rules) of the preset without overrides, made once
_PLAIN_RULES = {}


def _rules(preset, options):
    """The checked options (a fresh copy) and the family's rules for them;
    a preset's own rules are made once (rules are never changed)."""
    if options:
        opts = make_options(preset, options)
        return opts, family_of(preset).rules(preset, opts)
    plain = _PLAIN_RULES.get(preset)
    if plain is None:
        opts = make_options(preset)
        plain = _PLAIN_RULES[preset] = (opts, family_of(preset).rules(preset, opts))
    return {k: (list(v) if v.__class__ is list else v) for k, v in plain[0].items()}, plain[1]


class Game:
    """One game behind the public seam (DESIGN.md): legal, act, view, result.

    The same for both families; `family` (families.py) answers what differs.
    In Gaigel `aus` comes from any seat at any moment (`legal(seat)` ends
    with "aus" for every seat), and after the last trick a grace time runs
    with `to_act` None, `result` None and `grace_time` True until a seat
    calls `aus` or the table's timer calls `end_grace_time()`.
    """

    def __init__(self, preset, options, state, names=None, log=None):
        self.preset = preset
        self.family = family_of(preset)
        self.options = options
        self.state = state
        self.names = list(names) if names else default_names(state.seats)
        self.log = list(log) if log else []
        self._result = None
        self._legal = None          # (seat, moves so far, {command: core move})
        self._moves = None          # (seat, moves so far, (Move, ...))

    # --- reading ----------------------------------------------------------

    @property
    def core(self):
        """The fast core state (sixtysix/core.py or gaigel/core.py) for computer players."""
        return self.state

    @property
    def seats(self) -> int:
        return self.state.seats

    @property
    def to_act(self):
        """The seat whose turn it is; None once over (and in Gaigel's grace time)."""
        return self.family.to_act(self.state)

    @property
    def grace_time(self) -> bool:
        """True in Gaigel's grace time after the last trick (only `aus` is possible)."""
        return self.family.in_grace(self.state)

    @property
    def result(self):
        """None while running; then the `Result` (result.py) with points, Striche,
        winners, reason and settlement."""
        if not self.state.over:
            return None
        if self._result is None:
            self._result = self.family.settle(self.state, self.names)
        return self._result

    def legal(self, seat) -> list:
        """The canonical commands `seat` may send now.

        Args:
            seat: a seat number.
        Returns:
            A list of command texts; empty when the seat may do nothing now
            (in Gaigel "aus" stays for every seat while the game runs).
        """
        return list(self._legal_map(seat))

    def moves(self, seat) -> tuple:
        """The moves `seat` may make now as data (moves.Move), in the order of `legal`.

        Args:
            seat: a seat number.
        Returns:
            A tuple of frozen `Move`s: kind, canonical command, cards, points
            (from the preset), out of turn or not, German label.
        """
        cached = self._moves
        if cached is None or cached[0] != seat or cached[1] != len(self.log):
            moves = self.family.moves(self.state, seat, self._legal_map(seat))
            cached = self._moves = (seat, len(self.log), moves)
        return cached[2]

    def card_refusal(self, seat, card, opening=None):
        """Why `seat` may not play its own `card` (canonical text) now, as a plain
        card or with Gaigel's `opening` words (a Move's `opening`): the IllegalMove
        the engine would raise (tried on a copy), or None if it may."""
        try:
            self.clone().act(seat, self.family.play_command(card, opening))
        except IllegalMove as exc:
            return exc
        return None

    def _legal_map(self, seat) -> dict:
        """{command: core move} for `seat` now, kept until the next move."""
        cached = self._legal
        if cached is None or cached[0] != seat or cached[1] != len(self.log):
            cached = self._legal = (seat, len(self.log), self.family.legal_map(self.state, seat))
        return cached[2]

    # --- acting -----------------------------------------------------------

    def act(self, seat, text) -> list:
        """Apply `seat`'s command.

        Args:
            seat: a seat number.
            text: canonical command text or an alias (RULES.md section 1).
        Returns:
            The table events (dicts with German `text`).  Raises IllegalMove
            with a German message, the game unchanged, when the move is not
            allowed now.
        """
        st = self.state
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < st.seats:
            raise IllegalMove(f"Einen Platz {seat!r} gibt es an diesem Tisch nicht.", Refusal.NO_SEAT)
        move = self._legal_map(seat).get(text) if text.__class__ is str else None
        if move is not None:                # a canonical legal command: the fast path
            return self._apply(seat, move, text)
        move, log = self.family.move_for(st, seat, text, self.names)
        return self._apply(seat, move, log)

    def move_named(self, seat, text):
        """The `Move` that `text` (canonical or as a player types it) names for `seat`
        now, without making it; raises IllegalMove as `act` would (reason
        `Refusal.NOT_UNDERSTOOD`: the words are no move of this game)."""
        st = self.state
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < st.seats:
            raise IllegalMove(f"Einen Platz {seat!r} gibt es an diesem Tisch nicht.", Refusal.NO_SEAT)
        _, command = self.family.move_for(st, seat, text, self.names)
        return next((move for move in self.moves(seat) if move.command == command), None)

    def end_grace_time(self) -> list:
        """End Gaigel's grace time after the last trick (the table's timer calls this).

        Nobody called `aus`: the party with the most Augen wins single.
        Returns:
            The events.  Raises IllegalMove when there is no grace time.
        """
        seat, move, log = self.family.end_grace(self.state)
        return self._apply(seat, move, log)

    def _apply(self, seat, move, log) -> list:
        family, st = self.family, self.state
        before = family.snapshot(st)
        st.apply(move)
        self._result = None
        self._legal = self._moves = None
        self.log.append([seat, log])
        return rendered(family.build_events(before, st, seat, move, self.names))

    # --- view -------------------------------------------------------------

    def view(self, seat, names="deutsch") -> dict:
        """Everything `seat` may know, as a JSON-safe dict.

        Args:
            seat: a seat number (None: a spectator, see `public_view`).
            names: "deutsch" or "französisch": how cards and suits are written.
        Returns:
            Public at a real table and so included: the face-up trump card
            (and who took or robbed it), all played cards and who took each
            trick (hence each side's card points and taken cards), shown
            marriages, the talon count, closing, whose turn it is, and the
            family's own public facts.  Private: the seat's own hand.  Never
            included: other hands (except cards publicly shown and still
            held, `known_cards`) and the talon order.
        """
        st = self.state
        fam = card_family(names)
        low = st.rules.low_name

        def t(c):
            return card_text(c, low, fam)

        view = self._shared_view(seat, fam, t, self.family.in_order, self.family.parties(st))
        view.update(self.family.view(st, seat, fam, t, self.result))
        return view

    def public_view(self, names="deutsch") -> dict:
        """What a spectator may see: the same dict as `view`, for no seat.

        Args:
            names: "deutsch" or "französisch", as for `view`.
        Returns:
            `seat` and `side` None, no hand, no legal commands, no known cards,
            and no face-down card of Gaigel's first trick; everything else as
            every seat sees it.
        """
        return self.view(None, names)

    def _shared_view(self, seat, fam, t, in_order, parties) -> dict:
        """The part of the view both games share; `t` writes a card, `in_order`
        lists a bitmask's cards, `parties` numbers the sides."""
        st = self.state
        if seat is None:                   # a spectator (public_view)
            hand, side, legal, known = [], None, [], [[] for _ in range(st.seats)]
        else:
            hand, side, legal = [t(c) for c in in_order(st.hands[seat])], st.side[seat], \
                self.legal(seat)
            known = [[t(c) for c in in_order(st.known[s])] if s != seat else []
                     for s in range(st.seats)]
        return {
            "preset": self.preset,
            "options": json.loads(json.dumps(self.options)),
            "seat": seat,
            "seats": st.seats,
            "names": list(self.names),
            "card_names": fam,
            "dealer": st.dealer,
            "teams": [[s for s in range(st.seats) if st.side[s] == q] for q in parties],
            "side": side,
            "hand": hand,
            "hand_counts": [bin(h).count("1") for h in st.hands],
            "trump": suit_name(st.trump, fam),
            "trump_card": t(st.trump_card) if st.trump_card >= 0 else None,
            "talon": st.talon_count(),
            "phase": 2 if st.phase2 else 1,
            "to_act": self.to_act,
            "leader": st.leader,
            "tricks_won": list(st.tricks),
            "taken": [[t(c) for c in in_order(st.taken[q])] for q in parties],
            "points": [st.points(q) for q in parties],
            "known_cards": known,
            "legal": legal,
            "over": st.over,
        }

    # --- persistence ------------------------------------------------------

    def to_json(self) -> str:
        """The game as JSON text (exact round trip with `Game.from_json`).

        Returns:
            Compact JSON with the family's name as "kind", the preset, options,
            names, the log of commands and the core state.
        """
        return compact_json({
            "v": JSON_VERSION,
            "kind": self.family.name,
            "preset": self.preset,
            "options": self.options,
            "names": self.names,
            "log": self.log,
            "state": self.state.to_dict(),
        })

    @classmethod
    def from_json(cls, text) -> "Game":
        """The game stored by `to_json`.

        Args:
            text: the JSON text, or the dict it decodes to.
        Returns:
            A `Game` equal to the stored one (its `to_json` gives the same text).
        """
        data = json.loads(text) if isinstance(text, str) else text
        preset = data["preset"]
        family = family_of(preset)
        opts = make_options(preset, data["options"])
        state = family.from_dict(family.rules(preset, opts), data["state"])
        return cls(preset, opts, state, names=data["names"], log=data["log"])

    def clone(self) -> "Game":
        """An independent copy (the table tries a command on it to read the refusal)."""
        return Game(self.preset, self.options, self.state.clone(), self.names, self.log)


def compact_json(data) -> str:
    """The saved games' JSON style: compact, sorted keys, letters as they are
    (Match.to_json relies on it to put a game's text in unchanged)."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
