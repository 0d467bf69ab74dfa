"""
A finished game's page as data (`/partie/<id>/`, issue 50): the deal, every
step of the game, the tricks, the Abrechnung and the strong player's verdicts.

Everything comes from the kept record (game/cardgames/replay.py), played
again move by move; a step is one move with what the table announced (the
card laid, the trick taken and why, the melds, closing, robbing, Aus), every
hand and the cards on the table after it. The record is of a game that is
over, so every hand is shown: call this for finished games only (the books
decide who sees which, game/books/gamepages.py). Plain data in and out, the
German words in the reader's card names (`deutsch` or `französisch`).
"""

from evennia.utils.ansi import strip_ansi

from game.cardgames.ai.analysis import move_words, verdict_words
from game.cardgames.cards import SUITS, parse_face, render, suit_of
from game.cardgames.replay import GRACE_END, fresh
from game.cardgames.result import join_names
from game.faces.grammar import DAT, person
from game.faces.tabletext import card_label


def card(text, names):
    """A card for the page: canonical text (the script draws its face), its name
    and its suit (the colour of the name)."""
    return {"card": text, "label": card_label(text, names),
            "suit": SUITS[suit_of(parse_face(text))]}


def deal(record, names):
    """Every hand as dealt (who, cards), the face-up trump card and the talon, top first."""
    dealt = record["deal"]
    return {
        "hands": [{"name": record["names"][seat], "cards": [card(c, names) for c in cards]}
                  for seat, cards in enumerate(dealt["hands"]) if cards],
        "trump": card(dealt["trump"], names) if dealt.get("trump") else None,
        "talon": [card(c, names) for c in dealt.get("talon", [])],
    }


def table_now(game, names, taken=None, view=None):
    """The position for the step-through: every hand, the cards on the table
    (the trick just taken, when one was), trump, talon and Augen per side;
    `view` the game's public view when it is at hand."""
    view = view or game.public_view()
    shown = taken if taken is not None else [face_up(game, c) for c in view["trick"]]
    players = view["names"]
    return {
        "hands": [[card(c, names) for c in game.view(seat)["hand"]]
                  for seat in range(game.seats)],
        "trick": [dict(card(c["card"], names), name=players[c["seat"]], seat=c["seat"],
                       hidden=not c.get("open", True))
                  for c in shown if c.get("card")],
        "taken_by": players[view["tricks"][-1]["winner"]] if taken is not None else None,
        "trump": card(view["trump_card"], names) if view.get("trump_card") else None,
        "talon": view.get("talon") or 0,
        "closed": bool(view.get("closed")),
        "points": [{"names": join_names([players[s] for s in team]),
                    "augen": view["points"][side]}
                   for side, team in enumerate(view["teams"]) if side < len(view["points"])],
    }


def face_up(game, played):
    """A card of the trick as it lies; one laid face down (Gaigel's openings) is
    read from its own seat's view, which knows it, and marked as not yet open."""
    if played.get("card"):
        return played
    own = game.view(played["seat"])["trick"]
    mine = next((c for c in own if c["seat"] == played["seat"] and c.get("card")), None)
    return {"seat": played["seat"], "card": mine["card"], "open": False} if mine else played


def verdict_text(analysis, decision, names, player):
    """One judged decision as a sentence: whose move, and what the strong player says."""
    mistake = bool(decision.get("mistake"))
    words = verdict_words(decision, mistake, analysis["unit"])  # `(figures): what it means`
    return strip_ansi(render(f"Analyse: {move_words(decision['chosen'])} von "
                             f"{person(player, DAT)} {words}", names))


def verdicts_by_move(analyses, record, names):
    """{log index: [sentence, ...]} from the kept analyses (one per seat that asked)."""
    out = {}
    for analysis in analyses:
        player = record["names"][analysis["seat"]]
        for decision in analysis.get("decisions", []):
            out.setdefault(decision["index"], []).append(
                verdict_text(analysis, decision, names, player))
    return out


def steps(record, names, analyses=()):
    """Step 0 (as dealt), then one step per move: number, trick number, the
    German lines of the move, the verdicts on it, the table after it."""
    game = fresh(record)
    verdicts = verdicts_by_move(analyses, record, names)
    out = [{"number": 0, "trick_no": 1, "lines": ["So war ausgeteilt."], "verdicts": [],
            "plays": False, **table_now(game, names)}]
    for index, (seat, text) in enumerate(record["log"]):
        trick_no = len(game.core.history) + 1
        before = game.public_view()
        if text == GRACE_END and game.grace_time:
            events = game.end_grace_time()
        else:
            events = game.act(seat, text)
        after = game.public_view()
        taken = after["tricks"][-1]["cards"] if len(after["tricks"]) > len(before["tricks"]) else None
        out.append({
            "number": index + 1,
            "trick_no": trick_no,
            "lines": [strip_ansi(render(e.get("template") or e["text"], names))
                      for e in events if e.get("text")],
            "verdicts": verdicts.get(index, []),
            "plays": laid(after) > laid(before),
            **table_now(game, names, taken, after),
        })
    return out


def laid(view):
    """How many cards have been laid on the table so far (face down ones too)."""
    return sum(len(trick["cards"]) for trick in view["tricks"]) + len(view["trick"])


def tricks(all_steps):
    """The steps grouped for the list without script: by the trick they belong
    to (`Stich 3`), what follows the last trick under „Zum Schluss“."""
    groups = []
    for step in all_steps[1:]:
        if not groups or groups[-1]["trick_no"] != step["trick_no"]:
            groups.append({"trick_no": step["trick_no"], "steps": [], "plays": False})
        groups[-1]["steps"].append(step)
        groups[-1]["plays"] = groups[-1]["plays"] or step["plays"]
    for group in groups:
        group["title"] = f"{group['trick_no']}. Stich" if group["plays"] else "Zum Schluss"
    return groups


def settlement(record, names):
    """The Abrechnung as lines (without colour codes and its own heading)."""
    text = strip_ansi(render(record.get("settlement") or "", names))
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[1:] if lines and lines[0].rstrip(":") == "Abrechnung" else lines
