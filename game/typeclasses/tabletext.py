"""
How a table looks to one person: card labels, the table's lines, the fuller
block (`anzeige lang`), the last trick and the course of a game.

Reads only a seat's `view` (or the spectator's public view) and returns
text with Evennia colour codes. The card order shown is the order
`lege <nummer>` counts in. The short faces (the compact default and the
screen readers' linear one) are in tablefaces.py, built on these lines.
"""

from game.cardgames import families
from game.cardgames.cards import parse_face, rank_of, render, suit_of
from game.cardgames.tablestate import new_marks, trump_setter

SUIT_WORDS = ("eichel", "laub", "herz", "schellen")  # canonical, as in every view
#: (suit names, short ranks, colours): German Eichel brown, Laub green, Herz red,
#: Schellen yellow; French Kreuz and Pik black (shown white), Herz and Karo red
GERMAN = (("Eichel", "Laub", "Herz", "Schellen"), ("A", "10", "K", "O", "U"),
          ("|430", "|g", "|r", "|y"))
FRENCH = (("Kreuz", "Pik", "Herz", "Karo"), ("A", "10", "K", "D", "B"),
          ("|w", "|w", "|r", "|R"))
SUIT_COLOURS = GERMAN[2]


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


#: how a card just drawn is marked in the hand line (a word, not a colour only)
NEW_MARK = " |c(neu)|n"


def hand_line(view, family=GERMAN, mark_playable=False, links=False, new=()):
    """The seat's hand in one line, numbered for `lege <nummer>`; with `links`
    the cards that may be played now are clickable; the cards just drawn
    (`new`) marked „(neu)“."""
    playable = {cmd[5:] for cmd in view["legal"] if cmd.startswith("lege ")}
    plays = plays_of(view) if links else {}
    parts = []
    for number, (card, fresh) in enumerate(zip(view["hand"], new_marks(view["hand"], new)), 1):
        mark = "*" if mark_playable and card in playable else " "
        label = card_label(card, family, low_label(view))
        if card in plays:
            label = link(plays[card], label, family)
        parts.append(f"|w{number}|n{mark}{label}{NEW_MARK if fresh else ''}")
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


def shown_trump(view, family=GERMAN):
    """Where the dealer's shown card set trump (66 zu viert): `Mizzi hat Eichel-9
    aufgedeckt`; "" in games with a face-up card under the talon."""
    card = trump_setter(view)
    if not card:
        return ""
    return f"{view['names'][view['dealer']]} hat {card_label(card, family, low_label(view))} aufgedeckt"


def talon_line(view, family=GERMAN):
    """Trump, trump card and talon count in one sentence."""
    trump = suit_title(view["trump"], family)
    parts = [f"Trumpf ist |w{trump}|n"]
    if shown_trump(view, family):
        parts.append(shown_trump(view, family))
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
    pending = (view.get("pending") or [0] * len(view["points"]))[side]  # Gaigel: none
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


def table_text(view, family=GERMAN, me=None, show_points=False, mark_playable=False, new=()):
    """The whole table as the seat `me` sees it (me=None: a spectator); `new`:
    the cards `me` just drew (marked in the hand)."""
    lines = [talon_line(view, family), f"Im Stich: {trick_line(view, family)}",
             counts_line(view, me)]
    if me is not None and me in view.get("sitting_out", []):
        lines.extend(sitting_out_lines(view))
    elif me is not None:
        lines.append("Deine Karten: " + hand_line(view, family, mark_playable, new=new))
        if show_points:
            lines.append(points_line(view))
    if view.get("grace_time"):
        lines.append("Der letzte Stich ist gespielt – wer 101 hat, ruft jetzt |waus|n!")
    line = turn_line(view, me is not None and view["to_act"] == me)
    if line:
        lines.append(line)
    return "\n".join(lines)


def last_trick_text(view, family=GERMAN):
    """The last complete trick and who took it."""
    if not view["tricks"]:
        return "Es wurde noch kein Stich gespielt."
    trick = view["tricks"][-1]
    cards = ", ".join(f"{view['names'][c['seat']]}: {shown(c['card'], view, family)}"
                      for c in trick["cards"])
    return f"Letzter Stich: {cards} – genommen von {view['names'][trick['winner']]}."


def course_text(view, family=GERMAN):
    """Every trick of this game so far, numbered; then marriages, robbing and closing."""
    lines = [] if view["tricks"] else ["Es wurde noch kein Stich gespielt."]
    for number, trick in enumerate(view["tricks"], 1):
        cards = ", ".join(shown(c["card"], view, family) for c in trick["cards"])
        lines.append(f"{number:2}. {cards} → {view['names'][trick['winner']]}")
    names = view["names"]
    for meld in view["marriages"]:  # Gaigel says in which trick (two pairs of a suit)
        when = f" im {meld['trick']}. Stich" if meld.get("trick") else ""
        lines.append(f"Gemeldet: {names[meld['seat']]} {meld['points']} "
                     f"in {suit_title(meld['suit'], family)}{when}")
    robbed = view.get("exchange")
    if robbed:
        lines.append(f"Geraubt: {names[robbed['seat']]} gibt {shown(robbed['gave'], view, family)}"
                     f" für {shown(robbed['took'], view, family)}")
    if view.get("closed") and view.get("closer") is not None:
        lines.append(f"Zugedreht hat {names[view['closer']]}.")
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
