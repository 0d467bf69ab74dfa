"""Gaigel table events: what everybody at the table is told after a move.

Events are plain dicts ``{"kind", "seat", "text", ...}`` as in sixtysix/events.py,
`own` the line in the second person for the seat it names („Du rufst: Aus!“).
Their texts never name a hidden card: drawn cards are counted, face-down
cards of the first trick are named only when the trick is turned over.  The
one private field, as in 66: a draw event's ``drawn`` lists per seat the
card texts that seat drew, for that seat's eyes only.
"""

from __future__ import annotations

from ..kinds import Event
from ..cards import SUITS, VALUE_OF, card_ref, card_text, suit_ref
from .core import (
    AUS, DISSLE, END_GRACE, FACE_DOWN, FIVE_SEVENS, GE_ELFEN, MELD, OPEN_ELF, OPEN_HIGHER,
    ROB, SEVENS, cards_of,
)
from .settlement import reason_text
from .texts import phase2_trick, trick_reason
from ..result import join_names

LOW = "sieben"
OPENING_NAME = {1: "Ge-Elfen", 2: "Höher hat", 3: "Andere Alte"}
DUTY_TEXT = ("Der Stapel ist leer – ab jetzt heißt es bedienen und den Stich übernehmen, "
             "sonst trumpfen.")


def snapshot(state) -> tuple:
    return (len(state.history), state.talon_count(), state.trump_card, state.opening,
            state.hands[state.turn] if state.turn >= 0 else 0, state.grace, tuple(state.hands))


def build_events(before, state, seat, move, names) -> list:
    (n_hist, talon_before, trump_before, opening_before, hand_before, grace_before,
     hands_before) = before
    name = names[seat]
    events = []
    if move >= AUS:
        events.append({"kind": Event.AUS, "seat": seat, "text": f"{name} ruft: Aus!",
                       "own": {seat: "Du rufst: Aus!"}})
    elif move == END_GRACE:
        events.append({"kind": Event.GRACE_END, "seat": None,
                       "text": "Die Zeit zum Rufen ist um – niemand hat „Aus!“ gerufen."})
    elif MELD <= move < ROB:
        _, suit, value, _ = state.melds[-1]
        events.append({
            "kind": Event.MELD, "seat": seat, "suit": SUITS[suit], "points": value,
            "text": f"{name} meldet {value} in {suit_ref(suit)}.",
            "own": {seat: f"Du meldest {value} in {suit_ref(suit)}."},
        })
    elif move == ROB:
        _, seven, old = state.robbed
        events.append({
            "kind": Event.EXCHANGE, "seat": seat, "card": card_text(old, LOW),
            "text": f"{name} raubt: {card_ref(seven, LOW)} gegen {card_ref(old, LOW)}.",
            "own": {seat: f"Du raubst: {card_ref(seven, LOW)} gegen {card_ref(old, LOW)}."},
        })
    elif move == FIVE_SEVENS:
        shown = ", ".join(card_ref(c, LOW) for c in cards_of(hand_before & SEVENS))
        events.append({"kind": Event.FIVE_SEVENS, "seat": seat,
                       "text": f"{name} legt fünf Siebener auf: {shown}!",
                       "own": {seat: f"Du legst fünf Siebener auf: {shown}!"}})
    elif move == DISSLE:
        events.append({"kind": Event.DISSLE, "seat": seat,
                       "text": f"{name} sagt an: Auf Dissle! Ab jetzt darf {name} "
                               f"keinen Stich machen.",
                       "own": {seat: "Du sagst an: Auf Dissle! Ab jetzt darfst du keinen "
                                     "Stich machen."}})
    else:
        events.extend(_play_events(state, seat, move, name, opening_before, n_hist))
    if len(state.history) > n_hist:
        events.extend(_trick_events(state, names, talon_before, trump_before))
        for event in events:
            if event["kind"] == Event.DRAW:  # private: each seat's own drawn cards
                event["drawn"] = [[card_text(c, LOW) for c in cards_of(now & ~was)]
                                  for now, was in zip(state.hands, hands_before)]
    if state.grace and not grace_before:
        events.append({"kind": Event.GRACE, "seat": None,
                       "text": "Der letzte Stich ist gespielt – jetzt bleibt kurz Zeit, "
                               "„Aus!“ zu rufen."})
    if state.over:
        events.append({"kind": Event.END, "seat": None,
                       "text": "Spielende: " + reason_text(state, names)})
    return events


def _play_events(state, seat, move, name, opening_before, n_hist) -> list:
    card = move & 63
    if move >= GE_ELFEN:
        kind = move >> 6
        if kind == OPEN_ELF:
            said = f"mit „Ge-Elfen!“: {card_ref(card, LOW)}."
            return [{"kind": Event.PLAY, "seat": seat, "card": card_text(card, LOW),
                     "opening": "ge-elfen", "text": f"{name} eröffnet {said}",
                     "own": {seat: f"Du eröffnest {said}"}}]
        what = "eine Karte" if kind == OPEN_HIGHER else "ein Daus"
        said = f"mit „{OPENING_NAME[kind]}!“ und"
        return [{"kind": Event.PLAY, "seat": seat, "card": None, "face_down": True,
                 "opening": OPENING_NAME[kind].lower(),
                 "text": f"{name} eröffnet {said} legt {what} verdeckt.",
                 "own": {seat: f"Du eröffnest {said} legst {what} verdeckt."}}]
    if n_hist == 0 and opening_before in FACE_DOWN:
        return [{"kind": Event.PLAY, "seat": seat, "card": None, "face_down": True,
                 "text": f"{name} legt eine Karte verdeckt.",
                 "own": {seat: "Du legst eine Karte verdeckt."}}]
    return [{"kind": Event.PLAY, "seat": seat, "card": card_text(card, LOW),
             "text": f"{name} legt {card_ref(card, LOW)}.",
             "own": {seat: f"Du legst {card_ref(card, LOW)}."}}]


def _trick_events(state, names, talon_before, trump_before) -> list:
    leader, cards, w, opening = state.history[-1]
    k = len(state.history) - 1
    events = []
    n = state.seats
    if opening in FACE_DOWN:
        seats = [(leader + i) % n for i in range(len(cards))]
        events.append({"kind": Event.REVEAL, "seat": None,
                       "cards": [card_text(c, LOW) for c in cards],
                       "text": _reveal_line(names, seats, cards),
                       "own": {s: _reveal_line(names, seats, cards, s) for s in seats}})
    pts = sum([VALUE_OF[c] for c in cards])
    reason = trick_reason(cards, state.trump, opening, phase2_trick(state, k))
    events.append({
        "kind": Event.TRICK, "seat": w, "cards": [card_text(c, LOW) for c in cards],
        "points": pts, "reason": reason,
        "text": f"{names[w]} nimmt den Stich ({reason}), {pts} Augen.",
        "own": {w: f"Du nimmst den Stich ({reason}), {pts} Augen."},
    })
    after = state.talon_count()
    if after < talon_before:
        order = [w]
        while state.nxt[order[-1]] != w:
            order.append(state.nxt[order[-1]])
        taker = None if after else state.trump_taker
        trump = card_ref(trump_before, LOW)
        events.append({"kind": Event.DRAW, "seat": w, "talon": after,
                       "text": _draw_line(names, order, after, taker, trump),
                       "own": {s: _draw_line(names, order, after, taker, trump, s)
                               for s in order}})
    return events


def _reveal_line(names, seats, cards, reader=None) -> str:
    """The face-down first trick turned over: each seat's card, the seat `reader`
    (if given) named „du“ („Aufgedeckt: du Laub Ober, Gottlob Herz Ass.“)."""
    shown = ", ".join(f"{'du' if s == reader else names[s]} {card_ref(c, LOW)}"
                      for s, c in zip(seats, cards))
    return f"Aufgedeckt: {shown}."


def _draw_line(names, order, after, taker, trump, reader=None) -> str:
    """Who draws in which `order` (the trick's winner first), as everybody reads it
    or, in the second person, as the seat `reader` does; the last draw says who gets
    the face-up `trump` (`taker`) and that the duties change."""
    first = "Du ziehst" if order[0] == reader else f"{names[order[0]]} zieht"
    then = join_names("du" if s == reader else names[s] for s in order[1:])
    text = f"{first} zuerst nach, dann {then}"
    if after:
        return text + f"; im Stapel noch {after} Karten."
    got = (f"Du bekommst die Trumpfkarte {trump}." if taker == reader
           else f"{names[taker]} bekommt die Trumpfkarte {trump}.")
    return f"{text}. {got} {DUTY_TEXT}"
