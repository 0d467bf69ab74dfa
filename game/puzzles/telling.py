"""What a person reads of a puzzle: the position as their seat sees it, the verdict,
the overview (`rätsel wertung`). German, in the reader's card names and table face.

A puzzle states the other hand outright (its cards follow from what was played;
the puzzle says so), and the Augen of both sides, so nobody has to count to be
allowed to solve it; no other hidden card is shown.
"""

from game.cardgames import rating
from game.cardgames.ai import puzzles as engine
from game.cardgames.cards import render
from game.cardgames.kinds import MoveKind
from game.cardgames.tablestate import model_of
from game.faces import readers
from game.faces.tabletext import course_text, family_of

from game.puzzles import collection

#: the families as players read them
FAMILY_NAMES = {"66": "66", "gaigel": "Gaigel zu zweit"}
SEAT_NAMES = ("Du", "Gegner")


def names_of(card_names) -> str:
    return card_names or "deutsch"


#: the course's lines about a seat, as the puzzle's „Du“ is addressed
ADDRESSED = (("Geraubt: Du gibt ", "Geraubt: Du gibst "), ("Zugedreht hat Du.", "Zugedreht hast du."))


def addressed(text) -> str:
    for said, meant in ADDRESSED:
        text = text.replace(said, meant)
    return text


def example_moves(game, seat) -> list:
    """Two of the position's own moves to show how to answer: a card and, if there
    is one, a move of another kind (`genug`, `aus`, `melde herz`)."""
    moves = game.moves(seat)
    cards = [m.command for m in moves if m.kind is MoveKind.CARD]
    others = [m.command for m in moves if m.kind is not MoveKind.CARD]
    return cards[:1] + others[:1]


def statement(puzzle, obj, mode, daily=False, tried=False) -> str:
    """The puzzle as `obj` reads it in table face `mode` (`tried`: answered before)."""
    seat = puzzle["seat"]
    names = [SEAT_NAMES[0] if s == seat else SEAT_NAMES[1] for s in range(2)]
    game = engine.position(puzzle, names)
    view = game.view(seat)
    cards = names_of(obj.db.card_names)
    block = readers.face_text(model_of(game, seat, cards), obj, mode)
    course = addressed(course_text(view, family_of(obj.db.card_names)))
    known = ", ".join(f"⟨K:{card}⟩" for card in engine.known_cards(puzzle))
    mine, theirs = view["points"][view["side"]], view["points"][1 - view["side"]]
    examples = " oder ".join(f"„{command}“" for command in example_moves(game, seat))
    lines = [f"|w{heading(puzzle, daily)}|n",
             "Bisher gespielt:", course, "", block,
             f"Augen: du {mine}, dein Gegner {theirs}.",
             f"{KNOWN} dein Gegner hält {known}."]
    lines += notes(puzzle, tried)
    lines.append(f"Antworte mit deinem Zug, wie am Tisch (zum Beispiel {examples}); "
                 "„rätsel lösung“ zeigt die Lösung.")
    return render("\n".join(lines), cards)


#: why the other hand may be shown: it follows from the cards gone
KNOWN = "Bekannt (alle anderen Karten sind gefallen):"
#: the data's line when the move words would go to a running game here (commands/puzzles.py)
NOT_HERE = ("Du spielst hier gerade eine Partie: ein Zug ginge an deinen Tisch. Antworte nach "
            "der Partie oder anderswo.")


def heading(puzzle, daily=False) -> str:
    """„Rätsel des Tages: 66 Nr. 7 – Welche Karte gewinnt?“"""
    head = "Rätsel des Tages" if daily else "Rätsel"
    return (f"{head}: {FAMILY_NAMES.get(puzzle['family'], puzzle['family'])} "
            f"Nr. {puzzle['number']} – {engine.title(puzzle)}")


def notes(puzzle, tried=False) -> list:
    """The lines under the position: the seat's own move just before, a puzzle
    tried before (card references: `render` writes them)."""
    lines = []
    last = puzzle["log"][-1] if puzzle["log"] else None
    if last and last[0] == puzzle["seat"]:
        lines.append(f"Dein Zug eben war „{last[1]}“; jetzt bist du noch einmal dran.")
    if tried:
        lines.append("Dieses Rätsel hast du schon versucht: es zählt nicht mehr für deine "
                     "Wertung, üben kannst du es trotzdem.")
    return lines


def verdict(result, obj) -> str:
    """The answer's verdict, the explanation, the rating and the streak."""
    colour = "|y" if result["command"] is None else "|g" if result["right"] else "|r"
    lines = [f"{colour}{verdict_head(result)}|n"]
    lines += engine.explanation(result["puzzle"], result["command"])
    lines += standing_lines(result)
    lines.append("Das nächste: „rätsel“.")
    return render("\n".join(lines), names_of(obj.db.card_names))


def verdict_head(result) -> str:
    """„Richtig!“, „Leider nicht der beste Zug.“ or, given up, „Die Lösung:“."""
    if result["command"] is None:
        return "Die Lösung:"
    return "Richtig!" if result["right"] else "Leider nicht der beste Zug."


def standing_lines(result) -> list:
    """What the answer did to the rating and the streak (or that it no longer counts)."""
    if not result["rated"]:
        return ["Dieses Rätsel hattest du schon; es zählt nur der erste Versuch."]
    before, after = rating.shown(result["before"]), rating.shown(result["after"])
    provisional = "; vorläufig" if rating.provisional(result["after"]) else ""
    family = result["puzzle"]["family"]
    return [f"Deine Rätselwertung ({FAMILY_NAMES.get(family, family)}): "
            f"{number(before)} → {number(after)} ({signed(after - before)}{provisional}).",
            f"Richtig in Folge: {result['streak']}." if result["right"]
            else "Deine Serie beginnt von vorn."]


def overview(book, obj) -> str:
    """`rätsel wertung`: per family the rating and how many were tried; the streak."""
    state = book.state
    lines = ["|wDeine Rätsel|n"]
    for family in collection.families():
        tried = len(state["tried"].get(family, []))
        total = len(collection.puzzles_of(family))
        lines.append(f"{FAMILY_NAMES.get(family, family)}: Wertung "
                     f"{rating.shown_text(book.rating(family))}, {tried} von {total} gelöst "
                     "oder versucht.")
    lines.append(f"Richtig in Folge: {state['streak']} (dein Bestwert: {state['best_streak']}).")
    today = collection.today().isoformat()
    done = [FAMILY_NAMES.get(f, f) for f, day in state["days"].items() if day == today]
    lines.append("Rätsel des Tages heute gelöst oder versucht: " + (", ".join(done) or "noch keines")
                 + " („rätsel heute“).")
    lines.append("Die Rätselwertung wird gerechnet wie die Wertung am Tisch: jedes Rätsel hat "
                 "selbst eine Wertung, und ein richtiger erster Versuch zählt wie ein Sieg über "
                 "das Rätsel, ein falscher wie eine Niederlage. Ein schweres Rätsel bringt mehr.")
    return "\n".join(lines)


def number(value) -> str:
    return f"{value:.1f}".replace(".", ",").replace("-", "−")


def signed(value) -> str:
    return ("+" if value >= 0 else "") + number(value)
