"""
The table's short faces: compact (the default) and linear (screen readers).

Built on the labels and lines of tabletext.py, from a seat's `view` only.
`compact_text`: at most four lines, the cards you may play and your other
actions as links (`|lc...|lt...|le`: MXP in Mudlet, the web client; plain
labels elsewhere). `linear_text`: one item a line, cards in words, the hand
as a numbered list; `linear` cleans any text for a screen reader (no
colours, links or symbols).
"""

import re

from evennia.utils.ansi import strip_ansi, strip_mxp

from game.cardgames.tablestate import actions

from .tabletext import (CARD_PREFIXES, GERMAN, card_label, counts_line, family_of, hand_line,
                        link, low_label, new_marks, plays_of, points_line, shown_trump,
                        sitting_out_lines, suit_title, trick_line, turn_line)

#: a line of the compact face is split before it grows past this (a terminal's 80)
WIDTH = 78


#: actions that belong to the talon, shown on its line: command -> short label
TALON_ACTIONS = {"raube": "rauben", "decke stapel": "zudrehen"}


def short_talon_line(view, family=GERMAN, links=False):
    """Trump and talon for the compact face, with rauben/zudrehen where they apply:
    `Trumpf Eichel (Eichel-9 liegt auf, rauben), Stapel 6 (zudrehen).`"""
    can = {c: link(c, label) if links else label
           for c, label in TALON_ACTIONS.items() if c in view["legal"]}
    line = f"Trumpf |w{suit_title(view['trump'], family)}|n"
    if shown_trump(view, family):  # 66 zu viert: the dealer's card set it
        line += f" ({shown_trump(view, family)})"
    if view.get("trump_card") and view["talon"] and not view.get("closed"):
        robbing = f", {can['raube']}" if "raube" in can else ""
        line += f" ({card_label(view['trump_card'], family, low_label(view))} liegt auf{robbing})"
    if view["options"].get("talon", True):
        if view.get("closed"):
            line += f", Stapel zugedreht ({view['talon']})"
        elif view["talon"]:
            line += f", Stapel {view['talon']}"
            line += f" ({can['decke stapel']})" if "decke stapel" in can else ""
        else:
            line += ", Stapel aufgebraucht"
    return line + "."


def visible_len(text):
    """How many characters of `text` a reader sees (no colour codes, link labels only)."""
    return len(strip_ansi(strip_mxp(text)))


#: legal at almost any time; whether it is right is the player's own count
UNSAID = ("aus", "genug")


def other_actions(view, words="deutsch", besides=()):
    """The actions besides playing a card, as (command, label): melden, rauben,
    zudrehen, ... Not `aus` and `genug`: the engine allows them nearly always, and
    when to say them is the player's own count (they stay in `hilfe`)."""
    return [(a["command"], a["label"]) for a in actions(view, view["legal"], words)
            if not a["command"].startswith(CARD_PREFIXES)
            and a["command"] not in UNSAID + tuple(besides)]


def openings_line(view, family, links):
    """Gaigel's first trick, for the player who opens: the openings and their cards."""
    found = {}
    for command in view["legal"]:
        for prefix in CARD_PREFIXES[1:]:
            if command.startswith(prefix):
                card = card_label(command[len(prefix):], family, low_label(view))
                found.setdefault(prefix.strip(), []).append(
                    link(command, card, family) if links else card)
    if not found:
        return ""
    return "Eröffnen: " + "; ".join(f"|w{name}|n {either(cards)}"
                                    for name, cards in found.items()) + "."


def either(items):
    """`A`, `A oder B`, `A, B oder C`."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} oder {items[-1]}"


def compact_text(view, family=GERMAN, me=None, show_points=False, mark_playable=False,
                 links=False, words="deutsch", prompt=False, new=()):
    """The table in at most four lines, the default face: trump, talon and the
    trick; the own hand (the playable cards as links when it is your turn);
    your other actions, points or whose turn; the grace time. Spectators (me=None)
    see trump, talon, trick and how many cards each holds.

    `prompt`: the block that comes by itself on your turn: `Du bist am Zug:`
    leads the hand; once the talon is closed or used up (trump and talon no
    longer change) it leaves that line out while the trick is empty. Asked
    for (`hand`), the block always shows it and says whose turn it is.
    `new`: the cards `me` just drew, marked „(neu)“ in the hand."""
    head = short_talon_line(view, family, links=links and view["to_act"] == me)
    settled = view.get("closed") or not view["talon"] or not view["options"].get("talon", True)
    if prompt and settled and not view["trick"] and view["to_act"] == me:
        head = []
    elif view["trick"]:
        trick = f"Im Stich: {trick_line(view, family, short=True)}."
        head = [f"{head} {trick}"] if visible_len(f"{head} {trick}") <= WIDTH else [head, trick]
    else:
        head = [head]
    lines = list(head)
    mine = me is not None and view["to_act"] == me
    seated = me is not None and me not in view.get("sitting_out", [])
    if me is None:
        lines.append(counts_line(view, me) + ".")
    elif not seated:
        lines.append(sitting_out_lines(view)[0])
    else:
        hand = hand_line(view, family, mark_playable, links=links and mine, new=new)
        lines.append(("|wDu bist am Zug:|n " if mine and prompt else "Deine Karten: ") + hand)
    tail = []
    if mine and seated:
        extra = other_actions(view, words, besides=TALON_ACTIONS)
        if openings_line(view, family, links):
            tail.append(openings_line(view, family, links))
        elif extra:
            said = [link(c, label) if links else label for c, label in extra]
            tail.append(f"Du kannst auch: {', '.join(said)}.")
    if view.get("grace_time"):
        tail.append("Der letzte Stich ist gespielt – wer 101 hat, ruft jetzt |waus|n!")
    elif (not mine or not prompt) and turn_line(view, mine):
        tail.append(turn_line(view, mine))
    if show_points and seated:
        points = points_line(view) + "."
        tail[-1:] = [f"{tail[-1]} {points}"] if tail else [points]
    if len(lines + tail) > 4:  # a long trick took two lines: the last two share one
        tail[-2:] = [" ".join(tail[-2:])]
    return "\n".join(lines + tail)


def linear_text(view, family="deutsch", me=None, show_points=False, mark_playable=False,
                prompt=False, new=()):
    """The table for a screen reader: one item a line, cards in words, the hand
    as a numbered list, no colours, symbols or links. `family`: a card names
    setting ("deutsch" or "französisch"). `prompt`: the block that comes by
    itself on your turn leaves out what does not change from turn to turn
    (trump, the face-up card unless it may be robbed now, the others' card
    counts; `hand` says them). `new`: the cards `me` just drew, said „neu“."""
    words = family_of(family, words=True)
    names = view["names"]
    lines = [] if prompt else [f"Trumpf: {suit_title(view['trump'], words)}."]
    if shown_trump(view, words) and not prompt:
        lines.append(f"{shown_trump(view, words)}.")
    robbing = "raube" in view["legal"]  # then the face-up card matters on this turn too
    if (robbing or not prompt) and view.get("trump_card") and view["talon"] \
            and not view.get("closed"):
        lines.append(f"Aufgedeckt liegt: {card_label(view['trump_card'], words)}.")
    if view["options"].get("talon", True):
        if view.get("closed"):
            lines.append(f"Der Stapel ist zugedreht, {view['talon']} Karten.")
        elif view["talon"]:
            lines.append(f"Im Stapel: {view['talon']} Karten.")
        else:
            lines.append("Der Stapel ist aufgebraucht.")
    for c in view["trick"]:
        card = card_label(c["card"], words) if c["card"] else "verdeckt"
        lines.append(f"Im Stich: {names[c['seat']]}, {card}.")
    if not view["trick"] and not prompt:
        lines.append("Im Stich: noch nichts.")
    for seat, count in enumerate(view["hand_counts"]):
        if not prompt and seat != me and seat not in view.get("sitting_out", []):
            lines.append(f"{names[seat]} hat {count} {'Karte' if count == 1 else 'Karten'}.")
    if me is not None and me in view.get("sitting_out", []):
        lines.extend(line.strip() for line in sitting_out_lines(view))
    elif me is not None:
        lines.extend(linear_hand(view, words, mark_playable, new))
        if view["to_act"] == me:
            lines.extend(f"Du kannst auch: {label}." for _, label in other_actions(view, words))
        if show_points:
            lines.append(points_line(view) + ".")
    if view.get("grace_time"):
        lines.append("Der letzte Stich ist gespielt. Wer 101 hat, ruft jetzt aus.")
    line = turn_line(view, me is not None and view["to_act"] == me)
    if line:
        lines.append(line)
    return linear("\n".join(lines))


def linear_hand(view, words, mark_playable=False, new=()):
    """`Deine Karten:` and one numbered card a line; the openings in words; a
    card just drawn: `2: Laub Ass, neu.`"""
    if not view["hand"]:
        return ["Du hast keine Karten mehr."]
    playable = plays_of(view)
    lines = [f"Deine Karten, {len(view['hand'])}:"]
    for number, (card, fresh) in enumerate(zip(view["hand"], new_marks(view["hand"], new)), 1):
        note = ", neu" if fresh else ""
        if card in playable and not playable[card].startswith("lege "):
            note += ", " + " oder ".join(p.strip() for p in CARD_PREFIXES[1:]
                                        if p + card in view["legal"])
        elif mark_playable and card in playable:
            note += ", spielbar"
        lines.append(f"{number}: {card_label(card, words)}{note}.")
    return lines


#: symbols a screen reader reads out or stumbles over, and what is said instead
SPOKEN = ((" – ", ", "), ("–", ", "), (" → ", " an "), ("→", " an "), ("*", ""), ("…", "..."))


def linear(text):
    """Any table text for a screen reader: no colours, no links (their label
    stays), no dashes, arrows or stars."""
    text = strip_ansi(strip_mxp(text))
    for symbol, said in SPOKEN:
        text = text.replace(symbol, said)
    return re.sub(r"[ \t]+\n", "\n", re.sub(r"(?m)^ +", "", text))
