"""A card table that offers Zwölferle, for the test world (a typeclass that
exists only under tests/, created by the tests with `create_object`)."""

from game.typeclasses.tables import CardTable


class ToyTable(CardTable):
    """A small table with twelve cards on it."""

    presets = {"zwoelferle": "Zwölferle"}
    default_preset = "zwoelferle"
    game_name = "zwoelferle"
    score_unit = "Punkte"

    def at_object_creation(self):
        super().at_object_creation()
        self.db.desc = "Ein kleiner Tisch mit zwölf Karten: Ass, König und Ober jeder Farbe."
