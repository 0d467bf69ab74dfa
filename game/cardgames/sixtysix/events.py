"""Events: what the table announces after an accepted move (German text).

`snapshot` records the little the event builder needs from before the move;
`build_events` compares it with the state after the move.  Events are plain
dicts ``{"kind", "seat", "text", ...}``; `own` holds the line as a seat reads
its own deed, in the second person (seat -> „Du legst Herz Ass.“), where the
line names that seat.  Their texts never reveal a hidden
card (drawn cards are counted, not named, except the face-up trump).  The one
private field: a draw event's ``drawn`` lists per seat the card texts that
seat drew, for that seat's eyes only (the table tells each seat its own and
never shows the field to anyone else).
"""

from __future__ import annotations

from ..kinds import Event
from ..cards import KING, SUITS, VALUE_OF, card_ref, card_text, make, suit_ref
from ..result import join_names
from .settlement import reason_text
from .core import ANNOUNCE, CLOSE, EXCHANGE, MELD
from .texts import trick_reason

DUTY_PHRASE = {
    1: "ab jetzt gilt Farbzwang",
    2: "ab jetzt gilt Farb- und Trumpfzwang",
    3: "ab jetzt gilt Farb- und Stichzwang",
}


def snapshot(state) -> tuple:
    return (len(state.history), state.talon_count(), state.trump_card, len(state.melds),
            tuple(state.pending), tuple(state.hands))


def build_events(before, state, seat, move, names) -> list:
    n_hist, talon_before, trump_before, n_melds, pending_before, hands_before = before
    low = state.rules.low_name
    events = []
    name = names[seat]
    if MELD <= move < EXCHANGE:
        _, suit, value = state.melds[n_melds]
        sd = state.side[seat]
        note = ""
        if state.pending[sd] > pending_before[sd]:
            note = " (zählt erst mit dem nächsten eigenen Stich)"
        events.append({
            "kind": Event.MELD, "seat": seat, "suit": SUITS[suit],
            "points": value,
            "text": f"{name} meldet {value} in {suit_ref(suit)}{note}.",
            "own": {seat: f"Du meldest {value} in {suit_ref(suit)}{note}."},
        })
        if state.rules.plays_king:
            events.append(_play_event(seat, make(suit, KING), name, low))
    elif move == EXCHANGE:
        _, newc, old = state.exchanged
        events.append({
            "kind": Event.EXCHANGE, "seat": seat, "card": card_text(old, low),
            "text": f"{name} raubt: {card_ref(newc, low)} gegen {card_ref(old, low)}.",
            "own": {seat: f"Du raubst: {card_ref(newc, low)} gegen {card_ref(old, low)}."},
        })
    elif move == CLOSE:
        rest = f"es wird nicht mehr gezogen, {DUTY_PHRASE[state.rules.duty]}."
        events.append({
            "kind": Event.CLOSE, "seat": seat,
            "text": f"{name} dreht zu – {rest}", "own": {seat: f"Du drehst zu – {rest}"},
        })
    elif move == ANNOUNCE:
        events.append({"kind": Event.ANNOUNCE, "seat": seat, "text": f"{name} sagt an: genug!",
                       "own": {seat: "Du sagst an: genug!"}})
    else:
        events.append(_play_event(seat, move, name, low))
    if len(state.history) > n_hist:
        events.extend(_trick_events(state, names, talon_before, trump_before, low))
        _note_drawn(events, state, hands_before, low)
    if state.over:
        events.append({"kind": Event.END, "seat": None,
                       "text": "Spielende: " + reason_text(state, names)})
    return events


def _note_drawn(events, state, hands_before, low):
    """The draw event's private `drawn`: per seat the cards that came into its hand."""
    for event in events:
        if event["kind"] == Event.DRAW:
            event["drawn"] = [
                [card_text(c, low) for c in range(24) if (now & ~was) >> c & 1]
                for now, was in zip(state.hands, hands_before)]


def _play_event(seat, card, name, low) -> dict:
    return {"kind": Event.PLAY, "seat": seat, "card": card_text(card, low),
            "text": f"{name} legt {card_ref(card, low)}.",
            "own": {seat: f"Du legst {card_ref(card, low)}."}}


def _trick_events(state, names, talon_before, trump_before, low) -> list:
    leader, cards, w = state.history[-1]
    pts = sum([VALUE_OF[c] for c in cards])
    reason = trick_reason(cards, state.trump, low)
    events = [{
        "kind": Event.TRICK, "seat": w, "cards": [card_text(c, low) for c in cards],
        "points": pts,
        "text": f"{names[w]} nimmt den Stich ({reason}), {pts} Augen.",
        "own": {w: f"Du nimmst den Stich ({reason}), {pts} Augen."},
    }]
    after = state.talon_count()
    if after < talon_before:
        order = [w]
        while state.nxt[order[-1]] != w:
            order.append(state.nxt[order[-1]])
        loser = state.nxt[w] if state.n_active == 2 and not after else None
        trump = card_ref(trump_before, low)
        duty = DUTY_PHRASE[state.rules.duty]
        events.append({"kind": Event.DRAW, "seat": w, "talon": after,
                       "text": _draw_line(names, order, after, loser, trump, duty),
                       "own": {s: _draw_line(names, order, after, loser, trump, duty, s)
                               for s in order}})
    return events


def _draw_line(names, order, after, loser, trump, duty, reader=None) -> str:
    """Who draws in which `order` (the trick's winner first), as everybody reads it
    or, in the second person, as the seat `reader` does; the last draw says who gets
    the face-up `trump` (`loser`, in the game of two)."""
    first = "Du ziehst" if order[0] == reader else f"{names[order[0]]} zieht"
    then = join_names("du" if s == reader else names[s] for s in order[1:])
    text = f"{first} zuerst nach, dann {then}"
    if after:
        return text + f"; im Stapel noch {after} Karten."
    got = ""
    if loser is not None:
        got = (f" Du bekommst die Trumpfkarte {trump}." if loser == reader
               else f" {names[loser]} bekommt die Trumpfkarte {trump}.")
    return text + f".{got} Der Stapel ist aufgebraucht, {duty}."
