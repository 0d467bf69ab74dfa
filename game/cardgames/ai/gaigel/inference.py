"""Reading partner and opponents in Gaigel: soft facts from their play (ai/facts.py).

The opponent model is the rule-of-thumb policy (players.policy_move): it
robs the face-up trump with a trump seven whenever it may, melds a
marriage whenever it may, wins a trick in the led suit with its highest
winning card, trumps a trick worth ten or more when it cannot win in the
suit, and gives points when its partner already has the trick.  So a seat
that led without robbing probably held no trump seven then, one that led
without melding held no King with an Ober of the same suit, one that did
not win in the led suit held no winner of that suit.  Partners are read
like opponents (a partner's play says the same about his hand); a trick
its partner already held says nothing.  The first trick (its openings:
Ge-Elfen, Höher hat, Andere Alte) is left to the hard facts.
"""

from __future__ import annotations

from ...cards import KING, LOW, OBER, SUIT_MASK, VALUE_OF, make, parse_suit, rank_of, suit_of
from ...tricks import BEATS
from ..facts import Facts

EPS_MELD = 0.1
EPS_ROB = 0.15
EPS_SUIT = 0.2          # a trick worth ten or more not won in the led suit
EPS_SUIT_LOW = 0.5      # a cheaper one: often ducked on purpose
EPS_TRUMP = 0.4
ALL = (1 << 48) - 1


def _face_mask(unseen, face) -> int:
    return unseen & ((1 << face) | (1 << (face + 24)))


def facts_of(k) -> Facts:
    """The soft facts of Gaigel knowledge `k` (knowledge.py) about the other seats."""
    facts = Facts(list(k.hand_counts))
    view = k.view
    n = k.seats
    unseen = sum(1 << c for c in k.unseen)
    trump = k.trump
    r = k.rules
    start_talon = len(r.deck) - n * r.hand_size
    drawn_tricks = min(len(k.history), k.rounds)
    tricks = [(ld, cs, w) for ld, cs, w, _ in k.history]
    now = len(tricks)
    if k.trick and None not in k.trick:
        tricks.append((view["leader"], tuple(k.trick), None))
    melded_at = {(m["seat"], m["trick"] - 1) for m in view["marriages"]}
    melded_suits = {(m["seat"], parse_suit(m["suit"])) for m in view["marriages"]}
    robbed = view.get("exchange") is not None
    seven = _face_mask(unseen, make(trump, LOW))
    won = [0] * k.parties
    for i, (leader, cs, winner) in enumerate(tricks):
        draws = max(0, drawn_tricks - i)
        phase1 = i < k.rounds and not (i == now and k.phase2)
        if i and phase1 and leader != k.me:
            side = k.side[leader]
            if won[side] and (leader, i) not in melded_at:
                for su in range(4):
                    if (leader, su) in melded_suits:
                        continue
                    kings = _face_mask(unseen, make(su, KING))
                    obers = _face_mask(unseen, make(su, OBER))
                    facts.pair(leader, kings, obers, draws, EPS_MELD)
            if (not robbed and won[side] and k.trump_card >= 0 and rank_of(k.trump_card) != LOW
                    and start_talon - n * i > n):
                facts.card(leader, seven, draws, EPS_ROB)
        if i and phase1:
            _follow_facts(facts, k, leader, cs, draws, unseen)
        if winner is not None:
            won[k.side[winner]] += 1
    return facts


def _follow_facts(facts, k, leader, cs, draws, unseen):
    trump = k.trump
    best, best_seat = cs[0], leader
    s = leader
    for p in range(1, len(cs)):
        s = (s + 1) % k.seats
        card = cs[p]
        if s != k.me and k.side[best_seat] != k.side[s]:
            led = suit_of(cs[0])
            beats = BEATS[trump][best] & ALL
            in_suit = SUIT_MASK[led] & beats & unseen
            stake = sum(VALUE_OF[c] for c in cs[:p])
            eps = EPS_SUIT if stake >= 10 else EPS_SUIT_LOW
            if suit_of(card) == led and beats >> card & 1:
                facts.card(s, sum(1 << c for c in range(48) if in_suit >> c & 1
                                  and VALUE_OF[c] > VALUE_OF[card]), draws, eps)
            else:
                facts.card(s, in_suit, draws, eps)
                if not beats >> card & 1 and stake >= 10 and led != trump:
                    facts.card(s, SUIT_MASK[trump] & beats & unseen, draws, EPS_TRUMP)
        if BEATS[trump][best] >> card & 1:
            best, best_seat = card, s


__all__ = ["facts_of"]
