"""A finished game as plain data, and back: the deal, the moves, the replay.

`deal_of(game)` reads the deal of a freshly dealt game (before any move)
in the form `new_game(deal=...)` takes; `record_of` adds the moves and the
result once the game is over; `replay` deals the record again and plays
its moves (every position of it can be looked at); `decisions` lists the
positions where one seat had a choice.  Plain data in and out, JSON-safe.
"""

from __future__ import annotations

from .cards import card_text
from .seam import new_game

#: the version of a record's layout
RECORD_VERSION = 1


def deal_of(game) -> dict:
    """The deal of `game` (call it before the first move): hands per seat in
    display order, the face-up trump card and the talon, top first.

    In `vierer` (no talon) there is no trump key and the dealer's list ends
    with the card that set trump, as `new_game(deal=...)` expects.
    """
    st = game.core
    low = st.rules.low_name

    def t(c):
        return card_text(c, low)

    hands = []
    shown = getattr(st, "shown_trump", -1)
    for seat, mask in enumerate(st.hands):
        cards = [t(c) for c in game.family.in_order(mask)]
        if st.trump_card < 0 and shown >= 0 and seat == st.dealer:
            cards.remove(t(shown))
            cards.append(t(shown))
        hands.append(cards)
    deal = {"hands": hands}
    if st.trump_card >= 0:
        deal["trump"] = t(st.trump_card)
        deal["talon"] = [t(c) for c in reversed(st.talon)]
    return deal


def record_of(game, deal, dealer=None, extra=None) -> dict:
    """A finished (or running) game as a record: preset, options, names,
    dealer, deal, every move, and the result once over.

    Args:
        game: the `Game`.
        deal: its `deal_of` taken when it was dealt.
        dealer: the dealing seat (default: the game's own).
        extra: more JSON-safe keys to keep (seats, table, marks).
    """
    res = game.result
    record = {
        "v": RECORD_VERSION,
        "preset": game.preset,
        "options": dict(game.options),
        "names": list(game.names),
        "dealer": game.core.dealer if dealer is None else dealer,
        "deal": deal,
        "log": [list(entry) for entry in game.log],
        "result": None if res is None else {
            "points": list(res.points), "striche": list(res.striche),
            "winners": list(res.winners), "reason": res.reason,
        },
    }
    record.update(extra or {})
    return record


def fresh(record):
    """The record's game as dealt, before any move."""
    return new_game(record["preset"], options=record["options"], deal=record["deal"],
                    dealer=record["dealer"], names=record["names"])


def replay(record, upto=None):
    """The record's game after its first `upto` moves (all of them by default)."""
    game = fresh(record)
    for seat, text in record["log"][:upto]:
        _step(game, seat, text)
    return game


#: the log text of the end of Gaigel's grace time (no seat's command)
GRACE_END = "genug gewartet"


def _step(game, seat, text):
    if text == GRACE_END and game.grace_time:
        game.end_grace_time()
    else:
        game.act(seat, text)


def decisions(record, seat) -> list:
    """Every position where `seat` chose among several moves, in order.

    Returns:
        A list of dicts: `index` (the move's place in the log), `view` and
        `legal` of the seat just before it, `chosen` (the command it sent,
        canonical) and `trick` (the number of the trick it belongs to, 1 up).
    """
    game = fresh(record)
    out = []
    for index, (who, text) in enumerate(record["log"]):
        if text == GRACE_END and game.grace_time:
            game.end_grace_time()
            continue
        if who == seat:
            legal = game.legal(seat)
            chosen = _canonical(game, seat, text, legal)
            if len(legal) > 1 and chosen in legal:
                out.append({"index": index, "view": game.view(seat), "legal": legal,
                            "chosen": chosen, "trick": trick_number(game)})
        _step(game, who, text)
    return out


def trick_number(game) -> int:
    """The number of the trick being played now, 1 up."""
    return len(game.core.history) + 1


def _canonical(game, seat, text, legal):
    """The canonical command among `legal` that `text` (logged) stands for."""
    if text in legal:
        return text
    for cand in legal:
        trial = game.clone()
        other = game.clone()
        try:
            trial.act(seat, text)
            other.act(seat, cand)
        except Exception:  # noqa: BLE001 - a logged text the engine reads otherwise
            continue
        if trial.core.to_dict() == other.core.to_dict():
            return cand
    return text
