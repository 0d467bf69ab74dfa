"""
Prototypes of the card world: the 66 deck, the Gaigel table and computer
card players (settings.PROTOTYPE_MODULES).

Builders spawn them with Evennia's `spawn` (`spawn gaigeltisch`, `spawn
kartenspieler_stark`) or through the builder commands (game/commands/
building.py); world/build.py places the world's furniture and computer
players from them too, with `place`. Preset, seats and locks come from the
typeclasses; a prototype may override `preset` and `options` of a table.
A computer player's `talk` is a list of lines with the moments they fit
(game/faces/tabletalk.py; a plain string fits any moment).
"""

from evennia.prototypes.spawner import spawn

from game.faces.tabletalk import Moment as M, line

_META = {"prototype_tags": ["kartenwelt"],
         "prototype_locks": "spawn:perm(Builder);edit:perm(Admin)"}

DECK_66 = dict(
    _META,
    prototype_key="kartenspiel_66",
    prototype_desc="Ein 66-Kartenspiel: Sechsundsechzig, Schnapsen, zu dritt, zu viert.",
    typeclass="game.typeclasses.carddecks.SixtySixDeck",
    key="66-Kartenspiel",
    aliases=["66", "kartenspiel", "karten", "deck"],
)

GAIGEL_TABLE = dict(
    _META,
    prototype_key="gaigeltisch",
    prototype_desc="Ein Gaigeltisch: Gaigel zu zweit, dritt, viert oder sechst.",
    typeclass="game.typeclasses.carddecks.GaigelTable",
    key="Gaigeltisch",
    aliases=["tisch", "gaigel"],
)

CARD_PLAYER = dict(
    _META,
    prototype_key="kartenspieler",
    prototype_desc="Ein Computerspieler (normal, spielt am liebsten 66).",
    typeclass="game.typeclasses.cardplayers.CardPlayer",
    key="Kartenspieler",
    desc="Ein Stammgast, der nie Nein sagt, wenn jemand eine Runde Karten vorschlägt.",
    strength="normal",
    favourite="66",
    talk=[line("Gut gespielt!", M.TRICK_LOST, M.GAME_LOST),
          line("Wer gibt?", M.GAME_WON, M.GAME_LOST),
          line("Das hätte ich nicht gedacht.", M.TRICK_LOST, M.GAME_LOST),
          line("Noch eine Runde?", M.GAME_WON, M.GAME_LOST)],
)

CARD_PLAYER_EASY = dict(
    _META,
    prototype_key="kartenspieler_leicht",
    prototype_parent="kartenspieler",
    prototype_desc="Ein leichter Computerspieler.",
    strength="leicht",
)

CARD_PLAYER_STRONG = dict(
    _META,
    prototype_key="kartenspieler_stark",
    prototype_parent="kartenspieler",
    prototype_desc="Ein starker Computerspieler.",
    strength="stark",
)

TOUR_ROOM = dict(
    _META,
    prototype_key="tourstation",
    prototype_desc="Ein Raum an der Landstraße der Kartentour (eine Station).",
    typeclass="game.typeclasses.rooms.Room",
    key="Tourstation",
    desc="Eine Rast an der Landstraße, mit einem Tisch für eine Partie Karten.",
)

PROTOTYPE_LIST = [DECK_66, GAIGEL_TABLE, CARD_PLAYER, CARD_PLAYER_EASY, CARD_PLAYER_STRONG,
                  TOUR_ROOM]


def place(prototype, room, **overrides):
    """Spawn `prototype` in `room` (also its home); `overrides` replace its fields."""
    return spawn(dict(prototype, location=room, home=room, **overrides))[0]
