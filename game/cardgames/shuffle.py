"""Where a deal's randomness comes from: the operating system, or a keyed stream.

A live match deals every game from the operating system's randomness
(`secrets.SystemRandom`).  A repeatable match (tests, benchmarks) derives
each game's shuffle from HMAC-SHA256 of a secret of at least 128 bits, the
match seed and the game's number; the stream is HMAC in counter mode, so no
number of seen cards tells the next one without the secret.  Pure Python:
the caller passes the secret in (the world layer holds the server's).
`shuffle_deck` is `rng.shuffle` without a Python call per card (the deal
of every playout).
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from itertools import groupby
from operator import itemgetter

MIN_SECRET_BYTES = 16  # 128 bits

_SHUFFLE = random.Random.shuffle
_BELOW = random.Random._randbelow_with_getrandbits


def _steps(n: int) -> tuple:
    """Fisher-Yates on n cards swaps card i (n - 1 down to 1) with a card
    `getrandbits(bits of i + 1)` names: the i grouped by that bit length."""
    order = [((i + 1).bit_length(), i) for i in range(n - 1, 0, -1)]
    return tuple((k, tuple(i for _, i in run)) for k, run in groupby(order, key=itemgetter(0)))


_STEPS = {n: _steps(n) for n in (20, 24, 48)}


def shuffle_deck(deck: list, rng: random.Random) -> None:
    """`rng.shuffle(deck)`: the very same order from the same rng state, faster.

    CPython's `Random.shuffle` swaps card i with card `_randbelow(i + 1)`,
    which draws `getrandbits(bits of i + 1)` until the number is at most i.
    For an rng that uses those two standard methods (`random.Random`,
    `SystemRandom`, `KeyedRandom`) this does the same with `getrandbits`
    inline; any other rng shuffles itself.  tests/engine/test_deals.py
    checks that both give the same order.
    """
    cls = type(rng)
    steps = _STEPS.get(len(deck))
    if steps is None or cls.shuffle is not _SHUFFLE or cls._randbelow is not _BELOW:
        rng.shuffle(deck)
        return
    getrandbits = rng.getrandbits
    for k, run in steps:
        for i in run:
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            deck[i], deck[j] = deck[j], deck[i]


def system_rng() -> random.Random:
    """The operating system's randomness (`os.urandom` behind it)."""
    return secrets.SystemRandom()


class KeyedRandom(random.Random):
    """A deterministic `random.Random` whose bits are HMAC-SHA256(key, counter)."""

    def __init__(self, key: bytes):
        self._key = bytes(key)
        self._counter = 0
        self._pool = 0
        self._bits = 0
        super().__init__(0)

    def seed(self, *args, **kwargs):  # the state is the key and the counter
        return None

    def getstate(self):
        return (self._key, self._counter, self._pool, self._bits)

    def setstate(self, state):
        self._key, self._counter, self._pool, self._bits = state

    def _block(self) -> int:
        msg = self._counter.to_bytes(8, "big")
        self._counter += 1
        return int.from_bytes(hmac.new(self._key, msg, hashlib.sha256).digest(), "big")

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        while self._bits < k:
            self._pool = (self._pool << 256) | self._block()
            self._bits += 256
        self._bits -= k
        out = self._pool >> self._bits
        self._pool &= (1 << self._bits) - 1
        return out

    def random(self) -> float:
        return self.getrandbits(53) / (1 << 53)


def keyed_rng(secret: bytes, seed, index: int) -> KeyedRandom:
    """The shuffle stream of game `index` of the match `seed` under `secret`."""
    secret = _as_bytes(secret)
    if len(secret) < MIN_SECRET_BYTES:
        raise ValueError("Das Geheimnis für wiederholbare Partien braucht mindestens 128 Bit.")
    message = f"deal:{seed!r}:{index}".encode()
    return KeyedRandom(hmac.new(secret, message, hashlib.sha256).digest())


def _as_bytes(secret) -> bytes:
    return secret.encode() if isinstance(secret, str) else bytes(secret)
