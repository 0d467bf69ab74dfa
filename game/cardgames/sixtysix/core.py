"""The 66 family as a fast state machine on card ids and bitmasks.

Owns deal, talon and drawing, trump exchange, closing, marriages,
announcing and the end of a game with its game points.  No text, no
events, no checks in `apply`: this is the core the computer players drive.

Fast core API::

    st = SixtySix.shuffled(rules, dealer, rng)      # or SixtySix(rules, dealer, ...)
    st.turn                   # seat to act, -1 once over
    st.legal_moves()          # list of move ints for st.turn
    st.apply(move)            # in place; the move must be legal
    st2 = st.clone()          # cheap independent copy
    st.over, st.outcome       # outcome: dict with winner side, game points, ...

Moves: a card id (0..47) plays that card; ``MELD + suit`` declares a
marriage; ``EXCHANGE`` robs the face-up trump; ``CLOSE`` closes the talon;
``ANNOUNCE`` says "genug".  Sides: index 0/1; `side[seat]` (-1 for the seat
sitting out in `dreier`); in `vierer` seats 0+2 and 1+3.
"""

from __future__ import annotations

from ..kinds import Outcome, outcome_kind
from ..cards import _SLICES, KING, PAIR_MASK, VALUE_OF, cards_of24, make, suit_of
from ..shuffle import shuffle_deck
from ..talon import CountsMixin, draw_round
from ..tricks import BEATS, allowed_mask

MELD = 64
EXCHANGE = 72
CLOSE = 73
ANNOUNCE = 74

_S0, _S1 = _SLICES[:2]

#: Bit ``6 * suit`` of each suit (its Ace); with King = 2 and Ober = 3,
#: ``hand >> 2 & hand >> 3 & SUIT_BASES`` has that bit where a marriage sits.
SUIT_BASES = sum(1 << (6 * s) for s in range(4))
#: MARRIAGES[bits]: the marriage moves of those SUIT_BASES bits, suit order.
MARRIAGES = {
    sum(1 << (6 * s) for s in suits): tuple(MELD + s for s in suits)
    for suits in (tuple(s for s in range(4) if k >> s & 1) for k in range(16))
}


class SixtySix(CountsMixin):
    """One game of the 66 family (2, 3 or 4 seats)."""

    __slots__ = (
        "rules", "seats", "dealer", "order", "nxt", "side", "n_active",
        "hands", "known", "talon", "trump_card", "trump", "shown_trump",
        "phase2", "closed", "closer", "close_opp_trick", "close_opp_points",
        "leader", "turn", "trick", "best", "best_seat", "taken", "tricks",
        "card_pts", "meld_pts", "pending", "melds", "lead_meld", "last_winner",
        "history", "exchanged", "over", "outcome",
    )

    def __init__(self, rules, dealer, hands, trump, trump_card, talon, shown_trump=-1):
        """A fresh game: `hands` masks per seat, `talon` top first (no trump)."""
        n = rules.players
        self.rules = rules
        self.seats = n
        self.dealer = dealer
        self.order, self.nxt, self.side, self.n_active = _seat_tables(n, dealer)
        self.hands = list(hands)
        self.known = [0] * n
        self.talon = list(reversed(talon))
        self.trump = trump
        self.trump_card = trump_card
        self.shown_trump = trump_card if shown_trump < 0 else shown_trump
        if shown_trump >= 0:
            self.known[dealer] |= 1 << shown_trump
        self.phase2 = not rules.has_talon
        self.closed = False
        self.closer = -1
        self.close_opp_trick = False
        self.close_opp_points = 0
        self.leader = self.turn = self.order[0]
        self.trick = []
        self.best = self.best_seat = -1
        self.taken = [0, 0]
        self.tricks = [0, 0]
        self.card_pts = [0, 0]
        self.meld_pts = [0, 0]
        self.pending = [0, 0]
        self.melds = []
        self.lead_meld = -1
        self.last_winner = -1
        self.history = []
        self.exchanged = None
        self.over = False
        self.outcome = None

    @classmethod
    def shuffled(cls, rules, dealer, rng):
        """Shuffle the deck with `rng` and deal it in the preset's packets."""
        deck = list(rules.deck)
        shuffle_deck(deck, rng)
        return cls.from_deck(rules, dealer, deck)

    @classmethod
    def from_deck(cls, rules, dealer, deck):
        """Deal an ordered deck: packets round the table from the forehand."""
        n = rules.players
        hands = [0] * n
        places, pos = _deal_plan(n, dealer, rules.deal_pattern)
        for s, at in places:
            h = 0
            for i in at:
                h |= 1 << deck[i]
            hands[s] = h
        if not rules.has_talon:                 # vierer: the last card dealt sets trump
            last = deck[pos - 1]
            return cls(rules, dealer, hands, suit_of(last), -1, [], shown_trump=last)
        return cls(rules, dealer, hands, suit_of(deck[pos]), deck[pos], deck[pos + 1:])

    def clone(self):
        new = SixtySix.__new__(SixtySix)
        new.rules = self.rules
        new.seats = self.seats
        new.dealer = self.dealer
        new.order = self.order
        new.nxt = self.nxt
        new.side = self.side
        new.n_active = self.n_active
        new.hands = self.hands[:]
        new.known = self.known[:]
        new.talon = self.talon[:]
        new.trump_card = self.trump_card
        new.trump = self.trump
        new.shown_trump = self.shown_trump
        new.phase2 = self.phase2
        new.closed = self.closed
        new.closer = self.closer
        new.close_opp_trick = self.close_opp_trick
        new.close_opp_points = self.close_opp_points
        new.leader = self.leader
        new.turn = self.turn
        new.trick = self.trick[:]
        new.best = self.best
        new.best_seat = self.best_seat
        new.taken = self.taken[:]
        new.tricks = self.tricks[:]
        new.card_pts = self.card_pts[:]
        new.meld_pts = self.meld_pts[:]
        new.pending = self.pending[:]
        new.melds = self.melds[:]
        new.lead_meld = self.lead_meld
        new.last_winner = self.last_winner
        new.history = self.history[:]
        new.exchanged = self.exchanged
        new.over = self.over
        new.outcome = self.outcome
        return new

    # --- queries ----------------------------------------------------------

    def can_exchange(self, seat: int) -> bool:
        r = self.rules
        return bool(
            r.exchange_rank is not None
            and not self.phase2
            and self.talon_count() >= r.exchange_min
            and self.hands[seat] >> make(self.trump, r.exchange_rank) & 1
            and (r.exchange_anytime or self.tricks[self.side[seat]] > 0)
        )

    def can_close(self) -> bool:
        r = self.rules
        return r.closing and not self.phase2 and self.talon_count() >= r.closing_min

    def meld_allowed(self, seat: int) -> bool:
        """Marriages allowed now (before looking at the cards)?"""
        r = self.rules
        if r.marriage_needs_trick and not self.tricks[self.side[seat]]:
            return False
        return not (r.marriage_open_only and self.phase2)

    def can_announce(self, seat: int) -> bool:
        return self.rules.announce and (self.last_winner == seat or self.lead_meld >= 0)

    def legal_moves(self) -> list:
        """Every move the seat to act may make now.

        The hot path of every playout: `can_exchange`, `can_close`,
        `meld_allowed` and `can_announce` are written out here.
        """
        s = self.turn
        if s < 0:                       # over
            return []
        hand = self.hands[s]
        trick = self.trick
        if trick:
            if self.phase2:
                hand = allowed_mask(hand, trick[0], self.best, self.trump, self.rules.duty)
            return [*_S0[hand & 4095], *_S1[hand >> 12]]          # cards_of24(hand)
        r = self.rules
        if self.lead_meld >= 0:
            moves = cards_of24(hand & PAIR_MASK[self.lead_meld])
        else:
            moves = cards_of24(hand)
            phase2 = self.phase2
            if not phase2:
                talon = len(self.talon) + (self.trump_card >= 0)
                ex = r.exchange_rank
                if (ex is not None and talon >= r.exchange_min
                        and hand >> (6 * self.trump + ex) & 1
                        and (r.exchange_anytime or self.tricks[self.side[s]] > 0)):
                    moves.append(EXCHANGE)
                if r.closing and talon >= r.closing_min:
                    moves.append(CLOSE)
            pairs = hand >> 2 & hand >> 3 & SUIT_BASES
            if (pairs and not (r.marriage_needs_trick and not self.tricks[self.side[s]])
                    and not (r.marriage_open_only and phase2)):
                moves.extend(MARRIAGES[pairs])
        if r.announce and (self.last_winner == s or self.lead_meld >= 0):
            moves.append(ANNOUNCE)
        return moves

    # --- moves ------------------------------------------------------------

    def apply(self, move: int) -> None:
        """Make a legal move of the seat to act (no checks)."""
        s = self.turn
        if move < MELD:                     # a card: most moves, so written out here
            bit = 1 << move
            self.hands[s] ^= bit
            known = self.known
            if known[s] & bit:
                known[s] ^= bit
            trick = self.trick
            if not trick:                                   # the lead
                trick.append(move)
                self.best = move
                self.best_seat = s
                self.turn = self.nxt[s]
                return
            if BEATS[self.trump][self.best] & bit:
                self.best = move
                self.best_seat = s
            if self.n_active == 2:                          # the second card ends it
                lead = trick[0]
                self._trick_taken((lead, move), 1 << lead | bit, VALUE_OF[lead] + VALUE_OF[move])
                return
            trick.append(move)
            if len(trick) == self.n_active:
                self._finish_trick()
            else:
                self.turn = self.nxt[s]
        elif move < EXCHANGE:
            self.meld(s, move - MELD)
        elif move == EXCHANGE:
            self.exchange(s)
        elif move == CLOSE:
            self.close_talon(s)
        else:
            self.announce(s)

    def play(self, s: int, c: int) -> None:
        """Seat `s` plays card `c`; `s` is the seat to act (`apply` does the work)."""
        self.apply(c)

    def _finish_trick(self) -> None:
        """The trick on the table is full: its cards, mask and points to `_trick_taken`."""
        trick = self.trick
        m = pts = 0
        for c in trick:
            m |= 1 << c
            pts += VALUE_OF[c]
        self._trick_taken(tuple(trick), m, pts)

    def _trick_taken(self, cards: tuple, m: int, pts: int) -> None:
        """`best_seat` takes the trick `cards` (mask `m`, `pts` card points):
        count it, draw, and end the game if it is over."""
        w = self.best_seat
        sd = self.side[w]
        self.taken[sd] |= m
        card_pts = self.card_pts
        card_pts[sd] += pts
        self.tricks[sd] += 1
        pending = self.pending[sd]
        if pending:
            self.meld_pts[sd] += pending
            self.pending[sd] = 0
        self.history.append((self.leader, cards, w))
        self.trick = []
        self.lead_meld = -1
        self.last_winner = self.leader = self.turn = w
        if not self.phase2:
            draw_round(self, w)
            if not self.talon and self.trump_card < 0:
                self.phase2 = True
        if self.rules.win_at_66 and card_pts[sd] + self.meld_pts[sd] >= 66:
            op = 1 - sd
            gp = self.rules.game_points(self.tricks[op] > 0, self.points(op))
            self._end(sd, gp, Outcome.WIN66, seat=w)
        elif not self.hands[w]:
            self._end_playout()

    def _draw(self, w: int) -> None:
        """Winner draws first, then the others; the face-up trump comes last."""
        draw_round(self, w)
        if not self.talon and self.trump_card < 0:
            self.phase2 = True

    def meld(self, s: int, suit: int) -> None:
        r = self.rules
        sd = self.side[s]
        value = r.marriage_values[1 if suit == self.trump else 0]
        self.melds.append((s, suit, value))
        self.known[s] |= PAIR_MASK[suit]
        if self.tricks[sd] and not r.credit_next:
            self.meld_pts[sd] += value
        else:
            self.pending[sd] += value
        if r.plays_king:
            self.play(s, make(suit, KING))
        else:
            self.lead_meld = suit

    def exchange(self, s: int) -> None:
        low = make(self.trump, self.rules.exchange_rank)
        old = self.trump_card
        self.hands[s] ^= (1 << low) | (1 << old)
        self.known[s] |= 1 << old
        self.trump_card = low
        self.exchanged = (s, low, old)

    def close_talon(self, s: int) -> None:
        op = 1 - self.side[s]
        self.closed = True
        self.phase2 = True
        self.closer = s
        self.close_opp_trick = self.tricks[op] > 0
        self.close_opp_points = self.points(op)

    def announce(self, s: int) -> None:
        r = self.rules
        sd = self.side[s]
        op = 1 - sd
        p = self.points(sd)
        closer_side = self.side[self.closer] if self.closed else -1
        if p >= 66:
            if closer_side == sd:
                gp = r.game_points(self.close_opp_trick, self.close_opp_points)
            else:
                gp = r.game_points(self.tricks[op] > 0, self.points(op))
                if closer_side >= 0:
                    gp = max(gp, r.closing_fail[0 if self.close_opp_trick else 1])
            self._end(sd, gp, Outcome.ANNOUNCE, seat=s, correct=True, points=p)
        else:
            if closer_side == sd:
                gp = r.closing_fail[0 if self.close_opp_trick else 1]
            else:
                gp = r.wrong_points[0 if self.tricks[op] else 1]
            self._end(op, gp, Outcome.ANNOUNCE, seat=s, correct=False, points=p,
                      missing=66 - p)

    # --- end of game ------------------------------------------------------

    def _end_playout(self) -> None:
        r = self.rules
        if self.closed:
            c = self.side[self.closer]
            p = self.points(c)
            if p >= 66:
                gp = r.game_points(self.close_opp_trick, self.close_opp_points)
                self._end(c, gp, Outcome.CLOSED, seat=self.closer, success=True, points=p)
            else:
                gp = r.closing_fail[0 if self.close_opp_trick else 1]
                self._end(1 - c, gp, Outcome.CLOSED, seat=self.closer, success=False,
                          points=p, missing=66 - p)
            return
        last = self.side[self.last_winner]
        totals = [self.points(0), self.points(1)]
        totals[last] += r.last_bonus
        if r.playout_last:
            win = last
        elif totals[0] == totals[1]:
            self._end(-1, 0, Outcome.PLAYED_OUT, totals=totals, bonus=[last, r.last_bonus])
            return
        else:
            win = 0 if totals[0] > totals[1] else 1
        if r.playout_points == "table":
            gp = r.game_points(self.tricks[1 - win] > 0, totals[1 - win])
        else:
            gp = r.playout_points
        self._end(win, gp, Outcome.PLAYED_OUT, totals=totals, bonus=[last, r.last_bonus])

    def _end(self, winner: int, game_points: int, kind: str, **extra) -> None:
        self.over = True
        self.turn = -1
        self.outcome = {"kind": kind, "winner": winner, "game_points": game_points, **extra}

    def totals(self) -> list:
        """Final points per side as the settlement counts them."""
        out = [self.points(0), self.points(1)]
        if self.outcome and "totals" in self.outcome:
            out = list(self.outcome["totals"])
        return out

    # --- plain data -------------------------------------------------------

    def to_dict(self) -> dict:
        return {
            "dealer": self.dealer,
            "hands": list(self.hands),
            "known": list(self.known),
            "talon": list(reversed(self.talon)),
            "trump": self.trump,
            "trump_card": self.trump_card,
            "shown_trump": self.shown_trump,
            "phase2": self.phase2,
            "closed": self.closed,
            "closer": self.closer,
            "close_opp_trick": self.close_opp_trick,
            "close_opp_points": self.close_opp_points,
            "leader": self.leader,
            "turn": self.turn,
            "trick": list(self.trick),
            "best": self.best,
            "best_seat": self.best_seat,
            "taken": list(self.taken),
            "tricks": list(self.tricks),
            "card_pts": list(self.card_pts),
            "meld_pts": list(self.meld_pts),
            "pending": list(self.pending),
            "melds": [list(m) for m in self.melds],
            "lead_meld": self.lead_meld,
            "last_winner": self.last_winner,
            "history": [[ld, list(cs), w] for ld, cs, w in self.history],
            "exchanged": list(self.exchanged) if self.exchanged else None,
            "over": self.over,
            "outcome": self.outcome,
        }

    @classmethod
    def from_dict(cls, rules, d: dict):
        st = cls.__new__(cls)
        st.rules = rules
        st.seats = rules.players
        st.dealer = d["dealer"]
        st.order, st.nxt, st.side, st.n_active = _seat_tables(st.seats, st.dealer)
        st.hands = list(d["hands"])
        st.known = list(d["known"])
        st.talon = list(reversed(d["talon"]))
        for key in (
            "trump", "trump_card", "shown_trump", "phase2", "closed", "closer",
            "close_opp_trick", "close_opp_points", "leader", "turn", "best",
            "best_seat", "lead_meld", "last_winner", "over", "outcome",
        ):
            setattr(st, key, d[key])
        for key in ("trick", "taken", "tricks", "card_pts", "meld_pts", "pending"):
            setattr(st, key, list(d[key]))
        st.melds = [tuple(m) for m in d["melds"]]
        st.history = [(ld, tuple(cs), w) for ld, cs, w in d["history"]]
        st.exchanged = tuple(d["exchanged"]) if d["exchanged"] else None
        if st.outcome:                     # "playout" of older saves reads as PLAYED_OUT
            st.outcome = dict(st.outcome, kind=outcome_kind(st.outcome["kind"]))
        return st


_SEATS = {}
_DEALS = {}


def _seat_tables(n: int, dealer: int) -> tuple:
    """(order, nxt, side, n_active) of `n` seats with that dealer, shared by every
    game (never changed): play order from the forehand (in `dreier` the dealer
    sits out), the next seat to play, each seat's side (-1: sitting out)."""
    key = (n, dealer)
    if key not in _SEATS:
        order = [(dealer + 1 + i) % n for i in range(n)]
        if n == 3:
            order = order[:2]
        nxt = [-1] * n
        for i, s in enumerate(order):
            nxt[s] = order[(i + 1) % len(order)]
        if n == 4:
            side = [s % 2 for s in range(4)]
        else:
            side = [-1] * n
            for i, s in enumerate(sorted(order)):
                side[s] = i
        _SEATS[key] = (tuple(order), tuple(nxt), tuple(side), len(order))
    return _SEATS[key]


def _deal_plan(n: int, dealer: int, pattern: tuple) -> tuple:
    """Where an ordered deck's cards go: ((seat, its places in the deck), ...)
    and the place of the first card not dealt.  Packets of the preset's sizes
    go round the table from the forehand."""
    key = (n, dealer, pattern)
    if key not in _DEALS:
        order = _seat_tables(n, dealer)[0]
        places = {s: [] for s in order}
        pos = 0
        for packet in pattern:
            for s in order:
                places[s].extend(range(pos, pos + packet))
                pos += packet
        _DEALS[key] = (tuple((s, tuple(at)) for s, at in places.items()), pos)
    return _DEALS[key]
