"""Gaigel as a fast state machine on card ids and bitmasks (RULES.md section 4).

Owns the deal, the first trick's openings, talon and drawing, robbing with
the trump seven, marriages, `aus` with Gaigel / Untergaigel / Übergaigel,
the grace time after the last trick, Fünf Siebener and Auf Dissle, and the
Striche of a finished game.  Cards, trick resolution, the duty to follow
and drawing come from the shared modules (cards, tricks, talon).  No text,
no events, no checks in `apply`.

Core API (the same as `SixtySix`)::

    st = Gaigel.shuffled(rules, dealer, rng)     # rules: presets.GaigelRules
    st.turn                   # seat to play; -1 once over (see grace time below)
    st.legal_moves(seat=None) # move ints for `seat` (default: st.turn)
    st.aus_seats()            # seats whose party may call `aus` and win now
    st.apply(move)            # in place; the move must be allowed
    st2 = st.clone()
    st.over, st.outcome       # outcome: dict (kind, winners, striche per party, ...)

Cards are ids 0..47 (``copy * 24 + face``); both copies share the face and
the text.  Moves:

- ``0..47``: play that card (follow, or the forehand's only-trumps lead);
- ``GE_ELFEN + c``, ``HOEHER_HAT + c``, ``ANDERE_ALTE + c``: the forehand's
  opening of the first trick with card `c` (``move >> 6`` is the kind);
- ``MELD + suit``; ``ROB`` (swap the trump seven for the face-up trump);
  ``FIVE_SEVENS``; ``DISSLE`` (announce Auf Dissle);
- ``END_GRACE``: the grace time after the last trick is over (played out);
- ``AUS + seat``: that seat calls Aus - by any seat at any moment, not
  only by `turn`.

`legal_moves` lists each choice once: of two equal cards in one hand it
offers one copy (a copy already counted in a marriage first, since keeping
the unused copy is never worse).  It lists ``AUS + seat`` only while the
seat's party has enough points to win with it; `apply` also accepts an Aus
below that (an Untergaigel: the text seam offers `aus` at every moment).
For a seat other than `turn`, `legal_moves(seat)` is that Aus or nothing.

Grace time: after the last trick, unless the game ended with it, `grace`
is True and `over` False; `turn` stays the last trick's winner and its
`legal_moves()` are ``[END_GRACE]`` (plus its Aus); any seat may still
apply its Aus.  ``END_GRACE`` scores the played-out game.

Parties: ``side[seat]``; two parties (seats alternate) for 2, 4 and 6
players, three (each alone) for 3 players.  An outcome gives Striche per
party; partners carry their party's.

Rule decisions (RULES.md section 4 leaves them open):

- First trick: the forehand always opens with ge-elfen / höher hat /
  andere alte (a plain `lege` is refused with the choices), except with
  only trumps: then it leads a trump face up (``OPEN_TRUMP``) and the trick
  is judged by the ordinary rule, so a higher trump of another
  only-trumps player wins and an equal one does not.  After höher hat or
  andere alte every card of the trick lies face down until it is full.
  Trumps of only-trumps players never win a non-trump opening (the trick
  is judged with the led suit as trump); ge-elfen is therefore sure.
- Marriages on any turn (leading or following), once the party has a
  trick (so never in the first trick); at most one per turn, a second pair
  on a later turn of the same player; in the empty-talon phase only if one
  of the pair may then be played.  The pair is counted at once.
- Robbing: only while the face-up card is not a seven, and only while the
  talon (face-up card included) holds more than one round of cards
  (> seats): the lead of the trick after which the last round is drawn is
  the "last drawing round".  gaigel6: only at the lead of trick 2.
- Aus counts finished tricks and marriages; cards of a trick in play count
  for nobody.  Gaigel if an opponent party has no trick.  Übergaigel: a
  party reaching 101 with a trick must call by the end of the next trick,
  with a marriage by the end of the same trick; checked when a trick ends
  (after a dissle loss, before drawing).  A party reaching 101 with the last
  trick has the grace time; one that reached it earlier and lets the last
  trick end without calling is übergaigelt.
- Three players: correct Aus: each trickless opponent 2 Striche, the other
  nothing; both with a trick: the fewer Augen 1 (equal: both).  Untergaigel
  and Übergaigel: 2 for the guilty seat only.  Played out: the most Augen
  win (several if equal), the fewest get 1 each (all equal: nobody).  A
  single win (Fünf Siebener, Dissle) in three: like the played-out rule
  among the two opponents (the fewer Augen 1 Strich, equal both).
- Fünf Siebener: a move on one's turn, also in the first trick or while
  following; wins single at once.  Auf Dissle: announced on lead before
  anything else, while the talon is open, with exactly four sevens; the
  player loses double for his party as soon as he takes a trick; when he
  holds five sevens after drawing he wins single at once (automatic).
"""

from __future__ import annotations

from ..kinds import Outcome, outcome_kind
from ..cards import (
    _SLICES, ACE, KING, LOW, OBER, RANK_MASK, SUIT_MASK, VALUE_OF, cards_of, rank_of, suit_of,
)
from ..shuffle import shuffle_deck
from ..talon import CountsMixin, draw_round
from ..tricks import BEATS, DUTY_BEAT, allowed_mask, winner_index

GE_ELFEN = 64
HOEHER_HAT = 128
ANDERE_ALTE = 192
MELD = 256
ROB = 264
FIVE_SEVENS = 265
DISSLE = 266
END_GRACE = 267
AUS = 272

#: Opening of the first trick (`Gaigel.opening`); 0 for a later trick.
OPEN_NONE, OPEN_ELF, OPEN_HIGHER, OPEN_OTHER, OPEN_TRUMP = range(5)
FACE_DOWN = (OPEN_HIGHER, OPEN_OTHER)

SEVENS = RANK_MASK[LOW]
ACES = RANK_MASK[ACE]
KINGS = tuple(SUIT_MASK[s] & RANK_MASK[KING] for s in range(4))
OBERS = tuple(SUIT_MASK[s] & RANK_MASK[OBER] for s in range(4))
LOW24 = (1 << 24) - 1
_S0, _S1, _S2, _S3 = _SLICES
#: TRUMP_SEVENS[trump]: both sevens of the trump suit (robbing).
TRUMP_SEVENS = tuple(SEVENS & SUIT_MASK[s] for s in range(4))
#: Bit ``6 * suit`` of each suit: the place of a suit's Ace among the 24 faces.
SUIT_BASES = sum(1 << (6 * s) for s in range(4))


def popcount(m: int) -> int:
    return m.bit_count()


def lowest(m: int) -> int:
    return (m & -m).bit_length() - 1


class Gaigel(CountsMixin):
    """One game of Gaigel for 2, 3, 4 or 6 seats."""

    __slots__ = (
        "rules", "seats", "parties", "dealer", "forehand", "side", "nxt", "n_active",
        "hands", "known", "used", "talon", "trump", "trump_card", "trump_taker",
        "robbed", "phase2", "leader", "turn", "trick", "best", "best_seat", "opening",
        "taken", "tricks", "card_pts", "meld_pts", "melds", "turn_meld", "turn_pair",
        "deadline", "dissle", "grace", "history", "over", "outcome",
    )

    def __init__(self, rules, dealer, hands, trump_card, talon):
        """A fresh game: `hands` masks per seat, `talon` top first (no trump)."""
        n = rules.players
        self.rules = rules
        self._seat_tables(n, dealer)
        self.hands = list(hands)
        self.known = [0] * n
        self.used = 0
        self.talon = list(reversed(talon))
        self.trump_card = trump_card
        self.trump = suit_of(trump_card)
        self.trump_taker = -1
        self.robbed = None
        self.phase2 = False
        self.leader = self.turn = self.forehand
        self.trick = []
        self.best = self.best_seat = -1
        self.opening = OPEN_NONE
        p = rules.parties
        self.taken = [0] * p
        self.tricks = [0] * p
        self.card_pts = [0] * p
        self.meld_pts = [0] * p
        self.melds = []
        self.turn_meld = -1
        self.turn_pair = 0
        self.deadline = [-1] * p
        self.dissle = []
        self.grace = False
        self.history = []
        self.over = False
        self.outcome = None

    def _seat_tables(self, n, dealer):
        self.seats = self.n_active = n
        self.parties = parties = self.rules.parties
        self.dealer = dealer
        self.forehand = (dealer + 1) % n
        self.side, self.nxt = _seat_tuples(n, parties)

    @classmethod
    def shuffled(cls, rules, dealer, rng):
        deck = list(rules.deck)
        shuffle_deck(deck, rng)
        return cls.from_deck(rules, dealer, deck)

    @classmethod
    def from_deck(cls, rules, dealer, deck):
        """Deal an ordered deck: three each from the forehand, the trump, two each."""
        hands = [0] * rules.players
        places, trump_at, rest = _deal_plan(rules.players, dealer, rules.deal_pattern)
        for s, at in places:
            h = 0
            for i in at:
                h |= 1 << deck[i]
            hands[s] = h
        trump_card = deck[trump_at] if trump_at >= 0 else -1
        return cls(rules, dealer, hands, trump_card, deck[rest:])

    def clone(self):
        """An independent copy: the lists that change are copied, the rest shared."""
        new = Gaigel.__new__(Gaigel)
        new.rules = self.rules
        new.seats = self.seats
        new.parties = self.parties
        new.dealer = self.dealer
        new.forehand = self.forehand
        new.side = self.side
        new.nxt = self.nxt
        new.n_active = self.n_active
        new.used = self.used
        new.trump = self.trump
        new.trump_card = self.trump_card
        new.trump_taker = self.trump_taker
        new.robbed = self.robbed
        new.phase2 = self.phase2
        new.leader = self.leader
        new.turn = self.turn
        new.best = self.best
        new.best_seat = self.best_seat
        new.opening = self.opening
        new.turn_meld = self.turn_meld
        new.turn_pair = self.turn_pair
        new.grace = self.grace
        new.over = self.over
        new.outcome = self.outcome
        new.hands = self.hands[:]
        new.known = self.known[:]
        new.talon = self.talon[:]
        new.trick = self.trick[:]
        new.taken = self.taken[:]
        new.tricks = self.tricks[:]
        new.card_pts = self.card_pts[:]
        new.meld_pts = self.meld_pts[:]
        new.melds = self.melds[:]
        new.deadline = self.deadline[:]
        new.dissle = self.dissle[:]
        new.history = self.history[:]
        return new

    # --- queries ----------------------------------------------------------

    def reached(self, party: int) -> bool:
        return self.card_pts[party] + self.meld_pts[party] >= self.rules.aus_points

    def aus_seats(self) -> list:
        """Seats whose party would win with `aus` now."""
        if self.over:
            return []
        return [s for s in range(self.seats) if self.reached(self.side[s])]

    def first_trick(self) -> bool:
        return not self.history

    def distinct(self, mask: int) -> int:
        """`mask` with one copy of each face (a used copy before an unused one)."""
        lo = mask & LOW24
        hi = mask >> 24
        both = lo & hi
        swap = both & (self.used >> 24) & ~self.used
        return (lo & ~swap) | ((hi & ~(both & ~swap)) << 24)

    def meld_pair(self, seat: int, suit: int) -> int:
        """Mask of the King and Ober a marriage in `suit` would use, else 0."""
        free = self.hands[seat] & ~self.used
        k = free & KINGS[suit]
        o = free & OBERS[suit]
        if not (k and o):
            return 0
        return (k & -k) | (o & -o)

    def can_meld(self, seat: int) -> bool:
        return (
            seat == self.turn and not self.grace and self.turn_meld < 0
            and self.tricks[self.side[seat]] > 0
        )

    def can_rob(self, seat: int) -> bool:
        """Trump seven, on lead, party has a trick, not in the last drawing round."""
        tc = self.trump_card
        return bool(
            tc >= 0 and rank_of(tc) != LOW and not self.trick and self.turn_meld < 0
            and len(self.talon) + 1 > self.seats
            and self.tricks[self.side[seat]]
            and self.hands[seat] & SEVENS & SUIT_MASK[self.trump]
        )

    def can_dissle(self, seat: int) -> bool:
        """Four sevens, on lead before anything else, talon open, not yet announced."""
        return bool(
            self.rules.dissle and not self.trick and self.turn_meld < 0
            and not self.phase2 and seat not in self.dissle
            and (self.hands[seat] & SEVENS).bit_count() == 4
        )

    def has_five_sevens(self, seat: int) -> bool:
        return self.rules.five_sevens and (self.hands[seat] & SEVENS).bit_count() >= 5

    def allowed_cards(self, seat: int) -> int:
        """Mask of the cards `seat` may play now (its turn, no marriage pending)."""
        hand = self.hands[seat]
        if not self.history:
            trumps = hand & SUIT_MASK[self.trump]
            return hand if trumps == hand else hand & ~trumps
        if self.trick and self.phase2:
            return allowed_mask(hand, self.trick[0], self.best, self.trump, DUTY_BEAT)
        return hand

    def legal_moves(self, seat=None) -> list:
        """Every move `seat` (default: the seat to play) may sensibly make now.

        The hot path of every playout, so `allowed_cards`, `cards_of`,
        `meld_pair`, `can_rob` and the later tricks' moves are written out here.
        """
        turn = self.turn
        if turn < 0:                    # over
            return []
        s = turn if seat is None else seat
        p = self.side[s]
        rules = self.rules
        aus = self.card_pts[p] + self.meld_pts[p] >= rules.aus_points
        if s != turn or self.grace:
            moves = [END_GRACE] if self.grace and s == turn else []
            if aus:
                moves.append(AUS + s)
            return moves
        hand = self.hands[s]
        if not self.history:
            moves = self._first_trick_moves(s)
        else:
            trick = self.trick
            if trick and self.phase2:
                allowed = allowed_mask(hand, trick[0], self.best, self.trump, DUTY_BEAT)
            else:
                allowed = hand
            if self.turn_meld >= 0:                 # after a marriage: one of its pair
                moves = cards_of(allowed & self.turn_pair)
            else:                                   # one copy of each face, marriages, robbing
                d = self.distinct(allowed) if allowed & allowed >> 24 else allowed
                moves = [*_S0[d & 4095], *_S1[d >> 12 & 4095], *_S2[d >> 24 & 4095], *_S3[d >> 36]]
                has_trick = self.tricks[p]
                if has_trick:
                    free = hand & ~self.used
                    faces = (free | free >> 24) & LOW24
                    pairs = faces >> 2 & faces >> 3 & SUIT_BASES      # King and Ober of a suit
                    while pairs:
                        low = pairs & -pairs
                        suit = low.bit_length() // 6
                        k = free & KINGS[suit]
                        o = free & OBERS[suit]
                        if ((k & -k) | (o & -o)) & allowed:
                            moves.append(MELD + suit)
                        pairs ^= low
                if not trick:
                    tc = self.trump_card
                    if (tc >= 0 and hand & TRUMP_SEVENS[self.trump] and has_trick and tc % 6 != LOW
                            and len(self.talon) + 1 > self.seats):
                        moves.append(ROB)
                    if rules.dissle and (hand & SEVENS).bit_count() == 4 and self.can_dissle(s):
                        moves.append(DISSLE)
        if rules.five_sevens and (hand & SEVENS).bit_count() >= 5:
            moves.append(FIVE_SEVENS)
        if aus:
            moves.append(AUS + s)
        return moves

    def _first_trick_moves(self, s: int) -> list:
        """The first trick: the forehand's openings, or the cards that may follow."""
        allowed = self.allowed_cards(s)
        if self.turn_meld >= 0:
            return cards_of(allowed & self.turn_pair)
        leading = not self.trick
        hand = self.hands[s]
        if not leading or hand & SUIT_MASK[self.trump] == hand:
            moves = cards_of(self.distinct(allowed))
        else:
            moves = []
            for c in cards_of(self.distinct(allowed)):
                if c % 6 == ACE:
                    moves.append(GE_ELFEN + c)
                    moves.append(ANDERE_ALTE + c)
                else:
                    moves.append(HOEHER_HAT + c)
        if leading and self.can_dissle(s):
            moves.append(DISSLE)
        return moves

    # --- moves ------------------------------------------------------------

    def apply(self, move: int) -> None:
        """Make a move of the seat to act, or any seat's Aus (no checks)."""
        if move < GE_ELFEN:
            self.play(self.turn, move)
        elif move < MELD:
            self.opening = move >> 6
            self.play(self.turn, move & 63)
        elif move < ROB:
            self.meld(self.turn, move - MELD)
        elif move == ROB:
            self.rob(self.turn)
        elif move == FIVE_SEVENS:
            self._single_win(self.side[self.turn], Outcome.FIVE_SEVENS, self.turn)
        elif move == DISSLE:
            self.dissle.append(self.turn)
        elif move == END_GRACE:
            self.end_grace()
        else:
            self.call_aus(move - AUS)

    def play(self, s: int, c: int) -> None:
        bit = 1 << c
        self.hands[s] ^= bit
        known = self.known
        if known[s] & bit:
            known[s] ^= bit
        trick = self.trick
        trick.append(c)
        if self.turn_meld >= 0:
            self.turn_meld = -1
            self.turn_pair = 0
        n = len(trick)
        if n == 1:                                      # the lead
            self.best = c
            self.best_seat = s
            if not self.history and self.opening == OPEN_NONE:
                self.opening = OPEN_TRUMP
            self.turn = self.nxt[s]
            return
        if self.history and BEATS[self.trump][self.best] & bit:
            self.best = c
            self.best_seat = s
        if n == self.seats:
            self._finish_trick()
        else:
            self.turn = self.nxt[s]

    def _first_trick_winner(self) -> int:
        trick = self.trick
        lead = trick[0]
        if self.opening == OPEN_OTHER:
            for i in range(1, len(trick)):
                if trick[i] % 24 == lead % 24:
                    return (self.leader + i) % self.seats
            return self.leader
        trump = self.trump if self.opening == OPEN_TRUMP else suit_of(lead)
        return (self.leader + winner_index(trick, trump)) % self.seats

    def _finish_trick(self) -> None:
        k = len(self.history)
        w = self._first_trick_winner() if k == 0 else self.best_seat
        p = self.side[w]
        trick = self.trick
        m = 0
        pts = 0
        for c in trick:
            m |= 1 << c
            pts += VALUE_OF[c]
        self.taken[p] |= m
        self.card_pts[p] += pts
        self.tricks[p] += 1
        self.history.append((self.leader, tuple(trick), w, self.opening))
        self.trick = []
        self.opening = OPEN_NONE
        self.leader = self.turn = w
        dissle = self.dissle
        if dissle and w in dissle:
            self._double_loss(p, Outcome.DISSLE_LOST, w)
            return
        deadline = self.deadline
        if k in deadline:                     # the first party whose time ran out
            self._double_loss(deadline.index(k), Outcome.UEBERGAIGEL, -1)
            return
        # Only the taker's party has more points now (a marriage sets its own
        # deadline in `meld`), so only it can have reached the goal with this trick.
        if deadline[p] < 0 and self.card_pts[p] + self.meld_pts[p] >= self.rules.aus_points:
            deadline[p] = k + 1
        if not self.phase2:
            took = draw_round(self, w)
            if took >= 0:
                self.trump_taker = took
            if not self.talon and self.trump_card < 0:
                self.phase2 = True
            if dissle:
                for d in dissle:
                    if (self.hands[d] & SEVENS).bit_count() >= 5:
                        self._single_win(self.side[d], Outcome.DISSLE_WON, d)
                        return
        if not self.hands[w]:
            self.grace = True

    def meld(self, s: int, suit: int) -> None:
        pair = self.meld_pair(s, suit)
        p = self.side[s]
        value = self.rules.marriage_values[1 if suit == self.trump else 0]
        self.used |= pair
        self.known[s] |= pair
        self.meld_pts[p] += value
        self.melds.append((s, suit, value, len(self.history)))
        self.turn_meld = suit
        self.turn_pair = pair
        if self.deadline[p] < 0 and self.reached(p):
            self.deadline[p] = len(self.history)

    def rob(self, s: int) -> None:
        seven = lowest(self.hands[s] & SEVENS & SUIT_MASK[self.trump])
        old = self.trump_card
        self.hands[s] ^= (1 << seven) | (1 << old)
        self.known[s] |= 1 << old
        self.trump_card = seven
        self.robbed = (s, seven, old)

    # --- end of game ------------------------------------------------------

    def call_aus(self, s: int) -> None:
        """`aus` by seat `s`: a win with enough points, else Untergaigel."""
        p = self.side[s]
        if not self.reached(p):
            self._double_loss(p, Outcome.UNTERGAIGEL, s)
            return
        striche = [0] * self.parties
        others = [q for q in range(self.parties) if q != p]
        trickless = [q for q in others if not self.tricks[q]]
        for q in trickless:
            striche[q] = 2
        if not trickless and self.parties == 3:
            for q in self._fewest(others):
                striche[q] = 1
        elif not trickless:
            striche[others[0]] = 1
        self._end(Outcome.AUS, [p], striche, s, gaigel=bool(trickless))

    def end_grace(self) -> None:
        """Nobody called in the grace time: the most points win single."""
        totals = [self.points(q) for q in range(self.parties)]
        best = max(totals)
        winners = [q for q in range(self.parties) if totals[q] == best]
        striche = [0] * self.parties
        if len(winners) < self.parties:
            for q in self._fewest(range(self.parties)):
                striche[q] = 1
        else:
            winners = []
        self._end(Outcome.PLAYED_OUT, winners, striche, -1)

    def _fewest(self, parties) -> list:
        parties = list(parties)
        low = min(self.points(q) for q in parties)
        return [q for q in parties if self.points(q) == low]

    def _single_win(self, p, kind, seat) -> None:
        striche = [0] * self.parties
        others = [q for q in range(self.parties) if q != p]
        for q in (self._fewest(others) if self.parties == 3 else others):
            striche[q] = 1
        self._end(kind, [p], striche, seat)

    def _double_loss(self, p, kind, seat) -> None:
        striche = [0] * self.parties
        striche[p] = 2
        self._end(kind, [q for q in range(self.parties) if q != p], striche, seat, party=p)

    def _end(self, kind, winners, striche, seat, gaigel=False, party=-1) -> None:
        self.over = True
        self.grace = False
        self.turn = -1
        self.outcome = {
            "kind": kind, "seat": seat, "party": winners[0] if party < 0 and winners else party,
            "winners": winners, "striche": striche, "gaigel": gaigel,
            "totals": [self.points(q) for q in range(self.parties)],
            "tricks": len(self.history),
        }

    # --- plain data -------------------------------------------------------

    _PLAIN = (
        "used", "trump", "trump_card", "trump_taker", "phase2", "leader", "turn", "best",
        "best_seat", "opening", "turn_meld", "turn_pair", "grace", "over", "outcome",
    )
    _LISTS = (
        "hands", "known", "trick", "taken", "tricks", "card_pts", "meld_pts", "deadline",
        "dissle",
    )

    def to_dict(self) -> dict:
        d = {key: getattr(self, key) for key in self._PLAIN}
        d.update({key: list(getattr(self, key)) for key in self._LISTS})
        d["dealer"] = self.dealer
        d["talon"] = list(reversed(self.talon))
        d["robbed"] = list(self.robbed) if self.robbed else None
        d["melds"] = [list(m) for m in self.melds]
        d["history"] = [[ld, list(cs), w, op] for ld, cs, w, op in self.history]
        return d

    @classmethod
    def from_dict(cls, rules, d: dict):
        st = cls.__new__(cls)
        st.rules = rules
        st._seat_tables(rules.players, d["dealer"])
        for key in cls._PLAIN:
            setattr(st, key, d[key])
        for key in cls._LISTS:
            setattr(st, key, list(d[key]))
        st.talon = list(reversed(d["talon"]))
        st.robbed = tuple(d["robbed"]) if d["robbed"] else None
        st.melds = [tuple(m) for m in d["melds"]]
        st.history = [(ld, tuple(cs), w, op) for ld, cs, w, op in d["history"]]
        if st.outcome:
            st.outcome = dict(st.outcome, kind=outcome_kind(st.outcome["kind"]))
        return st


_SEATS = {}
_DEALS = {}


def _seat_tuples(n: int, parties: int) -> tuple:
    """(side, nxt) of `n` seats in `parties` parties: tuples shared by every game."""
    key = (n, parties)
    if key not in _SEATS:
        _SEATS[key] = (tuple(s % parties for s in range(n)), tuple((s + 1) % n for s in range(n)))
    return _SEATS[key]


def _deal_plan(n: int, dealer: int, pattern: tuple) -> tuple:
    """Where an ordered deck's cards go: ((seat, its places in the deck), ...),
    the trump card's place and the talon's first place.  Packets go round
    from the forehand; the trump card is turned after the first round."""
    key = (n, dealer, pattern)
    if key not in _DEALS:
        order = [(dealer + 1 + i) % n for i in range(n)]
        places = {s: [] for s in order}
        pos, trump_at = 0, -1
        for i, packet in enumerate(pattern):
            if i == 1:
                trump_at = pos
                pos += 1
            for s in order:
                places[s].extend(range(pos, pos + packet))
                pos += packet
        _DEALS[key] = (tuple((s, tuple(at)) for s, at in places.items()), trump_at, pos)
    return _DEALS[key]
