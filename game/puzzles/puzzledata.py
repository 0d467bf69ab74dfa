"""A puzzle as data, for the web pane's puzzle panel and GMCP clients (OOB
`kartenrunde_raetsel`, GMCP `Kartenrunde.Raetsel`, docs/GMCP.md).

`puzzle_state` is data in, data out: a puzzle (collection.py), the reader's card
names and, once answered, the answer's result (solving.py) give the JSON-safe
state: the position as the seat sees it (only the engine's `view` of that seat,
plus the other hand, which every puzzle states as known because it follows from
the cards gone: telling.KNOWN), the moves that answer it, and after the answer
the verdict with its explanation, the rating and the streak. The German words
are telling.py's. `send_puzzle` sends it to those sessions of a person that want
data (the web client always, telnet after `Core.Supports`).
"""

from game.cardgames import rating
from game.cardgames.ai import puzzles as engine
from game.cardgames.cards import reader_family, render
from game.cardgames.kinds import MoveKind
from game.faces.tabledata import send

from game.puzzles import collection, telling

VERSION = 1
#: the puzzle waits for its answer; it was answered or given up
ASKING, ANSWERED = "frage", "beantwortet"
#: the command that gives up and shows the solution (commands/puzzles.py)
SOLUTION = "rätsel lösung"


def puzzle_state(puzzle, card_names="deutsch", daily=False, tried=False, result=None,
                 answerable=True) -> dict:
    """The state of `puzzle` as a reader with `card_names` reads it (`daily`: the
    puzzle of the day; `tried`: answered before, so it no longer counts;
    `result`: the answer's result once answered or given up; `answerable`: the
    move words answer the puzzle where the reader is, no game of theirs runs there)."""
    family = reader_family(card_names)
    seat = puzzle["seat"]
    game = engine.position(puzzle, telling.SEAT_NAMES)
    view = game.view(seat)
    moves = game.moves(seat)
    kind = puzzle["family"]
    notes = telling.notes(puzzle, tried) + ([] if answerable else [telling.NOT_HERE])
    return {
        "version": VERSION,
        "state": ASKING if result is None else ANSWERED,
        "family": kind, "family_name": telling.FAMILY_NAMES.get(kind, kind),
        "number": puzzle["number"], "count": len(collection.puzzles_of(kind)),
        "title": engine.title(puzzle), "heading": telling.heading(puzzle, daily),
        "daily": bool(daily), "tried": bool(tried), "answerable": bool(answerable),
        "card_names": family,
        "position": position_of(puzzle, view, moves, family),
        "answers": [answer_of(move, family) for move in moves],
        "notes": [render(line, family) for line in notes],
        "verdict": verdict_of(result, family) if result is not None else None,
        "next": f"rätsel {kind}", "solution": SOLUTION,
    }


def card(text, family, **more) -> dict:
    """A card of the state: its canonical text and its label in the reader's names."""
    return dict({"card": text, "label": render(f"⟨K:{text}⟩", family)}, **more)


def command_of(text, family) -> str:
    """A command in the reader's card names (`lege kreuz dame`): sent as it is."""
    return render(f"⟨C:{text}⟩", family)


def position_of(puzzle, view, moves, family) -> dict:
    """The seat's view of the position, plus the other hand the puzzle states."""
    seat, side = puzzle["seat"], view["side"]
    plays = {m.card: command_of(m.command, family) for m in moves if m.kind is MoveKind.CARD}
    talon_used = view["options"].get("talon", True)
    face_up = bool(view.get("trump_card") and view["talon"] and not view.get("closed"))
    closer = view.get("closer")
    last = puzzle["log"][-1] if puzzle["log"] else None
    return {
        "hand": [card(c, family, answer=plays.get(c)) for c in view["hand"]],
        "trump": {"suit": view["trump"], "label": render(f"⟨F:{view['trump']}⟩", family)},
        "trump_card": card(view["trump_card"], family) if face_up else None,
        "talon": ({"count": view["talon"], "closed": bool(view.get("closed")),
                   "closer": None if closer is None else closer == seat}
                  if talon_used else None),
        "trick": [card(c["card"], family, mine=c["seat"] == seat)
                  for c in view["trick"] if c.get("card")],
        "points": {"own": view["points"][side], "other": view["points"][1 - side]},
        "tricks_won": {"own": view["tricks_won"][side], "other": view["tricks_won"][1 - side]},
        "marriages": [{"mine": m["seat"] == seat, "suit": m["suit"],
                       "label": render(f"⟨F:{m['suit']}⟩", family), "points": m["points"]}
                      for m in view["marriages"]],
        "known": [card(c, family) for c in engine.known_cards(puzzle)],
        "played": [{"cards": [card(c["card"], family, mine=c["seat"] == seat)
                              for c in trick["cards"] if c.get("card")],
                    "won": trick["winner"] == seat}
                   for trick in view["tricks"]],
        "last_move": command_of(last[1], family) if last and last[0] == seat else None,
    }


def answer_of(move, family) -> dict:
    """One move that answers the puzzle, as a button or a card click sends it."""
    return {"command": command_of(move.command, family), "kind": str(move.kind),
            "name": move.name, "label": render(move.label, family), "card": move.card}


def verdict_of(result, family) -> dict:
    """The answer's verdict: right or not, why, the rating and the streak."""
    puzzle = result["puzzle"]
    command = result["command"]
    before, after = rating.shown(result["before"]), rating.shown(result["after"])
    return {
        "command": command_of(command, family) if command else None,
        "given_up": command is None, "right": bool(result["right"]),
        "best": command_of(puzzle["best"], family),
        "head": telling.verdict_head(result),
        "explanation": [render(line, family) for line in engine.explanation(puzzle, command)],
        "rated": bool(result["rated"]),
        "rating": ({"before": round(before, 1), "after": round(after, 1),
                    "change": round(after - before, 1),
                    "provisional": rating.provisional(result["after"])}
                   if result["rated"] else None),
        "streak": result["streak"],
        "lines": [render(line, family) for line in telling.standing_lines(result)],
    }


def send_puzzle(obj, puzzle, **how):
    """`obj` gets `puzzle`'s state (`how`: puzzle_state's keywords but card_names)."""
    send(obj, kartenrunde_raetsel=lambda: puzzle_state(puzzle, obj.db.card_names, **how))
