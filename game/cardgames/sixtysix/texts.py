"""German sentences: why a move is not allowed, and why a trick was taken.

Everything here runs only on the text seam (never in the core loop).
"""

from __future__ import annotations

from functools import lru_cache

from ..cards import (
    KING, OBER, PAIR_MASK, card_ref, command_ref, make, rank_of, rank_ref, suit_of, suit_ref,
)
from .notation import move_text
from ..tricks import duty_breach, winner_index


def possible_hint(state, seat) -> str:
    """' Möglich ist jetzt: ...' for the seat, or '' when it has nothing to do."""
    if state.over or state.turn != seat:
        return ""
    low = state.rules.low_name
    moves = ", ".join(command_ref(move_text(m, low)) for m in state.legal_moves())
    return f" Möglich ist jetzt: {moves}."


def not_your_turn(state, seat, names) -> str:
    if state.over:
        return "Das Spiel ist schon zu Ende."
    if state.side[seat] < 0:
        return "Du setzt dieses Spiel aus – die anderen beiden spielen."
    return f"Du bist nicht am Zug – {names[state.turn]} ist dran."


def why_illegal(state, seat, kind, arg, move) -> str:
    """The specific German reason why `move` (parsed as kind/arg) is refused."""
    r = state.rules
    low = r.low_name
    leading = not state.trick
    if kind == "lege":
        if not state.hands[seat] >> move & 1:
            return f"Du hast {card_ref(move, low)} nicht auf der Hand."
        if leading and state.lead_meld >= 0:
            s = state.lead_meld
            return (
                f"Nach der Meldung musst du {card_ref(make(s, KING), low)} oder "
                f"{card_ref(make(s, OBER), low)} ausspielen."
            )
        return _duty_text(state, seat, move)
    if kind == "melde":
        return _meld_text(state, seat, arg, leading)
    if kind == "raube":
        return _exchange_text(state, seat, leading)
    if kind == "decke":
        return _close_text(state, leading)
    if kind == "genug":
        return _announce_text(state, seat, leading)
    return "Das geht jetzt nicht."


def _duty_text(state, seat, card) -> str:
    r = state.rules
    low = r.low_name
    led, best, trump = state.trick[0], state.best, state.trump
    breach = duty_breach(state.hands[seat], led, best, trump, r.duty)
    led_name = suit_ref(suit_of(led))
    trump_name = suit_ref(trump)
    if breach == "beat":
        return (
            f"Du musst {led_name} bedienen und stechen: du hast eine höhere "
            f"{led_name}-Karte als {card_ref(best, low)}, also musst du sie spielen."
        )
    if breach == "follow":
        return f"Du musst {led_name} bedienen – du hast noch {led_name} auf der Hand."
    if breach == "overtrump":
        return (
            f"Du kannst {led_name} nicht bedienen und musst höher trumpfen als "
            f"{card_ref(best, low)} – du hast einen höheren Trumpf."
        )
    return (
        f"Du kannst {led_name} nicht bedienen und musst trumpfen "
        f"({trump_name} ist Trumpf)."
    )


def _meld_text(state, seat, suit, leading) -> str:
    r = state.rules
    low = r.low_name
    if not leading or state.turn != seat:
        return "Melden darfst du nur, wenn du ausspielst – vor deiner Karte."
    if state.lead_meld >= 0:
        return "Du hast in diesem Zug schon gemeldet – pro Ausspiel nur ein Paar."
    if suit is None:
        return f"Du hast kein Paar (König und {rank_ref(OBER)} einer Farbe) zum Melden."
    pair = PAIR_MASK[suit]
    hand = state.hands[seat]
    if any(m[1] == suit and state.side[m[0]] == state.side[seat] for m in state.melds) \
            and hand & pair != pair:
        return f"{suit_ref(suit)} hast du schon gemeldet."
    if hand & pair != pair:
        missing = [c for c in (make(suit, KING), make(suit, OBER)) if not hand >> c & 1]
        names = " und ".join(card_ref(c, low) for c in missing)
        verb = "fehlen" if len(missing) > 1 else "fehlt"
        return f"Du hast kein Paar in {suit_ref(suit)}: dir {verb} {names}."
    if r.marriage_needs_trick and not state.tricks[state.side[seat]]:
        return "Melden darfst du erst, wenn du einen Stich gemacht hast."
    if r.marriage_open_only and state.phase2:
        if state.closed:
            return "Der Stapel ist zugedreht – melden geht nicht mehr."
        return "Der Stapel ist aufgebraucht – melden geht nicht mehr."
    return "Melden geht jetzt nicht."


def _exchange_text(state, seat, leading) -> str:
    r = state.rules
    low = r.low_name
    if r.exchange_rank is None or not r.has_talon:
        return "In dieser Spielart wird der Trumpf nicht geraubt."
    if not leading or state.turn != seat:
        return "Rauben darfst du nur, wenn du ausspielst – vor deiner Karte."
    if state.lead_meld >= 0:
        return "Nach der Meldung darfst du nicht mehr rauben – erst rauben, dann melden."
    if state.closed:
        return "Der Stapel ist zugedreht – rauben geht nicht mehr."
    count = state.talon_count()
    if count == 0:
        return "Der Stapel ist leer – rauben geht nicht mehr."
    if count < r.exchange_min:
        return (
            f"Im Stapel liegen nur noch {count} Karten – rauben geht nur, solange "
            f"es mindestens {r.exchange_min} sind."
        )
    card = make(state.trump, r.exchange_rank)
    if state.trump_card == card:
        return (f"Aufgedeckt unter dem Stapel liegt schon {card_ref(card, low)} – "
                "es gibt nichts zu rauben.")
    if not state.hands[seat] >> card & 1:
        return f"Zum Rauben brauchst du {card_ref(card, low)} – die hast du nicht."
    if not r.exchange_anytime and not state.tricks[state.side[seat]]:
        return "Rauben darfst du erst, wenn du einen Stich gemacht hast."
    return "Rauben geht jetzt nicht."


def _close_text(state, leading) -> str:
    r = state.rules
    if not r.closing:
        return "In dieser Spielart wird nicht zugedreht."
    if not leading:
        return "Zudrehen darfst du nur, wenn du ausspielst – vor deiner Karte."
    if state.lead_meld >= 0:
        return "Nach der Meldung darfst du nicht mehr zudrehen – erst zudrehen, dann melden."
    if state.closed:
        return "Der Stapel ist schon zugedreht."
    count = state.talon_count()
    if count == 0:
        return "Der Stapel ist leer – es gibt nichts mehr zuzudrehen."
    return (
        f"Im Stapel liegen nur noch {count} Karten – zudrehen geht nur, solange "
        f"es mindestens {r.closing_min} sind."
    )


def _announce_text(state, seat, leading) -> str:
    r = state.rules
    if not r.announce:
        return "In dieser Spielart wird nicht angesagt – wer 66 erreicht, gewinnt von selbst."
    if not leading:
        return "Ansagen darfst du nur, wenn du ausspielst – vor deiner Karte."
    return "Ansagen darfst du nur direkt nach deinem eigenen Stich oder nach einer Meldung."


def trick_reason(cards, trump, low="neun") -> str:
    """Why the winning card of a complete trick took it (short German phrase)."""
    return _trick_reason(tuple(cards), trump, low)


@lru_cache(maxsize=4096)
def _trick_reason(cards, trump, low) -> str:
    wi = winner_index(cards, trump)
    win = cards[wi]
    # the strongest loser: the card that would have won without the winner
    rest = list(cards[:wi]) + list(cards[wi + 1:])
    second = rest[winner_index(rest, trump)]
    if suit_of(win) == suit_of(second):
        if rank_of(win) == rank_of(second):
            return "gleiche Karte – die zuerst gespielte gewinnt"
        if suit_of(win) == trump and suit_of(cards[0]) != trump:
            return f"sticht mit Trumpf, {rank_ref(rank_of(win), low)} schlägt {rank_ref(rank_of(second), low)}"
        return f"{rank_ref(rank_of(win), low)} schlägt {rank_ref(rank_of(second), low)}"
    if suit_of(win) == trump and suit_of(cards[0]) != trump:
        return "sticht mit Trumpf"
    return "nicht bedient – Fehlfarbe verliert"

