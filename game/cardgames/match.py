"""A match (Partie): games in a row until a side reaches the target.

66: game points, the first to the target wins.  Gaigel: Striche, the match
ends when a party reaches the target and the fewest Striche win.

The dealer rotates after every game (in `dreier` the dealer sits out, so the
sitting-out seat rotates too).  Each game is dealt when it begins, from the
operating system's randomness; the dealt cards are stored with the game, so
a match stores as plain JSON.  A provable match (`fair=` with the
`server_seed`) deals each game by provable.py from the table's committed
server seed and the seats' seeds; the match keeps the commitment and the
seats' seeds, never the server seed.  A repeatable match (`seed=` with a `secret`,
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
from .seam import Game, compact_json, new_game
from .provable import ProvableShuffle, commitment
from .shuffle import keyed_rng, system_rng

#: The key of repeatable matches made without a secret: engine tests only
#: (public, so such deals are predictable; the world always passes its own).
TEST_SECRET = b"only-for-engine-tests-not-secret"


class Match:
    """Game points per seat over several games (partners carry the same)."""

    def __init__(self, preset, target, seed, options, names, dealer, index=0,
                 committed=None, game=None, repeatable=False, secret=None, rng=None,
                 fair=None, server_seed=None):
        self.preset = preset
        self.target = target
        self.seed = seed  # the match's identity; it sets the deals only if repeatable
        self.repeatable = repeatable
        self.secret = secret if secret is not None else TEST_SECRET
        self.rng = rng
        self.fair = dict(fair) if fair else None  # {"hash": hex, "seeds": [text per seat]}
        self.server_seed = server_seed
        self.options = dict(options or {})
        self.names = names
        self.dealer = dealer
        self.index = index
        seats = make_options(preset, self.options)["players"]
        self.committed = list(committed) if committed else [0] * seats
        self.game = game or self._deal()

    def _deal(self) -> Game:
        if self.fair:
            rng = ProvableShuffle(self._server_seed(), self.fair["seeds"], self.deal_number)
        elif self.repeatable:
            rng = keyed_rng(self.secret, self.seed, self.index)
        else:
            rng = self.rng or system_rng()
        return new_game(self.preset, rng=rng, options=self.options, dealer=self.dealer,
                        names=self.names)

    @property
    def deal_number(self) -> int:
        """The number of the current game's deal in a provable match: 1, 2, ..."""
        return self.index + 1

    def _server_seed(self) -> bytes:
        if self.server_seed is None or commitment(self.server_seed) != self.fair["hash"]:
            raise ValueError("Der Server-Samen dieser Partie fehlt oder passt nicht zu "
                             "ihrem Hash.")
        return self.server_seed

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
        """The match as compact JSON with sorted keys; the game's own JSON text is
        put in as it is (not read back and written again: this runs after every
        move), which gives the same text as dumping the whole."""
        data = {
            "v": 2, "kind": "match", "preset": self.preset, "target": self.target,
            "seed": self.seed, "repeatable": self.repeatable, "options": self.options, "names": self.names,
            "dealer": self.dealer, "index": self.index, "committed": self.committed,
        }
        if self.fair:
            data["fair"] = self.fair
        before = {key: value for key, value in data.items() if key < "game"}  # never empty
        after = {key: value for key, value in data.items() if key > "game"}   # never empty
        return (compact_json(before)[:-1] + ',"game":' + self.game.to_json() + ","
                + compact_json(after)[1:])

    @classmethod
    def from_json(cls, text, secret=None, rng=None, server_seed=None) -> "Match":
        """The stored match; `secret` (repeatable matches), `rng` and `server_seed`
        (provable ones) as in `new_match`.
        A match stored before version 2 deals its next games like a live one."""
        d = json.loads(text) if isinstance(text, str) else text
        return cls(d["preset"], d["target"], d["seed"], d["options"], d["names"],
                   d["dealer"], d["index"], d["committed"], Game.from_json(d["game"]),
                   repeatable=bool(d.get("repeatable")), secret=secret, rng=rng,
                   fair=d.get("fair"), server_seed=server_seed)


def new_match(preset="66", target=None, seed=None, options=None, names=None, dealer=None,
              secret=None, rng=None, fair=None, server_seed=None):
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
        fair: {"hash": commitment, "seeds": [a seed text per seat]}: a provable
            match (provable.py); its deals come from `server_seed` (32 bytes
            whose SHA-256 is the hash) and the seeds, never from `rng`/`seed`.
        server_seed: the secret of a provable match (passed in, never stored).
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
    if fair is not None and len(fair["seeds"]) != seats:
        raise ValueError("Jeder Platz braucht einen Samen.")
    return Match(preset, target, seed, options, names, dealer, repeatable=repeatable,
                 secret=secret, rng=rng, fair=fair, server_seed=server_seed)
