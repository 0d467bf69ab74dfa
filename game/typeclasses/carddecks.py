"""The card furniture of the two rooms: the worn 66 deck and the Gaigel table."""

from .tables import CardTable


class SixtySixDeck(CardTable):
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

    def at_object_creation(self):
        super().at_object_creation()
        self.db.desc = (
            "Ein Päckchen abgegriffener Spielkarten, die Ecken rund gespielt, auf "
            "jeder Rückseite eine verblasste |w66|n. Wer wissen will, wie man damit "
            "spielt, versucht es mit |wlies regeln|n oder |whilfe 66|n; eine Übersicht "
            "gibt |wbefehle|n."
        )


class GaigelTable(CardTable):
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
