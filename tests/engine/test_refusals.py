"""Refusals as data: each IllegalMove carries a reason code (kinds.Refusal), the
kind of move it tried and the cards the command named, and
tablestate.refusal_state turns it into `Kartenrunde.Abgelehnt` (docs/GMCP.md)."""

from game.cardgames import IllegalMove, new_game
from game.cardgames.kinds import MoveKind, Refusal
from game.cardgames.tablestate import refusal_state, seat_state


def refused(game, seat, command):
    try:
        game.act(seat, command)
    except IllegalMove as exc:
        return exc
    raise AssertionError(f"{command!r} was played")


def test_66_refusals_name_their_reason_kind_and_cards():
    game = new_game("66", seed=3)  # seat 0 leads: laub ass, laub ober, laub unter, herz unter, ...
    not_held = refused(game, 0, "lege herz ass")
    assert (not_held.reason, not_held.kind, not_held.cards) == (
        Refusal.NOT_IN_HAND, MoveKind.CARD, ("herz ass",))
    assert (refused(game, 1, "lege herz ass").reason) == Refusal.NOT_YOUR_TURN
    assert refused(game, 0, "lege xyz").reason == Refusal.NOT_UNDERSTOOD
    meld = refused(game, 0, "melde")
    assert (meld.reason, meld.kind, meld.cards) == (Refusal.NOT_ALLOWED, MoveKind.MELD, ())
    assert refused(game, 0, "genug").kind == MoveKind.ANNOUNCE
    assert refused(game, 7, "genug").reason == Refusal.NO_SEAT
    assert refused_grace(game).reason == Refusal.NO_GRACE


def refused_grace(game):
    try:
        game.end_grace_time()
    except IllegalMove as exc:
        return exc
    raise AssertionError("no grace time, yet it ended")


def test_a_card_in_hand_the_rules_refuse_is_card_not_allowed():
    game = new_game("66", seed=4, names=["Anna", "Ferdl"])
    game.act(0, "decke stapel")  # closed: follow suit and beat from now on
    while not (game.to_act == 0 and game.view(0)["trick"]):
        game.act(game.to_act, game.legal(game.to_act)[0])
    hand, legal = game.view(0)["hand"], game.legal(0)
    wrong = next(card for card in hand if f"lege {card}" not in legal)
    exc = refused(game, 0, f"lege {wrong}")
    assert (exc.reason, exc.kind, exc.cards) == (Refusal.CARD_NOT_ALLOWED, MoveKind.CARD, (wrong,))
    state = seat_state(game, 0, {})
    entry = next(c for c in state["hand"] if c["card"] == wrong)
    assert entry["reason_code"] == "card_not_allowed" and entry["reason"] == exc.text()


def test_gaigel_refusals_know_the_66_words_and_the_openings():
    game = new_game("gaigel4", seed=3)
    announce = refused(game, 0, "genug")
    assert (announce.reason, announce.kind) == (Refusal.NOT_ALLOWED, MoveKind.ANNOUNCE)
    assert refused(game, 0, "decke stapel").kind == MoveKind.CLOSE
    assert refused(game, 1, "lege eichel zehn").reason == Refusal.NOT_YOUR_TURN
    assert refused(game, 0, "höher hat").reason == Refusal.NOT_UNDERSTOOD
    not_held = refused(game, 0, "ge-elfen herz ass")
    assert (not_held.reason, not_held.kind, not_held.cards) == (
        Refusal.NOT_IN_HAND, MoveKind.OPENING, ("herz ass",))


def test_gaigel_an_opening_after_the_forehand_opened_says_to_answer_with_lege():
    game = new_game("gaigel2", seed=3)
    game.act(0, "höher hat eichel zehn")
    for command in ("höher hat laub ass", "ge-elfen laub ass"):
        text = refused(game, 1, command).text()
        assert "schon eröffnet" in text and "„lege <karte>“" in text, text


def test_the_refusal_state_is_plain_data_in_the_readers_card_names():
    exc = refused(new_game("66", seed=3), 0, "lege herz ass")
    data = refusal_state("lege herz ass", exc.text("französisch"), exc.reason, exc.kind,
                         exc.cards, "französisch", table="66-Kartenspiel")
    assert data == {"version": 1, "table": "66-Kartenspiel", "command": "lege herz ass",
                    "kind": "card", "reason": "not_in_hand",
                    "text": "Du hast Herz Ass nicht auf der Hand.",
                    "cards": [{"card": "herz ass", "label": "Herz Ass"}]}


def test_the_state_carries_the_moves_as_data():
    game = new_game("gaigel4", seed=3)
    state = seat_state(game, 0, {})
    kinds = {a["kind"] for a in state["actions"]}
    assert "opening" in kinds and "aus" in kinds and "card" not in kinds
    aus = next(a for a in state["actions"] if a["kind"] == "aus")
    assert aus["out_of_turn"] and aus["points"] == 101 and aus["name"] == "Aus!"
    plays = [p for card in state["hand"] for p in card["plays"]]
    assert {p["kind"] for p in plays} <= {"card", "opening"}
    assert all(p["name"] and (p["opening"] is None) == (p["kind"] == "card") for p in plays)
    other = seat_state(new_game("gaigel4", seed=3, options={"aus_points": 91}), 0, {})
    assert next(a for a in other["actions"] if a["kind"] == "aus")["label"] == \
        "Aus rufen (wer 91 hat)"
