"""
How a table looks to one person, in three faces of the same facts.

Reads only a seat's `view` (or the spectator's public view) and returns
text: `compact_text` (the default: at most four lines, the cards you may
play as links), `table_text` (`anzeige lang`: the fuller block, in
colour) and `linear_text` (screen readers: one item a line, cards in
words, no colours or symbols; `linear` cleans any other text the same
way). The card order shown is the order `lege <nummer>` counts in.
"""

import re

from evennia.utils.ansi import strip_ansi, strip_mxp

from game.cardgames import families
from game.cardgames.cards import parse_face, rank_of, render, suit_of
from game.cardgames.tablestate import actions

SUIT_WORDS = ("eichel", "laub", "herz", "schellen")  # canonical, as in every view
#: (suit names, short ranks, colours): German Eichel brown, Laub green, Herz red,
#: Schellen yellow; French Kreuz and Pik black (shown white), Herz and Karo red
GERMAN = (("Eichel", "Laub", "Herz", "Schellen"), ("A", "10", "K", "O", "U"),
          ("|430", "|g", "|r", "|y"))
FRENCH = (("Kreuz", "Pik", "Herz", "Karo"), ("A", "10", "K", "D", "B"),
          ("|w", "|w", "|r", "|R"))
SUIT_COLOURS = GERMAN[2]


#: a line of the compact face is split before it grows past this (a terminal's 80)
WIDTH = 78


def family_of(name, words=False):
    """The naming family of a player setting: GERMAN or FRENCH; with `words`
    the setting's name itself, so cards read in words („Herz König“)."""
    if words:
        return "französisch" if name == "französisch" else "deutsch"
    return FRENCH if name == "französisch" else GERMAN


def card_label(text, family=GERMAN, low="9"):
    """Short coloured label of a canonical card text: `Herz-A`, `Pik-D`; in
    words for a word family (`family_of(name, words=True)`): `Herz Ass`."""
    if isinstance(family, str):
        return render(f"⟨K:{text}⟩", family)
    face = parse_face(text)
    suits, ranks, colours = family
    rank = ranks[rank_of(face)] if rank_of(face) < 5 else low
    return f"{colours[suit_of(face)]}{suits[suit_of(face)]}-{rank}|n"


def suit_title(word, family=GERMAN):
    """A suit of a view (German or French word) by its name in `family`."""
    if isinstance(family, str):
        return render(f"⟨F:{word}⟩", family)
    return family[0][suit_of(parse_face(f"{word} ass"))]


def low_label(view):
    """The low card's short name in this game: 9 or 7."""
    return families.family_of(view["preset"]).low_label(view["options"])


#: the commands that put a card of the hand on the table, as they start
CARD_PREFIXES = ("lege ", "ge-elfen ", "höher hat ", "andere alte ")


def plays_of(view):
    """Card -> the first command that plays it now (`lege herz ass`, `höher hat ...`)."""
    plays = {}
    for command in view["legal"]:
        prefix = next((p for p in CARD_PREFIXES if command.startswith(p)), None)
        if prefix:
            plays.setdefault(command[len(prefix):], command)
    return plays


def words_of(family):
    """The card names setting behind a family: "deutsch" or "französisch"."""
    if isinstance(family, str):
        return family
    return "französisch" if family is FRENCH else "deutsch"


def link(command, label, family=GERMAN):
    """A clickable `label` that sends `command`, in the reader's card words (MXP
    in Mudlet, the web client); clients without links show the label alone."""
    return f"|lc{render(f'⟨C:{command}⟩', words_of(family))}|lt{label}|le"


def hand_line(view, family=GERMAN, mark_playable=False, links=False):
    """The seat's hand in one line, numbered for `lege <nummer>`; with `links`
    the cards that may be played now are clickable."""
    playable = {cmd[5:] for cmd in view["legal"] if cmd.startswith("lege ")}
    plays = plays_of(view) if links else {}
    parts = []
    for number, card in enumerate(view["hand"], 1):
        mark = "*" if mark_playable and card in playable else " "
        label = card_label(card, family, low_label(view))
        if card in plays:
            label = link(plays[card], label, family)
        parts.append(f"|w{number}|n{mark}{label}")
    return "  ".join(parts) if parts else "(keine Karten mehr)"


def shown(card, view, family):
    """A card's label, or 'verdeckt' for a face-down card the reader may not see."""
    return card_label(card, family, low_label(view)) if card else "|x(verdeckt)|n"


def trick_line(view, family=GERMAN, short=False):
    """The cards on the table in this trick, with who played them."""
    names = view["names"]
    colon = "" if short else ":"
    played = [f"{names[c['seat']]}{colon} {shown(c['card'], view, family)}" for c in view["trick"]]
    return ", ".join(played) if played else "noch leer"


def counts_line(view, me=None):
    """How many cards the others hold (never which)."""
    counts = [f"{view['names'][seat]} {count}" for seat, count in enumerate(view["hand_counts"])
              if seat != me and seat not in view.get("sitting_out", [])]
    return "Karten in der Hand: " + ", ".join(counts)


def talon_line(view, family=GERMAN):
    """Trump, trump card and talon count in one sentence."""
    trump = suit_title(view["trump"], family)
    parts = [f"Trumpf ist |w{trump}|n"]
    if view.get("trump_card") and view["talon"] and not view.get("closed"):
        parts.append(f"aufgedeckt liegt {card_label(view['trump_card'], family, low_label(view))}")
    if view["options"].get("talon", True):
        if view.get("closed"):
            parts.append(f"der Stapel ist zugedreht ({view['talon']} Karten)")
        elif view["talon"]:
            parts.append(f"im Stapel {view['talon']} Karten")
        else:
            parts.append("der Stapel ist aufgebraucht")
    return ", ".join(parts) + "."


#: actions that belong to the talon, shown on its line: command -> short label
TALON_ACTIONS = {"raube": "rauben", "decke stapel": "zudrehen"}


def short_talon_line(view, family=GERMAN, links=False):
    """Trump and talon for the compact face, with rauben/zudrehen where they apply:
    `Trumpf Eichel (Eichel-9 liegt auf, rauben), Stapel 6 (zudrehen).`"""
    can = {c: link(c, label) if links else label
           for c, label in TALON_ACTIONS.items() if c in view["legal"]}
    line = f"Trumpf |w{suit_title(view['trump'], family)}|n"
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


def turn_line(view, seat_is_me):
    """Whose turn it is, from this reader's point of view."""
    if view["over"]:
        return "Das Spiel ist vorbei."
    if view["to_act"] is None:
        return ""
    if seat_is_me:
        return "|wDu bist am Zug.|n"
    return f"{view['names'][view['to_act']]} ist am Zug."


def points_line(view):
    """`Deine Punkte: 23` (partners: `Eure Punkte`), with marriages still open."""
    side = view["side"]
    pending = view.get("pending", [0, 0])[side]
    whose = "Eure" if len(view["teams"][side]) > 1 else "Deine"
    return (f"{whose} Punkte: {view['points'][side]}"
            + (f" (+{pending} gemeldet, noch offen)" if pending else ""))


def sitting_out_lines(view):
    """For the dealer who sits out (66 zu dritt): who plays, and how they stand."""
    names = view["names"]
    players = [team[0] for team in view["teams"]]
    lines = ["Du hast gegeben und setzt dieses Spiel aus; es spielen "
             f"{names[players[0]]} und {names[players[1]]}."]
    for side, seat in enumerate(players):
        tricks = view["tricks_won"][side]
        trick_word = "1 Stich" if tricks == 1 else f"{tricks} Stiche"
        lines.append(f"  {names[seat]}: {trick_word}, {view['points'][side]} Augen")
    return lines


def table_text(view, family=GERMAN, me=None, show_points=False, mark_playable=False):
    """The whole table as the seat `me` sees it (me=None: a spectator)."""
    lines = [talon_line(view, family), f"Im Stich: {trick_line(view, family)}",
             counts_line(view, me)]
    if me is not None and me in view.get("sitting_out", []):
        lines.extend(sitting_out_lines(view))
    elif me is not None:
        lines.append("Deine Karten: " + hand_line(view, family, mark_playable))
        if show_points:
            lines.append(points_line(view))
    if view.get("grace_time"):
        lines.append("Der letzte Stich ist gespielt – wer 101 hat, ruft jetzt |waus|n!")
    line = turn_line(view, me is not None and view["to_act"] == me)
    if line:
        lines.append(line)
    return "\n".join(lines)


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
                 links=False, words="deutsch", prompt=False):
    """The table in at most four lines, the default face: trump, talon and the
    trick; the own hand (the playable cards as links when it is your turn);
    your other actions, points or whose turn; the grace time. Spectators (me=None)
    see trump, talon, trick and how many cards each holds.

    `prompt`: the block that comes by itself on your turn: `Du bist am Zug:`
    leads the hand; once the talon is closed or used up (trump and talon no
    longer change) it leaves that line out while the trick is empty. Asked
    for (`hand`), the block always shows it and says whose turn it is."""
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
        hand = hand_line(view, family, mark_playable, links=links and mine)
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
                prompt=False):
    """The table for a screen reader: one item a line, cards in words, the hand
    as a numbered list, no colours, symbols or links. `family`: a card names
    setting ("deutsch" or "französisch"). `prompt`: the block that comes by
    itself on your turn leaves out what does not change from turn to turn
    (trump, the face-up card, the others' card counts; `hand` says them)."""
    words = family_of(family, words=True)
    names = view["names"]
    lines = [] if prompt else [f"Trumpf: {suit_title(view['trump'], words)}."]
    if not prompt and view.get("trump_card") and view["talon"] and not view.get("closed"):
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
        lines.extend(linear_hand(view, words, mark_playable))
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


def linear_hand(view, words, mark_playable=False):
    """`Deine Karten:` and one numbered card a line; the openings in words."""
    if not view["hand"]:
        return ["Du hast keine Karten mehr."]
    playable = plays_of(view)
    lines = [f"Deine Karten, {len(view['hand'])}:"]
    for number, card in enumerate(view["hand"], 1):
        note = ""
        if card in playable and not playable[card].startswith("lege "):
            note = ", " + " oder ".join(p.strip() for p in CARD_PREFIXES[1:]
                                        if p + card in view["legal"])
        elif mark_playable and card in playable:
            note = ", spielbar"
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


def last_trick_text(view, family=GERMAN):
    """The last complete trick and who took it."""
    if not view["tricks"]:
        return "Es wurde noch kein Stich gespielt."
    trick = view["tricks"][-1]
    cards = ", ".join(f"{view['names'][c['seat']]}: {shown(c['card'], view, family)}"
                      for c in trick["cards"])
    return f"Letzter Stich: {cards} – genommen von {view['names'][trick['winner']]}."


def course_text(view, family=GERMAN):
    """Every trick of this game so far, numbered."""
    if not view["tricks"]:
        return "Es wurde noch kein Stich gespielt."
    lines = []
    for number, trick in enumerate(view["tricks"], 1):
        cards = ", ".join(shown(c["card"], view, family) for c in trick["cards"])
        lines.append(f"{number:2}. {cards} → {view['names'][trick['winner']]}")
    for meld in view["marriages"]:
        lines.append(f"Gemeldet: {view['names'][meld['seat']]} {meld['points']} "
                     f"in {suit_title(meld['suit'], family)}")
    return "\n".join(lines)


def target_text(match):
    """How far a match goes: `bis 7 Punkte`, Gaigel `verloren hat, wer 7 Striche hat`."""
    if match.family.striche:
        return f"verloren hat, wer {match.target} Striche hat"
    return f"gespielt wird bis {match.target} Punkte"


def winners_text(names):
    """`Es gewinnt Anna!`, `Es gewinnen Anna und Ferdl!`."""
    from game.cardgames.result import join_names

    verb = "gewinnen" if len(names) > 1 else "gewinnt"
    return f"Es {verb} {join_names(names)}!"
