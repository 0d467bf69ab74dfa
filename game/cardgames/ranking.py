"""Records, leaderboard points and experience ranks (RULES.md section 6).

Plain data: a record is a dict per game kind ("66" or "gaigel") with the
counters below; `book_game` and `book_match` return an updated copy.

Leaderboard points ("score"): a won game counts its game points (66) or the
Striche its opponents got (Gaigel); at the end of a match a placement bonus
of 30 / 15 / 5 for place 1 / 2 / 3 of one's party; leaving a match early
while other people play costs 10.  A game played with advice does not count,
and a match with such a game earns no placement bonus.

Experience: every game played gives 1; a won game (without advice) gives
the opposition's weight, a won match three times that.  Weight of an
opponent: computer players leicht 2, normal 4, stark 6; a person 2 plus the
index of their rank (Neuling 2 ... Profi 6); the mean over the opponents.
"""

from __future__ import annotations

from collections.abc import Mapping

from .families import BY_NAME, family_of
from .result import declined_name


class _Kinds(Mapping):
    """Record kind (a family's name) -> the game's name as players read it, read
    from the registry, so a family registered later is a kind too."""

    def __getitem__(self, kind):
        return BY_NAME[kind].title

    def __iter__(self):
        return iter(BY_NAME)

    def __len__(self):
        return len(BY_NAME)


#: record kind -> the game's name as players read it
KINDS = _Kinds()
FIELDS = ("games", "won", "matches", "matches_won", "points", "advice", "score", "experience")
PLACEMENT_BONUS = {1: 30, 2: 15, 3: 5}
LEAVING_PENALTY = 10
STRENGTH_WEIGHT = {"leicht": 2, "normal": 4, "stark": 6}
MATCH_FACTOR = 3

#: (experience needed, name, the rank's line to its holder, the line about them;
#: {game} is "66" or "Gaigel", {name} the holder ({to_name}: in the dative, „Herrn
#: Brandl“, result.declined_name); the line to the holder does not
#: repeat the rank's name, which is always shown beside it: „Dein Rang: Neuling – ...“)
RANKS = (
    (0, "Neuling",
     "Beim {game} fängst du gerade erst an – die Karten tun, was sie wollen.",
     "Beim {game} ist {name} noch neu am Tisch."),
    (30, "Kiebitz",
     "Beim {game} hast du lange genug zugeschaut; jetzt fehlt nur noch das Glück.",
     "Beim {game} hat {name} lange genug zugeschaut und spielt nun selber mit."),
    (120, "Stammgast",
     "Beim {game} weißt du inzwischen, wie man einen Stich heimholt.",
     "Beim {game} weiß {name} inzwischen, wie man einen Stich heimholt."),
    (350, "Kenner",
     "Das {game} ist dir ans Herz gewachsen, und die Runde fürchtet deine Trümpfe.",
     "Beim {game} fürchtet die Runde die Trümpfe von {to_name}."),
    (800, "Profi",
     "Beim {game} macht dir so schnell keiner etwas vor – du spielst, wie es im Buche steht.",
     "Beim {game} macht {to_name} so schnell keiner etwas vor: ein Profi."),
)


def game_kind(preset) -> str:
    """The record kind of `preset`: its family's name ('66' or 'gaigel')."""
    return family_of(preset).name


def empty_record() -> dict:
    return dict.fromkeys(FIELDS, 0)


def rank_index(experience) -> int:
    """0 (Neuling) .. 4 (Profi)."""
    return max(i for i, rank in enumerate(RANKS) if experience >= rank[0])


def rank_name(experience) -> str:
    return RANKS[rank_index(experience)][1]


def rank_line(experience, kind, name=None) -> str:
    """The rank's line to its holder, or about them when `name` is given."""
    rank = RANKS[rank_index(experience)]
    return (rank[3] if name else rank[2]).format(
        game=KINDS[kind], name=name, to_name=declined_name(name) if name else name)


def next_rank(experience):
    """(name, experience still missing) of the next rank, None at the top."""
    index = rank_index(experience)
    if index + 1 == len(RANKS):
        return None
    need, name = RANKS[index + 1][:2]
    return name, need - experience


def weight(opponent) -> int:
    """How strong an opponent counts: {'npc': bool, 'strength': str, 'rank': int}."""
    if opponent.get("npc"):
        return STRENGTH_WEIGHT.get(opponent.get("strength"), STRENGTH_WEIGHT["normal"])
    return 2 + opponent.get("rank", 0)


def opposition(opponents) -> int:
    """The mean weight of the opponents (rounded), 2 without any."""
    if not opponents:
        return 2
    return round(sum(weight(o) for o in opponents) / len(opponents))


def book_game(record, *, won, points, advice, opposition) -> dict:
    """A finished game: `points` are the seat's leaderboard points of the game."""
    rec = dict(empty_record(), **(record or {}))
    rec["games"] += 1
    rec["won"] += int(won)
    rec["points"] += points
    rec["experience"] += 1
    if advice:
        rec["advice"] += 1
    else:
        rec["score"] += points
        rec["experience"] += opposition if won else 0
    return rec


def book_match(record, *, won, place, opposition, advice=False, left=False, forfeit=False) -> dict:
    """A finished match at `place` (1, 2, ...).  `advice`: a game of it was
    played with advice (no bonus); `left`: this player left it early while
    other people played; `forfeit`: it ended because somebody gave up (no
    bonus and no experience for anyone)."""
    rec = dict(empty_record(), **(record or {}))
    rec["matches"] += 1
    rec["matches_won"] += int(won)
    if not (advice or forfeit):
        rec["score"] += PLACEMENT_BONUS.get(place, 0)
        rec["experience"] += MATCH_FACTOR * opposition if won else 0
    if left:
        rec["score"] -= LEAVING_PENALTY
    return rec


def parties(sides) -> list:
    """Party per seat from the game's sides; -1 (sitting out, `dreier`)
    means every seat plays for itself over the match."""
    if -1 in sides:
        return list(range(len(sides)))
    return list(sides)


def placements(score, party, fewest_win) -> list:
    """Place per seat (1 = best); partners share a place, ties share too."""
    best = {}
    for seat, p in enumerate(party):
        best[p] = score[seat]
    values = list(best.values())
    out = []
    for seat, p in enumerate(party):
        mine = best[p]
        better = sum(1 for v in values if (v < mine if fewest_win else v > mine))
        out.append(better + 1)
    return out
