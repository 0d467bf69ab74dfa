"""Gaigel by rules of thumb: a safe, honest player on the view's text alone.

The `leicht` Gaigel player, and the tie-break of `normal`/`stark` (whose
playouts use the same rules on core ints: players.policy_move).  It
reads only the view and `legal` (as card faces), calls Aus exactly when
its party has reached the goal (never Unter- or Übergaigel), shows Fünf
Siebener, robs, melds, opens with ge-elfen when it can, gives its partner
Augen, takes valuable tricks cheaply and otherwise plays its lowest card.
`leicht` sometimes plays a card by feel and sometimes forgets to call Aus
(it plays on; a later chance may still remind it, else Übergaigel), but
never calls it too early.  Returns (command, German reason).
"""

from __future__ import annotations

from ...cards import VALUE_OF, parse_face, parse_suit, rank_of, suit_of
from ...tricks import BEATS

FEEL = {"leicht": 0.25, "normal": 0.0, "stark": 0.0}
#: Chance that a seat does not notice, at one chance to call, that its party
#: has reached the goal.
FORGET_AUS = {"leicht": 0.3, "normal": 0.0, "stark": 0.0}


def reached_goal(view) -> bool:
    """The seat's party has reached the goal (a correct Aus is possible)."""
    side = view["side"]
    reached = view.get("reached_101") or []
    return side is not None and side < len(reached) and bool(reached[side])


def aus_reason(view) -> str:
    """Why to call Aus now: the party (or the lone player) has the Augen."""
    goal = view.get("options", {}).get("aus_points", 101)
    side, teams = view.get("side"), view.get("teams") or []
    alone = side is not None and side < len(teams) and len(teams[side]) == 1
    who = "Du hast" if alone else "Deine Partei hat"
    return f"{who} {goal} Augen erreicht – ruf jetzt „aus“!"


def calls_aus(view, legal, strength, rng) -> bool:
    """Whether the seat calls Aus now (also out of turn): only with the goal
    reached, and `leicht` sometimes forgets."""
    if "aus" not in legal or not reached_goal(view):
        return False
    forget = FORGET_AUS.get(strength, 0.0)
    return not forget or rng.random() >= forget


def choose(view, legal, strength, rng) -> tuple:
    """(command, reason) for a Gaigel seat."""
    cands = [c for c in legal if c != "aus"] or legal
    if "aus" in legal and (cands == ["aus"] or calls_aus(view, legal, strength, rng)):
        if reached_goal(view):
            return "aus", aus_reason(view)
    for word, why in (("fünf siebener", "Fünf Siebener gewinnen sofort."),
                      ("raube", "Raube: die Sieben gegen den aufgedeckten Trumpf.")):
        if word in cands:
            return word, why
    melds = [c for c in cands if c.startswith("melde ")]
    if melds:
        trump = view["trump"]
        pick = next((m for m in melds if m.split()[1] == trump), melds[0])
        return pick, "Melde das Paar, solange es zählt."
    cands = [c for c in cands if c != "dissle"] or cands
    opening = [c for c in cands if c.split()[0] in ("ge-elfen", "höher", "andere")]
    if opening:
        return _open(opening)
    plays = [c for c in cands if c.startswith("lege ")]
    if not plays:
        return cands[0], "Das ist hier der passende Zug."
    if strength in FEEL and rng.random() < FEEL[strength]:
        return rng.choice(plays), "Aus dem Bauch heraus."
    return _play(view, plays)


def _face(cmd) -> int:
    return parse_face(" ".join(cmd.split()[-2:]))


def _open(opening) -> tuple:
    elfen = [c for c in opening if c.startswith("ge-elfen")]
    if elfen:
        return elfen[0], "Ge-Elfen: der erste Stich ist dir sicher."
    higher = [c for c in opening if c.startswith("höher hat")]
    if higher:
        best = max(higher, key=lambda c: (VALUE_OF[_face(c)], -_face(c)))
        return best, "Höher hat mit einer hohen Karte verdeckt."
    return opening[0], "Andere Alte: wer das zweite Ass legt, bekommt den Stich."


def _play(view, plays) -> tuple:
    trump = parse_suit(view["trump"])
    cards = {c: _face(c) for c in plays}
    trick = [(t["seat"], t["card"]) for t in view["trick"]]
    my_side = view["side"]
    teams = view["teams"]
    partner_seats = set(teams[my_side]) if my_side is not None else set()
    if not trick:
        c = min(plays, key=lambda p: _keep(cards[p], trump))
        return c, "Spiel eine niedrige Karte aus und halte die guten zurück."
    if any(card is None for _, card in trick):          # face-down opening trick
        c = min(plays, key=lambda p: _keep(cards[p], trump))
        return c, "Verdeckt: eine Karte, die wenig kostet."
    faces = [parse_face(card) for _, card in trick]
    best_i = 0
    for i in range(1, len(faces)):
        if BEATS[trump][faces[best_i]] >> faces[i] & 1:
            best_i = i
    best = faces[best_i]
    partner_wins = trick[best_i][0] in partner_seats
    last = len(trick) == view["seats"] - 1
    winners = [p for p in plays if BEATS[trump][best] >> cards[p] & 1]
    if partner_wins and (last or rank_of(best) == 0):
        give = [p for p in plays if p not in winners] or plays
        c = max(give, key=lambda p: (VALUE_OF[cards[p]] - 12 * (suit_of(cards[p]) == trump),
                                     -cards[p]))
        return c, "Dein Partner hat den Stich – gib ihm Augen."
    stake = sum(VALUE_OF[f] for f in faces)
    same = [p for p in winners if suit_of(cards[p]) == suit_of(faces[0])]
    if same:
        c = max(same, key=lambda p: (VALUE_OF[cards[p]], -cards[p]))
        return c, "Stich mit der hohen Karte in Farbe."
    if winners and (stake >= 10 or view["phase"] == 2):
        c = min(winners, key=lambda p: _keep(cards[p], trump))
        return c, "Stich mit einem kleinen Trumpf, der Stich ist es wert."
    c = min(plays, key=lambda p: _keep(cards[p], trump))
    return c, "Gib eine Karte ab, die wenig kostet."


def _keep(face, trump) -> tuple:
    return (VALUE_OF[face] + (12 if suit_of(face) == trump else 0), face)
