"""German articles for the names of things."""

from game.faces.grammar import ACC, DAT, NOM, capital, phrase, split_article


def test_phrases_with_contracted_prepositions():
    assert phrase("Gaigeltisch", "m", DAT, "an") == "am Gaigeltisch"
    assert phrase("Gaigeltisch", "m", ACC, "an") == "an den Gaigeltisch"
    assert phrase("66-Kartenspiel", "n", DAT, "von") == "vom 66-Kartenspiel"
    assert phrase("66-Kartenspiel", "n", ACC, "an") == "an das 66-Kartenspiel"
    assert phrase("Kartenrunde", "f", DAT, "an") == "an der Kartenrunde"
    assert capital(phrase("Kartenrunde", "f", NOM)) == "Die Kartenrunde"


def test_split_article():
    assert split_article("die Kartenrunde") == ("f", "Kartenrunde")
    assert split_article(" Der  Ecktisch ") == ("m", "Ecktisch")
    assert split_article("Ecktisch") == (None, "Ecktisch")
    assert split_article("das") == (None, "das")
