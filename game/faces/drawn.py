"""The cards each seat drew last and has not acted on since: marked as new in
its hand in every face and in the data face, until the seat plays again; the
line the seat reads about them („Du ziehst …“, drawn_line).

The marks live in the table's `ndb` (`drawn_cards`: {"game": game_key, "cards":
{seat: [card texts drawn last]}}); after a reload they are read again from the
game itself (its noted deal dealt again and its moves played once more): no
Attribute.
"""

from game.cardgames.errors import IllegalMove
from game.cardgames.replay import GRACE_END, fresh

#: events by which a seat acts again (its marks of new cards go)
OWN_MOVES = ("play", "meld", "exchange", "close", "announce")


def game_key(table):
    match = table.match
    return f"{match.seed}:{match.index}" if match else None


def _noted(cards, events):
    """`cards` (seat -> drawn cards) after `events`: a seat that acts forgets its
    marks, a draw marks what each seat drew."""
    for event in events:
        if event["kind"] in OWN_MOVES and event.get("seat") is not None:
            cards.pop(event["seat"], None)
        if event["kind"] == "draw":
            for seat, drawn in enumerate(event.get("drawn") or []):
                if drawn:
                    cards[seat] = list(drawn)
    return cards


def drawn_marks(table):
    """seat -> the cards it drew last and has not acted on since. Kept in the
    table's ndb; after a reload (ndb is gone) read once from the game itself:
    its noted deal dealt again and its moves played once more (no Attribute
    is written for it)."""
    key = game_key(table)
    kept = table.ndb.drawn_cards
    if not kept or kept.get("game") != key:
        kept = table.ndb.drawn_cards = {"game": key, "cards": replayed_marks(table)}
    return kept["cards"]


def replayed_marks(table):
    """The marks of the running game, from its deal (the table's noted_deal) and log."""
    match = table.match
    noted = table.noted_deal()
    if noted is None:
        return {}
    game = match.game
    again = fresh({"preset": game.preset, "options": game.options, "deal": noted["deal"],
                   "dealer": noted["dealer"], "names": game.names})
    cards = {}
    try:
        for seat, text in game.log:
            _noted(cards, again.end_grace_time() if text == GRACE_END and again.grace_time
                   else again.act(seat, text))
    except IllegalMove:  # a deal noted by other code than the game's: no marks
        return {}
    return cards


def note_drawn(table, events):
    """Keep what each seat drew last; a seat that acts again forgets its marks."""
    cards = _noted(dict(drawn_marks(table)), events)
    table.ndb.drawn_cards = {"game": game_key(table), "cards": cards}


def reset_drawn(table):
    """A new deal: nothing is new in any hand."""
    table.ndb.drawn_cards = {"game": game_key(table), "cards": {}}


def drawn_line(event, seat, hand):
    """`Du ziehst ⟨K:laub ass⟩ (jetzt Karte 2).` for the seat that drew, else None."""
    drawn = event.get("drawn") if event["kind"] == "draw" else None
    if seat is None or not drawn or seat >= len(drawn) or not drawn[seat]:
        return None
    said = []
    for card in drawn[seat]:
        where = f" (jetzt Karte {len(hand) - hand[::-1].index(card)})" if card in hand else ""
        said.append(f"⟨K:{card}⟩{where}")
    return f"Du ziehst {' und '.join(said)}."


def new_cards(table, seat, hand=None):
    """The cards `seat` drew last (of `hand`, a view's, if given: those it holds still)."""
    if seat is None or not table.match:
        return []
    drawn = drawn_marks(table).get(seat, [])
    return [card for card in drawn if hand is None or card in hand]
