"""Abrechnung: the result of a finished 66 game as numbers and German text.

Card points of the tricks + marriages (+ last trick) = total per side, the
cards each side took, forfeited marriages, a wrong announcement's missing
points and the game points (RULES.md section 2).
"""

from __future__ import annotations

from ..kinds import Outcome
from ..cards import SUITS, card_text, cards_of
from ..result import Result, declined_name, join_names


def side_label(state, side, names) -> str:
    seats = [s for s in range(state.seats) if state.side[s] == side]
    return join_names(names[s] for s in seats)


def _forfeited(state, side) -> list:
    """Marriages of the side whose points were never credited (newest last)."""
    left = state.pending[side]
    out = []
    for seat, suit, value in reversed(state.melds):
        if left <= 0:
            break
        if state.side[seat] == side:
            out.append((seat, suit, value))
            left -= value
    return list(reversed(out))


def details(state) -> dict:
    """Structured settlement of a finished state."""
    o = state.outcome
    bonus = [0, 0]
    if o["kind"] == Outcome.PLAYED_OUT and o.get("bonus"):
        bonus[o["bonus"][0]] = o["bonus"][1]
    low = state.rules.low_name
    sides = []
    for sd in (0, 1):
        sides.append({
            "seats": [s for s in range(state.seats) if state.side[s] == sd],
            "card_points": state.card_pts[sd],
            "marriages": state.meld_pts[sd],
            "last_trick": bonus[sd],
            "total": state.points(sd) + bonus[sd],
            "tricks": state.tricks[sd],
            "taken": [card_text(c, low) for c in cards_of(state.taken[sd])],
            "forfeited": [
                {"seat": s, "suit": SUITS[su], "points": v}
                for s, su, v in _forfeited(state, sd)
            ],
        })
    return {
        "kind": o["kind"],
        "seat": o.get("seat"),              # who announced, closed or reached 66 (else None)
        "winner_side": o["winner"],
        "game_points": o["game_points"],
        "missing": o.get("missing", 0),
        "sides": sides,
    }


def _verb(label, singular, plural) -> str:
    return plural if " und " in label else singular


def _table_why(state, side, names, has_trick, points, at_closing=False) -> str:
    """Why the table (3 / 2 / 1) gave these game points: Schwarz, Schneider or neither."""
    label = side_label(state, side, names)
    when = "beim Zudrehen " if at_closing else ""
    if not has_trick:
        if at_closing:
            return f", weil {label} beim Zudrehen noch keinen Stich {_verb(label, 'hatte', 'hatten')}"
        return f", weil {label} keinen Stich {_verb(label, 'gemacht hat', 'gemacht haben')} (Schwarz)"
    limit = "höchstens 33" if state.rules.schneider_le else "unter 33"
    if state.rules.game_points(True, points) == 2:
        return (f", weil {label} {when}nur {points} Augen {_verb(label, 'hatte', 'hatten')} "
                f"({limit}: Schneider)")
    return f" ({label} {_verb(label, 'war', 'waren')} mit {points} Augen aus dem Schneider)"


def _closing_why(state, names) -> str:
    """Why a failed closing gave the closer's opponent these game points."""
    r = state.rules
    opponent = side_label(state, 1 - state.side[state.closer], names)
    if r.closing_fail[0] != r.closing_fail[1] and not state.close_opp_trick:
        return (f", weil {opponent} beim Zudrehen noch keinen Stich "
                f"{_verb(opponent, 'hatte', 'hatten')}")
    return f" für das misslungene Zudrehen von {declined_name(names[state.closer])}"


def points_why(state, names) -> str:
    """The clause after `X bekommt N Punkte`: why N (RULES.md section 2)."""
    o = state.outcome
    r = state.rules
    w, kind = o["winner"], o["kind"]
    lose = 1 - w
    closer_side = state.side[state.closer] if state.closed else -1
    if kind == Outcome.CLOSED:
        if o["success"]:
            return _table_why(state, lose, names, state.close_opp_trick,
                              state.close_opp_points, at_closing=True)
        return _closing_why(state, names)
    if kind == Outcome.ANNOUNCE and o["correct"]:
        if closer_side == w:
            return _table_why(state, lose, names, state.close_opp_trick,
                              state.close_opp_points, at_closing=True)
        end_gp = r.game_points(state.tricks[lose] > 0, state.points(lose))
        if closer_side == lose and o["game_points"] > end_gp:
            return _closing_why(state, names)
        return _table_why(state, lose, names, state.tricks[lose] > 0, state.points(lose))
    if kind == Outcome.ANNOUNCE:
        if closer_side == lose:
            return _closing_why(state, names)
        winner = side_label(state, w, names)
        if r.wrong_points[0] != r.wrong_points[1] and not state.tricks[w]:
            return f", weil {winner} noch keinen Stich {_verb(winner, 'hatte', 'hatten')}"
        return " für die falsche Ansage"
    if kind == Outcome.WIN66:
        return _table_why(state, lose, names, state.tricks[lose] > 0, state.points(lose))
    if r.playout_points == "table":
        return _table_why(state, lose, names, state.tricks[lose] > 0, o["totals"][lose])
    return ""


def reason_text(state, names) -> str:
    """Short German sentence: how the game ended, who scores what and why."""
    o = state.outcome
    w, gp = o["winner"], o["game_points"]
    kind = o["kind"]
    if w < 0:
        return "Alle Karten gespielt, Gleichstand – niemand bekommt Punkte."
    winner = side_label(state, w, names)
    plural = " und " in winner
    get = "bekommen" if plural else "bekommt"
    pts = ("1 Punkt" if gp == 1 else f"{gp} Punkte") + points_why(state, names)
    if kind == Outcome.ANNOUNCE:
        who = names[o["seat"]]
        if o["correct"] and who == winner:
            return f"{who} sagt mit {o['points']} Augen richtig an und bekommt {pts}."
        if o["correct"]:
            return f"{who} sagt mit {o['points']} Augen richtig an: {winner} {get} {pts}."
        return (
            f"{who} sagt mit nur {o['points']} Augen an – es fehlten {o['missing']} Augen: "
            f"{winner} {get} {pts}."
        )
    if kind == Outcome.CLOSED:
        who = names[o["seat"]]
        if o["success"] and who == winner:
            return f"{who} hat zugedreht, {o['points']} Augen geschafft und bekommt {pts}."
        if o["success"]:
            return f"{who} hat zugedreht und {o['points']} Augen geschafft: {winner} {get} {pts}."
        return (
            f"{who} hat zugedreht, aber nur {o['points']} Augen erreicht – es fehlten "
            f"{o['missing']} Augen: {winner} {get} {pts}."
        )
    if kind == Outcome.WIN66:
        return f"{names[o['seat']]} erreicht 66 Augen: {winner} {get} {pts}."
    if state.rules.playout_last:
        make = "machen" if plural else "macht"
        return f"Alle Karten gespielt, {winner} {make} den letzten Stich und {get} {pts}."
    t = o["totals"]
    return (
        f"Alle Karten gespielt, {winner} {'gewinnen' if plural else 'gewinnt'} mit "
        f"{max(t)} zu {min(t)} Augen und {get} {pts}."
    )


def settlement_text(state, names, d=None, reason=None) -> str:
    """The Abrechnung: the sums per side, the cards taken, and how the game ended
    (`d` and `reason`: `details` and `reason_text` when the caller has them)."""
    d = d or details(state)
    lines = ["Abrechnung:"]
    for sd, side in enumerate(d["sides"]):
        label = side_label(state, sd, names)
        sum_text = f"Stiche {side['card_points']} + Meldungen {side['marriages']}"
        if side["last_trick"]:
            sum_text += f" + letzter Stich {side['last_trick']}"
        if not side["tricks"]:
            lines.append(f"{label}: {sum_text} = {side['total']} Augen, kein Stich")
        else:
            lines.append(f"{label}: {sum_text} = {side['total']} Augen")
            taken = ", ".join(f"⟨K:{card}⟩" for card in side["taken"])
            tricks = "1 Stich" if side["tricks"] == 1 else f"{side['tricks']} Stiche"
            lines.append(f"  genommen ({tricks}): {taken}")
        for f in side["forfeited"]:
            lines.append(
                f"  verfallen: Meldung {f['points']} in ⟨F:{f['suit']}⟩ "
                f"von {declined_name(names[f['seat']])} (kein Stich danach)"
            )
    lines.append("Spielende: " + (reason or reason_text(state, names)))
    return "\n".join(lines)


def make_result(state, names) -> Result:
    o = state.outcome
    points = [0] * state.seats
    winners = []
    if o["winner"] >= 0:
        winners = [s for s in range(state.seats) if state.side[s] == o["winner"]]
        for s in winners:
            points[s] = o["game_points"]
    d, reason = details(state), reason_text(state, names)
    settlement = settlement_text(state, names, d, reason)
    return Result(
        points=points,
        striche=[0] * state.seats,
        winners=winners,
        details=d,
        leaderboard=list(points),
        templates={"reason": reason, "settlement": settlement},
    )
