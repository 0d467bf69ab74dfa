"""Puzzles: positions of real games where the exact solver proves one move best.

A position can be a puzzle when the seat's view leaves one deal only (the
family's `determined`: every hidden card follows from what was played), so
the family's `evaluate` on that one deal is the exact value of every legal
move: game points for the 66 family, the own party's win (1), draw (½) or
loss (0) for Gaigel (`unit`).  It is a puzzle when one move is clearly best
(`clear`): it wins, and every other move is at least a whole point (66) or
the whole win (Gaigel) worse.  The tempting move is the one the game's player
chose if it was worse, else the best of the others.

A puzzle is plain data: the record of the game up to the position (replay.py),
the seat, the exact values, the best and the tempting move and the best
line of play after each (both sides playing perfectly).  `position` deals
it again, `grade` answers a player's words, `explanation` says in German
why the right move wins and the tempting one does not.  `generate` plays
computer games from a seed and keeps their puzzles: the same seed, the same
puzzles (tools/make_puzzles.py).
"""

from __future__ import annotations

import random

from ..errors import IllegalMove
from ..kinds import MoveKind
from ..replay import _canonical, deal_of, decisions, record_of, replay
from ..seam import new_game
from .family import players_of

#: plies of the best line a puzzle keeps (and its explanation names)
LINE_PLIES = 8
#: cards the seat must still hold for a puzzle (with fewer there is little to find)
MIN_HAND = 3

#: the question a puzzle asks, by the kind of its right move
TITLES = {
    MoveKind.CARD: "Welche Karte gewinnt?",
    MoveKind.MELD: "Melden – aber welches Paar?",
    MoveKind.CLOSE: "Zudrehen oder nicht?",
    MoveKind.ANNOUNCE: "Genug ansagen oder weiterspielen?",
    MoveKind.AUS: "Jetzt Aus rufen?",
}
DEFAULT_TITLE = "Was ist hier der beste Zug?"


def exact_values(view, legal) -> dict | None:
    """{command: exact value} of every legal move for the seat of `view`, or
    None when the view does not fix the deal (hidden cards still unknown)."""
    players = players_of(view)
    if not players.determined(view):
        return None
    runs, _ = players.evaluate(view, list(legal), legal[0], random.Random(0), 1)
    return {command: got[0] for command, got in runs.items() if got}


def clear(values, unit) -> tuple | None:
    """(best, second best value) when one move is clearly best, else None."""
    if len(values) < 2:
        return None
    order = sorted(values.items(), key=lambda item: -item[1])
    (best, top), (_, second) = order[0], order[1]
    if unit == "chance":
        return (best, second) if top >= 1.0 and second <= 0.5 else None
    return (best, second) if top > 0 and top - second >= 1 else None


def best_line(game, plies=LINE_PLIES) -> list:
    """[[seat, command], ...]: both sides' best moves from `game` on (a copy is
    played), while each seat to act knows the whole deal; a move that ends the
    game goes first among equals."""
    game = game.clone()
    line = []
    while len(line) < plies and game.to_act is not None:
        seat = game.to_act
        legal = game.legal(seat)
        values = exact_values(game.view(seat), legal) if len(legal) > 1 else {legal[0]: 0}
        if not values:
            break
        top = max(values.values())
        tops = [c for c in legal if values.get(c) == top]
        command = next((c for c in tops if _ends(game, seat, c)), tops[0])
        game.act(seat, command)
        line.append([seat, command])
    return line


def _ends(game, seat, command) -> bool:
    trial = game.clone()
    trial.act(seat, command)
    return trial.to_act is None


def puzzles_of(record, seat) -> list:
    """Every puzzle of `seat` in the finished game `record`."""
    out = []
    for step in decisions(record, seat):
        if len(step["view"]["hand"]) < MIN_HAND:
            continue
        values = exact_values(step["view"], step["legal"])
        if values is None:
            continue
        unit = players_of(step["view"]).unit
        got = clear(values, unit)
        if got is None:
            continue
        best, _ = got
        chosen = step["chosen"]
        tempting = chosen if chosen != best else max(
            (c for c in values if c != best), key=lambda c: values[c])
        game = replay(record, step["index"])
        out.append({
            "preset": record["preset"], "options": record["options"],
            "names": record["names"], "dealer": record["dealer"], "deal": record["deal"],
            "log": record["log"][:step["index"]], "seat": seat, "unit": unit,
            "values": values, "best": best, "tempting": tempting, "played": chosen,
            "kind": str(_move(game, seat, best).kind),
            "line": best_line(_after(game, seat, best)),
            "refutation": best_line(_after(game, seat, tempting)),
        })
    return out


def _after(game, seat, command):
    game = game.clone()
    game.act(seat, command)
    return game


def _move(game, seat, command):
    return next(m for m in game.moves(seat) if m.command == command)


def position(puzzle, names=None):
    """The puzzle's game at the position asked about (a fresh `Game`), its seats
    called `names` if given."""
    record = {key: puzzle[key] for key in ("preset", "options", "names", "dealer", "deal",
                                           "log")}
    if names:
        record["names"] = list(names)
    return replay(record)


def title(puzzle) -> str:
    """The question the puzzle asks (German)."""
    return TITLES.get(MoveKind(puzzle["kind"]), DEFAULT_TITLE)


def known_cards(puzzle) -> list:
    """The other hand, as the seat can work it out (canonical card texts): the
    puzzle says it, so nobody has to count to be allowed to solve it."""
    game = position(puzzle)
    other = next(s for s in range(game.seats) if s != puzzle["seat"])
    return list(game.view(other)["hand"])


def answer_of(puzzle, text) -> str:
    """The canonical move `text` stands for at the puzzle's position; raises
    IllegalMove (German) when the words are no legal move there."""
    game = position(puzzle)
    seat = puzzle["seat"]
    legal = game.legal(seat)
    if text in legal:
        return text
    trial = game.clone()
    trial.act(seat, text)              # IllegalMove with the engine's own German reason
    command = _canonical(game, seat, text, legal)
    if command not in legal:
        raise IllegalMove(f"„{text}“ ist hier kein Zug.")
    return command


def grade(puzzle, text) -> dict:
    """{"command", "right", "value"} of the player's words (IllegalMove if none)."""
    command = answer_of(puzzle, text)
    return {"command": command, "right": command == puzzle["best"],
            "value": puzzle["values"][command]}


def explanation(puzzle, command=None) -> list:
    """German sentences (with card references) why the best move wins and
    `command` (default: the tempting move) does not."""
    game = position(puzzle)
    seat = puzzle["seat"]
    best = _move(game, seat, puzzle["best"])
    other = _move(game, seat, command or puzzle["tempting"])
    values, unit = puzzle["values"], puzzle["unit"]
    lines = [f"Richtig ist {_name(best)}: {_outcome(values[best.command], unit)}, "
             "wie der Gegner auch spielt."]
    if puzzle["line"]:
        lines.append("Zum Beispiel weiter so: "
                     + _line_text(_after(game, seat, best.command), seat, puzzle["line"]) + ".")
    if other.command != best.command:
        lines.append(f"Mit {_name(other)} dagegen {_outcome_after(values[other.command], unit)}"
                     + (": " + _line_text(_after(game, seat, other.command), seat,
                                          puzzle["refutation"]) + "."
                        if other.command == puzzle["tempting"] and puzzle["refutation"]
                        else "."))
    return lines


def _name(move) -> str:
    """A card move by its card, any other by its label („Genug ansagen“)."""
    if move.kind is MoveKind.CARD:
        return f"⟨K:{move.card}⟩"
    return f"„{move.label}“"


def _outcome(value, unit) -> str:
    if unit == "chance":
        return "damit gewinnst du das Spiel"
    return f"damit gewinnst du {_punkte(value)}"


def _outcome_after(value, unit) -> str:
    if unit == "chance":
        return {1.0: "gewinnst du auch", 0.5: "reicht es nur zum Unentschieden"}.get(
            value, "verlierst du, wenn der Gegner richtig spielt")
    if value > 0:
        return f"gewinnst du nur {_punkte(value)}"
    if value == 0:
        return "gewinnt keiner"
    return f"verlierst du {_punkte(-value)}, wenn der Gegner richtig spielt"


def _punkte(n) -> str:
    n = int(n)
    return "1 Punkt" if n == 1 else f"{n} Punkte"


def _line_text(game, seat, line) -> str:
    """„du legst ⟨…⟩, der Gegner wählt „Genug“, …“: the line's moves (played from `game`) by their labels."""
    game = game.clone()
    words = []
    for who, command in line:
        move = _move(game, who, command)
        verb = ("legst " if move.kind is MoveKind.CARD else "wählst ") if who == seat else (
            "legt " if move.kind is MoveKind.CARD else "wählt ")
        words.append(("du " if who == seat else "der Gegner ") + verb + _name(move))
        game.act(who, command)
    return ", ".join(words)


def generate(preset, count, seed, strengths=("normal", "leicht"), max_games=None,
             per_game=1) -> list:
    """Up to `count` puzzles from computer games of `preset` dealt from `seed`,
    `seed + 1`, …: the same arguments, the same puzzles (at most `per_game`
    a game)."""
    out = []
    game_seed = seed
    max_games = max_games or count * 20
    while len(out) < count and game_seed < seed + max_games:
        record = play_game(preset, game_seed, strengths)
        found = [p for s in range(len(record["names"])) for p in puzzles_of(record, s)]
        picks = random.Random(game_seed).sample(found, min(per_game, len(found)))
        for pick in picks[:count - len(out)]:
            pick["source"] = {"seed": game_seed, "strengths": list(strengths)}
            out.append(pick)
        game_seed += 1
    return out


def play_game(preset, seed, strengths) -> dict:
    """A record of one game between computer players of `strengths` (seat by seat)."""
    game = new_game(preset, seed=seed)
    deal = deal_of(game)
    rng = random.Random(seed)
    while game.to_act is not None:
        seat = game.to_act
        view, legal = game.view(seat), game.legal(seat)
        strength = strengths[seat % len(strengths)]
        command, _, _ = players_of(view).decide(view, legal, strength, rng, None, 8)
        game.act(seat, command)
    return record_of(game, deal)


__all__ = ["TITLES", "answer_of", "best_line", "clear", "exact_values", "explanation",
           "generate", "grade", "known_cards", "play_game", "position", "puzzles_of", "title"]
