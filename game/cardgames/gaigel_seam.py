"""The text seam for Gaigel: `GaigelGame`, reached through `new_game("gaigel4")`.

The same surface as the 66 `Game` (DESIGN.md) over the Gaigel core
(gaigel.py): `legal`, `act`, `view`, `result`, `to_json`/`Game.from_json`.
Gaigel adds `aus` from any seat at any moment and the grace time after the
last trick, ended by the table's timer with `end_grace_time()`.
"""

from __future__ import annotations

import json
import random

from .cards import CardTextError, card_text, cards_in_order, parse_face, suit_name
from .errors import IllegalMove
from .gaigel import (
    AUS, DISSLE, END_GRACE, FACE_DOWN, FIVE_SEVENS, MELD, ROB, Gaigel,
)
from .gaigel_commands import OPENING_MOVE, move_text, parse_gaigel_command
from .gaigel_events import build_events, snapshot
from .gaigel_settlement import make_result
from .gaigel_texts import not_your_turn, possible_hint, why_illegal
from .presets import GaigelRules, make_options
from .seam import JSON_VERSION, Game, card_family
from .settlement import rendered

LOW = "sieben"
OPENINGS = {0: None, 1: "ge-elfen", 2: "höher hat", 3: "andere alte", 4: "nur trümpfe"}


def new_gaigel_game(preset, seed=None, options=None, deal=None, dealer=None, names=None,
                    rng=None):
    """A Gaigel game: shuffled (seed or rng) or from a fixed deal (see `new_game`)."""
    opts = make_options(preset, options)
    rules = GaigelRules(preset, opts)
    n = rules.players
    if dealer is None:
        dealer = n - 1
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
        raise ValueError(f"Geber {dealer!r} gibt es nicht.")
    if deal is not None:
        state = _state_from_deal(rules, dealer, deal)
    else:
        state = Gaigel.shuffled(rules, dealer, rng or random.Random(seed))
    return GaigelGame(preset, opts, state, names=names)


def _state_from_deal(rules, dealer, deal):
    """Hands per seat, `trump` (the turned card), `talon` top first without it.

    Both copies of a card have the same text; the first one met (hands in
    seat order, then the trump, then the talon) becomes copy 0.
    """
    n = rules.players
    hands = deal.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise ValueError(f"Die Verteilung braucht {n} Hände.")
    if "trump" not in deal:
        raise ValueError("Die Verteilung braucht die Trumpfkarte.")
    seen = [0] * 24

    def ids(texts, what):
        out = []
        for t in texts:
            try:
                face = parse_face(t)
            except CardTextError as exc:
                raise ValueError(f"{what}: {exc}") from None
            if seen[face] >= 2:
                raise ValueError(f"{what}: {t} gibt es nur zweimal im Blatt.")
            out.append(face + 24 * seen[face])
            seen[face] += 1
        return out

    parsed = [ids(h, f"Hand {i + 1}") for i, h in enumerate(hands)]
    for i, h in enumerate(parsed):
        if len(h) != rules.hand_size:
            raise ValueError(f"Hand {i + 1} muss {rules.hand_size} Karten haben, nicht {len(h)}.")
    trump_card = ids([deal["trump"]], "Trumpf")[0]
    talon = ids(deal.get("talon", []), "Stapel")
    if any(c != 2 for c in seen):
        raise ValueError("Die Verteilung muss jede Karte des Blatts genau zweimal enthalten.")
    masks = [sum(1 << c for c in h) for h in parsed]
    return Gaigel(rules, dealer, masks, trump_card, talon)


def _move_order(m):
    """Cards and openings in suit and rank order (copies together), then the rest."""
    return (1, m, 0) if m >= MELD else (0, (m & 63) % 24, m >> 6)


class GaigelGame(Game):
    """One Gaigel game behind the public seam.

    `to_act` is the seat to play, None once over and during the grace time
    after the last trick.  `aus` may come from any seat at any moment while
    the game runs, so `legal(seat)` ends with "aus" for every seat (also one
    that is not `to_act`, and during the grace time).  Below the party's 101
    it is an Untergaigel, a legal but losing call.

    Grace time: `grace_time` is True after the last trick until someone
    calls `aus` or the table's timer calls `end_grace_time()`, which scores
    the played-out game (the most Augen win single).  `result` is None
    until then.
    """

    settle = staticmethod(make_result)

    @property
    def core(self) -> Gaigel:
        return self.state

    @property
    def to_act(self):
        st = self.state
        return None if st.over or st.grace else st.turn

    @property
    def grace_time(self) -> bool:
        """True in the grace time after the last trick (only `aus` is possible)."""
        return self.state.grace

    def legal(self, seat) -> list:
        """Canonical commands `seat` may send now; "aus" for every seat while running."""
        st = self.state
        if st.over or not isinstance(seat, int) or not 0 <= seat < st.seats:
            return []
        if st.grace or seat != st.turn:
            return ["aus"]
        moves = sorted((m for m in st.legal_moves(seat) if m < AUS), key=_move_order)
        return [move_text(m) for m in moves] + ["aus"]

    # --- acting -----------------------------------------------------------

    def act(self, seat, text) -> list:
        """Apply a command; returns events, or raises IllegalMove (state unchanged)."""
        st = self.state
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < st.seats:
            raise IllegalMove(f"Einen Platz {seat!r} gibt es an diesem Tisch nicht.")
        if st.over:
            raise IllegalMove("Das Spiel ist schon zu Ende.")
        try:
            kind, arg = parse_gaigel_command(text)
        except IllegalMove as exc:
            raise IllegalMove(f"{exc.template}{possible_hint(st, seat)}") from None
        if kind == "aus":
            return self._apply(seat, AUS + seat)
        if st.grace or st.turn != seat:
            raise IllegalMove(not_your_turn(st, seat, self.names))
        move = self._resolve(seat, kind, arg)
        if move is None or move not in st.legal_moves(seat):
            card = move & 63 if move is not None and move < MELD else move
            raise IllegalMove(why_illegal(st, seat, kind, arg, card))
        return self._apply(seat, move)

    def end_grace_time(self) -> list:
        """End the grace time after the last trick (the table's timer calls this).

        Nobody called `aus`: the party with the most Augen wins single.
        Returns the events; raises IllegalMove when there is no grace time.
        """
        st = self.state
        if not st.grace or st.over:
            raise IllegalMove("Jetzt läuft keine Nachspielzeit.")
        return self._apply(st.turn, END_GRACE, log="genug gewartet")

    def _apply(self, seat, move, log=None) -> list:
        st = self.state
        before = snapshot(st)
        st.apply(move)
        self._result = None
        self.log.append([seat, log or move_text(move)])
        return rendered(build_events(before, st, seat, move, self.names))

    def _resolve(self, seat, kind, arg):
        st = self.state
        if kind in ("lege", "ge-elfen", "höher hat", "andere alte"):
            base = 0 if kind == "lege" else OPENING_MOVE[kind]
            copies = [c for c in (arg, arg + 24) if st.hands[seat] >> c & 1]
            if not copies:
                return base + arg
            legal = st.legal_moves(seat)
            for c in copies:
                if base + c in legal:
                    return base + c
            return base + copies[0]
        if kind == "raube":
            return ROB
        if kind == "fünf siebener":
            return FIVE_SEVENS
        if kind == "dissle":
            return DISSLE
        if kind == "melde":
            if arg is not None:
                return MELD + arg
            pairs = [m for m in st.legal_moves(seat) if MELD <= m < ROB]
            if len(pairs) == 1:
                return pairs[0]
            if len(pairs) > 1:
                options = " oder ".join(f"„{move_text(m)}“" for m in pairs)
                raise IllegalMove(f"Welches Paar willst du melden? {options}.")
            return None
        return None  # genug, decke: refused by why_illegal

    # --- view -------------------------------------------------------------

    def view(self, seat, names="deutsch") -> dict:
        """Everything `seat` may know, as a JSON-safe dict.

        Public, as at a real table: the face-up trump card and who drew or
        robbed it, every card played face up and who took each trick (so
        each party's Augen, tricks and taken cards), shown marriages, the
        talon count, whether a party has reached 101 and by the end of which
        trick it must call (`aus_deadline`, 1-based trick number), Auf
        Dissle announcements, the grace time.  Private: the own hand and the
        own face-down card of the first trick.  Never: other hands (except
        cards shown and still held, `known_cards`), the talon order, or
        another seat's face-down card before the trick is turned over.
        """
        st = self.state
        fam = card_family(names)

        def t(c):
            return card_text(c, LOW, fam)

        hidden = not st.history and st.opening in FACE_DOWN
        trick = []
        for i, c in enumerate(st.trick):
            s = (st.leader + i) % st.seats
            show = not hidden or s == seat
            trick.append({"seat": s, "card": t(c) if show else None, "face_down": hidden})

        def trick_list(leader, cards):
            return [{"seat": (leader + i) % st.seats, "card": t(c)} for i, c in enumerate(cards)]

        res = self.result
        parties = range(st.parties)
        return {
            **self._shared_view(seat, fam, t, cards_in_order, parties),
            "game": "gaigel",
            "forehand": st.forehand,
            "trump_taken_by": st.trump_taker if st.trump_taker >= 0 else None,
            "opening": OPENINGS[st.opening] if not st.history and st.trick else None,
            "trick": trick,
            "tricks": [
                {"leader": ld, "cards": trick_list(ld, cs), "winner": w,
                 "opening": OPENINGS[op]}
                for ld, cs, w, op in st.history
            ],
            "reached_101": [st.reached(q) for q in parties],
            "aus_deadline": [d + 1 if d >= 0 else None for d in st.deadline],
            "marriages": [
                {"seat": s, "suit": suit_name(su, fam), "points": v, "trick": k + 1}
                for s, su, v, k in st.melds
            ],
            "exchange": (
                {"seat": st.robbed[0], "gave": t(st.robbed[1]), "took": t(st.robbed[2])}
                if st.robbed else None
            ),
            "dissle": list(st.dissle),
            "grace_time": st.grace,
            "result": (
                {"points": res.points, "striche": res.striche, "winners": res.winners,
                 "reason": res.text("reason", fam), "settlement": res.text("settlement", fam),
                 "leaderboard": res.leaderboard}
                if res else None
            ),
        }

    # --- persistence ------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "v": JSON_VERSION, "kind": "gaigel", "preset": self.preset,
                "options": self.options, "names": self.names, "log": self.log,
                "state": self.state.to_dict(),
            },
            ensure_ascii=False, sort_keys=True, separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text) -> "GaigelGame":
        data = json.loads(text) if isinstance(text, str) else text
        preset = data["preset"]
        opts = make_options(preset, data["options"])
        state = Gaigel.from_dict(GaigelRules(preset, opts), data["state"])
        return cls(preset, opts, state, names=data["names"], log=data["log"])

    def clone(self) -> "GaigelGame":
        return GaigelGame(self.preset, self.options, self.state.clone(), self.names, self.log)

