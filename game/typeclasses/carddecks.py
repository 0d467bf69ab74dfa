"""
The card furniture: the worn 66 deck and the Gaigel table.

Both are placed from prototypes (world/prototypes.py) by the world build and
by builders, who choose a preset and options; removed, they end a running
match without scoring.
"""

from evennia.utils import logger

from game.cardgames.presets import make_options

from game.faces.grammar import capital
from game.typeclasses.tables import CardTable, TableError


def option_text(key, value):
    """One option as a builder types it: `bis 3`, `sofort rauben`, `dissle:ja`."""
    if key == "match_target":
        return f"bis {value}"
    if key == "exchange_anytime" and value is True:
        return "sofort rauben"
    if value is None or isinstance(value, bool):
        value = {True: "ja", False: "nein", None: "keine"}[value]
    elif isinstance(value, list):
        value = ",".join(str(part) for part in value)
    return f"{key}:{value}"


class CardFurniture(CardTable):
    """What the deck and the Gaigel table share as furniture builders place."""

    def at_object_post_creation(self):
        """A prototype may choose preset and options: check them, size the seats."""
        try:
            self.check_setup(self.db.preset, self.db.options or {})
        except TableError as err:
            logger.log_warn(f"{self}: {err} Using the default preset.")
            self.db.preset, self.db.options = self.default_preset, {}
        self.seats.clear()

    @classmethod
    def check_setup(cls, preset, options):
        """Refuse a preset or options this kind of table cannot play (German TableError).

        Players may switch to any preset of the table, so the options must suit them all.
        """
        if preset not in cls.presets:
            raise TableError(f"Dieser Tisch kennt {', '.join(cls.presets)}, nicht „{preset}“.")
        if "players" in options:
            raise TableError("Die Zahl der Plätze folgt aus der Spielart (z. B. „zu zweit“).")
        for other in [preset] + [name for name in cls.presets if name != preset]:
            try:
                make_options(other, options)
            except ValueError as err:
                also = "" if other == preset else f" (bei „{other}“, das man hier auch spielt)"
                raise TableError(f"{err}{also}") from None

    def options_text(self):
        """The table's options as a builder writes them: `bis 3, dissle:ja`."""
        return ", ".join(option_text(key, value) for key, value in (self.db.options or {}).items())

    def builder_summary(self):
        """One line for builders: game, seats, options and the running match."""
        seats = self.seats.copies()
        taken = [entry["name"] for entry in seats if entry]
        parts = [self.presets.get(self.db.preset, self.db.preset),
                 f"Plätze {len(taken)}/{len(seats)}" + (f" ({', '.join(taken)})" if taken else "")]
        if self.db.options:
            parts.append(f"Einstellungen: {self.options_text()}")
        if self.db.tour:
            parts.append(f"Station {self.db.tour} der Kartentour")
        if self.playing():
            parts.append(f"Partie läuft ({self.score_unit}: {self.score_text()})")
        else:
            parts.append("keine Partie")
        return f"{self.key} ({self.dbref}): {'; '.join(parts)}."

    def tables_at_stake(self):
        """Tables whose running match ends when this is removed: this one, if playing."""
        return [self] if self.playing() else []

    def at_object_delete(self):
        """Removed from the world: a running match ends without scoring."""
        self.abandon(f"{capital(self.named())} wird abgebaut; die Partie endet ohne Wertung.")
        return super().at_object_delete()


class SixtySixDeck(CardFurniture):
    """The worn '66' deck of the Kaffeehaus von Sarasande."""

    presets = {
        "66": "Sechsundsechzig",
        "schnapsen": "Schnapsen",
        "dreier": "Sechsundsechzig zu dritt",
        "vierer": "Sechsundsechzig zu viert",
        "klassisch": "klassisches Sechsundsechzig",
        "sarasande": "Sechsundsechzig nach Sarasander Art",
    }
    default_preset = "66"
    game_name = "66"
    gender = "n"

    def at_object_creation(self):
        super().at_object_creation()
        self.db.desc = (
            "Ein Päckchen abgegriffener Spielkarten, die Ecken rund gespielt, auf "
            "jeder Rückseite eine verblasste |w66|n. Wer wissen will, wie man damit "
            "spielt, versucht es mit |wlies regeln|n oder |whilfe 66|n; eine Übersicht "
            "gibt |wbefehle|n."
        )


class GaigelTable(CardFurniture):
    """A scrubbed wooden Gaigel table in the Besenwirtschaft."""

    presets = {
        "gaigel4": "Gaigel zu viert",
        "gaigel2": "Gaigel zu zweit",
        "gaigel3": "Gaigel zu dritt",
        "gaigel6": "Gaigel zu sechst",
    }
    default_preset = "gaigel4"
    game_name = "gaigel"
    score_unit = "Striche"

    def at_object_creation(self):
        super().at_object_creation()
        self.db.desc = (
            "Ein blank gescheuerter Holztisch mit einer Kreidetafel für die Striche "
            "und einem doppelten Blatt württembergischer Karten. Setz dich mit "
            "|wsetzen|n dazu; |whilfe gaigel|n erklärt das Spiel, |wbefehle|n die Befehle."
        )
