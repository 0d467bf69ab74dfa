"""Provable deals: a committed server seed, the players' seeds, a documented shuffle.

Before a match the table shows SHA-256 of its secret server seed (the
commitment); every seat brings a seed of its own.  Deal number `n` of the
match is the preset's deck in id order, shuffled by Fisher-Yates with
rejection sampling from an HMAC-SHA256 stream keyed by the server seed and
the seats' seeds.  docs/MISCHUNG.md describes every byte of it;
tools/pruefe_mischung.py repeats it with the standard library only.  Pure:
the seeds are passed in, nothing here draws randomness.
"""

from __future__ import annotations

import hashlib
import hmac
import unicodedata

from .cards import card_text
from .families import family_of
from .presets import make_options
from .replay import deal_of
from .seam import new_game

#: the first bytes of every deal message (a new recipe gets a new label)
LABEL = b"kartenrunde-mischung-1"
SERVER_SEED_BYTES = 32
MAX_SEED_CHARS = 100
_SPAN = 1 << 32


def commitment(server_seed: bytes) -> str:
    """The hash shown before the first deal: SHA-256 of the seed's bytes, in hex."""
    return hashlib.sha256(bytes(server_seed)).hexdigest()


def normal_seed(text: str) -> str:
    """A player's seed as it goes into the message: NFC, outer spaces dropped.
    Raises ValueError (German) for an empty or too long seed."""
    seed = unicodedata.normalize("NFC", str(text)).strip()
    if not seed:
        raise ValueError("Ein eigener Samen braucht mindestens ein Zeichen.")
    if len(seed) > MAX_SEED_CHARS:
        raise ValueError(f"Ein eigener Samen hat höchstens {MAX_SEED_CHARS} Zeichen.")
    return seed


def deal_message(player_seeds, number: int) -> bytes:
    """LABEL, 0x00, the deal number (4 bytes), the count of seeds (1 byte), then
    per seat the seed's UTF-8 length (2 bytes) and bytes; big-endian throughout."""
    seeds = [normal_seed(s).encode("utf-8") for s in player_seeds]
    out = bytearray(LABEL + b"\x00")
    out += int(number).to_bytes(4, "big")
    out += len(seeds).to_bytes(1, "big")
    for seed in seeds:
        out += len(seed).to_bytes(2, "big") + seed
    return bytes(out)


def deal_key(server_seed: bytes, player_seeds, number: int) -> bytes:
    """HMAC-SHA256(server seed, deal message): the key of one deal's stream."""
    return hmac.new(bytes(server_seed), deal_message(player_seeds, number),
                    hashlib.sha256).digest()


class DealStream:
    """The bytes HMAC-SHA256(key, counter) for counter 0, 1, 2, ... (8 bytes,
    big-endian), read four at a time as numbers below a bound."""

    def __init__(self, key: bytes):
        self.key = bytes(key)
        self.counter = 0
        self.buffer = b""

    def take(self, count: int) -> bytes:
        while len(self.buffer) < count:
            block = hmac.new(self.key, self.counter.to_bytes(8, "big"), hashlib.sha256)
            self.buffer += block.digest()
            self.counter += 1
        out, self.buffer = self.buffer[:count], self.buffer[count:]
        return out

    def below(self, bound: int) -> int:
        """A uniform number in 0..bound-1: four bytes as r; r at or above the
        largest multiple of `bound` under 2**32 is thrown away and drawn again."""
        limit = _SPAN - _SPAN % bound
        while True:
            r = int.from_bytes(self.take(4), "big")
            if r < limit:
                return r % bound


class ProvableShuffle:
    """The `rng` a family's `shuffled` takes: its `shuffle` is the documented one."""

    def __init__(self, server_seed: bytes, player_seeds, number: int):
        self.stream = DealStream(deal_key(server_seed, player_seeds, number))

    def shuffle(self, cards: list) -> None:
        """Fisher-Yates from the end: for i = n-1 down to 1, swap i and below(i+1)."""
        for i in range(len(cards) - 1, 0, -1):
            j = self.stream.below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]


def shuffled_deck(deck, server_seed: bytes, player_seeds, number: int) -> list:
    """The deck (card ids in id order) after the shuffle of deal `number`."""
    cards = list(deck)
    ProvableShuffle(server_seed, player_seeds, number).shuffle(cards)
    return cards


def seed_bytes(text: str) -> bytes:
    """A server seed written in hex (64 digits) as its bytes; ValueError (German)."""
    try:
        raw = bytes.fromhex(str(text).strip())
    except ValueError:
        raw = b""
    if len(raw) != SERVER_SEED_BYTES:
        raise ValueError("Ein Server-Samen sind 64 Hex-Ziffern (32 Bytes).")
    return raw


# --- a deal recomputed, and written as the checker writes it ------------------


def recomputed(preset, options, dealer, server_seed, player_seeds, number):
    """Deal `number` of a match again: (card order as texts, the deal as
    `replay.deal_of` writes it)."""
    rules = family_of(preset).rules(preset, make_options(preset, options))
    order = shuffled_deck(rules.deck, server_seed, player_seeds, number)
    game = new_game(preset, options=options, dealer=dealer,
                    rng=ProvableShuffle(server_seed, player_seeds, number))
    return [card_text(c, rules.low_name) for c in order], deal_of(game)


def deal_lines(order, deal, dealer):
    """The lines tools/pruefe_mischung.py prints for a deal (the same words)."""
    lines = ["Kartenfolge nach dem Mischen: "
             + ", ".join(f"{i}. {card}" for i, card in enumerate(order, 1)),
             f"Geber: Platz {dealer + 1}"]
    for seat, cards in enumerate(deal["hands"]):
        lines.append(f"Platz {seat + 1}: " + (", ".join(cards) if cards else "setzt aus"))
    if deal.get("trump"):
        lines.append(f"Trumpf aufgedeckt: {deal['trump']}")
        lines.append("Stapel, von oben: " + (", ".join(deal.get("talon", [])) or "–"))
    elif deal["hands"][dealer]:
        lines.append(f"Trumpf: {deal['hands'][dealer][-1]} (die letzte Karte des Gebers)")
    return lines
