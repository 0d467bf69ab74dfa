"""Playing strength: a rating per game kind, with openskill's Plackett-Luce model.

Plain data: a rating is a dict `{"mu": float, "sigma": float, "games": int}`.
`rate(teams, ranks)` takes the sides of one finished game (a side is a list of
ratings; a computer player's is its fixed anchor) and their places (1 best,
equal places for a draw) and returns the sides' new ratings, anchors unchanged.
openskill (PyPI, MIT) does the maths: Plackett-Luce takes two sides, teams of
two or three and three players each for themselves alike; `limit_sigma` keeps
a player's uncertainty from growing, so a loss never lifts anyone.

What players read is the shown value `mu - 3 * sigma` (openskill's ordinal: the
strength one is almost sure to have); below PROVISIONAL_GAMES rated games it is
„vorläufig“. Computer players are anchors: fixed values per strength and game
kind, measured from the ladder of the computer players (bench/rating.py, the
figures in its docstring), so a win against a strong one counts more.
"""

from __future__ import annotations

from openskill.models import PlackettLuce

#: a newcomer's rating: openskill's defaults (mu 25, sigma 25/3): shown 0
START_MU = 25.0
START_SIGMA = 25.0 / 3.0
#: rated games below which the shown value is „vorläufig“
PROVISIONAL_GAMES = 20
#: how sure we are of an anchor's strength (small: it hardly moves the sums)
ANCHOR_SIGMA = 1.0

MODEL = PlackettLuce(mu=START_MU, sigma=START_SIGMA, limit_sigma=True)

#: game kind -> computer strength -> mu. Normal is put at a newcomer's mu;
#: leicht and stark sit where their share of won games against normal puts
#: them in this model (bench/rating.py, 2026-12-03, duplicate deals, seeds from 0):
#: 66 normal-leicht 69.2 % ± 2.9 of 1000 games (gap 3.04), 66 stark-normal
#: 67.5 % ± 10.3 of 80 games (gap 2.75, 95 %: 1.11 to 4.63); Gaigel zu viert
#: normal-leicht 60.3 % ± 5.5 of 300 games (gap 0.82 a player in a party of
#: two); Gaigel stark-normal from the ladder's recorded 62.1 % ± 1.8 of the
#: Striche, seeds 0-999 (commit 03a3d49; gap 0.96 a player)
ANCHOR_MU = {
    "66": {"leicht": 22.0, "normal": 25.0, "stark": 27.8},
    "gaigel": {"leicht": 24.2, "normal": 25.0, "stark": 26.0},
}
#: the anchors of a game not measured yet (a family registered later): normal
#: at a newcomer's mu, leicht and stark a little below and above
UNMEASURED_MU = {"leicht": START_MU - 5.0, "normal": START_MU, "stark": START_MU + 3.0}


def new_rating() -> dict:
    return {"mu": START_MU, "sigma": START_SIGMA, "games": 0}


def rating_from(stored) -> dict:
    """A rating from what a record keeps (a newcomer's if nothing)."""
    stored = stored or {}
    return {"mu": float(stored.get("mu", START_MU)),
            "sigma": float(stored.get("sigma", START_SIGMA)),
            "games": int(stored.get("games", 0))}


def anchor(kind, strength) -> dict:
    """The fixed rating of a computer player of `strength` in game `kind`
    (normal for None: a stand-in plays normal)."""
    table = ANCHOR_MU.get(kind, UNMEASURED_MU)
    mu = table.get(strength, table["normal"])
    return {"mu": mu, "sigma": ANCHOR_SIGMA, "games": 0, "anchor": True}


def shown(rating) -> float:
    """The value players read: mu - 3 sigma."""
    return rating["mu"] - 3 * rating["sigma"]


def provisional(rating) -> bool:
    """True while the rating rests on fewer than PROVISIONAL_GAMES games (never
    for an anchor)."""
    return not rating.get("anchor") and rating["games"] < PROVISIONAL_GAMES


def shown_text(rating) -> str:
    """`12,4` or `3,1 (vorläufig)`: German decimal comma."""
    text = f"{shown(rating):.1f}".replace(".", ",").replace("-", "−")
    return f"{text} (vorläufig)" if provisional(rating) else text


def ranks_of(winners, striche, sides) -> dict:
    """Place per side (1 best) of one game: the winners first, then by the
    Striche received (fewer is better); equal places for a draw.  `sides` per
    seat, -1 for a seat sitting the game out."""
    keys = {}
    for seat, side in enumerate(sides):
        if side == -1:
            continue
        key = (0 if seat in winners else 1, striche[seat] if striche else 0)
        keys[side] = min(keys.get(side, key), key)
    order = sorted(set(keys.values()))
    return {side: order.index(key) + 1 for side, key in keys.items()}


def rate(teams, ranks) -> list:
    """New ratings of `teams` (lists of rating dicts) placed at `ranks`.

    Anchors (`"anchor": True`) come back unchanged; everyone else gets
    openskill's new mu and sigma and one game more."""
    model_teams = [[MODEL.rating(mu=r["mu"], sigma=r["sigma"]) for r in team] for team in teams]
    result = MODEL.rate(model_teams, ranks=list(ranks))
    out = []
    for team, new_team in zip(teams, result):
        out.append([dict(r) if r.get("anchor") else
                    {"mu": new.mu, "sigma": new.sigma, "games": r["games"] + 1}
                    for r, new in zip(team, new_team)])
    return out
