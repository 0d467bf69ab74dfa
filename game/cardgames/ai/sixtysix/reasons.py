"""One German sentence why the strong player advises a move (`rat`)."""

from __future__ import annotations

from ...cards import VALUE_OF, card_ref, make, suit_ref
from ...sixtysix.core import ANNOUNCE, CLOSE, EXCHANGE, MELD
from ...tricks import BEATS


def reason(ctx, choice, command) -> str:
    """The sentence for `choice` (a players.Choice) in context `ctx`."""
    k = ctx.k
    m = choice.move
    low = k.rules.low_name
    side = ctx.my_side
    evidence = _evidence(choice)
    if m == ANNOUNCE:
        return "Du hast 66 erreicht – sag jetzt an, Weiterspielen bringt nicht mehr."
    if m == CLOSE:
        return f"Zudrehen lohnt sich jetzt{evidence}."
    if MELD <= m < EXCHANGE:
        suit = m - MELD
        value = k.rules.marriage_values[1 if suit == k.trump else 0]
        later = "" if ctx.base["tricks"][side] and not k.rules.credit_next else (
            ", sie zählen mit deinem nächsten Stich")
        return f"Melde {suit_ref(suit)}: {value} Augen{later}."
    if m == EXCHANGE:
        rob = card_ref(make(k.trump, k.rules.exchange_rank), low)
        took = card_ref(k.trump_card, low) if k.trump_card >= 0 else "den Trumpf"
        return f"Raube: gib {rob} her und nimm {took}, die höhere Trumpfkarte."
    name = card_ref(m, low)
    if choice.note == "only":
        return f"{name} – alles andere wäre hier schlechter oder nicht erlaubt."
    if k.trick:
        best = ctx.base["best"]
        if BEATS[k.trump][best] >> m & 1:
            pts = VALUE_OF[m] + sum(VALUE_OF[c] for c in k.trick)
            return f"Stich mit {name} und hol dir {pts} Augen{evidence}."
        return f"Gib {name} ab, der Stich ist nicht zu halten oder nicht wert{evidence}."
    return f"Spiel {name} aus{evidence}."


def _evidence(choice) -> str:
    if not choice.samples or choice.move not in choice.values:
        return ""
    v = f"{choice.values[choice.move]:+.1f}".replace(".", ",").replace("-", "−")
    return f" – im Schnitt {v} Spielpunkte in {choice.samples} durchgerechneten Verteilungen"
