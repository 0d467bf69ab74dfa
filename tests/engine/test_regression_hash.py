"""The regression hash of a few seeded games per preset is the recorded one.

regression_hash.py hashes every view, legal list, event, refusal and result
of seeded games (random and computer players); the full run (300 games per
preset) is quoted in ARCHITECTURE.md.  This short run (5 games per preset,
plus the matches) guards the same in the test suite: an engine change that
alters what any seat reads changes a hash here.
"""

from __future__ import annotations

from tests.engine import regression_hash

#: recorded on the code before the family restructuring (5 games per preset)
RECORDED = {
    "66": "e12b6a5e78aa472e", "schnapsen": "e5012a297fbb5b40", "dreier": "f81d17d92d183b24",
    "vierer": "2e1d228230a712cd", "klassisch": "bb418b9b32257a7b",
    "sarasande": "fb8b72d5c97b9934", "vu": "219713a80ecfe251", "gaigel4": "c9a658cf0d435966",
    "gaigel2": "a1cd19127cddfccf", "gaigel3": "77601150f1eb6786", "gaigel6": "fbc5cc7b203274e3",
}


def test_seeded_games_hash_as_recorded():
    got = {preset: regression_hash.preset_hash(preset, 5) for preset in RECORDED}
    assert got == RECORDED
