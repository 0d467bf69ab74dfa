"""The family registry: which family of games a preset belongs to.

Two peer families stand behind the one `Game` (seam.py): the 66 family
(sixtysix/) and Gaigel (gaigel/).  Each is an object with the same
answers (see sixtysix/family.py); `family_of(preset)` finds it.  A third
game would be a third folder with the same module names and one line here
(or a `register(FAMILY)` call, as the tests' toy family does).
"""

from __future__ import annotations

from .gaigel.family import FAMILY as GAIGEL
from .sixtysix.family import FAMILY as SIXTYSIX

from . import presets as _presets

#: every family, the built-in ones first; `register` adds one
FAMILIES = [SIXTYSIX, GAIGEL]
#: preset name -> family object
BY_PRESET = {preset: fam for fam in FAMILIES for preset in fam.presets}
#: family name ("66", "gaigel": the JSON "kind", the view's "game") -> family object
BY_NAME = {fam.name: fam for fam in FAMILIES}


def register(family):
    """Add a family beside the built-in two (a test's toy game, a new game).

    Its presets (`family.presets`: preset -> options, checked by
    `family.check_option(key, value)`, described in `family.descriptions`)
    and its name join the registry; the seam, the match, the records and the
    table then serve it. Registering the same family again changes nothing;
    a preset or name another family has already is a ValueError.
    """
    if family in FAMILIES:
        return
    taken = [p for p in family.presets if p in BY_PRESET] + \
        ([family.name] if family.name in BY_NAME else [])
    if taken:
        raise ValueError(f"Schon vergeben: {', '.join(taken)}.")
    FAMILIES.append(family)
    BY_NAME[family.name] = family
    for preset in family.presets:
        BY_PRESET[preset] = family
        _presets.REGISTERED[preset] = family
    _presets.DESCRIPTIONS.update(getattr(family, "descriptions", {}))


def unregister(family):
    """Take a registered family out again (a test's toy family after its tests);
    the built-in families stay."""
    if family not in FAMILIES or family in (SIXTYSIX, GAIGEL):
        return
    FAMILIES.remove(family)
    del BY_NAME[family.name]
    for preset in family.presets:
        del BY_PRESET[preset]
        _presets.REGISTERED.pop(preset, None)
        _presets.DESCRIPTIONS.pop(preset, None)


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
