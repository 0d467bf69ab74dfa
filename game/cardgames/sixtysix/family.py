"""The 66 family behind the one `Game` (seam.py): what makes a 66 game.

`FAMILY` answers everything the seam, the match, the records and the table
ask of a kind of game: its presets, how a state is dealt or loaded, who may
act, the player text of a move, the view's 66 part, the settlement, and the
family facts (no grace time, nobody calls out of turn, the most game points
win, the low card is the Neun unless the preset says Sieben).  Its twin is
gaigel/family.py.
"""

from __future__ import annotations

from ..cards import PAIR_MASK, CardTextError, card_text, cards_of, parse_face, suit_name
from ..errors import IllegalMove
from ..kinds import MoveKind, Refusal
from ..presets import PRESETS, Rules
from .core import ANNOUNCE, CLOSE, EXCHANGE, MELD, SixtySix
from .events import build_events, snapshot
from .moves import moves
from .notation import move_text, parse_command
from .settlement import make_result
from .texts import not_your_turn, possible_hint, trick_reason, why_illegal


class SixtySixFamily:
    """Sechsundsechzig and its variants (RULES.md sections 2 and 3)."""

    name = "66"                  # JSON "kind", the view's "game", the record kind
    title = "66"                 # how players read the game's name
    presets = PRESETS
    grace_time = False           # no grace time after the last trick
    out_of_turn = ()             # commands a seat may send when it is not its turn
    striche = False              # scored in game points: the most win a match
    hints = ("hint_66",)         # the hints a player may turn on (table/hints.py)
    in_order = staticmethod(cards_of)  # a bitmask's cards in display order
    build_events = staticmethod(build_events)
    snapshot = staticmethod(snapshot)
    settle = staticmethod(make_result)
    moves = staticmethod(moves)  # (state, seat, legal_map) -> the legal moves as data
    #: its computer players: the module holding `AI` (imported by game/cardgames/ai
    #: when first asked; the engine itself never imports it)
    ai = "game.cardgames.ai.sixtysix"

    @staticmethod
    def low_label(options) -> str:
        """The short label of the low card: "9", or "7" where the Sieben is played."""
        return "7" if options.get("low_card") == "sieben" else "9"

    @staticmethod
    def rules(preset, options) -> Rules:
        return Rules(preset, options)

    # --- making a state ---------------------------------------------------

    @staticmethod
    def shuffled(rules, dealer, rng) -> SixtySix:
        return SixtySix.shuffled(rules, dealer, rng)

    @staticmethod
    def from_dict(rules, data) -> SixtySix:
        return SixtySix.from_dict(rules, data)

    @staticmethod
    def from_deal(rules, dealer, deal) -> SixtySix:
        """The state of a fixed deal (see `new_game`); raises ValueError."""
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

    # --- whose turn, which moves ------------------------------------------

    @staticmethod
    def to_act(st):
        return None if st.over else st.turn

    @staticmethod
    def in_grace(st) -> bool:
        return False

    @staticmethod
    def legal_map(st, seat) -> dict:
        """{canonical command: core move} of what `seat` may send now, in display order."""
        if st.over or seat != st.turn:
            return {}
        low = st.rules.low_name
        return {move_text(m, low): m for m in st.legal_moves()}

    @staticmethod
    def play_command(card, opening=None) -> str:
        """The command that plays `card` (canonical text) of the hand, with the
        first trick's `opening` words if given."""
        return f"{opening or 'lege'} {card}"

    @staticmethod
    def move_for(st, seat, text, names):
        """(core move, log text) for `seat`'s command; raises IllegalMove. Words that
        are no move are told so also out of turn (as in Gaigel): a reader learns
        whether the game knows them (game/commands/unknown.py)."""
        if st.over:
            raise IllegalMove(not_your_turn(st, seat, names), Refusal.GAME_OVER)
        try:
            kind, arg = parse_command(text, len(st.rules.deck) == 24,
                                      low=st.rules.low_name)
        except IllegalMove as exc:
            raise exc.with_text(f"{exc.template}{possible_hint(st, seat)}") from None
        if st.turn != seat:
            reason = Refusal.SITTING_OUT if st.side[seat] < 0 else Refusal.NOT_YOUR_TURN
            raise IllegalMove(not_your_turn(st, seat, names), reason)
        move = _resolve(st, seat, kind, arg)
        if move not in st.legal_moves():
            raise _refused(st, seat, kind, move, arg)
        return move, move_text(move, st.rules.low_name)

    @staticmethod
    def end_grace(st):
        raise IllegalMove("Jetzt läuft keine Nachspielzeit.", Refusal.NO_GRACE)

    # --- view -------------------------------------------------------------

    @staticmethod
    def parties(st):
        return (0, 1)

    @staticmethod
    def view(st, seat, fam, t, res) -> dict:
        """The 66 part of `Game.view` (see there for what is public)."""

        def trick_list(leader, cards):
            out, s = [], leader
            for c in cards:
                out.append({"seat": s, "card": t(c)})
                s = st.nxt[s]
            return out

        return {
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

    @staticmethod
    def trick_reason(view) -> str:
        """Why the view's last trick went to its winner (a template, for tablestate)."""
        cards = [parse_face(c["card"]) for c in view["tricks"][-1]["cards"]]
        trump = parse_face(f"{view['trump']} ass") // 6
        low = "sieben" if view["options"].get("low_card") == "sieben" else "neun"
        return trick_reason(cards, trump, low)


def _parse_cards(rules, texts, what):
    out = []
    for t in texts:
        try:
            out.append(parse_face(t, low_allowed=len(rules.deck) == 24))
        except CardTextError as exc:
            raise ValueError(f"{what}: {exc}") from None
    return out


#: a parsed command's kind (notation.py) -> the MoveKind it tries
MOVE_KINDS = {"lege": MoveKind.CARD, "melde": MoveKind.MELD, "raube": MoveKind.ROB,
              "decke": MoveKind.CLOSE, "genug": MoveKind.ANNOUNCE}


def _refused(st, seat, kind, move, arg=None) -> IllegalMove:
    """The refusal of a parsed command the rules do not allow now, as data."""
    text = why_illegal(st, seat, kind, arg, move)
    if kind != "lege":
        return IllegalMove(text, Refusal.NOT_ALLOWED, MOVE_KINDS[kind])
    held = st.hands[seat] >> move & 1
    return IllegalMove(text, Refusal.CARD_NOT_ALLOWED if held else Refusal.NOT_IN_HAND,
                       MoveKind.CARD, (card_text(move, st.rules.low_name),))


def _resolve(st, seat, kind, arg) -> int:
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
            raise IllegalMove(f"Welches Paar willst du melden? {options}.", Refusal.WHICH,
                              MoveKind.MELD)
        raise _refused(st, seat, "melde", MELD)
    return MELD + arg


FAMILY = SixtySixFamily()

__all__ = ["FAMILY", "SixtySixFamily"]
