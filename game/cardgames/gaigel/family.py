"""Gaigel behind the one `Game` (seam.py): what makes a Gaigel game.

`FAMILY` answers what the seam, the match, the records and the table ask of
a kind of game, like its twin sixtysix/family.py: its presets, how a state
is dealt or loaded, who may act, the player text of a move, the view's
Gaigel part and the settlement.  Gaigel's own facts: `aus` comes from any
seat at any moment (`legal(seat)` ends with "aus" for every seat while the
game runs, also during the grace time); after the last trick a grace time
runs (`to_act` None, `result` None) until a seat calls `aus` or the table's
timer ends it (`Game.end_grace_time`, which scores the played-out game);
matches count Striche and the fewest win; the low card is the Sieben.
"""

from __future__ import annotations

from types import SimpleNamespace

from ..cards import CardTextError, card_text, cards_in_order, parse_face, suit_name
from ..errors import IllegalMove
from ..kinds import MoveKind, Refusal
from ..presets import GAIGEL_PRESETS, GaigelRules
from .core import AUS, DISSLE, END_GRACE, FACE_DOWN, FIVE_SEVENS, GE_ELFEN, MELD, ROB, Gaigel
from .events import build_events, snapshot
from .moves import moves
from .notation import LOW, OPENING_MOVE, OPENING_WORDS, move_text, normalize, parse_command
from .settlement import make_result
from .texts import not_your_turn, phase2_trick, possible_hint, trick_reason, why_illegal

OPENINGS = {0: None, 1: "ge-elfen", 2: "höher hat", 3: "andere alte", 4: "nur trümpfe"}
OPENING_OF = {v: k for k, v in OPENINGS.items()}


class GaigelFamily:
    """Gaigel for 2, 3, 4 and 6 players (RULES.md section 4)."""

    name = "gaigel"              # JSON "kind", the view's "game", the record kind
    title = "Gaigel"             # how players read the game's name
    presets = GAIGEL_PRESETS
    grace_time = True            # a grace time after the last trick, ended by a timer
    out_of_turn = ("aus",)       # commands a seat may send when it is not its turn
    striche = True               # scored in Striche: the fewest win a match
    hints = ("hint_aus",)        # the hints a player may turn on (table/hints.py)
    in_order = staticmethod(cards_in_order)  # a bitmask's cards in display order
    build_events = staticmethod(build_events)
    snapshot = staticmethod(snapshot)
    settle = staticmethod(make_result)
    moves = staticmethod(moves)  # (state, seat, legal_map) -> the legal moves as data
    #: its computer players: the module holding `AI` (imported by game/cardgames/ai
    #: when first asked; the engine itself never imports it)
    ai = "game.cardgames.ai.gaigel"

    @staticmethod
    def low_label(options) -> str:
        """The short label of the low card: always "7" (Gaigel plays the Sieben)."""
        return "7"

    @staticmethod
    def rules(preset, options) -> GaigelRules:
        return GaigelRules(preset, options)

    # --- making a state ---------------------------------------------------

    @staticmethod
    def shuffled(rules, dealer, rng) -> Gaigel:
        return Gaigel.shuffled(rules, dealer, rng)

    @staticmethod
    def from_dict(rules, data) -> Gaigel:
        return Gaigel.from_dict(rules, data)

    @staticmethod
    def from_deal(rules, dealer, deal) -> Gaigel:
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
                raise ValueError(
                    f"Hand {i + 1} muss {rules.hand_size} Karten haben, nicht {len(h)}.")
        trump_card = ids([deal["trump"]], "Trumpf")[0]
        talon = ids(deal.get("talon", []), "Stapel")
        if any(c != 2 for c in seen):
            raise ValueError("Die Verteilung muss jede Karte des Blatts genau zweimal enthalten.")
        masks = [sum(1 << c for c in h) for h in parsed]
        return Gaigel(rules, dealer, masks, trump_card, talon)

    # --- whose turn, which moves ------------------------------------------

    @staticmethod
    def to_act(st):
        return None if st.over or st.grace else st.turn

    @staticmethod
    def in_grace(st) -> bool:
        return st.grace

    @staticmethod
    def legal_map(st, seat) -> dict:
        """{canonical command: core move} of what `seat` may send now, in display order;
        "aus" (last) for every seat while the game runs."""
        if st.over or not isinstance(seat, int) or not 0 <= seat < st.seats:
            return {}
        if st.grace or seat != st.turn:
            return {"aus": AUS + seat}
        moves = sorted((m for m in st.legal_moves(seat) if m < AUS), key=_ORDER.__getitem__)
        out = {move_text(m): m for m in moves}
        out["aus"] = AUS + seat
        return out

    @staticmethod
    def play_command(card, opening=None) -> str:
        """The command that plays `card` (canonical text) of the hand, with the
        first trick's `opening` words if given."""
        return f"{opening or 'lege'} {card}"

    @staticmethod
    def move_for(st, seat, text, names):
        """(core move, log text) for `seat`'s command; raises IllegalMove."""
        if st.over:
            raise IllegalMove("Das Spiel ist schon zu Ende.", Refusal.GAME_OVER)
        only = _only_opening(st, seat, text)
        if only is not None:  # "andere alte" with one Ace that may open so: that card
            return only, move_text(only)
        try:
            kind, arg = parse_command(text)
        except IllegalMove as exc:
            raise exc.with_text(f"{exc.template}{possible_hint(st, seat)}") from None
        if kind == "aus":
            return AUS + seat, "aus"
        if st.grace or st.turn != seat:
            raise IllegalMove(not_your_turn(st, seat, names), Refusal.NOT_YOUR_TURN,
                              MOVE_KINDS.get(kind))
        move = _resolve(st, seat, kind, arg)
        if move is None or move not in st.legal_moves(seat):
            card = move & 63 if move is not None and move < MELD else move
            raise _refused(st, seat, kind, arg, card)
        return move, move_text(move)

    @staticmethod
    def end_grace(st):
        """(seat, move, log text) that ends the grace time; raises IllegalMove without one."""
        if not st.grace or st.over:
            raise IllegalMove("Jetzt läuft keine Nachspielzeit.", Refusal.NO_GRACE)
        return st.turn, END_GRACE, "genug gewartet"

    # --- view -------------------------------------------------------------

    @staticmethod
    def parties(st):
        return range(st.parties)

    @staticmethod
    def view(st, seat, fam, t, res) -> dict:
        """The Gaigel part of `Game.view`.

        Public, as at a real table: who drew or robbed the face-up trump,
        every card played face up and the opening of each trick, whether a
        party has reached 101 and by the end of which trick it must call
        (`aus_deadline`, 1-based trick number), Auf Dissle announcements,
        the grace time.  Private: the own face-down card of the first trick.
        Never: another seat's face-down card before the trick is turned over.
        """
        hidden = not st.history and st.opening in FACE_DOWN
        trick = []
        for i, c in enumerate(st.trick):
            s = (st.leader + i) % st.seats
            show = not hidden or s == seat
            trick.append({"seat": s, "card": t(c) if show else None, "face_down": hidden})

        def trick_list(leader, cards):
            return [{"seat": (leader + i) % st.seats, "card": t(c)} for i, c in enumerate(cards)]

        parties = range(st.parties)
        return {
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

    @staticmethod
    def trick_reason(view) -> str:
        """Why the view's last trick went to its winner (a template, for tablestate)."""
        cards = [parse_face(c["card"]) for c in view["tricks"][-1]["cards"]]
        trump = parse_face(f"{view['trump']} ass") // 6
        opening = OPENING_OF[view["tricks"][-1].get("opening")]
        k = len(view["tricks"]) - 1
        return trick_reason(cards, trump, opening,
                            phase2_trick(SimpleNamespace(seats=view["seats"]), k))


def _move_order(m):
    """Cards and openings in suit and rank order (copies together), then the rest."""
    return (1, m, 0) if m >= MELD else (0, (m & 63) % 24, m >> 6)


#: `_move_order` of every move below Aus, looked up on the hot path
_ORDER = tuple(_move_order(m) for m in range(AUS))


#: a parsed command's kind (notation.py) -> the MoveKind it tries (genug and
#: decke are 66 words Gaigel refuses)
MOVE_KINDS = {"lege": MoveKind.CARD, "ge-elfen": MoveKind.OPENING, "höher hat": MoveKind.OPENING,
              "andere alte": MoveKind.OPENING, "melde": MoveKind.MELD, "raube": MoveKind.ROB,
              "fünf siebener": MoveKind.FIVE_SEVENS, "dissle": MoveKind.DISSLE, "aus": MoveKind.AUS,
              "genug": MoveKind.ANNOUNCE, "decke": MoveKind.CLOSE}


def _refused(st, seat, kind, arg, card) -> IllegalMove:
    """The refusal of a parsed command the rules do not allow now, as data."""
    text = why_illegal(st, seat, kind, arg, card)
    move_kind = MOVE_KINDS.get(kind)
    if move_kind not in (MoveKind.CARD, MoveKind.OPENING) or card is None:
        return IllegalMove(text, Refusal.NOT_ALLOWED, move_kind)
    held = any(st.hands[seat] >> c & 1 for c in (card % 24, card % 24 + 24))
    return IllegalMove(text, Refusal.CARD_NOT_ALLOWED if held else Refusal.NOT_IN_HAND,
                       move_kind, (card_text(card % 24, LOW),))


def _only_opening(st, seat, text):
    """The one legal opening move a bare opening word (`andere alte`) can mean, or None."""
    if not isinstance(text, str) or st.grace or st.turn != seat:
        return None
    words = OPENING_WORDS.get(normalize(text))
    if words is None:
        return None
    kind = OPENING_MOVE[words]
    choices = [m for m in st.legal_moves(seat) if GE_ELFEN <= m < MELD and m & ~63 == kind]
    return choices[0] if len(choices) == 1 else None


def _resolve(st, seat, kind, arg):
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
            raise IllegalMove(f"Welches Paar willst du melden? {options}.", Refusal.WHICH,
                              MoveKind.MELD)
        return None
    return None  # genug, decke: refused by why_illegal


FAMILY = GaigelFamily()

__all__ = ["FAMILY", "GaigelFamily", "OPENINGS"]
