"""The text seam: `Game` and `new_game`, a thin layer over the core.

Turns player text into core moves (refusing with a German `IllegalMove`),
core moves into canonical text and table events, and the state into the
per-seat `view` and a JSON round trip.  The fast core is `Game.core`.
"""

from __future__ import annotations

import json
import random

from .cards import PAIR_MASK, CardTextError, card_text, cards_of, parse_face, suit_name
from .commands import move_text, parse_command
from .errors import IllegalMove
from .events import build_events, snapshot
from .presets import Rules, is_gaigel, make_options
from .settlement import make_result, rendered
from .sixtysix import ANNOUNCE, CLOSE, EXCHANGE, MELD, SixtySix
from .texts import not_your_turn, possible_hint, why_illegal

JSON_VERSION = 1


def default_names(seats: int) -> list:
    return [f"Platz {i + 1}" for i in range(seats)]


def card_family(names) -> str:
    """The naming family a view is written in: "deutsch" or "französisch"."""
    return "französisch" if names in ("französisch", "franzoesisch", "french") else "deutsch"


def new_game(preset="66", seed=None, options=None, deal=None, dealer=None,
             names=None, rng=None):
    """A new game of any preset: shuffled (seed or rng) or from a fixed deal.

    `deal` = {"hands": [[card text, ...] per seat], "trump": text,
    "talon": [texts, top first]}; in `vierer` no trump key (the dealer's
    last card sets trump).  `dealer` defaults to the last seat.  A Gaigel
    preset (`gaigel4`, `gaigel2`, `gaigel3`, `gaigel6`) gives a `GaigelGame`
    (gaigel_seam.py): 5 cards a hand, `trump` the turned card, every card
    twice (both copies written the same).
    """
    if is_gaigel(preset):
        from .gaigel_seam import new_gaigel_game
        return new_gaigel_game(preset, seed, options, deal, dealer, names, rng)
    opts = make_options(preset, options)
    rules = Rules(preset, opts)
    n = rules.players
    if dealer is None:
        dealer = n - 1
    if not isinstance(dealer, int) or not 0 <= dealer < n:
        raise ValueError(f"Geber {dealer!r} gibt es nicht.")
    if deal is not None:
        state = _state_from_deal(rules, dealer, deal)
    else:
        if rng is None:
            rng = random.Random(seed)
        state = SixtySix.shuffled(rules, dealer, rng)
    return Game(preset, opts, state, names=names)


def _parse_cards(rules, texts, what):
    out = []
    for t in texts:
        try:
            out.append(parse_face(t, low_allowed=len(rules.deck) == 24))
        except CardTextError as exc:
            raise ValueError(f"{what}: {exc}") from None
    return out


def _state_from_deal(rules, dealer, deal):
    n = rules.players
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise ValueError(f"Die Verteilung braucht {n} Hände.")
    parsed = [_parse_cards(rules, h, f"Hand {i + 1}") for i, h in enumerate(hands)]
    sitting = (dealer if n == 3 else -1)
    for i, h in enumerate(parsed):
        want = 0 if i == sitting else rules.hand_size
        if len(h) != want:
            raise ValueError(f"Hand {i + 1} muss {want} Karten haben, nicht {len(h)}.")
    if rules.has_talon:
        if "trump" not in deal:
            raise ValueError("Die Verteilung braucht die Trumpfkarte.")
        trump_card = _parse_cards(rules, [deal["trump"]], "Trumpf")[0]
        talon = _parse_cards(rules, deal.get("talon", []), "Stapel")
        everything = [c for h in parsed for c in h] + [trump_card] + talon
    else:
        trump_card, talon = -1, []
        everything = [c for h in parsed for c in h]
    if sorted(everything) != sorted(rules.deck):
        raise ValueError("Die Verteilung muss jede Karte des Blatts genau einmal enthalten.")
    masks = [sum(1 << c for c in h) for h in parsed]
    if not rules.has_talon:
        shown = parsed[dealer][-1]
        return SixtySix(rules, dealer, masks, shown // 6 % 4, -1, [], shown_trump=shown)
    return SixtySix(rules, dealer, masks, trump_card // 6 % 4, trump_card, talon)


class Game:
    """One game behind the public seam (DESIGN.md): legal, act, view, result.

    Gaigel presets give the subclass `GaigelGame` (gaigel_seam.py): there
    `aus` comes from any seat at any moment (`legal(seat)` ends with "aus"
    for every seat), and after the last trick a grace time runs with
    `to_act` None, `result` None and `grace_time` True until a seat calls
    `aus` or the table's timer calls `end_grace_time()`.
    """

    settle = staticmethod(make_result)  # the Abrechnung of this kind of game

    def __init__(self, preset, options, state, names=None, log=None):
        self.preset = preset
        self.options = options
        self.state = state
        self.names = list(names) if names else default_names(state.seats)
        self.log = list(log) if log else []
        self._result = None

    # --- reading ----------------------------------------------------------

    @property
    def core(self) -> SixtySix:
        """The fast core state (see sixtysix.py) for computer players."""
        return self.state

    @property
    def seats(self) -> int:
        return self.state.seats

    @property
    def to_act(self):
        return None if self.state.over else self.state.turn

    @property
    def result(self):
        if not self.state.over:
            return None
        if self._result is None:
            self._result = self.settle(self.state, self.names)
        return self._result

    def legal(self, seat) -> list:
        """Canonical commands `seat` may send now (empty when not its turn)."""
        st = self.state
        if st.over or seat != st.turn:
            return []
        low = st.rules.low_name
        return [move_text(m, low) for m in st.legal_moves()]

    # --- acting -----------------------------------------------------------

    def act(self, seat, text) -> list:
        """Apply a command; returns events, or raises IllegalMove (state unchanged)."""
        st = self.state
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < st.seats:
            raise IllegalMove(f"Einen Platz {seat!r} gibt es an diesem Tisch nicht.")
        if st.over or st.turn != seat:
            raise IllegalMove(not_your_turn(st, seat, self.names))
        try:
            kind, arg = parse_command(text, len(st.rules.deck) == 24)
        except IllegalMove as exc:
            raise IllegalMove(f"{exc.template}{possible_hint(st, seat)}") from None
        move = self._resolve(seat, kind, arg)
        if move not in st.legal_moves():
            raise IllegalMove(why_illegal(st, seat, kind, arg, move))
        before = snapshot(st)
        st.apply(move)
        self._result = None
        self.log.append([seat, move_text(move, st.rules.low_name)])
        return rendered(build_events(before, st, seat, move, self.names))

    def _resolve(self, seat, kind, arg) -> int:
        st = self.state
        if kind == "lege":
            return arg
        if kind == "raube":
            return EXCHANGE
        if kind == "decke":
            return CLOSE
        if kind == "genug":
            return ANNOUNCE
        if arg is None:
            hand = st.hands[seat]
            pairs = [s for s in range(4) if hand & PAIR_MASK[s] == PAIR_MASK[s]]
            if len(pairs) == 1:
                return MELD + pairs[0]
            if len(pairs) > 1 and not st.trick and st.lead_meld < 0:
                options = " oder ".join(f"„melde {suit_name(s)}“" for s in pairs)
                raise IllegalMove(f"Welches Paar willst du melden? {options}.")
            raise IllegalMove(why_illegal(st, seat, "melde", None, MELD))
        return MELD + arg

    # --- view -------------------------------------------------------------

    def view(self, seat, names="deutsch") -> dict:
        """Everything `seat` may know, as a JSON-safe dict.

        Public at a real table and so included: the face-up trump card (and
        who took or robbed it), all played cards and who took each trick
        (hence each side's card points and taken cards), shown marriages and
        credited/pending marriage points, the talon count, closing, whose
        turn it is.  Private: the seat's own hand.  Never included: other
        hands (except cards publicly shown and still held, `known_cards`)
        and the talon order.
        """
        st = self.state
        fam = card_family(names)

        def t(c):
            return card_text(c, st.rules.low_name, fam)

        def trick_list(leader, cards):
            out, s = [], leader
            for c in cards:
                out.append({"seat": s, "card": t(c)})
                s = st.nxt[s]
            return out

        res = self.result
        return {
            **self._shared_view(seat, fam, t, cards_of, parties=(0, 1)),
            "game": "66",
            "forehand": st.order[0],
            "sitting_out": [s for s in range(st.seats) if st.side[s] < 0],
            "shown_trump": t(st.shown_trump) if st.shown_trump >= 0 else None,
            "closed": st.closed,
            "closer": st.closer if st.closed else None,
            "trick": trick_list(st.leader, st.trick),
            "tricks": [
                {"leader": ld, "cards": trick_list(ld, cs), "winner": w}
                for ld, cs, w in st.history
            ],
            "pending": list(st.pending),
            "marriages": [
                {"seat": s, "suit": suit_name(su, fam), "points": v} for s, su, v in st.melds
            ],
            "exchange": (
                {"seat": st.exchanged[0], "gave": t(st.exchanged[1]), "took": t(st.exchanged[2])}
                if st.exchanged else None
            ),
            "result": (
                {"points": res.points, "winners": res.winners, "reason": res.text("reason", fam),
                 "settlement": res.text("settlement", fam)}
                if res else None
            ),
        }

    def _shared_view(self, seat, fam, t, in_order, parties) -> dict:
        """The part of the view both games share; `t` writes a card, `in_order`
        lists a bitmask's cards, `parties` numbers the sides."""
        st = self.state
        return {
            "preset": self.preset,
            "options": json.loads(json.dumps(self.options)),
            "seat": seat,
            "seats": st.seats,
            "names": list(self.names),
            "card_names": fam,
            "dealer": st.dealer,
            "teams": [[s for s in range(st.seats) if st.side[s] == q] for q in parties],
            "side": st.side[seat],
            "hand": [t(c) for c in in_order(st.hands[seat])],
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
            "known_cards": [
                [t(c) for c in in_order(st.known[s])] if s != seat else []
                for s in range(st.seats)
            ],
            "legal": self.legal(seat),
            "over": st.over,
        }

    # --- persistence ------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "v": JSON_VERSION,
                "kind": "66",
                "preset": self.preset,
                "options": self.options,
                "names": self.names,
                "log": self.log,
                "state": self.state.to_dict(),
            },
            ensure_ascii=False, sort_keys=True, separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text) -> "Game":
        data = json.loads(text) if isinstance(text, str) else text
        if data.get("kind") == "gaigel" and cls is Game:
            from .gaigel_seam import GaigelGame
            return GaigelGame.from_json(data)
        preset = data["preset"]
        opts = make_options(preset, data["options"])
        rules = Rules(preset, opts)
        state = SixtySix.from_dict(rules, data["state"])
        return cls(preset, opts, state, names=data["names"], log=data["log"])

    def clone(self) -> "Game":
        return Game(self.preset, self.options, self.state.clone(), self.names, self.log)

