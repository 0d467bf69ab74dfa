"""
How a table looks to one person: card labels, the table's lines, the fuller
block (`anzeige lang`), the last trick and the course of a game.

The table block renders the table model, the same data the GMCP/web state
carries (game/cardgames/tablestate.py: a seat's state, or a spectator's
public one), with Evennia colour codes; the last trick and the course of a
game read a view. The card order shown is the order `lege <nummer>` counts
in. The faces are named by `Face`; the trump and talon facts are worded
once for all of them (`TALON_WORDS`, `talon_line`). The short faces (the
compact default and the screen readers' linear one) are in tablefaces.py,
built on these lines.
"""

from enum import StrEnum

from game.cardgames import families
from game.cardgames.cards import parse_face, rank_of, render, suit_of
from game.cardgames.kinds import MoveKind
from game.faces.grammar import DAT, person

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
    """The low card's short name in this game: 9 or 7 (of a view or a table model)."""
    if "low_label" in view:
        return view["low_label"]
    return families.family_of(view["preset"]).low_label(view["options"])


def words_of(family):
    """The card names setting behind a family: "deutsch" or "französisch"."""
    if isinstance(family, str):
        return family
    return "französisch" if family is FRENCH else "deutsch"


def link(command, label, family=GERMAN):
    """A clickable `label` that sends `command`, in the reader's card words (MXP
    in Mudlet, the web client); clients without links show the label alone."""
    return f"|lc{render(f'⟨C:{command}⟩', words_of(family))}|lt{label}|le"


def sent(command, label):
    """A clickable `label` that sends `command` as it is (already in the reader's words)."""
    return f"|lc{command}|lt{label}|le"


#: how a card just drawn is marked in the hand line (a word, not a colour only)
NEW_MARK = " |c(neu)|n"

# --- reading the table model (game/cardgames/tablestate.py) -------------------


def names_of(model):
    return [seat["name"] for seat in model["seats"]]


def me_of(model):
    """The reader's seat, None for a spectator."""
    return model["seat"]


def sits_out(model):
    me = model["seat"]
    return me is not None and model["seats"][me]["sitting_out"]


def plain_play(entry):
    """The hand entry's play as a plain card (kind `card`), or None."""
    return next((p for p in entry["plays"] if p["kind"] == MoveKind.CARD), None)


def first_play(entry):
    return entry["plays"][0] if entry["plays"] else None


def hand_line(model, family=GERMAN, mark_playable=False, links=False):
    """The seat's hand in one line, numbered for `lege <nummer>`; with `links`
    the cards that may be played now are clickable; the cards just drawn
    marked „(neu)“."""
    parts = []
    for entry in model["hand"]:
        mark = "*" if mark_playable and plain_play(entry) else " "
        label = card_label(entry["card"], family, low_label(model))
        if links and first_play(entry):
            label = sent(first_play(entry)["move"], label)
        parts.append(f"|w{entry['number']}|n{mark}{label}{NEW_MARK if entry['new'] else ''}")
    return "  ".join(parts) if parts else "(keine Karten mehr)"


def shown(card, model, family):
    """A card's label, or 'verdeckt' for a face-down card the reader may not see."""
    return card_label(card, family, low_label(model)) if card else "|x(verdeckt)|n"


def trick_line(model, family=GERMAN, short=False):
    """The cards on the table in this trick, with who played them."""
    names = names_of(model)
    colon = "" if short else ":"
    played = [f"{names[c['seat']]}{colon} {shown(c['card'], model, family)}"
              for c in model["trick"]]
    return ", ".join(played) if played else "noch leer"


def counts_line(model):
    """How many cards the others hold (never which)."""
    counts = [f"{seat['name']} {seat['cards']}" for seat in model["seats"]
              if seat["seat"] != model["seat"] and not seat["sitting_out"]]
    return "Karten in der Hand: " + ", ".join(counts)


def shown_trump(model, family=GERMAN):
    """Where the dealer's shown card set trump (66 zu viert): `Mizzi hat Eichel-9
    aufgedeckt`; "" in games with a face-up card under the talon."""
    card = model["shown_trump"]
    if not card:
        return ""
    dealer = names_of(model)[model["dealer"]]
    return f"{dealer} hat {card_label(card['card'], family, low_label(model))} aufgedeckt"


class Face(StrEnum):
    """The three text faces of a table (`anzeige kurz|lang|blind`)."""

    KURZ = "kurz"    # compact, the default (tablefaces.compact_text)
    LANG = "lang"    # the fuller block (table_text)
    BLIND = "blind"  # linear, for screen readers (tablefaces.linear_text)


#: the trump and talon facts in each face's words: written here once for all faces
TALON_WORDS = {
    Face.LANG: {"trump": "Trumpf ist |w{trump}|n", "shown": "{shown}",
                "up": "aufgedeckt liegt {card}", "closed": "der Stapel ist zugedreht ({n} Karten)",
                "open": "im Stapel {n} Karten", "empty": "der Stapel ist aufgebraucht",
                "join": ", ", "end": "."},
    Face.KURZ: {"trump": "Trumpf |w{trump}|n", "shown": " ({shown})",
                "up": " ({card} liegt auf{rob})", "closed": ", Stapel zugedreht ({n})",
                "open": ", Stapel {n}{close}", "empty": ", Stapel aufgebraucht",
                "join": "", "end": "."},
    Face.BLIND: {"trump": "Trumpf: {trump}.", "shown": "{shown}.",
                 "up": "Aufgedeckt liegt: {card}.", "closed": "Der Stapel ist zugedreht, {n} Karten.",
                 "open": "Im Stapel: {n} Karten.", "empty": "Der Stapel ist aufgebraucht.",
                 "join": "\n", "end": ""},
}


def talon_line(model, family=GERMAN, face=Face.LANG, rob="", close="", skip=()):
    """Trump, the card that set it or lies face up, and the talon, in `face`'s
    words (TALON_WORDS); `rob`, `close`: what the compact face adds to the face-up
    card and the talon (its links); `skip`: the parts left out ("trump", "shown",
    "up": the screen reader's block on your turn)."""
    words = TALON_WORDS[face]
    parts = []
    if "trump" not in skip:
        parts.append(words["trump"].format(trump=suit_title(model["trump"]["suit"], family)))
    if shown_trump(model, family) and "shown" not in skip:
        parts.append(words["shown"].format(shown=shown_trump(model, family)))
    if model["trump_card"] and "up" not in skip:
        card = card_label(model["trump_card"]["card"], family, low_label(model))
        parts.append(words["up"].format(card=card, rob=rob))
    talon = model["talon"]
    if talon is not None:
        if talon["closed"]:
            parts.append(words["closed"].format(n=talon["count"]))
        elif talon["count"]:
            parts.append(words["open"].format(n=talon["count"], close=close))
        else:
            parts.append(words["empty"])
    return words["join"].join(parts) + words["end"]


#: the turn line of a person whose seat a stand-in plays (table/turns.py take_over)
STOOD_IN = ("Auf deinem Platz spielt gerade ein Computerspieler für dich; mit deinem "
            "nächsten Zug spielst du wieder selbst.")


def my_turn(model):
    """Whether the model's reader acts now: their seat is to act and no stand-in
    plays it for them (tablestate's `my_turn`)."""
    return model.get("my_turn", model["seat"] is not None and model["to_act"] == model["seat"])


def turn_line(model, seat_is_me):
    """Whose turn it is, from this reader's point of view."""
    if model["over"]:
        return "Das Spiel ist vorbei."
    if model["to_act"] is None:
        return ""
    if seat_is_me:
        return "|wDu bist am Zug.|n"
    if model.get("seat") is not None and model["to_act"] == model["seat"]:
        return STOOD_IN
    return f"{names_of(model)[model['to_act']]} ist am Zug."


def points_line(model):
    """`Deine Augen: 23` (partners: `Eure Augen`), with marriages still open: the
    card points of this game (Augen; Punkte are the match's game points)."""
    points = model["points"]
    whose = "Eure" if model["seats"][model["seat"]]["partners"] else "Deine"
    pending = points["pending"]
    return (f"{whose} Augen: {points['own']}"
            + (f" (+{pending} gemeldet, noch offen)" if pending else ""))


def sitting_out_lines(model):
    """For the dealer who sits out (66 zu dritt): who plays, and how they stand."""
    names = names_of(model)
    playing = model["playing"]
    lines = ["Du hast gegeben und setzt dieses Spiel aus; es spielen "
             f"{names[playing[0]['seat']]} und {names[playing[1]['seat']]}."]
    for party in playing:
        tricks = party["tricks"]
        trick_word = "1 Stich" if tricks == 1 else f"{tricks} Stiche"
        lines.append(f"  {names[party['seat']]}: {trick_word}, {party['points']} Augen")
    return lines


def grace_line(model):
    """Gaigel's grace time after the last trick: whoever has the goal calls now."""
    return f"Der letzte Stich ist gespielt – wer {model['grace_goal']} hat, ruft jetzt |waus|n!"


def table_text(model, family=GERMAN, mark_playable=False):
    """The whole table as the model's reader sees it (`anzeige lang`): the seat's
    own hand and points (when the model has them), or a spectator's view."""
    me = me_of(model)
    lines = [talon_line(model, family, Face.LANG), f"Im Stich: {trick_line(model, family)}",
             counts_line(model)]
    if sits_out(model):
        lines.extend(sitting_out_lines(model))
    elif me is not None:
        lines.append("Deine Karten: " + hand_line(model, family, mark_playable))
        if "points" in model:
            lines.append(points_line(model))
    if model["grace_time"]:
        lines.append(grace_line(model))
    line = turn_line(model, me is not None and my_turn(model))
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
    return f"Letzter Stich: {cards} – genommen von {person(view['names'][trick['winner']], DAT)}."


def course_text(view, family=GERMAN):
    """Every trick of this game so far, numbered, each card with who played it
    (`Anna: Laub-7, Gottlob: Laub-O → Gottlob`); then marriages, robbing and closing."""
    names = view["names"]
    lines = [] if view["tricks"] else ["Es wurde noch kein Stich gespielt."]
    for number, trick in enumerate(view["tricks"], 1):
        cards = ", ".join(f"{names[c['seat']]}: {shown(c['card'], view, family)}"
                          for c in trick["cards"])
        lines.append(f"{number:2}. {cards} → {names[trick['winner']]}")
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


#: after a game `nochmal` (table/again.py) and after a match: what comes next
AGAIN_OVER = ("|wDas Spiel „nochmal“ ist aus|n – es zählt nicht. Mit |wnochmal|n kommen "
              "dieselben Karten wieder, mit |wnochmal getauscht|n die der anderen Seite, mit "
              "|wspiel|n beginnt eine neue Partie.")

AFTER_MATCH = ("Mit |wverlauf|n siehst du alle Karten dieses Spiels, mit |wanalyse|n geht "
               "der starke Computerspieler es mit dir durch, mit |wnochmal|n kommen dieselben "
               "Karten wieder.")
