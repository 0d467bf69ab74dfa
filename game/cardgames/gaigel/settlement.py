"""Abrechnung of a finished Gaigel game: Augen per party, Striche, leaderboard.

Per party: card points of the tricks + marriages = total, tricks taken; the
kind of end (Aus, Gaigel, Untergaigel, Übergaigel, played out, Fünf
Siebener, Auf Dissle); Striche per party (partners carry their party's);
leaderboard points per seat (RULES.md section 6: each winner of a game
counts the Striche its opponents got).
"""

from __future__ import annotations

from ..kinds import Outcome
from ..cards import card_text, cards_in_order
from ..result import Result, join_names

LOW = "sieben"


def party_seats(state, party) -> list:
    return [s for s in range(state.seats) if state.side[s] == party]


def party_label(state, party, names) -> str:
    return join_names(names[s] for s in party_seats(state, party))


def _plural(state, party) -> bool:
    return len(party_seats(state, party)) > 1


def _striche_word(n: int) -> str:
    return "1 Strich" if n == 1 else f"{n} Striche"


def striche_text(state, names) -> str:
    """'Platz 2 und Platz 4 bekommen je 2 Striche.' or 'Keine Striche.'"""
    o = state.outcome
    parts = []
    for q, n in enumerate(o["striche"]):
        if n:
            seats = party_seats(state, q)
            each = "je " if len(seats) > 1 else ""
            verb = "bekommen" if len(seats) > 1 else "bekommt"
            parts.append(f"{party_label(state, q, names)} {verb} {each}{_striche_word(n)}")
    if not parts:
        return "Keine Striche."
    return "; ".join(parts) + "."


def _wins(state, names, parties) -> str:
    label = join_names(party_label(state, q, names) for q in parties)
    plural = sum(len(party_seats(state, q)) for q in parties) > 1
    return f"{label} {'gewinnen' if plural else 'gewinnt'}"


def reason_text(state, names) -> str:
    """Short German sentence: how the game ended and who gets Striche."""
    o = state.outcome
    kind = o["kind"]
    who = names[o["seat"]] if o["seat"] >= 0 else ""
    p = o["party"]
    striche = striche_text(state, names)
    if kind == Outcome.AUS:
        pts = o["totals"][p]
        gaigel = " – Gaigel, das zählt doppelt!" if o["gaigel"] else "."
        wins = _wins(state, names, [p])
        return f"{who} ruft mit {pts} Augen „Aus!“: {wins}{gaigel} {striche}"
    pl = _plural(state, p) if p >= 0 else False
    lose = "verlieren" if pl else "verliert"
    if kind == Outcome.UNTERGAIGEL:
        pts = o["totals"][p]
        return (f"{who} ruft mit nur {pts} Augen „Aus!“ – Untergaigel, "
                f"{party_label(state, p, names)} {lose} doppelt. {striche}")
    if kind == Outcome.UEBERGAIGEL:
        had, has = ("hatten", "haben") if pl else ("hatte", "hat")
        return (f"{party_label(state, p, names)} {had} schon {state.rules.aus_points} Augen "
                f"und {has} nicht rechtzeitig „Aus!“ gerufen – Übergaigel, das zählt "
                f"doppelt. {striche}")
    if kind == Outcome.FIVE_SEVENS:
        return f"{who} legt fünf Siebener auf: {_wins(state, names, [p])} einfach. {striche}"
    if kind == Outcome.DISSLE_WON:
        return f"{who} zieht den fünften Siebener – Auf Dissle gewonnen, einfach. {striche}"
    if kind == Outcome.DISSLE_LOST:
        return (f"{who} hat auf Dissle angesagt und doch einen Stich gemacht – "
                f"{party_label(state, p, names)} {lose} doppelt. {striche}")
    if not o["winners"]:
        return "Niemand hat „Aus!“ gerufen, Gleichstand – keine Striche."
    best = max(o["totals"])
    return (f"Niemand hat „Aus!“ gerufen: {_wins(state, names, o['winners'])} mit {best} "
            f"Augen einfach. {striche}")


def leaderboard(state) -> list:
    """Leaderboard points per seat: a winner counts the Striche its opponents got."""
    o = state.outcome
    out = [0] * state.seats
    for s in range(state.seats):
        p = state.side[s]
        if p in o["winners"]:
            out[s] = sum(n for q, n in enumerate(o["striche"]) if q != p)
    return out


def details(state) -> dict:
    o = state.outcome
    parties = []
    for q in range(state.parties):
        parties.append({
            "seats": party_seats(state, q),
            "card_points": state.card_pts[q],
            "marriages": state.meld_pts[q],
            "total": state.points(q),
            "tricks": state.tricks[q],
            "taken": [card_text(c, LOW) for c in cards_in_order(state.taken[q])],
            "striche": o["striche"][q],
        })
    return {
        "kind": o["kind"], "seat": o["seat"] if o["seat"] >= 0 else None,  # who called
        "gaigel": o["gaigel"], "winners": list(o["winners"]),
        "striche": list(o["striche"]), "parties": parties,
        "in_trick": sum((11, 10, 4, 3, 2, 0)[c % 6] for c in state.trick),
    }


def settlement_text(state, names, d=None, reason=None) -> str:
    """The Abrechnung as multi-line German text."""
    d = d or details(state)
    o = state.outcome
    lines = ["Abrechnung:"]
    for q, party in enumerate(d["parties"]):
        lines.append(
            f"{party_label(state, q, names)}: Stiche {party['card_points']} + Meldungen "
            f"{party['marriages']} = {party['total']} Augen "
            f"({party['tricks']} {'Stich' if party['tricks'] == 1 else 'Stiche'})"
        )
    if d["in_trick"] or state.trick:
        lines.append(f"  im offenen Stich lagen noch {d['in_trick']} Augen (zählen nicht)")
    lines.append("Spielende: " + (reason or reason_text(state, names)))
    board = leaderboard(state)
    shown = []
    for q in o["winners"]:
        n = board[party_seats(state, q)[0]]
        if n:
            each = "je " if _plural(state, q) else ""
            shown.append(f"{party_label(state, q, names)} {each}{n} "
                         f"{'Punkt' if n == 1 else 'Punkte'}")
    if shown:
        lines.append("Bestenliste: " + "; ".join(shown) + ".")
    return "\n".join(lines)


def make_result(state, names) -> Result:
    o = state.outcome
    board = leaderboard(state)
    d, reason = details(state), reason_text(state, names)
    settlement = settlement_text(state, names, d, reason)
    return Result(
        points=board,
        striche=[o["striche"][state.side[s]] for s in range(state.seats)],
        winners=[s for s in range(state.seats) if state.side[s] in o["winners"]],
        details=d,
        leaderboard=board,
        templates={"reason": reason, "settlement": settlement},
    )
