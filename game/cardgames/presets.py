"""Presets: every rule as a named option, and the presets of both games.

A preset is nothing but a dict of options: the 66 family in `PRESETS`
(RULES.md sections 2 and 3), Gaigel in `GAIGEL_PRESETS` (section 4).
`make_options` merges overrides into either kind of preset and validates
them; `Rules` (66) and `GaigelRules` compile an option dict into plain
attributes the cores read fast; `compile_rules` picks the right one.
"""

from __future__ import annotations

from .cards import LOW, UNTER

BASE_66 = {
    "players": 2,               # 2, 3 (dreier: the dealer sits out) or 4 (vierer)
    "deck": 24,                 # 24 cards, or 20 without the low card (schnapsen)
    "low_card": "neun",         # name of the low card: "neun" or "sieben" (cosmetic)
    "hand_size": 6,
    "deal_pattern": [3, 3],     # packets per player, forehand first
    "talon": True,              # False: all cards dealt, trump from dealer's last card
    "exchange_card": "neun",    # rank that robs the face-up trump: neun/sieben/unter/None
    "exchange_anytime": False,  # False: only after having won a trick
    "exchange_min_talon": 3,    # talon count (trump card included) needed to rob
    "closing": True,            # `decke stapel` allowed
    "closing_min_talon": 3,     # talon count (trump included) needed to close
    "closing_fail_points": [2, 3],  # opponent had a trick at closing / had none
    "marriage_values": [20, 40],    # plain suit, trump suit
    "marriage_needs_trick": False,  # only after the side has won a trick
    "marriage_talon_open_only": False,  # not after closing nor with empty talon
    "marriage_credit": "first_trick",   # or "next_trick": pending until next trick won
    "marriage_plays_king": False,   # `melde` leads the King at once (vu)
    "phase2_duty": "follow+beat+trump",  # or "follow", "follow+trump"
    "last_trick_bonus": 10,
    "playout_winner": "points",     # or "last_trick"
    "playout_game_points": "table",  # or a fixed number (vu: 1)
    "announce": True,               # `genug` exists
    "announce_wrong_points": [2, 3],  # opponent has a trick / has none
    "win_at_66": False,             # the trick winner reaching 66 wins at once (vu)
    "schneider_threshold": "< 33",  # or "<= 33"
    "match_target": 7,
}

PRESETS = {
    "66": dict(BASE_66),
    "schnapsen": dict(
        BASE_66, deck=20, hand_size=5, deal_pattern=[3, 2], exchange_card="unter",
        last_trick_bonus=0, playout_winner="last_trick",
    ),
    "dreier": dict(BASE_66, players=3),
    "vierer": dict(
        BASE_66, players=4, talon=False, deal_pattern=[3, 3], exchange_card=None,
        closing=False,
    ),
    "klassisch": dict(
        BASE_66, low_card="sieben", exchange_card="sieben",
        marriage_needs_trick=True, marriage_talon_open_only=True,
        phase2_duty="follow", closing_fail_points=[3, 3],
        schneider_threshold="<= 33",
    ),
    "sarasande": dict(
        BASE_66, marriage_values=[10, 20], phase2_duty="follow+trump",
        playout_winner="last_trick", last_trick_bonus=0, exchange_anytime=True,
        exchange_min_talon=2,
    ),
    "vu": dict(
        BASE_66, deck=20, hand_size=5, deal_pattern=[1, 1, 1, 1, 1],
        exchange_card="unter", exchange_anytime=True, exchange_min_talon=1,
        closing=False, marriage_credit="next_trick", marriage_plays_king=True,
        last_trick_bonus=0, playout_winner="last_trick", playout_game_points=1,
        announce=False, win_at_66=True,
    ),
}

#: Gaigel (RULES.md section 4).  Seats, marriages, Aus and the special games.
BASE_GAIGEL = {
    "players": 4,               # 2, 3 (each alone), 4 (1+3 vs 2+4), 6 (1+3+5 vs 2+4+6)
    "marriage_values": [20, 40],    # plain suit, trump suit
    "aus_points": 101,          # points a party needs for a correct `aus`
    "five_sevens": True,        # Fünf Siebener: five sevens on the hand win at once
    "dissle": False,            # Auf Dissle (house rule): four sevens, announce, take no trick
    "match_target": 7,          # Striche that end a match
}

GAIGEL_PRESETS = {
    "gaigel4": dict(BASE_GAIGEL),
    "gaigel2": dict(BASE_GAIGEL, players=2),
    "gaigel3": dict(BASE_GAIGEL, players=3),
    "gaigel6": dict(BASE_GAIGEL, players=6),
}

#: Short German description of each preset, for help texts and lobbies.
DESCRIPTIONS = {
    "66": "Sechsundsechzig zu zweit mit 24 Karten (Standard).",
    "schnapsen": "Schnapsen: 20 Karten ohne Neunen, fünf auf die Hand, der Unter raubt.",
    "dreier": "66 zu dritt: der Geber setzt aus, die anderen beiden spielen.",
    "vierer": "66 zu viert in Paaren, alle Karten verteilt, kein Stapel.",
    "klassisch": "Klassisches 66 mit Sieben, Melden erst nach dem ersten Stich.",
    "sarasande": "66 wie am Kaffeehaustisch von Sarasande: Meldungen 10 und 20.",
    "vu": "Schnapsen nach den Regeln der VU-Amsterdam-Plattform.",
    "gaigel4": "Gaigel zu viert, zwei Paare über Kreuz, 48 Karten (Standard).",
    "gaigel2": "Gaigel zu zweit, jeder für sich, mit langem Stapel.",
    "gaigel3": "Gaigel zu dritt, jeder für sich, mit eigener Strichwertung.",
    "gaigel6": "Gaigel zu sechst, zwei Mannschaften zu dritt, der Stapel reicht drei Stiche.",
}


#: The match lengths a player may choose (RULES.md section 2: 3, 7 or 11).
MATCH_TARGETS = (3, 7, 11)


def check_match_target(value) -> int:
    """`value` if it is a match length a player may choose; else ValueError.

    Args:
        value: the target of a match: game points (66) or Striche (Gaigel).
    Returns:
        The value.  Raises ValueError with a German sentence otherwise.
    """
    if isinstance(value, bool) or value not in MATCH_TARGETS:
        raise ValueError("Gespielt wird bis 3, 7 oder 11.")
    return value


def is_gaigel(preset) -> bool:
    """True for the Gaigel presets."""
    return preset in GAIGEL_PRESETS

_CHOICES = {
    "players": (2, 3, 4),
    "deck": (20, 24),
    "low_card": ("neun", "sieben"),
    "exchange_card": ("neun", "sieben", "unter", None),
    "marriage_credit": ("first_trick", "next_trick"),
    "phase2_duty": ("follow", "follow+trump", "follow+beat+trump"),
    "playout_winner": ("points", "last_trick"),
    "schneider_threshold": ("< 33", "<= 33"),
}
_BOOLS = (
    "talon", "exchange_anytime", "closing", "marriage_needs_trick",
    "marriage_talon_open_only", "marriage_plays_king", "announce", "win_at_66",
)
_INTS = (
    "hand_size", "exchange_min_talon", "closing_min_talon", "last_trick_bonus",
    "match_target",
)
_PAIRS = ("closing_fail_points", "marriage_values", "announce_wrong_points")


#: presets of the families registered beside the built-in two (families.register):
#: preset -> family (its `presets[preset]` are the options, `check_option` checks one)
REGISTERED = {}


def make_options(preset: str, overrides: dict | None = None) -> dict:
    """The preset's options with `overrides` applied; raises ValueError."""
    if preset in REGISTERED:
        return _registered_options(REGISTERED[preset], preset, overrides)
    gaigel = is_gaigel(preset)
    if preset not in PRESETS and not gaigel:
        names = ", ".join(list(PRESETS) + list(GAIGEL_PRESETS) + list(REGISTERED))
        raise ValueError(f"Unbekannte Spielart „{preset}“ (möglich: {names}).")
    base = GAIGEL_PRESETS[preset] if gaigel else PRESETS[preset]
    opts = {k: (list(v) if isinstance(v, list) else v) for k, v in base.items()}
    for key, value in (overrides or {}).items():
        if key not in opts:
            raise ValueError(f"Unbekannte Einstellung „{key}“.")
        opts[key] = _check_gaigel(key, value) if gaigel else _check(key, value)
    if not gaigel:
        _check_consistency(opts)
    return opts


def _registered_options(family, preset, overrides):
    """The options of a registered family's preset, each override checked by it."""
    opts = {k: (list(v) if isinstance(v, list) else v) for k, v in family.presets[preset].items()}
    for key, value in (overrides or {}).items():
        if key not in opts:
            raise ValueError(f"Unbekannte Einstellung „{key}“.")
        opts[key] = family.check_option(key, value)
    return opts


def _check_gaigel(key, value):
    if key == "players":
        if value not in (2, 3, 4, 6) or isinstance(value, bool):
            raise ValueError("Gaigel spielen 2, 3, 4 oder 6 Personen.")
        return value
    if key in ("five_sevens", "dissle"):
        if not isinstance(value, bool):
            raise ValueError(f"Einstellung {key} ist ja oder nein (True/False).")
        return value
    if key == "match_target":
        return check_match_target(value)
    if key == "aus_points":
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ValueError(f"Einstellung {key} braucht eine Zahl ab 1.")
        return value
    return _check(key, value)  # marriage_values


def _check(key, value):
    if key in _CHOICES:
        if value not in _CHOICES[key]:
            raise ValueError(f"Einstellung {key}: {value!r} ist nicht erlaubt.")
        return value
    if key in _BOOLS:
        if not isinstance(value, bool):
            raise ValueError(f"Einstellung {key} ist ja oder nein (True/False).")
        return value
    if key in _INTS:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"Einstellung {key} braucht eine Zahl ab 0.")
        if key == "match_target":
            check_match_target(value)
        return value
    if key in _PAIRS:
        if isinstance(value, int) and not isinstance(value, bool):
            value = [value, value]
        if (
            not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            raise ValueError(f"Einstellung {key} braucht zwei Zahlen.")
        return list(value)
    if key == "deal_pattern":
        if not isinstance(value, (list, tuple)) or not all(
            isinstance(v, int) and v > 0 for v in value
        ):
            raise ValueError("Einstellung deal_pattern braucht positive Zahlen.")
        return list(value)
    if key == "playout_game_points":
        if value != "table" and (not isinstance(value, int) or isinstance(value, bool)):
            raise ValueError("Einstellung playout_game_points: 'table' oder eine Zahl.")
        return value
    raise ValueError(f"Unbekannte Einstellung „{key}“.")  # pragma: no cover


def _check_consistency(opts: dict) -> None:
    if sum(opts["deal_pattern"]) != opts["hand_size"]:
        raise ValueError("deal_pattern muss zusammen hand_size ergeben.")
    if opts["players"] == 4:
        if opts["talon"] or opts["deck"] // 4 != opts["hand_size"]:
            raise ValueError("Zu viert werden alle Karten ohne Stapel verteilt.")
    elif not opts["talon"]:
        raise ValueError("Ohne Stapel wird nur zu viert gespielt.")
    elif 2 * opts["hand_size"] >= opts["deck"]:
        raise ValueError("Für einen Stapel sind das zu viele Handkarten.")
    if opts["deck"] == 20 and opts["exchange_card"] in ("neun", "sieben"):
        raise ValueError("Ohne Neunen kann nicht mit der Neun geraubt werden.")


class Rules:
    """Compiled options: plain attributes for the core's inner loop."""

    def __init__(self, preset: str, options: dict):
        o = options
        self.preset = preset
        self.options = o
        self.players = o["players"]
        self.deck = [c for c in range(24) if o["deck"] == 24 or c % 6 != LOW]
        self.low_name = o["low_card"]
        self.hand_size = o["hand_size"]
        self.deal_pattern = tuple(o["deal_pattern"])
        self.has_talon = o["talon"]
        ex = o["exchange_card"]
        self.exchange_rank = None if ex is None else (UNTER if ex == "unter" else LOW)
        self.exchange_anytime = o["exchange_anytime"]
        self.exchange_min = o["exchange_min_talon"]
        self.closing = o["closing"] and self.has_talon
        self.closing_min = o["closing_min_talon"]
        self.closing_fail = tuple(o["closing_fail_points"])
        self.marriage_values = tuple(o["marriage_values"])
        self.marriage_needs_trick = o["marriage_needs_trick"]
        self.marriage_open_only = o["marriage_talon_open_only"]
        self.credit_next = o["marriage_credit"] == "next_trick"
        self.plays_king = o["marriage_plays_king"]
        self.duty = {"follow": 1, "follow+trump": 2, "follow+beat+trump": 3}[
            o["phase2_duty"]
        ]
        self.last_bonus = o["last_trick_bonus"]
        self.playout_last = o["playout_winner"] == "last_trick"
        self.playout_points = o["playout_game_points"]
        self.announce = o["announce"]
        self.wrong_points = tuple(o["announce_wrong_points"])
        self.win_at_66 = o["win_at_66"]
        self.schneider_le = o["schneider_threshold"] == "<= 33"
        self.match_target = o["match_target"]

    def game_points(self, opp_has_trick: bool, opp_points: int) -> int:
        """The table: 3 if the opponent has no trick, 2 if Schneider, else 1."""
        if not opp_has_trick:
            return 3
        if opp_points < 33 or (self.schneider_le and opp_points == 33):
            return 2
        return 1


class GaigelRules:
    """Compiled Gaigel options: plain attributes for the Gaigel core."""

    def __init__(self, preset: str, options: dict):
        o = options
        self.preset = preset
        self.options = o
        self.players = o["players"]
        self.parties = 3 if self.players == 3 else 2
        self.deck = list(range(48))
        self.low_name = "sieben"
        self.hand_size = 5
        self.deal_pattern = (3, 2)
        self.marriage_values = tuple(o["marriage_values"])
        self.aus_points = o["aus_points"]
        self.five_sevens = o["five_sevens"]
        self.dissle = o["dissle"]
        self.match_target = o["match_target"]


def compile_rules(preset: str, options: dict):
    """`GaigelRules` for a Gaigel preset, else the 66 family's `Rules`."""
    return GaigelRules(preset, options) if is_gaigel(preset) else Rules(preset, options)
