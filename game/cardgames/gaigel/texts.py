"""Gaigel in German sentences: why a move is refused, why a trick was taken.

Runs only on the text seam, never in the core loop.  Trick reasons follow
the table's words: "Trumpf sticht", "höchste Eichel-Karte", "gleiche Karte –
die erste gewinnt", and in the empty-talon phase "kein Herz, musste trumpfen".
"""

from __future__ import annotations

from ..cards import (
    ACE, OBER, SUIT_MASK, card_ref, command_ref, none_of_ref, rank_ref, suit_of, suit_ref,
)
from .core import (
    AUS, KINGS, OBERS, OPEN_ELF, OPEN_HIGHER, OPEN_OTHER, OPEN_TRUMP, SEVENS, popcount,
)
from .notation import move_text
from ..tricks import DUTY_BEAT, duty_breach, winner_index

LOW = "sieben"
EQUAL = "gleiche Karte – die erste gewinnt"


def phase2_trick(state, k: int) -> bool:
    """True if trick number `k` (0-based) was played with the talon empty."""
    n = state.seats
    return k >= (48 - 5 * n) // n


def trick_reason(cards, trump: int, opening: int, phase2: bool) -> str:
    """Why the winner took a complete trick (short German phrase)."""
    lead = cards[0]
    if opening == OPEN_ELF:
        return "Ge-Elfen: das Daus der Vorhand"
    if opening == OPEN_OTHER:
        for c in cards[1:]:
            if c % 24 == lead % 24:
                return f"andere Alte: das zweite {card_ref(lead, LOW)} gewinnt"
        return "andere Alte: niemand hat das zweite Daus, die Vorhand gewinnt"
    if opening == OPEN_HIGHER:
        trump = suit_of(lead)
    wi = winner_index(cards, trump)
    win = cards[wi]
    prefix = {OPEN_HIGHER: "höher hat: ", OPEN_TRUMP: "nur Trümpfe: "}.get(opening, "")
    if any(c % 24 == win % 24 for c in cards[wi + 1:]):
        return prefix + EQUAL
    if suit_of(win) == trump and suit_of(lead) != trump:
        if phase2:
            return f"{none_of_ref(suit_of(lead))}, musste trumpfen"
        return "Trumpf sticht"
    if suit_of(win) == trump and opening != OPEN_HIGHER:
        return prefix + "höchster Trumpf"
    return prefix + f"höchste {suit_ref(suit_of(win))}-Karte"


def possible_hint(state, seat) -> str:
    if state.over or state.grace or state.turn != seat:
        return ""
    moves = [command_ref(move_text(m)) for m in state.legal_moves(seat) if m < AUS]
    return f" Möglich ist jetzt: {', '.join(moves + ['aus'])}."


def not_your_turn(state, seat, names) -> str:
    if state.over:
        return "Das Spiel ist schon zu Ende."
    if state.grace:
        return "Alle Stiche sind gespielt – jetzt kann nur noch „aus“ gerufen werden."
    return (f"Du bist nicht am Zug – {names[state.turn]} ist dran. "
            "(„aus“ darfst du jederzeit rufen.)")


def why_illegal(state, seat, kind, arg, move) -> str:
    """The specific German reason why the parsed command is refused."""
    if kind == "lege":
        return _play_text(state, seat, move)
    if kind in ("ge-elfen", "höher hat", "andere alte"):
        return _opening_text(state, seat, kind, move)
    if kind == "melde":
        return _meld_text(state, seat, arg)
    if kind == "raube":
        return _rob_text(state, seat)
    if kind == "fünf siebener":
        if not state.rules.five_sevens:
            return "Fünf Siebener gilt an diesem Tisch nicht."
        return "Dafür brauchst du fünf Siebener auf der Hand."
    if kind == "dissle":
        return _dissle_text(state, seat)
    if kind == "genug":
        return ("Beim Gaigel sagt man nicht „genug“ – mit 101 Augen ruft "
                "deine Partei „aus“.")
    if kind == "decke":
        return "Beim Gaigel wird der Stapel nicht zugedreht."
    return "Das geht jetzt nicht."


def _only_trumps(state, seat) -> bool:
    hand = state.hands[seat]
    return hand & SUIT_MASK[state.trump] == hand


def _opening_help(state, seat) -> str:
    if _only_trumps(state, seat):
        return "Du hast nur Trümpfe: spiel einen offen aus, z. B. „lege …“."
    return (
        "Im ersten Stich eröffnest du mit „ge-elfen <Daus>“ (offen), "
        "„höher hat <Karte>“ (verdeckt, kein Daus) oder „andere alte <Daus>“ (verdeckt)."
    )


def _no_trump_first(state) -> str:
    return f"Im ersten Stich ist Trumpf verboten ({suit_ref(state.trump)} ist Trumpf)."


def _play_text(state, seat, card) -> str:
    if not state.hands[seat] >> card & 1:
        return f"Du hast {card_ref(card, LOW)} nicht auf der Hand."
    if state.turn_meld >= 0:
        return _after_meld(state)
    if not state.history:
        if not state.trick and not _only_trumps(state, seat):
            return _opening_help(state, seat)
        return _no_trump_first(state)
    return _duty_text(state, seat, card)


def _after_meld(state) -> str:
    cards = " oder ".join(card_ref(c, LOW) for c in _bits(state.turn_pair))
    return f"Nach der Meldung musst du sofort {cards} spielen."


def _bits(mask):
    return [i for i in range(48) if mask >> i & 1]


def _duty_text(state, seat, card) -> str:
    led, best, trump = state.trick[0], state.best, state.trump
    breach = duty_breach(state.hands[seat], led, best, trump, DUTY_BEAT)
    led_name = suit_ref(suit_of(led))
    if breach == "beat":
        return f"Du musst {led_name} bedienen und den Stich übernehmen."
    if breach == "follow":
        return f"Du musst {led_name} bedienen."
    none = none_of_ref(suit_of(led))
    if breach == "overtrump":
        return (f"Du hast {none} und musst trumpfen, und zwar höher als "
                f"{card_ref(best, LOW)}.")
    return f"Du hast {none} und musst trumpfen ({suit_ref(trump)} ist Trumpf)."


def _opening_text(state, seat, kind, card) -> str:
    if state.history:
        return "Eröffnet wird nur der erste Stich – jetzt spielst du mit „lege <karte>“."
    if state.trick:
        return (f"Den ersten Stich hat die Vorhand (Platz {state.forehand + 1}) schon "
                "eröffnet – du gibst mit „lege <karte>“ zu.")
    if seat != state.forehand:
        return (f"Den ersten Stich eröffnet die Vorhand (Platz {state.forehand + 1}); "
                "du spielst mit „lege <karte>“.")
    if state.turn_meld >= 0:
        return _after_meld(state)
    if not state.hands[seat] >> card & 1:
        return f"Du hast {card_ref(card, LOW)} nicht auf der Hand."
    if _only_trumps(state, seat):
        return _opening_help(state, seat)
    if suit_of(card) == state.trump:
        return _no_trump_first(state)
    if kind == "höher hat":
        return ("„Höher hat“ eröffnest du mit einer Karte, die kein Daus ist; "
                "mit einem Daus „ge-elfen“ oder „andere alte“.")
    name = "Ge-Elfen" if kind == "ge-elfen" else "Andere Alte"
    if card % 6 != ACE:
        return f"{name} geht nur mit einem Daus (Ass)."
    return "Das geht jetzt nicht."


def _meld_text(state, seat, suit) -> str:
    if state.turn_meld >= 0:
        return ("Du hast in diesem Zug schon gemeldet – das nächste Paar meldest du "
                "in einem späteren Zug.")
    if not state.tricks[state.side[seat]]:
        return "Melden darf nur, wessen Partei schon einen Stich hat."
    if suit is None:
        return f"Du hast kein Paar (König und {rank_ref(OBER)} einer Farbe) zum Melden."
    hand = state.hands[seat]
    k, o = hand & KINGS[suit], hand & OBERS[suit]
    if not (k and o):
        missing = [f"{suit_ref(suit)} {w}" for w, m in (("König", k), (rank_ref(OBER), o))
                   if not m]
        if len(missing) > 1:
            return f"Du hast kein Paar in {suit_ref(suit)}: dir fehlen {' und '.join(missing)}."
        return f"Du hast kein Paar in {suit_ref(suit)}: dir fehlt der {missing[0]}."
    if not state.meld_pair(seat, suit):
        return "Diese Karten zählen schon in einer Meldung – jede Karte zählt nur einmal."
    return (f"Melden geht nur, wenn du danach {suit_ref(suit)} König oder {rank_ref(OBER)} "
            f"spielen darfst.")


def _rob_text(state, seat) -> str:
    if state.trick:
        return "Rauben darfst du nur beim Ausspielen, vor deiner Karte."
    if state.turn_meld >= 0:
        return "Erst rauben, dann melden – nach der Meldung geht es nicht mehr."
    if state.trump_card < 0:
        return "Der Stapel ist leer – rauben geht nicht mehr."
    seven = SEVENS & SUIT_MASK[state.trump]
    if state.trump_card % 6 == 5:
        return (f"Aufgedeckt unter dem Stapel liegt schon eine Sieben "
                f"({suit_ref(state.trump)} Sieben) – es gibt nichts zu rauben.")
    if not state.hands[seat] & seven:
        return f"Zum Rauben brauchst du die Trumpf-Sieben ({suit_ref(state.trump)} Sieben)."
    if not state.tricks[state.side[seat]]:
        return "Rauben darf nur, wessen Partei schon einen Stich hat."
    return "In der letzten Ziehrunde wird nicht mehr geraubt."


def _dissle_text(state, seat) -> str:
    if not state.rules.dissle:
        return ("Auf Dissle wird an diesem Tisch nicht gespielt: das ist eine Hausregel, "
                "und hier gilt sie nicht.")
    if seat in state.dissle:
        return "Du hast schon auf Dissle angesagt."
    if state.trick or state.turn_meld >= 0:
        return "Auf Dissle sagst du beim Ausspielen an, vor allem anderen."
    if state.phase2:
        return "Auf Dissle sagst du nur an, solange der Stapel liegt."
    if popcount(state.hands[seat] & SEVENS) != 4:
        return "Für Auf Dissle brauchst du genau vier Siebener auf der Hand."
    return "Das geht jetzt nicht."
