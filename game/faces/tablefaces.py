"""
The table's short faces: compact (the default) and linear (screen readers),
and the registry of all three faces by `Face` (`FACES`).

Built on the labels and lines of tabletext.py, from the table model (the
GMCP/web state, game/cardgames/tablestate.py) only; moves are read by kind.
`compact_text`: at most four lines, the cards you may play and your other
actions as links (`|lc...|lt...|le`: MXP in Mudlet, the web client; plain
labels elsewhere). `linear_text`: one item a line, cards in words, the hand
as a numbered list; `linear` cleans any text for a screen reader (no
colours, links or symbols).
"""

import re

from evennia.utils.ansi import strip_ansi, strip_mxp

from game.cardgames.kinds import MoveKind

from game.faces.tabletext import (GERMAN, Face, card_label, counts_line, family_of, first_play, grace_line,
                        hand_line, my_turn, plain_play, points_line, sent, sits_out,
                        sitting_out_lines, table_text, talon_line, trick_line, turn_line)

#: moves that belong to the talon: the compact face says them on its line
TALON_KINDS = (MoveKind.ROB, MoveKind.CLOSE)
#: moves that play a card: through the hand (and the openings' line)
CARD_KINDS = (MoveKind.CARD, MoveKind.OPENING)
#: legal at almost any time; whether it is right is the player's own count
UNSAID = (MoveKind.AUS, MoveKind.ANNOUNCE)


def action_of(model, kind):
    """The model's action of `kind` (a MoveKind), or None."""
    return next((a for a in model["actions"] if a["kind"] == kind), None)


def short_talon_line(model, family=GERMAN, links=False):
    """Trump and talon for the compact face, with rauben/zudrehen where they apply:
    `Trumpf Eichel (Eichel-9 liegt auf, rauben), Stapel 6 (zudrehen).`"""
    said = {}
    for kind in TALON_KINDS:
        action = action_of(model, kind)
        if action:
            word = action["name"].lower()  # in the sentence: „rauben“, „zudrehen“
            said[kind] = sent(action["command"], word) if links else word
    rob = f", {said[MoveKind.ROB]}" if MoveKind.ROB in said else ""
    close = f" ({said[MoveKind.CLOSE]})" if MoveKind.CLOSE in said else ""
    return talon_line(model, family, Face.KURZ, rob=rob, close=close)


def other_actions(model, besides=()):
    """The actions besides playing a card, as (command, label): melden, rauben,
    zudrehen, ... Not `aus` and `genug`: the engine allows them nearly always, and
    when to say them is the player's own count (they stay in `hilfe`); nor the
    kinds in `besides`."""
    return [(a["command"], a["label"]) for a in model["actions"]
            if a["kind"] not in CARD_KINDS + UNSAID + tuple(besides)]


def openings_line(model, family, links):
    """Gaigel's first trick, for the player who opens: the openings and their cards."""
    found = {}
    for action in model["actions"]:
        if action["kind"] == MoveKind.OPENING:
            card = card_label(action["cards"][0], family, model["low_label"])
            found.setdefault(action["opening"], []).append(
                sent(action["command"], card) if links else card)
    if not found:
        return ""
    return "Eröffnen: " + "; ".join(f"|w{name}|n {either(cards)}"
                                    for name, cards in found.items()) + "."


def either(items):
    """`A`, `A oder B`, `A, B oder C`."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} oder {items[-1]}"


def compact_text(model, family=GERMAN, mark_playable=False, links=False, prompt=False):
    """The table in at most four lines, the default face: trump and talon; the
    trick, always at the start of a line (`Im Stich:`); the own hand (the
    playable cards as links when it is your turn); your other actions, points
    or whose turn; the grace time. Spectators see trump, talon, trick and how
    many cards each holds.

    `prompt`: the block that comes by itself on your turn: `Du bist am Zug:`
    leads the hand; the trick comes first, trump and talon after it on its
    line, and once the talon is closed or used up (trump and talon no longer
    change) not at all. Asked for (`hand`), the block always shows trump and
    talon on the first line, the trick under it, and says whose turn it is.
    The cards just drawn are marked „(neu)“ in the hand."""
    me = model["seat"]
    mine = me is not None and my_turn(model)  # not while a stand-in plays for me
    head = short_talon_line(model, family, links=links and mine)
    talon = model["talon"]
    settled = talon is None or talon["closed"] or not talon["count"]
    trick = f"Im Stich: {trick_line(model, family, short=True)}." if model["trick"] else ""
    if prompt and mine:  # the trick first, then what the talon says while it still changes
        head = [" ".join(part for part in (trick, "" if settled else head) if part)]
    else:
        head = [head, trick]
    head = [line for line in head if line]  # `Im Stich:` always begins a line of its own
    lines = list(head)
    seated = me is not None and not sits_out(model)
    if me is None:
        lines.append(counts_line(model) + ".")
    elif not seated:
        lines.append(sitting_out_lines(model)[0])
    else:
        hand = hand_line(model, family, mark_playable, links=links and mine)
        lines.append(("|wDu bist am Zug:|n " if mine and prompt else "Deine Karten: ") + hand)
    tail = []
    if mine and seated:
        extra = other_actions(model, besides=TALON_KINDS)
        if openings_line(model, family, links):
            tail.append(openings_line(model, family, links))
        elif extra:
            said = [sent(c, label) if links else label for c, label in extra]
            tail.append(f"Du kannst auch: {', '.join(said)}.")
    if model["grace_time"]:
        tail.append(grace_line(model))
    elif (not mine or not prompt) and turn_line(model, mine):
        tail.append(turn_line(model, mine))
    if "points" in model and seated:
        points = points_line(model) + "."
        tail[-1:] = [f"{tail[-1]} {points}"] if tail else [points]
    if len(lines + tail) > 4:  # the trick took a line: the last two share one
        tail[-2:] = [" ".join(tail[-2:])]
    return "\n".join(lines + tail)


def linear_text(model, family="deutsch", mark_playable=False, prompt=False):
    """The table for a screen reader: one item a line, cards in words, the hand
    as a numbered list, no colours, symbols or links. `family`: a card names
    setting ("deutsch" or "französisch"). `prompt`: the block that comes by
    itself on your turn leaves out what does not change from turn to turn
    (trump, the face-up card unless it may be robbed now, the others' card
    counts; `hand` says them). The cards just drawn are said „neu“."""
    words = family_of(family, words=True)
    me = model["seat"]
    names = [seat["name"] for seat in model["seats"]]
    robbing = action_of(model, MoveKind.ROB) is not None  # the face-up card matters now
    skip = ("trump", "shown") + (() if robbing else ("up",)) if prompt else ()
    lines = [line for line in talon_line(model, words, Face.BLIND, skip=skip).split("\n") if line]
    for c in model["trick"]:
        card = card_label(c["card"], words) if c["card"] else "verdeckt"
        lines.append(f"Im Stich: {names[c['seat']]}, {card}.")
    if not model["trick"] and not prompt:
        lines.append("Im Stich: noch nichts.")
    for seat in model["seats"]:
        if not prompt and seat["seat"] != me and not seat["sitting_out"]:
            count = seat["cards"]
            lines.append(f"{seat['name']} hat {count} {'Karte' if count == 1 else 'Karten'}.")
    if sits_out(model):
        lines.extend(line.strip() for line in sitting_out_lines(model))
    elif me is not None:
        lines.extend(linear_hand(model, words, mark_playable))
        if my_turn(model):
            lines.extend(f"Du kannst auch: {label}." for _, label in other_actions(model))
        if "points" in model:
            lines.append(points_line(model) + ".")
    if model["grace_time"]:
        lines.append(f"Der letzte Stich ist gespielt. Wer {model['grace_goal']} hat, "
                     "ruft jetzt aus.")
    line = turn_line(model, me is not None and my_turn(model))
    if line:
        lines.append(line)
    return linear("\n".join(lines))


def linear_hand(model, words, mark_playable=False):
    """`Deine Karten:` and one numbered card a line; the openings in words; a
    card just drawn: `2: Laub Ass, neu.`"""
    if not model["hand"]:
        return ["Du hast keine Karten mehr."]
    lines = [f"Deine Karten, {len(model['hand'])}:"]
    for entry in model["hand"]:
        note = ", neu" if entry["new"] else ""
        first = first_play(entry)
        if first and first["kind"] != MoveKind.CARD:
            note += ", " + " oder ".join(p["opening"] for p in entry["plays"] if p["opening"])
        elif mark_playable and plain_play(entry):
            note += ", spielbar"
        lines.append(f"{entry['number']}: {card_label(entry['card'], words)}{note}.")
    return lines


def compact_face(model, names, mark_playable=False, prompt=False):
    return compact_text(model, family_of(names), mark_playable, links=True, prompt=prompt)


def long_face(model, names, mark_playable=False, prompt=False):
    return table_text(model, family_of(names), mark_playable)


def linear_face(model, names, mark_playable=False, prompt=False):
    return linear_text(model, names, mark_playable, prompt=prompt)


#: the faces by their setting (`anzeige kurz|lang|blind`): each takes the table
#: model, the reader's card names and choices, and returns the table block
FACES = {Face.KURZ: compact_face, Face.LANG: long_face, Face.BLIND: linear_face}


#: symbols a screen reader reads out or stumbles over, and what is said instead
SPOKEN = ((" – ", ", "), ("–", ", "), (" → ", " an "), ("→", " an "), ("*", ""), ("…", "..."))


def linear(text):
    """Any table text for a screen reader: no colours, no links (their label
    stays), no dashes, arrows or stars."""
    text = strip_ansi(strip_mxp(text))
    for symbol, said in SPOKEN:
        text = text.replace(symbol, said)
    return re.sub(r"[ \t]+\n", "\n", re.sub(r"(?m)^ +", "", text))
