"""A match (Partie): games in a row until a side reaches the target.

66: game points, the first to the target wins.  Gaigel: Striche, the match
ends when a party reaches the target and the fewest Striche win.

The dealer rotates after every game (in `dreier` the dealer sits out, so the
sitting-out seat rotates too).  Each game is dealt when it begins, from the
operating system's randomness; the dealt cards are stored with the game, so
a match stores as plain JSON.  A repeatable match (`seed=` with a `secret`,
for tests and benchmarks) derives each deal from HMAC of the secret, the seed
and the game's number (shuffle.py); the secret is passed in, never stored.
"""

from __future__ import annotations

import json
import secrets

from .errors import IllegalMove
from .kinds import Refusal
from .families import family_of
from .presets import make_options
from .seam import Game, new_game
from .shuffle import keyed_rng, system_rng

#: The key of repeatable matches made without a secret: engine tests only
#: (public, so such deals are predictable; the world always passes its own).
TEST_SECRET = b"only-for-engine-tests-not-secret"


class Match:
    """Game points per seat over several games (partners carry the same)."""

    def __init__(self, preset, target, seed, options, names, dealer, index=0,
                 committed=None, game=None, repeatable=False, secret=None, rng=None):
        self.preset = preset
        self.target = target
        self.seed = seed  # the match's identity; it sets the deals only if repeatable
        self.repeatable = repeatable
        self.secret = secret if secret is not None else TEST_SECRET
        self.rng = rng
        self.options = dict(options or {})
        self.names = names
        self.dealer = dealer
        self.index = index
        seats = make_options(preset, self.options)["players"]
        self.committed = list(committed) if committed else [0] * seats
        self.game = game or self._deal()

    def _deal(self) -> Game:
        if self.repeatable:
            rng = keyed_rng(self.secret, self.seed, self.index)
        else:
            rng = self.rng or system_rng()
        return new_game(self.preset, rng=rng, options=self.options, dealer=self.dealer,
                        names=self.names)

    @property
    def family(self):
        """The family object of the match's preset (families.py)."""
        return family_of(self.preset)

    @property
    def score(self) -> list:
        """Game points (66) or Striche (Gaigel) per seat, the current game
        included once it is over."""
        res = self.game.result
        if res is None:
            return list(self.committed)
        gained = res.striche if self.family.striche else res.points
        return [a + b for a, b in zip(self.committed, gained)]

    @property
    def winners(self) -> list:
        """Seats that won the match (empty before its end).

        66: a seat reached the target; the best score wins.  Gaigel: a party
        reached the target number of Striche; the fewest Striche win.
        """
        score = self.score
        if max(score) < self.target:
            return []
        best = min(score) if self.family.striche else max(score)
        return [s for s, v in enumerate(score) if v == best]

    @property
    def over(self) -> bool:
        return bool(self.winners)

    def next_game(self) -> Game:
        """Book the finished game and deal the next one (dealer rotates).

        Returns:
            The new current `Game`.  Raises IllegalMove while the game runs
            or once the match is decided.
        """
        if self.game.result is None:
            raise IllegalMove("Das Spiel läuft noch – erst zu Ende spielen.")
        if self.over:
            raise IllegalMove("Die Partie ist schon entschieden.", Refusal.GAME_OVER)
        self.committed = self.score
        self.index += 1
        self.dealer = (self.dealer + 1) % len(self.committed)
        self.names = self.game.names
        self.game = self._deal()
        return self.game

    def to_json(self) -> str:
        return json.dumps(
            {
                "v": 2, "kind": "match", "preset": self.preset, "target": self.target,
                "seed": self.seed, "repeatable": self.repeatable, "options": self.options, "names": self.names,
                "dealer": self.dealer, "index": self.index, "committed": self.committed,
                "game": json.loads(self.game.to_json()),
            },
            ensure_ascii=False, sort_keys=True, separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text, secret=None, rng=None) -> "Match":
        """The stored match; `secret` (repeatable matches) and `rng` as in `new_match`.
        A match stored before version 2 deals its next games like a live one."""
        d = json.loads(text) if isinstance(text, str) else text
        return cls(d["preset"], d["target"], d["seed"], d["options"], d["names"],
                   d["dealer"], d["index"], d["committed"], Game.from_json(d["game"]),
                   repeatable=bool(d.get("repeatable")), secret=secret, rng=rng)


def new_match(preset="66", target=None, seed=None, options=None, names=None, dealer=None,
              secret=None, rng=None):
    """A new match of either family.

    Without `seed` every game is dealt from `rng` (default: the operating
    system's randomness).  With `seed` the deals repeat: each one comes from
    HMAC-SHA256 of `secret` (at least 16 bytes; the world passes the server's),
    the seed and the game's number.

    Args:
        preset: a preset of either family (see `new_game`).
        target: game points (66) or Striche (Gaigel) that end the match;
            default the preset's `match_target` (7).
        seed: makes the deals repeatable (tests, benchmarks).
        options: overrides of the preset's options.
        names: the players' names per seat.
        dealer: the first game's dealer (default the last seat); it rotates.
        secret: the key of repeatable deals.
        rng: a `random.Random` for the deals of an unrepeatable match.
    Returns:
        A `Match`: `.game` the current `Game`, `.score`, `.winners`, `.next_game()`.
    """
    opts = make_options(preset, options)
    if target is None:
        target = opts["match_target"]
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        raise ValueError("Das Partieziel muss eine Zahl ab 1 sein.")
    repeatable = seed is not None
    if not repeatable:
        seed = secrets.token_hex(16)  # only names the match (records' booking keys)
    seats = opts["players"]
    if dealer is None:
        dealer = seats - 1
    return Match(preset, target, seed, options, names, dealer, repeatable=repeatable,
                 secret=secret, rng=rng)
