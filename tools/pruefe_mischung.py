#!/usr/bin/env python3
"""Prüfe eine Mischung der Kartenrunde Sarasande zu Hause nach.

A player's own check of a deal, runnable without the game: Python 3.8 or
newer and its standard library only (hashlib, hmac, unicodedata, argparse).
It repeats on purpose what the game's engine does in
game/cardgames/provable.py (the shuffle) and the families' `from_deck`
(the dealing), written down byte by byte in docs/MISCHUNG.md: a checker
that imported the game's code would only check the game against itself.
tests/engine/test_provable.py runs this file beside the engine for every
preset (Gaigel's double deck too) and requires the same deal.

    python3 tools/pruefe_mischung.py --spiel 66 --geber 2 --nummer 1 \\
        --server 3f...(64 Hex-Ziffern) --hash 9a...(64 Hex-Ziffern) \\
        --samen "Annas Samen" --samen "Ferdls Samen"

`mischung prüfen <nr>` in the game prints this line with the real values.
Exit status: 0 the deal was computed (and the hash matches, if given),
1 the hash does not match the server seed, 2 bad input.
"""

import argparse
import hashlib
import hmac
import sys
import unicodedata

LABEL = b"kartenrunde-mischung-1"
SUITS = ("eichel", "laub", "herz", "schellen")
RANKS = ("ass", "zehn", "könig", "ober", "unter")  # rank 5 is the low card

#: preset -> (family, seats, cards in the deck, packets, with talon, low card)
PRESETS = {
    "66": ("66", 2, 24, (3, 3), True, "neun"),
    "schnapsen": ("66", 2, 20, (3, 2), True, "neun"),
    "dreier": ("66", 3, 24, (3, 3), True, "neun"),
    "vierer": ("66", 4, 24, (3, 3), False, "neun"),
    "klassisch": ("66", 2, 24, (3, 3), True, "sieben"),
    "sarasande": ("66", 2, 24, (3, 3), True, "neun"),
    "vu": ("66", 2, 20, (1, 1, 1, 1, 1), True, "neun"),
    "gaigel2": ("gaigel", 2, 48, (3, 2), True, "sieben"),
    "gaigel3": ("gaigel", 3, 48, (3, 2), True, "sieben"),
    "gaigel4": ("gaigel", 4, 48, (3, 2), True, "sieben"),
    "gaigel6": ("gaigel", 6, 48, (3, 2), True, "sieben"),
}


# --- the shuffle (docs/MISCHUNG.md, sections 2 to 4) ---------------------------

def seed_text(text):
    return unicodedata.normalize("NFC", text).strip()


def message(seeds, number):
    out = bytearray(LABEL + b"\x00")
    out += number.to_bytes(4, "big") + len(seeds).to_bytes(1, "big")
    for seed in seeds:
        raw = seed_text(seed).encode("utf-8")
        out += len(raw).to_bytes(2, "big") + raw
    return bytes(out)


def stream(key):
    """The bytes HMAC-SHA256(key, counter as 8 bytes) for counter 0, 1, 2, ..."""
    counter = 0
    while True:
        yield from hmac.new(key, counter.to_bytes(8, "big"), hashlib.sha256).digest()
        counter += 1


def shuffle(cards, server_seed, seeds, number):
    key = hmac.new(server_seed, message(seeds, number), hashlib.sha256).digest()
    source = stream(key)
    cards = list(cards)
    for i in range(len(cards) - 1, 0, -1):
        bound = i + 1
        limit = 2 ** 32 - 2 ** 32 % bound
        while True:
            r = int.from_bytes(bytes(next(source) for _ in range(4)), "big")
            if r < limit:
                break
        j = r % bound
        cards[i], cards[j] = cards[j], cards[i]
    return cards


# --- the deck and the dealing (docs/MISCHUNG.md, sections 1 and 5) --------------

def deck(family, size):
    """Card ids in id order: id = copy * 24 + suit * 6 + rank."""
    if family == "gaigel":
        return list(range(48))
    return [c for c in range(24) if size == 24 or c % 6 != 5]


def name(card, low):
    rank = card % 6
    return f"{SUITS[(card % 24) // 6]} {RANKS[rank] if rank < 5 else low}"


def deal(order, family, seats, packets, talon, dealer):
    """hands (card ids per seat), trump card (or None), talon (top first)."""
    turn = [(dealer + 1 + i) % seats for i in range(seats)]
    if family == "66" and seats == 3:
        turn = turn[:2]  # the dealer sits out
    hands = [[] for _ in range(seats)]
    pos, trump = 0, None
    for n, packet in enumerate(packets):
        if family == "gaigel" and n == 1:
            trump, pos = order[pos], pos + 1
        for seat in turn:
            hands[seat] += order[pos:pos + packet]
            pos += packet
    if family == "66" and talon:
        trump, pos = order[pos], pos + 1
    return hands, trump, order[pos:]


def shown(hand, trump_last=None):
    cards = sorted(hand, key=lambda c: (c % 24, c))
    if trump_last is not None:
        cards.remove(trump_last)
        cards.append(trump_last)
    return cards


def lines(order, hands, trump, rest, dealer, low, talon):
    words = lambda cards: ", ".join(name(c, low) for c in cards)  # noqa: E731
    out = ["Kartenfolge nach dem Mischen: "
           + ", ".join(f"{i}. {name(c, low)}" for i, c in enumerate(order, 1)),
           f"Geber: Platz {dealer + 1}"]
    last = None if talon else hands[dealer][-1]  # no talon: the dealer's last card
    for seat, hand in enumerate(hands):
        cards = shown(hand, last if seat == dealer else None)
        out.append(f"Platz {seat + 1}: " + (words(cards) if cards else "setzt aus"))
    if trump is not None:
        out.append(f"Trumpf aufgedeckt: {name(trump, low)}")
        out.append("Stapel, von oben: " + (words(rest) or "–"))
    elif last is not None:
        out.append(f"Trumpf: {name(last, low)} (die letzte Karte des Gebers)")
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description="Eine Mischung der Kartenrunde nachrechnen.")
    parser.add_argument("--spiel", required=True, choices=sorted(PRESETS))
    parser.add_argument("--server", required=True, help="der aufgedeckte Server-Samen (Hex)")
    parser.add_argument("--samen", action="append", default=[], required=True,
                        help="der Samen eines Platzes, der Reihe nach (einmal je Platz)")
    parser.add_argument("--nummer", type=int, required=True, help="Nummer des Spiels der Partie")
    parser.add_argument("--geber", type=int, required=True, help="Platz des Gebers (ab 1)")
    parser.add_argument("--hash", help="der vorher gezeigte Hash, zum Vergleich")
    parser.add_argument("--karten", type=int, choices=(20, 24), help="Blatt von 20 oder 24 Karten")
    parser.add_argument("--packen", help="Kartenpäckchen beim Geben, z. B. 3,3")
    parser.add_argument("--niedrig", choices=("neun", "sieben"), help="Name der niedrigsten Karte")
    parser.add_argument("--ohne-stapel", action="store_true", help="alle Karten werden ausgeteilt")
    args = parser.parse_args(argv)
    family, seats, size, packets, talon, low = PRESETS[args.spiel]
    size = args.karten or size
    packets = tuple(int(p) for p in args.packen.split(",")) if args.packen else packets
    low = args.niedrig or low
    talon = talon and not args.ohne_stapel
    try:
        server_seed = bytes.fromhex(args.server.strip())
    except ValueError:
        server_seed = b""
    if len(server_seed) != 32:
        print("Der Server-Samen muss aus 64 Hex-Ziffern bestehen.", file=sys.stderr)
        return 2
    if len(args.samen) != seats or not 1 <= args.geber <= seats or args.nummer < 1:
        print(f"{args.spiel}: {seats} Samen, ein Geber von 1 bis {seats} und eine Spielnummer "
              "ab 1 bitte.", file=sys.stderr)
        return 2
    status = 0
    if args.hash:
        digest = hashlib.sha256(server_seed).hexdigest()
        if digest == args.hash.strip().lower():
            print("Hash stimmt: SHA-256 des Server-Samens ist der vorher gezeigte Hash.")
        else:
            print(f"Hash stimmt NICHT: SHA-256 des Server-Samens ist {digest}.")
            status = 1
    order = shuffle(deck(family, size), server_seed, args.samen, args.nummer)
    hands, trump, rest = deal(order, family, seats, packets, talon, args.geber - 1)
    print("\n".join(lines(order, hands, trump, rest, args.geber - 1, low, talon)))
    return status


if __name__ == "__main__":
    sys.exit(main())
