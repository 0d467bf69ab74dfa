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
can never appear here. `result_state` is a finished game's result,
`match_end_state` a match that ended before it was played out (given up, or
left for good), `refusal_state` a refused command as data
(`Kartenrunde.Abgelehnt`).

A model is built with card references (⟨K:herz ober⟩, as the engine's
sentences and moves carry them) and written in the reader's card names once,
at the end (`written`): `model_of` is the one way to a reader's model.
"""

from __future__ import annotations

from .cards import render
from .families import family_of
from .kinds import MoveKind
from .ranking import parties

VERSION = 1


def card_label(card, family="deutsch"):
    """`Herz König` / `Herz König`, `Eichel Ober` / `Kreuz Dame`: a card in words."""
    return render(f"⟨K:{card}⟩", family) if card else None


def card_entry(card):
    """A card of a model: its text and its label, a card reference until `written`."""
    return {"card": card, "label": f"⟨K:{card}⟩" if card else None}


def model_of(game, seat, family="deutsch", show_points=False, new=(), world=None,
             settlement=None, stood_in=False):
    """The model a reader of `family` reads: the table as `seat` sees it (None, or
    no seat of the game: a spectator, from the public view), or at the game's
    settlement (`settlement`: its `match_over`, `deal` and `text`, as result_state takes
    them) the finished game's result; with the table's public facts `world`
    (build) or without them: the one way to a reader's model, for its text faces
    (which render it bare) and its data face alike. `stood_in`: a stand-in plays
    `seat` for its reader now, so it is not the reader's turn (`my_turn`)."""
    world = world or {}
    if settlement is not None:
        made = result_model(game, world, **settlement)
    elif seat is None or seat >= game.seats:
        made = public_model(game.public_view(), world, family)
    else:
        made = seat_model(game, seat, world, family, show_points, new, stood_in)
    return written(made, family)


def seat_state(game, seat, world, family="deutsch", show_points=False, new=()):
    """The state for the seated player at `seat`, with own hand and actions;
    `new`: the card texts this seat just drew (the table keeps them), flagged
    `new` in its hand."""
    return written(seat_model(game, seat, world, family, show_points, new), family)


def public_state(view, world, family="deutsch"):
    """The spectator's state, from the table's public view (no hand, no actions)."""
    return written(public_model(view, world, family), family)


def result_state(game, world, family="deutsch", match_over=False, deal=None, text=None):
    """A finished game's settlement as data and as text (`kartenrunde_ergebnis`);
    `deal` (replay.deal_of, taken when it was dealt): every hand as dealt and
    the talon, shown once the game is over (null when not known); `text`: the
    Abrechnung as the table's text face says it (its Bestenliste line for people
    only, or none), else the family's settlement."""
    return written(result_model(game, world, match_over, deal, text), family)


#: how a match can end before its last game is played out (`ending.kind` of
#: `match_end_state`): given up (`aufgeben`), or left for good (the others
#: claimed the win, or the person is gone)
EARLY_ENDINGS = ("given_up", "left")


def match_end_state(game, world, kind, quitter, reason=""):
    """A match that ended early as `Kartenrunde.Ergebnis`: nothing more is played,
    the side of `quitter` (the seat that gave up or left) loses, everyone else
    wins. Shaped like `result_state` with no game settled: `points`, `striche`,
    `text` and `deal` stay empty, `ending` says how (`kind`: one of
    EARLY_ENDINGS) and who (`seat`), `score` is the match as it stood;
    `reason`: the table's German sentence."""
    if kind not in EARLY_ENDINGS:
        raise ValueError(f"not an early ending: {kind}")
    view = game.view(0)
    party = parties([game.view(s)["side"] for s in range(game.seats)])
    return {
        "version": VERSION, "game": view["game"], "preset": view["preset"],
        "names": list(game.names),
        "winners": [s for s in range(game.seats) if party[s] != party[quitter]],
        "points": None, "striche": None, "reason": reason, "text": "",
        "score": score(view, world), "match_over": True, "deal": None,
        "ending": {"kind": kind, "seat": quitter, "gaigel": False},
    }


def written(model, family):
    """`model`, built with card references (⟨K:herz ober⟩: cards.render), in the
    words of a reader of `family`: every reference it holds (`worded`) written
    in this one pass at the end of building."""
    for entry, keys in worded(model):
        for key in keys:
            text = entry[key]
            if text and "⟨" in text:  # only a reference needs writing (`lege 3` holds none)
                entry[key] = render(text, family)
    return model


def worded(model):
    """Where a model (a table's, a result's or a refusal's) may name cards, as
    (entry, keys): the labels of its cards, the last trick's reason, a result's
    sentences (how the game ended, the Abrechnung), a card of the hand's command
    and why it cannot be played, a move's command, its whole command (a way to
    play a card) and its label."""
    cards = [model[key] for key in ("trump", "trump_card", "shown_trump") if model.get(key)]
    for key in ("trick", "marriages", "cards"):  # (`cards`: those a refused command named)
        cards += model.get(key, ())
    last = model.get("last_trick")
    if last:
        cards += last["cards"]
        yield last, ("reason",)
    if "ending" in model:  # a finished game's result
        yield model, ("reason", "text")
        deal = model["deal"]
        if deal:
            cards += [entry for hand in deal["hands"] for entry in hand]
            cards += [deal["trump"]] if deal["trump"] else []
            cards += deal["talon"]
    for entry in cards:
        yield entry, ("label",)
    for entry in model.get("hand", ()):
        yield entry, ("label", "command", "reason")
        for play in entry["plays"]:
            yield play, ("command", "move", "label")
    for action in model.get("actions", ()):
        yield action, ("command", "label")


def bare(state):
    """`state` without the table's world facts, just as `build` makes it from
    `world={}`: the text faces read no seat's computer, stand-in or rating,
    no preset name of the table's and no match score."""
    seats = [dict(seat, computer=False, stand_in=False, rating=None) for seat in state["seats"]]
    return dict(state, seats=seats, preset_name=state["preset"], score=None)


def seat_model(game, seat, world, family, show_points=False, new=(), stood_in=False):
    """`seat_state` with its card references (`written` writes them)."""
    view = game.view(seat)
    moves = game.moves(seat)
    state = build(view, world, family, seat=seat, show_points=show_points, stood_in=stood_in)
    state["hand"] = hand_entries(game, seat, view, moves, new)
    state["actions"] = move_entries(moves)
    return state


def public_model(view, world, family):
    """`public_state` with its card references (`written` writes them)."""
    state = build(view, world, family, seat=None)
    state.update(hand=[], actions=[])
    return state


def build(view, world, family, seat=None, show_points=False, stood_in=False):
    """The part both seats and spectators get, from a view (German card texts;
    `family`: the reader's card names, which `written` writes the model in).

    `world` holds the table's public facts: `preset_name`, `seats` (a list of
    {"name", "computer", "stand_in", "rating"}), `score` (list per seat), `score_unit`,
    `target`. `stood_in`: a stand-in plays the reader's seat now (no `my_turn`).
    """
    n = view["seats"]
    teams = view["teams"]
    out = set(view.get("sitting_out", []))
    people = world.get("seats") or [{} for _ in range(n)]
    team_of = {s: team for team in teams for s in team}
    seats = []
    for s in range(n):
        team = team_of.get(s, [s])
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
    shown = trump_setter(view)
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
        # not while a stand-in plays the reader's seat for them (`stood_in`)
        "my_turn": seat is not None and view["to_act"] == seat and not stood_in,
        "trump": {"suit": view["trump"], "label": f"⟨F:{view['trump']}⟩"},
        "trump_card": card_entry(view["trump_card"]) if face_up else None,
        "shown_trump": card_entry(shown) if shown else None,
        "talon": ({"count": view["talon"], "closed": bool(view.get("closed")),
                   "closer": view.get("closer")} if talon_used else None),
        "trick": [dict(card_entry(c["card"]), seat=c["seat"], face_down=bool(c.get("face_down")))
                  for c in view["trick"]],
        "opening": view.get("opening"),
        "last_trick": last_trick(view),
        "tricks_won": list(view["tricks_won"]),
        "marriages": [{"seat": m["seat"], "suit": m["suit"], "label": f"⟨F:{m['suit']}⟩",
                       "points": m["points"]}
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


def result_model(game, world, match_over=False, deal=None, text=None):
    """`result_state` with its card references (`written` writes them)."""
    res = game.result
    view = game.view(0)
    return {
        "version": VERSION, "game": view["game"], "preset": view["preset"],
        "names": list(game.names), "winners": list(res.winners),
        "points": list(res.points), "striche": list(res.striche) if game.family.striche else None,
        "reason": res.templates["reason"], "text": res.templates["settlement"] if text is None else text,
        "score": score(view, world), "match_over": bool(match_over),
        "deal": deal_state(deal),
        "ending": ending(res),
    }


def ending(res):
    """How the game ended as data: the outcome's kind (kinds.Outcome), who called
    (announced, closed, called Aus; else None) and whether it was a Gaigel."""
    d = res.details or {}
    kind = d.get("kind")
    return {"kind": str(kind) if kind is not None else None, "seat": d.get("seat"),
            "gaigel": bool(d.get("gaigel"))}


def deal_state(deal):
    """A finished game's deal as data: hands per seat, trump card, talon top first."""
    if deal is None:
        return None
    return {"hands": [[card_entry(c) for c in hand] for hand in deal["hands"]],
            "trump": card_entry(deal["trump"]) if deal.get("trump") else None,
            "talon": [card_entry(c) for c in deal.get("talon", [])]}


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


def last_trick(view):
    """The last complete trick with its winner and why it won (the engine's
    phrase: the family's `trick_reason`)."""
    if not view["tricks"]:
        return None
    trick = view["tricks"][-1]
    return {"cards": [dict(card_entry(c["card"]), seat=c["seat"]) for c in trick["cards"]],
            "winner": trick["winner"],
            "reason": family_of(view["preset"]).trick_reason(view)}


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


def hand_entries(game, seat, view, moves, new=()):
    """The own hand in display order: number for `lege N`, the moves that play
    each card now, for a card that cannot be played the engine's reason (and
    its code), and whether it was just drawn (`new`)."""
    playing = {}  # card -> the moves that play it, in the order of `moves`
    for move in moves:
        if move.plays_card:
            playing.setdefault(move.card, []).append(move)
    entries = []
    marks = new_marks(view["hand"], new)
    for number, card in enumerate(view["hand"], 1):
        plays = [play_entry(move, game.family.play_command(number))
                 for move in playing.get(card, ())]
        entry = dict(card_entry(card), number=number, playable=bool(plays),
                     command=plays[0]["command"] if plays else None, plays=plays, reason=None,
                     reason_code=None, new=marks[number - 1])
        if not plays and view["to_act"] == seat:
            refused = game.card_refusal(seat, card)
            entry["reason"] = refused.template if refused else None
            entry["reason_code"] = str(refused.reason) if refused else None
        entries.append(entry)
    return entries


def play_entry(move, by_number):
    """One way to play a card of the hand: `by_number` (`lege 3`: right for any card
    names) for a plain card, else the move's command in the reader's words; `move`:
    the whole command in the reader's words (`lege herz ass`)."""
    command = f"⟨C:{move.command}⟩"
    return {"command": by_number if move.kind is MoveKind.CARD else command, "move": command,
            "label": move.label, "kind": str(move.kind), "name": move.name,
            "opening": move.opening}


def move_entries(moves):
    """The moves that apply now besides playing a plain card, as data with labels;
    a click sends the command that asks first where the move has a question."""
    return [{"command": f"⟨C:{move.asking or move.command}⟩", "label": move.label,
             "kind": str(move.kind), "name": move.name, "cards": list(move.cards),
             "suit": move.suit, "points": move.points, "out_of_turn": move.out_of_turn,
             "opening": move.opening}
            for move in moves if move.kind is not MoveKind.CARD]


def refusal_state(command, text, reason, kind=None, cards=(), family="deutsch", table=None):
    """A refused command as data (`Kartenrunde.Abgelehnt`): what was sent, the
    MoveKind it tried (or None), the reason code (kinds.Refusal), the German
    sentence and the cards the command itself named (never another seat's)."""
    return written({"version": VERSION, "table": table, "command": command,
                    "kind": None if kind is None else str(kind), "reason": str(reason),
                    "text": text, "cards": [card_entry(card) for card in cards]}, family)
