"""One table model: what a seat (or a spectator) may know, as JSON-safe data.

The single source of every face of a table: the data faces (GMCP
`Kartenrunde.Tisch`, the web client) send it as it is, the text faces (kurz,
lang, blind: faces/tabletext.py, tablefaces.py) render it. It lives in
the engine package, free of Evennia, because it is pure: it reads only a
seat's `view(seat)` and `moves(seat)` (the moves as data, moves.py; or a
spectator's public view) plus the public world facts a table passes in
(names, who is a person or a computer player, the match score) and, for a
seat, the cards it just drew (its own, flagged `new` in its hand). The one
thing it asks a game for beyond that is why an own card is refused
(`Game.card_refusal`: tried on a clone), so the reason is exactly the one the
player would read. Other hands and the talon order are never read, so they
can never appear here. `refusal_state` is a refused command as data
(`Kartenrunde.Abgelehnt`).
"""

from __future__ import annotations

from .cards import render
from .families import family_of
from .kinds import MoveKind

VERSION = 1

def card_label(card, family="deutsch"):
    """`Herz König` / `Herz König`, `Eichel Ober` / `Kreuz Dame`: a card in words."""
    return render(f"⟨K:{card}⟩", family) if card else None


def suit_label(suit, family="deutsch"):
    return render(f"⟨F:{suit}⟩", family)


def card_entry(card, family):
    return {"card": card, "label": card_label(card, family)}


def seat_state(game, seat, world, family="deutsch", show_points=False, last_reason=None,
               new=()):
    """The state for the seated player at `seat`, with own hand and actions;
    `new`: the card texts this seat just drew (the table keeps them), flagged
    `new` in its hand."""
    view = game.view(seat)
    moves = game.moves(seat)
    state = build(view, world, family, seat=seat, show_points=show_points,
                  last_reason=last_reason)
    state["hand"] = hand_entries(game, seat, view, moves, family, new)
    state["actions"] = move_entries(moves, family)
    return state


def model_of(game, seat, family="deutsch", show_points=False, new=(), world=None):
    """The table model of `seat` (None, or no seat of the game: a spectator's,
    from the public view), with the table's public facts `world` (build) or
    without them: the one way to a reader's model, for its text faces (which
    render it bare) and its data face alike."""
    world = world or {}
    if seat is None or seat >= game.seats:
        return public_state(game.public_view(), world, family)
    return seat_state(game, seat, world, family, show_points=show_points, new=new)


def bare(state):
    """`state` without the table's world facts, just as `build` makes it from
    `world={}`: the text faces read no seat's computer, stand-in or rating,
    no preset name of the table's and no match score."""
    seats = [dict(seat, computer=False, stand_in=False, rating=None) for seat in state["seats"]]
    return dict(state, seats=seats, preset_name=state["preset"], score=None)


def public_state(view, world, family="deutsch", last_reason=None):
    """The spectator's state, from the table's public view (no hand, no actions)."""
    state = build(view, world, family, seat=None, last_reason=last_reason)
    state.update(hand=[], actions=[])
    return state


def build(view, world, family, seat=None, show_points=False, last_reason=None):
    """The part both seats and spectators get, from a view (German card texts).

    `world` holds the table's public facts: `preset_name`, `seats` (a list of
    {"name", "computer", "stand_in", "rating"}), `score` (list per seat), `score_unit`,
    `target`.
    """
    n = view["seats"]
    teams = view["teams"]
    out = set(view.get("sitting_out", []))
    people = world.get("seats") or [{} for _ in range(n)]
    seats = []
    for s in range(n):
        team = next((t for t in teams if s in t), [s])
        seats.append({
            "seat": s, "name": view["names"][s],
            "computer": bool(people[s].get("computer")),
            "stand_in": bool(people[s].get("stand_in")),
            "rating": people[s].get("rating"),
            "partners": [p for p in team if p != s],
            "cards": view["hand_counts"][s],
            "sitting_out": s in out,
        })
    talon_used = view["options"].get("talon", True)
    face_up = bool(view.get("trump_card") and view["talon"] and not view.get("closed"))
    state = {
        "version": VERSION,
        "game": view["game"],
        "preset": view["preset"],
        "preset_name": world.get("preset_name", view["preset"]),
        "card_names": family,
        "seat": seat,
        "seats": seats,
        "dealer": view["dealer"],
        "forehand": view["forehand"],
        "to_act": view["to_act"],
        "my_turn": seat is not None and view["to_act"] == seat,
        "trump": {"suit": view["trump"], "label": suit_label(view["trump"], family)},
        "trump_card": card_entry(view["trump_card"], family) if face_up else None,
        "shown_trump": (card_entry(trump_setter(view), family)
                        if trump_setter(view) else None),
        "talon": ({"count": view["talon"], "closed": bool(view.get("closed")),
                   "closer": view.get("closer")} if talon_used else None),
        "trick": [dict(card_entry(c["card"], family), seat=c["seat"],
                       face_down=bool(c.get("face_down")))
                  for c in view["trick"]],
        "opening": view.get("opening"),
        "last_trick": last_trick(view, family, last_reason),
        "tricks_won": list(view["tricks_won"]),
        "marriages": [{"seat": m["seat"], "suit": m["suit"],
                       "label": suit_label(m["suit"], family), "points": m["points"]}
                      for m in view["marriages"]],
        "grace_time": bool(view.get("grace_time")),
        "grace_goal": view["options"].get("aus_points") if view.get("grace_time") else None,
        "over": view["over"],
        "score": score(view, world),
        "low_label": family_of(view["preset"]).low_label(view["options"]),
    }
    if seat is not None and seat in out:  # the dealer who sits out watches the two who play
        state["playing"] = [{"seat": team[0], "tricks": view["tricks_won"][side],
                             "points": view["points"][side]}
                            for side, team in enumerate(teams)]
    if seat is not None and show_points and seat not in out:
        side = view["side"]
        state["points"] = {"own": view["points"][side],
                           "pending": (view.get("pending") or [0] * len(teams))[side]}
    return state


def trump_setter(view):
    """The dealer's card that was shown and set trump in a game without a talon
    (66 zu viert), else None (a face-up card under the talon is `trump_card`)."""
    if view["options"].get("talon", True):
        return None
    return view.get("shown_trump")


def result_state(game, world, family="deutsch", match_over=False, deal=None):
    """A finished game's settlement as data and as text (`kartenrunde_ergebnis`);
    `deal` (replay.deal_of, taken when it was dealt): every hand as dealt and
    the talon, shown once the game is over (null when not known)."""
    res = game.result
    view = game.view(0)
    return {
        "version": VERSION, "game": view["game"], "preset": view["preset"],
        "names": list(game.names), "winners": list(res.winners),
        "points": list(res.points), "striche": list(res.striche) if game.family.striche else None,
        "reason": res.text("reason", family), "text": res.text("settlement", family),
        "score": score(view, world), "match_over": bool(match_over),
        "deal": deal_state(deal, family),
        "ending": ending(res),
    }


def ending(res):
    """How the game ended as data: the outcome's kind (kinds.Outcome), who called
    (announced, closed, called Aus; else None) and whether it was a Gaigel."""
    d = res.details or {}
    kind = d.get("kind")
    return {"kind": str(kind) if kind is not None else None, "seat": d.get("seat"),
            "gaigel": bool(d.get("gaigel"))}


def deal_state(deal, family):
    """A finished game's deal as data: hands per seat, trump card, talon top first."""
    if deal is None:
        return None
    return {"hands": [[card_entry(c, family) for c in hand] for hand in deal["hands"]],
            "trump": card_entry(deal["trump"], family) if deal.get("trump") else None,
            "talon": [card_entry(c, family) for c in deal.get("talon", [])]}


def score(view, world):
    """The match score per party (partners once), with its unit and target."""
    per_seat = world.get("score")
    if per_seat is None:
        return None
    teams = view["teams"]
    if sum(len(t) for t in teams) != len(per_seat):  # 66 zu dritt: each for themselves
        teams = [[s] for s in range(len(per_seat))]
    return {"unit": world.get("score_unit", "Punkte"), "target": world.get("target"),
            "seats": list(per_seat),
            "parties": [{"seats": list(t), "score": per_seat[t[0]]} for t in teams]}


def last_trick(view, family, reason=None):
    """The last complete trick with its winner and why it won."""
    if not view["tricks"]:
        return None
    trick = view["tricks"][-1]
    return {"cards": [dict(card_entry(c["card"], family), seat=c["seat"])
                      for c in trick["cards"]],
            "winner": trick["winner"],
            "reason": render(reason or trick_reason(view), family)}


def trick_reason(view):
    """The engine's phrase for why the last trick went to its winner (a template)."""
    return family_of(view["preset"]).trick_reason(view)


def new_marks(hand, new=()):
    """Per card of `hand`: True for the cards just drawn (`new`, card texts; of
    two equal cards the later one)."""
    left = list(new)
    marks = [False] * len(hand)
    for index in range(len(hand) - 1, -1, -1):
        if hand[index] in left:
            left.remove(hand[index])
            marks[index] = True
    return marks


def hand_entries(game, seat, view, moves, family, new=()):
    """The own hand in display order: number for `lege N`, the moves that play
    each card now, for a card that cannot be played the engine's reason (and
    its code), and whether it was just drawn (`new`)."""
    entries = []
    marks = new_marks(view["hand"], new)
    for number, card in enumerate(view["hand"], 1):
        plays = [play_entry(move, game.family.play_command(number), family) for move in moves
                 if move.plays_card and move.card == card]
        entry = dict(card_entry(card, family), number=number, playable=bool(plays),
                     command=plays[0]["command"] if plays else None, plays=plays, reason=None,
                     reason_code=None, new=marks[number - 1])
        if not plays and view["to_act"] == seat:
            refused = game.card_refusal(seat, card)
            entry["reason"] = refused.text(family) if refused else None
            entry["reason_code"] = str(refused.reason) if refused else None
        entries.append(entry)
    return entries


def play_entry(move, by_number, family):
    """One way to play a card of the hand: `by_number` (`lege 3`: right for any card
    names) for a plain card, else the move's command in the reader's words; `move`:
    the whole command in the reader's words (`lege herz ass`)."""
    command = by_number if move.kind is MoveKind.CARD else move.command_for(family)
    return {"command": command, "move": move.command_for(family), "label": move.label_for(family),
            "kind": str(move.kind), "name": move.name, "opening": move.opening}


def move_entries(moves, family):
    """The moves that apply now besides playing a plain card, as data with labels."""
    return [{"command": move.command_for(family), "label": move.label_for(family),
             "kind": str(move.kind), "name": move.name, "cards": list(move.cards),
             "suit": move.suit, "points": move.points, "out_of_turn": move.out_of_turn,
             "opening": move.opening}
            for move in moves if move.kind is not MoveKind.CARD]


def refusal_state(command, text, reason, kind=None, cards=(), family="deutsch", table=None):
    """A refused command as data (`Kartenrunde.Abgelehnt`): what was sent, the
    MoveKind it tried (or None), the reason code (kinds.Refusal), the German
    sentence and the cards the command itself named (never another seat's)."""
    return {"version": VERSION, "table": table, "command": command,
            "kind": None if kind is None else str(kind), "reason": str(reason), "text": text,
            "cards": [card_entry(card, family) for card in cards]}
