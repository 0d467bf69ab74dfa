"""The day's deals: which games have a set and how many deals it holds, the
seats' seeds (the same for everybody: the day and the game), the dealer of
each deal, and the set played as one match (`DailyMatch`) whose deal number n
is deal n of the provable shuffle (cardgames/provable.py, docs/MISCHUNG.md),
so `mischung prüfen` and tools/pruefe_mischung.py check it like any deal.

The person sits at seat 1 (index 0), the computer player at seat 2; the
computer deals the first deal (the person leads it), then the deal passes on
as in every match.
"""

from game.cardgames import Match, family_of, provable
from game.cardgames.presets import make_options

#: preset -> deals in the day's set
SETS = {"66": 6, "gaigel2": 4}
#: what a player types -> preset
WORDS = {"66": "66", "sechsundsechzig": "66", "gaigel": "gaigel2", "gaigel2": "gaigel2"}
#: the person's seat and the computer player's
PERSON, COMPUTER = 0, 1
#: the checker at home (books/fairness.CHECKER says where it is)
CHECKER = "python3 tools/pruefe_mischung.py"


def preset_of(word):
    """The preset a player's word names (`66`, `gaigel`), or None."""
    return WORDS.get((word or "").strip().lower())


def count(preset) -> int:
    """The deals in `preset`'s daily set."""
    return SETS[preset]


def seats(preset) -> int:
    return make_options(preset)["players"]


def seat_seeds(day, preset):
    """The seeds of the seats, one per seat: the same for every player of the day."""
    return [f"Tagesspiel {day.isoformat()} {preset} Platz {seat + 1}"
            for seat in range(seats(preset))]


def first_dealer(preset) -> int:
    """The dealer of deal 1: the computer player's seat, so the person leads."""
    return COMPUTER


def dealer_of(preset, number) -> int:
    """The dealer of deal `number` (1, 2, ...): it passes on after every deal."""
    return (first_dealer(preset) + number - 1) % seats(preset)


def fair(day, preset, digest):
    """The provable facts of the set: the day's hash and the seats' seeds."""
    return {"hash": digest, "seeds": seat_seeds(day, preset)}


def set_id(day, preset, person_id) -> str:
    """The match's name (booking keys, the kept games): one per person, day and game."""
    return f"tagesspiel:{day.isoformat()}:{preset}:{person_id}"


class DailyMatch(Match):
    """The day's set as a match: `count(preset)` deals, then over; no target.
    The score is the running sum of game points (Striche in Gaigel) per seat."""

    @property
    def total(self) -> int:
        return count(self.preset)

    @property
    def over(self) -> bool:
        return self.index >= self.total - 1 and self.game.result is not None

    @property
    def winners(self) -> list:
        if not self.over:
            return []
        score = self.score
        best = min(score) if self.family.striche else max(score)
        return [seat for seat, value in enumerate(score) if value == best]


def new_set(day, preset, names, person_id, digest, server_seed):
    """Deal 1 of `day`'s set of `preset` for the person at seat 1 (`names` per seat)."""
    return DailyMatch(preset, None, set_id(day, preset, person_id), {}, list(names),
                      first_dealer(preset), fair=fair(day, preset, digest),
                      server_seed=server_seed)


def recomputed(day, preset, number, server_seed):
    """Deal `number` of `day`'s set again from the seed: (card order, the deal as
    `replay.deal_of` writes it); what the checker prints."""
    return provable.recomputed(preset, None, dealer_of(preset, number), server_seed,
                               seat_seeds(day, preset), number)


def checker_words(day, preset, number, seed_hex, digest):
    """tools/pruefe_mischung.py's arguments for deal `number` (a list of words)."""
    words = ["--spiel", preset, "--geber", str(dealer_of(preset, number) + 1),
             "--nummer", str(number), "--server", seed_hex, "--hash", digest]
    for seed in seat_seeds(day, preset):
        words += ["--samen", seed]
    return words


def score_of(result, striche, seat=PERSON, other=COMPUTER):
    """(won, lost) of `seat` in a finished game: game points won and given away
    (66), or the Striche the other side got and the Striche `seat` got (Gaigel)."""
    if striche:
        return result.striche[other], result.striche[seat]
    return result.points[seat], result.points[other]


def augen_of(game, seat=PERSON):
    """(Augen of `seat`'s side, Augen of the other sides) at the end of `game`."""
    view = game.view(seat)
    mine = next(index for index, team in enumerate(view["teams"]) if seat in team)
    points = view["points"]
    return points[mine], sum(value for index, value in enumerate(points) if index != mine)


def family_striche(preset) -> bool:
    """Whether `preset` is scored in Striche (its family says so)."""
    return bool(family_of(preset).striche)
