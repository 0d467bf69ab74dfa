"""The family registry: which family of games a preset belongs to.

Two peer families stand behind the one `Game` (seam.py): the 66 family
(sixtysix/) and Gaigel (gaigel/).  Each is an object with the same
answers (see sixtysix/family.py); `family_of(preset)` finds it.  A third
game would be a third folder with the same module names and one line here.
"""

from __future__ import annotations

from .gaigel.family import FAMILY as GAIGEL
from .sixtysix.family import FAMILY as SIXTYSIX

FAMILIES = (SIXTYSIX, GAIGEL)
#: preset name -> family object
BY_PRESET = {preset: fam for fam in FAMILIES for preset in fam.presets}
#: family name ("66", "gaigel": the JSON "kind", the view's "game") -> family object
BY_NAME = {fam.name: fam for fam in FAMILIES}


def family_of(preset):
    """The family object of `preset`; raises ValueError for an unknown preset.

    Args:
        preset: a preset name ("66", "vu", "gaigel4", ...).
    Returns:
        The family object (sixtysix.family.FAMILY or gaigel.family.FAMILY).
    """
    try:
        return BY_PRESET[preset]
    except (KeyError, TypeError):
        names = ", ".join(BY_PRESET)
        raise ValueError(f"Unbekannte Spielart „{preset}“ (möglich: {names}).") from None


def family_named(name):
    """The family object called `name` ("66" or "gaigel"); KeyError otherwise."""
    return BY_NAME[name]
